import { captchaVerification, encryptPointJson } from '@jt/crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { admin, gateway, INSPECTOR, signIn } from './support/gateway';

// The real captcha service behind the real sign-in: what the widget hands over is accepted once.

let app: FastifyInstance;
beforeAll(async () => {
  app = await gateway();
});
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  await admin(app, 'POST', '/reset');
  await app.inject({ method: 'DELETE', url: '/__mock/captcha/counters' });
});

/** Every sign-in needs the captcha of `captchaType` ('0' digital, '1' puzzle, '2' click-word). */
async function captchaAlways(captchaType: '0' | '1' | '2') {
  const response = await admin(app, 'PATCH', '/sign-in-policy', { captchaAttempts: 0, captchaType });
  expect(response.statusCode).toBe(200);
}

/** Gets a captcha, solves it with the QA answer as the widget would, answers the verification. */
async function passedVerification(captchaType: 'blockPuzzle' | 'clickWord'): Promise<string> {
  const got = await app.inject({ method: 'POST', url: '/api/captcha/get', payload: { captchaType } });
  const { token, secretKey } = got.json().repData;
  const answer = (await app.inject({ method: 'GET', url: `/__mock/captcha/answers/${token}` })).json();
  const plain = JSON.stringify(captchaType === 'blockPuzzle' ? { x: answer.x + 1.5, y: 5.0 } : answer.points);
  const checked = await app.inject({
    method: 'POST',
    url: '/api/captcha/check',
    payload: { captchaType, token, pointJson: encryptPointJson(plain, secretKey) },
  });
  expect(checked.json().repCode).toBe('0000');
  return captchaVerification(token, plain, secretKey);
}

async function digitalCaptcha(): Promise<{ key: string; code: string }> {
  const response = await app.inject({ method: 'GET', url: '/api/component/captcha/getDigitalCaptcha' });
  const key = Object.keys(response.json().data)[0] ?? '';
  const { code } = (await app.inject({ method: 'GET', url: `/__mock/captcha/answers/${key}` })).json();
  return { key, code };
}

const refused = (message: string) => ({ status: 400, message });

describe('signing in with the captcha service', () => {
  it.each([
    ['1', 'blockPuzzle'],
    ['2', 'clickWord'],
  ] as const)(
    'captcha_type %s: a passed %s check signs in once; the same verification again is refused',
    async (type, kind) => {
      await captchaAlways(type);
      const verification = await passedVerification(kind);
      const first = await signIn(app, { ...INSPECTOR, headers: { captchaVerification: verification } });
      expect(first.statusCode).toBe(200);
      expect(first.json().data.token).toMatch(/^Bearer /);
      const again = await signIn(app, { ...INSPECTOR, headers: { captchaVerification: verification } });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject(refused('error.captcha.validate.failed'));
    },
  );

  it('captcha_type 1: no verification is refused as missing, a digital code does not count', async () => {
    await captchaAlways('1');
    expect((await signIn(app, INSPECTOR)).json()).toMatchObject(refused('error.captcha.header.missing'));
    const { key, code } = await digitalCaptcha();
    const digital = await signIn(app, { ...INSPECTOR, headers: { Jtcaptchakey: key, Jtcaptcha: code } });
    expect(digital.json()).toMatchObject(refused('error.captcha.header.missing'));
  });

  it('captcha_type 0: the typed code signs in in any case, once', async () => {
    await captchaAlways('0');
    const { key, code } = await digitalCaptcha();
    const headers = { Jtcaptchakey: key, Jtcaptcha: code.toLowerCase(), codeStatus: 'true' };
    const first = await signIn(app, { ...INSPECTOR, headers });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.token).toMatch(/^Bearer /);
    expect((await signIn(app, { ...INSPECTOR, headers })).json()).toMatchObject(
      refused('error.captcha.validate.failed'),
    );
  });

  it('captcha_type 0: a wrong code is refused and the key is spent', async () => {
    await captchaAlways('0');
    const { key, code } = await digitalCaptcha();
    const wrong = await signIn(app, { ...INSPECTOR, headers: { Jtcaptchakey: key, Jtcaptcha: 'zzzz' } });
    expect(wrong.json()).toMatchObject(refused('error.captcha.validate.failed'));
    const right = await signIn(app, { ...INSPECTOR, headers: { Jtcaptchakey: key, Jtcaptcha: code } });
    expect(right.json()).toMatchObject(refused('error.captcha.validate.failed'));
  });

  it('captcha_type 0: a code with Chinese characters (raw UTF-8 header bytes) is refused', async () => {
    await captchaAlways('0');
    const { key } = await digitalCaptcha();
    const chinese = Buffer.from('验证码', 'utf8').toString('latin1');
    const response = await signIn(app, { ...INSPECTOR, headers: { Jtcaptchakey: key, Jtcaptcha: chinese } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject(refused('error.captcha.validate.failed'));
    expect(response.json().detail).toBe('登录失败，验证码不允许存在中文！');
  });
});
