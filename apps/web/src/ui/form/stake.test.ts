import { describe, expect, it } from 'vitest';
import { normaliseStake, STAKE_PATTERN, stakeRangeProblem } from './stake';

describe('stakes as records write them', () => {
  it('knows a stake as records write it', () => {
    expect(STAKE_PATTERN.test('K264+449')).toBe(true);
    expect(STAKE_PATTERN.test('K1234+500')).toBe(true);
    expect(STAKE_PATTERN.test('k1234+500')).toBe(true);
    expect(STAKE_PATTERN.test('K264+44')).toBe(false);
    expect(STAKE_PATTERN.test('264+449')).toBe(false);
    expect(STAKE_PATTERN.test('K12345+000')).toBe(false);
  });

  it('sends a typed stake trimmed and upper-cased', () => {
    expect(normaliseStake(' k264+449 ')).toBe('K264+449');
  });

  it('wants an end stake written as a stake and after the start, or none', () => {
    expect(stakeRangeProblem('K261+200', '')).toBe('');
    expect(stakeRangeProblem('K261+200', 'k261+380')).toBe('');
    expect(stakeRangeProblem('K261+200', 'K261+200')).toBe('止点桩号应大于起点桩号');
    expect(stakeRangeProblem('K261+200', 'K260+999')).toBe('止点桩号应大于起点桩号');
    expect(stakeRangeProblem('K261+200', '261+380')).toBe('桩号格式如 K264+449');
    // In the page's own word for the end field, as the gateway says it.
    expect(stakeRangeProblem('K261+200', 'K260+999', '终点桩号')).toBe('终点桩号应大于起点桩号');
    // The start not yet valid: the start's own rule speaks, not this one.
    expect(stakeRangeProblem('x', 'K1+000')).toBe('');
  });
});
