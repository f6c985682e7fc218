// 系统管理 › 租户管理's rules apart from Fastify: account and name unique among the tenants, the
// account fixed once users sign in with it, the caller's own tenant never disabled or deleted,
// and no deletion while users or departments still belong to the tenant.
import type { SeedTenant } from '@jt/mocks/tenants';

export const TENANT_REFUSALS = {
  missing: '租户不存在或已删除',
  blankName: '租户名称不能为空',
  duplicateAccount: '租户账号已存在',
  duplicateName: '租户名称已存在',
  accountFixed: '租户账号不能修改',
  ownDisabled: '不能停用当前登录的租户',
  ownDeleted: '不能删除当前登录的租户',
  inUse: (users: number, departments: number) =>
    `租户下存在 ${[users > 0 ? `${users} 个用户` : '', departments > 0 ? `${departments} 个部门` : '']
      .filter(Boolean)
      .join('、')}，不能删除`,
} as const;

export const TENANT_ACTIVE_NAMES = { '1': '启用', '0': '停用' } as const;

export interface TenantDraft {
  tenantAccount: string;
  tenantName: string;
  activeFlag: '0' | '1';
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; reason: string };

/** The draft as stored (texts trimmed), or why it cannot be saved by a caller of `ownTenant`. */
export function checkedTenant(
  draft: TenantDraft,
  current: SeedTenant | null,
  tenants: readonly SeedTenant[],
  ownTenant: string,
): Outcome<TenantDraft> {
  const tenantName = draft.tenantName.trim();
  const tenantAccount = draft.tenantAccount.trim();
  if (tenantName === '') return { ok: false, reason: TENANT_REFUSALS.blankName };
  if (current && current.tenantAccount !== tenantAccount)
    return { ok: false, reason: TENANT_REFUSALS.accountFixed };
  const others = tenants.filter((tenant) => tenant.id !== current?.id);
  if (others.some((tenant) => tenant.tenantAccount === tenantAccount))
    return { ok: false, reason: TENANT_REFUSALS.duplicateAccount };
  if (others.some((tenant) => tenant.tenantName === tenantName))
    return { ok: false, reason: TENANT_REFUSALS.duplicateName };
  if (current?.tenantAccount === ownTenant && draft.activeFlag !== '1')
    return { ok: false, reason: TENANT_REFUSALS.ownDisabled };
  return { ok: true, value: { tenantAccount, tenantName, activeFlag: draft.activeFlag } };
}

/** Why the tenant cannot be deleted by a caller of `ownTenant`, or null. */
export function tenantDeleteRefusal(
  tenant: SeedTenant,
  ownTenant: string,
  users: number,
  departments: number,
): string | null {
  if (tenant.tenantAccount === ownTenant) return TENANT_REFUSALS.ownDeleted;
  if (users > 0 || departments > 0) return TENANT_REFUSALS.inUse(users, departments);
  return null;
}
