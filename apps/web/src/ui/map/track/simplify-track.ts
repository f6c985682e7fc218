// Track simplification (seed 001 §5): "fewer than 100 points or total under 20 leaves the track
// unchanged". The total is the track's length in metres, the same distance unit as the disease
// trigger distance of 10 (§9) — a parked vehicle's jitter stays as recorded. Longer tracks go
// through turf's simplify (radial distance, then Douglas–Peucker) with a tolerance of about 2 m,
// which keeps the shape of a highway drive and takes a 100,000-point track to a few thousand.

import turfSimplify from '@turf/simplify';
import type { Feature, LineString } from 'geojson';
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

export function simplifyTrack(points: readonly LngLat[]): SimplifiedTrack {
  if (points.length < SIMPLIFY_MIN_POINTS || !isAtLeastMetres(points, SIMPLIFY_MIN_TOTAL_METRES)) {
    return { points: points.slice(), simplified: false };
  }
  // A plain feature rather than turf's lineString(), which re-checks every position: the points
  // were checked by cleanTrack already, and on 100,000 points that check costs a third of the time.
  const line: Feature<LineString> = {
    type: 'Feature',
    properties: {},
    geometry: { type: 'LineString', coordinates: points as unknown as number[][] },
  };
  const result = turfSimplify(line, { tolerance: SIMPLIFY_TOLERANCE, highQuality: false, mutate: true });
  return { points: result.geometry.coordinates as unknown as LngLat[], simplified: true };
}
