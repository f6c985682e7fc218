// Patrols (巡查) of the world: today's run live with the clock (they start, drive, record
// diseases and end), and each has a GPS track along the route geometry from ~10 to tens of
// thousands of points. Reserved ids `bench-track-<N>` give an N-point track (2 … 200,000) for
// the benchmarks of the map work.

import { type PatrolRow, patrolRowAt, type Timed } from '@jt/mocks/world/materialise';
import { type PatrolLeg, PatrolTimeline, type TrackPoint } from '@jt/mocks/world/patrol-timeline';
import type { PatrolPlan } from '@jt/mocks/world/records';
import { formatStake } from '@jt/mocks/world/stake';
import { startOfDay } from '@jt/mocks/world/time';
import { type Page, queryPage, selectRows, type TableQueryInput } from '../platform/table-query';
import { fieldSpecs } from './field-specs';
import type { WorldData } from './world-data';
import { WorldList } from './world-list';

export type { PatrolRow } from '@jt/mocks/world/materialise';
export type { TrackPoint } from '@jt/mocks/world/patrol-timeline';

/** `bench-track-100000`: a patrol whose track has exactly that many points (1 fix a second). */
export const BENCH_TRACK_PREFIX = 'bench-track-';
export const BENCH_TRACK_MAX_POINTS = 200_000;

export const PATROL_FIELDS = fieldSpecs<PatrolRow>({
  id: 'text',
  patrolCode: 'text',
  patrolType: 'text',
  patrolTypeName: 'text',
  routeCode: 'text',
  routeName: 'text',
  orgId: 'text',
  orgName: 'text',
  inspectorName: 'text',
  vehiclePlate: 'text',
  startTime: 'time',
  endTime: 'time',
  mileage: 'number',
  diseaseCount: 'number',
  status: 'text',
  statusName: 'text',
});

/** A stop of a patrol's vehicle (PatrolTimeline's path position). */
export interface PatrolStopAt {
  arriveMs: number;
  durationS: number;
  routeCode: string;
  stakeM: number;
  direction: '1' | '2';
  diseaseId: string | null;
}

/** Where a vehicle on patrol is at a moment (the big screens' live markers). */
export interface LivePosition {
  /** BD-09, on the outer lane of its carriageway. */
  lon: number;
  lat: number;
  routeCode: string;
  stakeNo: string;
  direction: '1' | '2';
  /** km/h over the last 10 s (0 while stopped at a disease). */
  speedKmh: number;
  /** Degrees clockwise from north. */
  heading: number;
}

/** How many finished tracks are kept computed (a map opening a patrol asks again and again). */
const TRACK_CACHE = 8;

export class Patrols {
  private readonly table: WorldList<PatrolRow>;
  private readonly timelines = new Map<string, PatrolTimeline>();
  private readonly tracks = new Map<string, TrackPoint[]>();

  constructor(private readonly data: WorldData) {
    this.table = new WorldList(
      data,
      () => data.patrolIds,
      () => data.patrolIndex,
      (id, now) => this.compute(id, now),
    );
    data.onRebuild(() => {
      this.timelines.clear();
      this.tracks.clear();
    });
  }

  private now(): number {
    return this.data.now();
  }

  private timeline(plan: PatrolPlan): PatrolTimeline {
    let timeline = this.timelines.get(plan.id);
    if (!timeline) {
      timeline = new PatrolTimeline(plan.motion, this.data.network);
      if (this.timelines.size >= 64) this.timelines.delete(this.timelines.keys().next().value as string);
      this.timelines.set(plan.id, timeline);
    }
    return timeline;
  }

  private compute(id: string, nowMs: number): Timed<PatrolRow> {
    const plan = this.data.patrolPlans.get(id);
    if (!plan) return { value: null, nextMs: Number.POSITIVE_INFINITY };
    return patrolRowAt(plan, nowMs, (ms) => this.timeline(plan).distanceAt(ms));
  }

  /** Every patrol started by now, newest first. */
  rows(): PatrolRow[] {
    return this.table.rows();
  }

  get(id: string): PatrolRow | undefined {
    const bench = this.benchPlan(id);
    if (bench) return patrolRowAt(bench, Number.POSITIVE_INFINITY, () => bench.distanceM).value ?? undefined;
    return this.table.get(id);
  }

  page(query: TableQueryInput): Page<PatrolRow> {
    return queryPage(this.rows(), query, PATROL_FIELDS);
  }

  /** Every patrol a query keeps, in its order (the list's export). */
  select(query: Pick<TableQueryInput, 'model' | 'filters' | 'orders'>): PatrolRow[] {
    return selectRows(this.rows(), query, PATROL_FIELDS);
  }

  /** The patrols on the road now (listForPatrolForNow). */
  live(): PatrolRow[] {
    return this.rows().filter((row) => row.status === '2');
  }

  /** The patrols started today (the world's today), earliest first. */
  today(): PatrolRow[] {
    const start = startOfDay(this.now());
    return this.rows()
      .filter((row) => (this.data.patrolPlans.get(row.id)?.startMs ?? 0) >= start)
      .reverse();
  }

  /** Today's schedule (the world's today): every patrol planned, started or not, earliest first. */
  schedule(): PatrolPlan[] {
    const start = startOfDay(this.now());
    const end = start + 86_400_000;
    return [...this.data.patrolPlans.values()]
      .filter((plan) => plan.startMs >= start && plan.startMs < end)
      .sort((a, b) => a.startMs - b.startMs);
  }

