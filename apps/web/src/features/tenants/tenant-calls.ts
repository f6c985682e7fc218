// 租户管理's calls, all through the contract's client (listTenants, saveTenant, deleteTenant). A
// refusal rejects with the gateway's own words.
import type { Schemas } from '@jt/api-contract';
import { api } from '../../lib/api/client';
import { problemText } from '../../lib/http/problem-text';
import { listPage, TableCallError, type TablePage, type TableQuery } from '../../ui/table';

export type TenantRow = Schemas['TenantRow'];
export type TenantSave = Schemas['TenantSave'];

export const listTenants = async (query: TableQuery): Promise<TablePage<TenantRow>> =>
  listPage(await api.POST('/api/system/tenant/page', { body: query }));

export async function saveTenant(tenant: TenantSave): Promise<TenantRow> {
  const { data, error, response } = await api.POST('/api/system/tenant', { body: tenant });
  if (data?.code !== 200 || data.data === undefined)
    throw new TableCallError(problemText(data) || problemText(error) || `HTTP ${response.status}`);
  return data.data;
}

export async function deleteTenant(id: string): Promise<void> {
  const { data, error, response } = await api.DELETE('/api/system/tenant/{id}', { params: { path: { id } } });
  if (data?.code !== 200)
    throw new TableCallError(problemText(data) || problemText(error) || `HTTP ${response.status}`);
}
