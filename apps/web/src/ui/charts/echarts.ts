// ECharts imported per chart type (https://echarts.apache.org/handbook/en/basics/import): the
// core, the canvas renderer and only the charts and components the screens draw. Every screen
// imports this one module, so the bundler puts it in one shared chunk that the first screen
// loads and the others reuse; adding a chart type to a screen means adding it here.
import { BarChart, GaugeChart, LineChart, PieChart } from 'echarts/charts';
import {
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
  VisualMapComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([
  BarChart,
  GaugeChart,
  LineChart,
  PieChart,
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
  VisualMapComponent,
  CanvasRenderer,
]);

export type { EChartsCoreOption as ChartOption } from 'echarts/core';
export { echarts };
