// /gl-roadAssets — 路产资产大屏: what the network owns and in what state. Left: the books'
// headline figures, records per type and the roadside devices; centre: the books per route and
// the assets needing attention; right: conditions, the structures' technical classes and the
// routine inspections coming up. Polled like every screen; a failed call keeps the figures with
// the stale marker.
import { useMemo } from 'react';
import { ChartPanel } from '../shared/ChartPanel';
import { Figure } from '../shared/Figure';
import { Panel } from '../shared/Panel';
import { ScreenHeader } from '../shared/ScreenHeader';
import { usePolled } from '../shared/use-polled';
import { ScreenStage } from '../stage/ScreenStage';
import { type AssetFigures, fetchAssetFigures } from './asset-call';
import {
  assetHeadline,
  conditionOption,
  deviceOption,
  gradeOption,
  routeOption,
  typeOption,
} from './asset-charts';
import '../shared/screen.css';
import './asset-screen.css';

export default function AssetScreenPage() {
  const state = usePolled(fetchAssetFigures);
  return (
    <ScreenStage className="jt-asset-screen">
      <ScreenHeader
        title="路产资产监测大屏"
        asOf={state.data?.asOf ?? null}
        stale={state.stale}
        staleReason={state.reason}
      />
      <AssetBoard figures={state.data} />
    </ScreenStage>
  );
}

function AssetBoard({ figures }: { figures: AssetFigures | null }) {
  const options = useMemo(
    () =>
      figures && {
        types: typeOption(figures),
        devices: deviceOption(figures),
        routes: routeOption(figures),
        conditions: conditionOption(figures),
        grades: gradeOption(figures),
      },
    [figures],
  );
  const headline = useMemo(() => figures && assetHeadline(figures), [figures]);
  return (
    <main className="jt-screen-board jt-asset-board">
      <div className="jt-screen-column jt-asset-column">
        <Panel title="资产概况" className="jt-asset-totals">
          <div className="jt-screen-figures jt-asset-figures">
            <Figure label="资产总数" value={headline?.total ?? null} unit="条" />
            <Figure label="结构物" value={headline?.structures ?? null} unit="座" />
            <Figure label="损坏资产" value={headline?.damaged ?? null} unit="条" tone="danger" />
            <Figure label="四、五类结构物" value={headline?.poorStructures ?? null} unit="座" tone="warn" />
            <Figure label="本周待检" value={headline?.inspectionsDueWeek ?? null} unit="项" />
            <Figure
              label="设备在线率"
              value={headline ? (headline.devicesOnlinePct ?? 0) : null}
              unit="%"
              decimals={1}
              tone="good"
            />
          </div>
        </Panel>
        <ChartPanel title="资产类型构成" className="jt-asset-types" option={options?.types ?? null} />
        <ChartPanel
          title="路侧设备状态"
          className="jt-asset-devices"
          option={options?.devices ?? null}
          empty={figures && figures.devices.length === 0 ? '暂无设备' : null}
        />
      </div>
      <div className="jt-screen-column jt-asset-centre">
        <ChartPanel title="各路线资产分布" className="jt-asset-routes" option={options?.routes ?? null} />
        <Panel title="需关注资产" className="jt-asset-attention">
          <AttentionTable figures={figures} />
        </Panel>
      </div>
      <div className="jt-screen-column jt-asset-column">
        <ChartPanel
          title="资产技术状况"
          className="jt-asset-conditions"
          option={options?.conditions ?? null}
        />
        <ChartPanel title="结构物技术状况等级" className="jt-asset-grades" option={options?.grades ?? null} />
        <Panel title="近期定期检查" className="jt-asset-upcoming">
          <UpcomingTable figures={figures} />
        </Panel>
      </div>
    </main>
  );
}

function AttentionTable({ figures }: { figures: AssetFigures | null }) {
  if (!figures) return null;
  if (figures.attention.length === 0) return <div className="jt-screen-empty">暂无需关注资产</div>;
  return (
    <table className="jt-screen-table jt-asset-table">
      <thead>
        <tr>
          <th>资产名称</th>
          <th>类型</th>
          <th>路线</th>
          <th>桩号</th>
          <th>状况</th>
          <th>技术等级</th>
        </tr>
      </thead>
      <tbody>
        {figures.attention.map((row) => (
          <tr key={`${row.assetName}-${row.stakeNo}`}>
            <td title={row.assetName}>{row.assetName}</td>
            <td>{row.assetTypeName}</td>
            <td>{row.routeName}</td>
            <td>{row.stakeNo}</td>
            <td>{row.conditionName}</td>
            <td data-grade={row.techGradeName ?? ''}>{row.techGradeName ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function UpcomingTable({ figures }: { figures: AssetFigures | null }) {
  if (!figures) return null;
  if (figures.upcoming.length === 0) return <div className="jt-screen-empty">近期无定期检查</div>;
  return (
    <table className="jt-screen-table jt-asset-table">
      <thead>
        <tr>
          <th>结构物</th>
          <th>桩号</th>
          <th>检查时间</th>
        </tr>
      </thead>
      <tbody>
        {figures.upcoming.map((row) => (
          <tr key={`${row.assetName}-${row.nextInspectTime}`}>
            <td title={`${row.assetTypeName} · ${row.routeName}`}>{row.assetName}</td>
            <td>{row.stakeNo}</td>
            <td>{row.nextInspectTime.slice(5, 16)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
