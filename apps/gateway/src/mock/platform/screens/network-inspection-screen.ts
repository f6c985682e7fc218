// The road network inspection screen's figures (/highwayInspectionNew 路网巡检大屏): how much of
// the whole network the patrols covered today and over 30 days, how often each route is driven,
// what the patrols found, and today's coverage along every route for the map. Coverage counts
// carriageway-kilometres from the patrols' paths (patrol-coverage.ts), so it agrees with the
// tracks the patrol pages draw.

import type { Schemas } from '@jt/api-contract';
import type { PatrolPlan } from '@jt/mocks/world/records';
import type { RoadLine } from '@jt/mocks/world/road-network';
import { formatStake } from '@jt/mocks/world/stake';
import { DAY, formatDay, formatTime, startOfDay } from '@jt/mocks/world/time';
import type { World } from '../../world/world';
import { patrolTypeCounts, type Tally, tally } from './highway-inspection-screen';
import { CELL_LENGTH_M, CoverageGrid } from './patrol-coverage';

export type NetworkInspectionScreen = Schemas['NetworkInspectionScreen'];
type Segment = NetworkInspectionScreen['segments'][number];

const WINDOW_DAYS = 30;
/** Metres between the points of a segment's path (the centre line is smooth at this spacing). */
const PATH_STEP_M = 250;

const round1 = (x: number) => Math.round(x * 10) / 10;
const round2 = (x: number) => Math.round(x * 100) / 100;
const percent = (part: number, whole: number) => (whole === 0 ? 0 : round1((part / whole) * 100));

/** The centre line between two offsets (metres from the route's start). */
function centrePath(line: RoadLine, fromM: number, toM: number): Schemas['LonLat'][] {
  const path: Schemas['LonLat'][] = [];
  for (let m = fromM; m < toM; m += PATH_STEP_M) {
    const p = line.positionAtStake(line.startStakeM + m);
    path.push([p.lon, p.lat]);
  }
  const end = line.positionAtStake(line.startStakeM + toM);
  path.push([end.lon, end.lat]);
  return path;
}

/** Today's coverage along a route, kilometre by kilometre, equal neighbours merged. */
function routeSegments(line: RoadLine, up: Uint16Array, down: Uint16Array): Segment[] {
  const state = (i: number): Segment['state'] => {
    const driven = ((up[i] ?? 0) > 0 ? 1 : 0) + ((down[i] ?? 0) > 0 ? 1 : 0);
    return driven === 2 ? 'both' : driven === 1 ? 'one' : 'none';
  };
  const segments: Segment[] = [];
  for (let i = 0; i < up.length; ) {
    const s = state(i);
    let j = i;
    while (j + 1 < up.length && state(j + 1) === s) j++;
    const fromM = i * CELL_LENGTH_M;
    const toM = Math.min((j + 1) * CELL_LENGTH_M, line.lengthM);
    segments.push({
      routeCode: line.routeCode,
      fromStakeNo: formatStake(line.startStakeM + fromM),
      toStakeNo: formatStake(line.startStakeM + toM),
      state: s,
      path: centrePath(line, fromM, toM),
    });
    i = j + 1;
  }
  return segments;
}

