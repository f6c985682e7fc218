// What a screen shows of a polled summary: the last figures that came, when they came, and
// whether the latest call failed (the quiet stale marker). A failure never clears the figures;
// the next success clears the marker. A success keeps what did not change of the last figures
// (the same objects), so a screen redraws only what moved: a map whose diseases are the same
// after a poll is not handed new data, and its engine does not re-tile and repaint it.
// Pure, so the rules are tested without timers or a server.

export const POLL_INTERVAL_MS = 30_000;
/** After a failure the screen asks again sooner, so it recovers soon after the server does. */
export const RETRY_INTERVAL_MS = 10_000;

export interface PollState<T> {
  data: T | null;
  /** When the shown figures arrived (ms), null before the first. */
  updatedAt: number | null;
  stale: boolean;
  /** Failures in a row since the last success. */
  failures: number;
  /** Why the latest call failed (for the marker's tooltip). */
  reason: string | null;
}

export type PollEvent<T> = { kind: 'success'; data: T; at: number } | { kind: 'failure'; reason: string };

export function initialPollState<T>(): PollState<T> {
  return { data: null, updatedAt: null, stale: false, failures: 0, reason: null };
}

export function nextPollState<T>(state: PollState<T>, event: PollEvent<T>): PollState<T> {
  if (event.kind === 'success')
    return {
      data: keepUnchanged(state.data, event.data),
      updatedAt: event.at,
      stale: false,
      failures: 0,
      reason: null,
    };
  return { ...state, stale: true, failures: state.failures + 1, reason: event.reason };
}

/** How long to wait before the next call. */
export function nextDelay(state: Pick<PollState<unknown>, 'stale'>, intervalMs = POLL_INTERVAL_MS): number {
  return state.stale ? Math.min(RETRY_INTERVAL_MS, intervalMs) : intervalMs;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * `next`, with every part equal to the same part of `previous` replaced by previous's object
 * (structural sharing over JSON-shaped data: plain objects, arrays, primitives); `previous`
 * itself when nothing changed. Written here rather than taken from a library: the libraries
 * that do it (TanStack Query's replaceEqualDeep) come with a cache the screens do not use.
 */
export function keepUnchanged<T>(previous: unknown, next: T): T {
  if (Object.is(previous, next)) return previous as T;
  if (Array.isArray(previous) && Array.isArray(next)) {
    let same = previous.length === next.length;
    const shared = next.map((item, i) => {
      const kept = keepUnchanged(previous[i], item);
      if (kept !== previous[i]) same = false;
      return kept;
    });
    return (same ? previous : shared) as T;
  }
  if (isPlainObject(previous) && isPlainObject(next)) {
    const keys = Object.keys(next);
    let same = keys.length === Object.keys(previous).length;
    const shared: Record<string, unknown> = {};
    for (const key of keys) {
      const kept = keepUnchanged(previous[key], next[key]);
      if (!(key in previous) || kept !== previous[key]) same = false;
      shared[key] = kept;
    }
    return (same ? previous : shared) as T;
  }
  return next;
}
