// The road condition screen's chart options (pure: tested without a canvas). Scores are coloured
// by the band the server put them in (seed 001 §9's colour bands).
import type { ChartOption } from '../../../ui/charts';
import { categoryAxis, legend, PALETTE, TEXT, textStyle, tooltip, valueAxis } from '../shared/chart-theme';
import { BAND_COLOURS, BAND_LABELS, bandStops } from '../shared/score-colours';
import type { EvaluationFigures } from './evaluation-call';

export function mqiGaugeOption(figures: EvaluationFigures): ChartOption {
  return {
    series: [
      {
        name: 'MQI',
        type: 'gauge',
        min: 0,
        max: 100,
        radius: '92%',
        center: ['50%', '58%'],
        startAngle: 210,
        endAngle: -30,
        axisLine: { lineStyle: { width: 16, color: bandStops() } },
        pointer: { width: 6, itemStyle: { color: '#eaf3ff' } },
        axisTick: { show: false },
        splitLine: { length: 14, lineStyle: { color: '#04142e', width: 2 } },
        axisLabel: { color: TEXT, fontSize: 13, distance: 22 },
        title: { offsetCenter: [0, '68%'], color: TEXT, fontSize: 18 },
        detail: {
          offsetCenter: [0, '38%'],
          fontSize: 44,
          fontWeight: 700,
          color: BAND_COLOURS[figures.network.band],
          formatter: (value: number) => value.toFixed(2),
        },
        data: [{ value: figures.network.mqi, name: `MQI · ${figures.network.grade}` }],
      },
    ],
  };
}

export function bandOption(figures: EvaluationFigures): ChartOption {
  return {
    tooltip: { ...tooltip, trigger: 'item', formatter: '{b}：{c} km（{d}%）' },
    legend: { ...legend, orient: 'vertical', right: 8, top: 'middle' },
    series: [
      {
        name: 'MQI 分布',
        type: 'pie',
        radius: ['40%', '70%'],
        center: ['36%', '52%'],
        label: { show: false },
        itemStyle: { borderColor: '#04142e', borderWidth: 2 },
        data: figures.bandKm.map((b) => ({
          name: BAND_LABELS[b.band],
          value: b.km,
          itemStyle: { color: BAND_COLOURS[b.band] },
        })),
      },
    ],
  };
}

export function routeScoresOption(figures: EvaluationFigures): ChartOption {
  const indices = [
    ['MQI', 'mqi'],
    ['PQI', 'pqi'],
    ['PCI', 'pci'],
    ['RQI', 'rqi'],
    ['RDI', 'rdi'],
    ['SRI', 'sri'],
  ] as const;
  return {
    color: PALETTE,
    tooltip: { ...tooltip, trigger: 'axis' },
    legend: { ...legend },
    grid: { left: 48, right: 16, top: 40, bottom: 28 },
    xAxis: categoryAxis(figures.routes.map((r) => r.routeCode)),
    yAxis: { ...valueAxis, min: 60, max: 100 },
    series: indices.map(([name, key]) => ({
      name,
      type: 'bar',
      barGap: '10%',
      data: figures.routes.map((r) =>
        key === 'mqi' ? { value: r.mqi, itemStyle: { color: BAND_COLOURS[r.band] } } : r[key],
      ),
    })),
  };
}

export function historyOption(figures: EvaluationFigures): ChartOption {
  const years = [...new Set(figures.history.map((h) => h.year))].sort();
  return {
    color: PALETTE,
    tooltip: { ...tooltip, trigger: 'axis' },
    legend: { ...legend },
    grid: { left: 48, right: 20, top: 40, bottom: 28 },
    xAxis: categoryAxis(years.map(String)),
    yAxis: { ...valueAxis, min: (v: { min: number }) => Math.floor(v.min - 2) },
    series: figures.routes.map((route) => ({
      name: route.routeCode,
      type: 'line',
      smooth: true,
      symbolSize: 8,
      data: years.map(
        (year) =>
          figures.history.find((h) => h.year === year && h.routeCode === route.routeCode)?.mqi ?? null,
      ),
    })),
  };
}

export function gradeOption(figures: EvaluationFigures): ChartOption {
  return {
    tooltip: { ...tooltip, trigger: 'axis' },
    grid: { left: 40, right: 48, top: 8, bottom: 24 },
    xAxis: { ...valueAxis },
    yAxis: categoryAxis(figures.gradeKm.map((g) => g.grade)),
    series: [
      {
        name: '里程（km）',
        type: 'bar',
        barWidth: 16,
        itemStyle: { color: '#3ea6ff' },
        label: { show: true, position: 'right', ...textStyle, color: '#eaf3ff' },
        data: figures.gradeKm.map((g) => g.km),
      },
    ],
  };
}
