import { afterEach, describe, expect, it } from 'vitest';
import { forbidden } from '../auth/session-check';
import { adminGranted, contractErrors, type DomainTestApp, domainTestApp } from '../config/domain-test-app';
import { menuRecords } from '../config/menu-entries';
import { usersDomain } from './users-domain';

let t: DomainTestApp;
afterEach(async () => {
  await t?.app.close();
});

const PAGE = ['900', '901'];
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/system${url}`, ...(payload === undefined ? {} : { payload }) });

/**
 * 用户管理's writes answer cscp's shapes (201 with the new id, an id, an empty 200), not the
 * platform's result, so expectButtonGuard's code 200 does not fit: the same two calls by hand.
 * Without the button (every other one of the page held) 403 Problem; with it, the write is done.
 */
async function expectUserButton(operationId: string, buttonId: string, write: () => ReturnType<typeof call>) {
  const others = menuRecords(t.store)
    .values()
    .filter((e) => e.parentId === '901' && e.type === 'button' && e.id !== buttonId)
    .map((e) => e.id);
  t.signIn(adminGranted(t.store, [...PAGE, ...others]));
  const refused = await write();
  expect({ operationId, status: refused.statusCode }).toEqual({ operationId, status: 403 });
  expect(contractErrors(operationId, 403, refused.json())).toEqual([]);
  expect(refused.json()).toEqual(forbidden(refused.json().path));
  t.signIn(adminGranted(t.store, [...PAGE, buttonId]));
  const allowed = await write();
  expect({ operationId, ok: allowed.statusCode < 300 }).toEqual({ operationId, ok: true });
  return allowed;
}

describe('用户管理 behind its buttons (seed 000 §6)', () => {
  it('adds, edits, unlocks and deletes a user only for the holders of user:add, edit, deblocking, delete', async () => {
    t = await domainTestApp([usersDomain]);
    const created = await expectUserButton('createCscpUserDetails', '9011', () =>
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
    );
    expect(created.statusCode).toBe(201);
    const detail = (await call('GET', '/cscpUserDetailsOr?usernameLike=zhaoliu')).json().data[0];
    await expectUserButton('updateCscpUserDetails', '9013', () =>
      call('PUT', '/cscpUserDetails/0', {
        cscpUserDetailDTO: { id: detail.id, userId: detail.userId, mobile: '13600003333' },
      }),
    );
    await expectUserButton('deblockingAccount', '9012', () =>
      call('GET', `/deblockingAccount/${detail.userId}`),
    );
    await expectUserButton('deleteCscpUser', '9014', () => call('DELETE', `/cscpUsers/${detail.userId}`));
    expect((await call('GET', '/cscpUserDetailsOr?usernameLike=zhaoliu')).json().data).toEqual([]);
  });

  it('resets a password (type 0) only for the holders of user:resetPwd', async () => {
    t = await domainTestApp([usersDomain]);
    // No private key in the test app: the password is read as sent.
    const reset = await expectUserButton('updateCscpUserPwd', '9015', () =>
      call('PUT', '/updateCscpUserPwd/0', {
        cscpUserDetailDTO: { id: '2003', userId: '1003' },
        newPassword: 'Temp#Pass2025',
      }),
    );
    expect(reset.json()).toBe(2003);
  });
});
