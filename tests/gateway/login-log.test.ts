// 系统管理 › 登录日志 over the gateway (listLoginLogs): every sign-in attempt — the form and single
// sign-on, accepted or refused — as the sign-in answered it, newest first, filtered and paged like
// every configured table, one tenant's entries for its administrators only.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, admin, gateway, INSPECTOR, signIn, tokenOf } from './support/gateway';

let app: FastifyInstance;
beforeAll(async () => {
  app = await gateway();
});
beforeEach(async () => {
  await admin(app, 'POST', '/reset');
});
afterAll(async () => {
  await app.close();
});

type Entry = {
  userName: string;
  way: string;
  result: string;
  message: string;
  loginTime: string;
  ipAddress: string;
};
const logPage = async (token: string, body: object) =>
  app.inject({
    method: 'POST',
    url: '/api/system/loginLog/page',
    headers: { authorization: token },
    payload: body,
  });

describe('the login log', () => {
  it('records each attempt as the sign-in answered it, newest first', async () => {
    const refused = await signIn(app, { ...INSPECTOR, password: 'Wrong@12345' });
    const said = refused.json().msg as string;
    await tokenOf(app, INSPECTOR);
    const adminToken = await tokenOf(app, ADMIN);
    const answer = (await logPage(adminToken, { current: 1, size: 10 })).json();
    expect(answer.code).toBe(200);
    const entries = answer.data.records as Entry[];
    expect(entries.map((e) => [e.userName, e.result])).toEqual([
      ['admin', '成功'],
      ['inspector', '成功'],
      ['inspector', '失败'],
    ]);
    expect(entries[2]).toMatchObject({ way: '账号密码', message: said, ipAddress: '127.0.0.1' });
    expect(entries[0]?.loginTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(entries[0]).not.toHaveProperty('at');
  });

  it('records single sign-on; a used ticket names no tenant, so no tenant’s log shows it', async () => {
    const { ticket } = (
      await admin(app, 'POST', '/sso-tickets', { userName: 'inspector', tenantAccount: 'jtdemo' })
    ).json() as { ticket: string };
    for (let i = 0; i < 2; i++)
      await app.inject({
        method: 'POST',
        url: '/api/tokenLogin',
        payload: { token: ticket },
      });
    const adminToken = await tokenOf(app, ADMIN);
    const sso = (
      await logPage(adminToken, {
        current: 1,
        size: 10,
        filters: [{ key: 'way', operator: 'like', value: '*单点*' }],
      })
    ).json().data.records as Entry[];
    expect(sso.map((e) => [e.userName, e.result])).toEqual([['inspector', '成功']]);
  });

  it('filters with the table’s operators and refuses a column it does not have', async () => {
    await signIn(app, { ...INSPECTOR, password: 'Wrong@12345' });
    await tokenOf(app, INSPECTOR);
    const adminToken = await tokenOf(app, ADMIN);
    const failed = (
      await logPage(adminToken, {
        current: 1,
        size: 10,
        filters: [
          { key: 'userName', operator: 'like', value: '*insp*' },
          { key: 'result', operator: 'notEqual', value: '!成功' },
        ],
      })
    ).json().data;
    expect(failed.total).toBe(1);
    expect((failed.records as Entry[])[0]?.result).toBe('失败');
    const bad = await logPage(adminToken, {
      current: 1,
      size: 10,
      filters: [{ key: 'password', operator: 'like', value: '*a*' }],
    });
    expect(bad.statusCode).toBe(400);
  });

  it('is for administrators only', async () => {
    const inspectorToken = await tokenOf(app, INSPECTOR);
    expect((await logPage(inspectorToken, { current: 1, size: 10 })).statusCode).toBe(403);
  });
});
