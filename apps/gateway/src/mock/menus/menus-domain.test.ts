import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MENU_RULE_TEXTS, ROLE_RULE_TEXTS } from '@jt/mocks/menu-rules';
import { afterEach, describe, expect, it } from 'vitest';
import { configDomain } from '../config/config-domain';
import {
  contractErrors,
  type DomainTestApp,
  domainTestApp,
  expectButtonGuard,
  expectRefused,
  SEEDED_ADMIN,
  SEEDED_INSPECTOR,
} from '../config/domain-test-app';
import { MockStore } from '../store/mock-store';
import { menusDomain } from './menus-domain';

let t: DomainTestApp;
afterEach(async () => {
  await t?.app.close();
});

const ADMIN = SEEDED_ADMIN;
const INSPECTOR = SEEDED_INSPECTOR;

async function start(store?: MockStore) {
  t = await domainTestApp([configDomain, menusDomain], store);
  t.signIn(ADMIN);
}
const post = (url: string, payload?: unknown) =>
  t.app.inject({ method: 'POST', url, ...(payload === undefined ? {} : { payload: payload as object }) });

type Entry = {
  id: string;
  title: string;
  type: string;
  isShow: string;
  orderby: number;
  url: string | null;
  permissionCode: string | null;
  children?: Entry[];
};
const flat = (entries: Entry[]): Entry[] => entries.flatMap((e) => [e, ...flat(e.children ?? [])]);
const adminTree = async () => (await post('/api/component/function/listMenuEntries')).json().data as Entry[];
const find = async (id: string) => flat(await adminTree()).find((e) => e.id === id);
const saveEntry = (body: object) => post('/api/component/function/saveMenuEntry', body);
/** The menu an account of these role codes gets at sign-in (getPlatformMenuTree). */
async function menuOf(user: typeof ADMIN): Promise<Entry[]> {
  t.signIn(user);
  const tree = flat(
    (await post('/api/component/function/getPlatformMenuTree', { resourceId: '0' })).json().data,
  );
  t.signIn(ADMIN);
  return tree;
}
const roles = async () =>
  (await post('/api/component/role/page', { current: 1, size: 50 })).json().data.records as Array<{
    id: string;
    name: string;
    code: string;
    builtIn: boolean;
    menuIds: string[];
    userCount: number;
  }>;