  /** Where a patrol's vehicle is now; undefined when the patrol is not on the road. */
  position(id: string): LivePosition | undefined {
    const plan = this.data.patrolPlans.get(id);
    const now = this.now();
    if (!plan || now < plan.startMs || now >= plan.endMs) return undefined;
    const timeline = this.timeline(plan);
    const at = timeline.distanceAt(now);
    const point = (pathM: number) => {
      const position = timeline.positionOnPath(pathM);
      const line = this.data.network.line(position.routeCode);
      if (!line) throw new Error(`no route ${position.routeCode}`);
      return {
        position,
        ...line.positionAtStake(position.stakeM, position.direction, line.definition.lanes),
      };
    };
    const here = point(at);
    const [a, b] = at + 30 <= timeline.distanceM ? [at, at + 30] : [Math.max(0, at - 30), at];
    const from = point(a);
    const to = point(b);
    const cos = Math.cos((here.lat * Math.PI) / 180);
    const heading = (Math.atan2((to.lon - from.lon) * cos, to.lat - from.lat) * 180) / Math.PI;
    return {
      lon: here.lon,
      lat: here.lat,
      routeCode: here.position.routeCode,
      stakeNo: formatStake(here.position.stakeM),
      direction: here.position.direction,
      speedKmh: Math.round(((at - timeline.distanceAt(now - 10_000)) / 10) * 3.6 * 10) / 10,
      heading: Math.round((heading + 360) % 360),
    };
  }

  /** The plan of a patrol: its path, schedule and the diseases it records (for cards and reports). */
  plan(id: string): PatrolPlan | undefined {
    return this.benchPlan(id) ?? this.data.patrolPlans.get(id);
  }

  /**
   * The stops a patrol has made by now — it stops at every disease it records (stop i at the
   * plan's disease i) — with where and when; undefined for an unknown id.
   */
  stops(id: string): PatrolStopAt[] | undefined {
    const plan = this.plan(id);
    if (!plan) return undefined;
    const now = this.now();
    const timeline = this.timeline(plan);
    const stops: PatrolStopAt[] = [];
    plan.motion.stops.forEach((stop, i) => {
      const arriveMs = timeline.timeAt(stop.atM);
      if (arriveMs > now) return;
      stops.push({
        arriveMs,
        durationS: stop.durationS,
        ...timeline.positionOnPath(stop.atM),
        diseaseId: plan.diseaseIds[i] ?? null,
      });
    });
    return stops;
  }

  /**
   * The GPS track of a patrol (BD-09 points with time and speed), up to now for one on the road;
   * undefined for an unknown id or a patrol not started yet.
   */
  track(id: string): TrackPoint[] | undefined {
    const plan = this.plan(id);
    if (!plan) return undefined;
    const now = this.benchPlan(id) ? Number.POSITIVE_INFINITY : this.now();
    if (now < plan.startMs) return undefined;
    const timeline = this.timeline(plan);
    if (now < plan.endMs) return timeline.track(plan.gpsIntervalS, now);
    let track = this.tracks.get(id);
    if (!track) {
      track = timeline.track(plan.gpsIntervalS, plan.endMs);
      if (this.tracks.size >= TRACK_CACHE) this.tracks.delete(this.tracks.keys().next().value as string);
      this.tracks.set(id, track);
    }
    return track;
  }

  /** A synthetic patrol for `bench-track-<N>`: G42 up and down at 60 km/h, a fix every second. */
  private benchPlan(id: string): PatrolPlan | undefined {
    if (!id.startsWith(BENCH_TRACK_PREFIX)) return undefined;
    const text = id.slice(BENCH_TRACK_PREFIX.length);
    const points = Number(text);
    if (!/^\d+$/.test(text) || points < 2 || points > BENCH_TRACK_MAX_POINTS) return undefined;
    const line = this.data.network.line('G42');
    if (!line) return undefined;
    const startMs = this.data.epochMs + 8 * 3_600_000;
    const durationMs = (points - 1) * 1000;
    const needM = (durationMs / 1000) * (60 / 3.6) + 1000;
    const legs: PatrolLeg[] = [];
    for (let m = 0, i = 0; m < needM; m += line.lengthM, i++) {
      legs.push(
        i % 2 === 0
          ? { routeCode: 'G42', fromStakeM: line.startStakeM, toStakeM: line.endStakeM }
          : { routeCode: 'G42', fromStakeM: line.endStakeM, toStakeM: line.startStakeM },
      );
    }
    // Constant speed (noise seed 0 still varies ±15 % per km): cut the timeline at the Nth fix.
    const motion = { legs, startMs, speedKmh: 60, noiseSeed: 0, stops: [] };
    const timeline = new PatrolTimeline(motion, this.data.network);
    const endMs = Math.min(timeline.endMs, startMs + durationMs);
    return {
      id,
      patrolCode: `XCBENCH${points}`,
      patrolType: '4',
      patrolTypeName: '定期检查',
      routeCode: 'G42',
      routeName: line.routeName,
      orgId: '20111',
      orgName: '汤山巡查中队',
      inspectorId: 'P002',
      inspectorName: '孙海涛',
      inspectorUserId: null,
      vehiclePlate: '苏A3H72K',
      gpsIntervalS: 1,
      motion: { ...motion, legs },
      startMs,
      endMs,
      distanceM: Math.round(timeline.distanceAt(endMs)),
      diseaseIds: [],
      diseaseTimes: [],
      startStakeNo: formatStake(line.startStakeM),
      endStakeNo: formatStake(line.endStakeM),
    };
  }
}
