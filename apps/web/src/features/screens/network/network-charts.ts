// The road network inspection screen's chart options and coverage lines (pure: tested without a
// canvas or a map).
import type { ChartOption } from '../../../ui/charts';
import type { LngLat, MapLine } from '../../../ui/map';
import { categoryAxis, legend, PALETTE, textStyle, tooltip, valueAxis } from '../shared/chart-theme';
import type { CoverageState, NetworkFigures } from './network-call';

/** Today's coverage of a stretch, the same colours on the map and in its legend. */
export const COVERAGE_STATES: ReadonlyArray<{ state: CoverageState; name: string; color: string }> = [
  { state: 'both', name: '双向已巡', color: '#3ee6a8' },
  { state: 'one', name: '单向已巡', color: '#3ea6ff' },
  { state: 'none', name: '今日未巡', color: '#7b8aa3' },
];
const COLOUR = Object.fromEntries(COVERAGE_STATES.map((s) => [s.state, s.color])) as Record<
  CoverageState,
  string
>;

/** Every stretch of every route coloured by today's coverage; not yet driven dashed. */
export function coverageLines(segments: NetworkFigures['segments']): MapLine[] {
  return segments.map((s) => ({
    id: `${s.routeCode}-${s.fromStakeNo}`,
    path: s.path.map(([lon, lat]) => [lon, lat] as LngLat),
    color: COLOUR[s.state],
    width: s.state === 'none' ? 4 : 6,
    dashed: s.state === 'none',
  }));
}

export function coverageOption(figures: NetworkFigures): ChartOption {
  return {
    tooltip: { ...tooltip, trigger: 'axis', valueFormatter: (v: unknown) => `${v}%` },
    grid: { left: 64, right: 56, top: 8, bottom: 24 },
    xAxis: { ...valueAxis, max: 100, axisLabel: { ...textStyle, formatter: '{value}%' } },
    yAxis: { ...categoryAxis(figures.routes.map((r) => r.routeCode)), inverse: true },
    series: [
      {
        name: '今日覆盖率',
        type: 'bar',
        barWidth: 14,
        showBackground: true,
        backgroundStyle: { color: 'rgba(80, 160, 255, 0.12)' },
        itemStyle: { color: COLOUR.both },
        label: { show: true, position: 'right', ...textStyle, color: '#eaf3ff', formatter: '{c}%' },
        data: figures.routes.map((r) => r.coverageToday),
      },
    ],
  };
}

export function frequencyOption(figures: NetworkFigures): ChartOption {
  return {
    color: ['#3ea6ff', '#ff6b6b'],
    tooltip: { ...tooltip, trigger: 'axis' },
    legend: { ...legend, data: ['日均巡查频次', '发现病害'] },
    grid: { left: 44, right: 48, top: 36, bottom: 28 },
    xAxis: categoryAxis(figures.routes.map((r) => r.routeCode)),
    yAxis: [
      { ...valueAxis, name: '次/日', nameTextStyle: textStyle },
      { ...valueAxis, minInterval: 1, name: '处', nameTextStyle: textStyle, splitLine: { show: false } },
    ],
    series: [
      { name: '日均巡查频次', type: 'bar', barWidth: 18, data: figures.routes.map((r) => r.perDay) },
      {
        name: '发现病害',
        type: 'line',
        yAxisIndex: 1,
        symbolSize: 8,
        data: figures.routes.map((r) => r.findingsMonth),
      },
    ],
  };
}

export function trendOption(figures: NetworkFigures): ChartOption {
  return {
    color: ['#3ee6a8', '#ff6b6b'],
    tooltip: { ...tooltip, trigger: 'axis' },
    legend: { ...legend, data: ['覆盖率', '发现病害'] },
    grid: { left: 48, right: 44, top: 36, bottom: 28 },
    xAxis: categoryAxis(figures.trend.map((d) => d.day.slice(5))),
    yAxis: [
      { ...valueAxis, max: 100, axisLabel: { ...textStyle, formatter: '{value}%' } },
      { ...valueAxis, minInterval: 1, splitLine: { show: false } },
    ],
    series: [
      {
        name: '覆盖率',
        type: 'line',
        smooth: true,
        areaStyle: { opacity: 0.15 },
        data: figures.trend.map((d) => d.coverage),
      },
      {
        name: '发现病害',
        type: 'bar',
        yAxisIndex: 1,
        barWidth: 6,
        data: figures.trend.map((d) => d.findings),
      },
    ],
  };
}

export function findingsOption(figures: NetworkFigures): ChartOption {
  return {
    color: PALETTE,
    tooltip: { ...tooltip, trigger: 'item', formatter: '{b}：{c} 处（{d}%）' },
    legend: { ...legend, orient: 'vertical', right: 8, top: 'middle', type: 'scroll' },
    series: [
      {
        name: '发现病害',
        type: 'pie',
        radius: ['40%', '70%'],
        center: ['32%', '52%'],
        label: { show: false },
        itemStyle: { borderColor: '#04142e', borderWidth: 2 },
        data: figures.findings.map((t) => ({ name: t.name, value: t.count })),
      },
    ],
  };
}

export function typeOption(figures: NetworkFigures): ChartOption {
  return {
    color: ['#a78bfa'],
    tooltip: { ...tooltip, trigger: 'axis' },
    grid: { left: 84, right: 44, top: 8, bottom: 24 },
    xAxis: { ...valueAxis, minInterval: 1 },
    yAxis: { ...categoryAxis(figures.byType.map((t) => t.name)), inverse: true },
    series: [
      {
        name: '巡查次数',
        type: 'bar',
        barWidth: 12,
        label: { show: true, position: 'right', ...textStyle, color: '#eaf3ff' },
        data: figures.byType.map((t) => t.count),
      },
    ],
  };
}
