// /roadStateJudge's calls, all through the contract's client: the evaluated kilometres
// (listEvaluations), a kilometre's sheet (getEvaluation), a survey entered (createEvaluationSurvey)
// and one taken back (deleteEvaluationSurvey). A refusal throws the gateway's own words.
import { api } from '../../lib/api/client';
import { problemText } from '../../lib/http/problem-text';
import { listPage, TableCallError, type TablePage, type TableQuery } from '../../ui/table';
import type { Evaluation, EvaluationDetail, SurveyInput, SurveyResult } from './road-state-rules';

/** The server's words for a failed call: a Result msg, a Problem's text, else the status. */
const reason = (data: unknown, error: unknown, response: Response): string =>
  problemText(data) || problemText(error) || `HTTP ${response.status}`;

export const listEvaluations = async (query: TableQuery): Promise<TablePage<Evaluation>> =>
  listPage(await api.POST('/api/administration/glEvaluation/page', { body: query }));

export async function getEvaluation(id: string): Promise<EvaluationDetail> {
  const { data, error, response } = await api.GET('/api/administration/glEvaluation/{id}', {
    params: { path: { id } },
  });
  if (data?.code !== 200 || !('data' in data) || !data.data)
    throw new TableCallError(reason(data, error, response));
  return data.data;
}

export async function createSurvey(body: SurveyInput): Promise<SurveyResult> {
  const { data, error, response } = await api.POST('/api/administration/glEvaluation/survey', { body });
  if (data?.code !== 200 || !('data' in data) || !data.data)
    throw new TableCallError(reason(data, error, response));
  return data.data;
}

export async function deleteSurvey(id: string): Promise<void> {
  const { data, error, response } = await api.DELETE('/api/administration/glEvaluation/survey/{id}', {
    params: { path: { id } },
  });
  if (data?.code !== 200) throw new TableCallError(reason(data, error, response));
}
