// /patrolRecord's calls, all through the contract's client: the list (listPatrols), the export
// of the same filter (exportPatrols), one patrol with its diseases (getPatrol), and the routes
// the route filter offers.
import type { Schemas } from '@jt/api-contract';
import { api } from '../../lib/api/client';
import { saveBlob } from '../../lib/files/save-blob';
import { problemText } from '../../lib/http/problem-text';
import { TableCallError, type TableExportRequest, type TablePage, type TableQuery } from '../../ui/table';

export type Patrol = Schemas['Patrol'];
export type PatrolDetail = Schemas['PatrolDetail'];

/** The file the export is saved as (the page's title). */
export const EXPORT_FILE_NAME = '巡查记录.xlsx';

/** The server's words for a failed call: a Result msg, a Problem's text, else the status. */
const reason = (data: unknown, error: unknown, response: Response): string =>
  problemText(data) || problemText(error) || `HTTP ${response.status}`;

export async function listPatrols(query: TableQuery): Promise<TablePage<Patrol>> {
  const { data, error, response } = await api.POST('/api/administration/glPatrol/page', { body: query });
  if (data?.code !== 200) throw new TableCallError(reason(data, error, response));
  return { records: data.data.records, total: data.data.total };
}

/** Downloads the filtered (or selected) patrols as 巡查记录.xlsx; only HTTP 200 counts. */
export async function exportPatrols(request: TableExportRequest): Promise<void> {
  const { data, error, response } = await api.POST('/api/administration/glPatrol/export', {
    body: request,
    parseAs: 'blob',
  });
  if (response.status !== 200 || !(data instanceof Blob))
    throw new TableCallError(reason(undefined, error, response));
  saveBlob(data, EXPORT_FILE_NAME);
}

export async function getPatrol(id: string): Promise<PatrolDetail> {
  const { data, error, response } = await api.GET('/api/administration/glPatrol/{id}', {
    params: { path: { id } },
  });
  if (data?.code !== 200 || !('data' in data) || !data.data)
    throw new TableCallError(reason(data, error, response));
  return data.data;
}
