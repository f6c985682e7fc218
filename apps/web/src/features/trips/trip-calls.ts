// /trip's calls, all through the contract's client: the list (listTrips), the export of the same
// filter through the shared table export (exportTrips) and one trip (getTrip). The track itself is
// the map component's getGisById.
import type { Schemas } from '@jt/api-contract';
import { api } from '../../lib/api/client';
import { problemText } from '../../lib/http/problem-text';
import {
  listPage,
  saveExport,
  TableCallError,
  type TableExportRequest,
  type TablePage,
  type TableQuery,
} from '../../ui/table';

export type Trip = Schemas['Trip'];
export type TripDetail = Schemas['TripDetail'];
export type TripStop = Schemas['TripStop'];

/** The file the export is saved as (the page's title). */
export const EXPORT_FILE_NAME = '行程轨迹.xlsx';

export const listTrips = async (query: TableQuery): Promise<TablePage<Trip>> =>
  listPage(await api.POST('/api/administration/glTrip/page', { body: query }));

/** Downloads the filtered (or selected) trips as 行程轨迹.xlsx; only HTTP 200 counts. */
export async function exportTrips(request: TableExportRequest): Promise<void> {
  saveExport(
    await api.POST('/api/administration/glTrip/export', { body: request, parseAs: 'blob' }),
    EXPORT_FILE_NAME,
  );
}

export async function getTrip(id: string): Promise<TripDetail> {
  const { data, error, response } = await api.GET('/api/administration/glTrip/{id}', {
    params: { path: { id } },
  });
  if (data?.code !== 200 || !('data' in data) || !data.data)
    throw new TableCallError(problemText(data) || problemText(error) || `HTTP ${response.status}`);
  return data.data;
}
