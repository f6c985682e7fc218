export { EChart, type EChartProps } from './EChart';
export type { ChartOption } from './echarts';
