import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, admin, encrypt, gateway, signIn, tokenOf } from './support/gateway';

let app: FastifyInstance;
beforeAll(async () => {
  app = await gateway();
  await encrypt(app, 'the public key, read once (its call is not part of the tests)');
});
beforeEach(async () => {
  await admin(app, 'POST', '/reset');
});
afterAll(async () => {
  await app.close();
});

const journal = async (query = '') => (await admin(app, 'GET', `/journal${query}`)).json();

describe('the request journal', () => {
  it('shows what the client sent, with the password, the typed captcha and the captcha verification masked', async () => {
    await signIn(app, {
      username: 'inspector',
      password: 'Wrong@12345',
      headers: {
        Jtcaptchakey: 'k-1',
        Jtcaptcha: 'ab12',
        captchaVerification: 'secret-proof',
        codeStatus: 'true',
      },
    });
    const { entries, total } = await journal();
    expect(total).toBe(1);
    expect(entries[0]).toMatchObject({
      id: expect.any(Number),
      time: expect.any(String),
      operationId: 'systemLogin',
      method: 'POST',
      path: '/api/component/system/login',
      query: {},
      body: { username: 'inspector', password: '***', tenantAccount: 'jtdemo', rememberme: '0' },
      status: 401,
      durationMs: expect.any(Number),
      fault: null,
      outcome: 'answered',
    });
    expect(entries[0].headers).toMatchObject({
      jtcaptchakey: 'k-1',
      jtcaptcha: '***',
      captchaverification: '***',
      codestatus: 'true',
    });
    expect(JSON.stringify(entries)).not.toContain('Wrong@12345');
  });

  it('masks tokens: Authorization keeps only its scheme, access_token and SSO values are hidden', async () => {
    const token = await tokenOf(app, ADMIN);
    await app.inject({
      method: 'POST',
      url: '/api/component/user/getCurrentUserDetail',
      headers: { authorization: token },
    });
    await app.inject({ method: 'GET', url: `/media/logo.png?access_token=${token.slice(7)}` });
    await app.inject({ method: 'POST', url: '/api/tokenLogin', payload: { token: 'ST-secret' } });
    await app.inject({
      method: 'POST',
      url: '/api/component/user/forceUpdateUserPwd',
      payload: {
        userName: 'admin',
        tenantAccount: 'jtdemo',
        oldPassword: await encrypt(app, 'a'),
        newPassword: 'plain-new',
      },
    });
    const { entries } = await journal();
    const text = JSON.stringify(entries);
    expect(text).not.toContain(token.slice(7));
    expect(text).not.toContain('ST-secret');
    expect(text).not.toContain('plain-new');
    expect(
      entries.find((e: { operationId: string }) => e.operationId === 'getCurrentUserDetail').headers
        .authorization,
    ).toBe('Bearer ***');
    expect(entries.find((e: { operationId: string }) => e.operationId === 'getMedia').query).toEqual({
      access_token: '***',
    });
    expect(entries.find((e: { operationId: string }) => e.operationId === 'tokenLogin').body).toEqual({
      token: '***',
    });
    expect(entries.find((e: { operationId: string }) => e.operationId === 'forceUpdateUserPwd').body).toEqual(
      {
        userName: 'admin',
        tenantAccount: 'jtdemo',
        oldPassword: '***',
        newPassword: '***',
      },
    );
  });

  it('filters by operation and status, newest first, up to limit; the admin API itself is not recorded', async () => {
    for (let i = 0; i < 3; i++) await signIn(app, { username: 'inspector', password: 'Wrong@12345' });
    await signIn(app, ADMIN);
    await app.inject({ method: 'GET', url: '/healthz' });
    expect((await journal('?operationId=systemLogin')).entries).toHaveLength(4);
    expect((await journal('?status=401')).entries.map((e: { status: number }) => e.status)).toEqual([
      401, 401, 401,
    ]);
    const limited = (await journal('?limit=2')).entries;
    expect(limited.map((e: { operationId: string }) => e.operationId)).toEqual(['getHealth', 'systemLogin']);
    expect(limited[0].id).toBeGreaterThan(limited[1].id);
    expect((await journal()).entries.some((e: { path: string }) => e.path.startsWith('/__mock'))).toBe(false);
  });

  it('marks the calls an injected fault answered', async () => {
    await admin(app, 'POST', '/faults', { operationId: 'getHealth', kind: 'status', status: 500 });
    await app.inject({ method: 'GET', url: '/healthz' });
    expect((await journal()).entries[0]).toMatchObject({
      operationId: 'getHealth',
      status: 500,
      fault: 'status',
      outcome: 'answered',
    });
  });

  it('is emptied by DELETE and by a reset', async () => {
    await app.inject({ method: 'GET', url: '/healthz' });
    expect((await admin(app, 'DELETE', '/journal')).json()).toEqual({ entries: [], total: 0 });
    await app.inject({ method: 'GET', url: '/healthz' });
    await admin(app, 'POST', '/reset');
    expect((await journal()).total).toBe(0);
  });
});
