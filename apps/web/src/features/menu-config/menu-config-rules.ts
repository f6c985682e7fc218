// 菜单配置's rules (issue 15; seed 000 §3 the entry's fields, §6 the rights): the administered tree
// as table rows, the form's values as the save body, the checks the gateway makes (in the same
// words, mocks/menu-rules.ts) caught at the field first, and where an entry may move. Pure.
import type { Schemas } from '@jt/api-contract';
import {
  MENU_RULE_TEXTS,
  menuTitleProblem,
  menuUrlProblem,
  permissionCodeProblem,
} from '@jt/mocks/menu-rules';

export type MenuEntry = Schemas['MenuEntry'];
export type MenuEntrySave = Schemas['MenuEntrySave'];
export type MenuEntryType = Schemas['MenuEntryType'];

export const MENU_CONFIG_ROUTE = '/system/menu';
export const ROOT_ID = '0';

/** The menu's button codes of 菜单配置 (seed 000 §6). */
export const MENU_BUTTONS = { add: 'menu:add', edit: 'menu:edit', delete: 'menu:delete' } as const;

export const MENU_TEXTS = {
  title: '菜单配置',
  addTop: '新增顶级菜单',
  addChild: '新增下级',
  edit: '编辑',
  delete: '删除',
  up: '上移',
  down: '下移',
  actions: '操作',
  formAdd: '新增菜单',
  formEdit: '编辑菜单',
  saveFailed: '保存失败',
  deleteFailed: '删除失败',
  moveFailed: '调整顺序失败',
  loadFailed: '菜单读取失败',
  saved: '保存成功',
  deleted: '删除成功',
  deleteConfirm: (title: string) => `确定删除「${title}」吗？拥有它的角色将同时失去它。`,
  shown: '显示',
  hidden: '隐藏',
  tab: '标签页',
  newWindow: '新窗口',
  rootParent: '根目录',
  columns: {
    title: '菜单名称',
    type: '类型',
    target: '路由地址 / 权限标识',
    show: '显示',
    open: '打开方式',
    order: '排序',
  },
  fields: {
    parentId: '上级菜单',
    type: '菜单类型',
    title: '菜单名称',
    url: '路由地址',
    openType: '打开方式',
    permissionCode: '权限标识',
    hidden: '在菜单中隐藏',
  },
  nextSignIn: '账号下次登录时菜单随之变化',
} as const;

export const TYPE_LABELS: Readonly<Record<MenuEntryType, string>> = {
  menu1: '目录',
  menu2: '页面',
  button: '按钮',
};

/** The entry as a row of the tree table: leaves without `children` (no expand icon). */
export type MenuRow = Omit<MenuEntry, 'children'> & { children?: MenuRow[] };

/** The administered tree (listMenuEntries) as table rows: the root entry's place taken by its children. */
export function menuRows(tree: readonly MenuEntry[]): MenuRow[] {
  const row = (entry: MenuEntry): MenuRow => {
    const { children, ...rest } = entry;
    return children && children.length > 0 ? { ...rest, children: children.map(row) } : rest;
  };
  return tree.filter((entry) => entry.id !== ROOT_ID).map(row);
}

/** Every entry of the tree, depth first (the root entry included when the tree has it). */
export function flatEntries(tree: readonly MenuEntry[]): MenuEntry[] {
  return tree.flatMap((entry) => [entry, ...flatEntries(entry.children ?? [])]);
}

// A type, not an interface: the form modal wants a Record.
export type MenuFormValues = {
  parentId: string;
  type: MenuEntryType;
  title: string;
  url: string;
  permissionCode: string;
  hidden: boolean;
  newWindow: boolean;
};

/** A new entry's values under `parent` (null = top level): a page under a directory, a button under a page. */
export function newEntryValues(parent: Pick<MenuEntry, 'id' | 'type'> | null): MenuFormValues {
  return {
    parentId: parent?.id ?? ROOT_ID,
    type: parent?.type === 'menu2' ? 'button' : parent ? 'menu2' : 'menu1',
    title: '',
    url: '',
    permissionCode: '',
    hidden: false,
    newWindow: false,
  };
}

