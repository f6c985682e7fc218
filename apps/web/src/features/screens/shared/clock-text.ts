// The screens' clock in China time (the platform's zone), whatever the wall PC's zone is.

const WEEKDAYS = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'];
const CHINA_OFFSET_MS = 8 * 3_600_000;
const two = (n: number) => String(n).padStart(2, '0');

export function clockText(ms: number): { date: string; time: string; weekday: string } {
  const d = new Date(ms + CHINA_OFFSET_MS);
  return {
    date: `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())}`,
    time: `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`,
    weekday: WEEKDAYS[d.getUTCDay()] ?? '',
  };
}
