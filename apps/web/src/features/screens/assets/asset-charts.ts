// The road asset screen's chart options and headline figures (pure: tested without a canvas).
import type { ChartOption } from '../../../ui/charts';
import { categoryAxis, legend, PALETTE, textStyle, tooltip, valueAxis } from '../shared/chart-theme';
import type { AssetFigures } from './asset-call';

/** Condition colours by code: 1 完好, 2 轻微损坏, 3 损坏. */
export const CONDITION_COLOURS: Readonly<Record<string, string>> = {
  '1': '#3ee6a8',
  '2': '#ffb547',
  '3': '#ff4d4f',
};

/** Technical condition classes 1类 (best) to 5类 (worst), green to red. */
export const GRADE_COLOURS = ['#3ee6a8', '#3ea6ff', '#ffb547', '#ff7a45', '#ff4d4f'] as const;

export interface AssetHeadline {
  /** Records on the books. */
  total: number;
  /** Structures with a technical condition class. */
  structures: number;
  /** Condition 损坏 (code 3). */
  damaged: number;
  /** Structures of class 4 or 5. */
  poorStructures: number;
  inspectionsDueWeek: number;
  /** Devices online of all, in per cent (null with no devices). */
  devicesOnlinePct: number | null;
}

export function assetHeadline(figures: AssetFigures): AssetHeadline {
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const devices = sum(figures.devices.map((d) => d.total));
  return {
    total: sum(figures.byType.map((t) => t.count)),
    structures: sum(figures.techGrades.map((g) => g.count)),
    damaged: figures.conditions.find((c) => c.code === '3')?.count ?? 0,
    poorStructures: sum(figures.techGrades.filter((g) => g.grade >= 4).map((g) => g.count)),
    inspectionsDueWeek: figures.inspectionsDueWeek,
    devicesOnlinePct:
      devices === 0 ? null : Math.round((sum(figures.devices.map((d) => d.online)) / devices) * 1000) / 10,
  };
}

/** Records per asset type, the quantity in the type's own unit in the tooltip. */
export function typeOption(figures: AssetFigures): ChartOption {
  return {
    color: PALETTE,
    tooltip: {
      ...tooltip,
      trigger: 'item',
      formatter: (p: { dataIndex: number }) => {
        const t = figures.byType[p.dataIndex];
        return t ? `${t.name}：${t.count} 条，${t.quantity} ${t.unit}` : '';
      },
    },
    grid: { left: 96, right: 48, top: 8, bottom: 24 },
    xAxis: { ...valueAxis, minInterval: 1 },
    // Every type named (ECharts skips labels that would crowd otherwise).
    yAxis: {
      ...categoryAxis(figures.byType.map((t) => t.name)),
      inverse: true,
      axisLabel: { ...textStyle, fontSize: 13, interval: 0 },
    },
    series: [
      {
        name: '资产数',
        type: 'bar',
        barWidth: 8,
        label: { show: true, position: 'right', ...textStyle, color: '#eaf3ff' },
        data: figures.byType.map((t) => t.count),
      },
    ],
  };
}

/** Devices per type: online, offline and fault stacked. */
export function deviceOption(figures: AssetFigures): ChartOption {
  const stack = (name: string, key: 'online' | 'offline' | 'fault', color: string) => ({
    name,
    type: 'bar' as const,
    stack: 'devices',
    barWidth: 14,
    itemStyle: { color },
    data: figures.devices.map((d) => d[key]),
  });
  return {
    tooltip: { ...tooltip, trigger: 'axis' },
    legend: { ...legend },
    grid: { left: 96, right: 16, top: 32, bottom: 24 },
    xAxis: { ...valueAxis, minInterval: 1 },
    yAxis: { ...categoryAxis(figures.devices.map((d) => d.name)), inverse: true },
    series: [
      stack('在线', 'online', '#3ee6a8'),
      stack('离线', 'offline', '#94a3b8'),
      stack('故障', 'fault', '#ff4d4f'),
    ],
  };
}

/** Structures and facilities per route (stacked), with the damaged ones as a line. */
export function routeOption(figures: AssetFigures): ChartOption {
  return {
    color: ['#3ea6ff', '#4fd2ff', '#ff6b6b'],
    tooltip: { ...tooltip, trigger: 'axis' },
    legend: { ...legend },
    grid: { left: 56, right: 48, top: 40, bottom: 28 },
    xAxis: categoryAxis(figures.byRoute.map((r) => r.routeCode)),
    yAxis: [
      { ...valueAxis, minInterval: 1 },
      { ...valueAxis, minInterval: 1, splitLine: { show: false } },
    ],
    series: [
      {
        name: '结构物',
        type: 'bar',
        stack: 'books',
        barWidth: 26,
        data: figures.byRoute.map((r) => r.structures),
      },
      { name: '沿线设施', type: 'bar', stack: 'books', data: figures.byRoute.map((r) => r.facilities) },
      {
        name: '损坏/四五类',
        type: 'line',
        yAxisIndex: 1,
        symbolSize: 8,
        data: figures.byRoute.map((r) => r.damaged),
      },
    ],
  };
}

/** Assets by the condition their last inspection found. */
export function conditionOption(figures: AssetFigures): ChartOption {
  return {
    tooltip: { ...tooltip, trigger: 'item', formatter: '{b}：{c}（{d}%）' },
    legend: { ...legend, orient: 'vertical', right: 8, top: 'middle' },
    series: [
      {
        name: '资产状况',
        type: 'pie',
        radius: ['42%', '72%'],
        center: ['38%', '52%'],
        label: { show: false },
        itemStyle: { borderColor: '#04142e', borderWidth: 2 },
        data: figures.conditions.map((c) => ({
          name: c.name,
          value: c.count,
          itemStyle: { color: CONDITION_COLOURS[c.code] ?? PALETTE[0] },
        })),
      },
    ],
  };
}

/** Structures by technical condition class, each class its colour. */
export function gradeOption(figures: AssetFigures): ChartOption {
  return {
    tooltip: { ...tooltip, trigger: 'axis' },
    grid: { left: 48, right: 16, top: 24, bottom: 28 },
    xAxis: categoryAxis(figures.techGrades.map((g) => g.name)),
    yAxis: { ...valueAxis, minInterval: 1 },
    series: [
      {
        name: '结构物',
        type: 'bar',
        barWidth: 28,
        label: { show: true, position: 'top', ...textStyle, color: '#eaf3ff' },
        data: figures.techGrades.map((g) => ({
          value: g.count,
          itemStyle: { color: GRADE_COLOURS[g.grade - 1] },
        })),
      },
    ],
  };
}
