import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { admin, claimsOf, gateway } from './support/gateway';

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

const issue = async (userName = 'inspector', tenantAccount = 'jtdemo') =>
  (await admin(app, 'POST', '/sso-tickets', { tenantAccount, userName })).json();
const tokenLogin = (token: string) =>
  app.inject({ method: 'POST', url: '/api/tokenLogin', payload: { token } });
const singleLogin = (param: string) =>
  app.inject({ method: 'POST', url: '/api/singleLogin', payload: { param } });
const rejected = (path: string, detail = '单点登录凭证无效或已过期') => ({
  type: 'https://www.jhipster.tech/problem/problem-with-message',
  title: 'Unauthorized',
  status: 401,
  detail,
  path,
  message: 'error.http.401',
});

describe('single sign-on', () => {
  it('issues a ticket and a param for a user, with the login addresses', async () => {
    const sso = await issue();
    expect(sso).toEqual({
      ticket: expect.stringMatching(/^ST-[0-9a-f]{32}$/),
      param: expect.stringMatching(/^SP-[0-9a-f]{32}$/),
      expiresAt: expect.any(String),
      loginUrls: { ticket: `/login?ticket=${sso.ticket}`, param: `/login?param=${sso.param}` },
    });
    expect(Date.parse(sso.expiresAt) - Date.now()).toBeGreaterThan(290_000);
  });

  it('exchanges a ticket once for a token (tokenLogin); tenant type 1 afterwards', async () => {
    const { ticket } = await issue();
    const first = await tokenLogin(ticket);
    expect(first.json()).toEqual({
      code: 200,
      msg: '登录成功',
      data: { token: expect.stringMatching(/^Bearer /) },
    });
    expect(claimsOf(first.json().data.token)).toMatchObject({ sub: '1001,jtdemo,inspector', userId: '1002' });
    const type = await app.inject({
      method: 'GET',
      url: '/api/administration/getTenantType',
      headers: { authorization: first.json().data.token },
    });
    expect(type.json()).toEqual({ code: 200, msg: '操作成功', data: 1 });
    const again = await tokenLogin(ticket);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual(rejected('/api/tokenLogin'));
  });

  it('exchanges a param once for a token (singleLogin); a ticket is no param', async () => {
    const { ticket, param } = await issue();
    expect((await singleLogin(ticket)).json()).toEqual(rejected('/api/singleLogin'));
    expect((await singleLogin(param)).json().msg).toBe('登录成功');
    expect((await singleLogin(param)).statusCode).toBe(401);
  });

  it('refuses unknown values and accounts that cannot sign in', async () => {
    expect((await tokenLogin('ST-20250312-8f3a1c9d2b7e4f60a5d1')).json()).toEqual(
      rejected('/api/tokenLogin'),
    );
    const { ticket } = await issue('disabled');
    expect((await tokenLogin(ticket)).json()).toEqual(rejected('/api/tokenLogin', '账号已停用，无法登录！'));
  });

  it('answers 404 for a ticket asked for an unknown user', async () => {
    const response = await admin(app, 'POST', '/sso-tickets', {
      tenantAccount: 'jtdemo',
      userName: 'nobody',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe("No account 'nobody' in tenant 'jtdemo'");
  });
});
