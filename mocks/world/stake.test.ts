import { describe, expect, it } from 'vitest';
import { formatStake, parseStake } from './stake';

describe('stake numbers', () => {
  it('writes metres as K<km>+<three-digit metres>', () => {
    expect(formatStake(1_234_500)).toBe('K1234+500');
    expect(formatStake(12_050)).toBe('K12+050');
    expect(formatStake(0)).toBe('K0+000');
    expect(formatStake(252_299.6)).toBe('K252+300');
  });

  it('reads a stake text back to metres, tolerating case and blanks', () => {
    expect(parseStake('K1234+500')).toBe(1_234_500);
    expect(parseStake(' k12+050 ')).toBe(12_050);
  });

  it('refuses texts that are no stake', () => {
    for (const text of ['1234+500', 'K1234+50', 'K1234-500', 'K12345+000', 'K1+5000', '', 'K+500']) {
      expect(parseStake(text)).toBeNull();
    }
  });

  it('refuses negative or non-finite metres', () => {
    expect(() => formatStake(-1)).toThrow(RangeError);
    expect(() => formatStake(Number.NaN)).toThrow(RangeError);
  });
});
