import { describe, expect, it } from 'vitest';
import { type IdleScope, whenIdle } from './engine-start';

/** A window whose idle callbacks and timers run when the test says. */
function fakeScope(withIdle: boolean) {
  const idle = new Map<number, { callback: () => void; timeout: number }>();
  const timers = new Map<number, { callback: () => void; ms: number }>();
  let next = 1;
  const scope: IdleScope = {
    setTimeout: (callback, ms) => {
      timers.set(next, { callback, ms });
      return next++;
    },
    clearTimeout: (handle) => {
      timers.delete(handle);
    },
    ...(withIdle
      ? {
          requestIdleCallback: (callback: () => void, options: { timeout: number }) => {
            idle.set(next, { callback, timeout: options.timeout });
            return next++;
          },
          cancelIdleCallback: (handle: number) => {
            idle.delete(handle);
          },
        }
      : {}),
  };
  return { scope, idle, timers };
}

describe('starting a map engine when the browser is idle', () => {
  it('asks for an idle moment within the timeout and starts then', () => {
    const { scope, idle, timers } = fakeScope(true);
    let started = 0;
    whenIdle(() => started++, 200, scope);
    expect([...idle.values()].map((entry) => entry.timeout)).toEqual([200]);
    expect(timers.size).toBe(0);
    expect(started).toBe(0);
    for (const entry of idle.values()) entry.callback();
    expect(started).toBe(1);
  });

  it('starts after the current task where there is no requestIdleCallback (Safari)', () => {
    const { scope, timers } = fakeScope(false);
    let started = 0;
    whenIdle(() => started++, 200, scope);
    expect([...timers.values()].map((entry) => entry.ms)).toEqual([0]);
    for (const entry of timers.values()) entry.callback();
    expect(started).toBe(1);
  });

  it('does not start once cancelled (the map left the page first)', () => {
    for (const withIdle of [true, false]) {
      const { scope, idle, timers } = fakeScope(withIdle);
      const cancel = whenIdle(() => undefined, 200, scope);
      cancel();
      expect(idle.size + timers.size).toBe(0);
    }
  });
});
