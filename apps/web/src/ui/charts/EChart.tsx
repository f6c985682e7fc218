// One ECharts instance in a box: created on mount, disposed on unmount, fed `option` with
// setOption (merged, so a new figure animates from the old one instead of redrawing), resized
// with its box. `pixelRatio` lets a scaled parent (the big screens' stage) draw the canvas at
// the pixels it will cover, so text stays sharp at 4K and under a scale-down.
import { useEffect, useRef } from 'react';
import { type ChartOption, echarts } from './echarts';

export interface EChartProps {
  option: ChartOption;
  /** Canvas pixels per CSS pixel; default the window's devicePixelRatio. */
  pixelRatio?: number;
  className?: string;
  /** Accessible name of the chart (a canvas says nothing to a screen reader). */
  label: string;
}

export function EChart({ option, pixelRatio, className, label }: EChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof echarts.init> | null>(null);
  const latest = useRef(option);
  latest.current = option;
  const ratio = pixelRatio ?? window.devicePixelRatio;

  // A new pixel ratio needs a new instance (ECharts fixes it at init), drawn with the latest option.
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const instance = echarts.init(element, null, { renderer: 'canvas', devicePixelRatio: ratio });
    instance.setOption(latest.current);
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [ratio]);

  useEffect(() => {
    chart.current?.setOption(option);
  }, [option]);

  return <div ref={box} className={className} role="img" aria-label={label} data-chart={label} />;
}
