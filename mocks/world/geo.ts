// Plane geometry of the road network at city scale: lengths by haversine, positions along a
// polyline through a cumulative-length index (binary search, so thousands of look-ups stay
// cheap; turf's `along` walks the line from its start on every call), lateral offsets for
// carriageways and lanes.

export type LonLat = readonly [number, number];

const EARTH_RADIUS_M = 6_371_008.8;
const RAD = Math.PI / 180;

export function distanceM(a: LonLat, b: LonLat): number {
  const dLat = (b[1] - a[1]) * RAD;
  const dLon = (b[0] - a[0]) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[1] * RAD) * Math.cos(b[1] * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Cumulative length at each vertex (first 0). */
export function cumulativeLengths(line: readonly LonLat[]): Float64Array {
  const out = new Float64Array(line.length);
  for (let i = 1; i < line.length; i++) {
    out[i] = (out[i - 1] as number) + distanceM(line[i - 1] as LonLat, line[i] as LonLat);
  }
  return out;
}

/** The index i with cum[i] <= d < cum[i+1] (clamped to the last segment). */
export function segmentAt(cum: Float64Array, d: number): number {
  let lo = 0;
  let hi = cum.length - 1;
  if (d <= 0) return 0;
  if (d >= (cum[hi] as number)) return Math.max(0, hi - 1);
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if ((cum[mid] as number) <= d) lo = mid;
    else hi = mid;
  }
  return lo;
}

/** Adds points so no segment is longer than `stepM` (the shape is unchanged). */
export function densify(line: readonly LonLat[], stepM: number): LonLat[] {
  const out: LonLat[] = [];
  for (let i = 0; i < line.length - 1; i++) {
    const a = line[i] as LonLat;
    const b = line[i + 1] as LonLat;
    const n = Math.max(1, Math.ceil(distanceM(a, b) / stepM));
    for (let k = 0; k < n; k++) {
      const f = k / n;
      out.push([a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f]);
    }
  }
  out.push(line[line.length - 1] as LonLat);
  return out;
}

/**
 * Moves a point `offsetM` metres to the right of the heading a→b (negative: to the left). Used
 * for the carriageway and the lane a record lies on; local flat-earth metres are exact enough
 * at a few tens of metres.
 */
export function offsetRight(point: LonLat, a: LonLat, b: LonLat, offsetM: number): LonLat {
  const cosLat = Math.cos(point[1] * RAD);
  const dx = (b[0] - a[0]) * cosLat;
  const dy = b[1] - a[1];
  const norm = Math.hypot(dx, dy);
  if (norm === 0 || offsetM === 0) return point;
  // Right-hand normal of (dx, dy) is (dy, -dx).
  const metresPerDegree = EARTH_RADIUS_M * RAD;
  const k = offsetM / metresPerDegree / norm;
  return [point[0] + (dy * k) / cosLat, point[1] - dx * k];
}

export function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
