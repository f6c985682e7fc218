import { describe, expect, it } from 'vitest';
import {
  buildMenuModel,
  findMenuItemByUrl,
  firstPageUrl,
  type MenuEntry,
  menuPages,
  topLevelEntries,
} from './menu-model';

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

describe('menu model: the root entry', () => {
  it('drops the root entry but keeps the entries a backend nests under it', () => {
    const nested = [
      entry({
        id: '0',
        type: 'root',
        children: [
          entry({ id: '2', type: 'menu2', url: '/b', orderby: 2 }),
          entry({ id: '1', type: 'menu2', url: '/a', orderby: 1 }),
        ],
      }),
    ];
    const model = buildMenuModel(nested);
    expect(model.items.map((item) => item.id)).toEqual(['1', '2']);
    expect(model.routes.map((route) => [route.path, route.topLevelId])).toEqual([
      ['/a', '1'],
      ['/b', '2'],
    ]);
  });

  it('never turns the root entry into a route, even with a url', () => {
    const model = buildMenuModel([entry({ id: '0', type: 'menu2', url: '/root' })]);
    expect(model.routes).toEqual([]);
    expect(model.items).toEqual([]);
    expect(topLevelEntries([entry({ id: '0', type: 'root' })])).toEqual([]);
  });
});

describe('menu model: types and isShow', () => {
  const mixed = [
    entry({
      id: '10',
      type: 'menu1',
      orderby: 1,
      children: [
        entry({ id: '11', type: 'menu2', url: '/shown' }),
        entry({ id: '12', type: 'menu2', url: '/hidden', isShow: '1' }),
        entry({ id: '13', type: 'button', permissionCode: 'a:b', url: '/button-url' }),
        entry({ id: '14', type: 'iframe', url: '/iframe-page' }),
        entry({ id: '15', type: 'menu3', url: '/third' }),
      ],
    }),
    entry({
      id: '20',
      type: 'menu1',
      isShow: '1',
      orderby: 2,
      children: [entry({ id: '21', type: 'menu2', url: '/under-hidden-group' })],
    }),
  ];

  it('shows every type starting with menu and nothing else', () => {
    const { items } = buildMenuModel(mixed);
    expect(items.map((item) => item.id)).toEqual(['10']);
    expect(items[0]?.children.map((item) => [item.id, item.type])).toEqual([
      ['11', 'menu2'],
      ['15', 'menu3'],
    ]);
  });

  it('gives every non-button entry with a url a route, shown or not', () => {
    const { routes } = buildMenuModel(mixed);
    expect(routes.map((route) => [route.path, route.shown])).toEqual([
      ['/shown', true],
      ['/hidden', false],
      ['/iframe-page', false],
      ['/third', true],
      ['/under-hidden-group', false],
    ]);
  });

  it('treats an entry under a hidden group as hidden', () => {
    expect(buildMenuModel(mixed).visibleUrls).toEqual(['/shown', '/third']);
  });

  it('keeps the codes of buttons under hidden entries and ignores buttons without a code', () => {
    const tree2 = [
      entry({
        id: '1',
        type: 'menu2',
        url: '/p',
        isShow: '1',
        children: [
          entry({ id: '2', type: 'button', permissionCode: 'p:edit' }),
          entry({ id: '3', type: 'button', permissionCode: null }),
          entry({ id: '4', type: 'button', permissionCode: 'p:edit' }),
        ],
      }),
    ];
    expect(buildMenuModel(tree2).buttonCodes).toEqual(['p:edit']);
  });
});

describe('menu model: order, nesting and fields', () => {
  it('sorts every level by orderby and keeps the server order for equal orderby', () => {
    const tree3 = [
      entry({ id: 'b', type: 'menu2', url: '/b', orderby: 5 }),
      entry({ id: 'a', type: 'menu2', url: '/a', orderby: 5 }),
      entry({ id: 'c', type: 'menu2', url: '/c', orderby: -1 }),
    ];
    expect(buildMenuModel(tree3).items.map((item) => item.id)).toEqual(['c', 'b', 'a']);
  });

  it('flattens entries of any depth under their top-level entry', () => {
    const deep = [
      entry({
        id: '1',
        type: 'menu1',
        children: [
          entry({
            id: '2',
            type: 'menu1',
            children: [entry({ id: '3', type: 'menu2', url: '/deep', title: '三级页面' })],
          }),
        ],
      }),
    ];
    const { routes, items } = buildMenuModel(deep);
    expect(routes).toEqual([
      {
        path: '/deep',
        title: '三级页面',
        name: '3',
        component: null,
        topLevelId: '1',
        openType: null,
        shown: true,
      },
    ]);
    expect(items[0]?.children[0]?.children[0]?.url).toBe('/deep');
  });

  it('carries the icon (base64 or sprite position) and openType of each entry', () => {
    const icons = [
      entry({ id: '1', type: 'menu2', url: '/a', base64: 'data:image/png;base64,iVBOR', openType: '1' }),
      entry({ id: '2', type: 'menu2', url: '/b', imagePosition: '-100px 0px', openType: '0', orderby: 2 }),
    ];
    const { items, routes } = buildMenuModel(icons);
    expect(items.map((item) => [item.icon, item.openType])).toEqual([
      [{ base64: 'data:image/png;base64,iVBOR', imagePosition: null }, '1'],
      [{ base64: null, imagePosition: '-100px 0px' }, '0'],
    ]);
    expect(routes.map((route) => route.openType)).toEqual(['1', '0']);
  });

  it('does not change the tree it was given', () => {
    const input = structuredClone(tree);
    buildMenuModel(input);
    expect(input).toEqual(tree);
  });
});

describe('menu helpers', () => {
  const { items } = buildMenuModel(tree);

  it('lists the shown pages depth first', () => {
    expect(menuPages(items).map((item) => item.url)).toEqual(['/home', '/system/user', '/system/tenant']);
  });

  it('finds the first menu2 entry, or null', () => {
    expect(firstPageUrl(items)).toBe('/home');
    expect(firstPageUrl(items.slice(1))).toBe('/system/user');
    expect(firstPageUrl([])).toBeNull();
  });

  it('finds a shown entry by its url', () => {
    expect(findMenuItemByUrl(items, '/system/tenant')?.id).toBe('902');
    expect(findMenuItemByUrl(items, '/system/loginLog')).toBeNull();
  });
});

describe('menu model: size', () => {
  it('handles a 5,000-entry tree', () => {
    const big: MenuEntry[] = Array.from({ length: 50 }, (_, g) =>
      entry({
        id: `g${g}`,
        type: 'menu1',
        orderby: 50 - g,
        children: Array.from({ length: 99 }, (_, p) =>
          entry({
            id: `g${g}p${p}`,
            type: p % 3 === 2 ? 'button' : 'menu2',
            url: p % 3 === 2 ? null : `/g${g}/p${p}`,
            permissionCode: `c${g}.${p}`,
            orderby: p,
          }),
        ),
      }),
    );
    const model = buildMenuModel(big);
    expect(model.items).toHaveLength(50);
    expect(model.items[0]?.id).toBe('g49');
    expect(model.routes).toHaveLength(50 * 66);
    expect(model.buttonCodes).toHaveLength(50 * 33);
  });
});
