import { describe, expect, it } from 'vitest';
import type { NetworkFigures } from './network-call';
import {
  COVERAGE_STATES,
  coverageLines,
  coverageOption,
  findingsOption,
  frequencyOption,
  trendOption,
} from './network-charts';

const route = (routeCode: string, coverageToday: number, perDay: number, findingsMonth: number) => ({
  routeCode,
  routeName: `${routeCode} 高速`,
  lengthKm: 40,
  coveredKmToday: (40 * coverageToday) / 100,
  coverageToday,
  passesMonth: perDay * 30,
  perDay,
  patrolsMonth: 40,
  findingsMonth,
  lastPatrolTime: '2026-05-18 08:07:00',
});

const figures: NetworkFigures = {
  asOf: '2026-05-18 10:00:00',
  network: {
    routes: 2,
    lengthKm: 80,
    coveredKmToday: 60,
    coverageToday: 75,
    coverageMonth: 100,
    passesMonth: 42,
    perDay: 1.4,
    patrolsMonth: 80,
    findingsMonth: 120,
    liveNow: 1,
  },
  routes: [route('G42', 100, 1.47, 96), route('S55', 50, 1.33, 24)],
  segments: [
    {
      routeCode: 'S55',
      fromStakeNo: 'K0+000',
      toStakeNo: 'K20+000',
      state: 'both',
      path: [
        [118.8, 31.9],
        [118.9, 31.8],
      ],
    },
    {
      routeCode: 'S55',
      fromStakeNo: 'K20+000',
      toStakeNo: 'K40+000',
      state: 'none',
      path: [
        [118.9, 31.8],
        [119, 31.7],
      ],
    },
  ],
  trend: [
    { day: '2026-05-17', coverage: 100, patrols: 6, findings: 9 },
    { day: '2026-05-18', coverage: 75, patrols: 4, findings: 3 },
  ],
  byType: [{ code: '1', name: '日常巡查', count: 60 }],
  findings: [
    { code: '1', name: '裂缝', count: 80 },
    { code: '2', name: '坑槽', count: 40 },
  ],
};

describe('the road network inspection screen’s charts', () => {
  it('colours every stretch by today’s coverage, the stretches not yet driven dashed', () => {
    const colour = (state: string) => COVERAGE_STATES.find((s) => s.state === state)?.color;
    expect(coverageLines(figures.segments).map((l) => [l.id, l.color, l.dashed, l.path.length])).toEqual([
      ['S55-K0+000', colour('both'), false, 2],
      ['S55-K20+000', colour('none'), true, 2],
    ]);
    expect(COVERAGE_STATES.map((s) => s.name)).toEqual(['双向已巡', '单向已巡', '今日未巡']);
  });

  it('bars each route’s coverage today out of 100 %', () => {
    const option = coverageOption(figures);
    expect((option.yAxis as { data: string[] }).data).toEqual(['G42', 'S55']);
    expect((option.xAxis as { max: number }).max).toBe(100);
    expect((option.series as Array<{ data: number[] }>)[0]?.data).toEqual([100, 50]);
  });

  it('sets each route’s daily frequency beside what its patrols found', () => {
    const series = frequencyOption(figures).series as Array<{ name: string; data: number[] }>;
    expect(series.map((s) => [s.name, s.data])).toEqual([
      ['日均巡查频次', [1.47, 1.33]],
      ['发现病害', [96, 24]],
    ]);
  });

  it('follows 30 days of coverage and findings, and splits the findings by type', () => {
    const trend = trendOption(figures);
    expect((trend.xAxis as { data: string[] }).data).toEqual(['05-17', '05-18']);
    expect((trend.series as Array<{ data: number[] }>).map((s) => s.data)).toEqual([
      [100, 75],
      [9, 3],
    ]);
    const findings = (findingsOption(figures).series as Array<{ data: unknown[] }>)[0];
    expect(findings?.data).toEqual([
      { name: '裂缝', value: 80 },
      { name: '坑槽', value: 40 },
    ]);
  });
});
