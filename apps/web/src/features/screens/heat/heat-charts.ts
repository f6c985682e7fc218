// The heat map screen's chart options (pure: tested without a canvas).
import type { ChartOption } from '../../../ui/charts';
import { categoryAxis, textStyle, tooltip, valueAxis } from '../shared/chart-theme';
import type { HeatFigures } from './heat-call';

/** Level colours: 1 轻微, 2 一般, 3 严重. */
export const LEVEL_COLOURS: Readonly<Record<1 | 2 | 3, string>> = {
  1: '#3ea6ff',
  2: '#ffb547',
  3: '#ff4d4f',
};

/** The most affected routes first, at most `top` of them. */
export function routeRankOption(figures: HeatFigures, top = 8): ChartOption {
  const routes = figures.byRoute.slice(0, top);
  return {
    color: ['#ff7a45'],
    tooltip: { ...tooltip, trigger: 'axis' },
    grid: { left: 120, right: 48, top: 8, bottom: 24 },
    xAxis: { ...valueAxis, minInterval: 1 },
    yAxis: {
      ...categoryAxis(routes.map((r) => r.routeName)),
      inverse: true,
      axisLabel: { ...textStyle, fontSize: 13, interval: 0 },
    },
    series: [
      {
        name: '病害数',
        type: 'bar',
        barWidth: 12,
        label: { show: true, position: 'right', ...textStyle, color: '#eaf3ff' },
        data: routes.map((r) => r.count),
      },
    ],
  };
}

/** The window's diseases by level, each level its colour. */
export function levelOption(figures: HeatFigures): ChartOption {
  return {
    tooltip: { ...tooltip, trigger: 'item', formatter: '{b}：{c}（{d}%）' },
    legend: { textStyle, orient: 'vertical', right: 8, top: 'middle', itemWidth: 14, itemHeight: 10 },
    series: [
      {
        name: '病害等级',
        type: 'pie',
        radius: ['42%', '72%'],
        center: ['38%', '52%'],
        label: { show: false },
        itemStyle: { borderColor: '#04142e', borderWidth: 2 },
        data: figures.byLevel.map((l) => ({
          name: l.name,
          value: l.count,
          itemStyle: { color: LEVEL_COLOURS[l.level] },
        })),
      },
    ],
  };
}
