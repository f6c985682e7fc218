import type { components } from '@jt/api-contract';
import { proxy, subscribe } from 'valtio';
import type { MenuItem, MenuRoute } from '../menu/menu-model';
import { LocalStorageKey } from '../storage-keys';

export type CurrentUser = components['schemas']['CurrentUser'];

/** An open page tab of the shell. */
export interface OpenTab {
  title: string;
  /** The route name (the path for runtime routes). */
  name: string;
  path: string;
  selected: boolean;
}

/**
 * The client state of seed 000 §3, persisted under the key vuex-app so a reload keeps the menu,
 * the tabs and the user.
 */
export interface AppState {
  menuList: MenuItem[];
  routesTree: MenuRoute[];
  buttonCodes: string[];
  /** The menu's runtime routes have been added in this page (false after a reload; logout clears it). */
  routesReady: boolean;
  openTabs: OpenTab[];
  currentPath: string;
  cacheList: string[];
  headerTitle: string;
  headerHidden: boolean;
  sidebarHidden: boolean;
  defaultHomePath: string;
  title: string;
  name: string;
  logoName: string;
  bigScreenEnabled: boolean;
  bigScreenRoute: string;
  multiTenant: boolean;
  commonTenant: string;
  passwordStatusTip: string;
  topMenuEnabled: boolean;
  spriteName: string;
  spriteWidth: number;
  spriteSize: number;
  userInfo: CurrentUser | null;
  /**
   * The entries of water_mark_config as read by getConfigByCodes (key → value, e.g.
   * enable_watermark_config '0'); the shell parses them (features/shell/watermark-options.ts).
   */
  watermarkConfig: Record<string, string>;
}

/** The header title unless common_config's sys_title_name sets one (seed 000 §1: 'a digital brain for transport'). */
export const DEFAULT_HEADER_TITLE = '交通数字大脑';

/** The state a fresh browser (or a logout) starts from; defaults from seed 000 §9. */
export function initialAppState(): AppState {
  return {
    menuList: [],
    routesTree: [],
    buttonCodes: [],
    routesReady: false,
    openTabs: [],
    currentPath: '',
    cacheList: ['kafka-production', 'kafka-consume'],
    headerTitle: DEFAULT_HEADER_TITLE,
    headerHidden: false,
    sidebarHidden: false,
    defaultHomePath: '/home',
    title: '',
    name: '',
    logoName: '',
    bigScreenEnabled: false,
    bigScreenRoute: '',
    multiTenant: true,
    commonTenant: '',
    passwordStatusTip: '',
    topMenuEnabled: false,
    spriteName: '',
    spriteWidth: 100,
    spriteSize: 1000,
    userInfo: null,
    watermarkConfig: {},
  };
}

/** The state saved under vuex-app, over the defaults; a missing or unreadable save gives the defaults. */
export function restoreAppState(storage: Pick<Storage, 'getItem'> | undefined): AppState {
  const initial = initialAppState();
  const saved = storage?.getItem(LocalStorageKey.appState);
  if (!saved) return initial;
  try {
    const parsed: unknown = JSON.parse(saved);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return initial;
    // The runtime routes live in this page's memory, not in storage: after a reload they are not
    // there until the menu is loaded again, whatever the saved flag says.
    return { ...initial, ...(parsed as Partial<AppState>), routesReady: false };
  } catch {
    return initial;
  }
}

const storage = typeof localStorage === 'undefined' ? undefined : localStorage;

/** The app's one state store (valtio), written back to localStorage on every change. */
export const appState = proxy<AppState>(restoreAppState(storage));

if (storage) {
  subscribe(appState, () => persistAppState(storage, appState));
}

/**
 * Writes the state under vuex-app while a session exists (a jtToken is stored). Signed out, or
 * back at its defaults, the key is removed instead: "logout clears all local storage" (seed 000
 * §4) must still hold once the shell's last changes (its tabs, the path it left) are saved after
 * the logout cleared the storage.
 */
export function persistAppState(
  target: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
  state: AppState,
): void {
  const saved = JSON.stringify(state);
  const signedIn = (target.getItem(LocalStorageKey.jtToken) ?? '') !== '';
  if (!signedIn || saved === JSON.stringify(initialAppState())) target.removeItem(LocalStorageKey.appState);
  else target.setItem(LocalStorageKey.appState, saved);
}

/** Back to a fresh browser's state (logout). */
export function resetAppState(): void {
  Object.assign(appState, initialAppState());
}
