import { describe, expect, it } from 'vitest';
import { current, isLocked, recordFailure, recordSuccess, unlocked } from './captcha-lock';

const settings = { maxAttempts: 5, forbiddenSeconds: 60 };

describe('the captcha lock', () => {
  it('locks for the forbidden period at the maximum of failures', () => {
    let lock = unlocked;
    for (let i = 1; i < 5; i++) {
      lock = recordFailure(lock, 1000, settings);
      expect(lock).toEqual({ failures: i, lockedUntil: null });
    }
    lock = recordFailure(lock, 1000, settings);
    expect(lock).toEqual({ failures: 5, lockedUntil: 61_000 });
    expect(isLocked(lock, 60_999)).toBe(true);
  });

  it('ignores failures while locked', () => {
    const locked = { failures: 5, lockedUntil: 61_000 };
    expect(recordFailure(locked, 30_000, settings)).toEqual(locked);
  });

  it('resets the attempts when the period is over', () => {
    const locked = { failures: 5, lockedUntil: 61_000 };
    expect(isLocked(locked, 61_000)).toBe(false);
    expect(current(locked, 61_000)).toEqual(unlocked);
    expect(recordFailure(locked, 61_000, settings)).toEqual({ failures: 1, lockedUntil: null });
  });

  it('honours other settings and a success starts the count again', () => {
    const two = { maxAttempts: 2, forbiddenSeconds: 5 };
    const lock = recordFailure(recordFailure(unlocked, 0, two), 0, two);
    expect(lock).toEqual({ failures: 2, lockedUntil: 5000 });
    expect(recordSuccess()).toEqual(unlocked);
  });
});
