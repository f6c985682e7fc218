// The current area's outline from the GeoJSON file map_config.geo_json points at (seed 001 §7
// "GET geojson file from session-stored URL"). GeoJSON is WGS-84 (RFC 7946); the map's layers take
// BD-09, so the rings are converted here. Anything that is not polygons is a clear error.
import type { DistrictOutline } from '../engine/engine-types';
import { isValidLngLat, type LngLat, wgs84ToBd09 } from './coords';

export class DistrictFileError extends Error {
  override readonly name = 'DistrictFileError';
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

function outerRings(geometry: unknown): LngLat[][] {
  if (!isObject(geometry)) return [];
  const { type, coordinates } = geometry;
  const polygons =
    type === 'Polygon'
      ? [coordinates]
      : type === 'MultiPolygon' && Array.isArray(coordinates)
        ? coordinates
        : [];
  const rings: LngLat[][] = [];
  for (const polygon of polygons) {
    const outer = Array.isArray(polygon) ? polygon[0] : undefined;
    if (!Array.isArray(outer)) continue;
    const ring = outer.filter(isValidLngLat).map((point) => wgs84ToBd09([point[0], point[1]]));
    if (ring.length >= 3) rings.push(ring);
  }
  return rings;
}

/** The districts of a GeoJSON document (FeatureCollection, Feature or a bare geometry). */
export function districtsFromGeoJson(document: unknown, fallbackName: string): DistrictOutline[] {
  if (!isObject(document)) throw new DistrictFileError('区划边界文件不是 GeoJSON');
  const features =
    document.type === 'FeatureCollection' && Array.isArray(document.features)
      ? document.features
      : document.type === 'Feature'
        ? [document]
        : [{ type: 'Feature', properties: {}, geometry: document }];
  const districts: DistrictOutline[] = [];
  features.forEach((feature, index) => {
    if (!isObject(feature)) return;
    const rings = outerRings(feature.geometry);
    if (rings.length === 0) return;
    const properties = isObject(feature.properties) ? feature.properties : {};
    const name =
      typeof properties.name === 'string' && properties.name !== '' ? properties.name : fallbackName;
    districts.push({ id: String(properties.adcode ?? index), name, rings });
  });
  if (districts.length === 0) throw new DistrictFileError('区划边界文件中没有面数据');
  return districts;
}

/** The object key of a geo_json address on the gateway's media path, or null for any other address. */
export function mediaObjectKey(url: string, mediaBaseUrl: string): string | null {
  for (const prefix of [mediaBaseUrl, '/media/']) {
    if (prefix && url.startsWith(prefix)) {
      const key = url.slice(prefix.length).split(/[?#]/)[0] ?? '';
      return key === '' || key.includes('/') ? null : decodeURIComponent(key);
    }
  }
  return null;
}
