import type { components } from '@jt/api-contract';
import { MENU_ROOT_ID, menuRoot, type SeedMenuEntry, seedMenuTree } from '@jt/mocks/menu-tree';
import type { MenuAccess } from '../roles';
import type { Collection, MockStore } from '../store/mock-store';

export type MenuEntry = components['schemas']['MenuEntry'];

/**
 * One stored menu entry: the tree is kept flat (by id, linked by parentId) so 菜单配置 and QA can
 * edit entries. Who sees an entry is the roles' business (../roles.ts), not the entry's.
 */
export type MenuRecord = Omit<SeedMenuEntry, 'children' | 'roles'>;

function flatten(entries: readonly SeedMenuEntry[]): MenuRecord[] {
  return entries.flatMap(({ children, roles: _roles, ...record }) => [record, ...flatten(children)]);
}

/** The menu entries of the mock's store, seeded from mocks/menu-tree.ts. */
export function menuRecords(store: MockStore): Collection<MenuRecord> {
  return store.collection<MenuRecord>('menuEntries', () =>
    Object.fromEntries(flatten([{ ...menuRoot, children: [] }, ...seedMenuTree]).map((r) => [r.id, r])),
  );
}

/**
 * The tree a user with this access sees below `resourceId` (seed 000 §6, contract
 * getPlatformMenuTree). An entry is visible when the user's roles grant it (the admin role grants
 * all) and the entry above it is visible; a group left without visible entries is dropped. For
 * '0' the answer is the root entry (children empty, as the backend lists it) followed by the
 * top-level entries, or an empty list when nothing is visible.
 */
export function menuTreeFor(
  records: readonly MenuRecord[],
  access: MenuAccess,
  resourceId: string,
  /** 菜单配置 lists a directory that has nothing below it yet; the shell's menu drops it. */
  { keepEmptyGroups = false }: { keepEmptyGroups?: boolean } = {},
): MenuEntry[] {
  const byParent = new Map<string, MenuRecord[]>();
  for (const record of records) {
    if (record.id === MENU_ROOT_ID) continue;
    const siblings = byParent.get(record.parentId) ?? [];
    siblings.push(record);
    byParent.set(record.parentId, siblings);
  }
  const holds = (record: MenuRecord) => access.all || access.granted.has(record.id);

  const visibleChildren = (parentId: string, seen: Set<string>): MenuEntry[] =>
    [...(byParent.get(parentId) ?? [])]
      .sort((a, b) => a.orderby - b.orderby)
      .flatMap((record) => {
        // A cycle in edited data must not hang the call.
        if (seen.has(record.id)) return [];
        if (!holds(record)) return [];
        const children = visibleChildren(record.id, new Set(seen).add(record.id));
        if (record.type === 'menu1' && children.length === 0 && !keepEmptyGroups) return [];
        return [answer(record, children)];
      });

  const top = visibleChildren(MENU_ROOT_ID, new Set([MENU_ROOT_ID]));
  if (resourceId === MENU_ROOT_ID) {
    const root = records.find((record) => record.id === MENU_ROOT_ID);
    return top.length === 0 || !root ? top : [answer(root, []), ...top];
  }
  return findIn(top, resourceId)?.children ?? [];
}

/** The permission codes of the buttons a user with this access sees (seed 000 §6). */
export function heldPermissionCodes(records: readonly MenuRecord[], access: MenuAccess): ReadonlySet<string> {
  const held = new Set<string>();
  const walk = (entries: readonly MenuEntry[]) => {
    for (const entry of entries) {
      if (entry.type === 'button' && entry.permissionCode) held.add(entry.permissionCode);
      walk(entry.children ?? []);
    }
  };
  walk(menuTreeFor(records, access, MENU_ROOT_ID));
  return held;
}

function findIn(entries: readonly MenuEntry[], id: string): MenuEntry | null {
  for (const entry of entries) {
    if (entry.id === id) return entry;
    const inner = findIn(entry.children ?? [], id);
    if (inner) return inner;
  }
  return null;
}

/** The entry as the backend answers it: the contract's fields, without the mock's roles. */
function answer(record: MenuRecord, children: MenuEntry[]): MenuEntry {
  return {
    id: record.id,
    parentId: record.parentId,
    name: record.name,
    title: record.title,
    type: record.type,
    url: record.url,
    component: record.component,
    isShow: record.isShow,
    orderby: record.orderby,
    openType: record.openType,
    imagePosition: record.imagePosition,
    base64: record.base64,
    permissionCode: record.permissionCode,
    children,
  };
}
