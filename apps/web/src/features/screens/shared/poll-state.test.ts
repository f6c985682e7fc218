import { describe, expect, it } from 'vitest';
import {
  initialPollState,
  nextDelay,
  nextPollState,
  POLL_INTERVAL_MS,
  RETRY_INTERVAL_MS,
} from './poll-state';

describe('a polled summary on a screen', () => {
  it('shows the figures that came, not stale', () => {
    const state = nextPollState(initialPollState<number>(), { kind: 'success', data: 7, at: 1000 });
    expect(state).toEqual({ data: 7, updatedAt: 1000, stale: false, failures: 0, reason: null });
    expect(nextDelay(state)).toBe(POLL_INTERVAL_MS);
  });

  it('keeps the last figures when a call fails, marked stale, and asks again sooner', () => {
    let state = nextPollState(initialPollState<number>(), { kind: 'success', data: 7, at: 1000 });
    state = nextPollState(state, { kind: 'failure', reason: 'HTTP 503' });
    state = nextPollState(state, { kind: 'failure', reason: 'HTTP 502' });
    expect(state).toEqual({ data: 7, updatedAt: 1000, stale: true, failures: 2, reason: 'HTTP 502' });
    expect(nextDelay(state)).toBe(RETRY_INTERVAL_MS);
  });

  it('recovers with the next success: new figures, marker gone', () => {
    let state = nextPollState(initialPollState<number>(), { kind: 'failure', reason: 'HTTP 500' });
    expect(state.data).toBeNull();
    state = nextPollState(state, { kind: 'success', data: 9, at: 2000 });
    expect(state).toEqual({ data: 9, updatedAt: 2000, stale: false, failures: 0, reason: null });
  });
});
