// What /system/tenant checks before it asks, apart from React: the contract's TenantSave limits
// (the gateway answers the same and its refusal shows in its words) and the page's texts.

export const TENANTS_ROUTE = '/system/tenant';

/** Seed 000 §6: the page's buttons (the gateway refuses each write without its code). */
export const TENANT_BUTTONS = { add: 'tenant:add', edit: 'tenant:edit', delete: 'tenant:delete' } as const;

/** The contract's TenantSave: a lower-case letter, then 2–19 lower-case letters, digits or _. */
export const TENANT_ACCOUNT_PATTERN = /^[a-z][a-z0-9_]{2,19}$/;
export const TENANT_LIMITS = { account: 20, name: 30 } as const;

export const TENANT_TEXTS = {
  title: '租户管理',
  add: '新增租户',
  edit: '编辑租户',
  actions: '操作',
  editAction: '编辑',
  deleteAction: '删除',
  deleteConfirm: '确定删除该租户？',
  saved: '保存成功',
  deleted: '删除成功',
  saveFailed: '保存失败',
  deleteFailed: '删除失败',
  fieldAccount: '租户账号',
  fieldName: '租户名称',
  fieldActive: '状态',
  accountRequired: '请输入租户账号',
  accountInvalid: '租户账号以小写字母开头，3-20 位小写字母、数字或下划线',
  accountFixed: '租户账号不能修改',
  nameRequired: '请输入租户名称',
  actives: [
    { value: '1', label: '启用' },
    { value: '0', label: '停用' },
  ],
} as const;

/** What is wrong with an account as typed, or null. */
export function tenantAccountProblem(value: string | undefined): string | null {
  const account = value?.trim() ?? '';
  if (account === '') return TENANT_TEXTS.accountRequired;
  return TENANT_ACCOUNT_PATTERN.test(account) ? null : TENANT_TEXTS.accountInvalid;
}
