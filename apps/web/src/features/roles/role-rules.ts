// 角色管理's rules (issue 15; seed 000 §6 the rights): the configured list's rows, the form's values
// as the save body with the gateway's checks (same words, mocks/menu-rules.ts), and the grant tree:
// the menu as checkable nodes where checking an entry checks the directories above it and
// unchecking one unchecks what is below it — what the gateway grants (grantRoleMenus). Pure.
import type { Schemas } from '@jt/api-contract';
import { roleCodeProblem, roleNameProblem } from '@jt/mocks/menu-rules';

export type Role = Schemas['Role'];
export type RoleSave = Schemas['RoleSave'];
type MenuEntry = Schemas['MenuEntry'];

export const ROLES_ROUTE = '/system/role';
const ROOT_ID = '0';

/** The menu's button codes of 角色管理 (seed 000 §6). */
export const ROLE_BUTTONS = {
  add: 'role:add',
  edit: 'role:edit',
  delete: 'role:delete',
  grant: 'role:grant',
} as const;

/** The columns the gateway sorts by (the others show no sorter). */
export const SORTABLE_COLUMNS: ReadonlySet<string> = new Set(['name', 'code', 'userCount', 'createTime']);

export const ROLE_TEXTS = {
  title: '角色管理',
  add: '新增角色',
  edit: '编辑',
  delete: '删除',
  grant: '分配权限',
  actions: '操作',
  formAdd: '新增角色',
  formEdit: '编辑角色',
  grantTitle: (name: string) => `分配权限：${name}`,
  builtIn: '内置',
  custom: '自定义',
  saved: '保存成功',
  deleted: '删除成功',
  granted: '权限已保存，该角色的用户下次登录时生效',
  saveFailed: '保存失败',
  deleteFailed: '删除失败',
  grantFailed: '分配权限失败',
  loadFailed: '菜单读取失败',
  deleteConfirm: (name: string) => `确定删除角色「${name}」吗？`,
  grantHint: '勾选菜单和按钮：勾选一项时其上级目录随之勾选，取消一项时其下级随之取消。',
  hiddenMark: '（隐藏）',
  fields: { name: '角色名称', code: '角色编码', remark: '备注' },
} as const;

// A type, not an interface: the form modal wants a Record.
export type RoleFormValues = { name: string; code: string; remark: string };

export function roleValues(role: Pick<Role, 'name' | 'code' | 'remark'> | null): RoleFormValues {
  return { name: role?.name ?? '', code: role?.code ?? '', remark: role?.remark ?? '' };
}

/** saveRole's body. */
export function roleSave(values: RoleFormValues, id?: string): RoleSave {
  const remark = values.remark.trim();
  return {
    ...(id === undefined ? {} : { id }),
    name: values.name.trim(),
    code: values.code.trim(),
    remark: remark === '' ? null : remark,
  };
}

/** The message of each field the gateway would refuse for its shape (uniqueness is the gateway's). */
export function roleFieldErrors(values: RoleFormValues): Partial<Record<'name' | 'code', string>> {
  const errors: Partial<Record<'name' | 'code', string>> = {};
  const name = roleNameProblem(values.name);
  const code = roleCodeProblem(values.code);
  if (name) errors.name = name;
  if (code) errors.code = code;
  return errors;
}

/** One node of the grant tree (Semi Tree's treeData). */
export interface GrantNode {
  key: string;
  value: string;
  label: string;
  children?: GrantNode[];
}

/** The menu as the grant tree: buttons with their code, hidden pages marked; the root entry left out. */
export function grantTree(tree: readonly MenuEntry[]): GrantNode[] {
  const node = (entry: MenuEntry): GrantNode => {
    const label =
      entry.type === 'button'
        ? `${entry.title}（${entry.permissionCode ?? ''}）`
        : `${entry.title}${entry.isShow === '1' ? ROLE_TEXTS.hiddenMark : ''}`;
    const children = (entry.children ?? []).map(node);
    return children.length > 0
      ? { key: entry.id, value: entry.id, label, children }
      : { key: entry.id, value: entry.id, label };
  };
  const top = tree.flatMap((entry) => (entry.id === ROOT_ID ? (entry.children ?? []) : [entry]));
  return top.map(node);
}

/**
 * The ticked entries after a change from `before` to `after` (both as Semi's unrelated checks
 * give them): a newly ticked entry brings the directories above it, an unticked one takes what is
 * below it. In the tree's order.
 */
export function nextGrant(
  nodes: readonly GrantNode[],
  before: readonly string[],
  after: readonly string[],
): string[] {
  const parent = new Map<string, string | null>();
  const below = new Map<string, string[]>();
  const order: string[] = [];
  const walk = (list: readonly GrantNode[], parentKey: string | null): string[] =>
    list.flatMap((node) => {
      parent.set(node.key, parentKey);
      order.push(node.key);
      const descendants = walk(node.children ?? [], node.key);
      below.set(node.key, descendants);
      return [node.key, ...descendants];
    });
  walk(nodes, null);
  const was = new Set(before);
  const now = new Set(after);
  const result = new Set(after);
  for (const key of now) {
    if (was.has(key)) continue;
    for (let up = parent.get(key) ?? null; up !== null; up = parent.get(up) ?? null) result.add(up);
  }
  for (const key of was) {
    if (now.has(key)) continue;
    for (const down of below.get(key) ?? []) result.delete(down);
  }
  return order.filter((key) => result.has(key));
}
