// The map's defaults (seed 001 §9) and the session values map_config leaves behind at sign-in
// (seed 000 §3: default_map_center, current_area, geo_json). Zoom levels here are Baidu's, the
// product's unit; the offline engine converts them (see zoom.ts).
import { SessionStorageKey } from '../../../lib/storage-keys';
import { type LngLat, parseLngLat } from './coords';

/** A preset of the map: centre (BD-09), zoom, zoom range and pitch. */
export interface MapViewPreset {
  zoom: number;
  minZoom: number;
  maxZoom: number;
  /** Degrees from straight down. */
  pitch: number;
  /** null: the session's default_map_center, else the fallback centre. */
  center: LngLat | null;
}

/** Used when no valid default_map_center is in the session (seed 001 §9). */
export const FALLBACK_CENTER: LngLat = [116.39, 39.9];

/** "3D view, zoom 8, zoom range 4 to 21": the default, tilting and rotating allowed. */
export const VIEW_3D: MapViewPreset = { zoom: 8, minZoom: 4, maxZoom: 21, pitch: 0, center: null };

/** "another view uses 7 to 18, pitch 45, centre [118.72, 43.8]". */
export const VIEW_PITCHED: MapViewPreset = {
  zoom: 8,
  minZoom: 7,
  maxZoom: 18,
  pitch: 45,
  center: [118.72, 43.8],
};

export const MAP_VIEWS = { '3d': VIEW_3D, pitched: VIEW_PITCHED } as const;
export type MapViewName = keyof typeof MAP_VIEWS;

/** What map_config put in the session at sign-in. */
export interface SessionMapValues {
  /** default_map_center when it is a valid "lng,lat" (BD-09), else null. */
  center: LngLat | null;
  /** current_area: the district the user works in ('' when not configured). */
  area: string;
  /** geo_json: the address of the area's GeoJSON outline ('' when not configured). */
  geoJsonUrl: string;
}

export function readSessionMapValues(storage: Pick<Storage, 'getItem'>): SessionMapValues {
  return {
    center: parseLngLat(storage.getItem(SessionStorageKey.defaultMapCenter)),
    area: (storage.getItem(SessionStorageKey.currentArea) ?? '').trim(),
    geoJsonUrl: (storage.getItem(SessionStorageKey.geoJson) ?? '').trim(),
  };
}

/** The centre a map opens on: its own, else the preset's, else the session's, else the fallback. */
export function initialCenter(
  explicit: LngLat | null | undefined,
  preset: MapViewPreset,
  session: SessionMapValues,
): LngLat {
  return explicit ?? preset.center ?? session.center ?? FALLBACK_CENTER;
}

/** A zoom kept inside the preset's range. */
export function clampZoom(zoom: number, preset: Pick<MapViewPreset, 'minZoom' | 'maxZoom'>): number {
  if (!Number.isFinite(zoom)) return preset.minZoom;
  return Math.min(preset.maxZoom, Math.max(preset.minZoom, zoom));
}
