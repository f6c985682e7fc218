// What a sign-in answer means for the page (seed 000 §4, §8): each outcome carries the exact
// message to show and what the page does next.
import type { Schemas } from '@jt/api-contract';
import type { PasswordChangeReason } from '../../../lib/session/password-change';
import { LoginText } from '../texts';
import { formatLockTime } from './lock-time';

type LoginData = Schemas['LoginData'];
type LoginFailure = Schemas['LoginFailure'];

export type LoginOutcome =
  /** A token: store it and go on (with the password warning when the answer has one). */
  | { kind: 'success'; token: string; passwordWarning: string | null }
  /** The password must change first (status 1, 2 or other); N of status 2 is filled in later. */
  | { kind: 'password-change'; reason: PasswordChangeReason; serverMessage: string }
  /** accountStatus 1 / 2 / other. */
  | { kind: 'account-refused'; message: string }
  /** An answer without data: the server message; the text captcha is refreshed. */
  | { kind: 'no-data'; message: string }
  /** Data without a token or status: one more failed attempt, the server message. */
  | { kind: 'no-token'; message: string }
  /** 401 with attempts data: tries left. */
  | { kind: 'wrong-credentials'; message: string; failure: LoginFailure }
  /** 401 without attempts data: the account is locked for lockoutTime seconds. */
  | { kind: 'locked'; message: string; failure: LoginFailure }
  /** 400 from the captcha gate: a captcha was missing or wrong. */
  | { kind: 'captcha-refused'; message: string; missing: boolean }
  /** Any other HTTP error. */
  | { kind: 'failed'; message: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function accountMessage(status: unknown): string {
  if (status === 1) return LoginText.accountExpired;
  if (status === 2) return LoginText.accountDisabled;
  return LoginText.accountMissing;
}

/** The reason of a password status: 1 first login, 2 expired, anything else the weak initial password. */
export function passwordChangeReason(code: unknown): PasswordChangeReason {
  return code === 1 || code === 2 ? code : 3;
}

/**
 * The §8 text of a password status; N for status 2 is password_expire_period. When the period
 * cannot be read, the server's own text (which carries its N) stands in.
 */
export function passwordChangeMessage(
  reason: PasswordChangeReason,
  expireDays: number | null,
  serverMessage: string,
): string {
  if (reason === 1) return LoginText.firstLogin;
  if (reason === 2) return expireDays !== null ? LoginText.passwordExpired(expireDays) : serverMessage;
  return LoginText.weakPassword;
}

/** An HTTP 200 answer of a sign-in call (Result with LoginData). */
export function outcomeOfAnswer(body: unknown): LoginOutcome {
  const data: unknown = isRecord(body) ? body.data : undefined;
  const serverMessage = isRecord(body) ? text(body.msg) : '';
  if (!isRecord(data)) return { kind: 'no-data', message: serverMessage || LoginText.otherError };
  const login = data as LoginData;
  if (login.accountStatus !== undefined && login.accountStatus !== null)
    return { kind: 'account-refused', message: accountMessage(login.accountStatus) };
  const token = text(login.token);
  if (token === '' && isRecord(login.passwordStatus))
    return {
      kind: 'password-change',
      reason: passwordChangeReason(login.passwordStatus.code),
      serverMessage: text(login.passwordStatus.msg),
    };
  if (token !== '') {
    const warning = isRecord(login.passwordStatus) ? text(login.passwordStatus.msg) : '';
    return { kind: 'success', token, passwordWarning: warning || null };
  }
  return { kind: 'no-token', message: text(login.message) || serverMessage || LoginText.otherError };
}

function isLoginFailure(body: unknown): body is LoginFailure {
  return (
    isRecord(body) && typeof body.badPasswordAttempts === 'number' && typeof body.lockoutTime === 'number'
  );
}

const CAPTCHA_PROBLEMS = new Set(['error.captcha.validate.failed', 'error.captcha.header.missing']);

/** A non-2xx answer of a sign-in call. */
export function outcomeOfError(status: number, body: unknown): LoginOutcome {
  if (status === 401 && isLoginFailure(body)) {
    if (typeof body.attempts === 'number')
      return { kind: 'wrong-credentials', message: LoginText.wrongCredentials(body.attempts), failure: body };
    return { kind: 'locked', message: LoginText.locked(formatLockTime(body.lockoutTime)), failure: body };
  }
  if (status === 400 && isRecord(body) && CAPTCHA_PROBLEMS.has(text(body.message)))
    return {
      kind: 'captcha-refused',
      message: LoginText.otherError,
      missing: text(body.message) === 'error.captcha.header.missing',
    };
  return { kind: 'failed', message: LoginText.otherError };
}
