// What a signed-in session needs before any shell page can render (seed 000 §2, §3, §4, §6, §7):
// the current user, the configuration codes and the menu tree, loaded into the app state once a
// token exists. Used by the sign-in success flow and by the route guard after a reload.
//
// The HTTP client and the popup message are imported lazily by the default dependencies: both
// pull Semi UI (through the HTTP layer's messages), which does not load in the unit-test runtime,
// and both are in the initial chunk anyway, so the lazy import costs no request.
import type { ApiClient, Schemas } from '@jt/api-contract';
import { proxy } from 'valtio';
import { type AppState, appState, DEFAULT_HEADER_TITLE } from '../app-state/app-state';
import { HttpText } from '../http/http-texts';
import { problemText } from '../http/problem-text';
import { buildMenuModel, type MenuEntry, type MenuRoute, topLevelEntries } from '../menu/menu-model';
import type { MessageOptions } from '../messages/popup-message';
import { LocalStorageKey, SessionStorageKey } from '../storage-keys';
import { onLogout } from './logout';

/** The header title when common_config sets none (seed 000 §1), kept with the app state's defaults. */
export { DEFAULT_HEADER_TITLE };
/** The home page when common_config sets none (seed 000 §2: the empty path redirects to /home). */
export const DEFAULT_HOME_PATH = '/home';
/** Menu data missing from the answer (seed 000 §8), word for word. */
export const MENU_DATA_MISSING_MESSAGE = 'getDynamicMenus error!';
/** An empty menu tree (seed 000 §6, §8), word for word, shown as a warning for 4 s (§9). */
export const EMPTY_MENU_MESSAGE = '当前账号未设置菜单权限，请联系管理员处理!';
export const EMPTY_MENU_MESSAGE_MS = 4000;
/** getPlatformMenuTree's resourceId for the user's full tree (seed 000 §7). */
export const FULL_TREE_RESOURCE_ID = '0';
/** The keys of water_mark_config (seed 000 §3, §7) kept for the shell's watermark. */
const WATERMARK_KEYS = new Set([
  'enable_watermark_config',
  'watermark_txt',
  'watermark_x_space',
  'watermark_y_space',
  'watermark_font',
  'watermark_color',
  'watermark_fontsize',
  'watermark_alpha',
  'watermark_angle',
]);

type ConfigEntry = Schemas['ConfigEntry'];
type ConfigCode = Schemas['ConfigCode'];
export type CurrentUser = Schemas['CurrentUser'];

export interface SessionContextDeps {
  client: ApiClient;
  state: AppState;
  localStorage: Pick<Storage, 'setItem'>;
  sessionStorage: Pick<Storage, 'setItem'>;
  notify: (text: string, options?: MessageOptions) => void;
  /** Registers the menu's runtime routes with the router (set by the app, see setMenuRouteInstaller). */
  installMenuRoutes: (routes: readonly MenuRoute[]) => void;
}

export type MenuOutcome =
  /** The tree was read, its routes installed. */
  | 'loaded'
  /** The account has no menu entries: the 4 s warning was shown. */
  | 'empty'
  /** A successful answer without the list: 'getDynamicMenus error!' was shown. */
  | 'missing'
  /** The call failed (HTTP error or no answer); the HTTP layer's rules spoke for it. */
  | 'failed';

export interface SessionContextOutcome {
  user: 'loaded' | 'failed';
  menu: MenuOutcome;
}

let menuRouteInstaller: (routes: readonly MenuRoute[]) => void = () => {};

/**
 * The app registers how menu routes become router routes (app/ owns the route registry; lib/
 * must not import it). Called once at startup, before anything loads the session.
 */
export function setMenuRouteInstaller(install: (routes: readonly MenuRoute[]) => void): void {
  menuRouteInstaller = install;
}

async function defaultDeps(): Promise<SessionContextDeps> {
  const [{ api }, { showMessage }] = await Promise.all([
    import('../api/client'),
    import('../messages/popup-message'),
  ]);
  return {
    client: api,
    state: appState,
    localStorage,
    sessionStorage,
    notify: showMessage,
    installMenuRoutes: (routes) => menuRouteInstaller(routes),
  };
}

let pending: Promise<SessionContextOutcome> | undefined;

/**
 * How this page's session load went: the route guard renders once it was tried (a failed menu
 * must not keep the user on a spinner, nor be asked for a second time by the guard right after
 * the sign-in asked for it), and the home page tells a failed menu from an empty one.
 */
export const sessionLoad = proxy<{ attempted: boolean; menu: MenuOutcome | null }>({
  attempted: false,
  menu: null,
});

onLogout(() => {
  sessionLoad.attempted = false;
  sessionLoad.menu = null;
});

