import { describe, expect, it } from 'vitest';
import { expiredChangedAt, expirePeriodDays, passwordStatus, passwordStatusMessage } from './password-status';

const now = Date.parse('2026-11-22T00:00:00Z');
const DAY = 86_400_000;

describe('the password status at sign-in', () => {
  it('is 0 for a password set within password_expire_period', () => {
    expect(passwordStatus({ forced: 0, changedAt: now - 89 * DAY }, 90, now)).toBe(0);
  });

  it('is 2 once the password is older than the period, and never with expiry off', () => {
    expect(passwordStatus({ forced: 0, changedAt: now - 91 * DAY }, 90, now)).toBe(2);
    expect(passwordStatus({ forced: 0, changedAt: now - 900 * DAY }, 0, now)).toBe(0);
  });

  it('puts first login before expiry, and expiry before a weak password', () => {
    expect(passwordStatus({ forced: 1, changedAt: now - 900 * DAY }, 90, now)).toBe(1);
    expect(passwordStatus({ forced: 3, changedAt: now - 900 * DAY }, 90, now)).toBe(2);
    expect(passwordStatus({ forced: 3, changedAt: now }, 90, now)).toBe(3);
  });

  it('answers the seed’s texts, the period as the N of 密码已使用N天', () => {
    expect(passwordStatusMessage(1, 90)).toBe('首次登录，请修改后再重新登录！');
    expect(passwordStatusMessage(2, 90)).toBe('密码已使用90天，请修改后再重新登录！');
    expect(passwordStatusMessage(3, 90)).toBe('初始密码强度较弱，请修改后再重新登录！');
  });

  it('reads password_expire_period as whole positive days, anything else turning expiry off', () => {
    expect(['90', '7', '0', '-3', '1.5', 'abc', undefined].map(expirePeriodDays)).toEqual([
      90, 7, 0, 0, 0, 0, 0,
    ]);
  });

  it('backdates a password for QA to one day past the period', () => {
    expect(passwordStatus({ forced: 0, changedAt: expiredChangedAt(90, now) }, 90, now)).toBe(2);
    expect(expiredChangedAt(90, now)).toBe(now - 91 * DAY);
  });
});
