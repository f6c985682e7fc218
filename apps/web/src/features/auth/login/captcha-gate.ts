// When the sign-in form must carry a captcha (research §2.2, the cscp client gate), from the
// lockout counts the backend gives:
// - getCaptchaAttempts: captchaAttempts 0 (or less) means always;
// - a 401 of the sign-in: badPasswordAttempts − attempts (tries left) ≥ captchaAttempts (seed 000 §8);
// - an answer without a token counts a failed attempt on the client (seed 000 §8), and a
//   captcha is due once those reach captchaAttempts.
import type { Schemas } from '@jt/api-contract';
import type { LoginOutcome } from './login-outcome';

type LockoutCounts = Schemas['LockoutCounts'];
type LoginFailure = Schemas['LoginFailure'];

export interface CaptchaGate {
  /** The threshold once known (getCaptchaAttempts or any 401 tells it). */
  captchaAttempts: number | null;
  /** Sign-ins refused without a token, counted by the client. */
  clientFailures: number;
  required: boolean;
}

export const initialCaptchaGate: CaptchaGate = { captchaAttempts: null, clientFailures: 0, required: false };

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** getCaptchaAttempts answered: a threshold of 0 requires the captcha from the start. */
export function withThresholds(gate: CaptchaGate, counts: Partial<LockoutCounts>): CaptchaGate {
  if (!isCount(counts.captchaAttempts)) return gate;
  return {
    ...gate,
    captchaAttempts: counts.captchaAttempts,
    required: gate.required || counts.captchaAttempts <= 0,
  };
}

/** A 401 with attempts data: due once failed attempts (bad − left) reach the captcha threshold. */
export function withLoginFailure(gate: CaptchaGate, failure: Partial<LoginFailure>): CaptchaGate {
  if (!isCount(failure.captchaAttempts) || !isCount(failure.badPasswordAttempts)) return gate;
  const failed = isCount(failure.attempts)
    ? failure.badPasswordAttempts - failure.attempts
    : failure.badPasswordAttempts;
  return {
    ...gate,
    captchaAttempts: failure.captchaAttempts,
    required: gate.required || failed >= failure.captchaAttempts,
  };
}

/** A sign-in answered without a token (and without a status): one more failed attempt. */
export function withClientFailure(gate: CaptchaGate): CaptchaGate {
  const clientFailures = gate.clientFailures + 1;
  const threshold = gate.captchaAttempts;
  return {
    ...gate,
    clientFailures,
    required: gate.required || (threshold !== null && clientFailures >= threshold),
  };
}

/** The server refused the sign-in for a missing captcha (error.captcha.header.missing). */
export function withCaptchaDemanded(gate: CaptchaGate): CaptchaGate {
  return { ...gate, required: true };
}

/** What a refused sign-in tells the gate (seed 000 §8); other outcomes leave it as it is. */
export function withOutcome(gate: CaptchaGate, outcome: LoginOutcome): CaptchaGate {
  switch (outcome.kind) {
    case 'no-token':
      return withClientFailure(gate);
    case 'wrong-credentials':
    case 'locked':
      return withLoginFailure(gate, outcome.failure);
    case 'captcha-refused':
      return outcome.missing ? withCaptchaDemanded(gate) : gate;
    default:
      return gate;
  }
}