/**
 * After a token exists: loads the current user, the configuration codes and the menu tree into
 * the app state and installs the menu's routes. Concurrent calls share one load. Never rejects:
 * what failed is in the outcome (the HTTP layer has already told the user).
 */
export function loadSessionContext(deps?: SessionContextDeps): Promise<SessionContextOutcome> {
  if (deps) return loadAll(deps);
  pending ??= defaultDeps()
    .then(loadAll)
    .then((outcome) => {
      sessionLoad.attempted = true;
      sessionLoad.menu = outcome.menu;
      return outcome;
    })
    .finally(() => {
      pending = undefined;
    });
  return pending;
}

/** Reloads only the current user (the route guard does it on every navigation, seed 000 §4). */
export async function loadCurrentUser(deps?: SessionContextDeps): Promise<CurrentUser | null> {
  return readCurrentUser(deps ?? (await defaultDeps()));
}

const loadStartListeners = new Set<() => void>();

/**
 * Calls `listener` each time a session load has asked for its calls (before any answer). At boot
 * a deep link's chunks are fetched from then (main.tsx): over HTTP/1.1's six connections the
 * calls the first screen waits for would otherwise queue behind some sixty chunks, and a
 * signed-out deep link, sent to /login without a session load, fetches none. Returns the removal.
 */
export function onSessionLoadStart(listener: () => void): () => void {
  loadStartListeners.add(listener);
  return () => loadStartListeners.delete(listener);
}

async function loadAll(deps: SessionContextDeps): Promise<SessionContextOutcome> {
  const calls = Promise.all([
    readCurrentUser(deps),
    readMenu(deps),
    readMapConfig(deps),
    readBigScreenConfig(deps),
    readCommonConfig(deps),
    readCommonAndWatermarkConfig(deps),
    readGlobalConfigs(deps),
  ]);
  for (const listener of [...loadStartListeners]) listener();
  const [user, menu] = await calls;
  return { user: user ? 'loaded' : 'failed', menu };
}

/** The statuses the HTTP layer answers for itself (401 warning, 403 message or kick-out, 444 msg). */
const TOLD_BY_HTTP_LAYER = new Set([401, 403, 444]);

interface Answer<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * A session call's answer when it succeeded at HTTP level; otherwise undefined, and the user has
 * been told once (seed 000 §8): the HTTP layer speaks for 401/403/444 and for no answer (network
 * error, timeout); any other status is passed on and shown here with the server's message, or
 * the fallback; an answer that is not the JSON it claims (cut short, broken) gets the fallback.
 */
async function settle<T>(
  notify: SessionContextDeps['notify'],
  call: () => Promise<Answer<T>>,
): Promise<Answer<T> | undefined> {
  try {
    const answer = await call();
    if (answer.response.ok) return answer;
    if (!TOLD_BY_HTTP_LAYER.has(answer.response.status))
      notify(problemText(answer.error) || HttpText.fallback);
    return undefined;
  } catch (error) {
    if (error instanceof SyntaxError) notify(HttpText.fallback);
    return undefined;
  }
}

function isSuccess(body: { code: number } | undefined): boolean {
  return body !== undefined && body.code === 200;
}

async function readCurrentUser({ client, state, localStorage, notify }: SessionContextDeps) {
  const answer = await settle(notify, () => client.POST('/api/component/user/getCurrentUserDetail'));
  const body = answer?.data;
  if (!body || !isSuccess(body) || !body.data) return null;
  state.userInfo = body.data;
  localStorage.setItem(LocalStorageKey.user, JSON.stringify(body.data));
  return body.data;
}

async function readConfigByCode({ client, notify }: SessionContextDeps, code: ConfigCode) {
  const answer = await settle(notify, () =>
    client.POST('/api/component/config/getConfigByCode/{code}', { params: { path: { code } } }),
  );
  const body = answer?.data;
  return body && isSuccess(body) && Array.isArray(body.data) ? toValueMap(body.data) : undefined;
}

async function readGlobalConfig({ client, notify }: SessionContextDeps, code: ConfigCode) {
  const answer = await settle(notify, () =>
    client.POST('/api/component/config/getGlobalConfig/{code}', { params: { path: { code } } }),
  );
  const body = answer?.data;
  return body && isSuccess(body) && Array.isArray(body.data) ? toValueMap(body.data) : undefined;
}

/** Entries → key/value map; the first entry of a key wins. */
export function toValueMap(entries: readonly ConfigEntry[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const { code, value } of entries) if (!map.has(code)) map.set(code, value);
  return map;
}

