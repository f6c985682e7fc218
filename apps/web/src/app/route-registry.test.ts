import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from './lazy-page';
import {
  createRouteRegistry,
  HOME_PATH,
  menuPageAt,
  menuPages,
  NOT_FOUND_PATH,
  normalizePath,
  type PageModule,
  type RouteEntry,
  routeRegistry,
  staticRedirects,
  staticRoutes,
} from './route-registry';

const page = (): Promise<PageModule> => Promise.resolve({ default: () => null });
const entry = (path: string, title = path): RouteEntry => ({ path, title, load: page });
const notFoundEntry = entry('/404', '404');

function registry(extra: RouteEntry[] = []) {
  return createRouteRegistry({ routes: [notFoundEntry, ...extra], redirects: { '/': '/home' } });
}

describe('the static routes of this build', () => {
  it('registers /404 and redirects the empty path to /home (seed 000 §2)', () => {
    expect(NOT_FOUND_PATH).toBe('/404');
    expect(HOME_PATH).toBe('/home');
    expect(staticRoutes.map((r) => [r.path, r.title])).toEqual(
      expect.arrayContaining([
        ['/404', '404'],
        ['/home', '首页'],
        ['/self-edit', '个人中心'],
      ]),
    );
    expect(staticRedirects).toEqual({ '/': '/home' });
  });

  it('sends / to /home, the home page of the shell', () => {
    expect(routeRegistry.resolve('/')).toEqual({ kind: 'redirect', to: '/home' });
    expect(routeRegistry.resolve('/home')).toMatchObject({
      kind: 'page',
      entry: { path: '/home', title: '首页' },
    });
  });

  it('opens the personal center at /self-edit, titled 个人中心 (seed 000 §2)', () => {
    expect(routeRegistry.resolve('/self-edit')).toMatchObject({
      kind: 'page',
      entry: { path: '/self-edit', title: '个人中心' },
    });
  });

  it('opens the not-found page at /404 itself', () => {
    const match = routeRegistry.resolve('/404');
    expect(match.kind).toBe('page');
    expect(match.kind === 'page' && [match.entry.path, match.entry.title]).toEqual(['/404', '404']);
  });
});

describe('resolve', () => {
  it('gives the not-found entry for a path nobody registered', () => {
    const routes = registry([entry('/self-edit', '个人中心')]);
    const match = routes.resolve('/no-such-page');
    expect(match).toMatchObject({ kind: 'not-found', entry: { path: '/404', title: '404' } });
  });

  it('finds a static route by its exact path', () => {
    const match = registry([entry('/self-edit', '个人中心')]).resolve('/self-edit');
    expect(match).toMatchObject({ kind: 'page', entry: { path: '/self-edit', title: '个人中心' } });
  });

  it('ignores case and a trailing slash, as vue-router did', () => {
    const routes = registry([entry('/gl-hotMap', '热力图')]);
    expect(routes.resolve('/GL-HOTMAP/')).toMatchObject({ kind: 'page', entry: { path: '/gl-hotMap' } });
    expect(routes.resolve('/gl-hotmap//')).toMatchObject({ kind: 'page', entry: { path: '/gl-hotMap' } });
  });

  it('does not match a prefix or a sub-path of a route', () => {
    const routes = registry([entry('/gl-hotMap')]);
    expect(routes.resolve('/gl-hot').kind).toBe('not-found');
    expect(routes.resolve('/gl-hotMap/detail').kind).toBe('not-found');
  });

  it('redirects before looking for a page', () => {
    expect(registry().resolve('')).toEqual({ kind: 'redirect', to: '/home' });
    expect(registry().resolve('/')).toEqual({ kind: 'redirect', to: '/home' });
  });
});

