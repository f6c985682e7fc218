import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, admin, encrypt, gateway, INSPECTOR, signIn } from './support/gateway';

let app: FastifyInstance;
beforeAll(async () => {
  app = await gateway();
});
beforeEach(async () => {
  await admin(app, 'POST', '/reset');
  // The captcha gate is tested on its own (captcha-gate.test.ts); here it never asks.
  await admin(app, 'PATCH', '/sign-in-policy', { captchaAttempts: 100 });
});
afterAll(async () => {
  await app.close();
});

const wrong = { username: 'inspector', password: 'Wrong@12345' };
const counts = async (userName: string, query = '') =>
  app.inject({ method: 'GET', url: `/api/system/getCountKeyValue/${userName}${query}` });

describe('the lockout of sign-in', () => {
  it('answers 401 with the tries left, then locks at the fifth failure for lockoutTime, without attempts', async () => {
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await signIn(app, wrong));
    expect(answers.map((a) => a.statusCode)).toEqual([401, 401, 401, 401, 401]);
    expect(answers.slice(0, 4).map((a) => a.json())).toEqual(
      [4, 3, 2, 1].map((attempts) => ({
        attempts,
        badPasswordAttempts: 5,
        captchaAttempts: 100,
        lockoutTime: 0,
        msg: '用户名或密码错误',
      })),
    );
    expect(answers[4]?.json()).toEqual({
      badPasswordAttempts: 5,
      captchaAttempts: 100,
      lockoutTime: 3600,
      msg: '账号已被锁定',
    });
  });

  it('refuses even the right password while locked, with the seconds left', async () => {
    for (let i = 0; i < 5; i++) await signIn(app, wrong);
    const locked = await signIn(app, INSPECTOR);
    expect(locked.statusCode).toBe(401);
    const body = locked.json();
    expect(body).toEqual({
      badPasswordAttempts: 5,
      captchaAttempts: 100,
      lockoutTime: expect.any(Number),
      msg: '账号已被锁定',
    });
    expect(body).not.toHaveProperty('attempts');
    expect(body.lockoutTime).toBeGreaterThan(3590);
    expect(body.lockoutTime).toBeLessThanOrEqual(3600);
  });

  it('clears the counter on a success', async () => {
    await signIn(app, wrong);
    await signIn(app, wrong);
    expect((await signIn(app, INSPECTOR)).json().msg).toBe('登录成功');
    expect((await signIn(app, wrong)).json().attempts).toBe(4);
  });

  it('counts per tenant and user: admin of jtqa is not locked by admin of jtdemo', async () => {
    for (let i = 0; i < 5; i++) await signIn(app, { username: 'admin', password: 'Nope@1234' });
    expect((await signIn(app, ADMIN)).statusCode).toBe(401);
    expect(
      (await signIn(app, { username: 'admin', password: 'QaAdmin@12345', tenantAccount: 'jtqa' })).json().msg,
    ).toBe('登录成功');
  });

  it('starts with zhangsan locked for an hour', async () => {
    const response = await signIn(app, { username: 'zhangsan', password: 'Zhangsan@12345' });
    expect(response.statusCode).toBe(401);
    expect(response.json().lockoutTime).toBeGreaterThan(3500);
  });

  it('lets the lock run out after lockoutTime', async () => {
    await admin(app, 'PATCH', '/users/jtdemo/inspector', { lockedForSeconds: 1 });
    expect((await signIn(app, INSPECTOR)).json()).toMatchObject({ lockoutTime: 1, msg: '账号已被锁定' });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await signIn(app, INSPECTOR)).json().msg).toBe('登录成功');
  });

  it('uses the thresholds QA sets', async () => {
    await admin(app, 'PATCH', '/sign-in-policy', { badPasswordAttempts: 2, lockoutTime: 120 });
    expect((await signIn(app, wrong)).json().attempts).toBe(1);
    expect((await signIn(app, wrong)).json()).toEqual({
      badPasswordAttempts: 2,
      captchaAttempts: 100,
      lockoutTime: 120,
      msg: '账号已被锁定',
    });
  });
});

describe('concurrent wrong passwords', () => {
  it('counts exactly 200 failures for 200 concurrent wrong passwords', async () => {
    // Attempts in flight count toward the captcha (abuse.test.ts): keep it out of reach here.
    await admin(app, 'PATCH', '/sign-in-policy', { badPasswordAttempts: 1000, captchaAttempts: 1000 });
    const payload = {
      username: 'inspector',
      password: await encrypt(app, 'Wrong@12345'),
      tenantAccount: 'jtdemo',
      rememberme: '0',
    };
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        app.inject({ method: 'POST', url: '/api/component/system/login', payload }),
      ),
    );
    expect(answers.every((a) => a.statusCode === 401)).toBe(true);
    const left = answers.map((a) => a.json().attempts as number).sort((a, b) => a - b);
    expect(left).toEqual(Array.from({ length: 200 }, (_, i) => 800 + i));
    expect((await counts('inspector')).json()).toEqual({
      captchaAttempts: 1000,
      attempts: 200,
      badPasswordAttempts: 1000,
    });
  }, 60_000);

  it('locks exactly once when 200 concurrent wrong passwords cross the limit of 5', async () => {
    await admin(app, 'PATCH', '/sign-in-policy', { captchaAttempts: 1000 });
    const payload = {
      username: 'inspector',
      password: await encrypt(app, 'Wrong@12345'),
      tenantAccount: 'jtdemo',
      rememberme: '0',
    };
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        app.inject({ method: 'POST', url: '/api/component/system/login', payload }),
      ),
    );
    const bodies = answers.map((a) => a.json());
    expect(
      bodies
        .filter((b) => 'attempts' in b)
        .map((b) => b.attempts)
        .sort(),
    ).toEqual([1, 2, 3, 4]);
    const locks = bodies.filter((b) => !('attempts' in b));
    expect(locks).toHaveLength(196);
    expect(
      locks.every((b) => b.msg === '账号已被锁定' && b.lockoutTime > 3500 && b.lockoutTime <= 3600),
    ).toBe(true);
    expect((await counts('inspector')).json().attempts).toBe(5);
  }, 60_000);
});

describe('the lockout counts of /api/system', () => {
  it('getCountKeyValue always answers 401 with the failures so far, per tenant when given', async () => {
    const none = await counts('inspector');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ captchaAttempts: 100, attempts: 0, badPasswordAttempts: 5 });
    await signIn(app, wrong);
    await signIn(app, wrong);
    expect((await counts('inspector')).json().attempts).toBe(2);
    expect((await counts('inspector', '?tenantAccount=jtdemo')).json().attempts).toBe(2);
    expect((await counts('inspector', '?tenantAccount=jtqa')).json().attempts).toBe(0);
    expect((await counts('zhangsan')).json().attempts).toBe(5);
  });

  it('getCaptchaAttempts answers the thresholds with attempts 0, without a token', async () => {
    await admin(app, 'PATCH', '/sign-in-policy', { captchaAttempts: 3 });
    const response = await app.inject({ method: 'GET', url: '/api/system/getCaptchaAttempts' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ captchaAttempts: 3, attempts: 0, badPasswordAttempts: 5 });
  });
});