/** map_config goes to the session (seed 000 §3 "Session values"; seed 001 reads them there). */
async function readMapConfig(deps: SessionContextDeps) {
  const { sessionStorage } = deps;
  const values = await readConfigByCode(deps, 'map_config');
  if (!values) return;
  sessionStorage.setItem(SessionStorageKey.defaultMapCenter, values.get('map_center') ?? '');
  sessionStorage.setItem(SessionStorageKey.currentArea, values.get('current_area') ?? '');
  sessionStorage.setItem(SessionStorageKey.geoJson, values.get('geo_json') ?? '');
}

async function readBigScreenConfig(deps: SessionContextDeps) {
  const values = await readConfigByCode(deps, 'big_screen_config');
  if (values) applyBigScreenConfig(deps.state, values);
}

async function readCommonConfig(deps: SessionContextDeps) {
  const values = await readConfigByCode(deps, 'common_config');
  if (values) applyCommonConfig(deps.state, values);
}

async function readCommonAndWatermarkConfig({ client, state, notify }: SessionContextDeps) {
  const answer = await settle(notify, () =>
    client.POST('/api/component/config/getConfigByCodes', { body: ['common_config', 'water_mark_config'] }),
  );
  const body = answer?.data;
  if (!body || !isSuccess(body) || !Array.isArray(body.data)) return;
  const values = toValueMap(body.data);
  applyCommonConfig(state, values);
  state.watermarkConfig = Object.fromEntries([...values].filter(([key]) => WATERMARK_KEYS.has(key)));
}

async function readGlobalConfigs(deps: SessionContextDeps) {
  const { state } = deps;
  const [sprite, sass] = await Promise.all([
    readGlobalConfig(deps, 'sprite_config'),
    readGlobalConfig(deps, 'sass_config'),
  ]);
  if (sprite) applySpriteConfig(state, sprite);
  if (sass) applySassConfig(state, sass);
}

/** big_screen_config: enable_bigscreen '0' means enabled (seed 000 §9). */
export function applyBigScreenConfig(state: AppState, values: ReadonlyMap<string, string>): void {
  state.bigScreenEnabled = values.get('enable_bigscreen') === '0';
  state.bigScreenRoute = values.get('default_bigscreen_route') ?? '';
}

/**
 * common_config: default_home_page, the header logo file and title (交通数字大脑 unless
 * sys_title_name sets one), and the top menu (enable_top_menu '0' means enabled, seed 000 §9).
 */
export function applyCommonConfig(state: AppState, values: ReadonlyMap<string, string>): void {
  const home = values.get('default_home_page')?.trim();
  state.defaultHomePath = home ? home : DEFAULT_HOME_PATH;
  state.logoName = values.get('sys_title_logo')?.trim() ?? '';
  state.title = values.get('sys_title_name')?.trim() ?? '';
  state.headerTitle = state.title || DEFAULT_HEADER_TITLE;
  state.topMenuEnabled = values.get('enable_top_menu') === '0';
}

/** sprite_config: the menu icon sprite, width default 100, size default 1000 (seed 000 §9). */
export function applySpriteConfig(state: AppState, values: ReadonlyMap<string, string>): void {
  state.spriteName = values.get('sprite_url_key')?.trim() ?? '';
  state.spriteWidth = positiveNumber(values.get('sprite_width_key'), 100);
  state.spriteSize = positiveNumber(values.get('sprite_pic_default_size_key'), 1000);
}

/** sass_config: sass_model '0' means multi-tenant (seed 000 §9). */
export function applySassConfig(state: AppState, values: ReadonlyMap<string, string>): void {
  state.multiTenant = values.get('sass_model') === '0';
  state.commonTenant = values.get('common_tenant_account')?.trim() ?? '';
}

function positiveNumber(text: string | undefined, fallback: number): number {
  const value = Number.parseFloat(text ?? '');
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

async function readMenu(deps: SessionContextDeps): Promise<MenuOutcome> {
  const { client, state, notify } = deps;
  const answer = await settle(notify, () =>
    client.POST('/api/component/function/getPlatformMenuTree', {
      body: { resourceId: FULL_TREE_RESOURCE_ID },
    }),
  );
  if (!answer) return 'failed';
  const list: MenuEntry[] | undefined = Array.isArray(answer.data?.data) ? answer.data.data : undefined;
  if (!list) {
    notify(MENU_DATA_MISSING_MESSAGE);
    return 'missing';
  }
  const model = buildMenuModel(list);
  state.menuList = model.items;
  state.routesTree = model.routes;
  state.buttonCodes = model.buttonCodes;
  deps.installMenuRoutes(model.routes);
  state.routesReady = true;
  if (topLevelEntries(list).length === 0) {
    notify(EMPTY_MENU_MESSAGE, { type: 'warning', durationMs: EMPTY_MENU_MESSAGE_MS });
    return 'empty';
  }
  return 'loaded';
}
