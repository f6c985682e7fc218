// The traffic event screen's figures (/gl-eventScreen): the world's events now (the day's drawn
// accidents, breakdowns, congestion, debris and weather, the road works of the repairs under
// way, the events users reported) and its roadside devices' status, at the clock's moment.
import type { Schemas } from '@jt/api-contract';
import { EVENT_SOURCES, EVENT_TYPES } from '@jt/mocks/world/events';
import { DAY, formatDay, formatTime, HOUR, startOfDay } from '@jt/mocks/world/time';
import type { World } from '../../world/world';

export type EventScreen = Schemas['EventScreen'];

const TREND_DAYS = 14;
const MONTH_DAYS = 30;
const ROAD_WORKS = '5';
const round1 = (x: number) => Math.round(x * 10) / 10;

export function eventScreen(world: World): EventScreen {
  const now = world.clock.now();
  const today = startOfDay(now);
  const monthStart = today - (MONTH_DAYS - 1) * DAY;
  const trendStart = today - (TREND_DAYS - 1) * DAY;
  const rows = world.events.rows();

  const hourly = Array.from({ length: 24 }, () => 0);
  const trend = Array.from({ length: TREND_DAYS }, (_, i) => ({
    day: formatDay(trendStart + i * DAY),
    count: 0,
  }));
  const byType = new Map<string, number>(Object.keys(EVENT_TYPES).map((code) => [code, 0]));
  const bySource = new Map<string, number>();
  const totals = { active: 0, today: 0, clearedToday: 0, lanesClosed: 0, queueKm: 0 };
  let clearedMonth = 0;
  let clearMinutes = 0;
  const active: EventScreen['active'] = [];

  for (const row of rows) {
    if (row.startMs > now) continue;
    if (row.status === '1') {
      totals.active++;
      totals.lanesClosed += row.lanesClosed;
      totals.queueKm += row.queueKm;
      active.push({
        id: row.id,
        eventCode: row.eventCode,
        eventType: row.eventType,
        eventTypeName: row.eventTypeName,
        level: row.level,
        levelName: row.levelName,
        routeName: row.routeName,
        stakeNo: row.stakeNo,
        directionName: row.directionName,
        lon: row.lon,
        lat: row.lat,
        startTime: row.startTime,
        durationMin: row.durationMin,
        lanesClosed: row.lanesClosed,
        queueKm: row.queueKm,
        sourceName: row.sourceName,
        description: row.description,
      });
    } else if (row.endMs >= today && row.endMs <= now) totals.clearedToday++;
    if (row.startMs >= today) {
      totals.today++;
      const hour = Math.floor((row.startMs - today) / HOUR);
      hourly[hour] = (hourly[hour] ?? 0) + 1;
    }
    if (row.startMs >= trendStart) {
      const day = trend[Math.floor((startOfDay(row.startMs) - trendStart) / DAY)];
      if (day) day.count++;
    }
    if (row.startMs < monthStart) continue;
    byType.set(row.eventType, (byType.get(row.eventType) ?? 0) + 1);
    bySource.set(row.source, (bySource.get(row.source) ?? 0) + 1);
    if (row.status === '2' && row.eventType !== ROAD_WORKS) {
      clearedMonth++;
      clearMinutes += row.durationMin;
    }
  }

  const devices = { total: 0, online: 0, offline: 0, fault: 0 };
  for (const device of world.devices.rows()) {
    devices.total++;
    if (device.status === '1') devices.online++;
    else if (device.status === '2') devices.offline++;
    else devices.fault++;
  }

  const counted = (map: Map<string, number>, names: Readonly<Record<string, string>>) =>
    [...map]
      .map(([code, count]) => ({ code, name: names[code] ?? code, count }))
      .sort((a, b) => b.count - a.count);

  return {
    asOf: formatTime(now),
    totals: {
      ...totals,
      queueKm: round1(totals.queueKm),
      avgClearMin: clearedMonth === 0 ? 0 : round1(clearMinutes / clearedMonth),
    },
    devices,
    byType: counted(byType, EVENT_TYPES),
    bySource: counted(bySource, EVENT_SOURCES),
    hourly,
    trend,
    active,
  };
}
