// /gl-highwayInspection — 公路巡检大屏: the day's patrolling as it happens. Left: today's and this
// month's patrol figures, today's completion and the month's patrol types, the diseases the
// patrols found; centre: the vehicles on the road on the map (each with its track so far, a click
// opens the patrol) and the list of them; right: today's schedule per route, 14 days of patrols
// and mileage, the newest patrol records. Polled every 30 s over the world
// (screenHighwayInspection); a failed call keeps the figures with the stale marker.
import { useMemo, useState } from 'react';
import { type LngLat, type MapInfo, RoadMap } from '../../../ui/map';
import { ChartPanel } from '../shared/ChartPanel';
import { Figure } from '../shared/Figure';
import { Panel } from '../shared/Panel';
import { ScreenHeader } from '../shared/ScreenHeader';
import { usePolled } from '../shared/use-polled';
import { ScreenStage } from '../stage/ScreenStage';
import { fetchHighwayFigures, type HighwayFigures, type LivePatrol } from './highway-call';
import {
  completionOption,
  diseaseTypeOption,
  liveLayers,
  routeScheduleOption,
  trendOption,
  typeOption,
  vehicleColour,
} from './highway-charts';
import '../shared/screen.css';
import './highway-screen.css';

/** The menu's title of the screen (mocks/menu-tree.ts, 303). */
export const HIGHWAY_SCREEN_TITLE = '公路巡检大屏';

export default function HighwayScreenPage() {
  const state = usePolled(fetchHighwayFigures);
  return (
    <ScreenStage className="jt-highway-screen">
      <ScreenHeader
        title={HIGHWAY_SCREEN_TITLE}
        asOf={state.data?.asOf ?? null}
        stale={state.stale}
        staleReason={state.reason}
      />
      <HighwayBoard figures={state.data} />
    </ScreenStage>
  );
}

function HighwayBoard({ figures }: { figures: HighwayFigures | null }) {
  const options = useMemo(
    () =>
      figures && {
        completion: completionOption(figures),
        type: typeOption(figures),
        diseases: diseaseTypeOption(figures),
        routes: routeScheduleOption(figures),
        trend: trendOption(figures),
      },
    [figures],
  );
  const totals = figures?.totals;
  return (
    <main className="jt-screen-board jt-highway-board">
      <div className="jt-screen-column jt-highway-left">
        <Panel title="巡查概况" className="jt-highway-totals">
          <div className="jt-screen-figures jt-highway-figures">
            <Figure label="今日巡查" value={totals?.patrolsToday ?? null} unit="次" />
            <Figure label="在途车辆" value={totals?.liveNow ?? null} unit="辆" tone="good" />
            <Figure label="今日巡查里程" value={totals?.mileageToday ?? null} unit="km" decimals={1} />
            <Figure label="今日巡查时长" value={totals?.hoursToday ?? null} unit="小时" decimals={1} />
            <Figure label="本月巡查" value={totals?.patrolsMonth ?? null} unit="次" />
            <Figure label="本月巡查里程" value={totals?.mileageMonth ?? null} unit="km" decimals={1} />
            <Figure label="今日发现病害" value={totals?.diseasesToday ?? null} unit="处" tone="warn" />
            <Figure label="本月发现病害" value={totals?.diseasesMonth ?? null} unit="处" tone="warn" />
          </div>
        </Panel>
        <div className="jt-highway-pair">
          <ChartPanel
            title="今日巡查完成率"
            className="jt-highway-completion"
            option={options?.completion ?? null}
          />
          <ChartPanel title="本月巡查类型" className="jt-highway-type" option={options?.type ?? null} />
        </div>
        <ChartPanel
          title="本月巡查发现病害"
          className="jt-highway-diseases"
          option={options?.diseases ?? null}
          empty={figures?.diseaseTypes.length === 0 ? '本月暂无巡查发现的病害' : null}
        />
      </div>
      <div className="jt-screen-column jt-highway-centre">
        <Panel title="巡查车辆实时位置" className="jt-highway-map">
          <LiveMap live={figures?.live ?? null} />
        </Panel>
        <Panel title="在途巡查车辆" className="jt-highway-live">
          <LiveList figures={figures} />
        </Panel>
      </div>
      <div className="jt-screen-column jt-highway-right">
        <ChartPanel title="各路线今日巡查" className="jt-highway-routes" option={options?.routes ?? null} />
        <ChartPanel title="近14天巡查趋势" className="jt-highway-trend" option={options?.trend ?? null} />
        <Panel title="最新巡查记录" className="jt-highway-latest">
          <LatestList figures={figures} />
        </Panel>
      </div>
    </main>
  );
}

