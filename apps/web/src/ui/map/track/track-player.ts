// The car animation of the patrol-track map (seed 001 §4): the car moves along the track, pauses
// 1 s when it comes within 10 metres of a disease, resumes, and emits finishMove at the last
// point. Pure: time comes in through advance(ms), so it is tested without a browser and driven
// by requestAnimationFrame on the page.
import type { LngLat } from '../geo/coords';
import { cumulativeMetres, pointAlong, projectOnTrack } from './geometry';

/** Seed 001 §9 "disease trigger distance 10" (metres, as the map measures). */
export const DISEASE_TRIGGER_METRES = 10;
/** Seed 001 §4 "pauses 1 s near a disease". */
export const DISEASE_PAUSE_MS = 1000;
/** At 1× any track plays in about a minute, never slower than 20 m/s. */
export const PLAY_SECONDS_AT_1X = 60;
export const MIN_SPEED_METRES_PER_SECOND = 20;
export const SPEED_CHOICES = [1, 2, 4, 8] as const;

export interface TrackDisease {
  id: string;
  /** Same datum as the track (BD-09). */
  position: LngLat;
}

export type PlayerState = 'ready' | 'playing' | 'paused' | 'waiting' | 'finished';

export type PlayerEvent =
  | { type: 'diseaseReached'; id: string }
  | { type: 'resumed'; id: string }
  | { type: 'finishMove' };

export interface PlayerSnapshot {
  state: PlayerState;
  position: LngLat;
  /** Degrees east from north. */
  heading: number;
  /** 0 … 1 along the track. */
  progress: number;
  /** The disease the car waits at, while waiting. */
  waitingAt: string | null;
  speed: number;
}

interface Stop {
  id: string;
  along: number;
  done: boolean;
}

export class TrackPlayer {
  readonly totalMetres: number;
  readonly metresPerSecondAt1x: number;
  /** The diseases the car stops at (within the trigger distance of the track), in driving order. */
  readonly stops: readonly { id: string; along: number }[];
  private readonly cumulative: Float64Array;
  private readonly stopList: Stop[];
  private along = 0;
  private state: PlayerState = 'ready';
  private waitLeftMs = 0;
  private waitingAt: Stop | null = null;
  private speed = 1;

  constructor(
    private readonly points: readonly LngLat[],
    diseases: readonly TrackDisease[] = [],
  ) {
    if (points.length < 2) throw new Error('A track needs at least two points to play');
    this.cumulative = cumulativeMetres(points);
    this.totalMetres = this.cumulative[points.length - 1] as number;
    this.metresPerSecondAt1x = Math.max(MIN_SPEED_METRES_PER_SECOND, this.totalMetres / PLAY_SECONDS_AT_1X);
    this.stopList = diseases
      .map((disease) => ({ id: disease.id, ...projectOnTrack(points, this.cumulative, disease.position) }))
      .filter((projection) => projection.offset <= DISEASE_TRIGGER_METRES)
      .sort((a, b) => a.along - b.along)
      .map(({ id, along }) => ({ id, along, done: false }));
    this.stops = this.stopList.map(({ id, along }) => ({ id, along }));
  }

  play(): void {
    if (this.state === 'finished') this.seek(0);
    if (this.state === 'ready' || this.state === 'paused')
      this.state = this.waitingAt ? 'waiting' : 'playing';
  }

  pause(): void {
    if (this.state === 'playing' || this.state === 'waiting') this.state = 'paused';
  }

  setSpeed(speed: number): void {
    if (!Number.isFinite(speed) || speed <= 0) throw new Error(`Not a playing speed: ${speed}`);
    this.speed = speed;
  }

  /** Jumps to a fraction of the track; diseases ahead of it will stop the car again. */
  seek(fraction: number): void {
    const clamped = Number.isFinite(fraction) ? Math.max(0, Math.min(1, fraction)) : 0;
    this.along = clamped * this.totalMetres;
    for (const stop of this.stopList) stop.done = stop.along < this.along;
    this.waitingAt = null;
    this.waitLeftMs = 0;
    if (this.state === 'waiting') this.state = 'playing';
    if (this.state === 'finished' || clamped >= 1) this.state = clamped >= 1 ? 'finished' : 'paused';
  }

  /** Moves the animation on by `ms` of wall time; returns what happened in that time, in order. */
  advance(ms: number): PlayerEvent[] {
    const events: PlayerEvent[] = [];
    let left = Math.max(0, ms);
    while (left > 0 && (this.state === 'playing' || this.state === 'waiting')) {
      if (this.state === 'waiting' && this.waitingAt) {
        const used = Math.min(left, this.waitLeftMs);
        this.waitLeftMs -= used;
        left -= used;
        if (this.waitLeftMs > 0) break;
        events.push({ type: 'resumed', id: this.waitingAt.id });
        this.waitingAt = null;
        this.state = 'playing';
        continue;
      }
      const metresPerMs = (this.metresPerSecondAt1x * this.speed) / 1000;
      const next = this.stopList.find((stop) => !stop.done && stop.along >= this.along);
      const target = next ? next.along : this.totalMetres;
      const need = (target - this.along) / metresPerMs;
      if (need > left) {
        this.along += left * metresPerMs;
        break;
      }
      this.along = target;
      left -= need;
      if (next) {
        next.done = true;
        this.waitingAt = next;
        this.waitLeftMs = DISEASE_PAUSE_MS;
        this.state = 'waiting';
        events.push({ type: 'diseaseReached', id: next.id });
        continue;
      }
      this.state = 'finished';
      events.push({ type: 'finishMove' });
    }
    return events;
  }

  snapshot(): PlayerSnapshot {
    const { position, heading } = pointAlong(this.points, this.cumulative, this.along);
    return {
      state: this.state,
      position,
      heading,
      progress: this.totalMetres === 0 ? 1 : this.along / this.totalMetres,
      waitingAt: this.waitingAt?.id ?? null,
      speed: this.speed,
    };
  }
}
