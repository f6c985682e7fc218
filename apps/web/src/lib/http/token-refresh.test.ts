import { describe, expect, it, vi } from 'vitest';
import { createCredentials } from '../session/credentials';
import { memoryStorage } from './key-value-storage';
import { createTokenRefresher, REFRESH_IDLE_LIMIT_MS, REFRESH_INTERVAL_MS } from './token-refresh';

const OLD = 'Bearer old.token.sig';
const NEW = 'Bearer new.token.sig';

function setup(values: Record<string, string>, refresh = vi.fn(async (): Promise<string | null> => NEW)) {
  const local = memoryStorage(values);
  const credentials = createCredentials(
    () => local,
    () => memoryStorage(),
  );
  let now = 10_000_000;
  const intervals: Array<{ tick: () => void; ms: number }> = [];
  const clearInterval = vi.fn();
  const refresher = createTokenRefresher({
    credentials,
    now: () => now,
    refresh,
    setInterval: (tick, ms) => intervals.push({ tick, ms }),
    clearInterval,
  });
  return {
    refresher,
    local,
    refresh,
    intervals,
    clearInterval,
    at: (ms: number) => {
      now = ms;
    },
  };
}

describe('the token refresh', () => {
  it('ticks every 60 s and starts only once', () => {
    const t = setup({ jtToken: OLD });
    t.refresher.start();
    t.refresher.start();
    expect(REFRESH_INTERVAL_MS).toBe(60_000);
    expect(t.intervals).toHaveLength(1);
    expect(t.intervals[0]?.ms).toBe(60_000);
    expect(t.refresher.running()).toBe(true);
  });

  it('refreshes with the remember-me flag and stores the new token while the user is active', async () => {
    const t = setup({ jtToken: OLD, 'remember-me': '1', lastHttpRequestTime: String(10_000_000 - 1000) });
    await t.refresher.tick();
    expect(t.refresh).toHaveBeenCalledWith('1');
    expect(t.local.getItem('jtToken')).toBe(NEW);
  });

  it("sends '0' when remember-me was not chosen", async () => {
    const t = setup({ jtToken: OLD, lastHttpRequestTime: String(10_000_000 - 1000) });
    await t.refresher.tick();
    expect(t.refresh).toHaveBeenCalledWith('0');
  });

  it('lets the token of a user idle for 30 min expire', async () => {
    expect(REFRESH_IDLE_LIMIT_MS).toBe(1_800_000);
    const t = setup({ jtToken: OLD, lastHttpRequestTime: String(10_000_000 - 1_800_000) });
    await t.refresher.tick();
    expect(t.refresh).not.toHaveBeenCalled();
    t.at(10_000_000 - 1);
    await t.refresher.tick();
    expect(t.refresh).toHaveBeenCalledTimes(1);
  });

  it('does not refresh before any call was answered', async () => {
    const t = setup({ jtToken: OLD });
    await t.refresher.tick();
    expect(t.refresh).not.toHaveBeenCalled();
  });

  it('stops once signed out', async () => {
    const t = setup({});
    t.refresher.start();
    await t.refresher.tick();
    expect(t.refresh).not.toHaveBeenCalled();
    expect(t.clearInterval).toHaveBeenCalledTimes(1);
    expect(t.refresher.running()).toBe(false);
  });

  it('does not put back a token after a logout or a new sign-in during the refresh', async () => {
    let answer: (token: string) => void = () => {};
    const refresh = vi.fn(() => new Promise<string | null>((resolve) => (answer = resolve)));
    const t = setup({ jtToken: OLD, lastHttpRequestTime: String(10_000_000) }, refresh);
    const ticking = t.refresher.tick();
    t.local.setItem('jtToken', 'Bearer another.session.sig');
    answer(NEW);
    await ticking;
    expect(t.local.getItem('jtToken')).toBe('Bearer another.session.sig');
  });

  it('keeps the token when the refresh fails or answers none', async () => {
    const failing = setup(
      { jtToken: OLD, lastHttpRequestTime: String(10_000_000) },
      vi.fn(async (): Promise<string | null> => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await failing.refresher.tick();
    expect(failing.local.getItem('jtToken')).toBe(OLD);
    const empty = setup(
      { jtToken: OLD, lastHttpRequestTime: String(10_000_000) },
      vi.fn(async (): Promise<string | null> => null),
    );
    await empty.refresher.tick();
    expect(empty.local.getItem('jtToken')).toBe(OLD);
  });
});
