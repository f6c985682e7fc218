import type { Clock } from './expiring-map';
import { ExpiringMap } from './expiring-map';
import type { LimitSettings } from './limit-settings';

const WINDOW_SECONDS = 60;

/**
 * AJ-Captcha 1.3.0's FrequencyLimitHandler, counting per client (see client-id.ts) exactly as it
 * does: a counter starts at 1 and is read before it is incremented, so the n-th call of a 60 s
 * window sees n; a failure counter starts at 1 and is then incremented, so after k failed checks
 * it holds k + 1 and, with req-get-lock-limit 5, the get after the 5th failure locks (6202).
 */
export class FrequencyLimiter {
  private readonly counters: ExpiringMap<number>;

  constructor(
    private readonly settings: () => LimitSettings,
    clock: Clock,
  ) {
    this.counters = new ExpiringMap<number>(clock);
  }

  /** null when the get may go on, else the code to answer. */
  validateGet(clientId: string | null): '6201' | '6202' | null {
    const settings = this.settings();
    if (!settings.enabled || !clientId) return null;
    const lockKey = `LOCK-${clientId}`;
    if (this.counters.get(lockKey) !== undefined) return '6202';
    if (this.count(`GET-${clientId}`) > settings.getMinuteLimit) return '6201';
    const fails = this.counters.get(`FAIL-${clientId}`);
    if (fails === undefined) return null;
    if (fails > settings.getLockLimit) {
      this.counters.set(lockKey, 1, settings.getLockSeconds);
      return '6202';
    }
    return null;
  }

  validateCheck(clientId: string | null): '6204' | null {
    const settings = this.settings();
    if (!settings.enabled || !clientId) return null;
    return this.count(`CHECK-${clientId}`) > settings.checkMinuteLimit ? '6204' : null;
  }

  /** afterValidateFail: a wrong answer or an undecryptable pointJson (not an expired token). */
  afterFail(clientId: string | null): void {
    if (!this.settings().enabled || !clientId) return;
    const key = `FAIL-${clientId}`;
    if (this.counters.get(key) === undefined) this.counters.set(key, 1, WINDOW_SECONDS);
    this.counters.update(key, (n) => n + 1);
  }

  /** Seconds the client's gets stay locked (0 when not locked). */
  lockSecondsLeft(clientId: string): number {
    return this.counters.secondsLeft(`LOCK-${clientId}`);
  }

  /** Forgets every counter and lock (QA). */
  clear(): void {
    this.counters.clear();
  }

  private count(key: string): number {
    let seen = this.counters.get(key);
    if (seen === undefined) {
      this.counters.set(key, 1, WINDOW_SECONDS);
      seen = 1;
    }
    this.counters.update(key, (n) => n + 1);
    return seen;
  }
}
