import { describe, expect, it } from 'vitest';
import type { AssetFigures } from './asset-call';
import {
  assetHeadline,
  CONDITION_COLOURS,
  conditionOption,
  GRADE_COLOURS,
  gradeOption,
  typeOption,
} from './asset-charts';

const figures: AssetFigures = {
  asOf: '2026-05-18 09:50:00',
  byType: [
    { code: '1', name: '桥梁', unit: '座', count: 96, quantity: 96 },
    { code: '7', name: '护栏', unit: 'km', count: 400, quantity: 812.5 },
  ],
  conditions: [
    { code: '1', name: '完好', count: 450 },
    { code: '2', name: '轻微损坏', count: 40 },
    { code: '3', name: '损坏', count: 6 },
  ],
  techGrades: [
    { grade: 1, name: '1类', count: 50 },
    { grade: 2, name: '2类', count: 30 },
    { grade: 3, name: '3类', count: 10 },
    { grade: 4, name: '4类', count: 4 },
    { grade: 5, name: '5类', count: 2 },
  ],
  byRoute: [{ routeCode: 'G42', routeName: 'G42 沪蓉高速', structures: 96, facilities: 400, damaged: 8 }],
  devices: [
    { code: '1', name: '视频监控', total: 120, online: 116, offline: 3, fault: 1 },
    { code: '2', name: '情报板', total: 30, online: 27, offline: 2, fault: 1 },
  ],
  inspectionsDueWeek: 85,
  upcoming: [],
  attention: [],
};

describe('the road asset screen’s figures', () => {
  it('sums the books, the damaged, the class 4 and 5 structures and the devices online', () => {
    expect(assetHeadline(figures)).toEqual({
      total: 496,
      structures: 96,
      damaged: 6,
      poorStructures: 6,
      inspectionsDueWeek: 85,
      devicesOnlinePct: 95.3,
    });
  });

  it('has no online rate without devices, and no damaged without condition 3', () => {
    const bare = { ...figures, devices: [], conditions: figures.conditions.slice(0, 2) };
    expect(assetHeadline(bare)).toMatchObject({ damaged: 0, devicesOnlinePct: null });
  });

  it('colours conditions by code and technical classes from green (1类) to red (5类)', () => {
    const pie = conditionOption(figures) as {
      series: Array<{ data: Array<{ itemStyle: { color: string } }> }>;
    };
    expect(pie.series[0]?.data.map((d) => d.itemStyle.color)).toEqual([
      CONDITION_COLOURS['1'],
      CONDITION_COLOURS['2'],
      CONDITION_COLOURS['3'],
    ]);
    const bars = gradeOption(figures) as { series: Array<{ data: Array<{ itemStyle: { color: string } }> }> };
    expect(bars.series[0]?.data.map((d) => d.itemStyle.color)).toEqual([...GRADE_COLOURS]);
  });

  it('says each type’s quantity in its own unit in the tooltip', () => {
    const option = typeOption(figures) as { tooltip: { formatter: (p: { dataIndex: number }) => string } };
    expect(option.tooltip.formatter({ dataIndex: 1 })).toBe('护栏：400 条，812.5 km');
  });
});
