import { describe, expect, it } from 'vitest';
import { createLiveValue } from './live-value';

describe('a live value', () => {
  it('gives its latest value and tells each listener of every set, in order', () => {
    const live = createLiveValue(1);
    const seen: string[] = [];
    live.subscribe(() => seen.push(`a${live.get()}`));
    live.subscribe(() => seen.push(`b${live.get()}`));
    live.set(2);
    live.set(3);
    expect(live.get()).toBe(3);
    expect(seen).toEqual(['a2', 'b2', 'a3', 'b3']);
  });

  it('stops telling a listener once it unsubscribes, even from inside a notification', () => {
    const live = createLiveValue('x');
    const seen: string[] = [];
    const off = live.subscribe(() => {
      seen.push(`first ${live.get()}`);
      off();
    });
    live.subscribe(() => seen.push(`second ${live.get()}`));
    live.set('y');
    live.set('z');
    expect(seen).toEqual(['first y', 'second y', 'second z']);
  });
});