/** Handed only the live patrols, which a poll leaves the same objects when they did not move. */
function LiveMap({ live }: { live: HighwayFigures['live'] | null }) {
  const [info, setInfo] = useState<MapInfo | null>(null);
  const layers = useMemo(() => (live ? liveLayers(live) : null), [live]);
  const byId = useMemo(() => new Map(live?.map((p) => [p.id, p]) ?? []), [live]);
  // Fitted once to the first tracks: a refresh must not move the view.
  const [fitTo, setFitTo] = useState<LngLat[] | null>(null);
  if (fitTo === null && layers && layers.markers.length > 0)
    setFitTo([...layers.markers.map((m) => m.position), ...layers.lines.flatMap((l) => l.path)]);
  const open = (id: string) => {
    const patrol = byId.get(id);
    if (patrol)
      setInfo({
        position: [patrol.lon, patrol.lat],
        title: `${patrol.vehiclePlate} · ${patrol.patrolTypeName}`,
        content: <PatrolCard patrol={patrol} />,
      });
  };
  return (
    <RoadMap
      height="100%"
      waitFor={layers !== null}
      lines={layers?.lines ?? []}
      markers={layers?.markers ?? []}
      fitTo={fitTo}
      info={info}
      onInfoClose={() => setInfo(null)}
      onMarkerClick={open}
      className="jt-highway-roadmap"
    />
  );
}

function PatrolCard({ patrol }: { patrol: LivePatrol }) {
  return (
    <div className="jt-highway-card">
      <p>
        {patrol.patrolCode} · {patrol.orgName}
      </p>
      <p>
        {patrol.inspectorName} · {patrol.routeName} {patrol.stakeNo} {patrol.directionName}
      </p>
      <p>
        {patrol.startTime.slice(11, 16)} 出发 · 已巡 {patrol.mileage.toFixed(1)} km · {patrol.speedKmh} km/h ·
        发现病害 {patrol.diseaseCount} 处
      </p>
    </div>
  );
}

function LiveList({ figures }: { figures: HighwayFigures | null }) {
  if (!figures) return null;
  if (figures.live.length === 0) return <div className="jt-screen-empty">当前无在途巡查车辆</div>;
  return (
    <ol className="jt-highway-list jt-highway-live-list">
      {figures.live.map((p, i) => (
        <li key={p.id}>
          <span className="jt-highway-plate" style={{ borderColor: vehicleColour(i) }}>
            {p.vehiclePlate}
          </span>
          <span>{p.inspectorName}</span>
          <span className="jt-highway-place">
            {p.routeCode} {p.stakeNo} {p.directionName}
          </span>
          <span>{p.speedKmh.toFixed(0)} km/h</span>
          <span>{p.mileage.toFixed(1)} km</span>
          <span>病害 {p.diseaseCount}</span>
        </li>
      ))}
    </ol>
  );
}

function LatestList({ figures }: { figures: HighwayFigures | null }) {
  if (!figures) return null;
  if (figures.latest.length === 0) return <div className="jt-screen-empty">暂无巡查记录</div>;
  return (
    <ol className="jt-highway-list jt-highway-latest-list">
      {figures.latest.map((p) => (
        <li key={p.id} data-status={p.status}>
          <span className="jt-highway-type-name">{p.patrolTypeName}</span>
          <span>{p.routeName.split(' ')[0]}</span>
          <span>{p.inspectorName}</span>
          <span>{p.startTime.slice(5, 16)}</span>
          <span>{p.mileage.toFixed(1)} km</span>
          <span className="jt-highway-status">{p.statusName}</span>
        </li>
      ))}
    </ol>
  );
}
