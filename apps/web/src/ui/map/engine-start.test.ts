import { describe, expect, it } from 'vitest';
import { afterNextPaint, type PaintScope } from './engine-start';

/** A window whose frames and timers run when the test says. */
function fakeScope() {
  const frames = new Map<number, () => void>();
  const timers = new Map<number, { callback: () => void; ms: number }>();
  let next = 1;
  const scope: PaintScope = {
    requestAnimationFrame: (callback) => {
      frames.set(next, callback);
      return next++;
    },
    cancelAnimationFrame: (handle) => {
      frames.delete(handle);
    },
    setTimeout: (callback, ms) => {
      timers.set(next, { callback, ms });
      return next++;
    },
    clearTimeout: (handle) => {
      timers.delete(handle);
    },
  };
  const runFrame = () => {
    const due = [...frames.values()];
    frames.clear();
    for (const callback of due) callback();
  };
  const runTimers = () => {
    const due = [...timers.values()];
    timers.clear();
    for (const { callback } of due) callback();
  };
  return { scope, frames, timers, runFrame, runTimers };
}

describe('starting a map engine once what the page shows first is painted', () => {
  it('starts in a task queued from the next frame, after its paint, not in the frame itself', () => {
    const { scope, timers, runFrame, runTimers } = fakeScope();
    let started = 0;
    afterNextPaint(() => started++, scope);
    expect(timers.size).toBe(0);
    runFrame();
    expect(started).toBe(0);
    expect([...timers.values()].map((entry) => entry.ms)).toEqual([0]);
    runTimers();
    expect(started).toBe(1);
  });

  it('does not start once cancelled (the map left the page first), before or after the frame', () => {
    const before = fakeScope();
    afterNextPaint(() => {
      throw new Error('started');
    }, before.scope)();
    expect(before.frames.size + before.timers.size).toBe(0);

    const after = fakeScope();
    let started = 0;
    const cancel = afterNextPaint(() => started++, after.scope);
    after.runFrame();
    cancel();
    after.runTimers();
    expect(started).toBe(0);
    expect(after.timers.size).toBe(0);
  });
});
