import { describe, expect, it } from 'vitest';
import { type AppState, initialAppState, persistAppState, restoreAppState } from './app-state';

const storage = (values: Record<string, string> = {}) => {
  const map = new Map(Object.entries(values));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => {
      map.set(key, value);
    },
    removeItem: (key: string) => {
      map.delete(key);
    },
    map,
  };
};

describe('the app state of seed 000 §3', () => {
  it('starts with the cache list kafka-production, kafka-consume and the seed defaults', () => {
    expect(initialAppState()).toMatchObject({
      cacheList: ['kafka-production', 'kafka-consume'],
      headerTitle: '交通数字大脑',
      defaultHomePath: '/home',
      spriteWidth: 100,
      spriteSize: 1000,
      openTabs: [],
      routesReady: false,
      userInfo: null,
      watermarkConfig: {},
    });
  });

  it('has every field of §3', () => {
    expect(Object.keys(initialAppState()).sort()).toEqual(
      [
        'menuList',
        'routesTree',
        'buttonCodes',
        'routesReady',
        'openTabs',
        'currentPath',
        'cacheList',
        'headerTitle',
        'headerHidden',
        'sidebarHidden',
        'defaultHomePath',
        'title',
        'name',
        'logoName',
        'bigScreenEnabled',
        'bigScreenRoute',
        'multiTenant',
        'commonTenant',
        'passwordStatusTip',
        'topMenuEnabled',
        'spriteName',
        'spriteWidth',
        'spriteSize',
        'userInfo',
        'watermarkConfig',
      ].sort(),
    );
  });
});

describe('restoreAppState (a reload)', () => {
  it('reads what was saved under vuex-app over the defaults', () => {
    const saved = {
      headerTitle: '江宁公路养护平台',
      openTabs: [{ title: '首页', name: 'home', path: '/home', selected: true }],
    };
    expect(restoreAppState(storage({ 'vuex-app': JSON.stringify(saved) }))).toEqual({
      ...initialAppState(),
      ...saved,
    });
  });

  it('never restores the routes as ready: they live in the page, not in storage', () => {
    expect(restoreAppState(storage({ 'vuex-app': JSON.stringify({ routesReady: true }) })).routesReady).toBe(
      false,
    );
  });

  it('gives the defaults for nothing saved, unreadable JSON, or JSON that is not an object', () => {
    for (const saved of [undefined, '{oops', 'null', '42', '[1,2]']) {
      const values: Record<string, string> = saved === undefined ? {} : { 'vuex-app': saved };
      expect(restoreAppState(storage(values))).toEqual(initialAppState());
    }
    expect(restoreAppState(undefined)).toEqual(initialAppState());
  });
});

describe('persistAppState', () => {
  it('saves the state under vuex-app while signed in', () => {
    const target = storage({ jtToken: 'Bearer t' });
    const state: AppState = { ...initialAppState(), currentPath: '/patrolRecord' };
    persistAppState(target, state);
    expect(JSON.parse(target.map.get('vuex-app') ?? '')).toEqual(state);
  });

  it('removes the key once the state is back at its defaults (logout clears local storage)', () => {
    const target = storage({ jtToken: 'Bearer t', 'vuex-app': '{"currentPath":"/patrolRecord"}' });
    persistAppState(target, initialAppState());
    expect(target.map.has('vuex-app')).toBe(false);
  });

  it('writes nothing once signed out, whatever the shell changed after the logout', () => {
    const target = storage({ 'vuex-app': '{"currentPath":"/patrolRecord"}' });
    persistAppState(target, { ...initialAppState(), currentPath: '/login', openTabs: [] });
    expect(target.map.has('vuex-app')).toBe(false);
    persistAppState(target, { ...initialAppState(), currentPath: '/home' });
    expect([...target.map.keys()]).toEqual([]);
  });
});
