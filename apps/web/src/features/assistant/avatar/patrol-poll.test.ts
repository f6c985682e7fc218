import { describe, expect, it } from 'vitest';
import type { PatrolItem } from '../assistant-types';
import { REPORT_POLL_MS } from '../constants';
import { createPatrolPoll } from './patrol-poll';

const patrol = (id: string) => ({ id }) as PatrolItem;

/** A hand-driven interval: tick() runs the polled function as the 10 s timer would. */
function setup(answers: Array<PatrolItem[] | Error>) {
  const state = { livePatrols: [] as PatrolItem[] };
  const intervals = new Map<number, { run: () => void; ms: number }>();
  let next = 1;
  let reads = 0;
  const poll = createPatrolPoll(state, {
    livePatrols: async () => {
      const answer = answers[reads++] ?? [];
      if (answer instanceof Error) throw answer;
      return answer;
    },
    setInterval: (run, ms) => {
      intervals.set(next, { run, ms });
      return next++;
    },
    clearInterval: (handle) => intervals.delete(handle as number),
  });
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  const tick = async () => {
    for (const { run } of intervals.values()) run();
    await flush();
  };
  return { state, poll, intervals, tick, flush, reads: () => reads };
}

describe('the avatar’s patrol poll (listForPatrolForNow)', () => {
  it('reads at once and then every 10000 ms, once however often it is started', async () => {
    const t = setup([[patrol('a')], [patrol('a'), patrol('b')]]);
    t.poll.start();
    t.poll.start();
    await t.flush();
    expect(t.reads()).toBe(1);
    expect(t.state.livePatrols.map((p) => p.id)).toEqual(['a']);
    expect([...t.intervals.values()].map((i) => i.ms)).toEqual([REPORT_POLL_MS]);
    await t.tick();
    expect(t.state.livePatrols.map((p) => p.id)).toEqual(['a', 'b']);
  });

  it('keeps the last list when a read fails, and reads no more once stopped', async () => {
    const t = setup([[patrol('a')], new Error('listForPatrolForNow failed')]);
    t.poll.start();
    await t.flush();
    await t.tick();
    expect(t.reads()).toBe(2);
    expect(t.state.livePatrols.map((p) => p.id)).toEqual(['a']);
    t.poll.stop();
    expect(t.intervals.size).toBe(0);
  });
});
