// 节假日参数's rules apart from React: the year view's months (weeks from Monday, as Chinese
// calendars print them), what a day shows, and the form's date check (as the gateway's).
import type { Holiday } from './holiday-calls';

/** The button codes of 节假日参数's entries in the menu tree (seed 000 §6). */
export const HOLIDAY_BUTTONS = {
  add: 'holiday:add',
  edit: 'holiday:edit',
  delete: 'holiday:delete',
} as const;

export const HOLIDAY_TEXTS = {
  title: '节假日参数',
  add: '新增日期',
  edit: '编辑日期',
  year: '年份',
  date: '日期',
  name: '名称',
  type: '类型',
  types: [
    { value: '1', label: '节假日' },
    { value: '2', label: '调休工作日' },
  ],
  off: '休',
  worked: '班',
  weekdays: ['一', '二', '三', '四', '五', '六', '日'],
  dateRequired: '请输入日期',
  dateFormat: '日期格式应为 yyyy-MM-dd 且为有效日期',
  nameRequired: '请输入名称',
  saved: '保存成功',
  saveFailed: '保存失败',
  deleted: '删除成功',
  deleteFailed: '删除失败',
  delete: '删除',
  deleteConfirm: '确定从日历中删除这一天？',
  confirm: '确定',
  cancel: '取消',
  loadFailed: '节假日加载失败',
  summary: (off: number, worked: number) => `节假日 ${off} 天，调休工作日 ${worked} 天`,
} as const;

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** yyyy-MM-dd of a real day (2027-02-30 is not). */
export function validDate(date: string): boolean {
  if (!DATE_PATTERN.test(date)) return false;
  const ms = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  return new Date(ms).toISOString().slice(0, 10) === date;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The days of a month (1–12), yyyy-MM-dd. */
export function monthDays(year: number, month: number): string[] {
  const length = new Date(Date.UTC(year, month - 1 + 1, 0)).getUTCDate();
  return Array.from({ length }, (_, i) => `${year}-${pad(month)}-${pad(i + 1)}`);
}

/** The column of a date in a week printed from Monday (1 Monday … 7 Sunday). */
export function weekColumn(date: string): number {
  return ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
}

/** Whether a date is a Saturday or Sunday. */
export function isWeekend(date: string): boolean {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
}

/** How many days off and weekend days worked a year's calendar has. */
export function yearSummary(days: readonly Holiday[]): string {
  return HOLIDAY_TEXTS.summary(
    days.filter((d) => d.type === '1').length,
    days.filter((d) => d.type === '2').length,
  );
}

/** The years the view offers: the one before the current year to two after it. */
export function yearOptions(current: number): number[] {
  return [current - 1, current, current + 1, current + 2];
}
