// /system/user's calls, all through the contract's client (seed 000 §7's /api/system user
// administration): the search, whether a user name is taken, create, edit, delete, the
// administrator's password reset and the unlock of an account locked by failed sign-ins.
import { api } from '../../lib/api/client';
import { problemText } from '../../lib/http/problem-text';
import { TableCallError, type TablePage, type TableQuery } from '../../ui/table';
import {
  ADMIN_CHANGE_TYPE,
  type UserCreate,
  type UserDetail,
  type UserUpdate,
  userSearch,
} from './user-rules';

/** The server's words for a refused call, else the status. */
const refusal = (error: unknown, response: Response) =>
  new TableCallError(problemText(error) || `HTTP ${response.status}`);

export async function listUsers(query: TableQuery): Promise<TablePage<UserDetail>> {
  const { data, error, response } = await api.GET('/api/system/cscpUserDetailsOr', {
    params: { query: userSearch(query) },
  });
  if (!data) throw refusal(error, response);
  return { records: data.data, total: data.recordsFiltered };
}

export async function usernameTaken(username: string): Promise<boolean> {
  const { data, error, response } = await api.GET('/api/system/cscpUserExistByUsername', {
    params: { query: { username } },
  });
  if (!data) throw refusal(error, response);
  return data.success === true;
}

export async function createUser(body: UserCreate): Promise<void> {
  const { error, response } = await api.POST('/api/system/cscpUserDetails', { body });
  if (!response.ok) throw refusal(error, response);
}

export async function updateUser(body: UserUpdate): Promise<void> {
  const { error, response } = await api.PUT('/api/system/cscpUserDetails/{type}', {
    params: { path: { type: ADMIN_CHANGE_TYPE } },
    body,
  });
  if (!response.ok) throw refusal(error, response);
}

export async function resetPassword(body: UserUpdate): Promise<void> {
  const { error, response } = await api.PUT('/api/system/updateCscpUserPwd/{type}', {
    params: { path: { type: ADMIN_CHANGE_TYPE } },
    body,
  });
  if (!response.ok) throw refusal(error, response);
}

export async function deleteUser(userId: string): Promise<void> {
  const { error, response } = await api.DELETE('/api/system/cscpUsers/{id}', {
    params: { path: { id: userId } },
  });
  if (!response.ok) throw refusal(error, response);
}

export async function unlockUser(userId: string): Promise<void> {
  const { error, response } = await api.GET('/api/system/deblockingAccount/{id}', {
    params: { path: { id: userId } },
  });
  if (!response.ok) throw refusal(error, response);
}

/** The roles an administrator may give a user (角色管理's list), as select options. */
export async function roleOptions(): Promise<Array<{ label: string; value: string }>> {
  const { data, error, response } = await api.POST('/api/component/role/page', {
    body: { current: 1, size: 500 },
  });
  if (data?.code !== 200) throw refusal(error ?? data, response);
  return data.data.records.map((role) => ({ label: role.name, value: role.id }));
}
