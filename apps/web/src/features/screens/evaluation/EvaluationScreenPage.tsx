// /gl-evaluation — 路况评定大屏: how good the network's pavement and structures are now (the
// JTG 5210 indices per kilometre and carriageway, which follow the diseases and their repairs),
// in the score colour bands of seed 001 §9. Left: the network's MQI and its indices; centre: the
// routes' indices and their five years; right: the bands' kilometres and the worst kilometres.
import { useMemo } from 'react';
import { AnimatedNumber } from '../shared/AnimatedNumber';
import { ChartPanel } from '../shared/ChartPanel';
import { Panel } from '../shared/Panel';
import { ScreenHeader } from '../shared/ScreenHeader';
import { BAND_COLOURS, scoreColour } from '../shared/score-colours';
import { usePolled } from '../shared/use-polled';
import { ScreenStage } from '../stage/ScreenStage';
import { type EvaluationFigures, fetchEvaluationFigures } from './evaluation-call';
import {
  bandOption,
  gradeOption,
  historyOption,
  mqiGaugeOption,
  routeScoresOption,
} from './evaluation-charts';
import '../shared/screen.css';
import './evaluation-screen.css';

const INDICES = [
  ['PQI', '路面使用性能', 'pqi'],
  ['PCI', '路面损坏状况', 'pci'],
  ['RQI', '路面行驶质量', 'rqi'],
  ['RDI', '路面车辙深度', 'rdi'],
  ['SRI', '路面抗滑性能', 'sri'],
] as const;

export default function EvaluationScreenPage() {
  const state = usePolled(fetchEvaluationFigures);
  return (
    <ScreenStage className="jt-evaluation-screen">
      <ScreenHeader
        title="路况评定监测大屏"
        asOf={state.data?.asOf ?? null}
        stale={state.stale}
        staleReason={state.reason}
      />
      <EvaluationBoard figures={state.data} />
    </ScreenStage>
  );
}

function EvaluationBoard({ figures }: { figures: EvaluationFigures | null }) {
  const options = useMemo(
    () =>
      figures && {
        gauge: mqiGaugeOption(figures),
        bands: bandOption(figures),
        routes: routeScoresOption(figures),
        history: historyOption(figures),
        grades: gradeOption(figures),
      },
    [figures],
  );
  return (
    <main className="jt-screen-board jt-evaluation-board">
      <div className="jt-screen-column jt-evaluation-column">
        <ChartPanel
          title="路网技术状况指数"
          className="jt-evaluation-gauge"
          option={options?.gauge ?? null}
        />
        <Panel title="分项指数" className="jt-evaluation-indices">
          <ul className="jt-evaluation-index-list">
            {INDICES.map(([code, name, key]) => (
              <li key={code} data-index={code}>
                <span className="jt-evaluation-index-code">{code}</span>
                <span className="jt-evaluation-index-name">{name}</span>
                <strong style={figures ? { color: scoreColour(figures.network[key]) } : undefined}>
                  {figures ? <AnimatedNumber value={figures.network[key]} decimals={2} /> : '—'}
                </strong>
              </li>
            ))}
          </ul>
          <p className="jt-evaluation-length">评定里程 {figures ? `${figures.network.lengthKm} km` : '—'}</p>
        </Panel>
      </div>
      <div className="jt-screen-column jt-evaluation-centre">
        <ChartPanel
          title="各路线技术状况指数"
          className="jt-evaluation-routes"
          option={options?.routes ?? null}
        />
        <ChartPanel
          title="近五年 MQI 走势"
          className="jt-evaluation-history"
          option={options?.history ?? null}
        />
      </div>
      <div className="jt-screen-column jt-evaluation-column">
        <ChartPanel title="MQI 分段里程" className="jt-evaluation-bands" option={options?.bands ?? null} />
        <ChartPanel title="评定等级里程" className="jt-evaluation-grades" option={options?.grades ?? null} />
        <Panel title="MQI 最低路段" className="jt-evaluation-worst">
          <WorstList figures={figures} />
        </Panel>
      </div>
    </main>
  );
}

function WorstList({ figures }: { figures: EvaluationFigures | null }) {
  if (!figures) return null;
  return (
    <table className="jt-screen-table jt-evaluation-worst-table">
      <thead>
        <tr>
          <th>路线</th>
          <th>方向</th>
          <th>路段</th>
          <th>MQI</th>
          <th>PCI</th>
          <th>未修病害</th>
        </tr>
      </thead>
      <tbody>
        {figures.worst.map((row) => (
          <tr key={`${row.routeCode}-${row.directionName}-${row.startStakeNo}`}>
            <td>{row.routeCode}</td>
            <td>{row.directionName}</td>
            <td>
              {row.startStakeNo}～{row.endStakeNo}
            </td>
            <td style={{ color: BAND_COLOURS[row.band] }}>{row.mqi.toFixed(2)}</td>
            <td>{row.pci.toFixed(2)}</td>
            <td>{row.openDiseaseCount}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
