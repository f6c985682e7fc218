import { MENU_RULE_TEXTS } from '@jt/mocks/menu-rules';
import { describe, expect, it } from 'vitest';
import {
  entryValues,
  flatEntries,
  type MenuEntry,
  menuEntrySave,
  menuFieldErrors,
  menuRows,
  movePosition,
  newEntryValues,
  parentOptions,
} from './menu-config-rules';

const entry = (
  id: string,
  parentId: string,
  type: string,
  title: string,
  extra: Partial<MenuEntry> = {},
): MenuEntry => ({
  id,
  parentId,
  name: id,
  title,
  type,
  url: null,
  component: null,
  isShow: '0',
  orderby: 1,
  openType: null,
  imagePosition: null,
  base64: null,
  permissionCode: null,
  children: [],
  ...extra,
});

// The root, 巡查管理 (a directory) with two pages, the first with a button, and 首页 at the top.
const tree: MenuEntry[] = [
  entry('0', '-1', 'root', '平台菜单'),
  entry('1', '0', 'menu2', '首页', { url: '/home', openType: '0' }),
  entry('200', '0', 'menu1', '巡查管理', {
    orderby: 2,
    children: [
      entry('201', '200', 'menu2', '巡查记录', {
        url: '/patrolRecord',
        openType: '0',
        children: [entry('2011', '201', 'button', '导出', { permissionCode: 'patrol:export' })],
      }),
      entry('203', '200', 'menu2', '巡查图片', { url: '/patrolImage', openType: '0', orderby: 2 }),
    ],
  }),
];
const all = flatEntries(tree);

describe('the administered tree as table rows', () => {
  it('leaves the root out and gives leaves no children (no expand icon)', () => {
    const rows = menuRows(tree);
    expect(rows.map((r) => r.id)).toEqual(['1', '200']);
    expect(rows[0]).not.toHaveProperty('children');
    expect(rows[1]?.children?.map((r) => r.id)).toEqual(['201', '203']);
    expect(rows[1]?.children?.[1]).not.toHaveProperty('children');
  });
});

describe('the entry form', () => {
  it('starts a directory at the top, a page under a directory, a button under a page', () => {
    expect(newEntryValues(null)).toMatchObject({ parentId: '0', type: 'menu1' });
    expect(newEntryValues({ id: '200', type: 'menu1' })).toMatchObject({ parentId: '200', type: 'menu2' });
    expect(newEntryValues({ id: '201', type: 'menu2' })).toMatchObject({ parentId: '201', type: 'button' });
  });

  it("sends only what the type has: a page's url and open type, a button's code", () => {
    const page = {
      ...newEntryValues({ id: '200', type: 'menu1' }),
      title: ' 巡查统计 ',
      url: '/patrolStats ',
      newWindow: true,
      permissionCode: 'x:y',
    };
    expect(menuEntrySave(page)).toEqual({
      parentId: '200',
      type: 'menu2',
      title: '巡查统计',
      isShow: '0',
      url: '/patrolStats',
      openType: '1',
      permissionCode: null,
    });
    const hidden = { ...entryValues(all.find((e) => e.id === '203') as MenuEntry), hidden: true };
    expect(menuEntrySave(hidden, '203')).toMatchObject({
      id: '203',
      isShow: '1',
      url: '/patrolImage',
      openType: '0',
    });
    const button = {
      ...newEntryValues({ id: '201', type: 'menu2' }),
      title: '删除',
      permissionCode: 'patrol:delete',
      url: '/x',
    };
    expect(menuEntrySave(button)).toMatchObject({
      type: 'button',
      url: null,
      openType: null,
      permissionCode: 'patrol:delete',
    });
  });

  it('says what the gateway would refuse, in its words', () => {
    const page = { ...newEntryValues({ id: '200', type: 'menu1' }) };
    expect(menuFieldErrors({ ...page, title: '', url: '' }, all)).toEqual({
      title: MENU_RULE_TEXTS.titleRequired,
      url: MENU_RULE_TEXTS.urlRequired,
    });
    expect(
      menuFieldErrors({ ...page, title: '一二三四五六七八九十一二三四五六七八九十一', url: 'patrol' }, all),
    ).toEqual({
      title: MENU_RULE_TEXTS.titleTooLong,
      url: MENU_RULE_TEXTS.urlPattern,
    });
    expect(menuFieldErrors({ ...page, title: '二十个字以内', url: '/PatrolImage/' }, all)).toEqual({
      url: MENU_RULE_TEXTS.urlTaken('/PatrolImage/', '巡查图片'),
    });
    // The entry's own url is not taken by itself.
    expect(menuFieldErrors({ ...page, title: '巡查图片', url: '/patrolImage' }, all, '203')).toEqual({});
    const button = { ...newEntryValues({ id: '201', type: 'menu2' }), title: '导出' };
    expect(menuFieldErrors({ ...button, permissionCode: 'export' }, all).permissionCode).toBe(
      MENU_RULE_TEXTS.codePattern,
    );
    expect(menuFieldErrors({ ...button, permissionCode: 'patrol:export' }, all).permissionCode).toBe(
      MENU_RULE_TEXTS.codeTaken('patrol:export', '导出'),
    );
    expect(menuFieldErrors({ ...button, permissionCode: 'patrol:export' }, all, '2011')).toEqual({});
    expect(menuFieldErrors({ ...button, permissionCode: 'page.system.szr' }, all)).toEqual({});
  });

  it('offers as parents the root and directories for a page, directories and pages for a button, never the entry or below it', () => {
    expect(parentOptions(tree, 'menu2')).toEqual([
      { label: '根目录', value: '0' },
      { label: '巡查管理', value: '200' },
    ]);
    expect(parentOptions(tree, 'button').map((o) => o.label)).toEqual([
      '首页',
      '巡查管理',
      '巡查管理 / 巡查记录',
      '巡查管理 / 巡查图片',
    ]);
    expect(parentOptions(tree, 'menu1', '200')).toEqual([{ label: '根目录', value: '0' }]);
  });
});

describe('moving among siblings', () => {
  it('moves one place up or down, and not past either end', () => {
    expect(movePosition(tree, '203', 'up')).toBe(1);
    expect(movePosition(tree, '203', 'down')).toBeNull();
    expect(movePosition(tree, '201', 'up')).toBeNull();
    expect(movePosition(tree, '1', 'down')).toBe(2);
    expect(movePosition(tree, '200', 'up')).toBe(1);
    expect(movePosition(tree, 'nope', 'up')).toBeNull();
  });
});
