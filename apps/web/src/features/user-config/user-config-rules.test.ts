import { describe, expect, it } from 'vitest';
import { homeTab } from '../shell/tabs';
import { describeChoice, keptTabs, resetTabs, routeTitle } from './user-config-rules';

const tab = (path: string, title: string, selected = false) => ({ title, name: path, path, selected });

describe('/userConfig: the kept preferences in words', () => {
  it('says what a kept column choice changes', () => {
    expect(
      describeChoice({ route: '/a', hidden: ['stakeNo', 'remark'], order: ['x'], widths: { x: 200, y: 90 } }),
    ).toBe('隐藏2列（stakeNo、remark）；调整了列顺序；调整了2列宽度');
    expect(describeChoice({ route: '/a', hidden: [], order: [], widths: { x: 200 } })).toBe('调整了1列宽度');
    expect(describeChoice({ route: '/a', hidden: [], order: [], widths: {} })).toBe('与默认相同');
  });

  it('lists the tabs besides the home tab, and resets to the home tab and this page', () => {
    const tabs = [homeTab(false), tab('/diseaseManage', '病害管理'), tab('/userConfig', '个人设置', true)];
    expect(keptTabs(tabs).map((t) => t.path)).toEqual(['/diseaseManage', '/userConfig']);
    expect(resetTabs(tabs)).toEqual({
      tabs: [homeTab(false), tab('/userConfig', '个人设置', true)],
      navigateTo: null,
    });
  });

  it('names a table’s page by the menu route or open tab of its path, else by the path', () => {
    const known = [
      { path: '/diseaseManage', title: '病害管理' },
      { path: '/tableHeaderDrag/', title: '表头拖拽' },
    ];
    expect(routeTitle('/DiseaseManage', known)).toBe('病害管理');
    expect(routeTitle('/tableHeaderDrag', known)).toBe('表头拖拽');
    expect(routeTitle('/nowhere', known)).toBe('/nowhere');
  });
});
