// The tenants' departments (系统管理 › 部门管理) in the mock's store, seeded from the accounts'
// departments (mocks/accounts.ts), and their rules apart from Fastify: a name unique among its
// siblings, a parent of the same tenant that is not the department itself or one below it, and
// no deletion while sub-departments or users remain. User administration reads the names here,
// so a renamed department is what the users' deptName says.
import { seedAccounts, seedDepartments } from '@jt/mocks/accounts';
import type { Collection, MockStore } from './store/mock-store';

export interface DepartmentRecord {
  id: string;
  tenantAccount: string;
  /** '0' for a top-level department. */
  parentId: string;
  deptName: string;
  orderNum: number;
  leader: string | null;
  phone: string | null;
}

export const ROOT_DEPARTMENT = '0';

export const DEPARTMENT_REFUSALS = {
  missing: '部门不存在或已删除',
  blankName: '部门名称不能为空',
  duplicateName: '同级部门名称已存在',
  noParent: '上级部门不存在',
  cycle: '上级部门不能是本部门或其下级部门',
  hasChildren: '存在下级部门，不能删除',
  hasUsers: (count: number) => `部门下存在 ${count} 个用户，不能删除`,
} as const;

export function departmentRecords(store: MockStore): Collection<DepartmentRecord> {
  return store.collection<DepartmentRecord>('departments', () =>
    Object.fromEntries(
      Object.entries(seedDepartments).map(([id, deptName], index) => [
        id,
        {
          id,
          tenantAccount: seedAccounts.find((account) => account.deptId === id)?.tenantAccount ?? 'jtdemo',
          parentId: ROOT_DEPARTMENT,
          deptName,
          orderNum: index + 1,
          leader: null,
          phone: null,
        },
      ]),
    ),
  );
}

export interface DepartmentDraft {
  parentId: string;
  deptName: string;
  orderNum: number;
  leader: string | null;
  phone: string | null;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; reason: string };

/** Whether `id` is `ancestor` or lies below it. */
function isWithin(id: string, ancestor: string, byId: ReadonlyMap<string, DepartmentRecord>): boolean {
  const seen = new Set<string>();
  for (
    let at: string | undefined = id;
    at && at !== ROOT_DEPARTMENT && !seen.has(at);
    at = byId.get(at)?.parentId
  ) {
    if (at === ancestor) return true;
    seen.add(at);
  }
  return false;
}

/** The draft as stored (name trimmed, empty texts null), or why it cannot be saved. */
export function checkedDepartment(
  draft: DepartmentDraft,
  current: DepartmentRecord | null,
  tenantDepartments: readonly DepartmentRecord[],
): Outcome<DepartmentDraft> {
  const deptName = draft.deptName.trim();
  if (deptName === '') return { ok: false, reason: DEPARTMENT_REFUSALS.blankName };
  const byId = new Map(tenantDepartments.map((dept) => [dept.id, dept]));
  if (draft.parentId !== ROOT_DEPARTMENT && !byId.has(draft.parentId))
    return { ok: false, reason: DEPARTMENT_REFUSALS.noParent };
  if (current && isWithin(draft.parentId, current.id, byId))
    return { ok: false, reason: DEPARTMENT_REFUSALS.cycle };
  const clash = tenantDepartments.some(
    (dept) => dept.id !== current?.id && dept.parentId === draft.parentId && dept.deptName === deptName,
  );
  if (clash) return { ok: false, reason: DEPARTMENT_REFUSALS.duplicateName };
  const text = (value: string | null) => (value === null || value.trim() === '' ? null : value.trim());
  return { ok: true, value: { ...draft, deptName, leader: text(draft.leader), phone: text(draft.phone) } };
}

/** Why the department cannot be deleted, or null. */
export function departmentDeleteRefusal(
  dept: DepartmentRecord,
  tenantDepartments: readonly DepartmentRecord[],
  userCount: number,
): string | null {
  if (tenantDepartments.some((other) => other.parentId === dept.id)) return DEPARTMENT_REFUSALS.hasChildren;
  if (userCount > 0) return DEPARTMENT_REFUSALS.hasUsers(userCount);
  return null;
}
