// /gl-bsSick — 病害态势大屏（旧版）: the older disease situation screen, by management office.
// Left: the year's and the month's figures and each office's diseases; centre: the repair rate
// and the share repaired by the deadline as gauges, twelve months of finds and repairs, and the
// offices' table; right: the ten kilometres with the most diseases and how long repairs take.
// Polled every 30 s over the world (screenSick); a failed call keeps the figures with the stale
// marker.
import { useMemo } from 'react';
import { ChartPanel } from '../shared/ChartPanel';
import { Figure } from '../shared/Figure';
import { Panel } from '../shared/Panel';
import { ScreenHeader } from '../shared/ScreenHeader';
import { usePolled } from '../shared/use-polled';
import { ScreenStage } from '../stage/ScreenStage';
import { fetchSickFigures, type SickFigures } from './sick-call';
import { durationOption, monthlyOption, officeOption, rateColour, rateGaugeOption } from './sick-charts';
import '../shared/screen.css';
import './sick-screen.css';

export default function SickScreenPage() {
  const state = usePolled(fetchSickFigures);
  return (
    <ScreenStage className="jt-sick-screen">
      <ScreenHeader
        title="病害态势大屏"
        asOf={state.data?.asOf ?? null}
        stale={state.stale}
        staleReason={state.reason}
      />
      <SickBoard figures={state.data} />
    </ScreenStage>
  );
}

function SickBoard({ figures }: { figures: SickFigures | null }) {
  const options = useMemo(
    () =>
      figures && {
        repairRate: rateGaugeOption('修复率', figures.totals.repairRate),
        onTimeRate: rateGaugeOption('按期修复率', figures.totals.onTimeRate),
        office: officeOption(figures),
        monthly: monthlyOption(figures),
        duration: durationOption(figures),
      },
    [figures],
  );
  const totals = figures?.totals;
  return (
    <main className="jt-screen-board jt-sick-board">
      <div className="jt-screen-column">
        <Panel title="病害总览" className="jt-sick-totals">
          <div className="jt-screen-figures jt-sick-figures">
            <Figure label="近一年发现" value={totals?.year ?? null} unit="处" />
            <Figure label="近30天发现" value={totals?.month ?? null} unit="处" />
            <Figure label="待修复" value={totals?.open ?? null} unit="处" tone="warn" />
            <Figure label="近30天修复" value={totals?.repairedMonth ?? null} unit="处" tone="good" />
            <Figure label="平均修复用时" value={totals?.avgRepairHours ?? null} unit="小时" decimals={1} />
            <Figure label="超期工单" value={totals?.overdue ?? null} unit="单" tone="danger" />
          </div>
        </Panel>
        <ChartPanel title="各管理处病害" className="jt-sick-grow" option={options?.office ?? null} />
      </div>
      <div className="jt-screen-column">
        <div className="jt-sick-gauges">
          <ChartPanel title="近30天修复率" option={options?.repairRate ?? null} />
          <ChartPanel title="近30天按期修复率" option={options?.onTimeRate ?? null} />
        </div>
        <ChartPanel
          title="近12个月病害发现与修复"
          className="jt-sick-grow"
          option={options?.monthly ?? null}
        />
        <Panel title="管理处修复考核（近30天）" className="jt-sick-offices">
          <OfficeTable figures={figures} />
        </Panel>
      </div>
      <div className="jt-screen-column">
        <Panel title="病害最多路段 TOP10（近30天）" className="jt-sick-grow">
          <SectionTable figures={figures} />
        </Panel>
        <ChartPanel
          title="修复用时分布（近30天）"
          className="jt-sick-durations"
          option={options?.duration ?? null}
          empty={figures?.totals.repairedMonth === 0 ? '近30天无修复' : null}
        />
      </div>
    </main>
  );
}

function Rate({ value }: { value: number }) {
  return <span style={{ color: rateColour(value) }}>{value.toFixed(1)}%</span>;
}

function OfficeTable({ figures }: { figures: SickFigures | null }) {
  if (!figures) return null;
  return (
    <table className="jt-screen-table jt-sick-table">
      <thead>
        <tr>
          <th>管理处</th>
          <th>路线</th>
          <th>发现</th>
          <th>待修复</th>
          <th>修复</th>
          <th>修复率</th>
          <th>按期修复率</th>
        </tr>
      </thead>
      <tbody>
        {figures.byOffice.map((o) => (
          <tr key={o.orgId} data-office={o.orgName}>
            <td>{o.orgName}</td>
            <td>{o.routeCodes.join('、')}</td>
            <td>{o.found}</td>
            <td>{o.open}</td>
            <td>{o.repaired}</td>
            <td>
              <Rate value={o.repairRate} />
            </td>
            <td>
              <Rate value={o.onTimeRate} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function SectionTable({ figures }: { figures: SickFigures | null }) {
  if (!figures) return null;
  if (figures.topSections.length === 0) return <div className="jt-screen-empty">近30天无病害</div>;
  const most = figures.topSections[0]?.found ?? 1;
  return (
    <ol className="jt-sick-sections">
      {figures.topSections.map((s, i) => (
        <li key={`${s.routeCode}${s.startStakeNo}`}>
          <span className="jt-sick-rank" data-top={i < 3}>
            {i + 1}
          </span>
          <span className="jt-sick-section-name" title={s.routeName}>
            {s.routeCode} {s.startStakeNo}～{s.endStakeNo}
          </span>
          <span className="jt-sick-section-count">{s.found} 处</span>
          <span className="jt-sick-section-bar">
            <i style={{ width: `${(s.found / most) * 100}%` }} />
          </span>
          <span className="jt-sick-section-detail">
            待修复 {s.open} · 严重 {s.severe}
          </span>
        </li>
      ))}
    </ol>
  );
}
