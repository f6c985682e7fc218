// Accounts as the /api/system calls answer them (cscp's CscpUserDetailDTO), and the search of
// getCscpUserDetailsOr, as pure functions.

import type { components } from '@jt/api-contract';
import type { AccountRecord } from '../auth/auth-state';

type CscpUserDetail = components['schemas']['CscpUserDetail'];

export function userDetail(account: AccountRecord, locked: boolean): CscpUserDetail {
  return {
    id: account.id,
    userId: account.userId,
    username: account.username,
    familyName: account.familyName,
    name: account.name,
    mobile: account.mobile,
    email: account.email,
    imgPath: account.imgPath,
    lastLogin: account.lastLogin,
    registerTime: account.registerTime,
    discTitle: account.discTitle,
    discDetail: account.discDetail,
    adminFlag: account.adminFlag,
    deptId: account.deptId,
    deptName: account.deptName,
    orgId: account.orgId,
    tenantId: account.tenantId,
    tenantAccount: account.tenantAccount,
    roleIds: account.roleIds,
    roleNames: account.roleNames,
    postIds: account.postIds,
    postNames: account.postNames,
    lockStatus: locked,
    cardType: account.cardType,
    idCard: account.idCard,
    accountType: account.accountType,
    effectiveTime: account.effectiveTime,
    dataStatus: account.dataStatus,
  };
}

/** The query of getCscpUserDetailsOr. */
export interface UserSearch {
  page?: number;
  size?: number;
  sort?: string;
  usernameLike?: string;
  familyNameLike?: string;
  nameLike?: string;
  mobileLike?: string;
  emailLike?: string;
  deptIdEquals?: string;
  roleIdEquals?: string;
  dataStatusEquals?: string;
  accountTypeEquals?: string;
}

const LIKE = {
  usernameLike: 'username',
  familyNameLike: 'familyName',
  nameLike: 'name',
  mobileLike: 'mobile',
  emailLike: 'email',
} as const;
const EQUALS = {
  deptIdEquals: 'deptId',
  dataStatusEquals: 'dataStatus',
  accountTypeEquals: 'accountType',
} as const;
const SORTABLE = ['id', 'userId', 'username', 'name', 'mobile', 'registerTime', 'lastLogin'] as const;

/**
 * cscp's getUserDetailOr: the accounts matching ANY of the criteria given (all of them with
 * none), sorted by `sort` ('field,asc|desc', id ascending by default), one page of them.
 */
export function searchUsers(
  accounts: readonly AccountRecord[],
  search: UserSearch,
): { page: AccountRecord[]; matched: number } {
  const tests: Array<(a: AccountRecord) => boolean> = [];
  for (const [param, field] of Object.entries(LIKE) as Array<[keyof typeof LIKE, keyof AccountRecord]>) {
    const value = search[param]?.trim();
    if (value) tests.push((a) => String(a[field] ?? '').includes(value));
  }
  for (const [param, field] of Object.entries(EQUALS) as Array<[keyof typeof EQUALS, keyof AccountRecord]>) {
    const value = search[param]?.trim();
    if (value) tests.push((a) => a[field] === value);
  }
  const role = search.roleIdEquals?.trim();
  if (role) tests.push((a) => a.roleIds.split(',').includes(role));

  const matched = tests.length === 0 ? [...accounts] : accounts.filter((a) => tests.some((test) => test(a)));
  const [field, direction] = (search.sort ?? '').split(',');
  const key = (SORTABLE as readonly string[]).includes(field ?? '')
    ? (field as (typeof SORTABLE)[number])
    : 'id';
  const sign = direction?.trim().toLowerCase() === 'desc' ? -1 : 1;
  matched.sort((a, b) => sign * compare(a[key], b[key]));
  const size = search.size ?? 20;
  const start = (search.page ?? 0) * size;
  return { page: matched.slice(start, start + size), matched: matched.length };
}

/** Numeric ids compare as numbers, nulls last, text by code point. */
function compare(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (/^\d+$/.test(a) && /^\d+$/.test(b)) return Number(a) - Number(b);
  return a < b ? -1 : 1;
}

/** A base64 image (plain or as a data: URL), what imgPath must be. */
export function isBase64Image(value: string): boolean {
  const data = value.startsWith('data:') ? value.replace(/^data:image\/[a-z+.-]+;base64,/i, '') : value;
  return data.length > 0 && data.length % 4 === 0 && /^[A-Za-z0-9+/]+={0,2}$/.test(data);
}
