import { type ChartOption, EChart } from '../../../ui/charts';
import { useStagePixelRatio } from '../stage/ScreenStage';
import { Panel } from './Panel';

export interface ChartPanelProps {
  title: string;
  /** null until the first figures arrive; `empty` instead of a chart with nothing to draw. */
  option: ChartOption | null;
  empty?: string | null;
  className?: string;
}

/** A panel holding one chart, drawn at the stage's pixels. */
export function ChartPanel({ title, option, empty, className }: ChartPanelProps) {
  const ratio = useStagePixelRatio();
  return (
    <Panel title={title} className={className}>
      {option &&
        (empty ? (
          <div className="jt-screen-empty">{empty}</div>
        ) : (
          <EChart option={option} pixelRatio={ratio} className="jt-screen-chart" label={title} />
        ))}
    </Panel>
  );
}
