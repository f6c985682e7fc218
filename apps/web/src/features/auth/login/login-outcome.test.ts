import { describe, expect, it } from 'vitest';
import {
  outcomeOfAnswer,
  outcomeOfError,
  passwordChangeMessage,
  passwordChangeReason,
} from './login-outcome';

const TOKEN = 'Bearer eyJhbGciOiJIUzUxMiJ9.eyJzdWIiOiJhZG1pbiJ9.c2ln';

describe('answers of HTTP 200', () => {
  it('success: the token as answered, Bearer prefix included', () => {
    expect(outcomeOfAnswer({ code: 200, msg: '登录成功', data: { token: TOKEN } })).toEqual({
      kind: 'success',
      token: TOKEN,
      passwordWarning: null,
    });
  });

  it('success with a password status: the warning is its message', () => {
    expect(
      outcomeOfAnswer({
        code: 200,
        msg: '登录成功',
        data: { token: TOKEN, passwordStatus: { code: 2, msg: '密码将在3天后过期' } },
      }),
    ).toEqual({ kind: 'success', token: TOKEN, passwordWarning: '密码将在3天后过期' });
  });

  it('account status 1 / 2 / other', () => {
    const account = (accountStatus: number) =>
      outcomeOfAnswer({ code: 200, msg: 'x', data: { accountStatus, message: 'x' } });
    expect(account(1)).toEqual({ kind: 'account-refused', message: '账号已达有效期，无法登录！' });
    expect(account(2)).toEqual({ kind: 'account-refused', message: '账号已停用，无法登录！' });
    expect(account(3)).toEqual({ kind: 'account-refused', message: '账号不存在！' });
    expect(account(0)).toEqual({ kind: 'account-refused', message: '账号不存在！' });
  });

  it('password status 1 / 2 / other with an empty token', () => {
    const status = (code: number, msg: string) =>
      outcomeOfAnswer({ code: 200, msg, data: { token: '', passwordStatus: { code, msg } } });
    expect(status(1, '首次登录，请修改后再重新登录！')).toEqual({
      kind: 'password-change',
      reason: 1,
      serverMessage: '首次登录，请修改后再重新登录！',
    });
    expect(status(2, '密码已使用90天，请修改后再重新登录！')).toMatchObject({
      kind: 'password-change',
      reason: 2,
    });
    expect(status(3, '初始密码强度较弱，请修改后再重新登录！')).toMatchObject({ reason: 3 });
    expect(status(7, '?')).toMatchObject({ reason: 3 });
  });

  it('no data: the server message', () => {
    expect(outcomeOfAnswer({ code: 400, msg: '租户不存在', data: null })).toEqual({
      kind: 'no-data',
      message: '租户不存在',
    });
    expect(outcomeOfAnswer({ code: 400, msg: '', data: null })).toEqual({
      kind: 'no-data',
      message: '登录失败，用户名、密码或验证码错误！',
    });
    expect(outcomeOfAnswer('not json')).toMatchObject({ kind: 'no-data' });
  });

  it('no token and no status: the server message, a failed attempt', () => {
    expect(
      outcomeOfAnswer({ code: 200, msg: '登录失败，请稍后重试', data: { message: '登录失败，请稍后重试' } }),
    ).toEqual({ kind: 'no-token', message: '登录失败，请稍后重试' });
    expect(outcomeOfAnswer({ code: 200, msg: '服务繁忙', data: {} })).toEqual({
      kind: 'no-token',
      message: '服务繁忙',
    });
  });
});

describe('password status texts', () => {
  it('status 1 / 2 (N days from password_expire_period) / other', () => {
    expect(passwordChangeMessage(1, 90, '')).toBe('首次登录，请修改后再重新登录！');
    expect(passwordChangeMessage(2, 90, '')).toBe('密码已使用90天，请修改后再重新登录！');
    expect(passwordChangeMessage(2, 30, '密码已使用90天，请修改后再重新登录！')).toBe(
      '密码已使用30天，请修改后再重新登录！',
    );
    expect(passwordChangeMessage(3, 90, '')).toBe('初始密码强度较弱，请修改后再重新登录！');
  });

  it('status 2 without the period: the server text', () => {
    expect(passwordChangeMessage(2, null, '密码已使用90天，请修改后再重新登录！')).toBe(
      '密码已使用90天，请修改后再重新登录！',
    );
  });

  it('maps codes other than 1 and 2 to the weak-password reason', () => {
    expect([1, 2, 3, 0, '1', null].map(passwordChangeReason)).toEqual([1, 2, 3, 3, 3, 3]);
  });
});

describe('answers of HTTP errors', () => {
  const failure = { badPasswordAttempts: 5, captchaAttempts: 3, lockoutTime: 0, msg: '用户名或密码错误' };

  it('401 with attempts: tries left', () => {
    expect(outcomeOfError(401, { ...failure, attempts: 4 })).toEqual({
      kind: 'wrong-credentials',
      message: '登录失败，用户名，密码或验证码错误，您还有 4 尝试机会！',
      failure: { ...failure, attempts: 4 },
    });
  });

  it('401 without attempts: locked, with the remaining time', () => {
    expect(outcomeOfError(401, { ...failure, lockoutTime: 3125, msg: '账号已被锁定' })).toMatchObject({
      kind: 'locked',
      message: '登录失败，您的账号已被锁定，请在52分钟5秒后重试！',
    });
    expect(outcomeOfError(401, { ...failure, lockoutTime: 3600 })).toMatchObject({
      message: '登录失败，您的账号已被锁定，请在1小时后重试！',
    });
  });

  it('400 from the captcha gate', () => {
    expect(outcomeOfError(400, { status: 400, title: 'x', message: 'error.captcha.header.missing' })).toEqual(
      {
        kind: 'captcha-refused',
        message: '登录失败，用户名、密码或验证码错误！',
        missing: true,
      },
    );
    expect(
      outcomeOfError(400, { status: 400, title: 'x', message: 'error.captcha.validate.failed' }),
    ).toMatchObject({
      kind: 'captcha-refused',
      missing: false,
    });
  });

  it('any other error: 登录失败，用户名、密码或验证码错误！', () => {
    for (const [status, body] of [
      [500, { status: 500, title: 'Internal Server Error' }],
      [400, { status: 400, title: 'Bad Request', message: 'error.validation' }],
      [401, { status: 401, title: 'Unauthorized' }],
      [502, undefined],
    ] as const)
      expect(outcomeOfError(status, body)).toEqual({
        kind: 'failed',
        message: '登录失败，用户名、密码或验证码错误！',
      });
  });
});
