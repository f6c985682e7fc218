import { describe, expect, it } from 'vitest';
import { clockText } from './clock-text';

describe('the screens’ clock', () => {
  it('shows China time with its weekday', () => {
    expect(clockText(Date.UTC(2026, 4, 18, 1, 50, 7))).toEqual({
      date: '2026-05-18',
      time: '09:50:07',
      weekday: '星期一',
    });
  });

  it('turns the day at midnight in China, not in UTC', () => {
    expect(clockText(Date.UTC(2026, 4, 17, 16, 0, 0)).date).toBe('2026-05-18');
  });
});
