// The signed-in user as getCurrentUserDetail answers it (contract CurrentUser).

import type { components } from '@jt/api-contract';
import { seedTenants } from '@jt/mocks/tenants';
import type { AccountRecord } from './auth-state';

type CurrentUser = components['schemas']['CurrentUser'];

export function currentUser(account: AccountRecord): CurrentUser {
  return {
    id: account.id,
    userId: account.userId,
    username: account.username,
    familyName: account.familyName,
    name: account.name,
    tenantId: account.tenantId,
    tenantAccount: account.tenantAccount,
    tenantName: seedTenants.find((t) => t.tenantAccount === account.tenantAccount)?.tenantName ?? null,
    deptId: account.deptId,
    deptName: account.deptName,
    mobile: account.mobile,
    email: account.email,
    imgPath: account.imgPath,
    adminFlag: account.adminFlag,
    roleNames: account.roleNames,
    lastLogin: account.lastLogin,
  };
}
