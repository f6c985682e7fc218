// The older disease situation screen's chart options from its figures (pure: tested without a
// canvas): the two rates as gauges, the offices, twelve months and the repairs' durations.
import type { ChartOption } from '../../../ui/charts';
import { categoryAxis, legend, PALETTE, TEXT, textStyle, tooltip, valueAxis } from '../shared/chart-theme';
import type { SickFigures } from './sick-call';

/** A rate's colour: red under 60 %, amber under 85 %, green above. */
export function rateColour(rate: number): string {
  if (rate < 60) return '#ff6b6b';
  if (rate < 85) return '#ffb547';
  return '#3ee6a8';
}

/** A 0–100 % gauge of one rate: a dim track, the rate's arc and figure in its colour. */
export function rateGaugeOption(name: string, rate: number): ChartOption {
  return {
    series: [
      {
        name,
        type: 'gauge',
        min: 0,
        max: 100,
        radius: '90%',
        center: ['50%', '58%'],
        startAngle: 210,
        endAngle: -30,
        axisLine: {
          lineStyle: {
            width: 14,
            color: [[1, 'rgba(80, 160, 255, 0.18)']],
          },
        },
        progress: { show: true, width: 14, itemStyle: { color: rateColour(rate) } },
        pointer: { show: false },
        axisTick: { show: false },
        splitLine: { show: false },
        axisLabel: { show: false },
        title: { offsetCenter: [0, '58%'], color: TEXT, fontSize: 18 },
        detail: {
          offsetCenter: [0, '4%'],
          fontSize: 44,
          fontWeight: 700,
          color: rateColour(rate),
          formatter: (value: number) => `${value.toFixed(1)}%`,
        },
        data: [{ value: rate, name }],
      },
    ],
  };
}

export function officeOption(figures: SickFigures): ChartOption {
  const offices = [...figures.byOffice].reverse(); // the first office on top
  return {
    color: ['#3ea6ff', '#ff6b6b', '#3ee6a8'],
    tooltip: { ...tooltip, trigger: 'axis' },
    legend: { ...legend, data: ['近30天发现', '待修复', '近30天修复'] },
    grid: { left: 150, right: 24, top: 32, bottom: 8 },
    xAxis: { ...valueAxis, minInterval: 1 },
    yAxis: categoryAxis(offices.map((o) => o.orgName.replace(/管理处$/, ''))),
    series: [
      { name: '近30天发现', type: 'bar', barWidth: 8, data: offices.map((o) => o.found) },
      { name: '待修复', type: 'bar', barWidth: 8, data: offices.map((o) => o.open) },
      { name: '近30天修复', type: 'bar', barWidth: 8, data: offices.map((o) => o.repaired) },
    ],
  };
}

export function monthlyOption(figures: SickFigures): ChartOption {
  const rate = figures.monthly.map((m) =>
    m.found === 0 ? 0 : Math.round((m.repaired / m.found) * 1000) / 10,
  );
  return {
    color: ['#3ea6ff', '#3ee6a8', '#ffb547'],
    tooltip: { ...tooltip, trigger: 'axis' },
    legend: { ...legend, data: ['发现', '修复', '修复/发现'] },
    grid: { left: 56, right: 56, top: 40, bottom: 28 },
    xAxis: categoryAxis(figures.monthly.map((m) => `${Number(m.month.slice(5))}月`)),
    yAxis: [
      { ...valueAxis, minInterval: 1 },
      {
        ...valueAxis,
        // 0–100 %, higher only when a month repaired more than it found.
        max: (extent: { max: number }) => Math.max(100, Math.ceil(extent.max)),
        axisLabel: { ...textStyle, formatter: '{value}%' },
        splitLine: { show: false },
      },
    ],
    series: [
      { name: '发现', type: 'bar', barWidth: 14, data: figures.monthly.map((m) => m.found) },
      { name: '修复', type: 'bar', barWidth: 14, data: figures.monthly.map((m) => m.repaired) },
      { name: '修复/发现', type: 'line', yAxisIndex: 1, smooth: true, symbolSize: 6, data: rate },
    ],
  };
}

export function durationOption(figures: SickFigures): ChartOption {
  return {
    color: ['#3ee6a8', '#3ea6ff', '#ffb547', '#ff6b6b', ...PALETTE],
    tooltip: { ...tooltip, trigger: 'item', formatter: '{b}：{c} 处（{d}%）' },
    legend: { ...legend, top: 0 },
    series: [
      {
        name: '修复用时',
        type: 'pie',
        radius: ['36%', '66%'],
        center: ['50%', '58%'],
        label: { ...textStyle, formatter: '{c} 处' },
        itemStyle: { borderColor: '#04142e', borderWidth: 2 },
        data: figures.durations.map((d) => ({ name: d.name, value: d.count })),
      },
    ],
  };
}
