// /roadSafety's calls through the contract's client: the hazards, one with its history, 上报隐患
// and 处置.
// A refusal throws the gateway's own words.
import { api } from '../../lib/api/client';
import { problemText } from '../../lib/http/problem-text';
import { listPage, TableCallError, type TablePage, type TableQuery } from '../../ui/table';
import type { HazardDisposal, HazardReport, SafetyHazard } from './road-safety-rules';

const reason = (data: unknown, error: unknown, response: Response): string =>
  problemText(data) || problemText(error) || `HTTP ${response.status}`;

export const listSafetyHazards = async (query: TableQuery): Promise<TablePage<SafetyHazard>> =>
  listPage(await api.POST('/api/administration/glSafetyHazard/page', { body: query }));

export async function getSafetyHazard(id: string): Promise<SafetyHazard> {
  const { data, error, response } = await api.GET('/api/administration/glSafetyHazard/{id}', {
    params: { path: { id } },
  });
  if (data?.code !== 200 || !data.data) throw new TableCallError(reason(data, error, response));
  return data.data;
}

export async function reportSafetyHazard(body: HazardReport): Promise<SafetyHazard> {
  const { data, error, response } = await api.POST('/api/administration/glSafetyHazard', { body });
  if (data?.code !== 200 || !('data' in data) || !data.data)
    throw new TableCallError(reason(data, error, response));
  return data.data;
}

export async function disposeSafetyHazard(id: string, body: HazardDisposal): Promise<SafetyHazard> {
  const { data, error, response } = await api.POST('/api/administration/glSafetyHazard/{id}/dispose', {
    params: { path: { id } },
    body,
  });
  if (data?.code !== 200 || !('data' in data) || !data.data)
    throw new TableCallError(reason(data, error, response));
  return data.data;
}
