// /gl-eventScreen — 交通事件大屏: what is happening on the network now. Left: today's figures,
// the month's types and sources; centre: the events being handled on the map (coloured by type,
// a click opens the event) and the list of them; right: today by hour, 14 days, the roadside
// devices. Polled every 30 s over the world (screenEvents); a failed call keeps the figures with
// the stale marker.
import { useMemo, useState } from 'react';
import { type LngLat, type MapInfo, RoadMap } from '../../../ui/map';
import { ChartPanel } from '../shared/ChartPanel';
import { Figure } from '../shared/Figure';
import { Panel } from '../shared/Panel';
import { ScreenHeader } from '../shared/ScreenHeader';
import { usePolled } from '../shared/use-polled';
import { ScreenStage } from '../stage/ScreenStage';
import { type ActiveEvent, type EventFigures, fetchEventFigures } from './event-call';
import {
  deviceOption,
  hourlyOption,
  sourceOption,
  TYPE_COLOURS,
  trendOption,
  typeOption,
} from './event-charts';
import '../shared/screen.css';
import './event-screen.css';

export default function EventScreenPage() {
  const state = usePolled(fetchEventFigures);
  return (
    <ScreenStage className="jt-event-screen">
      <ScreenHeader
        title="交通事件监测大屏"
        asOf={state.data?.asOf ?? null}
        stale={state.stale}
        staleReason={state.reason}
      />
      <EventBoard figures={state.data} />
    </ScreenStage>
  );
}

function EventBoard({ figures }: { figures: EventFigures | null }) {
  const options = useMemo(
    () =>
      figures && {
        type: typeOption(figures),
        source: sourceOption(figures),
        hourly: hourlyOption(figures),
        trend: trendOption(figures),
        devices: deviceOption(figures),
      },
    [figures],
  );
  const totals = figures?.totals;
  return (
    <main className="jt-screen-board jt-event-board">
      <div className="jt-screen-column jt-event-column">
        <Panel title="事件概况" className="jt-event-totals">
          <div className="jt-screen-figures jt-event-figures">
            <Figure label="处置中" value={totals?.active ?? null} unit="起" tone="danger" />
            <Figure label="今日发生" value={totals?.today ?? null} unit="起" />
            <Figure label="今日解除" value={totals?.clearedToday ?? null} unit="起" tone="good" />
            <Figure label="平均处置时长" value={totals?.avgClearMin ?? null} unit="分钟" decimals={1} />
            <Figure label="封闭车道" value={totals?.lanesClosed ?? null} unit="条" tone="warn" />
            <Figure label="排队长度" value={totals?.queueKm ?? null} unit="km" decimals={1} tone="warn" />
          </div>
        </Panel>
        <ChartPanel title="事件类型（近30天）" className="jt-event-type" option={options?.type ?? null} />
        <ChartPanel title="事件来源（近30天）" className="jt-event-source" option={options?.source ?? null} />
      </div>
      <div className="jt-screen-column jt-event-centre">
        <Panel title="处置中事件分布" className="jt-event-map">
          <EventMap active={figures?.active ?? null} />
        </Panel>
        <Panel title="处置中事件" className="jt-event-active">
          <ActiveList figures={figures} />
        </Panel>
      </div>
      <div className="jt-screen-column jt-event-column">
        <ChartPanel title="今日事件时段分布" className="jt-event-hourly" option={options?.hourly ?? null} />
        <ChartPanel title="近14天事件趋势" className="jt-event-trend" option={options?.trend ?? null} />
        <ChartPanel title="路侧设备状态" className="jt-event-devices" option={options?.devices ?? null} />
      </div>
    </main>
  );
}

/** Handed only the events being handled, which a poll leaves the same objects when they did not change. */
function EventMap({ active }: { active: EventFigures['active'] | null }) {
  const [info, setInfo] = useState<MapInfo | null>(null);
  const byId = useMemo(() => new Map(active?.map((e) => [e.id, e]) ?? []), [active]);
  const markers = useMemo(
    () =>
      active?.map((e) => ({
        id: e.id,
        position: [e.lon, e.lat] as LngLat,
        icon: 'place' as const,
        color: TYPE_COLOURS[e.eventType],
        title: `${e.eventTypeName} ${e.stakeNo}`,
      })) ?? [],
    [active],
  );
  // Fitted once to the first events: a refresh must not move the view.
  const [fitTo, setFitTo] = useState<LngLat[] | null>(null);
  if (fitTo === null && markers.length > 0) setFitTo(markers.map((m) => m.position));
  const open = (id: string) => {
    const event = byId.get(id);
    if (event)
      setInfo({
        position: [event.lon, event.lat],
        title: event.eventTypeName,
        content: <EventCard event={event} />,
      });
  };
  return (
    <RoadMap
      height="100%"
      waitFor={active !== null}
      markers={markers}
      fitTo={fitTo}
      info={info}
      onInfoClose={() => setInfo(null)}
      onMarkerClick={open}
      className="jt-event-roadmap"
    />
  );
}

function EventCard({ event }: { event: ActiveEvent }) {
  return (
    <div className="jt-event-card">
      <p>
        {event.routeName} {event.stakeNo} {event.directionName}
      </p>
      <p>
        {event.levelName} · {event.sourceName} · 已持续 {event.durationMin} 分钟
      </p>
      <p>{event.description}</p>
    </div>
  );
}

function ActiveList({ figures }: { figures: EventFigures | null }) {
  if (!figures) return null;
  if (figures.active.length === 0) return <div className="jt-screen-empty">当前无处置中事件</div>;
  return (
    <ol className="jt-event-list">
      {figures.active.map((e) => (
        <li key={e.id} data-level={e.level}>
          <span className="jt-event-list-type" style={{ background: TYPE_COLOURS[e.eventType] }}>
            {e.eventTypeName}
          </span>
          <span className="jt-event-list-place">
            {e.routeName.split(' ')[0]} {e.stakeNo} {e.directionName}
          </span>
          <span className="jt-event-list-lanes">
            {e.lanesClosed > 0 ? `封闭${e.lanesClosed}车道` : '占用应急车道'}
          </span>
          <span className="jt-event-list-time">{e.startTime.slice(11, 16)}</span>
          <span className="jt-event-list-duration">{e.durationMin} 分钟</span>
        </li>
      ))}
    </ol>
  );
}
