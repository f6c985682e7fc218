// The route registry: which page module a path opens. Static routes are listed here; the shell
// adds the menu's routes at runtime (seed 000 §2: "each menu entry with a url becomes a route
// whose path is that url and whose page title is the entry title", added once the menu loaded).
// Free of React at runtime (type imports only), so the lookup rules are tested directly.
//
// bench/bundle-report.mjs maps routes to chunks by reading every `{ path, load: () => import('…') }`
// object literal under src/: keep `path` a string literal or a string constant of the same file,
// and the import specifier a string literal.
import type { ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS, withChunkTimeout } from './lazy-page';

/** What a page chunk exports: the page component as its default export. */
export interface PageModule {
  default: ComponentType;
}

export type PageLoader = () => Promise<PageModule>;

export interface RouteEntry {
  /** The path as registered, e.g. '/404' or a menu entry's url. */
  readonly path: string;
  /** The page title (the menu entry title for runtime routes). */
  readonly title: string;
  /** Loads the page chunk; rejects with a ChunkLoadError when the chunk cannot be loaded in time. */
  readonly load: PageLoader;
}

export type RouteMatch =
  | { readonly kind: 'page'; readonly entry: RouteEntry }
  | { readonly kind: 'redirect'; readonly to: string }
  | { readonly kind: 'not-found'; readonly entry: RouteEntry };

/** Where the empty path goes (seed 000 §2: "(empty) redirects to /home"). */
export const HOME_PATH = '/home';
/** The not-found page's own path (seed 000 §2). */
export const NOT_FOUND_PATH = '/404';
/** The personal center (seed 000 §2: title 个人中心, not in the menu). */
export const SELF_EDIT_PATH = '/self-edit';

/** The tool pages and the user's own settings (seed 000 §2), shown in the shell's frame. */
export const TOOL_PATHS = [
  '/main-page',
  '/tableDemo',
  '/tableHeaderDrag',
  '/encryption',
  '/userConfig',
] as const;

