import { describe, expect, it } from 'vitest';
import type { Organisation } from './organisation-calls';
import { codeProblem, nameProblem, organisationTree, parentOptions, TOP } from './organisation-rules';

const org = (id: string, parentId: string | null, orgName: string): Organisation => ({
  id,
  parentId,
  orgCode: `JSJK-${id}`,
  orgName,
  orgType: 'office',
  orgTypeName: '管理处',
  routeCodes: [],
});
const ORGS = [
  org('1', null, '集团'),
  org('2', '1', '一处'),
  org('3', '2', '一队'),
  org('4', '1', '二处'),
  org('9', '404', '孤儿'),
];

describe('the organisations as a tree', () => {
  it('nests by parentId in the list’s order, and keeps an organisation without its parent on top', () => {
    const tree = organisationTree(ORGS);
    expect(tree.map((n) => n.orgName)).toEqual(['集团', '孤儿']);
    expect(tree[0]?.children?.map((n) => n.orgName)).toEqual(['一处', '二处']);
    expect(tree[0]?.children?.[0]?.children?.map((n) => n.id)).toEqual(['3']);
    expect(tree[1]).not.toHaveProperty('children');
  });

  it('offers every parent, but not the organisation being moved nor anything below it', () => {
    const options = parentOptions(organisationTree(ORGS.slice(0, 4)), '2');
    expect(options).toEqual([
      {
        label: '集团',
        value: '1',
        key: '1',
        children: [
          {
            label: '一处',
            value: '2',
            key: '2',
            disabled: true,
            children: [{ label: '一队', value: '3', key: '3', disabled: true }],
          },
          { label: '二处', value: '4', key: '4' },
        ],
      },
    ]);
  });
});

describe('the form’s checks', () => {
  it('wants a name not used by a sibling (its own name is fine when editing)', () => {
    expect(nameProblem(ORGS, '  ', '1')).toBe('请输入机构名称');
    expect(nameProblem(ORGS, ' 二处 ', '1')).toBe('同级机构名称已存在');
    expect(nameProblem(ORGS, '二处', '1', '4')).toBe('');
    expect(nameProblem(ORGS, '二处', '2')).toBe('');
    expect(nameProblem(ORGS, '集团', TOP)).toBe('同级机构名称已存在');
  });

  it('wants a code of letters, digits, - and _, used by no other organisation in any case', () => {
    expect(codeProblem(ORGS, '')).toBe('请输入机构编码');
    expect(codeProblem(ORGS, '编码 1')).toBe('机构编码只能包含字母、数字、- 和 _');
    expect(codeProblem(ORGS, 'jsjk-3')).toBe('机构编码已存在');
    expect(codeProblem(ORGS, 'JSJK-3', '3')).toBe('');
    expect(codeProblem(ORGS, 'JSJK-5')).toBe('');
  });
});