describe('runtime (menu) routes', () => {
  it('are found once added, with the title of the menu entry', () => {
    const routes = registry();
    expect(routes.resolve('/diseaseManage').kind).toBe('not-found');
    const result = routes.addRuntimeRoutes([
      entry('/diseaseManage', '病害管理'),
      entry('/workOrder', '工单管理'),
    ]);
    expect(result).toEqual({ added: ['/diseaseManage', '/workOrder'], ignored: [] });
    expect(routes.resolve('/diseaseManage')).toMatchObject({
      kind: 'page',
      entry: { path: '/diseaseManage', title: '病害管理' },
    });
    expect(routes.routes().map((r) => r.path)).toEqual(['/404', '/diseaseManage', '/workOrder']);
  });

  it('never replace a static route, a redirect or an earlier runtime route', () => {
    const routes = registry([entry('/self-edit', '个人中心')]);
    routes.addRuntimeRoutes([entry('/patrol', '巡查')]);
    const result = routes.addRuntimeRoutes([
      entry('/self-edit', 'menu copy'),
      entry('/', 'root'),
      entry('/PATROL', 'second patrol'),
      entry('/404', 'menu 404'),
      entry('/assets', '资产'),
      entry('/assets/', 'duplicate in the same call'),
    ]);
    expect(result).toEqual({
      added: ['/assets'],
      ignored: ['/self-edit', '/', '/PATROL', '/404', '/assets/'],
    });
    expect(routes.resolve('/self-edit')).toMatchObject({ entry: { title: '个人中心' } });
    expect(routes.resolve('/patrol')).toMatchObject({ entry: { title: '巡查' } });
    expect(routes.resolve('/assets')).toMatchObject({ entry: { title: '资产' } });
  });

  it('are all dropped by clearRuntimeRoutes while static routes stay', () => {
    const routes = registry([entry('/self-edit', '个人中心')]);
    routes.addRuntimeRoutes([entry('/patrol', '巡查')]);
    routes.clearRuntimeRoutes();
    expect(routes.resolve('/patrol').kind).toBe('not-found');
    expect(routes.resolve('/self-edit').kind).toBe('page');
    expect(routes.routes().map((r) => r.path)).toEqual(['/404', '/self-edit']);
  });

  it('notify subscribers and bump the version only when something changed', () => {
    const routes = registry();
    const listener = vi.fn();
    const unsubscribe = routes.subscribe(listener);
    expect(routes.version()).toBe(0);

    routes.addRuntimeRoutes([entry('/patrol')]);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(routes.version()).toBe(1);

    routes.addRuntimeRoutes([entry('/patrol')]);
    routes.addRuntimeRoutes([]);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(routes.version()).toBe(1);

    routes.clearRuntimeRoutes();
    routes.clearRuntimeRoutes();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(routes.version()).toBe(2);

    unsubscribe();
    routes.addRuntimeRoutes([entry('/workOrder')]);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(routes.version()).toBe(3);
  });
});

describe('page loading through the registry', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('passes the page module through', async () => {
    const module: PageModule = { default: () => null };
    const routes = registry();
    routes.addRuntimeRoutes([{ path: '/patrol', title: '巡查', load: () => Promise.resolve(module) }]);
    const match = routes.resolve('/patrol');
    await expect(match.kind === 'page' ? match.entry.load() : null).resolves.toBe(module);
  });

  it('applies the chunk-load timeout to static and runtime routes alike', async () => {
    vi.useFakeTimers();
    const never = () => new Promise<PageModule>(() => {});
    const routes = createRouteRegistry({
      routes: [{ path: '/404', title: '404', load: never }],
      redirects: {},
      chunkTimeoutMs: 1000,
    });
    routes.addRuntimeRoutes([{ path: '/patrol', title: '巡查', load: never }]);
    const outcomes = ['/404', '/patrol'].map((path) => {
      const match = routes.resolve(path);
      if (match.kind !== 'page') throw new Error(`${path} should be a page`);
      return match.entry.load().catch((error: unknown) => error);
    });
    await vi.advanceTimersByTimeAsync(1000);
    for (const error of await Promise.all(outcomes)) {
      expect(error).toBeInstanceOf(ChunkLoadError);
      expect(error).toMatchObject({ reason: 'timeout' });
    }
  });

  it('turns a failed import into a ChunkLoadError', async () => {
    const routes = registry();
    routes.addRuntimeRoutes([
      { path: '/patrol', title: '巡查', load: () => Promise.reject(new TypeError('Failed to fetch')) },
    ]);
    const match = routes.resolve('/patrol');
    const error = await (match.kind === 'page' ? match.entry.load() : Promise.resolve()).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ name: 'ChunkLoadError', reason: 'failed' });
  });
});

describe('registry construction', () => {
  it('refuses a not-found path that is not among the routes', () => {
    expect(() => createRouteRegistry({ routes: [entry('/home')], notFoundPath: '/404' })).toThrow(
      'The not-found route /404 is not among the routes',
    );
  });

  it('refuses a static path registered twice, or both as a route and a redirect', () => {
    expect(() => createRouteRegistry({ routes: [notFoundEntry, entry('/Home'), entry('/home/')] })).toThrow(
      'Route /home/ is registered twice',
    );
    expect(() =>
      createRouteRegistry({ routes: [notFoundEntry, entry('/')], redirects: { '/': '/home' } }),
    ).toThrow('Route / is registered twice');
  });
});

describe('normalizePath', () => {
  it.each([
    ['', '/'],
    ['/', '/'],
    ['///', '/'],
    ['home', '/home'],
    ['/Home/', '/home'],
    ['/gl-hotMap', '/gl-hotmap'],
  ])('%j becomes %j', (input, expected) => {
    expect(normalizePath(input)).toBe(expected);
  });
});

describe('the menu pages of this build', () => {
  it('opens /diseaseManage (the menu url of 病害管理) with its own page chunk', () => {
    expect(menuPages.map((page) => page.path)).toContain('/diseaseManage');
  });

  it('finds the menu page a deep link opens as the router matches it, before the menu is loaded', () => {
    const diseases = menuPages.find((page) => page.path === '/diseaseManage');
    expect(menuPageAt('/diseaseManage')).toBe(diseases);
    expect(menuPageAt('/DiseaseManage/')).toBe(diseases);
    expect(menuPageAt('/system/user')?.path).toBe('/system/user');
    expect(menuPageAt('/home')).toBeUndefined();
    expect(menuPageAt('/diseaseManage/detail')).toBeUndefined();
  });
});
