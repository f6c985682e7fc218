// The road network built from the authored routes: each centre line smoothed (turf's Bézier
// spline through the way points), densified to 50 m, measured, and converted once to BD-09 (the
// coordinates Baidu-map platforms store: business data, tracks and the map centre are BD-09).
// Stake ↔ metres ↔ coordinate on the line, and the nearest stake to a coordinate.

import { bezierSpline } from '@turf/bezier-spline';
import { lineString } from '@turf/helpers';
import gcoord from 'gcoord';
import { cumulativeLengths, densify, distanceM, type LonLat, offsetRight, round6, segmentAt } from './geo';
import { ROUTE_DEFINITIONS, type RouteDefinition, type RouteDirection } from './routes';
import { formatStake } from './stake';

/** Metres from the centre line to the middle of the first lane (half the median + marking). */
const MEDIAN_HALF_M = 2.5;
export const LANE_WIDTH_M = 3.75;

export interface Position {
  /** BD-09 longitude and latitude, 6 decimals. */
  lon: number;
  lat: number;
}

export interface RoadLine {
  readonly definition: RouteDefinition;
  readonly routeCode: string;
  /** '<code> <name>', as records and the assistant write it ('G42 沪蓉高速'). */
  readonly routeName: string;
  readonly startStakeM: number;
  readonly endStakeM: number;
  readonly lengthM: number;
  /** The smoothed centre line in WGS-84 and BD-09, vertex for vertex, 50 m apart at most. */
  readonly wgs84: readonly LonLat[];
  readonly bd09: readonly LonLat[];
  /** Cumulative metres at each vertex. */
  readonly cumulative: Float64Array;
  /** The interchanges and towns of the definition with their stakes. */
  readonly places: ReadonlyArray<{ name: string; stakeM: number }>;
  /** The place nearest to a stake (for remarks and labels). */
  placeNear(stakeM: number): string;
  direction(code: '1' | '2'): RouteDirection;
  /** Whether a stake (metres) lies on the section. */
  hasStake(stakeM: number): boolean;
  /**
   * The BD-09 point at a stake: on the centre line, or, with a direction, on that carriageway
   * (in the middle of `lane`, 1 = the lane next to the median; the middle of the carriageway
   * without a lane).
   */
  positionAtStake(stakeM: number, direction?: '1' | '2', lane?: number): Position;
  /** The stake nearest to a BD-09 point, and how far the point is from the centre line. */
  nearestStake(point: LonLat): { stakeM: number; stakeNo: string; distanceM: number };
}

function buildLine(definition: RouteDefinition): RoadLine {
  const waypoints = definition.places.map((place) => [place.at[0], place.at[1]]);
  const spline = bezierSpline(lineString(waypoints), { resolution: 20_000, sharpness: 0.85 });
  const wgs84 = densify(spline.geometry.coordinates as unknown as LonLat[], 50);
  const bd09 = wgs84.map((p) => gcoord.transform([p[0], p[1]], gcoord.WGS84, gcoord.BD09) as LonLat);
  const cumulative = cumulativeLengths(wgs84);
  const lengthM = Math.round(cumulative[cumulative.length - 1] as number);
  const startStakeM = definition.startStakeM;
  const endStakeM = startStakeM + lengthM;
  const places = definition.places.map((place) => {
    let best = 0;
    let bestDistance = Number.POSITIVE_INFINITY;
    wgs84.forEach((vertex, i) => {
      const d = distanceM(place.at, vertex);
      if (d < bestDistance) {
        bestDistance = d;
        best = i;
      }
    });
    return { name: place.name, stakeM: Math.round(startStakeM + (cumulative[best] as number)) };
  });
  const lanesOffset = (lane: number) => MEDIAN_HALF_M + (lane - 0.5) * LANE_WIDTH_M;

  const pointAt = (offsetM: number, lateralM: number): LonLat => {
    const d = Math.min(Math.max(offsetM, 0), lengthM);
    const i = segmentAt(cumulative, d);
    const a = bd09[i] as LonLat;
    const b = bd09[i + 1] as LonLat;
    const span = (cumulative[i + 1] as number) - (cumulative[i] as number);
    const f = span > 0 ? (d - (cumulative[i] as number)) / span : 0;
    const p: LonLat = [a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f];
    return lateralM === 0 ? p : offsetRight(p, a, b, lateralM);
  };

  return {
    definition,
    routeCode: definition.routeCode,
    routeName: `${definition.routeCode} ${definition.name}`,
    startStakeM,
    endStakeM,
    lengthM,
    wgs84,
    bd09,
    cumulative,
    places,
    placeNear(stakeM) {
      let best = places[0]?.name ?? definition.name;
      let bestDistance = Number.POSITIVE_INFINITY;
      for (const place of places) {
        const d = Math.abs(place.stakeM - stakeM);
        if (d < bestDistance) {
          bestDistance = d;
          best = place.name;
        }
      }
      return best;
    },
    direction: (code) => (code === '1' ? definition.up : definition.down),
    hasStake: (stakeM) => stakeM >= startStakeM && stakeM <= endStakeM,
    positionAtStake(stakeM, direction, lane) {
      let lateral = 0;
      if (direction) {
        const middle = lane ?? (definition.lanes + 1) / 2;
        // 上行 drives on the right of the line's heading, 下行 on its left.
        lateral = lanesOffset(middle) * (direction === '1' ? 1 : -1);
      }
      const p = pointAt(stakeM - startStakeM, lateral);
      return { lon: round6(p[0]), lat: round6(p[1]) };
    },
    nearestStake(point) {
      let best = 0;
      let bestDistance = Number.POSITIVE_INFINITY;
      for (let i = 0; i < bd09.length; i++) {
        const d = distanceM(point, bd09[i] as LonLat);
        if (d < bestDistance) {
          bestDistance = d;
          best = i;
        }
      }
      const stakeM = Math.round(startStakeM + (cumulative[best] as number));
      return { stakeM, stakeNo: formatStake(stakeM), distanceM: Math.round(bestDistance * 10) / 10 };
    },
  };
}

export interface RoadNetwork {
  readonly lines: readonly RoadLine[];
  line(routeCode: string): RoadLine | undefined;
}

let built: RoadNetwork | null = null;

/** The network of ROUTE_DEFINITIONS; built once per process (the same for every seed). */
export function roadNetwork(): RoadNetwork {
  if (built) return built;
  const lines = ROUTE_DEFINITIONS.map(buildLine);
  const byCode = new Map(lines.map((line) => [line.routeCode, line]));
  built = { lines, line: (code) => byCode.get(code) };
  return built;
}
