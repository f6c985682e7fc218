// Which menu entries are active for a path, for the sidebar and the top menu: the entry whose url
// is the path (selected), its ancestors (open), and its top-level entry (the top menu's choice).
import type { MenuItem } from '../../lib/menu/menu-model';

const key = (path: string) => (path.replace(/\/+$/, '') || '/').toLowerCase();

/** The chain of entries from the top level down to the entry whose url is `path`, or []. */
export function menuTrail(items: readonly MenuItem[], path: string): MenuItem[] {
  const target = key(path);
  const search = (list: readonly MenuItem[], trail: MenuItem[]): MenuItem[] | null => {
    for (const item of list) {
      const here = [...trail, item];
      if (item.url && key(item.url) === target) return here;
      const found = search(item.children, here);
      if (found) return found;
    }
    return null;
  };
  return search(items, []) ?? [];
}

export interface ActiveMenu {
  /** The id of the entry shown as selected, or null. */
  selectedId: string | null;
  /** The ids of the groups above it (opened in the sidebar). */
  openIds: string[];
  /** The id of its top-level entry, or null. */
  topLevelId: string | null;
}

export function activeMenu(items: readonly MenuItem[], path: string): ActiveMenu {
  const trail = menuTrail(items, path);
  const selected = trail.at(-1);
  return {
    selectedId: selected?.id ?? null,
    openIds: trail.slice(0, -1).map((item) => item.id),
    topLevelId: trail[0]?.id ?? null,
  };
}

/** Every entry by id (what the menu's select event gives back is an id). */
export function indexMenu(items: readonly MenuItem[]): Map<string, MenuItem> {
  const index = new Map<string, MenuItem>();
  const walk = (list: readonly MenuItem[]) => {
    for (const item of list) {
      index.set(item.id, item);
      walk(item.children);
    }
  };
  walk(items);
  return index;
}

/**
 * With the top menu on, the sidebar shows the children of the chosen top-level entry; a
 * top-level page without children shows nothing there.
 */
export function sidebarItems(
  items: readonly MenuItem[],
  topMenuEnabled: boolean,
  topLevelId: string | null,
): readonly MenuItem[] {
  if (!topMenuEnabled) return items;
  return items.find((item) => item.id === topLevelId)?.children ?? [];
}
