// 菜单配置's changes to the stored menu tree (contract saveMenuEntry, deleteMenuEntry,
// moveMenuEntry), as pure functions over the flat records: each answers the records to write or
// the refusal in the words of mocks/menu-rules.ts. The domain writes what they answer.

import type { components } from '@jt/api-contract';
import {
  MENU_RULE_TEXTS,
  menuTitleProblem,
  menuUrlProblem,
  permissionCodeProblem,
  ROLE_RULE_TEXTS,
} from '@jt/mocks/menu-rules';
import { MENU_ROOT_ID } from '@jt/mocks/menu-tree';
import type { MenuRecord } from '../config/menu-entries';

export type MenuEntrySave = components['schemas']['MenuEntrySave'];
export type Outcome<T> = { ok: true; value: T } | { ok: false; reason: string };

const refuse = (reason: string): { ok: false; reason: string } => ({ ok: false, reason });

/** Paths match as the route registry matches them: case-insensitive, trailing '/' optional. */
const samePath = (a: string, b: string) =>
  a.replace(/\/+$/, '').toLowerCase() === b.replace(/\/+$/, '').toLowerCase();

/** A route name from a url: '/system/holiday-params' → 'systemHolidayParams'. */
export function nameFromUrl(url: string): string {
  const words = url.split(/[/\-_]+/).filter(Boolean);
  return words.map((word, i) => (i === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1))).join('');
}

const nextId = (records: readonly MenuRecord[]) =>
  String(Math.max(0, ...records.map((record) => Number(record.id) || 0)) + 1);

const lastOrder = (records: readonly MenuRecord[], parentId: string, except?: string) =>
  Math.max(0, ...records.filter((r) => r.parentId === parentId && r.id !== except).map((r) => r.orderby));

/** Whether `id` is `ancestorId` or sits somewhere below it. */
function isWithin(records: readonly MenuRecord[], id: string, ancestorId: string): boolean {
  const byId = new Map(records.map((record) => [record.id, record]));
  const seen = new Set<string>();
  let current: string | undefined = id;
  while (current !== undefined && !seen.has(current)) {
    if (current === ancestorId) return true;
    seen.add(current);
    current = byId.get(current)?.parentId;
  }
  return false;
}

/** The record a save writes (a new one, or the changed one), or why not. */
export function savedEntry(records: readonly MenuRecord[], input: MenuEntrySave): Outcome<MenuRecord> {
  const byId = new Map(records.map((record) => [record.id, record]));
  if (input.id === MENU_ROOT_ID) return refuse(MENU_RULE_TEXTS.root);
  const existing = input.id === undefined ? undefined : byId.get(input.id);
  if (input.id !== undefined && !existing) return refuse(MENU_RULE_TEXTS.missing);
  if (existing && existing.type !== input.type) return refuse(MENU_RULE_TEXTS.typeChanged);

  const titleProblem = menuTitleProblem(input.title);
  if (titleProblem) return refuse(titleProblem);

  const parent = byId.get(input.parentId);
  if (!parent) return refuse(MENU_RULE_TEXTS.parentMissing);
  if (input.type === 'button') {
    if (parent.type !== 'menu1' && parent.type !== 'menu2') return refuse(MENU_RULE_TEXTS.buttonParent);
  } else if (parent.type !== 'root' && parent.type !== 'menu1') {
    return refuse(MENU_RULE_TEXTS.pageParent);
  }
  if (existing && isWithin(records, parent.id, existing.id)) return refuse(MENU_RULE_TEXTS.parentCycle);

  const others = records.filter((record) => record.id !== existing?.id);
  let url: string | null = null;
  let permissionCode: string | null = null;
  if (input.type === 'menu2') {
    const urlProblem = menuUrlProblem(input.url);
    if (urlProblem) return refuse(urlProblem);
    url = (input.url ?? '').trim();
    const owner = others.find(
      (record) => record.type === 'menu2' && record.url && samePath(record.url, url ?? ''),
    );
    if (owner) return refuse(MENU_RULE_TEXTS.urlTaken(url, owner.title));
  }
  if (input.type === 'button') {
    const codeProblem = permissionCodeProblem(input.permissionCode);
    if (codeProblem) return refuse(codeProblem);
    permissionCode = (input.permissionCode ?? '').trim();
    const owner = others.find(
      (record) => record.type === 'button' && record.permissionCode === permissionCode,
    );
    if (owner) return refuse(MENU_RULE_TEXTS.codeTaken(permissionCode, owner.title));
  }

  const id = existing?.id ?? nextId(records);
  const name = input.name?.trim() || existing?.name || (url ? nameFromUrl(url) : `menu${id}`);
  const moved = !existing || existing.parentId !== parent.id;
  return {
    ok: true,
    value: {
      id,
      parentId: parent.id,
      name,
      title: input.title.trim(),
      type: input.type,
      url,
      component: input.type === 'menu2' ? (existing?.component ?? name) : null,
      isShow: input.isShow,
      orderby: moved ? lastOrder(records, parent.id, id) + 1 : existing.orderby,
      openType: input.type === 'menu2' ? (input.openType ?? '0') : null,
      imagePosition: existing?.imagePosition ?? null,
      base64: existing?.base64 ?? null,
      permissionCode,
    },
  };
}

/** Whether the entry may be deleted: it exists, is not the root and has nothing below it. */
export function deletable(records: readonly MenuRecord[], id: string): Outcome<MenuRecord> {
  if (id === MENU_ROOT_ID) return refuse(MENU_RULE_TEXTS.root);
  const entry = records.find((record) => record.id === id);
  if (!entry) return refuse(MENU_RULE_TEXTS.missing);
  if (records.some((record) => record.parentId === id))
    return refuse(MENU_RULE_TEXTS.hasChildren(entry.title));
  return { ok: true, value: entry };
}

/** The siblings whose orderby changes when `id` takes `position` (1 = first) among them. */
export function movedSiblings(
  records: readonly MenuRecord[],
  id: string,
  position: number,
): Outcome<MenuRecord[]> {
  if (id === MENU_ROOT_ID) return refuse(MENU_RULE_TEXTS.root);
  const entry = records.find((record) => record.id === id);
  if (!entry) return refuse(MENU_RULE_TEXTS.missing);
  const siblings = records
    .filter((record) => record.parentId === entry.parentId && record.id !== id)
    .sort((a, b) => a.orderby - b.orderby || Number(a.id) - Number(b.id));
  siblings.splice(Math.min(position - 1, siblings.length), 0, entry);
  const changed = siblings.flatMap((record, index) =>
    record.orderby === index + 1 ? [] : [{ ...record, orderby: index + 1 }],
  );
  return { ok: true, value: changed };
}

/** The ids granted with `ids`: each entry's directories up to the root, unknown ids refused. */
export function grantClosure(records: readonly MenuRecord[], ids: readonly string[]): Outcome<string[]> {
  const byId = new Map(records.map((record) => [record.id, record]));
  const granted = new Set<string>();
  for (const id of ids) {
    if (id === MENU_ROOT_ID || !byId.has(id)) return refuse(ROLE_RULE_TEXTS.unknownEntry(id));
    let current = byId.get(id);
    while (current && current.id !== MENU_ROOT_ID && !granted.has(current.id)) {
      granted.add(current.id);
      current = byId.get(current.parentId);
    }
  }
  return { ok: true, value: records.filter((record) => granted.has(record.id)).map((record) => record.id) };
}
