import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, admin, claimsOf, gateway, INSPECTOR, tokenOf } from './support/gateway';

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

const currentUser = (authorization?: string, query = '') =>
  app.inject({
    method: 'POST',
    url: `/api/component/user/getCurrentUserDetail${query}`,
    headers: authorization === undefined ? {} : { authorization },
  });
const expired = {
  type: 'https://www.jhipster.tech/problem/problem-with-message',
  title: 'Unauthorized',
  status: 401,
  detail: '身份认证信息已失效，请重新登录',
  path: '/api/component/user/getCurrentUserDetail',
  message: 'error.http.401',
};

describe('the session check', () => {
  it('answers 401 身份认证信息已失效 without a token, with a forged one and with a bare one', async () => {
    for (const authorization of [undefined, 'Bearer forged.token.value', 'Bearer ']) {
      const response = await currentUser(authorization);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(expired);
    }
  });

  it('refuses a token signed with another key', async () => {
    const token = await tokenOf(app, ADMIN);
    const [header, payload] = token.replace('Bearer ', '').split('.');
    const response = await currentUser(`Bearer ${header}.${payload}.c2lnbmF0dXJl`);
    expect(response.statusCode).toBe(401);
  });

  it('answers the signed-in user as getCurrentUserDetail data', async () => {
    const response = await currentUser(await tokenOf(app, ADMIN));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 200,
      msg: '操作成功',
      data: {
        id: '2001',
        userId: '1001',
        username: 'admin',
        familyName: '王',
        name: '王建国',
        tenantId: '1001',
        tenantAccount: 'jtdemo',
        tenantName: '交通演示租户',
        deptId: '301',
        deptName: '养护管理科',
        mobile: '13812345678',
        email: 'admin@jtdemo.cn',
        imgPath: null,
        adminFlag: '2',
        roleNames: '系统管理员',
        lastLogin: expect.stringMatching(/\+08:00$/),
      },
    });
  });

  it('accepts access_token in the query only where the operation declares it (media, not the user detail)', async () => {
    const token = await tokenOf(app, ADMIN);
    const bare = token.replace('Bearer ', '');
    expect((await currentUser(undefined, `?access_token=${bare}`)).statusCode).toBe(401);
    const media = await app.inject({
      method: 'GET',
      url: `/media/jiangning-district.geojson?access_token=${bare}`,
    });
    expect(media.statusCode).not.toBe(401);
    const noToken = await app.inject({ method: 'GET', url: '/media/jiangning-district.geojson' });
    expect(noToken.statusCode).toBe(401);
  });

  it('kicks the first session out when the same user signs in again: 403 error.user.kickOut', async () => {
    const first = await tokenOf(app, ADMIN);
    const second = await tokenOf(app, ADMIN);
    const kicked = await currentUser(first);
    expect(kicked.statusCode).toBe(403);
    expect(kicked.json()).toEqual({
      type: 'https://www.jhipster.tech/problem/problem-with-message',
      title: 'Forbidden',
      status: 403,
      detail: '您的账号已在其他地方登录，当前会话已失效',
      path: '/api/component/user/getCurrentUserDetail',
      message: '您的账号已在其他地方登录，请重新登录',
      params: 'error.user.kickOut',
    });
    expect((await currentUser(second)).statusCode).toBe(200);
    // Another user's sign-in kicks nobody out.
    await tokenOf(app, INSPECTOR);
    expect((await currentUser(second)).statusCode).toBe(200);
  });

  it('ends the session on logout: 退出成功, then 401', async () => {
    const token = await tokenOf(app, ADMIN);
    const out = await app.inject({
      method: 'POST',
      url: '/api/component/system/logout',
      headers: { authorization: token },
    });
    expect(out.json()).toEqual({ code: 200, msg: '退出成功', data: null });
    expect((await currentUser(token)).json()).toEqual(expired);
  });

  it('refuses every token issued before a QA reset', async () => {
    const token = await tokenOf(app, ADMIN);
    await admin(app, 'POST', '/reset');
    expect((await currentUser(token)).statusCode).toBe(401);
  });
});

describe('tokens and their refresh', () => {
  it('lasts 86400 s, or 2592000 s when remembered', async () => {
    const short = claimsOf(await tokenOf(app, ADMIN));
    expect((short.exp as number) - (short.iat as number)).toBe(86_400);
    const long = claimsOf(await tokenOf(app, { ...ADMIN, rememberme: '1' }));
    expect((long.exp as number) - (long.iat as number)).toBe(2_592_000);
    expect(long.rememberme).toBe(1);
  });

  it('refreshes with the lifetime of rememberme, in the same session', async () => {
    const token = await tokenOf(app, ADMIN);
    const refresh = async (rememberme: string, authorization: string) =>
      app.inject({
        method: 'GET',
        url: `/api/component/system/refreshToken?rememberme=${rememberme}`,
        headers: { authorization },
      });
    const remembered = await refresh('1', token);
    expect(remembered.statusCode).toBe(200);
    const body = remembered.json();
    expect(body).toEqual({ code: 200, msg: '操作成功', data: { token: expect.stringMatching(/^Bearer /) } });
    const claims = claimsOf(body.data.token);
    expect((claims.exp as number) - (claims.iat as number)).toBe(2_592_000);
    expect(claims.sid).toBe(claimsOf(token).sid);
    const shorter = claimsOf((await refresh('0', body.data.token)).json().data.token);
    expect((shorter.exp as number) - (shorter.iat as number)).toBe(86_400);
    expect((await currentUser(body.data.token)).statusCode).toBe(200);
    expect((await currentUser(token)).statusCode).toBe(200);
  });

  it('refuses a refresh without a session', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/component/system/refreshToken?rememberme=0',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('the tenant type', () => {
  it('is 0 after the sign-in form', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/administration/getTenantType',
      headers: { authorization: await tokenOf(app, ADMIN) },
    });
    expect(response.json()).toEqual({ code: 200, msg: '操作成功', data: 0 });
  });
});
