import { describe, expect, it } from 'vitest';
import { TimedList } from './timed-list';

/** Items that appear at `at[i]` and say how often they were computed. */
function list(at: number[]) {
  const computed = at.map(() => 0);
  const timed = new TimedList<string>(
    () => at.length,
    (i, now) => {
      computed[i] = (computed[i] ?? 0) + 1;
      const start = at[i] as number;
      return now < start
        ? { value: null, nextMs: start }
        : { value: `item ${i} at ${now}`, nextMs: Number.POSITIVE_INFINITY };
    },
  );
  return { timed, computed };
}

describe('a timed list', () => {
  it('shows the items whose moment has come, in the list order', () => {
    const { timed } = list([30, 10, 20]);
    expect(timed.visible(5)).toEqual([]);
    expect(timed.visible(20)).toEqual(['item 1 at 20', 'item 2 at 20']);
    expect(timed.visible(40)).toEqual(['item 0 at 40', 'item 1 at 20', 'item 2 at 20']);
  });

  it('computes again only the items whose moment came', () => {
    const { timed, computed } = list([30, 10, 20]);
    timed.visible(0);
    expect(computed).toEqual([1, 1, 1]);
    timed.visible(15);
    expect(computed).toEqual([1, 2, 1]);
    timed.visible(16);
    timed.visible(17);
    expect(computed).toEqual([1, 2, 1]);
  });

  it('keeps the same rows array while nothing changed (a page call costs no copy)', () => {
    const { timed } = list([1, 2]);
    const a = timed.visible(10);
    expect(timed.visible(11)).toBe(a);
  });

  it('computes an item a user changed, and everything when the clock goes back', () => {
    const { timed, computed } = list([1, 2]);
    timed.visible(10);
    timed.invalidate(0);
    timed.visible(10);
    expect(computed).toEqual([2, 1]);
    expect(timed.visible(1.5)).toEqual(['item 0 at 1.5']);
    expect(computed).toEqual([3, 2]);
  });
});
