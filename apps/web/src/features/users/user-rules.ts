// /system/user's rules (seed 000 §7, the /api/system user-administration calls): the configured
// list's query as cscp's search parameters, the form's values as the create and edit bodies (type
// 0 = user administration), the password reset, and the page's texts and button codes. Pure.
import type { Schemas } from '@jt/api-contract';
import type { TableQuery } from '../../ui/table';

export type UserDetail = Schemas['CscpUserDetail'];
export type UserCreate = Schemas['CscpUserDetailCreate'];
export type UserUpdate = Schemas['CscpUserUpdateRequest'];

export const USERS_ROUTE = '/system/user';

/** User administration, as opposed to 1 = the user's own change. */
export const ADMIN_CHANGE_TYPE = 0;

/** The menu's button codes of 用户管理 (seed 000 §6). */
export const USER_BUTTONS = {
  add: 'user:add',
  deblocking: 'user:deblocking',
  edit: 'user:edit',
  delete: 'user:delete',
  resetPwd: 'user:resetPwd',
} as const;

export const USER_TEXTS = {
  department: '所属部门',
  title: '用户管理',
  add: '新增用户',
  edit: '编辑',
  delete: '删除',
  resetPwd: '重置密码',
  unlock: '解锁账号',
  actions: '操作',
  save: '保存',
  cancel: '取消',
  confirm: '确定',
  formAdd: '新增用户',
  formEdit: '编辑用户',
  locked: '已锁定',
  normal: '正常',
  valid: '有效',
  invalid: '无效',
  deleteConfirm: (name: string) => `确定删除用户「${name}」吗？该用户的登录将同时结束。`,
  unlockConfirm: (name: string) => `确定解锁用户「${name}」吗？其登录失败次数将清零。`,
  resetTitle: (name: string) => `重置「${name}」的密码`,
  saved: '保存成功',
  deleted: '删除成功',
  unlocked: '解锁成功',
  passwordReset: '密码已重置',
  saveFailed: '保存失败',
  deleteFailed: '删除失败',
  unlockFailed: '解锁失败',
  resetFailed: '重置失败',
  required: (label: string) => `请输入${label}`,
  usernameTaken: '该用户名已存在',
  usernamePattern: '用户名由字母、数字、下划线组成，4至32位',
  mobileInvalid: '请输入正确的手机号',
  emailInvalid: '请输入正确的邮箱地址',
  confirmMismatch: '两次输入的密码不一致',
  initialPasswordHint: '不填则为租户的初始密码，用户首次登录须修改',
  roles: '角色',
  rolesHint: '角色决定用户登录后看到的菜单和按钮',
  rolesFailed: '角色读取失败',
} as const;

/** The columns that filter, and cscp's "any of these matches" search parameter of each. */
const SEARCH_PARAMS: Readonly<Record<string, 'usernameLike' | 'nameLike' | 'mobileLike' | 'emailLike'>> = {
  username: 'usernameLike',
  name: 'nameLike',
  mobile: 'mobileLike',
  email: 'emailLike',
};

/** The table's sortable keys as cscp's sort fields (the rest sort by id). */
const SORT_FIELDS: Readonly<Record<string, string>> = {
  username: 'username',
  name: 'name',
  lastLogin: 'lastLogin',
  mobile: 'mobile',
  registerTime: 'registerTime',
};

/** The table's columns that sort (the rest are left to cscp's id order, so show no sorter). */
export const SORTABLE_COLUMNS: ReadonlySet<string> = new Set(Object.keys(SORT_FIELDS));

export type UserSearch = {
  page: number;
  size: number;
  sort?: string;
  usernameLike?: string;
  nameLike?: string;
  mobileLike?: string;
  emailLike?: string;
};

/** The configured table's query as getCscpUserDetailsOr's parameters (pages from 0; like's * off). */
export function userSearch(query: TableQuery): UserSearch {
  const search: UserSearch = { page: Math.max(0, query.current - 1), size: query.size };
  for (const filter of query.filters ?? []) {
    const param = SEARCH_PARAMS[filter.key];
    const value = String(filter.value)
      .replace(/^\*|\*$/g, '')
      .trim();
    if (param && value !== '') search[param] = value;
  }
  const order = query.orders?.[0];
  const field = order ? SORT_FIELDS[order.column] : undefined;
  if (order && field) search.sort = `${field},${order.asc ? 'asc' : 'desc'}`;
  return search;
}

export const USERNAME_PATTERN = /^[A-Za-z0-9_]{4,32}$/;

/** What the user form holds. */
export type UserFormValues = {
  username?: string;
  name?: string;
  mobile?: string;
  email?: string;
  password?: string;
  confirmPassword?: string;
  /** The roles held (角色管理's ids): they decide the user's menu from the next sign-in. */
  roleIds?: string[];
  /** The department (部门管理's id); the user's deptName follows it. */
  deptId?: string;
};

const joinedRoles = (ids: readonly string[] | undefined) => (ids ?? []).join(',');

const optional = (text: string | undefined) => {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** POST cscpUserDetails: a new user of the caller's tenant; a blank password gives the initial one. */
export function userCreate(
  values: UserFormValues,
  tenantAccount: string,
  encrypt: (plain: string) => string,
): UserCreate {
  const password = values.password ?? '';
  return {
    username: (values.username ?? '').trim(),
    name: (values.name ?? '').trim(),
    tenantAccount,
    mobile: optional(values.mobile),
    email: optional(values.email),
    password: password === '' ? null : encrypt(password),
    ...(joinedRoles(values.roleIds) === '' ? {} : { roleIds: joinedRoles(values.roleIds) }),
    ...(values.deptId ? { deptId: values.deptId } : {}),
  };
}

/** PUT cscpUserDetails/0: the user's ids and the fields the form changed (cleared ones as null). */
export function userEdit(
  user: Pick<UserDetail, 'id' | 'userId'>,
  values: UserFormValues,
  before: UserFormValues,
): UserUpdate {
  const change: UserUpdate['cscpUserDetailDTO'] = { id: user.id, userId: user.userId };
  if ((values.name ?? '').trim() !== (before.name ?? '')) change.name = (values.name ?? '').trim();
  if (optional(values.mobile) !== optional(before.mobile)) change.mobile = optional(values.mobile);
  if (optional(values.email) !== optional(before.email)) change.email = optional(values.email);
  if (values.roleIds !== undefined && joinedRoles(values.roleIds) !== joinedRoles(before.roleIds))
    change.roleIds = joinedRoles(values.roleIds);
  if (values.deptId && values.deptId !== before.deptId) change.deptId = values.deptId;
  return { cscpUserDetailDTO: change };
}

/** The form's values of a listed user. */
export function userValues(
  user: Pick<UserDetail, 'username' | 'name' | 'mobile' | 'email'> & {
    roleIds?: string | null;
    deptId?: string | null;
  },
): UserFormValues {
  return {
    username: user.username,
    name: user.name ?? '',
    mobile: user.mobile ?? '',
    email: user.email ?? '',
    roleIds: (user.roleIds ?? '').split(',').filter((id) => id !== ''),
    ...(user.deptId ? { deptId: user.deptId } : {}),
  };
}

/** PUT updateCscpUserPwd/0: an administrator sets the user's new password (RSA-encrypted). */
export function passwordReset(
  user: Pick<UserDetail, 'id' | 'userId'>,
  password: string,
  encrypt: (plain: string) => string,
): UserUpdate {
  return { cscpUserDetailDTO: { id: user.id, userId: user.userId }, newPassword: encrypt(password) };
}
