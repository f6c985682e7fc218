// The disease screen's chart options from its figures (pure: tested without a canvas).
import type { ChartOption } from '../../../ui/charts';
import { categoryAxis, legend, PALETTE, textStyle, tooltip, valueAxis } from '../shared/chart-theme';
import { LEVEL_COLOURS } from '../shared/level-colours';
import type { DiseaseFigures } from './disease-call';

export function typeOption(figures: DiseaseFigures): ChartOption {
  return {
    color: PALETTE,
    tooltip: { ...tooltip, trigger: 'item', formatter: '{b}：{c} 处（{d}%）' },
    legend: { ...legend, orient: 'vertical', right: 0, top: 'middle' },
    series: [
      {
        name: '病害类型',
        type: 'pie',
        radius: ['42%', '72%'],
        center: ['36%', '52%'],
        label: { show: false },
        itemStyle: { borderColor: '#04142e', borderWidth: 2 },
        data: figures.byType.map((t) => ({ name: t.name, value: t.count })),
      },
    ],
  };
}

export function levelOption(figures: DiseaseFigures): ChartOption {
  return {
    tooltip: { ...tooltip, trigger: 'axis' },
    grid: { left: 56, right: 24, top: 12, bottom: 28 },
    xAxis: { ...valueAxis },
    yAxis: categoryAxis(figures.byLevel.map((l) => l.name)),
    series: [
      {
        name: '病害数',
        type: 'bar',
        barWidth: 18,
        label: { show: true, position: 'right', ...textStyle, color: '#eaf3ff' },
        data: figures.byLevel.map((l) => ({ value: l.count, itemStyle: { color: LEVEL_COLOURS[l.level] } })),
      },
    ],
  };
}

export function trendOption(figures: DiseaseFigures): ChartOption {
  return {
    color: ['#3ea6ff', '#3ee6a8'],
    tooltip: { ...tooltip, trigger: 'axis' },
    legend: { ...legend, data: ['发现', '修复'] },
    grid: { left: 44, right: 16, top: 36, bottom: 28 },
    xAxis: categoryAxis(figures.trend.map((d) => d.day.slice(5))),
    yAxis: { ...valueAxis, minInterval: 1 },
    series: [
      {
        name: '发现',
        type: 'line',
        smooth: true,
        symbol: 'none',
        areaStyle: { opacity: 0.18 },
        data: figures.trend.map((d) => d.found),
      },
      {
        name: '修复',
        type: 'line',
        smooth: true,
        symbol: 'none',
        data: figures.trend.map((d) => d.repaired),
      },
    ],
  };
}

export function routeOption(figures: DiseaseFigures): ChartOption {
  return {
    color: ['#3ea6ff', '#ff6b6b'],
    tooltip: { ...tooltip, trigger: 'axis' },
    legend: { ...legend, data: ['近30天', '待修复'] },
    grid: { left: 44, right: 16, top: 36, bottom: 28 },
    xAxis: categoryAxis(figures.byRoute.map((r) => r.routeCode)),
    yAxis: { ...valueAxis, minInterval: 1 },
    series: [
      { name: '近30天', type: 'bar', barWidth: 16, data: figures.byRoute.map((r) => r.found) },
      { name: '待修复', type: 'bar', barWidth: 16, data: figures.byRoute.map((r) => r.open) },
    ],
  };
}

export function statusOption(figures: DiseaseFigures): ChartOption {
  return {
    color: PALETTE,
    tooltip: { ...tooltip, trigger: 'item', formatter: '{b}：{c} 单' },
    series: [
      {
        name: '在办工单',
        type: 'pie',
        roseType: 'radius',
        radius: ['18%', '70%'],
        label: { ...textStyle, formatter: '{b}\n{c}' },
        data: figures.byStatus.map((s) => ({ name: s.name, value: s.count })),
      },
    ],
  };
}
