import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, admin, gateway, INSPECTOR, signIn, tokenOf } from './support/gateway';

const NAMES = [
  'seed',
  'lockout',
  'expired-password',
  'first-login',
  'weak-password',
  'kick-out',
  'session-expired',
  'network-faults',
  'captcha-number',
  'captcha-puzzle',
  'captcha-clickword',
  'single-tenant',
  'assistant-slow',
  'assistant-stream-faults',
  'assistant-recognition-empty',
  'assistant-report-fails',
  'login-video',
];

/**
 * The lockout scenario locks inspector for 3125 s from when it is loaded; the sign-in tells the
 * whole seconds left then, so each second that has passed since (a gateway's start takes seconds
 * on a busy machine) may take one off — never more, and never a second too many.
 */
function expectSecondsLeft(told: unknown, since: number): void {
  const passed = Math.ceil((Date.now() - since) / 1000);
  expect(told).toBeTypeOf('number');
  expect(told).toBeLessThanOrEqual(3125);
  expect(told).toBeGreaterThanOrEqual(3125 - passed);
}

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

const load = (name: string) => admin(app, 'POST', `/scenarios/${name}`);

describe('named scenarios', () => {
  it('lists every scenario with its actions, and the one loaded', async () => {
    const list = (await admin(app, 'GET', '/scenarios')).json();
    expect(list.scenarios.map((s: { name: string }) => s.name)).toEqual(NAMES);
    expect(list.loaded).toBeNull();
    expect(list.scenarios[1]).toEqual({
      name: 'lockout',
      description: 'inspector 已锁定（还剩 3125 秒）；admin 已失败 4 次（还剩 1 次，需要验证码）',
      actions: [
        { action: 'reset' },
        { action: 'user', tenantAccount: 'jtdemo', userName: 'inspector', state: { lockedForSeconds: 3125 } },
        { action: 'user', tenantAccount: 'jtdemo', userName: 'admin', state: { failedAttempts: 4 } },
      ],
    });
    expect((await load('lockout')).json()).toEqual({ name: 'lockout', actions: 3 });
    expect((await admin(app, 'GET', '/scenarios')).json().loaded).toBe('lockout');
  });

  it('login-video: the sign-in page answers its video-background layout', async () => {
    const pageConfig = () =>
      app.inject({ method: 'POST', url: '/api/component/pageConfig/getCurrentPageConfig?type=0' });
    expect((await pageConfig()).json().data.id).toBe('1');
    await load('login-video');
    const video = (await pageConfig()).json().data;
    expect(video.id).toBe('2');
    expect(JSON.parse(video.configData).some((c: { videoName?: string }) => c.videoName)).toBe(true);
  });

  it('puts a stored page configuration in use, and names the ids when asked for a missing one', async () => {
    const chosen = await admin(app, 'PUT', '/page-configs/0', { id: '2' });
    expect(chosen.json()).toEqual({ type: '0', id: '2', name: '登录页（视频背景）' });
    const missing = await admin(app, 'PUT', '/page-configs/0', { id: '3' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe("No page configuration '3' of type 0. Ids: 1, 2");
  });

  it('answers 404 naming the scenarios for an unknown name', async () => {
    const response = await load('lockedout');
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe(`No scenario named 'lockedout'. Scenarios: ${NAMES.join(', ')}`);
  });

  it('lockout: inspector locked with the seconds left, admin one try from the lock', async () => {
    const loaded = Date.now();
    await load('lockout');
    const answer = (await signIn(app, INSPECTOR)).json();
    expect(answer).toEqual({
      badPasswordAttempts: 5,
      captchaAttempts: 3,
      lockoutTime: answer.lockoutTime,
      msg: '账号已被锁定',
    });
    expectSecondsLeft(answer.lockoutTime, loaded);
    const users = (await admin(app, 'GET', '/users?tenantAccount=jtdemo')).json().users;
    expect(users.find((u: { userName: string }) => u.userName === 'admin')).toMatchObject({
      failedAttempts: 4,
      locked: false,
      captchaRequired: true,
    });
  });

  it('expired-password, first-login and weak-password give admin that password status', async () => {
    for (const [name, code] of [
      ['expired-password', 2],
      ['first-login', 1],
      ['weak-password', 3],
    ] as const) {
      await load(name);
      expect((await signIn(app, ADMIN)).json().data.passwordStatus.code).toBe(code);
    }
  });

  it('kick-out: sessions end with 403 error.user.kickOut after kickOutAfterSeconds', async () => {
    await load('kick-out');
    expect((await admin(app, 'GET', '/users?tenantAccount=jtdemo')).json().users[0].kickOutAfterSeconds).toBe(
      60,
    );
    await admin(app, 'PATCH', '/users/jtdemo/admin', { kickOutAfterSeconds: 0 });
    const token = await tokenOf(app, ADMIN);
    const call = await app.inject({
      method: 'GET',
      url: '/api/administration/getTenantType',
      headers: { authorization: token },
    });
    expect(call.statusCode).toBe(403);
    expect(call.json().params).toBe('error.user.kickOut');
  });

  it('session-expired and network-faults queue their faults', async () => {
    await load('session-expired');
    expect(
      (await admin(app, 'GET', '/faults'))
        .json()
        .faults.map((f: { operationId: string; status: number }) => [f.operationId, f.status]),
    ).toEqual([['getPlatformMenuTree', 401]]);
    await load('network-faults');
    expect((await admin(app, 'GET', '/faults')).json().faults.map((f: { kind: string }) => f.kind)).toEqual([
      'delay',
      'status',
      'timeout',
      'drop',
      'malformed',
    ]);
  });

  it('captcha scenarios set captcha_type and a captcha on every sign-in', async () => {
    for (const [name, type] of [
      ['captcha-number', '0'],
      ['captcha-puzzle', '1'],
      ['captcha-clickword', '2'],
    ] as const) {
      await load(name);
      expect((await admin(app, 'GET', '/sign-in-policy')).json()).toEqual({
        badPasswordAttempts: 5,
        captchaAttempts: 0,
        lockoutTime: 3600,
        captchaType: type,
      });
    }
  });

  it('single-tenant switches sass_model to 1 with the common tenant jtdemo', async () => {
    await load('single-tenant');
    const response = await admin(app, 'PATCH', '/configs/sass_config', { common_tenant_account: 'jtdemo' });
    expect(response.json()).toEqual({
      code: 'sass_config',
      values: { sass_model: '1', common_tenant_account: 'jtdemo' },
    });
  });
});

describe('the user state QA sets', () => {
  it('describes an account and changes its failures, lock, statuses and sessions', async () => {
    const token = await tokenOf(app, INSPECTOR);
    const state = await admin(app, 'PATCH', '/users/jtdemo/inspector', {
      failedAttempts: 3,
      passwordStatus: 2,
      accountStatus: 2,
      kickOut: true,
    });
    expect(state.json()).toEqual({
      userId: '1002',
      tenantAccount: 'jtdemo',
      userName: 'inspector',
      realName: '李巡查',
      failedAttempts: 3,
      locked: false,
      lockRemainingSeconds: 0,
      captchaRequired: true,
      passwordStatus: 2,
      accountStatus: 2,
      activeSessions: 0,
      kickOutAfterSeconds: null,
    });
    const kicked = await app.inject({
      method: 'GET',
      url: '/api/administration/getTenantType',
      headers: { authorization: token },
    });
    expect(kicked.statusCode).toBe(403);
    await admin(app, 'PATCH', '/users/jtdemo/inspector', { failedAttempts: 0, accountStatus: 1 });
    expect((await signIn(app, INSPECTOR)).json().data).toEqual({
      accountStatus: 1,
      message: '账号已达有效期，无法登录！',
    });
    await admin(app, 'PATCH', '/users/jtdemo/inspector', { accountStatus: 0, passwordStatus: 0 });
    expect((await signIn(app, INSPECTOR)).json().msg).toBe('登录成功');
  });

  it('refuses an unknown account (404) and an empty change (400)', async () => {
    expect((await admin(app, 'PATCH', '/users/jtdemo/nobody', { kickOut: true })).json()).toEqual({
      type: 'https://www.jhipster.tech/problem/problem-with-message',
      title: 'Not Found',
      status: 404,
      detail: "No account 'nobody' in tenant 'jtdemo'",
      path: '/__mock/users/jtdemo/nobody',
      message: 'error.mock.notFound',
    });
    expect((await admin(app, 'PATCH', '/users/jtdemo/admin', {})).statusCode).toBe(400);
  });

  it('refuses configuration keys a code does not have', async () => {
    const response = await admin(app, 'PATCH', '/configs/sass_config', { tenant_mode: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(
      'sass_config has no key tenant_mode. Keys: sass_model, common_tenant_account',
    );
  });
});

describe('scenarios at start', () => {
  it('loads the scenario of SCENARIO', async () => {
    const starting = Date.now();
    const started = await gateway({ SCENARIO: 'lockout' });
    expectSecondsLeft((await signIn(started, INSPECTOR)).json().lockoutTime, starting);
    expect((await admin(started, 'GET', '/scenarios')).json().loaded).toBe('lockout');
    await started.close();
  });

  it('loads the scenario of --scenario NAME, also with the admin API off', async () => {
    const started = await gateway({ MOCK_ADMIN: 'false' }, {}, ['--scenario', 'first-login']);
    expect((await signIn(started, ADMIN)).json().data.passwordStatus.code).toBe(1);
    expect((await started.inject({ method: 'POST', url: '/__mock/reset' })).statusCode).toBe(404);
    await started.close();
  });

  it('refuses to start with a scenario that does not exist, naming the scenarios', async () => {
    await expect(gateway({ SCENARIO: 'lockedout' })).rejects.toThrow(
      `Invalid gateway configuration:\n  - SCENARIO: No scenario named 'lockedout'. Scenarios: ${NAMES.join(', ')}`,
    );
  });
});
