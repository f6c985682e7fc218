import { describe, expect, it } from 'vitest';
import type { HighwayFigures } from './highway-call';
import {
  completionOption,
  DISEASE_TYPES_SHOWN,
  diseaseTypeOption,
  liveLayers,
  routeScheduleOption,
  SCHEDULE_COLOURS,
  trendOption,
  typeOption,
  vehicleColour,
} from './highway-charts';

const live = (id: string, track: [number, number][]): HighwayFigures['live'][number] => ({
  id,
  patrolCode: `XC${id}`,
  patrolTypeName: '日常巡查',
  routeCode: 'G42',
  routeName: 'G42 沪蓉高速',
  inspectorName: '孙海涛',
  vehiclePlate: `苏A${id}`,
  orgName: '汤山巡查中队',
  startTime: '2026-05-18 08:40:00',
  mileage: 64.2,
  diseaseCount: 2,
  lon: 118.91,
  lat: 31.92,
  stakeNo: 'K12+300',
  directionName: '下行',
  speedKmh: 71.3,
  heading: 184,
  track,
});

const figures: HighwayFigures = {
  asOf: '2026-05-18 10:00:00',
  totals: {
    patrolsToday: 6,
    patrolsMonth: 101,
    liveNow: 2,
    inspectorsOnRoad: 2,
    mileageToday: 318.42,
    mileageMonth: 5521.3,
    hoursToday: 5.2,
    hoursMonth: 96.4,
    diseasesToday: 7,
    diseasesMonth: 236,
  },
  schedule: { planned: 6, done: 3, live: 2, pending: 1, completionRate: 50 },
  byRoute: [
    {
      routeCode: 'G42',
      routeName: 'G42 沪蓉高速',
      planned: 2,
      done: 1,
      live: 1,
      pending: 0,
      mileageToday: 88.13,
      diseasesToday: 3,
    },
    {
      routeCode: 'S55',
      routeName: 'S55 宁宣高速',
      planned: 4,
      done: 2,
      live: 1,
      pending: 1,
      mileageToday: 30,
      diseasesToday: 4,
    },
  ],
  byType: [
    { code: '1', name: '日常巡查', count: 90 },
    { code: '2', name: '经常检查', count: 11 },
  ],
  diseaseTypes: Array.from({ length: 10 }, (_, i) => ({ code: `${i}`, name: `类型${i}`, count: 100 - i })),
  trend: [
    { day: '2026-05-17', patrols: 5, mileageKm: 300.2, diseases: 9 },
    { day: '2026-05-18', patrols: 6, mileageKm: 318.4, diseases: 7 },
  ],
  live: [
    live('1', [
      [118.95, 31.98],
      [118.91, 31.92],
    ]),
    live('2', [[118.9, 31.9]]),
  ],
  latest: [],
};

describe('the highway inspection screen’s charts', () => {
  it('shows today’s completion rate with the done and planned patrols', () => {
    const series = (
      completionOption(figures).series as Array<{ data: Array<{ value: number; name: string }> }>
    )[0];
    expect(series?.data[0]).toEqual({ value: 50, name: '已完成 3 / 计划 6' });
  });

  it('stacks each route’s patrols done, on the road and not started, in the schedule colours', () => {
    const option = routeScheduleOption(figures);
    const series = option.series as Array<{ name: string; data: number[]; itemStyle: { color: string } }>;
    expect(series.map((s) => [s.name, s.data, s.itemStyle.color])).toEqual([
      ['已完成', [1, 2], SCHEDULE_COLOURS.done],
      ['巡查中', [1, 1], SCHEDULE_COLOURS.live],
      ['未开始', [0, 1], SCHEDULE_COLOURS.pending],
    ]);
    expect((option.yAxis as { data: string[] }).data).toEqual(['G42', 'S55']);
  });

  it('draws 14 days of patrols as bars and their mileage as a line on its own axis', () => {
    const series = trendOption(figures).series as Array<{
      type: string;
      data: number[];
      yAxisIndex?: number;
    }>;
    expect(series[0]).toMatchObject({ type: 'bar', data: [5, 6] });
    expect(series[1]).toMatchObject({ type: 'line', data: [300.2, 318.4], yAxisIndex: 1 });
  });

  it('lists the month’s patrol types and the six disease types found most', () => {
    const types = (typeOption(figures).series as Array<{ data: Array<{ name: string; value: number }> }>)[0];
    expect(types?.data).toEqual([
      { name: '日常巡查', value: 90 },
      { name: '经常检查', value: 11 },
    ]);
    const diseases = diseaseTypeOption(figures);
    expect((diseases.yAxis as { data: string[] }).data).toHaveLength(DISEASE_TYPES_SHOWN);
    expect((diseases.series as Array<{ data: number[] }>)[0]?.data[0]).toBe(100);
  });

  it('puts each vehicle on the map where it is, with its track in its own colour', () => {
    const { lines, markers } = liveLayers(figures.live);
    expect(markers.map((m) => [m.id, m.position, m.color])).toEqual([
      ['1', [118.91, 31.92], vehicleColour(0)],
      ['2', [118.91, 31.92], vehicleColour(1)],
    ]);
    // A track of one point is no line yet.
    expect(lines.map((l) => [l.id, l.path.length, l.color])).toEqual([['track-1', 2, vehicleColour(0)]]);
    expect(vehicleColour(0)).not.toBe(vehicleColour(1));
  });
});