/** The form's values of an entry. */
export function entryValues(entry: MenuEntry): MenuFormValues {
  return {
    parentId: entry.parentId,
    type: entry.type as MenuEntryType,
    title: entry.title,
    url: entry.url ?? '',
    permissionCode: entry.permissionCode ?? '',
    hidden: entry.isShow === '1',
    newWindow: entry.openType === '1',
  };
}

/** saveMenuEntry's body: only what the type has (a page's url and open type, a button's code). */
export function menuEntrySave(values: MenuFormValues, id?: string): MenuEntrySave {
  return {
    ...(id === undefined ? {} : { id }),
    parentId: values.parentId,
    type: values.type,
    title: values.title.trim(),
    isShow: values.hidden ? '1' : '0',
    url: values.type === 'menu2' ? values.url.trim() : null,
    openType: values.type === 'menu2' ? (values.newWindow ? '1' : '0') : null,
    permissionCode: values.type === 'button' ? values.permissionCode.trim() : null,
  };
}

const samePath = (a: string, b: string) =>
  a.replace(/\/+$/, '').toLowerCase() === b.replace(/\/+$/, '').toLowerCase();

/** The message of each field the gateway would refuse (empty: none), the tree's other entries consulted. */
export function menuFieldErrors(
  values: MenuFormValues,
  entries: readonly MenuEntry[],
  editingId?: string,
): Partial<Record<'title' | 'url' | 'permissionCode', string>> {
  const errors: Partial<Record<'title' | 'url' | 'permissionCode', string>> = {};
  const others = entries.filter((entry) => entry.id !== editingId);
  const title = menuTitleProblem(values.title);
  if (title) errors.title = title;
  if (values.type === 'menu2') {
    const url = values.url.trim();
    const owner = others.find((e) => e.type === 'menu2' && e.url && samePath(e.url, url));
    const problem = menuUrlProblem(url) ?? (owner ? MENU_RULE_TEXTS.urlTaken(url, owner.title) : null);
    if (problem) errors.url = problem;
  }
  if (values.type === 'button') {
    const code = values.permissionCode.trim();
    const owner = others.find((e) => e.type === 'button' && e.permissionCode === code);
    const problem =
      permissionCodeProblem(code) ?? (owner ? MENU_RULE_TEXTS.codeTaken(code, owner.title) : null);
    if (problem) errors.permissionCode = problem;
  }
  return errors;
}

/**
 * Where an entry of `type` may sit, as select options labelled with their path: the root and the
 * directories for a directory or page, directories and pages for a button; never the edited
 * entry itself or anything below it.
 */
export function parentOptions(
  tree: readonly MenuEntry[],
  type: MenuEntryType,
  editingId?: string,
): Array<{ label: string; value: string }> {
  const options: Array<{ label: string; value: string }> = [];
  if (type !== 'button') options.push({ label: MENU_TEXTS.rootParent, value: ROOT_ID });
  const walk = (entries: readonly MenuEntry[], path: string) => {
    for (const entry of entries) {
      if (entry.id === ROOT_ID || entry.id === editingId) continue;
      const label = path ? `${path} / ${entry.title}` : entry.title;
      const holds =
        type === 'button' ? entry.type === 'menu1' || entry.type === 'menu2' : entry.type === 'menu1';
      if (holds) options.push({ label, value: entry.id });
      walk(entry.children ?? [], label);
    }
  };
  walk(tree, '');
  return options;
}

/** The position (1 = first) an entry moves to one place up or down among its siblings, or null at the end. */
export function movePosition(
  tree: readonly MenuEntry[],
  id: string,
  direction: 'up' | 'down',
): number | null {
  const entry = flatEntries(tree).find((e) => e.id === id);
  if (!entry) return null;
  const siblings =
    entry.parentId === ROOT_ID
      ? tree.filter((e) => e.id !== ROOT_ID)
      : (flatEntries(tree).find((e) => e.id === entry.parentId)?.children ?? []);
  const index = siblings.findIndex((e) => e.id === id);
  const target = direction === 'up' ? index - 1 : index + 1;
  return target < 0 || target >= siblings.length ? null : target + 1;
}
