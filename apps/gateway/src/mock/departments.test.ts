import { describe, expect, it } from 'vitest';
import { checkedDepartment, type DepartmentRecord, departmentDeleteRefusal } from './departments';

const dept = (id: string, parentId: string, deptName: string): DepartmentRecord => ({
  id,
  tenantAccount: 'jtdemo',
  parentId,
  deptName,
  orderNum: 1,
  leader: null,
  phone: null,
});
const TREE = [
  dept('1', '0', '养护管理科'),
  dept('2', '1', '一中队'),
  dept('3', '2', '一班'),
  dept('4', '0', '综合办公室'),
];
const draft = (parentId: string, deptName: string) => ({
  parentId,
  deptName,
  orderNum: 1,
  leader: ' ',
  phone: null,
});

describe('a department’s rules', () => {
  it('keeps the name trimmed and empty texts null; refuses a blank name and a sibling’s name', () => {
    expect(checkedDepartment(draft('1', ' 二中队 '), null, TREE)).toEqual({
      ok: true,
      value: { parentId: '1', deptName: '二中队', orderNum: 1, leader: null, phone: null },
    });
    expect(checkedDepartment(draft('1', '  '), null, TREE)).toEqual({
      ok: false,
      reason: '部门名称不能为空',
    });
    expect(checkedDepartment(draft('1', '一中队'), null, TREE)).toEqual({
      ok: false,
      reason: '同级部门名称已存在',
    });
    // The same name elsewhere in the tree, or its own name, is no clash.
    expect(checkedDepartment(draft('4', '一中队'), null, TREE).ok).toBe(true);
    expect(checkedDepartment(draft('1', '一中队'), TREE[1] as DepartmentRecord, TREE).ok).toBe(true);
  });

  it('refuses a parent the tenant does not have, and the department itself or one below it as parent', () => {
    expect(checkedDepartment(draft('99', '新部门'), null, TREE)).toEqual({
      ok: false,
      reason: '上级部门不存在',
    });
    const first = TREE[0] as DepartmentRecord;
    expect(checkedDepartment(draft('1', '养护管理科'), first, TREE)).toEqual({
      ok: false,
      reason: '上级部门不能是本部门或其下级部门',
    });
    expect(checkedDepartment(draft('3', '养护管理科'), first, TREE).ok).toBe(false);
    expect(checkedDepartment(draft('4', '养护管理科'), first, TREE).ok).toBe(true);
  });

  it('deletes only a department without sub-departments and users, saying which', () => {
    expect(departmentDeleteRefusal(TREE[0] as DepartmentRecord, TREE, 0)).toBe('存在下级部门，不能删除');
    expect(departmentDeleteRefusal(TREE[3] as DepartmentRecord, TREE, 2)).toBe(
      '部门下存在 2 个用户，不能删除',
    );
    expect(departmentDeleteRefusal(TREE[2] as DepartmentRecord, TREE, 0)).toBeNull();
  });
});
