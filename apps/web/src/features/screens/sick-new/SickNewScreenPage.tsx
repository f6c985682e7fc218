// /bsSickNew — 病害态势大屏: the diseases open on the network now and how their disposal is going;
// a landing page after single sign-on (seed 000 §2). Left: the day's and the month's figures, the
// open diseases by type and level; centre: where they are (clusters by level over their heat),
// the month's work orders by status and the overdue ones; right: 30 days of new and handled
// diseases, the routes and the newest diseases. Polled every 30 s over the world (screenSickNew);
// a failed call keeps the figures with the stale marker.
import { useMemo } from 'react';
import { ChartPanel } from '../shared/ChartPanel';
import { DiseaseMap } from '../shared/DiseaseMap';
import { Figure } from '../shared/Figure';
import { LatestDiseases } from '../shared/LatestDiseases';
import { Panel } from '../shared/Panel';
import { ScreenHeader } from '../shared/ScreenHeader';
import { usePolled } from '../shared/use-polled';
import { ScreenStage } from '../stage/ScreenStage';
import { fetchSickNewFigures, type SickNewFigures } from './sick-new-call';
import {
  openLevelOption,
  openTypeOption,
  overdueText,
  progressOption,
  routeOption,
  trendOption,
} from './sick-new-charts';
import '../shared/screen.css';
import './sick-new-screen.css';

export default function SickNewScreenPage() {
  const state = usePolled(fetchSickNewFigures);
  return (
    <ScreenStage className="jt-sick-new-screen">
      <ScreenHeader
        title="病害态势大屏"
        asOf={state.data?.asOf ?? null}
        stale={state.stale}
        staleReason={state.reason}
      />
      <SickNewBoard figures={state.data} />
    </ScreenStage>
  );
}

function SickNewBoard({ figures }: { figures: SickNewFigures | null }) {
  const options = useMemo(
    () =>
      figures && {
        type: openTypeOption(figures),
        level: openLevelOption(figures),
        progress: progressOption(figures),
        trend: trendOption(figures),
        route: routeOption(figures),
      },
    [figures],
  );
  const totals = figures?.totals;
  return (
    <main className="jt-screen-board jt-sick-new-board">
      <div className="jt-screen-column">
        <Panel title="病害态势" className="jt-sick-new-totals">
          <div className="jt-screen-figures jt-sick-new-figures">
            <Figure label="今日新增" value={totals?.newToday ?? null} unit="处" />
            <Figure label="今日处置" value={totals?.handledToday ?? null} unit="处" tone="good" />
            <Figure label="近30天新增" value={totals?.newMonth ?? null} unit="处" />
            <Figure label="近30天处置" value={totals?.handledMonth ?? null} unit="处" tone="good" />
            <Figure label="待修复" value={totals?.open ?? null} unit="处" tone="warn" />
            <Figure label="超期工单" value={totals?.overdue ?? null} unit="单" tone="danger" />
          </div>
        </Panel>
        <ChartPanel
          title="待修复病害类型"
          className="jt-sick-new-grow"
          option={options?.type ?? null}
          empty={figures?.totals.open === 0 ? '暂无待修复病害' : null}
        />
        <ChartPanel
          title="待修复病害等级"
          className="jt-sick-new-grow"
          option={options?.level ?? null}
          empty={figures?.totals.open === 0 ? '暂无待修复病害' : null}
        />
      </div>
      <div className="jt-screen-column">
        <Panel title="待修复病害分布" className="jt-sick-new-map">
          <DiseaseMap points={figures?.openPoints ?? null} />
        </Panel>
        <div className="jt-sick-new-disposal">
          <ChartPanel
            title="近30天工单处置进度"
            className="jt-sick-new-grow"
            option={options?.progress ?? null}
          />
          <Panel title="超期工单" className="jt-sick-new-overdue">
            <OverdueList figures={figures} />
          </Panel>
        </div>
      </div>
      <div className="jt-screen-column">
        <ChartPanel title="近30天新增与处置" className="jt-sick-new-fixed" option={options?.trend ?? null} />
        <ChartPanel title="各路线病害" className="jt-sick-new-fixed" option={options?.route ?? null} />
        <Panel title="最新病害" className="jt-sick-new-grow">
          <LatestDiseases latest={figures?.latest ?? null} />
        </Panel>
      </div>
    </main>
  );
}

function OverdueList({ figures }: { figures: SickNewFigures | null }) {
  if (!figures) return null;
  if (figures.overdue.length === 0) return <div className="jt-screen-empty">暂无超期工单</div>;
  return (
    <table className="jt-screen-table jt-sick-new-overdue-table">
      <thead>
        <tr>
          <th>病害</th>
          <th>位置</th>
          <th>养护单位</th>
          <th>超期</th>
        </tr>
      </thead>
      <tbody>
        {figures.overdue.map((o) => (
          <tr key={o.id} data-level={o.diseaseLevel}>
            <td>{o.diseaseName}</td>
            <td>
              {o.routeName.split(' ')[0]} {o.stakeNo}
            </td>
            <td>{o.maintainUnit ?? '—'}</td>
            <td className="jt-sick-new-late">{overdueText(o.overdueHours)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
