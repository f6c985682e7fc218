import { describe, expect, it } from 'vitest';
import {
  initialCaptchaGate,
  withCaptchaDemanded,
  withClientFailure,
  withLoginFailure,
  withOutcome,
  withThresholds,
} from './captcha-gate';

describe('the captcha gate', () => {
  it('starts without a captcha', () => {
    expect(initialCaptchaGate).toEqual({ captchaAttempts: null, clientFailures: 0, required: false });
  });

  it('requires the captcha from the start when getCaptchaAttempts says 0', () => {
    expect(
      withThresholds(initialCaptchaGate, { captchaAttempts: 0, attempts: 0, badPasswordAttempts: 5 })
        .required,
    ).toBe(true);
    const gate = withThresholds(initialCaptchaGate, {
      captchaAttempts: 3,
      attempts: 0,
      badPasswordAttempts: 5,
    });
    expect(gate).toEqual({ captchaAttempts: 3, clientFailures: 0, required: false });
  });

  it('after a 401: due once bad − left ≥ captchaAttempts (seed 000 §8)', () => {
    const failure = (attempts: number) => ({
      attempts,
      badPasswordAttempts: 5,
      captchaAttempts: 3,
      lockoutTime: 0,
    });
    expect(withLoginFailure(initialCaptchaGate, failure(4)).required).toBe(false);
    expect(withLoginFailure(initialCaptchaGate, failure(3)).required).toBe(false);
    expect(withLoginFailure(initialCaptchaGate, failure(2)).required).toBe(true);
    expect(withLoginFailure(initialCaptchaGate, failure(2)).captchaAttempts).toBe(3);
  });

  it('after a 401 locking the account (no attempts): the captcha is due', () => {
    expect(
      withLoginFailure(initialCaptchaGate, { badPasswordAttempts: 5, captchaAttempts: 3, lockoutTime: 3600 })
        .required,
    ).toBe(true);
  });

  it('ignores counts that are missing or not numbers', () => {
    expect(withLoginFailure(initialCaptchaGate, { attempts: 1 })).toBe(initialCaptchaGate);
    expect(withThresholds(initialCaptchaGate, {})).toBe(initialCaptchaGate);
  });

  it('counts answers without a token on the client until the threshold', () => {
    let gate = withThresholds(initialCaptchaGate, {
      captchaAttempts: 2,
      attempts: 0,
      badPasswordAttempts: 5,
    });
    gate = withClientFailure(gate);
    expect(gate).toEqual({ captchaAttempts: 2, clientFailures: 1, required: false });
    gate = withClientFailure(gate);
    expect(gate.required).toBe(true);
    expect(withClientFailure(initialCaptchaGate).required).toBe(false);
  });

  it('never goes back to not required, and a missing captcha at the server makes it required', () => {
    const required = withCaptchaDemanded(initialCaptchaGate);
    expect(required.required).toBe(true);
    expect(
      withThresholds(required, { captchaAttempts: 3, attempts: 0, badPasswordAttempts: 5 }).required,
    ).toBe(true);
  });
});

describe('the gate after a sign-in outcome', () => {
  const known = withThresholds(initialCaptchaGate, {
    captchaAttempts: 1,
    attempts: 0,
    badPasswordAttempts: 5,
  });

  it('counts an answer without a token', () => {
    expect(withOutcome(known, { kind: 'no-token', message: '用户名或密码错误' })).toEqual({
      captchaAttempts: 1,
      clientFailures: 1,
      required: true,
    });
  });

  it('reads the counts of a 401, wrong credentials or locked', () => {
    const failure = {
      attempts: 2,
      badPasswordAttempts: 5,
      captchaAttempts: 3,
      lockoutTime: 0,
      msg: '用户名或密码错误',
    };
    expect(withOutcome(initialCaptchaGate, { kind: 'wrong-credentials', message: '', failure })).toEqual({
      captchaAttempts: 3,
      clientFailures: 0,
      required: true,
    });
    const locked = { badPasswordAttempts: 5, captchaAttempts: 3, lockoutTime: 60, msg: '用户名或密码错误' };
    expect(withOutcome(initialCaptchaGate, { kind: 'locked', message: '', failure: locked }).required).toBe(
      true,
    );
  });

  it('requires the captcha when the server said it was missing, not when it was wrong', () => {
    const refused = { kind: 'captcha-refused', message: '登录失败，用户名、密码或验证码错误！' } as const;
    expect(withOutcome(initialCaptchaGate, { ...refused, missing: true }).required).toBe(true);
    expect(withOutcome(initialCaptchaGate, { ...refused, missing: false })).toBe(initialCaptchaGate);
  });

  it('leaves the gate alone for every other outcome', () => {
    expect(withOutcome(known, { kind: 'failed', message: '登录失败，用户名、密码或验证码错误！' })).toBe(
      known,
    );
    expect(withOutcome(known, { kind: 'no-data', message: '系统繁忙' })).toBe(known);
    expect(withOutcome(known, { kind: 'account-refused', message: '账号已停用，无法登录！' })).toBe(known);
    expect(withOutcome(known, { kind: 'success', token: 'Bearer x', passwordWarning: null })).toBe(known);
    expect(withOutcome(known, { kind: 'password-change', reason: 1, serverMessage: '' })).toBe(known);
  });
});
