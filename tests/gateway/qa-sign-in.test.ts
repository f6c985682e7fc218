// The QA scripts' sign-in (tests/qa/sign-in.ts, docs/qa.md): against a listening gateway it signs
// in without a captcha, and with each kind of captcha the gateway demands, answered with the
// mock's QA answer; a wrong password is still refused.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signInForScript } from '../qa/sign-in';
import { admin, gateway } from './support/gateway';

let app: FastifyInstance;
let baseUrl: string;

beforeAll(async () => {
  app = await gateway();
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  await admin(app, 'POST', '/reset');
  await app.inject({ method: 'DELETE', url: '/__mock/captcha/counters' });
});

const INSPECTOR = { userName: 'inspector', password: 'Inspect@12345' };

describe('signInForScript', () => {
  it('signs in when no captcha is due', async () => {
    await expect(signInForScript(baseUrl, INSPECTOR)).resolves.toMatch(/^Bearer /);
  });

  it.each(['0', '1', '2'])(
    'answers the captcha of captcha_type %s when the gateway demands it',
    async (type) => {
      const policy = await admin(app, 'PATCH', '/sign-in-policy', { captchaAttempts: 0, captchaType: type });
      expect(policy.statusCode).toBe(200);
      await expect(signInForScript(baseUrl, INSPECTOR)).resolves.toMatch(/^Bearer /);
    },
  );

  it('still refuses a wrong password', async () => {
    await expect(signInForScript(baseUrl, { ...INSPECTOR, password: 'Wrong#1' })).rejects.toThrow(/HTTP 401/);
  });
});