/** The routes this build really has; the issues that build more pages add theirs. */
export const staticRoutes: readonly RouteEntry[] = [
  { path: NOT_FOUND_PATH, title: '404', load: () => import('../features/shell/NotFoundPage') },
  // The shell's own pages (seed 000 §2): the home tab's page, and the personal center (not in the menu).
  { path: HOME_PATH, title: '首页', load: () => import('../features/shell/HomePage') },
  { path: SELF_EDIT_PATH, title: '个人中心', load: () => import('../features/shell/SelfEditPage') },
  // Sign-in (seed 000 §2): /login and the second system sign-in /sysLogin share one page chunk;
  // the forced password update has its own.
  { path: '/login', title: '登录', load: () => import('../features/auth/login/LoginPage') },
  { path: '/sysLogin', title: '系统登录', load: () => import('../features/auth/login/LoginPage') },
  // The sign-in page's designer and its full-window preview of a stored layout (seed 000 §2's
  // static routes, issue 15): pages of their own, outside the shell, as the sign-in page is.
  {
    path: '/customLogin',
    title: '自定义登录页',
    load: () => import('../features/page-designer/CustomLoginPage'),
  },
  {
    path: '/previewLogin',
    title: '预览登录页',
    load: () => import('../features/page-designer/PreviewLoginPage'),
  },
  // The home page's designer and its full-window preview (seed 000 §2), likewise.
  {
    path: '/customHome',
    title: '自定义首页',
    load: () => import('../features/page-designer/CustomHomePage'),
  },
  {
    path: '/previewHome',
    title: '预览首页',
    load: () => import('../features/home-layout/PreviewHomePage'),
  },
  // The map component's showcase (a tool page like /tableDemo).
  { path: '/mapDemo', title: '地图组件示例', load: () => import('../features/map-demo/MapDemoPage') },
  // The tool and demo pages (seed 000 §2) and the user's own settings (named route userConfig).
  { path: '/main-page', title: '工具页', load: () => import('../features/main-page/MainPage') },
  { path: '/tableDemo', title: '表格组件示例', load: () => import('../features/table-tools/TableDemoPage') },
  {
    path: '/tableHeaderDrag',
    title: '表头拖拽',
    load: () => import('../features/table-tools/TableHeaderDragPage'),
  },
  { path: '/encryption', title: '加密工具', load: () => import('../features/encryption/EncryptionPage') },
  { path: '/userConfig', title: '个人设置', load: () => import('../features/user-config/UserConfigPage') },
  // The big screens (seed 000 §2): outside the shell's frame, on their own 1920×1080 stage.
  {
    path: '/gl-diseaseInspection',
    title: '病害巡检监测大屏',
    load: () => import('../features/screens/disease/DiseaseScreenPage'),
  },
  {
    path: '/gl-evaluation',
    title: '路况评定监测大屏',
    load: () => import('../features/screens/evaluation/EvaluationScreenPage'),
  },
  {
    path: '/gl-roadAssets',
    title: '路产资产监测大屏',
    load: () => import('../features/screens/assets/AssetScreenPage'),
  },
  {
    path: '/gl-hotMap',
    title: '病害热力图',
    load: () => import('../features/screens/heat/HeatScreenPage'),
  },
  {
    path: '/gl-eventScreen',
    title: '交通事件监测大屏',
    load: () => import('../features/screens/events/EventScreenPage'),
  },
  {
    path: '/bsSickNew',
    title: '病害态势大屏',
    load: () => import('../features/screens/sick-new/SickNewScreenPage'),
  },
  {
    path: '/gl-bsSick',
    title: '病害态势大屏（旧版）',
    load: () => import('../features/screens/sick/SickScreenPage'),
  },
  {
    path: '/gl-highwayInspection',
    title: '公路巡检大屏',
    load: () => import('../features/screens/highway/HighwayScreenPage'),
  },
  {
    path: '/highwayInspectionNew',
    title: '路网巡检大屏',
    load: () => import('../features/screens/network/NetworkScreenPage'),
  },
  // The pages for framing by another page of this origin (seed 000 §2's iframe pages for patrol
  // and task delivery): no shell, the frame is the page; they tell the framing page what happened.
  {
    path: '/iframe/patrol',
    title: '巡查记录（嵌入页）',
    load: () => import('../features/embedded/PatrolFramePage'),
  },
  {
    path: '/iframe/taskDelivery',
    title: '任务下发（嵌入页）',
    load: () => import('../features/embedded/TaskDeliveryFramePage'),
  },
  {
    path: '/update-password',
    title: '修改密码',
    load: () => import('../features/auth/update-password/UpdatePasswordPage'),
  },
];

/**
 * The pages of menu urls this build has (`path` = the menu entry's url; the route's title is the
 * entry's). A menu entry whose url is not listed opens the shell's "not available in this version"
 * page naming the entry. The issues that build the management pages, tool pages and big screens
 * add theirs here.
 */
