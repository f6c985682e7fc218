// The disease situation screen's chart options from its figures (pure: tested without a canvas).
import type { ChartOption } from '../../../ui/charts';
import { categoryAxis, legend, PALETTE, textStyle, tooltip, valueAxis } from '../shared/chart-theme';
import { LEVEL_COLOURS } from '../shared/level-colours';
import type { SickNewFigures } from './sick-new-call';

/** Colours of the work orders' statuses: waiting amber, moving blue, checking violet, failed red, done green. */
export const STATUS_COLOURS: Readonly<Record<number, string>> = {
  1: '#ffb547',
  2: '#4fd2ff',
  3: '#3ea6ff',
  6: '#a78bfa',
  99: '#f783ac',
  5: '#ff6b6b',
  4: '#3ee6a8',
};

export function openTypeOption(figures: SickNewFigures): ChartOption {
  return {
    color: PALETTE,
    tooltip: { ...tooltip, trigger: 'item', formatter: '{b}：{c} 处（{d}%）' },
    legend: {
      ...legend,
      type: 'scroll',
      orient: 'vertical',
      right: 0,
      top: 'middle',
      pageTextStyle: textStyle,
    },
    series: [
      {
        name: '待修复病害类型',
        type: 'pie',
        radius: ['42%', '72%'],
        center: ['34%', '52%'],
        label: { show: false },
        itemStyle: { borderColor: '#04142e', borderWidth: 2 },
        data: figures.byType.map((t) => ({ name: t.name, value: t.count })),
      },
    ],
  };
}

export function openLevelOption(figures: SickNewFigures): ChartOption {
  return {
    tooltip: { ...tooltip, trigger: 'item', formatter: '{b}：{c} 处（{d}%）' },
    series: [
      {
        name: '待修复病害等级',
        type: 'pie',
        roseType: 'radius',
        radius: ['20%', '72%'],
        label: { ...textStyle, formatter: '{b}\n{c} 处' },
        data: figures.byLevel.map((l) => ({
          name: l.name,
          value: l.count,
          itemStyle: { color: LEVEL_COLOURS[l.level] },
        })),
      },
    ],
  };
}

export function progressOption(figures: SickNewFigures): ChartOption {
  const steps = [...figures.progress].reverse(); // the flow's first status on top
  return {
    tooltip: { ...tooltip, trigger: 'axis' },
    grid: { left: 96, right: 48, top: 8, bottom: 8 },
    xAxis: { ...valueAxis, minInterval: 1, axisLabel: { show: false } },
    yAxis: categoryAxis(steps.map((p) => p.name)),
    series: [
      {
        name: '工单数',
        type: 'bar',
        barWidth: 14,
        label: { show: true, position: 'right', ...textStyle, color: '#eaf3ff' },
        data: steps.map((p) => ({
          value: p.count,
          itemStyle: { color: STATUS_COLOURS[p.status] ?? PALETTE[0] },
        })),
      },
    ],
  };
}

/** How long an order is past its deadline: hours for the first day, then whole days. */
export function overdueText(hours: number): string {
  return hours < 24 ? `${hours} 小时` : `${Math.floor(hours / 24)} 天`;
}

export function trendOption(figures: SickNewFigures): ChartOption {
  return {
    color: ['#ffb547', '#3ee6a8'],
    tooltip: { ...tooltip, trigger: 'axis' },
    legend: { ...legend, data: ['新增', '处置'] },
    grid: { left: 44, right: 16, top: 36, bottom: 28 },
    xAxis: categoryAxis(figures.trend.map((d) => d.day.slice(5))),
    yAxis: { ...valueAxis, minInterval: 1 },
    series: [
      { name: '新增', type: 'bar', barWidth: 6, data: figures.trend.map((d) => d.found) },
      {
        name: '处置',
        type: 'line',
        smooth: true,
        symbol: 'none',
        areaStyle: { opacity: 0.15 },
        data: figures.trend.map((d) => d.handled),
      },
    ],
  };
}

export function routeOption(figures: SickNewFigures): ChartOption {
  const routes = [...figures.byRoute].reverse(); // the first route on top
  return {
    color: ['#ff6b6b', '#3ea6ff'],
    tooltip: { ...tooltip, trigger: 'axis' },
    legend: { ...legend, data: ['待修复', '近30天新增'] },
    grid: { left: 64, right: 40, top: 32, bottom: 8 },
    xAxis: { ...valueAxis, minInterval: 1 },
    yAxis: categoryAxis(routes.map((r) => r.routeCode)),
    series: [
      {
        name: '待修复',
        type: 'bar',
        barWidth: 10,
        label: { show: true, position: 'right', ...textStyle, color: '#eaf3ff' },
        data: routes.map((r) => r.open),
      },
      { name: '近30天新增', type: 'bar', barWidth: 10, data: routes.map((r) => r.found) },
    ],
  };
}
