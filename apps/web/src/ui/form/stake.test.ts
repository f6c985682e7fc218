import { describe, expect, it } from 'vitest';
import { normaliseStake, STAKE_PATTERN } from './stake';

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
});
