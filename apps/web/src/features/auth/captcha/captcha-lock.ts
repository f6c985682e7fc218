// After captcha_max_attempts failed checks the captcha box closes and stays locked for
// verify_code_forbidden_time seconds; then the attempts reset (seed 000 §4, §9).

export interface CaptchaLock {
  failures: number;
  /** When the lock ends (ms since the epoch), or null when not locked. */
  lockedUntil: number | null;
}

export const unlocked: CaptchaLock = { failures: 0, lockedUntil: null };

export interface LockSettings {
  maxAttempts: number;
  forbiddenSeconds: number;
}

/** The lock as it is at `now`: a lock whose time is over is gone, its attempts reset. */
export function current(lock: CaptchaLock, now: number): CaptchaLock {
  return lock.lockedUntil !== null && now >= lock.lockedUntil ? unlocked : lock;
}

export function isLocked(lock: CaptchaLock, now: number): boolean {
  return current(lock, now).lockedUntil !== null;
}

/** One more failed check; the maximum locks the box for the forbidden period. */
export function recordFailure(lock: CaptchaLock, now: number, settings: LockSettings): CaptchaLock {
  const state = current(lock, now);
  if (state.lockedUntil !== null) return state;
  const failures = state.failures + 1;
  if (failures >= settings.maxAttempts)
    return { failures, lockedUntil: now + settings.forbiddenSeconds * 1000 };
  return { failures, lockedUntil: null };
}

/** A passed check starts the count again. */
export function recordSuccess(): CaptchaLock {
  return unlocked;
}
