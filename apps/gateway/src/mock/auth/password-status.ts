// Whether a correct password must be changed before signing in (seed 000 §4: 1 first login,
// 2 expired, any other value a weak initial password).

export type PasswordStatusCode = 0 | 1 | 2 | 3;

export interface PasswordState {
  /** Set on the account: 1 first login, 3 weak initial password, 0 none. */
  forced: 0 | 1 | 3;
  /** When the password was last set (epoch ms). */
  changedAt: number;
}

const DAY_MS = 86_400_000;

/** password_config.password_expire_period as days; anything but a positive whole number disables expiry. */
export function expirePeriodDays(value: string | undefined): number {
  const days = Number(value);
  return Number.isInteger(days) && days > 0 ? days : 0;
}

/** First login wins over expiry, expiry over a weak password (the order of cscp's checks). */
export function passwordStatus(state: PasswordState, periodDays: number, now: number): PasswordStatusCode {
  if (state.forced === 1) return 1;
  if (periodDays > 0 && now - state.changedAt > periodDays * DAY_MS) return 2;
  return state.forced;
}

/** The message of a status; for 2 the period is the N of 密码已使用N天 (what the client reads too). */
export function passwordStatusMessage(code: 1 | 2 | 3, periodDays: number): string {
  switch (code) {
    case 1:
      return '首次登录，请修改后再重新登录！';
    case 2:
      return `密码已使用${periodDays}天，请修改后再重新登录！`;
    default:
      return '初始密码强度较弱，请修改后再重新登录！';
  }
}

/** QA: the changedAt that gives status 2 now (one day past the period). */
export function expiredChangedAt(periodDays: number, now: number): number {
  return now - (Math.max(periodDays, 1) + 1) * DAY_MS;
}
