import { describe, expect, it } from 'vitest';
import type { HeatFigures } from './heat-call';
import { LEVEL_COLOURS, levelOption, routeRankOption } from './heat-charts';

const figures: HeatFigures = {
  asOf: '2026-05-18 09:50:00',
  days: 30,
  diseaseType: null,
  total: 6,
  severe: 1,
  points: [],
  byType: [],
  byLevel: [
    { level: 1, name: '轻微', count: 3 },
    { level: 2, name: '一般', count: 2 },
    { level: 3, name: '严重', count: 1 },
  ],
  byRoute: Array.from({ length: 10 }, (_, i) => ({
    routeCode: `G${i}`,
    routeName: `G${i} 路`,
    count: 10 - i,
  })),
};

describe('the heat map screen’s charts', () => {
  it('ranks at most the eight most affected routes, most first', () => {
    const option = routeRankOption(figures) as {
      yAxis: { data: string[] };
      series: Array<{ data: number[] }>;
    };
    expect(option.yAxis.data).toHaveLength(8);
    expect(option.yAxis.data[0]).toBe('G0 路');
    expect(option.series[0]?.data).toEqual([10, 9, 8, 7, 6, 5, 4, 3]);
  });

  it('colours the levels 轻微, 一般, 严重 each their own', () => {
    const option = levelOption(figures) as {
      series: Array<{ data: Array<{ name: string; itemStyle: { color: string } }> }>;
    };
    expect(option.series[0]?.data.map((d) => [d.name, d.itemStyle.color])).toEqual([
      ['轻微', LEVEL_COLOURS[1]],
      ['一般', LEVEL_COLOURS[2]],
      ['严重', LEVEL_COLOURS[3]],
    ]);
  });
});
