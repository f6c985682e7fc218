import { describe, expect, it } from 'vitest';
import {
  captchaRequired,
  currentFailures,
  DEFAULT_THRESHOLDS,
  lockedFor,
  lockState,
  registerFailure,
  withFailures,
} from './lockout';

const t = DEFAULT_THRESHOLDS;
const now = 1_700_000_000_000;

describe('the lockout rules', () => {
  it('defaults to 5 failures, a captcha after 3 and a lock of 3600 s', () => {
    expect(DEFAULT_THRESHOLDS).toEqual({ badPasswordAttempts: 5, captchaAttempts: 3, lockoutTime: 3600 });
  });

  it('counts down the tries left and locks at the fifth failure for lockoutTime', () => {
    let counter: ReturnType<typeof registerFailure>['counter'];
    const outcomes = [];
    for (let i = 0; i < 5; i++) {
      const next = registerFailure(counter, t, now + i * 1000);
      counter = next.counter;
      outcomes.push(next.outcome);
    }
    expect(outcomes).toEqual([
      { kind: 'wrongPassword', attemptsLeft: 4 },
      { kind: 'wrongPassword', attemptsLeft: 3 },
      { kind: 'wrongPassword', attemptsLeft: 2 },
      { kind: 'wrongPassword', attemptsLeft: 1 },
      { kind: 'lockedNow', lockoutTime: 3600 },
    ]);
    expect(lockState(counter, t, now + 4000)).toEqual({ locked: true, remainingSeconds: 3600 });
    expect(lockState(counter, t, now + 4000 + 475_000)).toEqual({ locked: true, remainingSeconds: 3125 });
  });

  it('does not extend a lock by failing while locked', () => {
    const locked = lockedFor(100, t, now);
    const next = registerFailure(locked, t, now + 10_000);
    expect(next.outcome).toEqual({ kind: 'stillLocked', remainingSeconds: 90 });
    expect(next.counter).toBe(locked);
  });

  it('restarts the window with every failure and forgets the count once it has passed', () => {
    const first = registerFailure(undefined, t, now).counter;
    const second = registerFailure(first, t, now + 3_000_000).counter;
    expect(second).toEqual({ failures: 2, windowEndsAt: now + 3_000_000 + 3_600_000 });
    expect(currentFailures(second, now + 3_000_000 + 3_599_999)).toBe(2);
    expect(currentFailures(second, now + 3_000_000 + 3_600_000)).toBe(0);
    expect(lockState(lockedFor(5, t, now), t, now + 5000)).toEqual({ locked: false, failures: 0 });
  });

  it('rounds the seconds left up, so a lock never reads 0 while it lasts', () => {
    expect(lockState(lockedFor(10, t, now), t, now + 9_001)).toEqual({ locked: true, remainingSeconds: 1 });
  });

  it('requires a captcha once failures reach captchaAttempts, always with 0', () => {
    expect([0, 1, 2, 3, 4].map((f) => captchaRequired(f, t))).toEqual([false, false, false, true, true]);
    expect(captchaRequired(0, { ...t, captchaAttempts: 0 })).toBe(true);
  });

  it('builds QA counters: failures from now, none for 0', () => {
    expect(withFailures(3, t, now)).toEqual({ failures: 3, windowEndsAt: now + 3_600_000 });
    expect(withFailures(0, t, now)).toBeUndefined();
    expect(lockState(withFailures(5, t, now), t, now)).toEqual({ locked: true, remainingSeconds: 3600 });
  });
});
