import { describe, expect, it } from 'vitest';
import { type Department, departmentOptions, departmentTree } from './department-tree';

const dept = (id: string, parentId: string, deptName: string, orderNum = 1): Department => ({
  id,
  parentId,
  deptName,
  orderNum,
  leader: null,
  phone: null,
  userCount: 0,
});

describe('the departments as a tree', () => {
  it('nests by parentId, siblings by orderNum, and keeps an orphan on top', () => {
    const tree = departmentTree([
      dept('2', '1', '二中队', 2),
      dept('1', '0', '养护管理科', 1),
      dept('3', '1', '一中队', 1),
      dept('9', '404', '孤儿部门', 3),
    ]);
    expect(tree.map((n) => n.deptName)).toEqual(['养护管理科', '孤儿部门']);
    expect(tree[0]?.children?.map((n) => n.deptName)).toEqual(['一中队', '二中队']);
    expect(tree[1]).not.toHaveProperty('children');
  });

  it('offers every department to choose, but not the one being moved or anything under it', () => {
    const tree = departmentTree([dept('1', '0', '科'), dept('2', '1', '队'), dept('3', '0', '室')]);
    expect(departmentOptions(tree)).toEqual([
      { label: '科', value: '1', key: '1', children: [{ label: '队', value: '2', key: '2' }] },
      { label: '室', value: '3', key: '3' },
    ]);
    expect(departmentOptions(tree, '1')).toEqual([
      {
        label: '科',
        value: '1',
        key: '1',
        disabled: true,
        children: [{ label: '队', value: '2', key: '2', disabled: true }],
      },
      { label: '室', value: '3', key: '3' },
    ]);
  });
});