describe('菜单配置: the menu tree', () => {
  it('lists every entry, hidden ones and buttons included, root first, in the contract shape', async () => {
    await start();
    const response = await post('/api/component/function/listMenuEntries');
    expect(response.statusCode).toBe(200);
    expect(contractErrors('listMenuEntries', 200, response.json())).toEqual([]);
    const entries = flat(response.json().data);
    expect(entries[0]?.id).toBe('0');
    expect(entries.map((e) => e.id)).toEqual(expect.arrayContaining(['306', '812', '904', '905', '9011']));
  });

  it('creates a directory, a page in it and a button on the page, each last among its siblings', async () => {
    await start();
    const dir = await saveEntry({ parentId: '0', type: 'menu1', title: '测试目录', isShow: '0' });
    expect(dir.statusCode).toBe(200);
    expect(contractErrors('saveMenuEntry', 200, dir.json())).toEqual([]);
    const dirId = dir.json().data.id as string;
    expect(dir.json().data).toMatchObject({ parentId: '0', type: 'menu1', orderby: 10, url: null });
    const page = await saveEntry({
      parentId: dirId,
      type: 'menu2',
      title: '测试页面',
      url: '/test/page-one',
      isShow: '0',
    });
    expect(page.json().data).toMatchObject({
      name: 'testPageOne',
      component: 'testPageOne',
      openType: '0',
      orderby: 1,
    });
    const pageId = page.json().data.id as string;
    const button = await saveEntry({
      parentId: pageId,
      type: 'button',
      title: '导出',
      permissionCode: 'test:export',
      isShow: '0',
    });
    expect(button.json().data).toMatchObject({ permissionCode: 'test:export', url: null, parentId: pageId });
    // Listed for administration, and in the admin's menu at the next sign-in.
    expect((await find(dirId))?.children?.map((e) => e.id)).toEqual([pageId]);
    expect((await menuOf(ADMIN)).map((e) => e.permissionCode)).toContain('test:export');
  });

  it('renames and hides an entry: the next menu call answers the new title and isShow', async () => {
    await start();
    const saved = await saveEntry({
      id: '203',
      parentId: '200',
      type: 'menu2',
      title: '现场照片',
      url: '/patrolImage',
      isShow: '1',
    });
    expect(saved.statusCode).toBe(200);
    const entry = (await menuOf(INSPECTOR)).find((e) => e.id === '203');
    expect(entry).toMatchObject({ title: '现场照片', isShow: '1', url: '/patrolImage', orderby: 3 });
  });

  it.each([
    [{ parentId: '0', type: 'menu1', title: '  ', isShow: '0' }, MENU_RULE_TEXTS.titleRequired],
    [
      { parentId: '0', type: 'menu1', title: '一二三四五六七八九十一二三四五六七八九十一', isShow: '0' },
      MENU_RULE_TEXTS.titleTooLong,
    ],
    [
      { parentId: '100', type: 'menu2', title: '页', url: 'diseaseX', isShow: '0' },
      MENU_RULE_TEXTS.urlPattern,
    ],
    [{ parentId: '100', type: 'menu2', title: '页', url: '', isShow: '0' }, MENU_RULE_TEXTS.urlRequired],
    [
      { parentId: '100', type: 'menu2', title: '页', url: '/DiseaseManage/', isShow: '0' },
      MENU_RULE_TEXTS.urlTaken('/DiseaseManage/', '病害管理'),
    ],
    [
      { parentId: '101', type: 'button', title: '钮', permissionCode: 'disease', isShow: '0' },
      MENU_RULE_TEXTS.codePattern,
    ],
    [
      { parentId: '101', type: 'button', title: '钮', permissionCode: 'disease:add', isShow: '0' },
      MENU_RULE_TEXTS.codeTaken('disease:add', '新增'),
    ],
    [
      { parentId: '0', type: 'button', title: '钮', permissionCode: 'x:y', isShow: '0' },
      MENU_RULE_TEXTS.buttonParent,
    ],
    [{ parentId: '101', type: 'menu2', title: '页', url: '/x', isShow: '0' }, MENU_RULE_TEXTS.pageParent],
    [{ parentId: '999', type: 'menu1', title: '目录', isShow: '0' }, MENU_RULE_TEXTS.parentMissing],
    [
      { id: '100', parentId: '0', type: 'menu2', title: '目录', url: '/y', isShow: '0' },
      MENU_RULE_TEXTS.typeChanged,
    ],
    [{ id: '100', parentId: '100', type: 'menu1', title: '目录', isShow: '0' }, MENU_RULE_TEXTS.parentCycle],
    [{ id: '0', parentId: '0', type: 'menu1', title: '根', isShow: '0' }, MENU_RULE_TEXTS.root],
    [{ id: '77777', parentId: '0', type: 'menu1', title: '无', isShow: '0' }, MENU_RULE_TEXTS.missing],
  ])('refuses %j and saves nothing', async (body, detail) => {
    await start();
    const before = await adminTree();
    expectRefused(await saveEntry(body), 'saveMenuEntry', detail);
    expect(await adminTree()).toEqual(before);
  });

  it('refuses a type or status the contract does not have', async () => {
    await start();
    expect((await saveEntry({ parentId: '0', type: 'menu3', title: '目录', isShow: '0' })).statusCode).toBe(
      400,
    );
    expect((await saveEntry({ parentId: '0', type: 'menu1', title: '目录', isShow: '2' })).statusCode).toBe(
      400,
    );
  });

  it('deletes an entry without children and takes it out of the roles; refuses one with children', async () => {
    await start();
    expectRefused(
      await post('/api/component/function/deleteMenuEntry/101'),
      'deleteMenuEntry',
      MENU_RULE_TEXTS.hasChildren('病害管理'),
    );
    const deleted = await post('/api/component/function/deleteMenuEntry/1012');
    expect(deleted.statusCode).toBe(200);
    expect(contractErrors('deleteMenuEntry', 200, deleted.json())).toEqual([]);
    expect(await find('1012')).toBeUndefined();
    expect((await roles()).find((r) => r.code === 'inspector')?.menuIds).not.toContain('1012');
    expectRefused(
      await post('/api/component/function/deleteMenuEntry/1012'),
      'deleteMenuEntry',
      MENU_RULE_TEXTS.missing,
    );
    expectRefused(
      await post('/api/component/function/deleteMenuEntry/0'),
      'deleteMenuEntry',
      MENU_RULE_TEXTS.root,
    );
  });

  it('moves an entry among its siblings, renumbering them, and the menu follows', async () => {
    await start();
    const moved = await post('/api/component/function/moveMenuEntry', { id: '204', position: 1 });
    expect(moved.statusCode).toBe(200);
    const patrol = (await find('200'))?.children ?? [];
    expect(patrol.map((e) => [e.id, e.orderby])).toEqual([
      ['204', 1],
      ['201', 2],
      ['202', 3],
      ['203', 4],
    ]);
    await post('/api/component/function/moveMenuEntry', { id: '204', position: 99 });
    expect(((await find('200'))?.children ?? []).map((e) => e.id)).toEqual(['201', '202', '203', '204']);
    expectRefused(
      await post('/api/component/function/moveMenuEntry', { id: 'nope', position: 1 }),
      'moveMenuEntry',
      MENU_RULE_TEXTS.missing,
    );
    expect((await post('/api/component/function/moveMenuEntry', { id: '204', position: 0 })).statusCode).toBe(
      400,
    );
  });
});

