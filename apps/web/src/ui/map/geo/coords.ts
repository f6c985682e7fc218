// Coordinates at the map's edges. Business data (the platform's diseases, tracks, map_config's
// centre, Baidu's web services) is BD-09; GeoJSON files are WGS-84 (RFC 7946); the offline engine
// draws in WGS-84 (Web Mercator), Baidu's engine in BD-09. gcoord does the datum shifts (the
// GCJ-02 obfuscation has no closed-form inverse: a kept library beats a hand-written port).
import gcoord from 'gcoord';

/** [longitude, latitude]. */
export type LngLat = readonly [number, number];

export type Datum = 'BD09' | 'GCJ02' | 'WGS84';

const CRS = { BD09: gcoord.BD09, GCJ02: gcoord.GCJ02, WGS84: gcoord.WGS84 } as const;

/** Finite and within the earth's ranges: a point a map can draw. */
export function isValidLngLat(point: unknown): point is LngLat {
  if (!Array.isArray(point) || point.length < 2) return false;
  const [lng, lat] = point as unknown[];
  return (
    typeof lng === 'number' &&
    typeof lat === 'number' &&
    Number.isFinite(lng) &&
    Number.isFinite(lat) &&
    lng >= -180 &&
    lng <= 180 &&
    lat >= -90 &&
    lat <= 90
  );
}

/** One point from one datum to another; the same point back when the datums are the same. */
export function convert(point: LngLat, from: Datum, to: Datum): LngLat {
  if (from === to) return point;
  const [lng, lat] = gcoord.transform([point[0], point[1]], CRS[from], CRS[to]) as [number, number];
  return [lng, lat];
}

export const bd09ToWgs84 = (point: LngLat): LngLat => convert(point, 'BD09', 'WGS84');
export const wgs84ToBd09 = (point: LngLat): LngLat => convert(point, 'WGS84', 'BD09');

/** Many points at once (a track, a polygon ring). */
export function convertAll(points: readonly LngLat[], from: Datum, to: Datum): LngLat[] {
  if (from === to) return points.slice();
  return points.map((point) => convert(point, from, to));
}

/**
 * "lng,lat" as map_config.map_center and the platform store it; null when it is not two numbers
 * within range (an empty session value, a typo in the configuration).
 */
export function parseLngLat(text: string | null | undefined): LngLat | null {
  if (!text) return null;
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length !== 2 || parts.some((part) => part === '')) return null;
  const point = [Number(parts[0]), Number(parts[1])];
  return isValidLngLat(point) ? [point[0] as number, point[1] as number] : null;
}

/** Baidu's web services take "lat,lng" (latitude first), at most 6 decimals. */
export function toLatLngParam(point: LngLat): string {
  return `${point[1].toFixed(6)},${point[0].toFixed(6)}`;
}
