import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../menu/menu-model';
import { chooseDestination, type DestinationState, FALLBACK_DESTINATION } from './destination';

const item = (over: Partial<MenuItem> & Pick<MenuItem, 'id'>): MenuItem => ({
  title: `entry ${over.id}`,
  name: over.id,
  url: null,
  type: 'menu2',
  openType: '0',
  icon: { base64: null, imagePosition: null },
  children: [],
  ...over,
});

const menu: MenuItem[] = [
  item({
    id: '100',
    type: 'menu1',
    title: '病害管理',
    children: [
      item({ id: '101', url: '/diseaseManage', title: '病害管理' }),
      item({ id: '102', url: '/diseaseMapping', title: '病害映射' }),
    ],
  }),
  item({
    id: '200',
    type: 'menu1',
    children: [item({ id: '201', url: '/patrolRecord', title: '巡查记录' })],
  }),
];

const state = (over: Partial<DestinationState> = {}): DestinationState => ({
  bigScreenEnabled: false,
  bigScreenRoute: '/gl-highwayInspection',
  defaultHomePath: '/patrolRecord',
  menuList: menu,
  ...over,
});

describe('chooseDestination (seed 000 §2)', () => {
  it('goes to the configured big-screen route when big screens are enabled', () => {
    expect(chooseDestination(state({ bigScreenEnabled: true }))).toBe('/gl-highwayInspection');
  });

  it('prefers the big screen even when the default home page is visible', () => {
    expect(chooseDestination(state({ bigScreenEnabled: true, defaultHomePath: '/diseaseManage' }))).toBe(
      '/gl-highwayInspection',
    );
  });

  it('ignores an enabled big screen without a route and uses the default home page', () => {
    expect(chooseDestination(state({ bigScreenEnabled: true, bigScreenRoute: '  ' }))).toBe('/patrolRecord');
  });

  it('goes to the default home page when it is among the visible menu entries, nested included', () => {
    expect(chooseDestination(state())).toBe('/patrolRecord');
  });

  it('falls back to the first menu2 entry when the default home page is not in the menu', () => {
    expect(chooseDestination(state({ defaultHomePath: '/home' }))).toBe('/diseaseManage');
  });

  it('skips entries that are not of type menu2 when looking for the first page', () => {
    const withGroupUrl = [item({ id: '1', type: 'menu1', url: '/group', children: menu })];
    expect(chooseDestination(state({ defaultHomePath: '', menuList: withGroupUrl }))).toBe('/diseaseManage');
  });

  it('treats an empty default home page as not configured', () => {
    expect(chooseDestination(state({ defaultHomePath: '' }))).toBe('/diseaseManage');
  });

  it('lands on /home when the account has no menu page at all', () => {
    expect(FALLBACK_DESTINATION).toBe('/home');
    expect(chooseDestination(state({ menuList: [], defaultHomePath: '/home' }))).toBe('/home');
  });

  it('compares the default home page with the menu urls exactly', () => {
    expect(chooseDestination(state({ defaultHomePath: '/patrolrecord' }))).toBe('/diseaseManage');
  });
});