export function networkInspectionScreen(world: World): NetworkInspectionScreen {
  const now = world.clock.now();
  const today = startOfDay(now);
  const windowStart = today - (WINDOW_DAYS - 1) * DAY;
  const network = world.roads.network;

  const todayGrid = new CoverageGrid(network);
  const monthGrid = new CoverageGrid(network);
  const dayGrids = Array.from({ length: WINDOW_DAYS }, () => new CoverageGrid(network));
  const trend = Array.from({ length: WINDOW_DAYS }, (_, i) => ({
    day: formatDay(windowStart + i * DAY),
    coverage: 0,
    patrols: 0,
    findings: 0,
  }));
  const dayIndex = (ms: number) => Math.floor((startOfDay(ms) - windowStart) / DAY);
  const perRoute = new Map(
    network.lines.map((line) => [
      line.routeCode,
      { patrols: 0, findings: 0, lastStartMs: null as number | null },
    ]),
  );
  const byType = patrolTypeCounts();

  let patrolsMonth = 0;
  for (const row of world.patrols.rows()) {
    const plan: PatrolPlan | undefined = world.patrols.plan(row.id);
    if (!plan || plan.startMs < windowStart) continue;
    // Up to where the vehicle is now for a patrol on the road (its mileage), all of it once done.
    const drivenM = row.status === '3' ? plan.distanceM : row.mileage * 1000;
    patrolsMonth++;
    monthGrid.addPatrol(plan, drivenM);
    dayGrids[dayIndex(plan.startMs)]?.addPatrol(plan, drivenM);
    if (plan.startMs >= today) todayGrid.addPatrol(plan, drivenM);
    const day = trend[dayIndex(plan.startMs)];
    if (day) day.patrols++;
    const type = byType.get(row.patrolType);
    if (type) type.count++;
    const route = perRoute.get(row.routeCode);
    if (route) {
      route.patrols++;
      route.lastStartMs = Math.max(route.lastStartMs ?? 0, plan.startMs);
    }
  }

  const findings: Tally = new Map();
  let findingsMonth = 0;
  for (const disease of world.diseases.rows()) {
    if (disease.patrolId === null || disease.reportMs < windowStart || disease.reportMs > now) continue;
    findingsMonth++;
    const day = trend[dayIndex(disease.reportMs)];
    if (day) day.findings++;
    const route = perRoute.get(disease.routeCode);
    if (route) route.findings++;
    tally(findings, disease.diseaseType, disease.diseaseTypeName);
  }
  dayGrids.forEach((grid, i) => {
    const { coveredM, carriagewayM } = grid.measure();
    const day = trend[i];
    if (day) day.coverage = percent(coveredM, carriagewayM);
  });

  const routes = network.lines.map((line) => {
    const t = todayGrid.measure(line.routeCode);
    const m = monthGrid.measure(line.routeCode);
    const passes = m.carriagewayM === 0 ? 0 : m.passM / m.carriagewayM;
    const route = perRoute.get(line.routeCode);
    return {
      routeCode: line.routeCode,
      routeName: line.routeName,
      lengthKm: round1(line.lengthM / 1000),
      coveredKmToday: round1(t.coveredM / 2000),
      coverageToday: percent(t.coveredM, t.carriagewayM),
      passesMonth: round1(passes),
      perDay: round2(passes / WINDOW_DAYS),
      patrolsMonth: route?.patrols ?? 0,
      findingsMonth: route?.findings ?? 0,
      lastPatrolTime: route?.lastStartMs ? formatTime(route.lastStartMs) : null,
    };
  });

  const t = todayGrid.measure();
  const m = monthGrid.measure();
  const passes = m.carriagewayM === 0 ? 0 : m.passM / m.carriagewayM;
  const segments = [...todayGrid.routes.values()].flatMap((r) => routeSegments(r.line, r.up, r.down));

  return {
    asOf: formatTime(now),
    network: {
      routes: network.lines.length,
      lengthKm: round1(network.lines.reduce((sum, line) => sum + line.lengthM, 0) / 1000),
      coveredKmToday: round1(t.coveredM / 2000),
      coverageToday: percent(t.coveredM, t.carriagewayM),
      coverageMonth: percent(m.coveredM, m.carriagewayM),
      passesMonth: round1(passes),
      perDay: round2(passes / WINDOW_DAYS),
      patrolsMonth,
      findingsMonth,
      liveNow: world.patrols.live().length,
    },
    routes,
    segments,
    trend,
    byType: [...byType.values()],
    findings: [...findings.values()].sort((a, b) => b.count - a.count),
  };
}
