import { describe, expect, it } from 'vitest';
import { BAND_COLOURS } from '../shared/score-colours';
import type { EvaluationFigures } from './evaluation-call';
import { bandOption, historyOption, mqiGaugeOption, routeScoresOption } from './evaluation-charts';

const figures: EvaluationFigures = {
  asOf: '2026-05-18 10:00:00',
  network: {
    lengthKm: 100,
    mqi: 88.46,
    pqi: 88,
    pci: 86,
    rqi: 90,
    rdi: 92,
    sri: 87,
    grade: '良',
    band: '85-90',
  },
  gradeKm: [
    { grade: '优', km: 120 },
    { grade: '良', km: 80 },
    { grade: '中', km: 0 },
    { grade: '次', km: 0 },
    { grade: '差', km: 0 },
  ],
  bandKm: [
    { band: '<70', km: 0 },
    { band: '70-80', km: 10 },
    { band: '80-85', km: 20 },
    { band: '85-90', km: 50 },
    { band: '90-95', km: 70 },
    { band: '95-100', km: 50 },
  ],
  routes: [
    {
      routeCode: 'G42',
      routeName: 'G42 沪蓉高速',
      lengthKm: 44,
      mqi: 78,
      pqi: 80,
      pci: 81,
      rqi: 82,
      rdi: 83,
      sri: 84,
      band: '70-80',
    },
    {
      routeCode: 'S55',
      routeName: 'S55 宁宣高速',
      lengthKm: 30,
      mqi: 96,
      pqi: 95,
      pci: 94,
      rqi: 93,
      rdi: 92,
      sri: 91,
      band: '95-100',
    },
  ],
  history: [
    { year: 2025, routeCode: 'G42', mqi: 80, pqi: 81 },
    { year: 2026, routeCode: 'G42', mqi: 78, pqi: 80 },
    { year: 2025, routeCode: 'S55', mqi: 95, pqi: 94 },
    { year: 2026, routeCode: 'S55', mqi: 96, pqi: 95 },
  ],
  worst: [],
};

type Series = Array<{ data: Array<unknown> }>;

describe('the road condition screen’s charts', () => {
  it('shows the network MQI in its band’s colour on a gauge rimmed with the bands', () => {
    const [gauge] = (mqiGaugeOption(figures) as { series: Array<Record<string, never>> })
      .series as unknown as [{ detail: { color: string }; data: Array<{ value: number; name: string }> }];
    expect(gauge.detail.color).toBe(BAND_COLOURS['85-90']);
    expect(gauge.data).toEqual([{ value: 88.46, name: 'MQI · 良' }]);
  });

  it('colours each route’s MQI bar by its band, the other indices plainly', () => {
    const series = (routeScoresOption(figures) as { series: Series }).series;
    expect(series[0]?.data).toEqual([
      { value: 78, itemStyle: { color: BAND_COLOURS['70-80'] } },
      { value: 96, itemStyle: { color: BAND_COLOURS['95-100'] } },
    ]);
    expect(series[1]?.data).toEqual([80, 95]);
  });

  it('draws one line per route over the years, oldest first', () => {
    const option = historyOption(figures) as { xAxis: { data: string[] }; series: Series };
    expect(option.xAxis.data).toEqual(['2025', '2026']);
    expect(option.series.map((s) => s.data)).toEqual([
      [80, 78],
      [95, 96],
    ]);
  });

  it('gives each band its kilometres in its colour', () => {
    const [pie] = (bandOption(figures) as { series: Series }).series;
    expect(pie?.data[1]).toEqual({ name: '70～80', value: 10, itemStyle: { color: BAND_COLOURS['70-80'] } });
  });
});
