// The offline map engine's style (MapLibre style v8) with its data inline, so the map makes no
// request of its own and needs no tile server: district outlines, the road network and its
// kilometre stakes, all WGS-84 (GeoJSON's datum; the web app converts business BD-09 points).
// No `glyphs` address: MapLibre 6 draws every label from the browser's fonts (TinySDF) when a
// style has none — Latin digits of route codes and stakes as well as CJK names — so no PBF glyph
// range is ever fetched. TEXT_FONT names the fonts, the generic sans-serif last.
import type { Feature, FeatureCollection, LineString, MultiPolygon, Point, Polygon } from 'geojson';

export type LngLat = [number, number];

export interface RoadProperties {
  routeCode: string;
  /** As the platform writes it, code first: "G42 沪蓉高速". */
  routeName: string;
}

export interface StakeProperties {
  routeCode: string;
  /** "K1234" as the platform writes stakes. */
  label: string;
}

export interface DistrictProperties {
  name: string;
  adcode?: number | string;
  /** Where the district's name is written. */
  center?: LngLat;
}

export interface OfflineMapData {
  districts: FeatureCollection<Polygon | MultiPolygon, DistrictProperties>;
  roads: FeatureCollection<LineString, RoadProperties>;
  stakes: FeatureCollection<Point, StakeProperties>;
  /** Interchanges, service areas and towns along the roads. */
  places: FeatureCollection<Point, { name: string }>;
  /** WGS-84. */
  center: LngLat;
}

/** Windows intranet desktops have YaHei, Macs PingFang, Linux (and CI) Noto CJK. */
export const TEXT_FONT = ['Microsoft YaHei', 'PingFang SC', 'Noto Sans CJK SC', 'sans-serif'];

const emptyCollection = <G extends Polygon | MultiPolygon | LineString | Point, P>(): FeatureCollection<
  G,
  P
> => ({
  type: 'FeatureCollection',
  features: [],
});

export const NO_MAP_DATA: OfflineMapData = {
  districts: emptyCollection(),
  roads: emptyCollection(),
  stakes: emptyCollection(),
  places: emptyCollection(),
  center: [118.7863, 32.056],
};

/** A label point per district: its configured centre, else the middle of its outline's box. */
function districtLabels(districts: OfflineMapData['districts']): FeatureCollection<Point, { name: string }> {
  const features: Array<Feature<Point, { name: string }>> = [];
  for (const district of districts.features) {
    const center = district.properties.center ?? boxMiddle(district.geometry);
    if (center)
      features.push({
        type: 'Feature',
        properties: { name: district.properties.name },
        geometry: { type: 'Point', coordinates: center },
      });
  }
  return { type: 'FeatureCollection', features };
}

function boxMiddle(geometry: Polygon | MultiPolygon): LngLat | null {
  const rings = geometry.type === 'Polygon' ? geometry.coordinates : geometry.coordinates.flat();
  const points = rings.flat();
  if (points.length === 0) return null;
  const lngs = points.map((point) => point[0] as number);
  const lats = points.map((point) => point[1] as number);
  return [(Math.min(...lngs) + Math.max(...lngs)) / 2, (Math.min(...lats) + Math.max(...lats)) / 2];
}

export function buildOfflineStyle(data: OfflineMapData) {
  return {
    version: 8 as const,
    name: '交通数字大脑 离线地图',
    metadata: { 'jt:datum': 'WGS84', 'jt:roads': data.roads.features.length },
    center: data.center,
    zoom: 8,
    sources: {
      districts: { type: 'geojson', data: data.districts },
      'district-labels': { type: 'geojson', data: districtLabels(data.districts) },
      roads: { type: 'geojson', data: data.roads },
      stakes: { type: 'geojson', data: data.stakes },
      places: { type: 'geojson', data: data.places },
    },
    // No background layer: the map's own box paints it (#eef2f5, the web app's map.css) behind a
    // transparent canvas, which the compositor blends anyway. A background layer was one more
    // shader to compile before the first frame and one more full-canvas pass at every frame.
    layers: [
      {
        id: 'district-fill',
        type: 'fill',
        source: 'districts',
        // Not antialiased: district-line draws over the edge, and an antialiased fill is one more
        // WebGL program to compile before the first frame (fillOutline) and one more pass a frame.
        paint: { 'fill-color': '#e2eaf1', 'fill-opacity': 0.9, 'fill-antialias': false },
      },
      {
        id: 'district-line',
        type: 'line',
        source: 'districts',
        paint: { 'line-color': '#7f9bb8', 'line-width': 1.5, 'line-dasharray': [3, 2] },
      },
      {
        id: 'road-casing',
        type: 'line',
        source: 'roads',
        layout: { 'line-join': 'round', 'line-cap': 'round' },
        paint: { 'line-color': '#ffffff', 'line-width': ['interpolate', ['linear'], ['zoom'], 6, 3, 14, 12] },
      },
      {
        id: 'road-line',
        type: 'line',
        source: 'roads',
        layout: { 'line-join': 'round', 'line-cap': 'round' },
        paint: {
          'line-color': '#f2a33a',
          'line-width': ['interpolate', ['linear'], ['zoom'], 6, 1.5, 14, 8],
        },
      },
      {
        id: 'stake-dot',
        type: 'circle',
        source: 'stakes',
        // Layer zooms are MapLibre's: 10 and 11 are Baidu ≈ 11.7 and 12.7.
        minzoom: 10,
        paint: {
          'circle-radius': 2.5,
          'circle-color': '#5c6b7a',
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 1,
        },
      },
      {
        id: 'stake-label',
        type: 'symbol',
        source: 'stakes',
        minzoom: 11,
        layout: {
          'text-field': ['get', 'label'],
          'text-font': TEXT_FONT,
          'text-size': 11,
          'text-offset': [0, 1],
          'text-anchor': 'top',
        },
        paint: { 'text-color': '#4a5a6a', 'text-halo-color': '#ffffff', 'text-halo-width': 1.2 },
      },
      {
        id: 'road-label',
        type: 'symbol',
        source: 'roads',
        layout: {
          'symbol-placement': 'line',
          'text-field': ['get', 'routeName'],
          'text-font': TEXT_FONT,
          'text-size': 12,
          'symbol-spacing': 400,
        },
        paint: { 'text-color': '#7a4a08', 'text-halo-color': '#ffffff', 'text-halo-width': 1.5 },
      },
      {
        id: 'place-dot',
        type: 'circle',
        source: 'places',
        minzoom: 8,
        paint: {
          'circle-radius': 3.5,
          'circle-color': '#ffffff',
          'circle-stroke-color': '#7a4a08',
          'circle-stroke-width': 1.5,
        },
      },
      {
        id: 'place-label',
        type: 'symbol',
        source: 'places',
        minzoom: 8,
        layout: {
          'text-field': ['get', 'name'],
          'text-font': TEXT_FONT,
          'text-size': 12,
          'text-offset': [0, 0.9],
          'text-anchor': 'top',
        },
        paint: { 'text-color': '#38424c', 'text-halo-color': '#ffffff', 'text-halo-width': 1.5 },
      },
      {
        id: 'district-label',
        type: 'symbol',
        source: 'district-labels',
        layout: { 'text-field': ['get', 'name'], 'text-font': TEXT_FONT, 'text-size': 14 },
        paint: { 'text-color': '#3d5875', 'text-halo-color': '#ffffff', 'text-halo-width': 1.5 },
      },
    ],
  };
}

export type OfflineMapStyle = ReturnType<typeof buildOfflineStyle>;
