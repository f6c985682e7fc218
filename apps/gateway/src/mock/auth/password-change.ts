// Setting a new password, shared by the forced update (sign-in) and user administration: the
// tenant's rules, then the history, then the store.

import type { AccountRecord, AuthState } from './auth-state';
import { TEXT } from './messages';
import { hashPassword, matchesAny } from './password-hash';
import { DEFAULT_PASSWORD_POLICY } from './password-policies';
import { type PasswordPolicy, ruleViolations } from './password-rules';

/** The most passwords kept per account, whatever the tenant's historySize. */
const HISTORY_KEPT = 10;

export type PasswordChange =
  | { ok: true; account: AccountRecord }
  /** `reasons` in the order checked; the message is them joined with ',' (as cscp does). */
  | { ok: false; kind: 'rules' | 'reused'; reasons: string[]; message: string };

export function policyOf(state: AuthState, tenantAccount: string): PasswordPolicy {
  return state.passwordPolicies.get(tenantAccount) ?? DEFAULT_PASSWORD_POLICY;
}

/**
 * Sets `password` as the account's password when the tenant's rules allow it and it is not one
 * of the last historySize passwords. `forcedStatus` is the password status afterwards: 0 when the
 * user chose it, 1 when an administrator did (the user must change it at the next sign-in).
 */
export async function changePassword(
  state: AuthState,
  account: AccountRecord,
  password: string,
  forcedStatus: 0 | 1,
  now: number,
): Promise<PasswordChange> {
  const policy = policyOf(state, account.tenantAccount);
  const reasons = ruleViolations(policy, password, {
    userName: account.username,
    tenantAccount: account.tenantAccount,
  });
  const recent = account.passwordHistory.slice(0, policy.historySize);
  const reused = recent.length > 0 && (await matchesAny(password, recent));
  if (reused) reasons.push(TEXT.passwordReused);
  if (reasons.length > 0) {
    return {
      ok: false,
      kind: reused && reasons.length === 1 ? 'reused' : 'rules',
      reasons,
      message: reasons.join(','),
    };
  }
  const hash = await hashPassword(password);
  const updated = state.accounts.update(account.userId, (current) =>
    current
      ? {
          ...current,
          passwordHash: hash,
          passwordHistory: [hash, ...current.passwordHistory].slice(0, HISTORY_KEPT),
          passwordChangedAt: now,
          forcedPasswordStatus: forcedStatus,
        }
      : current,
  );
  if (!updated) return { ok: false, kind: 'rules', reasons: [TEXT.userMissing], message: TEXT.userMissing };
  return { ok: true, account: updated };
}
