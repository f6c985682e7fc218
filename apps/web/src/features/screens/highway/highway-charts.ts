// The highway inspection screen's chart options and map layers (pure: tested without a canvas
// or a map).
import type { ChartOption } from '../../../ui/charts';
import type { LngLat, MapLine, MapMarker } from '../../../ui/map';
import { categoryAxis, legend, PALETTE, TEXT, textStyle, tooltip, valueAxis } from '../shared/chart-theme';
import type { HighwayFigures } from './highway-call';

/** Today's schedule states, the same colours in the gauge, the route bars and the record list. */
export const SCHEDULE_COLOURS = { done: '#3ee6a8', live: '#3ea6ff', pending: '#5b6b85' } as const;

/** One colour per vehicle on the road: its track, its marker and its row. */
export const vehicleColour = (index: number): string => PALETTE[index % PALETTE.length] as string;

export function completionOption(figures: HighwayFigures): ChartOption {
  const { completionRate, done, planned } = figures.schedule;
  return {
    series: [
      {
        name: '今日巡查完成率',
        type: 'gauge',
        min: 0,
        max: 100,
        radius: '88%',
        center: ['50%', '56%'],
        startAngle: 210,
        endAngle: -30,
        progress: { show: true, width: 12, itemStyle: { color: SCHEDULE_COLOURS.done } },
        axisLine: { lineStyle: { width: 12, color: [[1, 'rgba(80, 160, 255, 0.18)']] } },
        pointer: { show: false },
        axisTick: { show: false },
        splitLine: { show: false },
        axisLabel: { show: false },
        title: { offsetCenter: [0, '62%'], color: TEXT, fontSize: 14 },
        detail: {
          offsetCenter: [0, '0%'],
          fontSize: 30,
          fontWeight: 700,
          color: '#eaf3ff',
          formatter: (value: number) => `${value.toFixed(1)}%`,
        },
        data: [{ value: completionRate, name: `已完成 ${done} / 计划 ${planned}` }],
      },
    ],
  };
}

export function typeOption(figures: HighwayFigures): ChartOption {
  return {
    color: PALETTE,
    tooltip: { ...tooltip, trigger: 'item', formatter: '{b}：{c} 次（{d}%）' },
    legend: {
      ...legend,
      orient: 'vertical',
      right: 4,
      top: 'middle',
      itemGap: 6,
      textStyle: { ...textStyle, fontSize: 13 },
    },
    series: [
      {
        name: '巡查类型',
        type: 'pie',
        radius: ['36%', '64%'],
        center: ['28%', '50%'],
        label: { show: false },
        itemStyle: { borderColor: '#04142e', borderWidth: 2 },
        data: figures.byType.map((t) => ({ name: t.name, value: t.count })),
      },
    ],
  };
}

export function routeScheduleOption(figures: HighwayFigures): ChartOption {
  const bar = (name: string, key: 'done' | 'live' | 'pending') => ({
    name,
    type: 'bar',
    stack: 'schedule',
    barWidth: 16,
    itemStyle: { color: SCHEDULE_COLOURS[key] },
    data: figures.byRoute.map((r) => r[key]),
  });
  return {
    tooltip: { ...tooltip, trigger: 'axis' },
    legend: { ...legend, data: ['已完成', '巡查中', '未开始'] },
    grid: { left: 64, right: 24, top: 36, bottom: 24 },
    xAxis: { ...valueAxis, minInterval: 1 },
    yAxis: { ...categoryAxis(figures.byRoute.map((r) => r.routeCode)), inverse: true },
    series: [bar('已完成', 'done'), bar('巡查中', 'live'), bar('未开始', 'pending')],
  };
}

export function trendOption(figures: HighwayFigures): ChartOption {
  return {
    color: ['#3ea6ff', '#ffb547'],
    tooltip: { ...tooltip, trigger: 'axis' },
    legend: { ...legend, data: ['巡查次数', '巡查里程'] },
    grid: { left: 40, right: 56, top: 36, bottom: 28 },
    xAxis: categoryAxis(figures.trend.map((d) => d.day.slice(5))),
    yAxis: [
      { ...valueAxis, minInterval: 1, name: '次', nameTextStyle: textStyle },
      { ...valueAxis, name: 'km', nameTextStyle: textStyle, splitLine: { show: false } },
    ],
    series: [
      { name: '巡查次数', type: 'bar', barWidth: 12, data: figures.trend.map((d) => d.patrols) },
      {
        name: '巡查里程',
        type: 'line',
        yAxisIndex: 1,
        smooth: true,
        data: figures.trend.map((d) => d.mileageKm),
      },
    ],
  };
}

/** The disease types the bar chart has room for, most found first. */
export const DISEASE_TYPES_SHOWN = 6;

export function diseaseTypeOption(figures: HighwayFigures): ChartOption {
  const top = figures.diseaseTypes.slice(0, DISEASE_TYPES_SHOWN);
  return {
    color: ['#ff6b6b'],
    tooltip: { ...tooltip, trigger: 'axis' },
    grid: { left: 96, right: 48, top: 8, bottom: 24 },
    xAxis: { ...valueAxis, minInterval: 1 },
    yAxis: {
      ...categoryAxis(top.map((t) => t.name)),
      inverse: true,
      axisLabel: { ...textStyle, interval: 0 },
    },
    series: [
      {
        name: '发现病害',
        type: 'bar',
        barWidth: 12,
        label: { show: true, position: 'right', ...textStyle, color: '#eaf3ff' },
        data: top.map((t) => t.count),
      },
    ],
  };
}

/** Each vehicle on the road: its track so far as a line, and a marker where it is now. */
export function liveLayers(live: HighwayFigures['live']): { lines: MapLine[]; markers: MapMarker[] } {
  const lines: MapLine[] = [];
  const markers: MapMarker[] = [];
  live.forEach((patrol, i) => {
    const color = vehicleColour(i);
    if (patrol.track.length >= 2)
      lines.push({
        id: `track-${patrol.id}`,
        path: patrol.track.map(([lon, lat]) => [lon, lat] as LngLat),
        color,
        width: 4,
      });
    markers.push({
      id: patrol.id,
      position: [patrol.lon, patrol.lat],
      icon: 'place',
      color,
      title: `${patrol.vehiclePlate} ${patrol.inspectorName}`,
    });
  });
  return { lines, markers };
}
