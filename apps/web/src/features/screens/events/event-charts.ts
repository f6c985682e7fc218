// The traffic event screen's chart options (pure: tested without a canvas).
import type { ChartOption } from '../../../ui/charts';
import { categoryAxis, legend, PALETTE, textStyle, tooltip, valueAxis } from '../shared/chart-theme';
import type { EventFigures } from './event-call';

/** One colour per event type, the same on the map, in the list and in the charts. */
export const TYPE_COLOURS: Readonly<Record<string, string>> = {
  '1': '#ff4d4f',
  '2': '#ffb547',
  '3': '#a78bfa',
  '4': '#4fd2ff',
  '5': '#3ee6a8',
  '6': '#94a3b8',
};

export function typeOption(figures: EventFigures): ChartOption {
  return {
    tooltip: { ...tooltip, trigger: 'item', formatter: '{b}：{c} 起（{d}%）' },
    legend: { ...legend, orient: 'vertical', right: 8, top: 'middle' },
    series: [
      {
        name: '事件类型',
        type: 'pie',
        radius: ['42%', '72%'],
        center: ['36%', '52%'],
        label: { show: false },
        itemStyle: { borderColor: '#04142e', borderWidth: 2 },
        data: figures.byType.map((t) => ({
          name: t.name,
          value: t.count,
          itemStyle: { color: TYPE_COLOURS[t.code] },
        })),
      },
    ],
  };
}

export function sourceOption(figures: EventFigures): ChartOption {
  return {
    color: PALETTE,
    tooltip: { ...tooltip, trigger: 'axis' },
    grid: { left: 96, right: 40, top: 8, bottom: 24 },
    xAxis: { ...valueAxis, minInterval: 1 },
    yAxis: { ...categoryAxis(figures.bySource.map((s) => s.name)), inverse: true },
    series: [
      {
        name: '事件数',
        type: 'bar',
        barWidth: 14,
        label: { show: true, position: 'right', ...textStyle, color: '#eaf3ff' },
        data: figures.bySource.map((s) => s.count),
      },
    ],
  };
}

export function hourlyOption(figures: EventFigures): ChartOption {
  return {
    color: ['#3ea6ff'],
    tooltip: { ...tooltip, trigger: 'axis' },
    grid: { left: 36, right: 12, top: 16, bottom: 28 },
    xAxis: categoryAxis(figures.hourly.map((_, h) => `${h}时`)),
    yAxis: { ...valueAxis, minInterval: 1 },
    series: [{ name: '今日事件', type: 'bar', barWidth: 10, data: [...figures.hourly] }],
  };
}

export function trendOption(figures: EventFigures): ChartOption {
  return {
    color: ['#ffb547'],
    tooltip: { ...tooltip, trigger: 'axis' },
    legend: { ...legend, data: ['每日事件'] },
    grid: { left: 36, right: 16, top: 36, bottom: 28 },
    xAxis: categoryAxis(figures.trend.map((d) => d.day.slice(5))),
    yAxis: { ...valueAxis, minInterval: 1 },
    series: [
      {
        name: '每日事件',
        type: 'line',
        smooth: true,
        areaStyle: { opacity: 0.18 },
        data: figures.trend.map((d) => d.count),
      },
    ],
  };
}

export function deviceOption(figures: EventFigures): ChartOption {
  const { online, offline, fault } = figures.devices;
  return {
    tooltip: { ...tooltip, trigger: 'item', formatter: '{b}：{c} 台' },
    series: [
      {
        name: '设备状态',
        type: 'pie',
        radius: ['55%', '78%'],
        label: { show: false },
        data: [
          { name: '在线', value: online, itemStyle: { color: '#3ee6a8' } },
          { name: '离线', value: offline, itemStyle: { color: '#94a3b8' } },
          { name: '故障', value: fault, itemStyle: { color: '#ff4d4f' } },
        ],
      },
    ],
    title: {
      text: `${figures.devices.total === 0 ? 0 : ((online / figures.devices.total) * 100).toFixed(1)}%`,
      subtext: '在线率',
      left: 'center',
      top: '36%',
      textStyle: { color: '#eaf3ff', fontSize: 26, fontWeight: 700 },
      subtextStyle: { ...textStyle },
    },
  };
}
