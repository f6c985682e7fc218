import { describe, expect, it } from 'vitest';
import type { Holiday } from './holiday-calls';
import { isWeekend, monthDays, validDate, weekColumn, yearSummary } from './holiday-rules';

const day = (date: string, type: '1' | '2'): Holiday => ({
  id: date,
  date,
  weekday: '周一',
  name: '春节',
  type,
  typeName: type === '1' ? '节假日' : '调休工作日',
  updateBy: '系统',
  updateTime: null,
});

describe('the holiday year view', () => {
  it('prints a month’s days, each in its column from Monday', () => {
    const february = monthDays(2026, 2);
    expect(february).toHaveLength(28);
    expect(february[0]).toBe('2026-02-01');
    // 2026-02-01 is a Sunday, 2026-02-02 a Monday.
    expect(weekColumn('2026-02-01')).toBe(7);
    expect(weekColumn('2026-02-02')).toBe(1);
    expect(monthDays(2028, 2)).toHaveLength(29);
    expect(monthDays(2026, 12).at(-1)).toBe('2026-12-31');
  });

  it('knows the weekend and real dates as the gateway does', () => {
    expect(isWeekend('2026-02-14')).toBe(true);
    expect(isWeekend('2026-02-16')).toBe(false);
    expect(validDate('2027-02-28')).toBe(true);
    expect(validDate('2027-02-29')).toBe(false);
    expect(validDate('2027-2-1')).toBe(false);
  });

  it('sums a year’s days off and days worked', () => {
    expect(yearSummary([day('2026-02-16', '1'), day('2026-02-17', '1'), day('2026-02-14', '2')])).toBe(
      '节假日 2 天，调休工作日 1 天',
    );
  });
});
