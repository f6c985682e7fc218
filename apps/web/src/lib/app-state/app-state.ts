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
  /** The runtime routes have been added (logout clears it). */
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
}

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
    headerTitle: '',
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
  };
}

function restore(storage: Storage | undefined): AppState {
  const initial = initialAppState();
  const saved = storage?.getItem(LocalStorageKey.appState);
  if (!saved) return initial;
  try {
    const parsed = JSON.parse(saved) as Partial<AppState>;
    return { ...initial, ...parsed };
  } catch {
    return initial;
  }
}

const storage = typeof localStorage === 'undefined' ? undefined : localStorage;

/** The app's one state store (valtio), written back to localStorage on every change. */
export const appState = proxy<AppState>(restore(storage));

if (storage) {
  subscribe(appState, () => {
    storage.setItem(LocalStorageKey.appState, JSON.stringify(appState));
  });
}

/** Back to a fresh browser's state (logout). */
export function resetAppState(): void {
  Object.assign(appState, initialAppState());
}
