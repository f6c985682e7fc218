// /highwayInspectionNew — 路网巡检大屏: how well the patrols cover the whole network. Left: the
// network's coverage and frequency figures across the top, the routes on the map coloured by
// today's coverage stretch by stretch, and the table of the routes; right: today's coverage and
// the 30 days' frequency per route, the 30-day coverage and findings trend, the patrol types and
// what the patrols found. Polled every 30 s over the world (screenNetworkInspection); a failed
// call keeps the figures with the stale marker.
import { useMemo, useState } from 'react';
import { type LngLat, RoadMap } from '../../../ui/map';
import { ChartPanel } from '../shared/ChartPanel';
import { Figure } from '../shared/Figure';
import { Panel } from '../shared/Panel';
import { ScreenHeader } from '../shared/ScreenHeader';
import { usePolled } from '../shared/use-polled';
import { ScreenStage } from '../stage/ScreenStage';
import { fetchNetworkFigures, type NetworkFigures } from './network-call';
import {
  COVERAGE_STATES,
  coverageLines,
  coverageOption,
  findingsOption,
  frequencyOption,
  trendOption,
  typeOption,
} from './network-charts';
import '../shared/screen.css';
import './network-screen.css';

/** The menu's title of the screen (mocks/menu-tree.ts, 304). */
export const NETWORK_SCREEN_TITLE = '路网巡检大屏';

export default function NetworkScreenPage() {
  const state = usePolled(fetchNetworkFigures);
  return (
    <ScreenStage className="jt-network-screen">
      <ScreenHeader
        title={NETWORK_SCREEN_TITLE}
        asOf={state.data?.asOf ?? null}
        stale={state.stale}
        staleReason={state.reason}
      />
      <NetworkBoard figures={state.data} />
    </ScreenStage>
  );
}

function NetworkBoard({ figures }: { figures: NetworkFigures | null }) {
  const options = useMemo(
    () =>
      figures && {
        coverage: coverageOption(figures),
        frequency: frequencyOption(figures),
        trend: trendOption(figures),
        type: typeOption(figures),
        findings: findingsOption(figures),
      },
    [figures],
  );
  const network = figures?.network;
  return (
    <main className="jt-screen-board jt-network-board">
      <div className="jt-screen-column jt-network-main">
        <div className="jt-screen-figures jt-network-figures">
          <Figure label="路网里程" value={network?.lengthKm ?? null} unit="km" decimals={1} />
          <Figure label="今日已巡里程" value={network?.coveredKmToday ?? null} unit="km" decimals={1} />
          <Figure
            label="今日覆盖率"
            value={network?.coverageToday ?? null}
            unit="%"
            decimals={1}
            tone="good"
          />
          <Figure label="近30天覆盖率" value={network?.coverageMonth ?? null} unit="%" decimals={1} />
          <Figure label="日均巡查频次" value={network?.perDay ?? null} unit="次" decimals={2} />
          <Figure label="近30天巡查" value={network?.patrolsMonth ?? null} unit="次" />
          <Figure label="近30天发现病害" value={network?.findingsMonth ?? null} unit="处" tone="warn" />
          <Figure label="在途车辆" value={network?.liveNow ?? null} unit="辆" />
        </div>
        <Panel title="路网巡查覆盖（今日）" className="jt-network-map">
          <CoverageMap segments={figures?.segments ?? null} />
        </Panel>
        <Panel title="各路线巡查情况" className="jt-network-routes">
          <RouteTable figures={figures} />
        </Panel>
      </div>
      <div className="jt-screen-column jt-network-side">
        <ChartPanel
          title="各路线今日覆盖率"
          className="jt-network-coverage"
          option={options?.coverage ?? null}
        />
        <ChartPanel
          title="各路线巡查频次（近30天）"
          className="jt-network-frequency"
          option={options?.frequency ?? null}
        />
        <ChartPanel
          title="近30天覆盖率与发现趋势"
          className="jt-network-trend"
          option={options?.trend ?? null}
        />
        <div className="jt-network-pair">
          <ChartPanel title="巡查类型（近30天）" className="jt-network-type" option={options?.type ?? null} />
          <ChartPanel
            title="巡查发现病害（近30天）"
            className="jt-network-findings"
            option={options?.findings ?? null}
            empty={figures?.findings.length === 0 ? '近30天暂无巡查发现的病害' : null}
          />
        </div>
      </div>
    </main>
  );
}

/** Handed only its segments, which a poll leaves the same objects when they did not change. */
function CoverageMap({ segments }: { segments: NetworkFigures['segments'] | null }) {
  const lines = useMemo(() => (segments ? coverageLines(segments) : []), [segments]);
  // Fitted once to the network: a refresh must not move the view.
  const [fitTo, setFitTo] = useState<LngLat[] | null>(null);
  if (fitTo === null && lines.length > 0) setFitTo(lines.flatMap((l) => l.path));
  return (
    <RoadMap
      height="100%"
      waitFor={segments !== null}
      lines={lines}
      fitTo={fitTo}
      className="jt-network-roadmap"
    >
      <ul className="jt-network-legend" aria-label="覆盖图例">
        {COVERAGE_STATES.map((s) => (
          <li key={s.state}>
            <i style={{ background: s.color }} />
            {s.name}
          </li>
        ))}
      </ul>
    </RoadMap>
  );
}

function RouteTable({ figures }: { figures: NetworkFigures | null }) {
  if (!figures) return null;
  return (
    <table className="jt-screen-table jt-network-table">
      <thead>
        <tr>
          <th>路线</th>
          <th>里程（km）</th>
          <th>今日已巡（km）</th>
          <th>今日覆盖率</th>
          <th>近30天巡查</th>
          <th>日均频次</th>
          <th>近30天发现病害</th>
          <th>最近巡查</th>
        </tr>
      </thead>
      <tbody>
        {figures.routes.map((r) => (
          <tr key={r.routeCode} data-route={r.routeCode}>
            <td className="jt-network-route-name">{r.routeName}</td>
            <td>{r.lengthKm.toFixed(1)}</td>
            <td>{r.coveredKmToday.toFixed(1)}</td>
            <td>{r.coverageToday.toFixed(1)}%</td>
            <td>{r.patrolsMonth} 次</td>
            <td>{r.perDay.toFixed(2)} 次/日</td>
            <td>{r.findingsMonth} 处</td>
            <td>{r.lastPatrolTime ? r.lastPatrolTime.slice(5, 16) : '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
