// /maintenanceArea's calls, all through the contract's client: the list, an area added, changed
// and deleted, and the organisations the form offers. A refusal throws the gateway's own words.
import { api } from '../../lib/api/client';
import { problemText } from '../../lib/http/problem-text';
import { listPage, TableCallError, type TablePage, type TableQuery } from '../../ui/table';
import {
  AREA_OWNER_TYPES,
  type MaintenanceArea,
  type MaintenanceAreaInput,
  type Organisation,
} from './maintenance-area-rules';

/** The server's words for a failed call: a Result msg, a Problem's text, else the status. */
const reason = (data: unknown, error: unknown, response: Response): string =>
  problemText(data) || problemText(error) || `HTTP ${response.status}`;

export const listMaintenanceAreas = async (query: TableQuery): Promise<TablePage<MaintenanceArea>> =>
  listPage(await api.POST('/api/administration/glMaintenanceArea/page', { body: query }));

export async function createMaintenanceArea(body: MaintenanceAreaInput): Promise<MaintenanceArea> {
  const { data, error, response } = await api.POST('/api/administration/glMaintenanceArea', { body });
  if (data?.code !== 200 || !('data' in data) || !data.data)
    throw new TableCallError(reason(data, error, response));
  return data.data;
}

export async function updateMaintenanceArea(
  id: string,
  body: MaintenanceAreaInput,
): Promise<MaintenanceArea> {
  const { data, error, response } = await api.PUT('/api/administration/glMaintenanceArea/{id}', {
    params: { path: { id } },
    body,
  });
  if (data?.code !== 200 || !('data' in data) || !data.data)
    throw new TableCallError(reason(data, error, response));
  return data.data;
}

export async function deleteMaintenanceArea(id: string): Promise<void> {
  const { data, error, response } = await api.DELETE('/api/administration/glMaintenanceArea/{id}', {
    params: { path: { id } },
  });
  if (data?.code !== 200) throw new TableCallError(reason(data, error, response));
}

/** The offices, patrol squads and maintenance companies (a few dozen: one page holds them). */
export async function areaOwners(): Promise<Organisation[]> {
  const { data, error, response } = await api.POST('/api/administration/glOrg/page', {
    body: {
      current: 1,
      size: 100,
      filters: [{ key: 'orgType', operator: 'in', value: AREA_OWNER_TYPES.join(',') }],
    },
  });
  if (data?.code !== 200) throw new TableCallError(reason(data, error, response));
  return data.data.records;
}
