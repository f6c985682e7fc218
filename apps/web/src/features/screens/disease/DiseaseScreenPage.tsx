// /gl-diseaseInspection — 病害巡检大屏: what the patrols found on the network and how its repair
// is going. Left: the month's figures, types and levels; centre: where the open diseases are
// (clusters by level over the month's heat); right: the 30-day trend, the routes and the newest
// finds. Polled every 30 s over the world (screenDisease); a failed call keeps the figures with
// the stale marker.
import { useMemo, useState } from 'react';
import { type LngLat, RoadMap } from '../../../ui/map';
import { ChartPanel } from '../shared/ChartPanel';
import { Figure } from '../shared/Figure';
import { Panel } from '../shared/Panel';
import { ScreenHeader } from '../shared/ScreenHeader';
import { usePolled } from '../shared/use-polled';
import { ScreenStage } from '../stage/ScreenStage';
import { type DiseaseFigures, fetchDiseaseFigures } from './disease-call';
import {
  LEVEL_COLOURS,
  levelOption,
  routeOption,
  statusOption,
  trendOption,
  typeOption,
} from './disease-charts';
import '../shared/screen.css';
import './disease-screen.css';

export default function DiseaseScreenPage() {
  const state = usePolled(fetchDiseaseFigures);
  return (
    <ScreenStage className="jt-disease-screen">
      <ScreenHeader
        title="病害巡检监测大屏"
        asOf={state.data?.asOf ?? null}
        stale={state.stale}
        staleReason={state.reason}
      />
      <DiseaseBoard figures={state.data} />
    </ScreenStage>
  );
}

function DiseaseBoard({ figures }: { figures: DiseaseFigures | null }) {
  const options = useMemo(
    () =>
      figures && {
        type: typeOption(figures),
        level: levelOption(figures),
        trend: trendOption(figures),
        route: routeOption(figures),
        status: statusOption(figures),
      },
    [figures],
  );
  const totals = figures?.totals;
  return (
    <main className="jt-screen-board jt-disease-board">
      <div className="jt-screen-column jt-disease-left">
        <Panel title="病害概况" className="jt-disease-totals">
          <div className="jt-screen-figures jt-disease-figures">
            <Figure label="今日发现" value={totals?.today ?? null} unit="处" />
            <Figure label="近30天发现" value={totals?.month ?? null} unit="处" />
            <Figure label="待修复" value={totals?.open ?? null} unit="处" tone="warn" />
            <Figure label="严重待修复" value={totals?.severeOpen ?? null} unit="处" tone="danger" />
            <Figure
              label="近30天修复率"
              value={totals?.repairRate ?? null}
              unit="%"
              decimals={1}
              tone="good"
            />
            <Figure label="平均修复用时" value={totals?.avgRepairHours ?? null} unit="小时" decimals={1} />
          </div>
        </Panel>
        <ChartPanel
          title="病害类型分布（近30天）"
          className="jt-disease-type"
          option={options?.type ?? null}
        />
        <ChartPanel title="病害等级（近30天）" className="jt-disease-level" option={options?.level ?? null} />
      </div>
      <div className="jt-screen-column jt-disease-centre">
        <Panel title="待修复病害分布" className="jt-disease-map">
          <DiseaseMap figures={figures} />
        </Panel>
        <ChartPanel
          title="在办工单状态"
          className="jt-disease-status"
          option={options?.status ?? null}
          empty={figures?.byStatus.length === 0 ? '暂无在办工单' : null}
        />
      </div>
      <div className="jt-screen-column jt-disease-right">
        <ChartPanel title="近30天病害趋势" className="jt-disease-trend" option={options?.trend ?? null} />
        <ChartPanel title="各路线病害" className="jt-disease-route" option={options?.route ?? null} />
        <Panel title="最新发现" className="jt-disease-latest">
          <LatestList figures={figures} />
        </Panel>
      </div>
    </main>
  );
}

function DiseaseMap({ figures }: { figures: DiseaseFigures | null }) {
  const clusters = useMemo(
    () =>
      figures && {
        points: figures.openPoints.map((p) => ({
          id: p.id,
          position: [p.lon, p.lat] as LngLat,
          color: LEVEL_COLOURS[p.level],
        })),
      },
    [figures],
  );
  const heat = useMemo(() => figures?.heat.map(([lon, lat]) => [lon, lat] as LngLat) ?? null, [figures]);
  // Fitted once to the first figures: a refresh must not move the view a user zoomed.
  const [fitTo, setFitTo] = useState<LngLat[] | null>(null);
  if (fitTo === null && heat && heat.length > 0) setFitTo(heat);
  return (
    <RoadMap height="100%" clusters={clusters} heat={heat} fitTo={fitTo} className="jt-disease-roadmap" />
  );
}

function LatestList({ figures }: { figures: DiseaseFigures | null }) {
  if (!figures) return null;
  if (figures.latest.length === 0) return <div className="jt-screen-empty">暂无病害</div>;
  return (
    <ol className="jt-disease-latest-list">
      {figures.latest.map((d) => (
        <li key={d.id} data-level={d.diseaseLevel}>
          <span className="jt-disease-latest-level">{d.diseaseLevelName}</span>
          <span className="jt-disease-latest-name">{d.diseaseName}</span>
          <span className="jt-disease-latest-place">
            {d.routeName.split(' ')[0]} {d.stakeNo} {d.directionName}
          </span>
          <span className="jt-disease-latest-time">{d.reportTime.slice(11, 16)}</span>
          <span className="jt-disease-latest-status">{d.processStatusName}</span>
        </li>
      ))}
    </ol>
  );
}
