import { describe, expect, it } from 'vitest';
import { messageForFailure, RequestTimeoutError, ruleForAnswer } from './http-rules';
import { isLoginLikePath } from './login-pages';

const answer = (status: number, extra: Partial<Parameters<typeof ruleForAnswer>[0]> = {}) =>
  ruleForAnswer({
    status,
    schemaPath: '/api/component/user/getCurrentUserDetail',
    pathname: '/home',
    ...extra,
  });

describe('ruleForAnswer', () => {
  it('401 on a shell page: the session expired', () => {
    expect(answer(401)).toEqual({ kind: 'session-expired' });
  });

  it('401 on a sign-in page, from a sign-in call or from getCountKeyValue: nothing', () => {
    expect(answer(401, { pathname: '/login' })).toEqual({ kind: 'pass' });
    expect(answer(401, { schemaPath: '/api/component/system/login' })).toEqual({ kind: 'pass' });
    expect(answer(401, { schemaPath: '/api/tokenLogin' })).toEqual({ kind: 'pass' });
    expect(answer(401, { schemaPath: '/api/system/getCountKeyValue/{userName}' })).toEqual({ kind: 'pass' });
  });

  it('401 on a sign-in page for a call made with a token (the session the sign-in is loading): expired', () => {
    expect(answer(401, { pathname: '/login', withToken: true })).toEqual({ kind: 'session-expired' });
    expect(answer(401, { pathname: '/login', withToken: false })).toEqual({ kind: 'pass' });
    expect(answer(401, { schemaPath: '/api/component/system/login', withToken: true })).toEqual({
      kind: 'pass',
    });
  });

  it('403 with params error.user.kickOut: kick-out with the server message', () => {
    expect(
      answer(403, {
        body: { params: 'error.user.kickOut', message: '您的账号已在其他地方登录，请重新登录' },
      }),
    ).toEqual({
      kind: 'kick-out',
      message: '您的账号已在其他地方登录，请重新登录',
    });
  });

  it('any other 403: the server message (message, else detail, else title)', () => {
    expect(answer(403, { body: { message: '没有访问该资源的权限' } })).toEqual({
      kind: 'forbidden',
      message: '没有访问该资源的权限',
    });
    expect(answer(403, { body: { detail: '无权限', title: 'Forbidden' } })).toEqual({
      kind: 'forbidden',
      message: '无权限',
    });
    expect(answer(403)).toEqual({ kind: 'forbidden', message: '' });
  });

  it('444: its msg, or the fallback without one', () => {
    expect(answer(444, { body: { msg: '参数校验出错：{a=b}' } })).toEqual({
      kind: 'param-check',
      message: '参数校验出错：{a=b}',
    });
    expect(answer(444, { body: 'not json' })).toEqual({
      kind: 'param-check',
      message: '未知错误，请联系程序员',
    });
  });

  it('other statuses are passed on', () => {
    for (const status of [200, 400, 404, 500, 502]) expect(answer(status)).toEqual({ kind: 'pass' });
  });
});

describe('messageForFailure', () => {
  it('timeout, network, aborted, other messages, fallback', () => {
    expect(messageForFailure(new RequestTimeoutError(60000))).toBe('网络连接超时，请重试！');
    expect(messageForFailure(new TypeError('Failed to fetch'))).toBe('网络连接错误，请检查网络环境！');
    expect(messageForFailure(new DOMException('aborted', 'AbortError'))).toBeNull();
    expect(messageForFailure(new Error('证书无效'))).toBe('证书无效');
    expect(messageForFailure('服务器维护中')).toBe('服务器维护中');
    expect(messageForFailure(new Error(' '))).toBe('未知错误，请联系程序员');
    expect(messageForFailure(undefined)).toBe('未知错误，请联系程序员');
  });
});

describe('the sign-in pages', () => {
  it('are /login, /sysLogin, /update-password and the custom login pages, case and trailing slash ignored', () => {
    for (const path of [
      '/login',
      '/LOGIN/',
      '/sysLogin',
      '/syslogin',
      '/update-password',
      '/customLogin',
      '/previewLogin',
    ])
      expect(isLoginLikePath(path)).toBe(true);
    for (const path of ['/', '/home', '/login/extra', '/self-edit'])
      expect(isLoginLikePath(path)).toBe(false);
  });
});
