// The tenant's departments (listDepartments answers them flat, parentId linking them) as the tree
// 部门管理's table and the user form's department select show, apart from React.
import type { Schemas } from '@jt/api-contract';

export type Department = Schemas['Department'];

/** The button codes of 部门管理's entries in the menu tree (seed 000 §6); 新增下级 adds one. */
export const DEPARTMENT_BUTTONS = { add: 'dept:add', edit: 'dept:edit', delete: 'dept:delete' } as const;

export interface DepartmentNode extends Department {
  children?: DepartmentNode[];
}

/** The tree under "0", siblings by orderNum; a department whose parent is missing stays on top. */
export function departmentTree(departments: readonly Department[]): DepartmentNode[] {
  const ids = new Set(departments.map((dept) => dept.id));
  const byParent = new Map<string, Department[]>();
  for (const dept of departments) {
    const parent = ids.has(dept.parentId) ? dept.parentId : '0';
    byParent.set(parent, [...(byParent.get(parent) ?? []), dept]);
  }
  const build = (parent: string, seen: ReadonlySet<string>): DepartmentNode[] =>
    [...(byParent.get(parent) ?? [])]
      .sort((a, b) => a.orderNum - b.orderNum)
      .filter((dept) => !seen.has(dept.id))
      .map((dept) => {
        const children = build(dept.id, new Set([...seen, dept.id]));
        return children.length > 0 ? { ...dept, children } : { ...dept };
      });
  return build('0', new Set());
}

export interface TreeOption {
  label: string;
  value: string;
  key: string;
  children?: TreeOption[];
  disabled?: boolean;
}

/** The tree as Semi TreeSelect options; `excluded` (a department being moved) and what is under it cannot be chosen. */
export function departmentOptions(tree: readonly DepartmentNode[], excluded?: string): TreeOption[] {
  return tree.map((node) => {
    const off = node.id === excluded;
    const children = node.children ? departmentOptions(node.children, off ? node.id : excluded) : undefined;
    const option: TreeOption = { label: node.deptName, value: node.id, key: node.id };
    if (off) option.disabled = true;
    if (children) option.children = off ? disableAll(children) : children;
    return option;
  });
}

function disableAll(options: readonly TreeOption[]): TreeOption[] {
  return options.map((option) => ({
    ...option,
    disabled: true,
    ...(option.children ? { children: disableAll(option.children) } : {}),
  }));
}
