import { describe, expect, it } from 'vitest';
import { formatLockTime } from './lock-time';

describe('formatLockTime', () => {
  it('writes days, hours, minutes and seconds when none is zero', () => {
    expect(formatLockTime(86_400 + 3_600 + 60 + 1)).toBe('1天1小时1分钟1秒');
    expect(formatLockTime(2 * 86_400 + 23 * 3_600 + 59 * 60 + 59)).toBe('2天23小时59分钟59秒');
  });

  it('leaves out the units that are zero', () => {
    expect(formatLockTime(3_125)).toBe('52分钟5秒');
    expect(formatLockTime(3_600)).toBe('1小时');
    expect(formatLockTime(3_605)).toBe('1小时5秒');
    expect(formatLockTime(86_400)).toBe('1天');
    expect(formatLockTime(86_460)).toBe('1天1分钟');
    expect(formatLockTime(59)).toBe('59秒');
    expect(formatLockTime(60)).toBe('1分钟');
  });

  it('rounds a fraction of a second up, never showing less than the lock', () => {
    expect(formatLockTime(59.2)).toBe('1分钟');
    expect(formatLockTime(0.4)).toBe('1秒');
  });

  it('reads 0秒 when nothing is left or the value is not a number', () => {
    expect(formatLockTime(0)).toBe('0秒');
    expect(formatLockTime(-5)).toBe('0秒');
    expect(formatLockTime(Number.NaN)).toBe('0秒');
  });
});
