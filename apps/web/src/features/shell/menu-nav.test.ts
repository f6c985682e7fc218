import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../lib/menu/menu-model';
import { activeMenu, indexMenu, menuTrail, sidebarItems } from './menu-nav';

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

const menu = [
  item({ id: '1', url: '/home' }),
  item({
    id: '100',
    type: 'menu1',
    children: [
      item({ id: '110', type: 'menu1', children: [item({ id: '111', url: '/patrolRecord' })] }),
      item({ id: '120', url: '/patrolImage' }),
    ],
  }),
];

describe('menuTrail and activeMenu', () => {
  it('finds the selected entry, the groups to open and the top-level entry', () => {
    expect(menuTrail(menu, '/patrolRecord').map((i) => i.id)).toEqual(['100', '110', '111']);
    expect(activeMenu(menu, '/patrolRecord')).toEqual({
      selectedId: '111',
      openIds: ['100', '110'],
      topLevelId: '100',
    });
  });

  it('matches the path as the router does (case, trailing slash)', () => {
    expect(activeMenu(menu, '/PATROLIMAGE/').selectedId).toBe('120');
  });

  it('selects nothing for a page outside the menu (the personal center)', () => {
    expect(activeMenu(menu, '/self-edit')).toEqual({ selectedId: null, openIds: [], topLevelId: null });
  });
});

describe('indexMenu', () => {
  it('finds every entry by id', () => {
    expect([...indexMenu(menu).keys()]).toEqual(['1', '100', '110', '111', '120']);
  });
});

describe('sidebarItems', () => {
  it('is the whole menu when the top menu is off', () => {
    expect(sidebarItems(menu, false, '100')).toBe(menu);
  });

  it('is the chosen top-level entry’s children when the top menu is on', () => {
    expect(sidebarItems(menu, true, '100').map((i) => i.id)).toEqual(['110', '120']);
    expect(sidebarItems(menu, true, '1')).toEqual([]);
    expect(sidebarItems(menu, true, null)).toEqual([]);
  });
});
