import { afterEach, describe, expect, it } from 'vitest';
import { type DomainTestApp, domainTestApp, expectButtonGuard } from '../config/domain-test-app';
import { usersDomain } from './users-domain';

let t: DomainTestApp;
afterEach(async () => {
  await t?.app.close();
});

const PAGE = ['900', '901'];
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/system${url}`, ...(payload === undefined ? {} : { payload }) });

/** 用户管理's writes answer cscp's shapes (201 with the new id, an id, an empty 200), not the platform's result. */
const CSCP = { platformResult: false } as const;

describe('用户管理 behind its buttons (seed 000 §6)', () => {
  it('adds, edits, unlocks and deletes a user only for the holders of user:add, edit, deblocking, delete', async () => {
    t = await domainTestApp([usersDomain]);
    await expectButtonGuard(
      t,
      'createCscpUserDetails',
      PAGE,
      '9011',
      () =>
        call('POST', '/cscpUserDetails', {
          username: 'zhaoliu',
          name: '赵六',
          familyName: '赵',
          mobile: '13600002222',
          deptId: '302',
          tenantAccount: 'jtdemo',
          roleIds: '12',
          accountType: '0',
          dataStatus: '0',
          password: null,
        }),
      { ...CSCP, status: 201 },
    );
    const detail = (await call('GET', '/cscpUserDetailsOr?usernameLike=zhaoliu')).json().data[0];
    await expectButtonGuard(
      t,
      'updateCscpUserDetails',
      PAGE,
      '9013',
      () =>
        call('PUT', '/cscpUserDetails/0', {
          cscpUserDetailDTO: { id: detail.id, userId: detail.userId, mobile: '13600003333' },
        }),
      CSCP,
    );
    await expectButtonGuard(
      t,
      'deblockingAccount',
      PAGE,
      '9012',
      () => call('GET', `/deblockingAccount/${detail.userId}`),
      CSCP,
    );
    await expectButtonGuard(
      t,
      'deleteCscpUser',
      PAGE,
      '9014',
      () => call('DELETE', `/cscpUsers/${detail.userId}`),
      CSCP,
    );
    expect((await call('GET', '/cscpUserDetailsOr?usernameLike=zhaoliu')).json().data).toEqual([]);
  });

  it('resets a password (type 0) only for the holders of user:resetPwd', async () => {
    t = await domainTestApp([usersDomain]);
    // No private key in the test app: the password is read as sent.
    const reset = await expectButtonGuard(
      t,
      'updateCscpUserPwd',
      PAGE,
      '9015',
      () =>
        call('PUT', '/updateCscpUserPwd/0', {
          cscpUserDetailDTO: { id: '2003', userId: '1003' },
          newPassword: 'Temp#Pass2025',
        }),
      CSCP,
    );
    expect(reset).toBe(2003);
  });
});
