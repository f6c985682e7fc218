// The lockout rules of sign-in (cscp's LoginCache, research §2.2), as pure functions over one
// counter per tenant and user: every failure restarts the lockoutTime window, the counter locks
// the account when it reaches badPasswordAttempts, and a success deletes it.

/** The thresholds QA can change (/__mock/sign-in-policy); defaults are the backend's. */
export interface SignInThresholds {
  /** Failures that lock the account. */
  badPasswordAttempts: number;
  /** Failures after which a captcha is required (0 = always). */
  captchaAttempts: number;
  /** Seconds the counter (and so the lock) lasts after the last failure. */
  lockoutTime: number;
}

export const DEFAULT_THRESHOLDS: SignInThresholds = {
  badPasswordAttempts: 5,
  captchaAttempts: 3,
  lockoutTime: 3600,
};

/** The failure counter of one tenant and user. */
export interface FailureCounter {
  failures: number;
  /** When the counter expires (epoch ms): the last failure + lockoutTime. */
  windowEndsAt: number;
}

export type LockState = { locked: false; failures: number } | { locked: true; remainingSeconds: number };

export type FailureOutcome =
  | { kind: 'wrongPassword'; attemptsLeft: number }
  | { kind: 'lockedNow'; lockoutTime: number }
  | { kind: 'stillLocked'; remainingSeconds: number };

/** Failures that still count (0 once the window has passed). */
export function currentFailures(counter: FailureCounter | undefined, now: number): number {
  return counter && counter.windowEndsAt > now ? counter.failures : 0;
}

export function lockState(
  counter: FailureCounter | undefined,
  thresholds: SignInThresholds,
  now: number,
): LockState {
  const failures = currentFailures(counter, now);
  if (counter && failures >= thresholds.badPasswordAttempts) {
    return { locked: true, remainingSeconds: Math.ceil((counter.windowEndsAt - now) / 1000) };
  }
  return { locked: false, failures };
}

/** With captchaAttempts 0 every sign-in needs a captcha (cscp). */
export function captchaRequired(failures: number, thresholds: SignInThresholds): boolean {
  return failures >= thresholds.captchaAttempts;
}

/**
 * One more wrong password: the next counter and what to answer. A failure while locked changes
 * nothing (the lock does not grow by trying).
 */
export function registerFailure(
  counter: FailureCounter | undefined,
  thresholds: SignInThresholds,
  now: number,
): { counter: FailureCounter | undefined; outcome: FailureOutcome } {
  const state = lockState(counter, thresholds, now);
  if (state.locked) {
    return { counter, outcome: { kind: 'stillLocked', remainingSeconds: state.remainingSeconds } };
  }
  const failures = state.failures + 1;
  const next = { failures, windowEndsAt: now + thresholds.lockoutTime * 1000 };
  if (failures >= thresholds.badPasswordAttempts) {
    return { counter: next, outcome: { kind: 'lockedNow', lockoutTime: thresholds.lockoutTime } };
  }
  return {
    counter: next,
    outcome: { kind: 'wrongPassword', attemptsLeft: thresholds.badPasswordAttempts - failures },
  };
}

/** QA: a counter that keeps the account locked for `seconds` from now. */
export function lockedFor(seconds: number, thresholds: SignInThresholds, now: number): FailureCounter {
  return { failures: thresholds.badPasswordAttempts, windowEndsAt: now + seconds * 1000 };
}

/** QA: a counter with `failures` failures, the last one just now (undefined for 0). */
export function withFailures(
  failures: number,
  thresholds: SignInThresholds,
  now: number,
): FailureCounter | undefined {
  return failures > 0 ? { failures, windowEndsAt: now + thresholds.lockoutTime * 1000 } : undefined;
}
