// /diseaseManage's calls, all through the contract's client: the list (listDiseases), the
// positions of the same filter for the map (listDiseasePoints), the export (exportDiseases),
// one disease, its disposal steps (processListByDiseaseId) and the writes. The dictionaries and
// routes the filters and the form offer are lib/reference's.
import type { Schemas } from '@jt/api-contract';
import { api } from '../../lib/api/client';
import { problemText } from '../../lib/http/problem-text';
import {
  saveExport,
  TableCallError,
  type TableExportRequest,
  type TablePage,
  type TableQuery,
  type TableSelection,
} from '../../ui/table';

export type Disease = Schemas['Disease'];
export type DiseasePoint = Schemas['DiseasePoint'];
export type DiseaseDetail = Schemas['DiseaseDetail'];
export type DiseaseCreate = Schemas['DiseaseCreate'];
export type DiseaseChange = Schemas['DiseaseChange'];

/** The file the export is saved as (the page's title). */
export const EXPORT_FILE_NAME = '病害管理.xlsx';

/** The server's words for a failed call: a Result msg, a Problem's text, else the status. */
const reason = (data: unknown, error: unknown, response: Response): string =>
  problemText(data) || problemText(error) || `HTTP ${response.status}`;

export async function listDiseases(query: TableQuery): Promise<TablePage<Disease>> {
  const { data, error, response } = await api.POST('/api/administration/glDisease/page', { body: query });
  if (data?.code !== 200) throw new TableCallError(reason(data, error, response));
  return { records: data.data.records, total: data.data.total };
}

export async function diseasePoints(selection: TableSelection): Promise<DiseasePoint[]> {
  const { data, error, response } = await api.POST('/api/administration/glDisease/points', {
    body: selection,
  });
  if (data?.code !== 200) throw new TableCallError(reason(data, error, response));
  return data.data.points;
}

/** Downloads the filtered (or selected) diseases as 病害管理.xlsx; only HTTP 200 counts. */
export async function exportDiseases(request: TableExportRequest): Promise<void> {
  saveExport(
    await api.POST('/api/administration/glDisease/export', { body: request, parseAs: 'blob' }),
    EXPORT_FILE_NAME,
  );
}

export async function getDisease(id: string): Promise<Disease> {
  const { data, error, response } = await api.GET('/api/administration/glDisease/{id}', {
    params: { path: { id } },
  });
  if (data?.code !== 200 || !('data' in data) || !data.data)
    throw new TableCallError(reason(data, error, response));
  return data.data;
}

export async function processSteps(id: string): Promise<DiseaseDetail> {
  const { data, error, response } = await api.POST('/api/administration/processListByDiseaseId', {
    body: { id },
  });
  if (data?.code !== 200) throw new TableCallError(reason(data, error, response));
  return data.data.object;
}

/** A write: the disease, or the server's refusal as an error with its message. */
export async function saveDisease(
  id: string | null,
  fields: DiseaseCreate | DiseaseChange,
): Promise<Disease> {
  const { data, error, response } = id
    ? await api.PUT('/api/administration/glDisease/{id}', { params: { path: { id } }, body: fields })
    : await api.POST('/api/administration/glDisease', { body: fields as DiseaseCreate });
  if (data?.code !== 200 || !('data' in data) || !data.data)
    throw new TableCallError(reason(data, error, response));
  return data.data;
}

export async function deleteDisease(id: string): Promise<void> {
  const { data, error, response } = await api.DELETE('/api/administration/glDisease/{id}', {
    params: { path: { id } },
  });
  if (data?.code !== 200) throw new TableCallError(reason(data, error, response));
}
