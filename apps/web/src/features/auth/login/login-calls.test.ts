import { describe, expect, it } from 'vitest';
import { json, scriptedClient } from '../../../lib/api/test-client';
import { captchaHeaders, signIn, signInEmbedded, signInSso } from './login-calls';

const TOKEN = 'Bearer eyJhbGciOiJIUzUxMiJ9.eyJzdWIiOiJhZG1pbiJ9.c2ln';
const payload = { username: 'admin', password: 'RSA==', tenantAccount: 'jtdemo', rememberme: '1' as const };

describe('the captcha headers', () => {
  it('numberCode: key and code, codeStatus true', () => {
    expect(captchaHeaders({ shown: true, key: '5b1f', code: 'k7mx' })).toEqual({
      Jtcaptchakey: '5b1f',
      Jtcaptcha: 'k7mx',
      codeStatus: 'true',
      captchaVerification: '',
    });
  });

  it('puzzle or click-word: the verification string', () => {
    expect(captchaHeaders({ shown: true, verification: 'heQs==' })).toEqual({
      codeStatus: 'true',
      captchaVerification: 'heQs==',
    });
  });

  it('no captcha: codeStatus false and an empty verification', () => {
    expect(captchaHeaders({ shown: false })).toEqual({ codeStatus: 'false', captchaVerification: '' });
  });
});

describe('system/login', () => {
  it('sends the payload as JSON and the captcha as headers, and reads a success', async () => {
    const { client, sent } = scriptedClient({
      'POST /api/component/system/login': () =>
        json(200, { code: 200, msg: '登录成功', data: { token: TOKEN } }),
    });
    const outcome = await signIn(client, payload, { shown: true, key: 'k1', code: 'ab12' });
    expect(outcome).toEqual({ kind: 'success', token: TOKEN, passwordWarning: null });
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual(payload);
    expect(sent[0]?.headers).toMatchObject({
      jtcaptchakey: 'k1',
      jtcaptcha: 'ab12',
      codestatus: 'true',
      captchaverification: '',
    });
  });

  it('reads a 401 with attempts', async () => {
    const { client } = scriptedClient({
      'POST /api/component/system/login': () =>
        json(401, {
          attempts: 2,
          badPasswordAttempts: 5,
          captchaAttempts: 3,
          lockoutTime: 0,
          msg: '用户名或密码错误',
        }),
    });
    expect(await signIn(client, payload, { shown: false })).toMatchObject({
      kind: 'wrong-credentials',
      message: '登录失败，用户名，密码或验证码错误，您还有 2 尝试机会！',
    });
  });

  it('gives null when there is no answer', async () => {
    const { client } = scriptedClient({
      'POST /api/component/system/login': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(await signIn(client, payload, { shown: false })).toBeNull();
  });
});

describe('integration/login', () => {
  it('sends the embedding page address and reads the answer like the form', async () => {
    const { client, sent } = scriptedClient({
      'POST /api/component/system/integration/login': () =>
        json(200, {
          code: 200,
          msg: '账号已停用，无法登录！',
          data: { accountStatus: 2, message: '账号已停用，无法登录！' },
        }),
    });
    const outcome = await signInEmbedded(client, { ...payload, url: 'https://portal.jtdemo.cn/workbench' });
    expect(outcome).toEqual({ kind: 'account-refused', message: '账号已停用，无法登录！' });
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual({
      ...payload,
      url: 'https://portal.jtdemo.cn/workbench',
    });
  });
});

describe('single sign-on', () => {
  it('a ticket goes to tokenLogin as token, a param to singleLogin', async () => {
    const { client, sent } = scriptedClient({
      'POST /api/tokenLogin': () => json(200, { code: 200, msg: '登录成功', data: { token: TOKEN } }),
      'POST /api/singleLogin': () => json(200, { code: 200, msg: '登录成功', data: { token: TOKEN } }),
    });
    expect(await signInSso(client, { kind: 'ticket', value: 'ST-1' })).toEqual({ ok: true, token: TOKEN });
    expect(await signInSso(client, { kind: 'portalToken', value: 'PT-1' })).toEqual({
      ok: true,
      token: TOKEN,
    });
    expect(await signInSso(client, { kind: 'param', value: 'eyJ1' })).toEqual({ ok: true, token: TOKEN });
    expect(sent.map((s) => [s.path, JSON.parse(s.body)])).toEqual([
      ['/api/tokenLogin', { token: 'ST-1' }],
      ['/api/tokenLogin', { token: 'PT-1' }],
      ['/api/singleLogin', { param: 'eyJ1' }],
    ]);
  });

  it('a rejected ticket: the server text', async () => {
    const { client } = scriptedClient({
      'POST /api/tokenLogin': () =>
        json(401, {
          type: 'https://www.jhipster.tech/problem/problem-with-message',
          title: 'Unauthorized',
          status: 401,
          detail: '单点登录凭证无效或已过期',
          message: 'error.http.401',
        }),
    });
    expect(await signInSso(client, { kind: 'ticket', value: 'ST-old' })).toEqual({
      ok: false,
      message: '单点登录凭证无效或已过期',
    });
  });
});
