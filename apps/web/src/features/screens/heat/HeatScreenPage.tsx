// /gl-hotMap — 病害热力图: where the diseases cluster. The network's map fills the centre with the
// heat of the diseases reported in a window (7 days to a year), of one type or all; left: the
// window and type switches with each type's count, and the window's figures; right: the levels
// and the most affected routes. A switch asks the gateway at once; the figures are polled like
// every screen and a failed call keeps the last ones with the stale marker.
import { useCallback, useMemo, useState } from 'react';
import type { LngLat } from '../../../ui/map';
import { RoadMap } from '../../../ui/map';
import { ChartPanel } from '../shared/ChartPanel';
import { Figure } from '../shared/Figure';
import { Panel } from '../shared/Panel';
import { ScreenHeader } from '../shared/ScreenHeader';
import { usePolled } from '../shared/use-polled';
import { ScreenStage } from '../stage/ScreenStage';
import { HEAT_WINDOWS, type HeatDays, type HeatFigures, heatCall } from './heat-call';
import { levelOption, routeRankOption } from './heat-charts';
import '../shared/screen.css';
import './heat-screen.css';

export default function HeatScreenPage() {
  const [days, setDays] = useState<HeatDays>(30);
  const [diseaseType, setDiseaseType] = useState<string | null>(null);
  const call = useCallback((signal: AbortSignal) => heatCall(days, diseaseType)(signal), [days, diseaseType]);
  const state = usePolled(call);
  const figures = state.data;
  const options = useMemo(
    () => figures && { levels: levelOption(figures), routes: routeRankOption(figures) },
    [figures],
  );
  // The figures on screen are those of the switches shown only once the answer for them is in.
  const current = figures !== null && figures.days === days && figures.diseaseType === diseaseType;
  return (
    <ScreenStage className="jt-heat-screen">
      <ScreenHeader
        title="病害热力图"
        asOf={figures?.asOf ?? null}
        stale={state.stale}
        staleReason={state.reason}
      />
      <main className="jt-screen-board jt-heat-board" aria-busy={!current}>
        <div className="jt-screen-column">
          <Panel title="统计时段" className="jt-heat-windows">
            <div className="jt-heat-switches">
              {HEAT_WINDOWS.map((w) => (
                <button
                  key={w.days}
                  type="button"
                  className="jt-heat-switch"
                  aria-pressed={w.days === days}
                  onClick={() => setDays(w.days)}
                >
                  {w.label}
                </button>
              ))}
            </div>
          </Panel>
          <Panel title="病害类型" className="jt-heat-types">
            <TypeList figures={figures} selected={diseaseType} onSelect={setDiseaseType} />
          </Panel>
          <Panel title="病害概况" className="jt-heat-totals">
            <div className="jt-screen-figures jt-heat-figures">
              <Figure label="病害总数" value={figures?.total ?? null} unit="处" />
              <Figure label="严重病害" value={figures?.severe ?? null} unit="处" tone="danger" />
            </div>
          </Panel>
        </div>
        <Panel title="病害分布热力" className="jt-heat-map">
          <HeatMap points={figures?.points ?? null} />
        </Panel>
        <div className="jt-screen-column">
          <ChartPanel title="病害等级" className="jt-heat-levels" option={options?.levels ?? null} />
          <ChartPanel
            title="路线病害排行"
            className="jt-heat-routes"
            option={options?.routes ?? null}
            empty={figures && figures.total === 0 ? '该时段暂无病害' : null}
          />
        </div>
      </main>
    </ScreenStage>
  );
}

function TypeList({
  figures,
  selected,
  onSelect,
}: {
  figures: HeatFigures | null;
  selected: string | null;
  onSelect: (code: string | null) => void;
}) {
  if (!figures) return null;
  const all = figures.byType.reduce((sum, t) => sum + t.count, 0);
  return (
    <ul className="jt-heat-type-list">
      <li>
        <button type="button" aria-pressed={selected === null} onClick={() => onSelect(null)}>
          <span>全部</span>
          <strong>{all}</strong>
        </button>
      </li>
      {figures.byType.map((t) => (
        <li key={t.code}>
          <button type="button" aria-pressed={selected === t.code} onClick={() => onSelect(t.code)}>
            <span>{t.name}</span>
            <strong>{t.count}</strong>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Handed only the points, which a poll leaves the same objects when they did not change. */
function HeatMap({ points }: { points: HeatFigures['points'] | null }) {
  const heat = useMemo(() => points?.map(([lon, lat]) => [lon, lat] as LngLat) ?? null, [points]);
  // Fitted once to the first points: a switch or a refresh must not move the view.
  const [fitTo, setFitTo] = useState<LngLat[] | null>(null);
  if (fitTo === null && heat && heat.length > 0) setFitTo(heat);
  return (
    <RoadMap height="100%" waitFor={heat !== null} heat={heat} fitTo={fitTo} className="jt-heat-roadmap" />
  );
}
