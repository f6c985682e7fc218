import { describe, expect, it } from 'vitest';
import type { SickFigures } from './sick-call';
import { durationOption, monthlyOption, officeOption, rateColour, rateGaugeOption } from './sick-charts';

const figures: SickFigures = {
  asOf: '2026-05-18 10:00:00',
  totals: {
    year: 900,
    month: 80,
    open: 12,
    repairedMonth: 40,
    repairRate: 72.5,
    onTimeRate: 90,
    avgRepairHours: 30.2,
    overdue: 2,
  },
  byOffice: [
    {
      orgId: '20110',
      orgName: '沪宁高速南京管理处',
      routeCodes: ['G42'],
      found: 50,
      open: 8,
      repaired: 25,
      repairRate: 70,
      onTimeRate: 88,
    },
    {
      orgId: '20120',
      orgName: '绕城高速管理处',
      routeCodes: ['G2503'],
      found: 30,
      open: 4,
      repaired: 15,
      repairRate: 75,
      onTimeRate: 93.3,
    },
  ],
  monthly: [
    { month: '2026-04', found: 100, repaired: 80 },
    { month: '2026-05', found: 50, repaired: 0 },
  ],
  durations: [
    { name: '24小时内', count: 10 },
    { name: '1～3天', count: 20 },
    { name: '3～7天', count: 8 },
    { name: '7天以上', count: 2 },
  ],
  topSections: [],
};

type Series = Array<{ name?: string; data: unknown[]; yAxisIndex?: number }>;
const series = (option: Record<string, unknown>) => option.series as Series;

describe('the older disease situation screen’s charts', () => {
  it('colours a rate red under 60 %, amber under 85 %, green from 85 %', () => {
    expect([59.9, 60, 84.9, 85, 100].map(rateColour)).toEqual([
      '#ff6b6b',
      '#ffb547',
      '#ffb547',
      '#3ee6a8',
      '#3ee6a8',
    ]);
  });

  it('shows a rate on a 0–100 gauge in its colour, with one decimal and a percent sign', () => {
    const gauge = series(rateGaugeOption('修复率', 72.5))[0] as unknown as {
      min: number;
      max: number;
      data: Array<{ value: number; name: string }>;
      detail: { color: string; formatter: (v: number) => string };
    };
    expect([gauge.min, gauge.max]).toEqual([0, 100]);
    expect(gauge.data).toEqual([{ value: 72.5, name: '修复率' }]);
    expect(gauge.detail.color).toBe('#ffb547');
    expect(gauge.detail.formatter(72.5)).toBe('72.5%');
  });

  it('draws each office’s found, open and repaired, the first office on top, without 管理处', () => {
    const option = officeOption(figures) as { yAxis: { data: string[] } };
    expect(option.yAxis.data).toEqual(['绕城高速', '沪宁高速南京']);
    expect(series(option).map((s) => [s.name, s.data])).toEqual([
      ['近30天发现', [30, 50]],
      ['待修复', [4, 8]],
      ['近30天修复', [15, 25]],
    ]);
  });

  it('gives each month its finds, repairs and repairs per find on the second axis', () => {
    const option = monthlyOption(figures) as { xAxis: { data: string[] } };
    expect(option.xAxis.data).toEqual(['4月', '5月']);
    expect(series(option).map((s) => [s.name, s.data, s.yAxisIndex])).toEqual([
      ['发现', [100, 50], undefined],
      ['修复', [80, 0], undefined],
      ['修复/发现', [80, 0], 1],
    ]);
  });

  it('splits the month’s repairs by how long they took', () => {
    expect(series(durationOption(figures))[0]?.data).toEqual([
      { name: '24小时内', value: 10 },
      { name: '1～3天', value: 20 },
      { name: '3～7天', value: 8 },
      { name: '7天以上', value: 2 },
    ]);
  });
});
