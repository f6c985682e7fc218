import { describe, expect, it } from 'vitest';
import type { AccountRecord } from '../auth/auth-state';
import { isBase64Image, searchUsers } from './user-detail';

const account = (id: number, username: string, extra: Partial<AccountRecord> = {}) =>
  ({
    id: String(2000 + id),
    userId: String(1000 + id),
    username,
    familyName: '李',
    name: `${username}名`,
    mobile: `1390000000${id}`,
    email: null,
    deptId: '302',
    roleIds: '12',
    dataStatus: '0',
    accountType: '0',
    registerTime: `2024-0${id}-01T09:00:00+08:00`,
    lastLogin: null,
    ...extra,
  }) as AccountRecord;

const accounts = [
  account(3, 'zhangsan'),
  account(1, 'admin', { roleIds: '1', deptId: '301' }),
  account(2, 'inspector', { dataStatus: '1' }),
];
const names = (found: AccountRecord[]) => found.map((a) => a.username);

describe('searching users', () => {
  it('answers everyone by id without criteria', () => {
    expect(names(searchUsers(accounts, {}).page)).toEqual(['admin', 'inspector', 'zhangsan']);
  });

  it('matches any of the criteria', () => {
    expect(names(searchUsers(accounts, { usernameLike: 'zhang', roleIdEquals: '1' }).page)).toEqual([
      'admin',
      'zhangsan',
    ]);
    expect(names(searchUsers(accounts, { dataStatusEquals: '1' }).page)).toEqual(['inspector']);
    expect(names(searchUsers(accounts, { deptIdEquals: '301', mobileLike: '03' }).page)).toEqual([
      'admin',
      'zhangsan',
    ]);
  });

  it('sorts by a known field either way, ids as numbers, nulls last', () => {
    expect(names(searchUsers(accounts, { sort: 'username,desc' }).page)).toEqual([
      'zhangsan',
      'inspector',
      'admin',
    ]);
    expect(names(searchUsers(accounts, { sort: 'registerTime,asc' }).page)).toEqual([
      'admin',
      'inspector',
      'zhangsan',
    ]);
    expect(names(searchUsers(accounts, { sort: 'password,desc' }).page)).toEqual([
      'zhangsan',
      'inspector',
      'admin',
    ]);
  });

  it('pages from 0 and counts every match', () => {
    expect(searchUsers(accounts, { page: 1, size: 2 })).toEqual({ page: [accounts[0]], matched: 3 });
  });
});

describe('avatars', () => {
  it('accept base64 text and base64 image data URLs only', () => {
    expect(isBase64Image('iVBORw0KGgo=')).toBe(true);
    expect(isBase64Image('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
    expect(isBase64Image('data:text/html;base64,iVBORw0KGgo=')).toBe(false);
    expect(isBase64Image('not base64!')).toBe(false);
    expect(isBase64Image('abc')).toBe(false);
  });
});
