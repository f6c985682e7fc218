import { describe, expect, it } from 'vitest';
import { isNarrowWidth, NARROW_QUERY } from './narrow-screen';

describe('the narrow layouts', () => {
  it('apply under 768 px: a 390 px phone is narrow, a 768 px tablet and desktops are not', () => {
    expect(isNarrowWidth(390)).toBe(true);
    expect(isNarrowWidth(767)).toBe(true);
    expect(isNarrowWidth(768)).toBe(false);
    expect(isNarrowWidth(1366)).toBe(false);
    expect(NARROW_QUERY).toBe('(max-width: 767.98px)');
  });
});
