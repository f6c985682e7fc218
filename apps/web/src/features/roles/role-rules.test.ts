import type { Schemas } from '@jt/api-contract';
import { ROLE_RULE_TEXTS } from '@jt/mocks/menu-rules';
import { describe, expect, it } from 'vitest';
import { grantTree, nextGrant, roleFieldErrors, roleSave, roleValues } from './role-rules';

type MenuEntry = Schemas['MenuEntry'];
const entry = (id: string, type: string, title: string, extra: Partial<MenuEntry> = {}): MenuEntry => ({
  id,
  parentId: '',
  name: id,
  title,
  type,
  isShow: '0',
  orderby: 1,
  permissionCode: null,
  children: [],
  ...extra,
});

const tree: MenuEntry[] = [
  entry('0', 'root', '平台菜单'),
  entry('100', 'menu1', '病害管理', {
    children: [
      entry('101', 'menu2', '病害管理', {
        children: [
          entry('1011', 'button', '新增', { permissionCode: 'disease:add' }),
          entry('1012', 'button', '导出', { permissionCode: 'disease:export' }),
        ],
      }),
      entry('104', 'menu2', '历史对比', { isShow: '1' }),
    ],
  }),
  entry('1', 'menu2', '首页'),
];
const nodes = grantTree(tree);

describe('the role form', () => {
  it('checks name and code as the gateway does, in its words', () => {
    expect(roleFieldErrors(roleValues(null))).toEqual({
      name: ROLE_RULE_TEXTS.nameRequired,
      code: ROLE_RULE_TEXTS.codeRequired,
    });
    expect(
      roleFieldErrors({ name: '一二三四五六七八九十一二三四五六七八九十一', code: 'Road-Admin', remark: '' }),
    ).toEqual({
      name: ROLE_RULE_TEXTS.nameTooLong,
      code: ROLE_RULE_TEXTS.codePattern,
    });
    expect(roleFieldErrors({ name: '路产管理员', code: 'road_admin', remark: '' })).toEqual({});
    expect(roleFieldErrors({ name: '路产管理员', code: 'r', remark: '' }).code).toBe(
      ROLE_RULE_TEXTS.codePattern,
    );
  });

  it('sends the trimmed values, a blank remark as null, and the id when editing', () => {
    expect(roleSave({ name: ' 路产管理员 ', code: 'road_admin ', remark: '  ' })).toEqual({
      name: '路产管理员',
      code: 'road_admin',
      remark: null,
    });
    expect(roleSave({ name: '巡查员', code: 'inspector', remark: '巡查' }, '12')).toEqual({
      id: '12',
      name: '巡查员',
      code: 'inspector',
      remark: '巡查',
    });
  });
});

describe('the grant tree', () => {
  it('shows the menu without its root, buttons with their code, hidden pages marked', () => {
    expect(nodes.map((n) => n.key)).toEqual(['100', '1']);
    expect(nodes[0]?.children?.[0]?.children?.map((n) => n.label)).toEqual([
      '新增（disease:add）',
      '导出（disease:export）',
    ]);
    expect(nodes[0]?.children?.[1]).toEqual({ key: '104', value: '104', label: '历史对比（隐藏）' });
  });

  it('ticks the directories above a ticked entry', () => {
    expect(nextGrant(nodes, [], ['1012'])).toEqual(['100', '101', '1012']);
  });

  it('unticks what is below an unticked entry, and keeps a page without some of its buttons', () => {
    const all = ['100', '101', '1011', '1012', '104'];
    expect(nextGrant(nodes, all, ['100', '101', '1011', '104'])).toEqual(['100', '101', '1011', '104']);
    expect(nextGrant(nodes, all, ['100', '1011', '1012', '104'])).toEqual(['100', '104']);
    expect(nextGrant(nodes, all, ['101', '1011', '1012', '104'])).toEqual([]);
  });
});
