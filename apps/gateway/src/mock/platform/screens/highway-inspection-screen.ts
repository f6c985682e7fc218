// The highway inspection screen's figures (/gl-highwayInspection 公路巡检大屏): today's and this
// month's patrols (count, mileage, hours), today's schedule per route, the diseases the patrols
// recorded, the vehicles on the road with their tracks so far, and the newest patrol records.
// One pass over the world's patrols and diseases at the clock's moment, so the wall agrees with
// the patrol list, the live patrol view and the assistant.

import type { Schemas } from '@jt/api-contract';
import { PATROL_TYPES } from '@jt/mocks/world/generate-day';
import { DAY, formatDay, formatTime, startOfDay } from '@jt/mocks/world/time';
import type { World } from '../../world/world';

export type HighwayInspectionScreen = Schemas['HighwayInspectionScreen'];
type LonLat = Schemas['LonLat'];

const TREND_DAYS = 14;
const LATEST = 10;
/** A live track is thinned to this many points: the wall shows its shape, not every GPS fix. */
const TRACK_POINTS = 200;

const round1 = (x: number) => Math.round(x * 10) / 10;
const round2 = (x: number) => Math.round(x * 100) / 100;

/** Midnight of the first of the month `ms` is in (China time). */
export function startOfMonth(ms: number): number {
  return startOfDay(ms) - (Number(formatDay(ms).slice(8, 10)) - 1) * DAY;
}

/** Every `step`-th point and the last, at most `max` points. */
export function thin<T>(points: readonly T[], max: number): T[] {
  if (points.length <= max) return [...points];
  const step = Math.ceil(points.length / (max - 1));
  const kept = points.filter((_, i) => i % step === 0);
  const last = points[points.length - 1];
  if (last !== undefined && kept[kept.length - 1] !== last) kept.push(last);
  return kept;
}

/** Counts by code, with the code's name (a CodeCount list once sorted). */
export type Tally = Map<string, { code: string; name: string; count: number }>;

export function tally(counts: Tally, code: string, name: string): void {
  const entry = counts.get(code);
  if (entry) entry.count++;
  else counts.set(code, { code, name, count: 1 });
}

/** The patrol types in the dictionary's order, each counted from zero. */
export function patrolTypeCounts(): Tally {
  return new Map(
    Object.values(PATROL_TYPES)
      .map(([code, name]) => ({ code: code as string, name: name as string, count: 0 }))
      .sort((a, b) => a.code.localeCompare(b.code))
      .map((entry) => [entry.code, entry]),
  );
}

