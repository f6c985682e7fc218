import { createApiClient } from '@jt/api-contract';
import { describe, expect, it, vi } from 'vitest';
import { type AppState, initialAppState } from '../app-state/app-state';
import type { MenuEntry, MenuRoute } from '../menu/menu-model';
import {
  DEFAULT_HEADER_TITLE,
  EMPTY_MENU_MESSAGE,
  loadSessionContext,
  MENU_DATA_MISSING_MESSAGE,
  onSessionLoadStart,
  type SessionContextDeps,
} from './session-context';

type Reply = { status?: number; body: unknown } | 'network-error';
type Routes = Record<string, Reply>;

const ok = (data: unknown): Reply => ({ body: { code: 200, msg: '操作成功', data } });
const entries = (values: Record<string, string>) =>
  Object.entries(values).map(([code, value]) => ({ code, value }));

const user = {
  id: '2002',
  userId: '1002',
  username: 'inspector',
  name: '李巡查',
  tenantId: '1',
  tenantAccount: 'jtdemo',
};

const menuEntry = (over: Partial<MenuEntry> & Pick<MenuEntry, 'id' | 'type'>): MenuEntry => ({
  parentId: '0',
  name: over.id,
  title: `entry ${over.id}`,
  isShow: '0',
  orderby: 1,
  url: null,
  ...over,
});

const tree: MenuEntry[] = [
  menuEntry({ id: '0', type: 'root', title: '平台菜单' }),
  menuEntry({
    id: '200',
    type: 'menu1',
    title: '巡查管理',
    children: [
      menuEntry({ id: '201', type: 'menu2', url: '/patrolRecord', title: '巡查记录' }),
      menuEntry({ id: '2011', type: 'button', permissionCode: 'patrol:export' }),
    ],
  }),
];

function gateway(overrides: Routes = {}): Routes {
  return {
    '/api/component/user/getCurrentUserDetail': ok(user),
    '/api/component/function/getPlatformMenuTree': ok(tree),
    '/api/component/config/getConfigByCode/map_config': ok(
      entries({ map_center: '118.796877,32.060255', current_area: '江宁区', geo_json: '/media/jn.geojson' }),
    ),
    '/api/component/config/getConfigByCode/big_screen_config': ok(
      entries({ enable_bigscreen: '0', default_bigscreen_route: '/gl-highwayInspection' }),
    ),
    '/api/component/config/getConfigByCode/common_config': ok(
      entries({
        default_home_page: '/patrolRecord',
        sys_title_logo: 'platform-logo.png',
        sys_title_name: '江宁公路养护平台',
        enable_top_menu: '0',
      }),
    ),
    '/api/component/config/getConfigByCodes': ok(
      entries({
        default_home_page: '/patrolRecord',
        sys_title_logo: 'platform-logo.png',
        sys_title_name: '江宁公路养护平台',
        enable_top_menu: '0',
        enable_watermark_config: '0',
        watermark_txt: '内部资料',
        watermark_angle: '20',
      }),
    ),
    '/api/component/config/getGlobalConfig/sprite_config': ok(
      entries({
        sprite_url_key: 'menu-sprite.png',
        sprite_width_key: '80',
        sprite_pic_default_size_key: '800',
      }),
    ),
    '/api/component/config/getGlobalConfig/sass_config': ok(
      entries({ sass_model: '1', common_tenant_account: 'jtdemo' }),
    ),
    ...overrides,
  };
}