describe('the buttons of 菜单配置 and 角色管理 (seed 000 §6)', () => {
  it('adds, edits, moves and deletes an entry only for the holders of menu:add, menu:edit, menu:delete', async () => {
    await start();
    const path = ['900', '903'];
    const added = await expectButtonGuard(t, 'saveMenuEntry', path, '9031', () =>
      saveEntry({ parentId: '0', type: 'menu1', title: '按钮目录', isShow: '0' }),
    );
    const id = added.data.id as string;
    await expectButtonGuard(t, 'saveMenuEntry', path, '9032', () =>
      saveEntry({ id, parentId: '0', type: 'menu1', title: '按钮目录二', isShow: '0' }),
    );
    await expectButtonGuard(t, 'moveMenuEntry', path, '9032', () =>
      post('/api/component/function/moveMenuEntry', { id: '204', position: 1 }),
    );
    await expectButtonGuard(t, 'deleteMenuEntry', path, '9033', () =>
      post(`/api/component/function/deleteMenuEntry/${id}`),
    );
    expect(await find(id)).toBeUndefined();
  });

  it('adds, edits, grants and deletes a role only for the holders of role:add, edit, grant, delete', async () => {
    await start();
    const path = ['900', '906'];
    const added = await expectButtonGuard(t, 'saveRole', path, '9061', () =>
      post('/api/component/role/save', { name: '路产管理员', code: 'road_admin' }),
    );
    const id = added.data.id as string;
    await expectButtonGuard(t, 'saveRole', path, '9062', () =>
      post('/api/component/role/save', { id, name: '路产主管', code: 'road_chief' }),
    );
    await expectButtonGuard(t, 'grantRoleMenus', path, '9064', () =>
      post('/api/component/role/grantMenus', { roleId: id, menuIds: ['500', '502'] }),
    );
    await expectButtonGuard(t, 'deleteRole', path, '9063', () => post(`/api/component/role/delete/${id}`));
    expect((await roles()).some((r) => r.id === id)).toBe(false);
  });
});

