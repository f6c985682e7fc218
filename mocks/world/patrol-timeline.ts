// Where a patrol vehicle is and when: its path (legs along routes, up and back), its speed per
// kilometre (steady, with the noise of real driving) and its stops at the diseases it records.
// The same timeline gives the diseases' report times, the patrol's end, its mileage so far and
// its GPS track, so they always agree.

import { noise } from './random';
import type { RoadNetwork } from './road-network';
import { formatTime } from './time';

export interface PatrolLeg {
  routeCode: string;
  /** Drives from this stake to `toStakeM` (上行 when it grows, 下行 when it falls). */
  fromStakeM: number;
  toStakeM: number;
}

export interface PatrolStop {
  /** Metres along the whole path. */
  atM: number;
  durationS: number;
}

export interface PatrolMotion {
  legs: readonly PatrolLeg[];
  startMs: number;
  /** Cruise speed; each kilometre drives at 85–115 % of it. */
  speedKmh: number;
  /** Seed of the speed and GPS noise. */
  noiseSeed: number;
  stops: readonly PatrolStop[];
}

export interface TrackPoint {
  /** BD-09, 6 decimals. */
  lon: number;
  lat: number;
  /** 'yyyy-MM-dd HH:mm:ss'. */
  time: string;
  /** km/h, 1 decimal (0 while stopped). */
  speed: number;
}

export interface PathPosition {
  routeCode: string;
  stakeM: number;
  direction: '1' | '2';
}

const CHUNK_M = 1000;

export function pathLength(legs: readonly PatrolLeg[]): number {
  return legs.reduce((sum, leg) => sum + Math.abs(leg.toStakeM - leg.fromStakeM), 0);
}

export class PatrolTimeline {
  readonly distanceM: number;
  readonly startMs: number;
  readonly endMs: number;
  private readonly legStarts: number[] = [];
  // Segments: drives (startM < endM) and stops (startM === endM), in order.
  private readonly segStartM: number[] = [];
  private readonly segEndM: number[] = [];
  private readonly segStartMs: number[] = [];
  private readonly segEndMs: number[] = [];
  private readonly segSpeed: number[] = [];

  constructor(
    private readonly motion: PatrolMotion,
    private readonly network: RoadNetwork,
  ) {
    let at = 0;
    for (const leg of motion.legs) {
      this.legStarts.push(at);
      at += Math.abs(leg.toStakeM - leg.fromStakeM);
    }
    this.distanceM = at;
    this.startMs = motion.startMs;
    const stops = [...motion.stops].sort((a, b) => a.atM - b.atM);
    let t = motion.startMs;
    let m = 0;
    let stopIndex = 0;
    let chunk = 0;
    while (m < this.distanceM || stopIndex < stops.length) {
      const chunkEnd = Math.min((chunk + 1) * CHUNK_M, this.distanceM);
      const speed = motion.speedKmh * (0.85 + 0.3 * noise(motion.noiseSeed, chunk));
      const stop = stops[stopIndex];
      if (stop && stop.atM <= chunkEnd) {
        const stopAt = Math.max(m, Math.min(stop.atM, this.distanceM));
        if (stopAt > m) t = this.drive(m, stopAt, t, speed);
        m = stopAt;
        this.push(m, m, t, t + stop.durationS * 1000, 0);
        t += stop.durationS * 1000;
        stopIndex++;
        continue;
      }
      if (chunkEnd > m) t = this.drive(m, chunkEnd, t, speed);
      m = chunkEnd;
      chunk++;
      if (m >= this.distanceM && stopIndex >= stops.length) break;
    }
    this.endMs = t;
  }

  private drive(fromM: number, toM: number, t: number, speedKmh: number): number {
    const end = t + ((toM - fromM) / (speedKmh / 3.6)) * 1000;
    this.push(fromM, toM, t, end, speedKmh);
    return end;
  }

  private push(startM: number, endM: number, startMs: number, endMs: number, speed: number) {
    this.segStartM.push(startM);
    this.segEndM.push(endM);
    this.segStartMs.push(startMs);
    this.segEndMs.push(endMs);
    this.segSpeed.push(speed);
  }

