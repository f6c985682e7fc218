// The sign-in of the form (systemLogin) and of an embedding page (integrationLogin): tenant,
// account, lockout, captcha gate, password, account status and password status, in that order,
// each answered as the contract documents (docs/decisions.md "Answer shapes").

import { problem } from '../../http/problem';
import type { CaptchaGate, LoginCaptcha } from '../captcha/captcha-gate';
import type { ConfigValuesStore } from '../config/config-values';
import { findTenant } from '../tenants';
import { accountStatus } from './account-status';
import { type AuthState, failureKey, findAccount } from './auth-state';
import {
  captchaRequired,
  type FailureOutcome,
  lockState,
  registerFailure,
  type SignInThresholds,
} from './lockout';
import { ACCOUNT_STATUS_TEXT, TEXT } from './messages';
import { verifyPassword } from './password-hash';
import type { PasswordReader } from './password-input';
import { expirePeriodDays, passwordStatus, passwordStatusMessage } from './password-status';
import type { SessionService } from './sessions';
import type { RememberMe } from './tokens';

export interface SignInDeps {
  state: AuthState;
  sessions: SessionService;
  readPassword: PasswordReader;
  configs: ConfigValuesStore;
  /** The captcha domain's gate, or null while none is registered (a required captcha is then missing). */
  captchaGate: () => CaptchaGate | null;
  clock: () => number;
  /**
   * Sign-ins of each failure key whose password is being checked right now. Each may turn into a
   * failure, so they count before the captcha is decided: under concurrency the 4th and 5th
   * attempts cannot slip through without a captcha while the 3rd is still being checked.
   */
  attemptsInFlight: Map<string, number>;
}

export interface SignInRequest {
  username: string;
  /** As sent: RSA-encrypted. */
  password: string;
  tenantAccount: string;
  rememberme: RememberMe;
  /** The captcha the request carries; null for a sign-in without the captcha gate (integration). */
  captcha: LoginCaptcha | null;
  /** The request path, for Problem bodies. */
  url: string;
}

export interface Answer {
  status: number;
  body: unknown;
}

const result = (msg: string, data: unknown, code = 200): Answer => ({
  status: 200,
  body: { code, msg, data },
});

export async function signIn(deps: SignInDeps, request: SignInRequest): Promise<Answer> {
  const { state } = deps;
  const tenant = findTenant(state.tenants, request.tenantAccount);
  if (!tenant) return result(TEXT.tenantMissing, null, 400);
  if (tenant.activeFlag !== '1') return result(TEXT.tenantExpired, null, 400);

  const account = findAccount(state.accounts, request.tenantAccount, request.username);
  if (!account) return result(ACCOUNT_STATUS_TEXT[3], { accountStatus: 3, message: ACCOUNT_STATUS_TEXT[3] });

  const key = failureKey(request.tenantAccount, request.username);
  const thresholds = state.thresholds();
  const lock = lockState(state.failures.get(key), thresholds, deps.clock());
  if (lock.locked) return locked(thresholds, lock.remainingSeconds);

  const inFlight = deps.attemptsInFlight.get(key) ?? 0;
  if (request.captcha !== null && captchaRequired(lock.failures + inFlight, thresholds)) {
    const gate = deps.captchaGate();
    const verdict = gate
      ? gate.verifyForLogin(request.captcha)
      : { ok: false as const, reason: 'missing' as const };
    if (!verdict.ok) return captchaRefused(verdict.reason, request.url, verdict.detail);
  }

  const plain = deps.readPassword(request.password);
  // Decided and reserved in one synchronous step with the captcha check above.
  deps.attemptsInFlight.set(key, inFlight + 1);
  let matches: boolean;
  try {
    matches = await verifyPassword(plain, account.passwordHash);
  } finally {
    const left = (deps.attemptsInFlight.get(key) ?? 1) - 1;
    if (left > 0) deps.attemptsInFlight.set(key, left);
    else deps.attemptsInFlight.delete(key);
  }
  if (!matches) {
    // Decided and counted in one synchronous step: concurrent failures are each counted once.
    let outcome: FailureOutcome | undefined;
    state.failures.update(key, (counter) => {
      const next = registerFailure(counter, state.thresholds(), deps.clock());
      outcome = next.outcome;
      return next.counter;
    });
    return failed(state.thresholds(), outcome);
  }
  // The lock may have come while the password was being checked.
  const after = lockState(state.failures.get(key), state.thresholds(), deps.clock());
  if (after.locked) return locked(state.thresholds(), after.remainingSeconds);
  state.failures.delete(key);

  const now = deps.clock();
  const status = accountStatus(account, now);
  if (status !== 0) {
    return result(ACCOUNT_STATUS_TEXT[status], {
      accountStatus: status,
      message: ACCOUNT_STATUS_TEXT[status],
    });
  }
  const period = expirePeriodDays(deps.configs.get('password_config', 'password_expire_period'));
  const pwdStatus = passwordStatus(
    { forced: account.forcedPasswordStatus, changedAt: account.passwordChangedAt },
    period,
    now,
  );
  if (pwdStatus !== 0) {
    const msg = passwordStatusMessage(pwdStatus, period);
    return result(msg, { token: '', passwordStatus: { code: pwdStatus, msg } });
  }

  const token = deps.sessions.start(account, { rememberme: request.rememberme, tenantType: 0 });
  state.accounts.update(account.userId, (current) =>
    current ? { ...current, lastLogin: chinaTime(now) } : current,
  );
  return result(TEXT.loginSuccess, { token });
}

function locked(thresholds: SignInThresholds, remainingSeconds: number): Answer {
  return {
    status: 401,
    body: {
      badPasswordAttempts: thresholds.badPasswordAttempts,
      captchaAttempts: thresholds.captchaAttempts,
      lockoutTime: remainingSeconds,
      msg: TEXT.locked,
    },
  };
}

function failed(thresholds: SignInThresholds, outcome: FailureOutcome | undefined): Answer {
  if (outcome?.kind === 'wrongPassword') {
    return {
      status: 401,
      body: {
        attempts: outcome.attemptsLeft,
        badPasswordAttempts: thresholds.badPasswordAttempts,
        captchaAttempts: thresholds.captchaAttempts,
        lockoutTime: 0,
        msg: TEXT.wrongCredentials,
      },
    };
  }
  const remaining = outcome?.kind === 'lockedNow' ? outcome.lockoutTime : (outcome?.remainingSeconds ?? 0);
  return locked(thresholds, remaining);
}

/** `detail` is the captcha domain's own text when it has one (登录失败，验证码不允许存在中文！). */
export function captchaRefused(reason: 'missing' | 'invalid', url: string, detail?: string): Answer {
  const body =
    reason === 'missing'
      ? {
          ...problem(400, TEXT.captchaMissing, url, 'error.captcha.header.missing'),
          title: 'The information of captcha is missing',
          params: 'captcha.header',
        }
      : {
          ...problem(400, detail ?? TEXT.captchaInvalid, url, 'error.captcha.validate.failed'),
          title: 'Validate Failed',
          params: 'captcha',
        };
  return { status: 400, body };
}

/** ISO 8601 in China time, as the backend writes its dates (2025-03-12T08:30:15+08:00). */
export function chinaTime(ms: number): string {
  return `${new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;
}
