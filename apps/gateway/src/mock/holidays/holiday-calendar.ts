// The holiday calendar (节假日参数): the public holidays and the adjusted working days (调休), one
// entry per date, kept in the store (DATA_DIR) with the administrators' changes. Installed with
// 2026 as the State Council announced it (国办发明电〔2025〕7号) and the statutory days of 2027
// (全国年节及纪念日放假办法, 2024 revision: 元旦 1, 春节 4, 清明 1, 劳动节 2, 端午 1, 中秋 1,
// 国庆 3 days); 2027's bridging days and 调休 are announced late in 2026 and are added on the page.
import { formatTime } from '@jt/mocks/world/time';
import type { Collection, MockStore } from '../store/mock-store';
import { done, refused, type WorldResult } from '../world/field-specs';

export type HolidayType = '1' | '2';
export const HOLIDAY_TYPE_NAMES = { '1': '节假日', '2': '调休工作日' } as const satisfies Record<
  HolidayType,
  string
>;
const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'] as const;

export interface HolidayRecord {
  date: string;
  name: string;
  type: HolidayType;
  updateBy: string;
  updateMs: number | null;
}

/** Consecutive days from `from` (yyyy-MM-dd) inclusive. */
function days(from: string, count: number): string[] {
  const start = Date.UTC(Number(from.slice(0, 4)), Number(from.slice(5, 7)) - 1, Number(from.slice(8, 10)));
  return Array.from({ length: count }, (_, i) => new Date(start + i * 86_400_000).toISOString().slice(0, 10));
}

const OFF: ReadonlyArray<readonly [string, number, string]> = [
  ['2026-01-01', 3, '元旦'],
  ['2026-02-15', 9, '春节'],
  ['2026-04-04', 3, '清明节'],
  ['2026-05-01', 5, '劳动节'],
  ['2026-06-19', 3, '端午节'],
  ['2026-09-25', 3, '中秋节'],
  ['2026-10-01', 7, '国庆节'],
  ['2027-01-01', 1, '元旦'],
  ['2027-02-05', 4, '春节'],
  ['2027-04-05', 1, '清明节'],
  ['2027-05-01', 2, '劳动节'],
  ['2027-06-09', 1, '端午节'],
  ['2027-09-15', 1, '中秋节'],
  ['2027-10-01', 3, '国庆节'],
];
const WORKED: ReadonlyArray<readonly [string, string]> = [
  ['2026-01-04', '元旦调休'],
  ['2026-02-14', '春节调休'],
  ['2026-02-28', '春节调休'],
  ['2026-05-09', '劳动节调休'],
  ['2026-09-20', '国庆节调休'],
  ['2026-10-10', '国庆节调休'],
];

export const HOLIDAY_REFUSALS = {
  date: '日期格式应为 yyyy-MM-dd 且为有效日期',
  name: '名称不能为空，最多 20 个字',
} as const;

export function holidayRecords(store: MockStore): Collection<HolidayRecord> {
  return store.collection<HolidayRecord>('holidays', () => {
    const seed: Record<string, HolidayRecord> = {};
    const put = (date: string, name: string, type: HolidayType) => {
      seed[date] = { date, name, type, updateBy: '系统', updateMs: null };
    };
    for (const [from, count, name] of OFF) for (const date of days(from, count)) put(date, name, '1');
    for (const [date, name] of WORKED) put(date, name, '2');
    return seed;
  });
}

/** yyyy-MM-dd of a real day (not 2026-02-30). */
export function validDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const ms = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  return new Date(ms).toISOString().slice(0, 10) === date;
}

export function weekdayOf(date: string): (typeof WEEKDAYS)[number] {
  const ms = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  return WEEKDAYS[new Date(ms).getUTCDay()] as (typeof WEEKDAYS)[number];
}

export class HolidayCalendar {
  private readonly records: Collection<HolidayRecord>;

  constructor(store: MockStore) {
    this.records = holidayRecords(store);
  }

  /** Every day of the calendar, in date order. */
  rows(): HolidayRecord[] {
    return this.records.values().sort((a, b) => a.date.localeCompare(b.date));
  }

  create(date: string, name: string, type: HolidayType, by: string, now: number): WorldResult<HolidayRecord> {
    if (!validDate(date)) return refused(HOLIDAY_REFUSALS.date);
    const taken = this.records.get(date);
    if (taken) return refused(`${date} 已设置为${HOLIDAY_TYPE_NAMES[taken.type]}（${taken.name}）`);
    return this.save({ date, name, type, updateBy: by, updateMs: now });
  }

  update(date: string, name: string, type: HolidayType, by: string, now: number): WorldResult<HolidayRecord> {
    const current = this.records.get(date);
    if (!current) return refused(`${date} 不在节假日日历中`);
    return this.save({ ...current, name, type, updateBy: by, updateMs: now });
  }

  remove(date: string): WorldResult<HolidayRecord> {
    const current = this.records.get(date);
    if (!current) return refused(`${date} 不在节假日日历中`);
    this.records.delete(date);
    return done(current);
  }

  private save(record: HolidayRecord): WorldResult<HolidayRecord> {
    const name = record.name.trim();
    if (!name || name.length > 20) return refused(HOLIDAY_REFUSALS.name);
    const saved = { ...record, name };
    this.records.set(saved.date, saved);
    return done(saved);
  }

  static view(record: HolidayRecord) {
    return {
      id: record.date,
      date: record.date,
      weekday: weekdayOf(record.date),
      name: record.name,
      type: record.type,
      typeName: HOLIDAY_TYPE_NAMES[record.type],
      updateBy: record.updateBy,
      updateTime: record.updateMs === null ? null : formatTime(record.updateMs),
    };
  }
}