  /** When the vehicle reaches `pathM` (arrival, before a stop there). */
  timeAt(pathM: number): number {
    const n = this.segStartM.length;
    for (let lo = 0, hi = n - 1; lo <= hi; ) {
      const mid = (lo + hi) >> 1;
      if ((this.segEndM[mid] as number) < pathM) lo = mid + 1;
      else if ((this.segStartM[mid] as number) > pathM) hi = mid - 1;
      else {
        // First segment reaching pathM.
        let i = mid;
        while (i > 0 && (this.segEndM[i - 1] as number) >= pathM) i--;
        const start = this.segStartM[i] as number;
        const end = this.segEndM[i] as number;
        if (end === start) return this.segStartMs[i] as number;
        const f = (pathM - start) / (end - start);
        return (
          (this.segStartMs[i] as number) + f * ((this.segEndMs[i] as number) - (this.segStartMs[i] as number))
        );
      }
    }
    return pathM <= 0 ? this.startMs : this.endMs;
  }

  /** Metres driven at time `ms` (0 before the start, the whole path after the end). */
  distanceAt(ms: number): number {
    if (ms <= this.startMs) return 0;
    if (ms >= this.endMs) return this.distanceM;
    const i = this.segmentAtTime(ms);
    return this.interpolate(i, ms);
  }

  /** The route, stake and direction `pathM` metres along the path. */
  positionOnPath(pathM: number): PathPosition {
    let leg = 0;
    while (leg + 1 < this.legStarts.length && (this.legStarts[leg + 1] as number) <= pathM) leg++;
    const { routeCode, fromStakeM, toStakeM } = this.motion.legs[leg] as PatrolLeg;
    const into = pathM - (this.legStarts[leg] as number);
    const up = toStakeM >= fromStakeM;
    return { routeCode, stakeM: fromStakeM + (up ? into : -into), direction: up ? '1' : '2' };
  }

  /**
   * The GPS track, one fix every `intervalS` seconds from the start to the end (or to `untilMs`
   * for a patrol still on the road), on the outer lane of the carriageway, with ±1.5 m of GPS noise.
   */
  track(intervalS: number, untilMs = Number.POSITIVE_INFINITY): TrackPoint[] {
    const last = Math.min(this.endMs, untilMs);
    const points: TrackPoint[] = [];
    if (last < this.startMs) return points;
    const step = intervalS * 1000;
    let segment = 0;
    for (let t = this.startMs, k = 0; t <= last; t += step, k++) {
      while (segment < this.segEndMs.length - 1 && (this.segEndMs[segment] as number) < t) segment++;
      points.push(this.fix(segment, t, k));
    }
    // The last fix is always where the vehicle is at `last` (a finished track ends at its end).
    if (points.length > 0 && this.startMs + (points.length - 1) * step < last) {
      points.push(this.fix(this.segmentAtTime(last), last, points.length));
    }
    return points;
  }

  private fix(segment: number, t: number, k: number): TrackPoint {
    const pathM = this.interpolate(segment, t);
    const position = this.positionOnPath(pathM);
    const line = this.network.line(position.routeCode);
    if (!line) throw new Error(`no route ${position.routeCode}`);
    const p = line.positionAtStake(position.stakeM, position.direction, line.definition.lanes);
    const seed = this.motion.noiseSeed;
    const jitterLon = (noise(seed ^ 0x51, k) - 0.5) * 3e-5;
    const jitterLat = (noise(seed ^ 0x77, k) - 0.5) * 2.7e-5;
    const speed = this.segSpeed[segment] as number;
    return {
      lon: Math.round((p.lon + jitterLon) * 1e6) / 1e6,
      lat: Math.round((p.lat + jitterLat) * 1e6) / 1e6,
      time: formatTime(t),
      speed: speed === 0 ? 0 : Math.round((speed + (noise(seed ^ 0x33, k) - 0.5) * 6) * 10) / 10,
    };
  }

  private segmentAtTime(ms: number): number {
    let lo = 0;
    let hi = this.segStartMs.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.segStartMs[mid] as number) <= ms) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  private interpolate(segment: number, ms: number): number {
    const startMs = this.segStartMs[segment] as number;
    const endMs = this.segEndMs[segment] as number;
    const startM = this.segStartM[segment] as number;
    const endM = this.segEndM[segment] as number;
    if (endMs <= startMs || endM === startM) return startM;
    const f = Math.min(1, Math.max(0, (ms - startMs) / (endMs - startMs)));
    return startM + f * (endM - startM);
  }
}
