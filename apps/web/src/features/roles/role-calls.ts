// 角色管理's calls through the contract's client (paths/menus.yaml, inferred): the roles as a
// configured list, save, delete, the grants, and the menu tree the grants are ticked on.
import type { Schemas } from '@jt/api-contract';
import { api } from '../../lib/api/client';
import { problemText } from '../../lib/http/problem-text';
import { listPage, type TablePage, type TableQuery } from '../../ui/table';
import type { Role, RoleSave } from './role-rules';

const failed = (data: unknown, error: unknown, response: Response) =>
  new Error(problemText(data) || problemText(error) || `HTTP ${response.status}`);

export const listRoles = async (query: TableQuery): Promise<TablePage<Role>> =>
  listPage(await api.POST('/api/component/role/page', { body: query }));

export async function saveRole(body: RoleSave): Promise<Role> {
  const { data, error, response } = await api.POST('/api/component/role/save', { body });
  if (data?.code !== 200) throw failed(data, error, response);
  return data.data;
}

export async function deleteRole(id: string): Promise<void> {
  const { data, error, response } = await api.POST('/api/component/role/delete/{id}', {
    params: { path: { id } },
  });
  if (data?.code !== 200) throw failed(data, error, response);
}

export async function grantRoleMenus(roleId: string, menuIds: string[]): Promise<Role> {
  const { data, error, response } = await api.POST('/api/component/role/grantMenus', {
    body: { roleId, menuIds },
  });
  if (data?.code !== 200) throw failed(data, error, response);
  return data.data;
}

/** Every entry of the menu (hidden ones and buttons too), to tick the grants on. */
export async function menuTree(): Promise<Schemas['MenuEntry'][]> {
  const { data, error, response } = await api.POST('/api/component/function/listMenuEntries');
  if (data?.code !== 200) throw failed(data, error, response);
  return data.data;
}
