import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../lib/menu/menu-model';
import { chineseDate, formatDateTime, greetingFor, homeShortcuts } from './home-page-model';

const at = (hour: number, minute = 0) => new Date(2025, 2, 12, hour, minute);

describe('greetingFor', () => {
  it.each([
    [5, 0, '早上好'],
    [10, 59, '早上好'],
    [11, 0, '中午好'],
    [12, 59, '中午好'],
    [13, 0, '下午好'],
    [17, 59, '下午好'],
    [18, 0, '晚上好'],
    [23, 30, '晚上好'],
    [2, 0, '晚上好'],
  ])('%i:%i gives %s', (hour, minute, text) => {
    expect(greetingFor(at(hour, minute))).toBe(text);
  });
});

describe('chineseDate', () => {
  it('writes year, month, day and weekday in Chinese', () => {
    expect(chineseDate(new Date(2025, 2, 12))).toBe('2025年3月12日 星期三');
    expect(chineseDate(new Date(2026, 0, 4))).toBe('2026年1月4日 星期日');
  });
});

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

describe('homeShortcuts', () => {
  const menu = [
    item({ id: '1', title: '首页', url: '/home' }),
    item({
      id: '100',
      type: 'menu1',
      title: '病害管理',
      icon: { base64: null, imagePosition: '-100px 0px' },
      children: [item({ id: '101', url: '/diseaseManage' }), item({ id: '102', url: '/diseaseMapping' })],
    }),
    item({ id: '300', title: '路网大屏', url: '/gl-highwayInspection', openType: '1' }),
    item({ id: '400', type: 'menu1', title: '空分组' }),
  ];

  it('gives one shortcut per top-level entry leading to a page, without the home page', () => {
    expect(homeShortcuts(menu, '/home')).toEqual([
      {
        id: '100',
        title: '病害管理',
        icon: { base64: null, imagePosition: '-100px 0px' },
        url: '/diseaseManage',
        openType: '0',
        pageCount: 2,
      },
      {
        id: '300',
        title: '路网大屏',
        icon: { base64: null, imagePosition: null },
        url: '/gl-highwayInspection',
        openType: '1',
        pageCount: 1,
      },
    ]);
  });

  it('gives nothing for an empty menu', () => {
    expect(homeShortcuts([], '/home')).toEqual([]);
  });
});

describe('formatDateTime', () => {
  it('writes yyyy-MM-dd hh:mm:ss in local time (seed 000 §9)', () => {
    const local = new Date(2025, 2, 12, 8, 30, 15);
    expect(formatDateTime(local.toISOString())).toBe('2025-03-12 08:30:15');
  });

  it('gives nothing for no value or an unreadable one', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('yesterday')).toBe('');
  });
});
