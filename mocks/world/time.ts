// Times of the world as the platform writes them: China Standard Time (UTC+8, no daylight
// saving), 'yyyy-MM-dd HH:mm:ss'. Pure arithmetic, so the output never depends on the machine's zone.

export const MINUTE = 60_000;
export const HOUR = 3_600_000;
export const DAY = 86_400_000;
const CST_OFFSET = 8 * HOUR;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'yyyy-MM-dd HH:mm:ss' in China time. */
export function formatTime(ms: number): string {
  const d = new Date(Math.floor(ms / 1000) * 1000 + CST_OFFSET);
  return `${formatDay(ms)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** 'yyyy-MM-dd' in China time. */
export function formatDay(ms: number): string {
  const d = new Date(ms + CST_OFFSET);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** 'yyyyMMdd' in China time (the date part of record codes). */
export function compactDay(ms: number): string {
  return formatDay(ms).replaceAll('-', '');
}

/** Midnight (China time) of the day that holds `ms`. */
export function startOfDay(ms: number): number {
  return Math.floor((ms + CST_OFFSET) / DAY) * DAY - CST_OFFSET;
}

/** Midnight (China time) of a 'yyyy-MM-dd' day; NaN when the text is no valid day. */
export function parseDay(day: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return Number.NaN;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(y, m - 1, d) - CST_OFFSET;
  return formatDay(ms) === day ? ms : Number.NaN;
}

/** 'yyyy-MM-dd HH:mm:ss' (China time) back to ms; NaN when it is not such a time. */
export function parseTime(text: string): number {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!match) return Number.NaN;
  const day = parseDay(match[1] as string);
  const [h, m, s] = [Number(match[2]), Number(match[3]), Number(match[4])];
  if (h > 23 || m > 59 || s > 59) return Number.NaN;
  return day + h * HOUR + m * MINUTE + s * 1000;
}

/** 0 Sunday … 6 Saturday, in China time. */
export function weekday(ms: number): number {
  return new Date(ms + CST_OFFSET).getUTCDay();
}