describe('角色管理: the roles', () => {
  it('lists the two seeded roles: 系统管理员 with every entry, 巡查员 with the disease and patrol entries', async () => {
    await start();
    const response = await post('/api/component/role/page', { current: 1, size: 10 });
    expect(response.statusCode).toBe(200);
    expect(contractErrors('listRoles', 200, response.json())).toEqual([]);
    const [admin, inspector] = response.json().data.records;
    expect(admin).toMatchObject({ id: '1', name: '系统管理员', code: 'admin', builtIn: true, userCount: 2 });
    expect(admin.menuIds).toHaveLength(flat(await adminTree()).length - 1);
    expect(inspector).toMatchObject({
      id: '12',
      name: '巡查员',
      code: 'inspector',
      builtIn: false,
      userCount: 8,
    });
    expect(inspector.menuIds).toEqual([
      '100',
      '101',
      '1011',
      '1012',
      '1013',
      '1014',
      '104',
      '200',
      '201',
      '2011',
      '203',
      '204',
      '2041',
    ]);
  });

  it('filters by code with like', async () => {
    await start();
    const response = await post('/api/component/role/page', {
      current: 1,
      size: 10,
      filters: [{ key: 'code', operator: 'like', value: '*insp*' }],
    });
    expect(response.json().data.records.map((r: { code: string }) => r.code)).toEqual(['inspector']);
  });

  it('creates, renames and deletes a role', async () => {
    await start();
    const created = await post('/api/component/role/save', {
      name: '路产管理员',
      code: 'road_admin',
      remark: '管理路产',
    });
    expect(created.statusCode).toBe(200);
    expect(contractErrors('saveRole', 200, created.json())).toEqual([]);
    const id = created.json().data.id as string;
    expect(created.json().data).toMatchObject({
      name: '路产管理员',
      code: 'road_admin',
      builtIn: false,
      menuIds: [],
      userCount: 0,
    });
    const renamed = await post('/api/component/role/save', { id, name: '路产主管', code: 'road_chief' });
    expect(renamed.json().data).toMatchObject({ id, name: '路产主管', code: 'road_chief', remark: null });
    const deleted = await post(`/api/component/role/delete/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await roles()).map((r) => r.id)).toEqual(['1', '12']);
  });

  it.each([
    [{ name: '', code: 'x_y' }, ROLE_RULE_TEXTS.nameRequired],
    [{ name: '一二三四五六七八九十一二三四五六七八九十一', code: 'x_y' }, ROLE_RULE_TEXTS.nameTooLong],
    [{ name: '巡查员', code: 'x_y' }, ROLE_RULE_TEXTS.nameTaken('巡查员')],
    [{ name: '新角色', code: '' }, ROLE_RULE_TEXTS.codeRequired],
    [{ name: '新角色', code: 'Road-Admin' }, ROLE_RULE_TEXTS.codePattern],
    [{ name: '新角色', code: 'inspector' }, ROLE_RULE_TEXTS.codeTaken('inspector')],
    [{ id: '1', name: '系统管理员', code: 'root' }, ROLE_RULE_TEXTS.builtInCode],
    [{ id: '404', name: '无', code: 'none' }, ROLE_RULE_TEXTS.missing],
  ])('refuses to save %j', async (body, detail) => {
    await start();
    const before = await roles();
    expectRefused(await post('/api/component/role/save', body), 'saveRole', detail);
    expect(await roles()).toEqual(before);
  });

  it('refuses to delete a built-in role, a role accounts hold, and a missing role', async () => {
    await start();
    expectRefused(await post('/api/component/role/delete/1'), 'deleteRole', ROLE_RULE_TEXTS.builtInDelete);
    expectRefused(
      await post('/api/component/role/delete/12'),
      'deleteRole',
      ROLE_RULE_TEXTS.inUse('巡查员', 8),
    );
    expectRefused(await post('/api/component/role/delete/404'), 'deleteRole', ROLE_RULE_TEXTS.missing);
  });

  it('takes a button code from a role: its holders lose the button at their next menu call', async () => {
    await start();
    expect((await menuOf(INSPECTOR)).map((e) => e.permissionCode)).toContain('disease:export');
    const inspector = (await roles()).find((r) => r.code === 'inspector');
    const without = (inspector?.menuIds ?? []).filter((id) => id !== '1012');
    const granted = await post('/api/component/role/grantMenus', { roleId: '12', menuIds: without });
    expect(granted.statusCode).toBe(200);
    expect(contractErrors('grantRoleMenus', 200, granted.json())).toEqual([]);
    const menu = await menuOf(INSPECTOR);
    expect(menu.map((e) => e.permissionCode)).not.toContain('disease:export');
    expect(menu.map((e) => e.permissionCode)).toContain('disease:add');
    // The admin role is not a list of grants: it keeps seeing everything.
    expect((await menuOf(ADMIN)).map((e) => e.permissionCode)).toContain('disease:export');
  });

  it('grants a page with the directories above it, so the page shows', async () => {
    await start();
    const granted = await post('/api/component/role/grantMenus', { roleId: '12', menuIds: ['901', '9011'] });
    expect(granted.json().data.menuIds).toEqual(['900', '901', '9011']);
    expect((await menuOf(INSPECTOR)).map((e) => e.id)).toEqual(['0', '900', '901', '9011']);
  });

  it('refuses grants for the built-in role, an unknown entry and a missing role', async () => {
    await start();
    expectRefused(
      await post('/api/component/role/grantMenus', { roleId: '1', menuIds: [] }),
      'grantRoleMenus',
      ROLE_RULE_TEXTS.builtInGrant,
    );
    expectRefused(
      await post('/api/component/role/grantMenus', { roleId: '12', menuIds: ['101', 'x'] }),
      'grantRoleMenus',
      ROLE_RULE_TEXTS.unknownEntry('x'),
    );
    expectRefused(
      await post('/api/component/role/grantMenus', { roleId: '404', menuIds: [] }),
      'grantRoleMenus',
      ROLE_RULE_TEXTS.missing,
    );
    expect((await roles()).find((r) => r.id === '12')?.menuIds).toContain('1012');
  });
});

describe('administrators only', () => {
  it.each([
    ['/api/component/function/listMenuEntries', undefined],
    ['/api/component/function/saveMenuEntry', { parentId: '0', type: 'menu1', title: '目录', isShow: '0' }],
    ['/api/component/function/deleteMenuEntry/1012', undefined],
    ['/api/component/function/moveMenuEntry', { id: '204', position: 1 }],
    ['/api/component/role/page', { current: 1, size: 10 }],
    ['/api/component/role/save', { name: '新角色', code: 'new_role' }],
    ['/api/component/role/delete/12', undefined],
    ['/api/component/role/grantMenus', { roleId: '12', menuIds: [] }],
  ])('refuses %s to a user who is not an administrator, and to no session', async (url, body) => {
    await start();
    const before = { tree: await adminTree(), roles: await roles() };
    t.signIn(INSPECTOR);
    const response = await post(url, body);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ status: 403 });
    t.signIn(null);
    expect((await post(url, body)).statusCode).toBe(401);
    t.signIn(ADMIN);
    expect({ tree: await adminTree(), roles: await roles() }).toEqual(before);
  });
});

describe('the store under DATA_DIR', () => {
  it('keeps menu and role changes across a restart, and a reset brings the seed back', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'menus-store-'));
    try {
      await start(await MockStore.open(dir));
      await saveEntry({
        id: '203',
        parentId: '200',
        type: 'menu2',
        title: '现场照片',
        url: '/patrolImage',
        isShow: '0',
      });
      await post('/api/component/role/save', { name: '路产管理员', code: 'road_admin' });
      await post('/api/component/role/grantMenus', { roleId: '12', menuIds: ['101'] });
      await t.app.close();
      await t.store.close();

      await start(await MockStore.open(dir));
      expect((await find('203'))?.title).toBe('现场照片');
      expect((await roles()).map((r) => r.code)).toEqual(['admin', 'inspector', 'road_admin']);
      expect((await roles()).find((r) => r.id === '12')?.menuIds).toEqual(['100', '101']);
      t.store.reset();
      expect((await find('203'))?.title).toBe('巡查图片');
      expect((await roles()).map((r) => r.code)).toEqual(['admin', 'inspector']);
    } finally {
      await t.store.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
