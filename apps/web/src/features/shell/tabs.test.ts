import { describe, expect, it } from 'vitest';
import type { OpenTab } from '../../lib/app-state/app-state';
import { closeAllTabs, closeOtherTabs, closeTab, homeTab, normalizeTabs, openTab } from './tabs';

const tab = (path: string, title: string, selected = false): OpenTab => ({
  title,
  name: path,
  path,
  selected,
});
const paths = (tabs: OpenTab[]) => tabs.map((t) => `${t.path}${t.selected ? '*' : ''}`);

const three = [
  homeTab(false),
  tab('/diseaseManage', '病害管理'),
  tab('/patrolRecord', '巡查记录', true),
  tab('/workOrder', '工单管理'),
];

describe('the home tab', () => {
  it('is 首页 at /home, and the only tab of a fresh state', () => {
    expect(normalizeTabs([])).toEqual([{ title: '首页', name: 'home', path: '/home', selected: true }]);
    expect(normalizeTabs(undefined)).toEqual([homeTab(true)]);
  });

  it('is always first and only once, whatever was saved', () => {
    const saved = [tab('/a', 'A'), homeTab(false), tab('/b', 'B', true), homeTab(false)];
    expect(paths(normalizeTabs(saved))).toEqual(['/home', '/a', '/b*']);
  });

  it('cannot be closed', () => {
    expect(closeTab(three, '/home')).toEqual({ tabs: three, navigateTo: null });
  });
});

describe('normalizeTabs (what a reload restores)', () => {
  it('keeps the saved tabs and selection', () => {
    expect(normalizeTabs(three)).toEqual(three);
  });

  it('drops malformed entries and duplicates of a page', () => {
    const saved: unknown[] = [
      null,
      'x',
      { path: 'no-slash', title: 't', name: 'n', selected: false },
      { path: '/a', title: 7, name: 'n', selected: false },
      tab('/a', 'A'),
      tab('/A/', 'A again'),
    ];
    expect(paths(normalizeTabs(saved))).toEqual(['/home*', '/a']);
  });

  it('selects exactly one tab: the last selected, or the home tab when none is', () => {
    expect(paths(normalizeTabs([tab('/a', 'A', true), tab('/b', 'B', true)]))).toEqual([
      '/home',
      '/a',
      '/b*',
    ]);
    expect(paths(normalizeTabs([tab('/a', 'A')]))).toEqual(['/home*', '/a']);
  });
});

describe('openTab', () => {
  it('adds a new page at the end, selected, with the route title', () => {
    const tabs = openTab(three, { path: '/assets', title: '路产管理' });
    expect(paths(tabs)).toEqual(['/home', '/diseaseManage', '/patrolRecord', '/workOrder', '/assets*']);
    expect(tabs.at(-1)).toEqual({ title: '路产管理', name: '/assets', path: '/assets', selected: true });
  });

  it('selects an open page instead of adding it again (case and trailing slash ignored)', () => {
    expect(paths(openTab(three, { path: '/DISEASEMANAGE/', title: '病害管理' }))).toEqual([
      '/home',
      '/diseaseManage*',
      '/patrolRecord',
      '/workOrder',
    ]);
  });

  it('takes the title from the route when it changed', () => {
    const tabs = openTab(three, { path: '/workOrder', title: '工单处置' });
    expect(tabs.find((t) => t.path === '/workOrder')?.title).toBe('工单处置');
  });

  it('selects the home tab for /home and keeps its title', () => {
    expect(openTab(three, { path: '/home', title: 'whatever' })[0]).toEqual(homeTab(true));
  });
});

describe('closeTab', () => {
  it('closes a tab that is not selected and stays', () => {
    expect(closeTab(three, '/workOrder')).toEqual({
      tabs: [homeTab(false), three[1], three[2]],
      navigateTo: null,
    });
  });

  it('closing the selected tab selects its left neighbour and goes there', () => {
    const { tabs, navigateTo } = closeTab(three, '/patrolRecord');
    expect(paths(tabs)).toEqual(['/home', '/diseaseManage*', '/workOrder']);
    expect(navigateTo).toBe('/diseaseManage');
  });

  it('closing the only page tab goes home', () => {
    const { tabs, navigateTo } = closeTab([homeTab(false), tab('/a', 'A', true)], '/a');
    expect(paths(tabs)).toEqual(['/home*']);
    expect(navigateTo).toBe('/home');
  });

  it('ignores a path that has no tab', () => {
    expect(closeTab(three, '/nowhere').tabs).toEqual(three);
  });
});

describe('close others and close all (seed 000 §2)', () => {
  it('close-others keeps the home tab and the current page, still selected', () => {
    expect(closeOtherTabs(three, '/patrolRecord')).toEqual({
      tabs: [homeTab(false), tab('/patrolRecord', '巡查记录', true)],
      navigateTo: null,
    });
  });

  it('close-others from the context menu of another tab keeps that tab and goes there', () => {
    expect(closeOtherTabs(three, '/workOrder')).toEqual({
      tabs: [homeTab(false), tab('/workOrder', '工单管理', true)],
      navigateTo: '/workOrder',
    });
  });

  it('close-others on the home tab keeps only the home tab', () => {
    const onHome = openTab(three, { path: '/home', title: '首页' });
    expect(closeOtherTabs(onHome, '/home')).toEqual({ tabs: [homeTab(true)], navigateTo: null });
  });

  it('close-others for a page without a tab resets to the home tab', () => {
    expect(closeOtherTabs(three, '/nowhere')).toEqual({ tabs: [homeTab(true)], navigateTo: '/home' });
  });

  it('close-all resets to the home tab and goes home', () => {
    expect(closeAllTabs()).toEqual({ tabs: [homeTab(true)], navigateTo: '/home' });
  });
});