export const menuPages: readonly Pick<RouteEntry, 'path' | 'load'>[] = [
  // Disease management (seed 000 §2, seed 001 §2; opened by the assistant too).
  { path: '/diseaseManage', load: () => import('../features/diseases/DiseaseManagePage') },
  // 病害配置 and 病害映射: the disease types and the recognition labels' mapping to them.
  { path: '/diseaseConfig', load: () => import('../features/disease-config/DiseaseConfigPage') },
  { path: '/diseaseMapping', load: () => import('../features/disease-config/DiseaseMappingPage') },
  // Work orders (the one state machine the assistant's sendOrderModel moves too).
  { path: '/workOrder', load: () => import('../features/work-orders/WorkOrdersPage') },
  { path: '/dispatch', load: () => import('../features/work-orders/DispatchPage') },
  { path: '/abnormal', load: () => import('../features/work-orders/AbnormalPage') },
  { path: '/devices', load: () => import('../features/devices/DevicesPage') },
  { path: '/roadStateJudge', load: () => import('../features/road-state/RoadStatePage') },
  { path: '/assets', load: () => import('../features/road-assets/AssetsPage') },
  { path: '/routeInfo', load: () => import('../features/routes/RouteInfoPage') },
  { path: '/roadDraw', load: () => import('../features/road-draw/RoadDrawPage') },
  { path: '/maintenanceArea', load: () => import('../features/maintenance-areas/MaintenanceAreasPage') },
  { path: '/checkPile', load: () => import('../features/check-pile/CheckPilePage') },
  { path: '/roadProperty', load: () => import('../features/road-property/RoadPropertyPage') },
  { path: '/roadSafety', load: () => import('../features/road-safety/RoadSafetyPage') },
  {
    path: '/historicalComparison',
    load: () => import('../features/historical-comparison/HistoricalComparisonPage'),
  },
  // Patrols (issue 15): the records with their export, drawer and track.
  { path: '/patrolRecord', load: () => import('../features/patrols/PatrolRecordPage') },
  { path: '/patrolArrange', load: () => import('../features/patrols/PatrolArrangePage') },
  { path: '/patrolImage', load: () => import('../features/patrols/PatrolImagePage') },
  { path: '/trip', load: () => import('../features/trips/TripPage') },
  { path: '/system/todo', load: () => import('../features/todos/TodoPage') },
  // System administration (seed 000 §2, §7).
  { path: '/system/user', load: () => import('../features/users/UsersPage') },
  { path: '/system/loginLog', load: () => import('../features/login-log/LoginLogPage') },
  { path: '/system/operLog', load: () => import('../features/operation-log/OperationLogPage') },
  { path: '/system/config', load: () => import('../features/system-config/GeneralConfigPage') },
  { path: '/system/session', load: () => import('../features/system-config/SessionConfigPage') },
  { path: '/system/mapConfig', load: () => import('../features/system-config/MapConfigPage') },
  { path: '/system/skin', load: () => import('../features/system-config/SkinConfigPage') },
  { path: '/system/dict', load: () => import('../features/system-config/DictionaryPage') },
  { path: '/system/notice', load: () => import('../features/notices/NoticesPage') },
  { path: '/system/holiday', load: () => import('../features/holidays/HolidayPage') },
  { path: '/system/tenant', load: () => import('../features/tenants/TenantsPage') },
  { path: '/system/userGroup', load: () => import('../features/user-groups/UserGroupsPage') },
  { path: '/system/job', load: () => import('../features/jobs/JobsPage') },
  { path: '/system/syncLog', load: () => import('../features/jobs/SyncLogPage') },
  { path: '/system/storage', load: () => import('../features/storage/StoragePage') },
  { path: '/system/dept', load: () => import('../features/departments/DepartmentsPage') },
  { path: '/system/org', load: () => import('../features/organisations/OrganisationsPage') },
  { path: '/system/home', load: () => import('../features/home-layout/HomeLayoutsPage') },
  { path: '/system/form', load: () => import('../features/forms/FormsPage') },
  { path: '/system/menu', load: () => import('../features/menu-config/MenuConfigPage') },
  { path: '/system/role', load: () => import('../features/roles/RolesPage') },
];

/**
 * The menu page of this build at `pathname`, matched as the router matches, or undefined: what a
 * deep link will open once the menu has registered its route, so boot can fetch its chunk first.
 */
export function menuPageAt(pathname: string): Pick<RouteEntry, 'path' | 'load'> | undefined {
  const key = normalizePath(pathname);
  return menuPages.find((page) => normalizePath(page.path) === key);
}

/** Paths that send the browser elsewhere, replacing the history entry. */
export const staticRedirects: Readonly<Record<string, string>> = { '/': HOME_PATH };

export interface AddRoutesResult {
  /** Paths registered by this call. */
  readonly added: readonly string[];
  /** Paths already taken (by a static route, a redirect or an earlier runtime route): left as they were. */
  readonly ignored: readonly string[];
}

