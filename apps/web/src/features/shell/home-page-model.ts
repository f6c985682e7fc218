// What the home page shows, from what the contract offers (no invented figures): a greeting for
// the time of day, today's date in Chinese, and the menu's main entries as shortcuts.
import { firstPageUrl, type MenuItem, menuPages } from '../../lib/menu/menu-model';

const WEEKDAYS = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'];

/** 早上好 before 11:00, 中午好 until 13:00, 下午好 until 18:00, 晚上好 otherwise (from 05:00). */
export function greetingFor(date: Date): string {
  const hour = date.getHours();
  if (hour >= 5 && hour < 11) return '早上好';
  if (hour >= 11 && hour < 13) return '中午好';
  if (hour >= 13 && hour < 18) return '下午好';
  return '晚上好';
}

/** e.g. 2025年3月12日 星期三 (local time). */
export function chineseDate(date: Date): string {
  return `${date.getFullYear()}年${date.getMonth() + 1}月${date.getDate()}日 ${WEEKDAYS[date.getDay()]}`;
}

export interface Shortcut {
  id: string;
  title: string;
  icon: MenuItem['icon'];
  /** Where the shortcut opens: the entry's own page or the first page under it. */
  url: string;
  openType: string | null;
  /** The pages under the entry (its own included), for the caption. */
  pageCount: number;
}

/**
 * One shortcut per top-level menu entry that leads to a page, in menu order, without the home
 * page itself.
 */
export function homeShortcuts(items: readonly MenuItem[], homePath: string): Shortcut[] {
  const home = homePath.toLowerCase();
  const shortcuts: Shortcut[] = [];
  for (const item of items) {
    const pages = menuPages([item]);
    const target = item.url ?? firstPageUrl(item.children) ?? pages[0]?.url ?? null;
    if (!target || target.toLowerCase() === home) continue;
    const opensWith = item.url ? item : (pages.find((page) => page.url === target) ?? item);
    shortcuts.push({
      id: item.id,
      title: item.title,
      icon: item.icon,
      url: target,
      openType: opensWith.openType,
      pageCount: pages.length,
    });
  }
  return shortcuts;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A date-time of the API (ISO 8601) in the platform's default format yyyy-MM-dd hh:mm:ss
 * (seed 000 §9; 24-hour), in local time; '' for none or an unreadable value.
 */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
