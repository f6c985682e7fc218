// Distances along a track in metres (turf's great-circle distance), and positions at a distance.
import turfDistance from '@turf/distance';
import type { LngLat } from '../geo/coords';

export function metresBetween(a: LngLat, b: LngLat): number {
  return turfDistance([a[0], a[1]], [b[0], b[1]], { units: 'meters' });
}

/** cumulative[i] = metres from the first point to point i. */
export function cumulativeMetres(points: readonly LngLat[]): Float64Array {
  const cumulative = new Float64Array(points.length);
  for (let i = 1; i < points.length; i++) {
    cumulative[i] =
      (cumulative[i - 1] as number) + metresBetween(points[i - 1] as LngLat, points[i] as LngLat);
  }
  return cumulative;
}

export function totalMetres(points: readonly LngLat[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i++)
    total += metresBetween(points[i - 1] as LngLat, points[i] as LngLat);
  return total;
}

/** Degrees east from north of the segment a → b, on the local plane. */
export function headingOf(a: LngLat, b: LngLat): number {
  const dx = (b[0] - a[0]) * Math.cos((((a[1] + b[1]) / 2) * Math.PI) / 180);
  const dy = b[1] - a[1];
  if (dx === 0 && dy === 0) return 0;
  return ((Math.atan2(dx, dy) * 180) / Math.PI + 360) % 360;
}

export interface Projection {
  /** Metres from the track's start to the nearest point of the track. */
  along: number;
  /** Metres from the point to the track. */
  offset: number;
}

/** The nearest point of the track to `point` (local plane per segment; tracks are small). */
export function projectOnTrack(
  points: readonly LngLat[],
  cumulative: Float64Array,
  point: LngLat,
): Projection {
  let best: Projection = { along: 0, offset: Number.POSITIVE_INFINITY };
  if (points.length === 1) return { along: 0, offset: metresBetween(points[0] as LngLat, point) };
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1] as LngLat;
    const b = points[i] as LngLat;
    const k = Math.cos((a[1] * Math.PI) / 180);
    const abx = (b[0] - a[0]) * k;
    const aby = b[1] - a[1];
    const apx = (point[0] - a[0]) * k;
    const apy = point[1] - a[1];
    const lengthSquared = abx * abx + aby * aby;
    const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, (apx * abx + apy * aby) / lengthSquared));
    const nearest: LngLat = [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
    const offset = metresBetween(nearest, point);
    if (offset < best.offset) {
      const segment = (cumulative[i] as number) - (cumulative[i - 1] as number);
      best = { along: (cumulative[i - 1] as number) + segment * t, offset };
    }
  }
  return best;
}

/** The point `metres` along the track, and the heading of its segment. */
export function pointAlong(
  points: readonly LngLat[],
  cumulative: Float64Array,
  metres: number,
): { position: LngLat; heading: number; segment: number } {
  const last = points.length - 1;
  if (last <= 0) return { position: points[0] ?? [0, 0], heading: 0, segment: 0 };
  const total = cumulative[last] as number;
  const at = Math.max(0, Math.min(total, metres));
  // The first point whose cumulative distance reaches `at`.
  let lo = 1;
  let hi = last;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((cumulative[mid] as number) < at) lo = mid + 1;
    else hi = mid;
  }
  const a = points[lo - 1] as LngLat;
  const b = points[lo] as LngLat;
  const start = cumulative[lo - 1] as number;
  const length = (cumulative[lo] as number) - start;
  const t = length === 0 ? 0 : (at - start) / length;
  return {
    position: [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t],
    heading: headingOf(a, b),
    segment: lo - 1,
  };
}
