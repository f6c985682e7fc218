import { describe, expect, it } from 'vitest';
import {
  initialPollState,
  keepUnchanged,
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

describe('a new poll keeps what did not change of the last figures', () => {
  const first = {
    asOf: '2026-11-27 10:00:00',
    totals: { open: 12, today: 3 },
    points: [
      { id: 'D1', lon: 118.7, lat: 32.1, level: 2 },
      { id: 'D2', lon: 118.8, lat: 32.2, level: 3 },
    ],
  };

  it('hands the screen the same map points when only the counts moved', () => {
    const second = structuredClone(first);
    second.asOf = '2026-11-27 10:00:30';
    second.totals.open = 13;
    const state = nextPollState(
      nextPollState(initialPollState<typeof first>(), { kind: 'success', data: first, at: 1 }),
      { kind: 'success', data: second, at: 2 },
    );
    expect(state.data).toEqual(second);
    expect(state.data?.points).toBe(first.points);
    expect(state.data?.totals).not.toBe(first.totals);
  });

  it('answers the previous figures themselves when nothing changed', () => {
    expect(keepUnchanged(first, structuredClone(first))).toBe(first);
  });

  it('keeps the unchanged items of a list whose other items changed, and sees a list grow or shrink', () => {
    const moved = structuredClone(first.points);
    (moved[1] as { level: number }).level = 1;
    const kept = keepUnchanged(first.points, moved);
    expect(kept).not.toBe(first.points);
    expect(kept[0]).toBe(first.points[0]);
    expect(kept[1]).toEqual({ id: 'D2', lon: 118.8, lat: 32.2, level: 1 });
    expect(keepUnchanged(first.points, first.points.slice(0, 1))).toEqual([first.points[0]]);
    expect(keepUnchanged(first.points, [...structuredClone(first.points), first.points[0]])).toHaveLength(3);
  });

  it('sees a key added, removed, or a null turned into figures', () => {
    expect(keepUnchanged({ a: 1 }, { a: 1, b: undefined })).toEqual({ a: 1, b: undefined });
    expect(keepUnchanged({ a: 1, b: 2 }, { a: 1 })).toEqual({ a: 1 });
    expect(keepUnchanged(null, first)).toBe(first);
    expect(keepUnchanged({ totals: null }, { totals: { open: 1 } })).toEqual({ totals: { open: 1 } });
  });
});
