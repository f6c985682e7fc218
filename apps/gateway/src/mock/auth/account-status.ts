// Whether an account may sign in (seed 000 §4: 1 expired, 2 disabled, other: does not exist).

export type AccountStatusCode = 0 | 1 | 2;

export interface AccountValidity {
  /** '1' disabled. */
  dataStatus: '0' | '1' | null;
  /** 'yyyy-MM-dd - yyyy-MM-dd' (cscp); the end day is included, in China time. */
  effectiveTime: string | null;
}

const RANGE = /^(\d{4}-\d{2}-\d{2})\s*-\s*(\d{4}-\d{2}-\d{2})$/;

/** Disabled wins over expired: a disabled account says so whatever its validity. */
export function accountStatus(account: AccountValidity, now: number): AccountStatusCode {
  if (account.dataStatus === '1') return 2;
  const end = validityEnd(account.effectiveTime);
  if (end !== null && now >= end) return 1;
  return 0;
}

/** The first instant after the validity (epoch ms), or null when the account has none. */
export function validityEnd(effectiveTime: string | null): number | null {
  const match = effectiveTime?.trim().match(RANGE);
  if (!match?.[2]) return null;
  const end = Date.parse(`${match[2]}T00:00:00+08:00`);
  return Number.isNaN(end) ? null : end + 86_400_000;
}

/** QA: a validity that ended yesterday (account status 1), in the cscp format. */
export function expiredValidity(now: number): string {
  const day = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
  return `${day(now - 366 * 86_400_000)} - ${day(now - 86_400_000)}`;
}
