/**
 * The remaining lock of an account in days, hours, minutes and seconds, as the cscp client's
 * formatLockedTime writes it (research §2.1): units that are zero are left out, so 3125 s is
 * 52分钟5秒 and 3600 s is 1小时. A fraction of a second counts as a whole one, so the time shown
 * is never shorter than the lock; nothing left (0 or less) reads 0秒.
 */
export function formatLockTime(totalSeconds: number): string {
  const seconds = Number.isFinite(totalSeconds) ? Math.max(0, Math.ceil(totalSeconds)) : 0;
  if (seconds === 0) return '0秒';
  const units: Array<[number, string]> = [
    [Math.floor(seconds / 86_400), '天'],
    [Math.floor((seconds % 86_400) / 3_600), '小时'],
    [Math.floor((seconds % 3_600) / 60), '分钟'],
    [seconds % 60, '秒'],
  ];
  return units
    .filter(([value]) => value > 0)
    .map(([value, unit]) => `${value}${unit}`)
    .join('');
}
