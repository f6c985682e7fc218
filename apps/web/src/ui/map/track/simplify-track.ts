// Track simplification (seed 001 §5): "fewer than 100 points or total under 20 leaves the track
// unchanged". The total is the track's length in metres, the same distance unit as the disease
// trigger distance of 10 (§9) — a parked vehicle's jitter stays as recorded. Longer tracks are
// simplified with OpenLayers' flat-coordinate simplifier (radial distance, then Douglas–Peucker:
// simplify-js's algorithm, the one turf's simplify runs too) with a tolerance of about 2 m, which
// keeps the shape of a highway drive and takes a 100,000-point track to a few hundred points.
// OpenLayers works on one flat array of numbers (here a Float64Array): no object per point, and
// none of turf's cleanCoords pass (a lineString and a point-on-line test for every three points,
// half of turf's time on 100,000 points, which Douglas–Peucker does not need).

import { douglasPeucker, radialDistance } from 'ol/geom/flat/simplify';
import type { LngLat } from '../geo/coords';
import { metresBetween } from './geometry';

export const SIMPLIFY_MIN_POINTS = 100;
export const SIMPLIFY_MIN_TOTAL_METRES = 20;
/** Degrees (≈ 2 m in Jiangsu). */
export const SIMPLIFY_TOLERANCE = 0.00002;

export interface SimplifiedTrack {
  points: LngLat[];
  simplified: boolean;
}

/** Whether the track is at least `metres` long, summing only as far as needed (hot path). */
export function isAtLeastMetres(points: readonly LngLat[], metres: number): boolean {
  let total = 0;
  for (let i = 1; i < points.length; i++) {
    total += metresBetween(points[i - 1] as LngLat, points[i] as LngLat);
    if (total >= metres) return true;
  }
  return false;
}

/** OpenLayers reads and writes flat coordinates by index only: a typed array serves (one buffer, no growth). */
const asFlat = (array: Float64Array) => array as unknown as number[];

export function simplifyTrack(points: readonly LngLat[]): SimplifiedTrack {
  if (points.length < SIMPLIFY_MIN_POINTS || !isAtLeastMetres(points, SIMPLIFY_MIN_TOTAL_METRES)) {
    return { points: points.slice(), simplified: false };
  }
  const count = points.length;
  const flat = new Float64Array(2 * count);
  for (let i = 0; i < count; i++) {
    // Indexes, not destructuring: this loop runs once, cold, on 100,000 points.
    const point = points[i] as LngLat;
    flat[2 * i] = point[0];
    flat[2 * i + 1] = point[1];
  }
  // simplifyLineString's two steps (it ends by setting its output's length, which a typed array
  // lacks): radial distance in place (it never writes ahead of what it reads), then Douglas–Peucker.
  const squared = SIMPLIFY_TOLERANCE * SIMPLIFY_TOLERANCE;
  const end = radialDistance(asFlat(flat), 0, flat.length, 2, squared, asFlat(flat), 0);
  const kept: number[] = [];
  const keptEnd = douglasPeucker(asFlat(flat), 0, end, 2, squared, kept, 0);
  const simplified: LngLat[] = [];
  for (let i = 0; i < keptEnd; i += 2) simplified.push([kept[i] as number, kept[i + 1] as number]);
  return { points: simplified, simplified: true };
}
