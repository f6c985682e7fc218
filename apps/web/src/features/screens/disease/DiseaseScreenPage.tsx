// /gl-diseaseInspection — 病害巡检大屏: what the patrols found on the network and how its repair
// is going. Left: the month's figures, types and levels; centre: where the open diseases are
// (clusters by level over the month's heat); right: the 30-day trend, the routes and the newest
// finds. Polled every 30 s over the world (screenDisease); a failed call keeps the figures with
// the stale marker.
import { useMemo } from 'react';
import { ChartPanel } from '../shared/ChartPanel';
import { DiseaseMap } from '../shared/DiseaseMap';
import { Figure } from '../shared/Figure';
import { LatestDiseases } from '../shared/LatestDiseases';
import { Panel } from '../shared/Panel';
import { ScreenHeader } from '../shared/ScreenHeader';
import { usePolled } from '../shared/use-polled';
import { ScreenStage } from '../stage/ScreenStage';
import { type DiseaseFigures, fetchDiseaseFigures } from './disease-call';
import { levelOption, routeOption, statusOption, trendOption, typeOption } from './disease-charts';
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
          <DiseaseMap points={figures?.openPoints ?? null} heat={figures?.heat ?? null} />
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
          <LatestDiseases latest={figures?.latest ?? null} />
        </Panel>
      </div>
    </main>
  );
}
