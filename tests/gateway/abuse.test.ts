// Sign-in abuse: throttling per client address and per account (in memory, and shared through a
// real Redis by two instances), X-Forwarded-For trusted only from the proxies TRUST_PROXY names,
// and the captcha decided atomically with the attempts still in flight.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { admin, encrypt, gateway, QUIET } from './support/gateway';
import { freePort } from './support/gateway-process';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** A gateway with the throttle's production behaviour and the limits given. */
async function throttled(env: Record<string, string>): Promise<FastifyInstance> {
  const app = await gateway({ ...QUIET, SIGNIN_LIMIT_IP: '100', SIGNIN_LIMIT_ACCOUNT: '10', ...env });
  apps.push(app);
  return app;
}

async function attempt(
  app: FastifyInstance,
  { username = 'inspector', from = '127.0.0.1', headers = {} as Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/component/system/login',
    remoteAddress: from,
    headers,
    payload: {
      username,
      password: await encrypt(app, 'Wrong@12345'),
      tenantAccount: 'jtdemo',
      rememberme: '0',
    },
  });
}

function expectThrottled(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429);
  const seconds = Number(response.headers['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(60);
  expect(response.json()).toEqual({
    type: 'https://www.jhipster.tech/problem/problem-with-message',
    title: 'Too Many Requests',
    status: 429,
    detail: `登录尝试过于频繁，请${seconds}秒后再试`,
    path: '/api/component/system/login',
    message: 'error.http.429',
  });
}

describe('sign-in throttling', () => {
  it('refuses the client over its limit with 429, Retry-After and the platform error shape', async () => {
    const app = await throttled({ SIGNIN_LIMIT_IP: '5' });
    const users = ['admin', 'inspector', 'zhangsan', 'nomenu', 'disabled'];
    for (const username of users) expect((await attempt(app, { username })).statusCode).not.toBe(429);
    expectThrottled(await attempt(app, { username: 'firstlogin' }));
    // Another client is not affected.
    expect((await attempt(app, { from: '10.0.0.2' })).statusCode).toBe(401);
  });

  it('gives a forged X-Forwarded-For no fresh budget without TRUST_PROXY', async () => {
    const app = await throttled({ SIGNIN_LIMIT_IP: '3' });
    for (let i = 0; i < 3; i++) {
      await attempt(app, { username: 'admin', headers: { 'x-forwarded-for': `203.0.113.${i}` } });
    }
    expectThrottled(
      await attempt(app, { username: 'admin', headers: { 'x-forwarded-for': '198.51.100.7' } }),
    );
  });

  it('counts the address a trusted load balancer names with TRUST_PROXY', async () => {
    const app = await throttled({ SIGNIN_LIMIT_IP: '3', TRUST_PROXY: '1' });
    await admin(app, 'PATCH', '/sign-in-policy', { captchaAttempts: 100, badPasswordAttempts: 100 });
    for (let i = 0; i < 3; i++) await attempt(app, { headers: { 'x-forwarded-for': '203.0.113.1' } });
    expectThrottled(await attempt(app, { headers: { 'x-forwarded-for': '203.0.113.1' } }));
    // Another client behind the same balancer has its own budget; a forged left part changes nothing.
    expect((await attempt(app, { headers: { 'x-forwarded-for': '203.0.113.2' } })).statusCode).toBe(401);
    expectThrottled(await attempt(app, { headers: { 'x-forwarded-for': '1.2.3.4, 203.0.113.1' } }));
  });

  it('limits one account from many addresses, before the lockout', async () => {
    const app = await throttled({ SIGNIN_LIMIT_ACCOUNT: '3' });
    await admin(app, 'PATCH', '/sign-in-policy', { captchaAttempts: 100, badPasswordAttempts: 100 });
    for (let i = 0; i < 3; i++) expect((await attempt(app, { from: `10.0.1.${i}` })).statusCode).toBe(401);
    expectThrottled(await attempt(app, { from: '10.0.1.99' }));
    expect((await attempt(app, { username: 'admin', from: '10.0.1.99' })).statusCode).toBe(401);
  });
});

describe('the captcha under concurrent sign-ins', () => {
  it('asks the 4th and 5th attempt for a captcha while the 3rd is still being checked', async () => {
    const app = await throttled({});
    await admin(app, 'PATCH', '/sign-in-policy', { captchaType: '0', captchaAttempts: 3 });
    await admin(app, 'PATCH', '/users/jtdemo/inspector', { failedAttempts: 2 });
    const answers = await Promise.all([attempt(app), attempt(app), attempt(app)]);
    const statuses = answers.map((a) => a.statusCode).sort();
    // One attempt is checked (the 3rd failure); the others need the captcha the 3rd one makes due.
    expect(statuses).toEqual([400, 400, 401]);
    for (const refused of answers.filter((a) => a.statusCode === 400)) {
      expect(refused.json().message).toBe('error.captcha.header.missing');
    }
    const users = (await admin(app, 'GET', '/users?tenantAccount=jtdemo')).json().users;
    expect(users.find((u: { userName: string }) => u.userName === 'inspector').failedAttempts).toBe(3);
  });
});

const redisServer = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).stdout.trim();

describe.skipIf(redisServer === '' && process.env.CI !== 'true')(
  'sign-in throttling shared through Redis',
  () => {
    let redis: ChildProcess;
    let url: string;
    beforeAll(async () => {
      const port = await freePort();
      url = `redis://127.0.0.1:${port}`;
      redis = spawn(
        redisServer || 'redis-server',
        ['--port', String(port), '--save', '', '--appendonly', 'no'],
        {
          stdio: 'ignore',
        },
      );
      for (let i = 0; i < 100; i++) {
        const ping = spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' });
        if (ping.stdout.trim() === 'PONG') return;
        await new Promise((wait) => setTimeout(wait, 50));
      }
      throw new Error('redis-server did not start');
    });
    afterAll(() => {
      redis?.kill('SIGTERM');
    });

    it('counts an account across two instances behind a load balancer', async () => {
      const env = { REDIS_URL: url, SIGNIN_LIMIT_ACCOUNT: '4' };
      const [one, two] = [await throttled(env), await throttled(env)];
      await admin(one, 'PATCH', '/sign-in-policy', { captchaAttempts: 100, badPasswordAttempts: 100 });
      await admin(two, 'PATCH', '/sign-in-policy', { captchaAttempts: 100, badPasswordAttempts: 100 });
      const username = `shared-${Date.now()}`;
      expect((await attempt(one, { username })).statusCode).toBe(200);
      expect((await attempt(two, { username })).statusCode).toBe(200);
      expect((await attempt(one, { username })).statusCode).toBe(200);
      expect((await attempt(two, { username })).statusCode).toBe(200);
      expectThrottled(await attempt(one, { username }));
      expectThrottled(await attempt(two, { username }));
    });
  },
);