export function highwayInspectionScreen(world: World): HighwayInspectionScreen {
  const now = world.clock.now();
  const today = startOfDay(now);
  const monthStart = startOfMonth(now);
  const trendStart = today - (TREND_DAYS - 1) * DAY;
  const windowStart = Math.min(monthStart, trendStart);

  const trend = Array.from({ length: TREND_DAYS }, (_, i) => ({
    day: formatDay(trendStart + i * DAY),
    patrols: 0,
    mileageKm: 0,
    diseases: 0,
  }));
  const trendDay = (ms: number) => trend[Math.floor((startOfDay(ms) - trendStart) / DAY)];
  const totals = {
    patrolsToday: 0,
    patrolsMonth: 0,
    liveNow: 0,
    inspectorsOnRoad: 0,
    mileageToday: 0,
    mileageMonth: 0,
    hoursToday: 0,
    hoursMonth: 0,
    diseasesToday: 0,
    diseasesMonth: 0,
  };
  const byRoute = new Map(
    world.roads.rows().map((r) => [
      r.routeCode,
      {
        routeCode: r.routeCode,
        routeName: r.routeName,
        planned: 0,
        done: 0,
        live: 0,
        pending: 0,
        mileageToday: 0,
        diseasesToday: 0,
      },
    ]),
  );
  const byType = patrolTypeCounts();

  const rows = world.patrols.rows();
  const startMs = new Map<string, number>();
  for (const row of rows) {
    const plan = world.patrols.plan(row.id);
    if (!plan || plan.startMs < windowStart) continue;
    startMs.set(row.id, plan.startMs);
    const hours = (Math.min(now, plan.endMs) - plan.startMs) / 3_600_000;
    if (plan.startMs >= trendStart) {
      const day = trendDay(plan.startMs);
      if (day) {
        day.patrols++;
        day.mileageKm += row.mileage;
      }
    }
    if (plan.startMs >= monthStart) {
      totals.patrolsMonth++;
      totals.mileageMonth += row.mileage;
      totals.hoursMonth += hours;
      const type = byType.get(row.patrolType);
      if (type) type.count++;
    }
    if (plan.startMs >= today) {
      totals.patrolsToday++;
      totals.mileageToday += row.mileage;
      totals.hoursToday += hours;
      const route = byRoute.get(row.routeCode);
      if (route) route.mileageToday += row.mileage;
    }
  }

  for (const plan of world.patrols.schedule()) {
    const route = byRoute.get(plan.routeCode);
    if (!route) continue;
    route.planned++;
    if (now >= plan.endMs) route.done++;
    else if (now >= plan.startMs) route.live++;
    else route.pending++;
  }

  const diseaseTypes: Tally = new Map();
  for (const disease of world.diseases.rows()) {
    if (disease.patrolId === null || disease.reportMs < windowStart || disease.reportMs > now) continue;
    if (disease.reportMs >= trendStart) {
      const day = trendDay(disease.reportMs);
      if (day) day.diseases++;
    }
    if (disease.reportMs >= monthStart) {
      totals.diseasesMonth++;
      tally(diseaseTypes, disease.diseaseType, disease.diseaseTypeName);
    }
    if (disease.reportMs >= today) {
      totals.diseasesToday++;
      const route = byRoute.get(disease.routeCode);
      if (route) route.diseasesToday++;
    }
  }

  const liveRows = world.patrols.live();
  const live: HighwayInspectionScreen['live'] = [];
  for (const row of liveRows) {
    const at = world.patrols.position(row.id);
    if (!at) continue;
    const line = world.roads.network.line(at.routeCode);
    const track: LonLat[] = thin(world.patrols.track(row.id) ?? [], TRACK_POINTS).map((p) => [p.lon, p.lat]);
    live.push({
      id: row.id,
      patrolCode: row.patrolCode,
      patrolTypeName: row.patrolTypeName,
      routeCode: row.routeCode,
      routeName: row.routeName,
      inspectorName: row.inspectorName,
      vehiclePlate: row.vehiclePlate,
      orgName: row.orgName,
      startTime: row.startTime,
      mileage: row.mileage,
      diseaseCount: row.diseaseCount,
      lon: at.lon,
      lat: at.lat,
      stakeNo: at.stakeNo,
      directionName: line ? line.direction(at.direction).name : '',
      speedKmh: at.speedKmh,
      heading: at.heading,
      track,
    });
  }
  totals.liveNow = live.length;
  totals.inspectorsOnRoad = new Set(liveRows.map((r) => r.inspectorId)).size;

  const schedule = { planned: 0, done: 0, live: 0, pending: 0 };
  for (const route of byRoute.values()) {
    schedule.planned += route.planned;
    schedule.done += route.done;
    schedule.live += route.live;
    schedule.pending += route.pending;
    route.mileageToday = round2(route.mileageToday);
  }

  return {
    asOf: formatTime(now),
    totals: {
      ...totals,
      mileageToday: round2(totals.mileageToday),
      mileageMonth: round1(totals.mileageMonth),
      hoursToday: round1(totals.hoursToday),
      hoursMonth: round1(totals.hoursMonth),
    },
    schedule: {
      ...schedule,
      completionRate: schedule.planned === 0 ? 0 : round1((schedule.done / schedule.planned) * 100),
    },
    byRoute: [...byRoute.values()],
    byType: [...byType.values()],
    diseaseTypes: [...diseaseTypes.values()].sort((a, b) => b.count - a.count),
    trend: trend.map((d) => ({ ...d, mileageKm: round1(d.mileageKm) })),
    live,
    latest: rows.slice(0, LATEST).map((row) => {
      const start = startMs.get(row.id) ?? world.patrols.plan(row.id)?.startMs ?? now;
      const end = world.patrols.plan(row.id)?.endMs ?? now;
      return {
        id: row.id,
        patrolCode: row.patrolCode,
        patrolTypeName: row.patrolTypeName,
        routeName: row.routeName,
        inspectorName: row.inspectorName,
        vehiclePlate: row.vehiclePlate,
        startTime: row.startTime,
        endTime: row.endTime,
        mileage: row.mileage,
        durationMin: Math.round((Math.min(now, end) - start) / 60_000),
        diseaseCount: row.diseaseCount,
        status: row.status,
        statusName: row.statusName,
      };
    }),
  };
}
