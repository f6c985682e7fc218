import type { components } from '@jt/api-contract';

export type MenuEntry = components['schemas']['MenuEntry'];

/** One shown entry of the menu, ready to render. */
export interface MenuItem {
  id: string;
  title: string;
  name: string;
  /** The route path; null for groups. */
  url: string | null;
  type: string;
  /** '1' opens in a new browser window, otherwise in the shell's tabs. */
  openType: string | null;
  icon: { base64: string | null; imagePosition: string | null };
  children: MenuItem[];
}

/** A route built from a menu entry with a url: path = url, title = entry title. */
export interface MenuRoute {
  path: string;
  title: string;
  name: string;
  component: string | null;
  /** The top-level entry the route sits under (nested entries are flattened under it). */
  topLevelId: string;
  openType: string | null;
  /** Whether the entry is shown in the menu (hidden entries still get their route). */
  shown: boolean;
}

export interface MenuModel {
  /** Menu-type entries with isShow '0', sorted by orderby, the root entry dropped. */
  items: MenuItem[];
  /** Every entry with a url, in menu order. */
  routes: MenuRoute[];
  /** Permission codes of every button entry. */
  buttonCodes: string[];
  /** The url of the first shown menu2 entry in menu order (the fallback landing page). */
  firstPageUrl: string | null;
  /** The urls of the shown menu entries. */
  visibleUrls: string[];
}

const ROOT_ID = '0';
const byOrder = (a: MenuEntry, b: MenuEntry) => a.orderby - b.orderby;

/**
 * Turns the menu tree of getPlatformMenuTree into what the shell needs (seed 000 §2, §3, §6):
 * the shown menu, the runtime routes, the button permission codes and the landing page.
 */
export function buildMenuModel(tree: readonly MenuEntry[]): MenuModel {
  const top = tree.filter((entry) => entry.id !== ROOT_ID).sort(byOrder);
  const routes: MenuRoute[] = [];
  const buttonCodes = new Set<string>();

  const collect = (entry: MenuEntry, topLevelId: string, parentShown: boolean) => {
    const shown = parentShown && entry.isShow === '0';
    if (entry.type === 'button') {
      if (entry.permissionCode) buttonCodes.add(entry.permissionCode);
    } else if (entry.url) {
      routes.push({
        path: entry.url,
        title: entry.title,
        name: entry.name,
        component: entry.component ?? null,
        topLevelId,
        openType: entry.openType ?? null,
        shown: shown && entry.type.startsWith('menu'),
      });
    }
    for (const child of [...(entry.children ?? [])].sort(byOrder)) collect(child, topLevelId, shown);
  };
  for (const entry of top) collect(entry, entry.id, true);

  const toItem = (entry: MenuEntry): MenuItem => ({
    id: entry.id,
    title: entry.title,
    name: entry.name,
    url: entry.url ?? null,
    type: entry.type,
    openType: entry.openType ?? null,
    icon: { base64: entry.base64 ?? null, imagePosition: entry.imagePosition ?? null },
    children: shownMenuEntries(entry.children ?? []).map(toItem),
  });
  const items = shownMenuEntries(top).map(toItem);

  const visibleUrls: string[] = [];
  let firstPageUrl: string | null = null;
  const walk = (list: MenuItem[]) => {
    for (const item of list) {
      if (item.url) {
        visibleUrls.push(item.url);
        if (firstPageUrl === null && item.type === 'menu2') firstPageUrl = item.url;
      }
      walk(item.children);
    }
  };
  walk(items);

  return { items, routes, buttonCodes: [...buttonCodes], firstPageUrl, visibleUrls };
}

/** Only menu-type entries with isShow '0' appear in the menu, sorted by orderby. */
function shownMenuEntries(entries: readonly MenuEntry[]): MenuEntry[] {
  return entries.filter((entry) => entry.type.startsWith('menu') && entry.isShow === '0').sort(byOrder);
}
