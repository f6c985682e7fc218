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

/** The root entry's id (seed 000 §3): never shown, never a route. */
export const ROOT_MENU_ID = '0';
/** The entry type of a permission button (seed 000 §3). */
export const BUTTON_TYPE = 'button';
/** The entry type of a page (the fallback landing page is the first one, seed 000 §2). */
export const PAGE_TYPE = 'menu2';
/** openType of an entry that opens in a new browser window. */
export const NEW_WINDOW_OPEN_TYPE = '1';

const byOrder = (a: MenuEntry, b: MenuEntry) => a.orderby - b.orderby;
const isMenuType = (entry: MenuEntry) => entry.type.startsWith('menu');

/**
 * The top-level entries: the list without the root entry. A backend that nests the whole tree
 * under the root gives the root's children instead, so dropping the root never drops the menu.
 */
export function topLevelEntries(tree: readonly MenuEntry[]): MenuEntry[] {
  const top: MenuEntry[] = [];
  for (const entry of tree) {
    if (entry.id === ROOT_MENU_ID) top.push(...(entry.children ?? []));
    else top.push(entry);
  }
  return top.filter((entry) => entry.id !== ROOT_MENU_ID).sort(byOrder);
}

/**
 * Turns the menu tree of getPlatformMenuTree into what the shell needs (seed 000 §2, §3, §6):
 * the shown menu, the runtime routes, the button permission codes and the landing page.
 * One depth-first pass in menu order; each level is sorted once (and not copied when the
 * server already sent it in order), so a 5,000-entry tree takes about a millisecond.
 */
export function buildMenuModel(tree: readonly MenuEntry[]): MenuModel {
  const routes: MenuRoute[] = [];
  const buttonCodes = new Set<string>();
  const visibleUrls: string[] = [];
  let firstPage: string | null = null;

  /** Returns the entry as a menu item when it is shown in the menu, else null. */
  const visit = (entry: MenuEntry, topLevelId: string, parentShown: boolean): MenuItem | null => {
    if (entry.type === BUTTON_TYPE) {
      if (entry.permissionCode) buttonCodes.add(entry.permissionCode);
      return null;
    }
    const inMenu = parentShown && entry.isShow === '0' && isMenuType(entry);
    const url = entry.url ? entry.url : null;
    if (url !== null) {
      routes.push({
        path: url,
        title: entry.title,
        name: entry.name,
        component: entry.component ?? null,
        topLevelId,
        openType: entry.openType ?? null,
        shown: inMenu,
      });
      if (inMenu) {
        visibleUrls.push(url);
        if (firstPage === null && entry.type === PAGE_TYPE) firstPage = url;
      }
    }
    const children: MenuItem[] = [];
    const entries = entry.children;
    if (entries && entries.length > 0) {
      for (const child of inOrder(entries)) {
        const item = visit(child, topLevelId, inMenu);
        if (item) children.push(item);
      }
    }
    if (!inMenu) return null;
    return {
      id: entry.id,
      title: entry.title,
      name: entry.name,
      url,
      type: entry.type,
      openType: entry.openType ?? null,
      icon: { base64: entry.base64 ?? null, imagePosition: entry.imagePosition ?? null },
      children,
    };
  };

  const items: MenuItem[] = [];
  for (const entry of topLevelEntries(tree)) {
    const item = visit(entry, entry.id, true);
    if (item) items.push(item);
  }
  return { items, routes, buttonCodes: [...buttonCodes], firstPageUrl: firstPage, visibleUrls };
}

/** The list sorted by orderby (stable); the list itself when it is already in order. */
function inOrder(entries: readonly MenuEntry[]): readonly MenuEntry[] {
  for (let i = 1; i < entries.length; i++) {
    if (byOrder(entries[i - 1] as MenuEntry, entries[i] as MenuEntry) > 0) return [...entries].sort(byOrder);
  }
  return entries;
}

/** Every shown entry with a url, depth first in menu order. */
export function menuPages(items: readonly MenuItem[]): Array<MenuItem & { url: string }> {
  const pages: Array<MenuItem & { url: string }> = [];
  const walk = (list: readonly MenuItem[]) => {
    for (const item of list) {
      if (item.url) pages.push({ ...item, url: item.url });
      walk(item.children);
    }
  };
  walk(items);
  return pages;
}

/** The url of the first shown menu2 entry in menu order, or null. */
export function firstPageUrl(items: readonly MenuItem[]): string | null {
  for (const item of items) {
    if (item.url && item.type === PAGE_TYPE) return item.url;
    const nested = firstPageUrl(item.children);
    if (nested !== null) return nested;
  }
  return null;
}

/** The shown entry whose url is `path` (exact, as the menu gives it), or null. */
export function findMenuItemByUrl(items: readonly MenuItem[], path: string): MenuItem | null {
  for (const item of items) {
    if (item.url === path) return item;
    const nested = findMenuItemByUrl(item.children, path);
    if (nested) return nested;
  }
  return null;
}
