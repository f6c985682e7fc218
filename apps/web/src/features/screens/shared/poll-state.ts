// What a screen shows of a polled summary: the last figures that came, when they came, and
// whether the latest call failed (the quiet stale marker). A failure never clears the figures;
// the next success clears the marker. Pure, so the rule is tested without timers or a server.

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
    return { data: event.data, updatedAt: event.at, stale: false, failures: 0, reason: null };
  return { ...state, stale: true, failures: state.failures + 1, reason: event.reason };
}

/** How long to wait before the next call. */
export function nextDelay(state: Pick<PollState<unknown>, 'stale'>, intervalMs = POLL_INTERVAL_MS): number {
  return state.stale ? Math.min(RETRY_INTERVAL_MS, intervalMs) : intervalMs;
}
