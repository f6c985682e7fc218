import { describe, expect, it } from 'vitest';
import { LEVEL_COLOURS } from '../shared/level-colours';
import type { SickNewFigures } from './sick-new-call';
import {
  openLevelOption,
  openTypeOption,
  overdueText,
  progressOption,
  routeOption,
  STATUS_COLOURS,
  trendOption,
} from './sick-new-charts';

const figures: SickNewFigures = {
  asOf: '2026-05-18 10:00:00',
  totals: {
    newToday: 3,
    newMonth: 40,
    open: 12,
    severeOpen: 2,
    overdue: 1,
    handledToday: 1,
    handledMonth: 20,
  },
  byType: [
    { code: '2', name: '坑槽', count: 7 },
    { code: '1', name: '裂缝', count: 5 },
  ],
  byLevel: [
    { level: 1, name: '轻微', count: 6 },
    { level: 2, name: '一般', count: 4 },
    { level: 3, name: '严重', count: 2 },
  ],
  byRoute: [
    { routeCode: 'G42', routeName: 'G42 沪蓉高速', open: 9, found: 30 },
    { routeCode: 'S55', routeName: 'S55 宁宣高速', open: 3, found: 10 },
  ],
  progress: [
    { status: 1, name: '待派单', count: 2 },
    { status: 2, name: '已派单', count: 3 },
    { status: 4, name: '验收通过', count: 20 },
  ],
  overdue: [],
  trend: [
    { day: '2026-05-17', found: 4, handled: 2 },
    { day: '2026-05-18', found: 3, handled: 1 },
  ],
  openPoints: [],
  latest: [],
};

type Series = Array<{ name?: string; data: unknown[] }>;
const series = (option: Record<string, unknown>) => option.series as Series;

describe('the disease situation screen’s charts', () => {
  it('draws the open diseases by type, each with its count', () => {
    expect(series(openTypeOption(figures))[0]?.data).toEqual([
      { name: '坑槽', value: 7 },
      { name: '裂缝', value: 5 },
    ]);
  });

  it('colours the open diseases’ levels as every disease screen does', () => {
    expect(series(openLevelOption(figures))[0]?.data).toEqual([
      { name: '轻微', value: 6, itemStyle: { color: LEVEL_COLOURS[1] } },
      { name: '一般', value: 4, itemStyle: { color: LEVEL_COLOURS[2] } },
      { name: '严重', value: 2, itemStyle: { color: LEVEL_COLOURS[3] } },
    ]);
  });

  it('puts the work orders’ statuses in their flow, each in its status colour', () => {
    const option = progressOption(figures) as { yAxis: { data: string[] } };
    expect(option.yAxis.data).toEqual(['验收通过', '已派单', '待派单']); // drawn bottom up: 待派单 on top
    expect(series(option)[0]?.data).toEqual([
      { value: 20, itemStyle: { color: STATUS_COLOURS[4] } },
      { value: 3, itemStyle: { color: STATUS_COLOURS[2] } },
      { value: 2, itemStyle: { color: STATUS_COLOURS[1] } },
    ]);
  });

  it('says how long an order is overdue in hours on its first day, then in days', () => {
    expect([0, 23, 24, 47, 8721].map(overdueText)).toEqual(['0 小时', '23 小时', '1 天', '1 天', '363 天']);
  });

  it('shows 30 days of new and handled diseases by day', () => {
    const option = trendOption(figures) as { xAxis: { data: string[] } };
    expect(option.xAxis.data).toEqual(['05-17', '05-18']);
    expect(series(option).map((s) => [s.name, s.data])).toEqual([
      ['新增', [4, 3]],
      ['处置', [2, 1]],
    ]);
  });

  it('lists the routes top down in the answer’s order', () => {
    const option = routeOption(figures) as { yAxis: { data: string[] } };
    expect(option.yAxis.data).toEqual(['S55', 'G42']);
    expect(series(option).map((s) => [s.name, s.data])).toEqual([
      ['待修复', [3, 9]],
      ['近30天新增', [10, 30]],
    ]);
  });
});
