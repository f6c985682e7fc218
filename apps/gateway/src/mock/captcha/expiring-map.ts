/** Milliseconds since the epoch; injectable so tests move time instead of waiting. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

/**
 * AJ-Captcha's local cache (CacheUtil): values with a time to live, in memory, single node.
 * Expired entries are dropped when read and swept when the map grows, so an abandoned captcha
 * costs nothing after its life. In memory on purpose: captchas live minutes, not restarts.
 */
export class ExpiringMap<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();
  private sweepAt = 1024;

  constructor(private readonly clock: Clock) {}

  set(key: string, value: V, ttlSeconds: number): void {
    this.entries.set(key, { value, expiresAt: this.clock() + ttlSeconds * 1000 });
    if (this.entries.size >= this.sweepAt) this.sweep();
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.clock()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Reads and removes in one step: what makes a token single use. */
  take(key: string): V | undefined {
    const value = this.get(key);
    if (value !== undefined) this.entries.delete(key);
    return value;
  }

  /** Changes a live value and keeps its expiry (AJ's increment on a counter key). */
  update(key: string, change: (value: V) => V): V | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.expiresAt <= this.clock()) return undefined;
    entry.value = change(entry.value);
    return entry.value;
  }

  /** Seconds left, or 0 when absent or expired. */
  secondsLeft(key: string): number {
    const entry = this.entries.get(key);
    if (!entry) return 0;
    return Math.max(0, Math.ceil((entry.expiresAt - this.clock()) / 1000));
  }

  clear(): void {
    this.entries.clear();
  }

  /** The live entries, newest last (insertion order). */
  *live(): IterableIterator<[string, V]> {
    const now = this.clock();
    for (const [key, entry] of this.entries) if (entry.expiresAt > now) yield [key, entry.value];
  }

  private sweep(): void {
    const now = this.clock();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
    this.sweepAt = Math.max(1024, this.entries.size * 2);
  }
}