function harness(routes: Routes, state: AppState = initialAppState()) {
  const requests: Array<{ path: string; body: string }> = [];
  const fetch = async (request: Request): Promise<Response> => {
    const path = new URL(request.url).pathname;
    requests.push({ path, body: await request.text() });
    const reply = routes[path];
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    if (!reply) return new Response(JSON.stringify({ status: 404, title: 'Not Found' }), { status: 404 });
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  const local = new Map<string, string>();
  const session = new Map<string, string>();
  const installed: MenuRoute[][] = [];
  const notify = vi.fn();
  const deps: SessionContextDeps = {
    client: createApiClient({ baseUrl: 'http://gateway.test', fetch }),
    state,
    localStorage: { setItem: (key, value) => local.set(key, value) },
    sessionStorage: { setItem: (key, value) => session.set(key, value) },
    notify,
    installMenuRoutes: (routes) => installed.push([...routes]),
  };
  return { deps, state, requests, local, session, installed, notify };
}

describe('loadSessionContext', () => {
  it('makes exactly the calls of seed 000 §7 with their payloads', async () => {
    const h = harness(gateway());
    await loadSessionContext(h.deps);
    const byPath = Object.fromEntries(h.requests.map((r) => [r.path, r.body]));
    expect(Object.keys(byPath).sort()).toEqual(
      [
        '/api/component/config/getConfigByCode/big_screen_config',
        '/api/component/config/getConfigByCode/common_config',
        '/api/component/config/getConfigByCode/map_config',
        '/api/component/config/getConfigByCodes',
        '/api/component/config/getGlobalConfig/sass_config',
        '/api/component/config/getGlobalConfig/sprite_config',
        '/api/component/function/getPlatformMenuTree',
        '/api/component/user/getCurrentUserDetail',
      ].sort(),
    );
    expect(h.requests).toHaveLength(8);
    expect(JSON.parse(byPath['/api/component/function/getPlatformMenuTree'] ?? '')).toEqual({
      resourceId: '0',
    });
    expect(JSON.parse(byPath['/api/component/config/getConfigByCodes'] ?? '')).toEqual([
      'common_config',
      'water_mark_config',
    ]);
  });

  it('tells its start once its calls are asked for, before any is answered, and no more once told to stop', async () => {
    const h = harness(gateway());
    const answeredAtStart: number[] = [];
    const stop = onSessionLoadStart(() => answeredAtStart.push(h.local.size + h.installed.length));
    await loadSessionContext(h.deps);
    expect(answeredAtStart).toEqual([0]);
    expect(h.requests).toHaveLength(8);
    expect(h.installed).toHaveLength(1);
    stop();
    await loadSessionContext(harness(gateway()).deps);
    expect(answeredAtStart).toEqual([0]);
  });

  it('keeps the user in the app state and in localStorage user', async () => {
    const h = harness(gateway());
    const outcome = await loadSessionContext(h.deps);
    expect(outcome).toEqual({ user: 'loaded', menu: 'loaded' });
    expect(h.state.userInfo).toEqual(user);
    expect(JSON.parse(h.local.get('user') ?? '')).toEqual(user);
  });

  it('puts map_config into the session values of seed 000 §3', async () => {
    const h = harness(gateway());
    await loadSessionContext(h.deps);
    expect(Object.fromEntries(h.session)).toEqual({
      default_map_center: '118.796877,32.060255',
      current_area: '江宁区',
      geo_json: '/media/jn.geojson',
    });
  });

  it('reads the switches with 0 meaning on, the header, the sprite, the tenant mode and the watermark', async () => {
    const h = harness(gateway());
    await loadSessionContext(h.deps);
    expect(h.state).toMatchObject({
      bigScreenEnabled: true,
      bigScreenRoute: '/gl-highwayInspection',
      defaultHomePath: '/patrolRecord',
      logoName: 'platform-logo.png',
      title: '江宁公路养护平台',
      headerTitle: '江宁公路养护平台',
      topMenuEnabled: true,
      spriteName: 'menu-sprite.png',
      spriteWidth: 80,
      spriteSize: 800,
      multiTenant: false,
      commonTenant: 'jtdemo',
      watermarkConfig: { enable_watermark_config: '0', watermark_txt: '内部资料', watermark_angle: '20' },
    });
  });

  it('shows 交通数字大脑 and /home when common_config sets no title and no home page', async () => {
    const empty = ok(entries({ enable_top_menu: '1' }));
    const h = harness(
      gateway({
        '/api/component/config/getConfigByCode/common_config': empty,
        '/api/component/config/getConfigByCodes': empty,
      }),
    );
    await loadSessionContext(h.deps);
    expect(DEFAULT_HEADER_TITLE).toBe('交通数字大脑');
    expect(h.state).toMatchObject({
      headerTitle: '交通数字大脑',
      title: '',
      defaultHomePath: '/home',
      topMenuEnabled: false,
      watermarkConfig: {},
    });
  });

  it('uses the sprite defaults of seed 000 §9 (width 100, size 1000) for missing or bad values', async () => {
    const h = harness(
      gateway({
        '/api/component/config/getGlobalConfig/sprite_config': ok(
          entries({ sprite_url_key: 'menu-sprite.png', sprite_width_key: 'abc' }),
        ),
      }),
    );
    await loadSessionContext(h.deps);
    expect([h.state.spriteWidth, h.state.spriteSize]).toEqual([100, 1000]);
  });

  it('builds the menu model, installs its routes and marks the routes ready', async () => {
    const h = harness(gateway());
    await loadSessionContext(h.deps);
    expect(h.state.menuList.map((item) => item.title)).toEqual(['巡查管理']);
    expect(h.state.buttonCodes).toEqual(['patrol:export']);
    expect(h.state.routesReady).toBe(true);
    expect(h.installed).toEqual([h.state.routesTree]);
    expect(h.state.routesTree.map((route) => [route.path, route.title, route.topLevelId])).toEqual([
      ['/patrolRecord', '巡查记录', '200'],
    ]);
    expect(h.notify).not.toHaveBeenCalled();
  });

  it('warns 当前账号未设置菜单权限，请联系管理员处理! for 4000 ms on an empty tree', async () => {
    const h = harness(gateway({ '/api/component/function/getPlatformMenuTree': ok([]) }));
    const outcome = await loadSessionContext(h.deps);
    expect(outcome.menu).toBe('empty');
    expect(EMPTY_MENU_MESSAGE).toBe('当前账号未设置菜单权限，请联系管理员处理!');
    expect(h.notify).toHaveBeenCalledExactlyOnceWith('当前账号未设置菜单权限，请联系管理员处理!', {
      type: 'warning',
      durationMs: 4000,
    });
    expect(h.state.menuList).toEqual([]);
    expect(h.state.routesReady).toBe(true);
  });

  it('counts a tree holding only the root entry as empty', async () => {
    const h = harness(gateway({ '/api/component/function/getPlatformMenuTree': ok([tree[0]]) }));
    expect((await loadSessionContext(h.deps)).menu).toBe('empty');
    expect(h.notify).toHaveBeenCalledTimes(1);
  });

  it("shows 'getDynamicMenus error!' when the answer carries no list", async () => {
    const h = harness(
      gateway({ '/api/component/function/getPlatformMenuTree': { body: { code: 200, msg: '操作成功' } } }),
    );
    const outcome = await loadSessionContext(h.deps);
    expect(outcome.menu).toBe('missing');
    expect(MENU_DATA_MISSING_MESSAGE).toBe('getDynamicMenus error!');
    expect(h.notify).toHaveBeenCalledExactlyOnceWith('getDynamicMenus error!');
    expect(h.state.routesReady).toBe(false);
    expect(h.installed).toEqual([]);
  });

  it('passes another status on with the server message (else the fallback) and keeps the routes not ready', async () => {
    const h = harness(
      gateway({
        '/api/component/function/getPlatformMenuTree': {
          status: 500,
          body: { status: 500, title: 'Internal Server Error', detail: '服务器内部错误' },
        },
      }),
    );
    expect((await loadSessionContext(h.deps)).menu).toBe('failed');
    expect(h.notify).toHaveBeenCalledExactlyOnceWith('服务器内部错误');
    expect(h.state.routesReady).toBe(false);
    const bare = harness(
      gateway({ '/api/component/function/getPlatformMenuTree': { status: 502, body: '' } }),
    );
    expect((await loadSessionContext(bare.deps)).menu).toBe('failed');
    expect(bare.notify).toHaveBeenCalledExactlyOnceWith('未知错误，请联系程序员');
  });

  it('leaves 401, 403 and 444 to the HTTP layer, which has spoken for them', async () => {
    for (const status of [401, 403, 444]) {
      const h = harness(
        gateway({ '/api/component/function/getPlatformMenuTree': { status, body: { msg: 'told' } } }),
      );
      expect((await loadSessionContext(h.deps)).menu).toBe('failed');
      expect(h.notify).not.toHaveBeenCalled();
    }
  });

  it('reports a user that could not be read and keeps the rest of the load', async () => {
    const h = harness(gateway({ '/api/component/user/getCurrentUserDetail': 'network-error' }));
    const outcome = await loadSessionContext(h.deps);
    expect(outcome).toEqual({ user: 'failed', menu: 'loaded' });
    expect(h.state.userInfo).toBeNull();
    expect(h.local.has('user')).toBe(false);
    expect(h.state.headerTitle).toBe('江宁公路养护平台');
  });

  it('keeps the previous values of a configuration code whose read failed', async () => {
    const state = { ...initialAppState(), bigScreenEnabled: true, bigScreenRoute: '/gl-hotMap' };
    const h = harness(
      gateway({
        '/api/component/config/getConfigByCode/big_screen_config': {
          status: 500,
          body: { status: 500, title: 'x' },
        },
        '/api/component/config/getConfigByCode/map_config': { body: { code: 500, msg: '系统异常' } },
      }),
      state,
    );
    await loadSessionContext(h.deps);
    expect([h.state.bigScreenEnabled, h.state.bigScreenRoute]).toEqual([true, '/gl-hotMap']);
    expect(h.session.size).toBe(0);
  });
});
