import { describe, expect, it } from 'vitest';
import { buildMenuModel, type MenuEntry } from './menu-model';

const entry = (over: Partial<MenuEntry> & Pick<MenuEntry, 'id' | 'type'>): MenuEntry => ({
  parentId: '0',
  name: over.id,
  title: `entry ${over.id}`,
  isShow: '0',
  orderby: 1,
  url: null,
  ...over,
});

const tree: MenuEntry[] = [
  entry({ id: '0', type: 'root', title: '平台菜单' }),
  entry({
    id: '900',
    type: 'menu1',
    title: '系统管理',
    orderby: 9,
    children: [
      entry({ id: '902', type: 'menu2', url: '/system/tenant', orderby: 2 }),
      entry({
        id: '901',
        type: 'menu2',
        url: '/system/user',
        orderby: 1,
        children: [entry({ id: '9011', type: 'button', permissionCode: 'user:add' })],
      }),
      entry({ id: '904', type: 'menu2', url: '/system/loginLog', isShow: '1', orderby: 4 }),
    ],
  }),
  entry({ id: '1', type: 'menu2', title: '首页', url: '/home', orderby: 1 }),
  entry({ id: '905', type: 'button', permissionCode: 'page.system.szr', orderby: 99 }),
];

describe('menu model', () => {
  it('drops the root entry and shows menu-type entries with isShow 0 sorted by orderby', () => {
    const { items } = buildMenuModel(tree);
    expect(items.map((item) => item.id)).toEqual(['1', '900']);
    expect(items[1]?.children.map((item) => item.id)).toEqual(['901', '902']);
  });

  it('makes a route of every entry with a url, hidden ones included, flattened under the top-level entry', () => {
    const { routes } = buildMenuModel(tree);
    expect(routes.map((route) => [route.path, route.topLevelId, route.shown])).toEqual([
      ['/home', '1', true],
      ['/system/user', '900', true],
      ['/system/tenant', '900', true],
      ['/system/loginLog', '900', false],
    ]);
    expect(routes[1]?.title).toBe('entry 901');
  });

  it('collects the permission codes of every button entry', () => {
    expect(buildMenuModel(tree).buttonCodes).toEqual(['user:add', 'page.system.szr']);
  });

  it('finds the first shown menu2 entry and the visible urls', () => {
    const model = buildMenuModel(tree);
    expect(model.firstPageUrl).toBe('/home');
    expect(model.visibleUrls).toEqual(['/home', '/system/user', '/system/tenant']);
  });

  it('gives an empty model for an empty tree', () => {
    expect(buildMenuModel([])).toEqual({
      items: [],
      routes: [],
      buttonCodes: [],
      firstPageUrl: null,
      visibleUrls: [],
    });
  });
});
