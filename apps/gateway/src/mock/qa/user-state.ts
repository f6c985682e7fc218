// What QA sees of an account and how it puts one into a state: failures, a lock, a password
// status, an account status, a kick-out. All through the same store the sign-in reads.

import type { components } from '@jt/api-contract';
import { accountStatus, expiredValidity } from '../auth/account-status';
import { type AccountRecord, type AuthState, failureKey } from '../auth/auth-state';
import { captchaRequired, lockedFor, lockState, withFailures } from '../auth/lockout';
import { expiredChangedAt, expirePeriodDays, passwordStatus } from '../auth/password-status';
import type { SessionService } from '../auth/sessions';
import type { ConfigValuesStore } from '../config/config-values';

export type UserState = components['schemas']['UserState'];
export type UserStateChange = components['schemas']['UserStateChange'];

export function describeUser(
  state: AuthState,
  configs: ConfigValuesStore,
  account: AccountRecord,
  now: number,
): UserState {
  const thresholds = state.thresholds();
  const lock = lockState(
    state.failures.get(failureKey(account.tenantAccount, account.username)),
    thresholds,
    now,
  );
  const failures = lock.locked ? thresholds.badPasswordAttempts : lock.failures;
  const period = expirePeriodDays(configs.get('password_config', 'password_expire_period'));
  return {
    userId: account.userId,
    tenantAccount: account.tenantAccount,
    userName: account.username,
    realName: account.name,
    failedAttempts: failures,
    locked: lock.locked,
    lockRemainingSeconds: lock.locked ? lock.remainingSeconds : 0,
    captchaRequired: lock.locked || captchaRequired(failures, thresholds),
    passwordStatus: passwordStatus(
      { forced: account.forcedPasswordStatus, changedAt: account.passwordChangedAt },
      period,
      now,
    ),
    accountStatus: accountStatus(account, now),
    activeSessions: state.sessions
      .values()
      .filter((s) => s.userId === account.userId && s.endedAt === null && s.expiresAt > now).length,
    kickOutAfterSeconds: account.kickOutAfterSeconds,
  };
}

export function changeUser(
  state: AuthState,
  configs: ConfigValuesStore,
  sessions: SessionService,
  account: AccountRecord,
  change: UserStateChange,
  now: number,
): void {
  const thresholds = state.thresholds();
  const key = failureKey(account.tenantAccount, account.username);
  if (change.failedAttempts !== undefined) {
    const counter = withFailures(change.failedAttempts, thresholds, now);
    if (counter) state.failures.set(key, counter);
    else state.failures.delete(key);
  }
  if (change.lockedForSeconds !== undefined) {
    if (change.lockedForSeconds > 0)
      state.failures.set(key, lockedFor(change.lockedForSeconds, thresholds, now));
    else state.failures.delete(key);
  }
  const updates: Partial<AccountRecord> = {};
  switch (change.passwordStatus) {
    case 0:
      Object.assign(updates, { forcedPasswordStatus: 0, passwordChangedAt: now });
      break;
    case 1:
    case 3:
      Object.assign(updates, { forcedPasswordStatus: change.passwordStatus, passwordChangedAt: now });
      break;
    case 2: {
      const period = expirePeriodDays(configs.get('password_config', 'password_expire_period'));
      Object.assign(updates, { forcedPasswordStatus: 0, passwordChangedAt: expiredChangedAt(period, now) });
      break;
    }
  }
  switch (change.accountStatus) {
    case 0:
      Object.assign(updates, { dataStatus: '0', effectiveTime: null });
      break;
    case 1:
      Object.assign(updates, { dataStatus: '0', accountType: '1', effectiveTime: expiredValidity(now) });
      break;
    case 2:
      Object.assign(updates, { dataStatus: '1' });
      break;
  }
  if (change.kickOutAfterSeconds !== undefined) updates.kickOutAfterSeconds = change.kickOutAfterSeconds;
  if (Object.keys(updates).length > 0) {
    state.accounts.update(account.userId, (current) => (current ? { ...current, ...updates } : current));
  }
  if (change.kickOut) sessions.endAllOf(account.userId, 'kickOut');
}
