// The road network as GeoJSON for the offline map's style: every route as a LineString (code,
// name, lanes, stakes), a stake marker every kilometre, the interchanges and towns, and the
// district outline. WGS-84 by default (RFC 7946; what MapLibre draws), BD-09 on request (to lay
// it over the business data as stored).

import gcoord from 'gcoord';
import type { LonLat } from './geo';
import { round6 } from './geo';
import type { RoadNetwork } from './road-network';
import { formatStake } from './stake';

export type Datum = 'wgs84' | 'bd09';

export interface GeoJsonFeature {
  type: 'Feature';
  properties: Record<string, string | number | null>;
  geometry:
    | { type: 'LineString'; coordinates: number[][] }
    | { type: 'Point'; coordinates: number[] }
    | { type: 'Polygon'; coordinates: number[][][] }
    | { type: 'MultiPolygon'; coordinates: number[][][][] };
}

export interface GeoJsonCollection {
  type: 'FeatureCollection';
  features: GeoJsonFeature[];
}

const toBd = (p: readonly number[]): number[] => {
  const [lon, lat] = gcoord.transform([p[0] as number, p[1] as number], gcoord.WGS84, gcoord.BD09);
  return [round6(lon), round6(lat)];
};

/** The network (and a district outline given in WGS-84) in one FeatureCollection. */
export function roadNetworkGeoJson(
  network: RoadNetwork,
  options: { datum?: Datum; district?: GeoJsonCollection | null } = {},
): GeoJsonCollection {
  const datum = options.datum ?? 'wgs84';
  const features: GeoJsonFeature[] = [];
  for (const feature of options.district?.features ?? []) {
    const geometry = feature.geometry;
    const convert = (ring: number[][]) => ring.map((p) => (datum === 'bd09' ? toBd(p) : p));
    features.push({
      type: 'Feature',
      properties: { ...feature.properties, kind: 'district' },
      geometry:
        geometry.type === 'Polygon'
          ? { type: 'Polygon', coordinates: geometry.coordinates.map(convert) }
          : geometry.type === 'MultiPolygon'
            ? { type: 'MultiPolygon', coordinates: geometry.coordinates.map((poly) => poly.map(convert)) }
            : geometry,
    });
  }
  for (const line of network.lines) {
    const vertices: readonly LonLat[] = datum === 'bd09' ? line.bd09 : line.wgs84;
    features.push({
      type: 'Feature',
      properties: {
        kind: 'route',
        routeCode: line.routeCode,
        routeName: line.routeName,
        name: line.definition.name,
        lanes: line.definition.lanes,
        lengthM: line.lengthM,
        startStakeNo: formatStake(line.startStakeM),
        endStakeNo: formatStake(line.endStakeM),
      },
      geometry: { type: 'LineString', coordinates: vertices.map((p) => [round6(p[0]), round6(p[1])]) },
    });
    const point = (stakeM: number): number[] => {
      const bd = line.positionAtStake(stakeM);
      if (datum === 'bd09') return [bd.lon, bd.lat];
      const [lon, lat] = gcoord.transform([bd.lon, bd.lat], gcoord.BD09, gcoord.WGS84);
      return [round6(lon), round6(lat)];
    };
    for (let km = Math.ceil(line.startStakeM / 1000); km * 1000 <= line.endStakeM; km++) {
      features.push({
        type: 'Feature',
        properties: { kind: 'stake', routeCode: line.routeCode, stakeNo: formatStake(km * 1000), km },
        geometry: { type: 'Point', coordinates: point(km * 1000) },
      });
    }
    for (const place of line.places) {
      features.push({
        type: 'Feature',
        properties: {
          kind: 'place',
          routeCode: line.routeCode,
          name: place.name,
          stakeNo: formatStake(place.stakeM),
        },
        geometry: { type: 'Point', coordinates: point(place.stakeM) },
      });
    }
  }
  return { type: 'FeatureCollection', features };
}
