// /userConfig's rules: what the app keeps for the signed-in user — the table columns chosen per
// route (jt-table-columns) and the open page tabs (vuex-app) — described for the list, and the
// reset of each. Pure, tested directly.
import type { OpenTab } from '../../lib/app-state/app-state';
import type { ChoiceSummary } from '../../ui/table/column-choices';
import { closeOtherTabs, isHomeTab, type TabChange, tabKey } from '../shell/tabs';

export const USER_CONFIG_PATH = '/userConfig';

export const USER_CONFIG_TEXTS = {
  title: '个人设置',
  account: '个人资料与密码',
  columns: '表格列偏好',
  columnsIntro: '您在各页面表格中调整的列（显示/隐藏、顺序、宽度），仅保存在本浏览器，退出登录时清除。',
  noColumns: '暂无保存的表格列偏好',
  tabs: '页签',
  tabsIntro: '刷新后保留的已打开页签（首页页签始终保留）。',
  noTabs: '除首页和本页外没有保存的页签',
  reset: '恢复默认',
  resetAll: '全部恢复默认',
  resetTabs: '只保留首页和本页',
  columnsReset: '已恢复默认列',
  tabsReset: '已重置页签',
} as const;

/** One kept column choice in words, e.g. 隐藏2列；调整了列顺序；调整了1列宽度. */
export function describeChoice(summary: ChoiceSummary): string {
  const parts: string[] = [];
  if (summary.hidden.length > 0) parts.push(`隐藏${summary.hidden.length}列（${summary.hidden.join('、')}）`);
  if (summary.order.length > 0) parts.push('调整了列顺序');
  const resized = Object.keys(summary.widths).length;
  if (resized > 0) parts.push(`调整了${resized}列宽度`);
  return parts.length > 0 ? parts.join('；') : '与默认相同';
}

/** The tabs kept besides the home tab (the home tab is always there). */
export function keptTabs(tabs: readonly OpenTab[]): OpenTab[] {
  return tabs.filter((tab) => !isHomeTab(tab));
}

/** Reset from this page: the home tab and this page's tab stay (the shell's close-others rule). */
export function resetTabs(tabs: readonly OpenTab[]): TabChange {
  return closeOtherTabs(tabs, USER_CONFIG_PATH);
}

/**
 * A table's page title for the list: the menu route's or an open tab's title for that path (the
 * router ignores case and a trailing slash, so does this), else the path itself.
 */
export function routeTitle(route: string, known: ReadonlyArray<{ path: string; title: string }>): string {
  const key = tabKey(route);
  return known.find((page) => tabKey(page.path) === key)?.title || route;
}