export interface RouteRegistry {
  /** The match for a location pathname; a path nobody registered gets the not-found page. */
  resolve(pathname: string): RouteMatch;
  /** Registers runtime (menu) routes; the first registration of a path wins. */
  addRuntimeRoutes(entries: readonly RouteEntry[]): AddRoutesResult;
  /** Drops every runtime route (logout clears the routes, seed 000 §4); static routes stay. */
  clearRuntimeRoutes(): void;
  /** Every registered route, static ones first, in registration order. */
  routes(): readonly RouteEntry[];
  /** Called after every change of the runtime routes (for useSyncExternalStore). */
  subscribe(listener: () => void): () => void;
  /** Increases with every change, so a renderer can tell the routes changed. */
  version(): number;
}

export interface RouteRegistryOptions {
  routes?: readonly RouteEntry[];
  redirects?: Readonly<Record<string, string>>;
  /** The path of the entry rendered for unknown paths; must be among `routes`. */
  notFoundPath?: string;
  /** Every loader is wrapped with this chunk-load timeout (seed 000 §9). */
  chunkTimeoutMs?: number;
}

/**
 * Matching follows vue-router's defaults, which the original app relied on: case-insensitive,
 * and a trailing slash is optional. Query and hash are not part of the pathname.
 */
export function normalizePath(pathname: string): string {
  const withSlash = pathname.startsWith('/') ? pathname : `/${pathname}`;
  const trimmed = withSlash.replace(/\/+$/, '');
  return (trimmed === '' ? '/' : trimmed).toLowerCase();
}

export function createRouteRegistry({
  routes = staticRoutes,
  redirects = staticRedirects,
  notFoundPath = NOT_FOUND_PATH,
  chunkTimeoutMs = CHUNK_LOAD_TIMEOUT_MS,
}: RouteRegistryOptions = {}): RouteRegistry {
  const wrap = (entry: RouteEntry): RouteEntry => ({
    path: entry.path,
    title: entry.title,
    load: withChunkTimeout(entry.load, chunkTimeoutMs),
  });

  const redirectMap = new Map(Object.entries(redirects).map(([from, to]) => [normalizePath(from), to]));
  const staticMap = new Map<string, RouteEntry>();
  for (const entry of routes) {
    const key = normalizePath(entry.path);
    if (staticMap.has(key) || redirectMap.has(key))
      throw new Error(`Route ${entry.path} is registered twice`);
    staticMap.set(key, wrap(entry));
  }
  const notFound = staticMap.get(normalizePath(notFoundPath));
  if (!notFound) throw new Error(`The not-found route ${notFoundPath} is not among the routes`);

  let runtimeMap = new Map<string, RouteEntry>();
  let currentVersion = 0;
  const listeners = new Set<() => void>();
  const changed = () => {
    currentVersion += 1;
    for (const listener of [...listeners]) listener();
  };

  return {
    resolve(pathname) {
      const key = normalizePath(pathname);
      const to = redirectMap.get(key);
      if (to !== undefined) return { kind: 'redirect', to };
      const entry = staticMap.get(key) ?? runtimeMap.get(key);
      return entry ? { kind: 'page', entry } : { kind: 'not-found', entry: notFound };
    },
    addRuntimeRoutes(entries) {
      const added: string[] = [];
      const ignored: string[] = [];
      const next = new Map(runtimeMap);
      for (const entry of entries) {
        const key = normalizePath(entry.path);
        if (staticMap.has(key) || redirectMap.has(key) || next.has(key)) {
          ignored.push(entry.path);
          continue;
        }
        next.set(key, wrap(entry));
        added.push(entry.path);
      }
      if (added.length > 0) {
        runtimeMap = next;
        changed();
      }
      return { added, ignored };
    },
    clearRuntimeRoutes() {
      if (runtimeMap.size === 0) return;
      runtimeMap = new Map();
      changed();
    },
    routes: () => [...staticMap.values(), ...runtimeMap.values()],
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    version: () => currentVersion,
  };
}

/** The app's registry. */
export const routeRegistry = createRouteRegistry();
