// 用户组管理's calls, all through the contract's client (listUserGroups, saveUserGroup,
// deleteUserGroup) and the users to pick members from (用户管理's listUsers). A refusal rejects
// with the gateway's own words.
import type { Schemas } from '@jt/api-contract';
import { api } from '../../lib/api/client';
import { problemText } from '../../lib/http/problem-text';
import { listPage, TableCallError, type TablePage, type TableQuery } from '../../ui/table';
import { listUsers } from '../users/user-calls';
import { memberOption } from './user-group-rules';

export type UserGroup = Schemas['UserGroup'];
export type UserGroupSave = Schemas['UserGroupSave'];

export const listUserGroups = async (query: TableQuery): Promise<TablePage<UserGroup>> =>
  listPage(await api.POST('/api/system/userGroup/page', { body: query }));

export async function saveUserGroup(group: UserGroupSave): Promise<UserGroup> {
  const { data, error, response } = await api.POST('/api/system/userGroup', { body: group });
  if (data?.code !== 200 || data.data === undefined)
    throw new TableCallError(problemText(data) || problemText(error) || `HTTP ${response.status}`);
  return data.data;
}

export async function deleteUserGroup(id: string): Promise<void> {
  const { data, error, response } = await api.DELETE('/api/system/userGroup/{id}', {
    params: { path: { id } },
  });
  if (data?.code !== 200)
    throw new TableCallError(problemText(data) || problemText(error) || `HTTP ${response.status}`);
}

/** Every user of the tenant as a member option (one page of up to 1000: a tenant's staff). */
export async function memberOptions(): Promise<Array<{ label: string; value: string }>> {
  const page = await listUsers({ current: 1, size: 1000 });
  return page.records.map(memberOption);
}
