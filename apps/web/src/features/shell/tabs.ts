// The open-page tabs of seed 000 §2: "a default home tab; tabs persist across reloads. Closing
// all resets to the home tab; close-others keeps the home tab and the current page." Pure rules
// over the list kept in the app state (persisted under vuex-app); titles come from the routes.
import type { OpenTab } from '../../lib/app-state/app-state';

export const HOME_TAB_PATH = '/home';
export const HOME_TAB_TITLE = '首页';

/** The page a tab shows: its route path and title (the menu entry's title for menu routes). */
export interface TabPage {
  path: string;
  title: string;
  /** The route name; the path for runtime routes. */
  name?: string;
}

/** What the shell does after a rule: the new list, and where to go (null: stay). */
export interface TabChange {
  tabs: OpenTab[];
  navigateTo: string | null;
}

export function homeTab(selected = true): OpenTab {
  return { title: HOME_TAB_TITLE, name: 'home', path: HOME_TAB_PATH, selected };
}

/** Tabs are one per page; the router ignores case and a trailing slash, so do the tabs. */
export function tabKey(path: string): string {
  return (path.replace(/\/+$/, '') || '/').toLowerCase();
}

export const isHomeTab = (tab: Pick<OpenTab, 'path'>) => tabKey(tab.path) === tabKey(HOME_TAB_PATH);

/**
 * A usable list from whatever was saved: the home tab first and only once, one tab per page,
 * exactly one selected (the home tab when none is). Anything malformed is dropped.
 */
export function normalizeTabs(saved: readonly unknown[] | null | undefined): OpenTab[] {
  const seen = new Set<string>([tabKey(HOME_TAB_PATH)]);
  const rest: OpenTab[] = [];
  let homeSelected = false;
  for (const value of saved ?? []) {
    if (!isOpenTab(value)) continue;
    if (isHomeTab(value)) {
      homeSelected ||= value.selected;
      continue;
    }
    const key = tabKey(value.path);
    if (seen.has(key)) continue;
    seen.add(key);
    rest.push({ ...value });
  }
  const tabs = [homeTab(homeSelected), ...rest];
  const selected = tabs.filter((tab) => tab.selected);
  if (selected.length !== 1) {
    const keep = selected.at(-1) ?? tabs[0];
    for (const tab of tabs) tab.selected = tab === keep;
  }
  return tabs;
}

function isOpenTab(value: unknown): value is OpenTab {
  if (typeof value !== 'object' || value === null) return false;
  const tab = value as Record<string, unknown>;
  return (
    typeof tab.path === 'string' &&
    tab.path.startsWith('/') &&
    typeof tab.title === 'string' &&
    typeof tab.name === 'string' &&
    typeof tab.selected === 'boolean'
  );
}

/** Opening a page selects its tab, adding it at the end when it is not open; the title follows the route. */
export function openTab(tabs: readonly OpenTab[], page: TabPage): OpenTab[] {
  const key = tabKey(page.path);
  const list = normalizeTabs(tabs);
  const existing = list.find((tab) => tabKey(tab.path) === key);
  const next = list.map((tab) => ({ ...tab, selected: false }));
  if (existing) {
    return next.map((tab) =>
      tabKey(tab.path) === key
        ? { ...tab, title: isHomeTab(tab) ? tab.title : page.title, selected: true }
        : tab,
    );
  }
  return [...next, { title: page.title, name: page.name ?? page.path, path: page.path, selected: true }];
}

/**
 * Closing one tab (never the home tab). Closing the selected tab selects its left neighbour and
 * goes there.
 */
export function closeTab(tabs: readonly OpenTab[], path: string): TabChange {
  const list = normalizeTabs(tabs);
  const key = tabKey(path);
  const index = list.findIndex((tab) => tabKey(tab.path) === key);
  const closing = list[index];
  if (!closing || isHomeTab(closing)) return { tabs: list, navigateTo: null };
  const rest = list.filter((_, i) => i !== index);
  if (!closing.selected) return { tabs: rest, navigateTo: null };
  const neighbour = rest[Math.max(0, index - 1)] ?? rest[0];
  const next = rest.map((tab) => ({ ...tab, selected: tab === neighbour }));
  return { tabs: next, navigateTo: neighbour?.path ?? HOME_TAB_PATH };
}

/**
 * Close others: the home tab and the page `currentPath` stay, that page selected. From a tab's
 * context menu `currentPath` is that tab's page, and the shell goes there if it was elsewhere.
 */
export function closeOtherTabs(tabs: readonly OpenTab[], currentPath: string): TabChange {
  const list = normalizeTabs(tabs);
  const key = tabKey(currentPath);
  const wasSelected = list.find((tab) => tab.selected);
  const kept = list.filter((tab) => isHomeTab(tab) || tabKey(tab.path) === key);
  const current = kept.find((tab) => tabKey(tab.path) === key);
  if (!current) {
    // The current page has no tab (it should): only the home tab is left, so go there.
    return { tabs: [homeTab(true)], navigateTo: HOME_TAB_PATH };
  }
  const moved = wasSelected !== undefined && tabKey(wasSelected.path) !== key;
  return {
    tabs: kept.map((tab) => ({ ...tab, selected: tab === current })),
    navigateTo: moved ? current.path : null,
  };
}

/** Close all: only the home tab is left, selected, and the shell goes home. */
export function closeAllTabs(): TabChange {
  return { tabs: [homeTab(true)], navigateTo: HOME_TAB_PATH };
}
