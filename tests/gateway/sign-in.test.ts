import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, admin, claimsOf, encrypt, gateway, signIn } from './support/gateway';

// One gateway for the file, back to the seed before each test (the QA reset).
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

describe('signing in with the form (systemLogin)', () => {
  it('answers 登录成功 and a Bearer token whose claims name the user, tenant and session', async () => {
    const response = await signIn(app, ADMIN);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      code: 200,
      msg: '登录成功',
      data: { token: expect.stringMatching(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/) },
    });
    expect(claimsOf(body.data.token)).toMatchObject({
      sub: '1001,jtdemo,admin',
      auth: 'ROLE_ADMIN',
      userId: '1001',
      tenantId: '1001',
      rememberme: 0,
      sid: expect.any(String),
    });
  });

  it('refuses an unknown tenant and an inactive one with data null', async () => {
    expect((await signIn(app, { ...ADMIN, tenantAccount: 'nosuch' })).json()).toEqual({
      code: 400,
      msg: '租户不存在',
      data: null,
    });
    expect((await signIn(app, { ...ADMIN, tenantAccount: 'jtold' })).json()).toEqual({
      code: 400,
      msg: '租户已过期',
      data: null,
    });
  });

  it('answers account status 3 for an unknown account, 1 for an expired one and 2 for a disabled one', async () => {
    expect((await signIn(app, { username: 'nobody', password: 'Whatever@1' })).json()).toEqual({
      code: 200,
      msg: '账号不存在！',
      data: { accountStatus: 3, message: '账号不存在！' },
    });
    expect((await signIn(app, { username: 'expiredacct', password: 'Expired@12345' })).json()).toEqual({
      code: 200,
      msg: '账号已达有效期，无法登录！',
      data: { accountStatus: 1, message: '账号已达有效期，无法登录！' },
    });
    expect((await signIn(app, { username: 'disabled', password: 'Disabled@12345' })).json()).toEqual({
      code: 200,
      msg: '账号已停用，无法登录！',
      data: { accountStatus: 2, message: '账号已停用，无法登录！' },
    });
  });

  it('gives no usable token when the password must change: first login, expired (N = password_expire_period), weak', async () => {
    expect((await signIn(app, { username: 'firstlogin', password: 'First@12345' })).json()).toEqual({
      code: 200,
      msg: '首次登录，请修改后再重新登录！',
      data: { token: '', passwordStatus: { code: 1, msg: '首次登录，请修改后再重新登录！' } },
    });
    expect((await signIn(app, { username: 'expiredpwd', password: 'Expired@12345' })).json()).toEqual({
      code: 200,
      msg: '密码已使用90天，请修改后再重新登录！',
      data: { token: '', passwordStatus: { code: 2, msg: '密码已使用90天，请修改后再重新登录！' } },
    });
    expect((await signIn(app, { username: 'weakpwd', password: '123456' })).json()).toEqual({
      code: 200,
      msg: '初始密码强度较弱，请修改后再重新登录！',
      data: { token: '', passwordStatus: { code: 3, msg: '初始密码强度较弱，请修改后再重新登录！' } },
    });
  });

  it('reads the expiry period from password_config: with 180 days the 120-day-old password signs in', async () => {
    await admin(app, 'PATCH', '/configs/password_config', { password_expire_period: '180' });
    expect((await signIn(app, { username: 'expiredpwd', password: 'Expired@12345' })).json().msg).toBe(
      '登录成功',
    );
    await admin(app, 'PATCH', '/configs/password_config', { password_expire_period: '30' });
    expect((await signIn(app, { username: 'expiredpwd', password: 'Expired@12345' })).json().msg).toBe(
      '密码已使用30天，请修改后再重新登录！',
    );
  });

  it('signs the nomenu account in (its menu is empty, not its access)', async () => {
    expect((await signIn(app, { username: 'nomenu', password: 'Nomenu@12345' })).json().msg).toBe('登录成功');
  });

  it('takes a password that does not decrypt as the password itself, like cscp', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/component/system/login',
      payload: { username: 'admin', password: 'Admin@12345', tenantAccount: 'jtdemo', rememberme: '0' },
    });
    expect(response.json().msg).toBe('登录成功');
  });

  it('keeps tenants apart: admin of jtqa has its own password', async () => {
    expect(
      (await signIn(app, { username: 'admin', password: 'QaAdmin@12345', tenantAccount: 'jtqa' })).json().msg,
    ).toBe('登录成功');
    expect((await signIn(app, { ...ADMIN, tenantAccount: 'jtqa' })).statusCode).toBe(401);
  });

  it('records the sign-in time as lastLogin of the current user', async () => {
    const before = Date.now();
    const token = (await signIn(app, ADMIN)).json().data.token as string;
    const user = (
      await app.inject({
        method: 'POST',
        url: '/api/component/user/getCurrentUserDetail',
        headers: { authorization: token },
      })
    ).json().data;
    expect(Date.parse(user.lastLogin)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(user.lastLogin).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/);
  });
});

describe('the embedded sign-in (integrationLogin)', () => {
  it('has the outcomes of the form without the captcha gate', async () => {
    await admin(app, 'PATCH', '/sign-in-policy', { captchaAttempts: 0 });
    const login = async (username: string, password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/component/system/integration/login',
        payload: {
          username,
          password: await encrypt(app, password),
          tenantAccount: 'jtdemo',
          rememberme: '0',
          url: 'https://portal.jtdemo.cn/workbench',
        },
      });
    expect((await login('inspector', 'Inspect@12345')).json()).toMatchObject({ code: 200, msg: '登录成功' });
    expect((await login('firstlogin', 'First@12345')).json().data.passwordStatus.code).toBe(1);
    const wrong = await login('inspector', 'Wrong@12345');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      attempts: 4,
      badPasswordAttempts: 5,
      captchaAttempts: 0,
      lockoutTime: 0,
      msg: '用户名或密码错误',
    });
  });
});
