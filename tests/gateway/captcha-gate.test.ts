import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { admin, gateway, INSPECTOR, signIn } from './support/gateway';

// A stand-in for the captcha domain's gate: 'ok-code' under key 'k1' or the verification 'ok-ver'
// pass (once each); what the gate was asked is recorded.
const asked: Array<Record<string, string | undefined>> = [];
let mode: 'numberCode' | 'blockPuzzle' | 'clickWord' = 'blockPuzzle';
let used = new Set<string>();
const fakeGate = {
  mode: () => mode,
  verifyForLogin(captcha: { key?: string; code?: string; captchaVerification?: string }) {
    asked.push({ ...captcha });
    const proof =
      mode === 'numberCode'
        ? captcha.key && captcha.code
          ? `${captcha.key}:${captcha.code}`
          : null
        : (captcha.captchaVerification ?? null);
    if (proof === null) return { ok: false as const, reason: 'missing' as const };
    if (used.has(proof) || (proof !== 'k1:ok-code' && proof !== 'ok-ver'))
      return { ok: false as const, reason: 'invalid' as const };
    used.add(proof);
    return { ok: true as const };
  },
};

let app: FastifyInstance;
let gateless: FastifyInstance;
beforeAll(async () => {
  app = await gateway(
    {},
    {
      inspectContext: (ctx) => {
        ctx.captchaGate = fakeGate;
      },
    },
  );
  gateless = await gateway(
    {},
    {
      inspectContext: (ctx) => {
        ctx.captchaGate = null;
      },
    },
  );
});
beforeEach(async () => {
  await admin(app, 'POST', '/reset');
  asked.length = 0;
  used = new Set();
  mode = 'blockPuzzle';
});
afterAll(async () => {
  await app.close();
  await gateless.close();
});

const wrong = { username: 'inspector', password: 'Wrong@12345' };
const missing = {
  type: 'https://www.jhipster.tech/problem/problem-with-message',
  title: 'The information of captcha is missing',
  status: 400,
  detail: '请完成验证码校验后再登录',
  path: '/api/component/system/login',
  message: 'error.captcha.header.missing',
  params: 'captcha.header',
};
const invalid = {
  type: 'https://www.jhipster.tech/problem/problem-with-message',
  title: 'Validate Failed',
  status: 400,
  detail: '验证码错误或已失效，请重新获取',
  path: '/api/component/system/login',
  message: 'error.captcha.validate.failed',
  params: 'captcha',
};

describe('the captcha gate of sign-in', () => {
  it('asks for no captcha below captchaAttempts (3) failures', async () => {
    await signIn(app, wrong);
    await signIn(app, wrong);
    expect((await signIn(app, INSPECTOR)).json().msg).toBe('登录成功');
    expect(asked).toEqual([]);
  });

  it('requires one once failures reach captchaAttempts: none → 400 header.missing, wrong → 400 validate.failed', async () => {
    for (let i = 0; i < 3; i++) await signIn(app, wrong);
    const none = await signIn(app, INSPECTOR);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual(missing);
    const bad = await signIn(app, { ...INSPECTOR, headers: { captchaVerification: 'forged' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual(invalid);
    // A refused captcha is not a failed password: still 2 tries left after the next wrong one.
    const next = await signIn(app, { ...wrong, headers: { captchaVerification: 'ok-ver' } });
    expect(next.json().attempts).toBe(1);
  });

  it('lets a valid captcha through, once: the puzzle verification travels in captchaVerification', async () => {
    for (let i = 0; i < 3; i++) await signIn(app, wrong);
    const passed = await signIn(app, {
      ...INSPECTOR,
      headers: { captchaVerification: 'ok-ver', Jtcaptchakey: '', Jtcaptcha: '', codeStatus: 'true' },
    });
    expect(passed.json().msg).toBe('登录成功');
    expect(asked).toEqual([{ captchaVerification: 'ok-ver' }]);
  });

  it('hands the digital captcha (Jtcaptchakey + Jtcaptcha) to the gate in numberCode mode', async () => {
    mode = 'numberCode';
    for (let i = 0; i < 3; i++) await signIn(app, wrong);
    const passed = await signIn(app, {
      ...INSPECTOR,
      headers: { Jtcaptchakey: 'k1', Jtcaptcha: 'ok-code', captchaVerification: 'undefined' },
    });
    expect(passed.json().msg).toBe('登录成功');
    expect(asked).toEqual([{ key: 'k1', code: 'ok-code' }]);
  });

  it('requires a captcha on every sign-in with captchaAttempts 0', async () => {
    await admin(app, 'PATCH', '/sign-in-policy', { captchaAttempts: 0 });
    expect((await signIn(app, INSPECTOR)).json()).toEqual(missing);
  });

  it('answers a locked account with the lock, before asking for a captcha', async () => {
    await admin(app, 'PATCH', '/users/jtdemo/inspector', { lockedForSeconds: 600 });
    const locked = await signIn(app, INSPECTOR);
    expect(locked.statusCode).toBe(401);
    expect(locked.json()).toEqual({
      badPasswordAttempts: 5,
      captchaAttempts: 3,
      lockoutTime: 600,
      msg: '账号已被锁定',
    });
    expect(asked).toEqual([]);
  });

  it('treats a required captcha as missing while no captcha gate is registered', async () => {
    await admin(gateless, 'PATCH', '/sign-in-policy', { captchaAttempts: 0 });
    expect((await signIn(gateless, INSPECTOR)).json()).toEqual(missing);
  });
});
