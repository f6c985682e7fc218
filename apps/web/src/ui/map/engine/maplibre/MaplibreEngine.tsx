// The offline engine: MapLibre GL with the gateway's style (GET /map-style/offline.json, data
// inline), for intranets without Baidu and for tests. Loaded as its own chunk only when no Baidu
// browser key is configured. RoadMap's layers are GeoJSON sources updated with setData.
import 'maplibre-gl/dist/maplibre-gl.css';
import type { GeoJSONSource, StyleSpecification } from 'maplibre-gl';
import * as maplibregl from 'maplibre-gl';
// MapLibre's worker is a separate, self-contained module file; Vite emits it as a hashed asset.
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useRef } from 'react';
import { api } from '../../../../lib/api/client';
import type { ClusterIcon } from '../../clusters/cluster-rules';
import { bd09ToWgs84, type LngLat, wgs84ToBd09 } from '../../geo/coords';
import { baiduZoomOf, mercatorZoomOf } from '../../geo/zoom';
import type {
  EngineHandle,
  EngineLayers,
  EngineProps,
  HitTarget,
  MarkerIcon,
  ViewState,
} from '../engine-types';
import { CLUSTER_STYLE, clusterPicture, type IconPicture, MARKER_COLORS, markerPicture } from '../icons';
import {
  clustersData,
  districtsData,
  heatData,
  linesData,
  markersData,
  massData,
  prismsData,
} from './layer-data';
import { skipEmptySky } from './skip-empty-sky';

export const OFFLINE_TEXTS = {
  noWebgl: '当前浏览器不支持 WebGL，无法显示离线地图',
  styleFailed: '离线地图样式加载失败',
} as const;

maplibregl.setWorkerUrl(workerUrl);

let stylePromise: Promise<StyleSpecification> | null = null;

/** The style, read once per page through the app's client (a failed read is retried next time). */
function loadStyle(): Promise<StyleSpecification> {
  stylePromise ??= api.GET('/map-style/offline.json').then(({ data, response }) => {
    if (!data) {
      stylePromise = null;
      throw new Error(`${OFFLINE_TEXTS.styleFailed}（HTTP ${response.status}）`);
    }
    return data as unknown as StyleSpecification;
  });
  return stylePromise;
}

/**
 * What the engine needs before its first map, fetched ahead while the page waits to start it:
 * the style, and MapLibre's worker (fetched and compiled on its own thread).
 */
export function preload(): void {
  loadStyle().catch(() => undefined);
  maplibregl.prewarm();
}

const SOURCES = [
  'jt-districts',
  'jt-prisms',
  'jt-heat',
  'jt-lines',
  'jt-mass',
  'jt-clusters',
  'jt-markers',
] as const;
type SourceId = (typeof SOURCES)[number];
const HIT_LAYERS = ['jt-markers', 'jt-clusters', 'jt-mass'];
/**
 * Layers drawn only while their source has something: an empty heat map still renders its
 * offscreen texture and a viewport-sized quad every frame (its own WebGL program compiled for the
 * first), and an empty extrusion still walks every tile in the 3D pass.
 */
const SHOWN_WITH_DATA: Partial<Record<SourceId, string>> = { 'jt-heat': 'jt-heat', 'jt-prisms': 'jt-prisms' };
const TEXT_FONT = ['Microsoft YaHei', 'PingFang SC', 'Noto Sans CJK SC', 'sans-serif'];

const wgsArray = (point: LngLat): [number, number] => {
  const [lng, lat] = bd09ToWgs84(point);
  return [lng, lat];
};

/** How a set of points is fitted: 60 px around them, no closer than Baidu's 17. */
const FIT_OPTIONS = { padding: 60, maxZoom: mercatorZoomOf(17) };

/** The WGS-84 box of BD-09 points (at least one). */
function boundsOf(points: readonly LngLat[]): maplibregl.LngLatBounds {
  const wgsPoints = points.map(wgsArray);
  const bounds = new maplibregl.LngLatBounds(wgsPoints[0], wgsPoints[0]);
  for (const point of wgsPoints) bounds.extend(point);
  return bounds;
}

function addPicture(map: maplibregl.Map, id: string, picture: IconPicture) {
  if (map.hasImage(id)) return;
  const g = picture.canvas.getContext('2d');
  if (!g) return;
  const pixels = g.getImageData(0, 0, picture.canvas.width, picture.canvas.height);
  map.addImage(
    id,
    { width: pixels.width, height: pixels.height, data: new Uint8Array(pixels.data.buffer) },
    { pixelRatio: 2 },
  );
}

function addLayers(map: maplibregl.Map) {
  const empty = { type: 'FeatureCollection' as const, features: [] };
  for (const id of SOURCES) map.addSource(id, { type: 'geojson', data: empty });
  for (const icon of Object.keys(CLUSTER_STYLE) as ClusterIcon[])
    addPicture(map, `cluster-${icon}`, clusterPicture(icon));
  map.addLayer({
    id: 'jt-districts-fill',
    type: 'fill',
    source: 'jt-districts',
    // Not antialiased: the outline layer below draws over the edge, and an antialiased fill is one
    // more WebGL program to compile before the first frame (fillOutline) and one more pass a frame.
    paint: { 'fill-color': '#2f7cf6', 'fill-opacity': 0.06, 'fill-antialias': false },
  });
  map.addLayer({
    id: 'jt-districts-line',
    type: 'line',
    source: 'jt-districts',
    paint: { 'line-color': '#2f7cf6', 'line-width': 2 },
  });
  map.addLayer({
    id: 'jt-prisms',
    type: 'fill-extrusion',
    source: 'jt-prisms',
    layout: { visibility: 'none' },
    paint: {
      'fill-extrusion-color': ['get', 'color'],
      'fill-extrusion-height': ['get', 'height'],
      'fill-extrusion-opacity': 0.8,
    },
  });
  map.addLayer({
    id: 'jt-heat',
    type: 'heatmap',
    source: 'jt-heat',
    layout: { visibility: 'none' },
    // Seed 001 §9: heat map radius 15.
    // Thousands of diseases overlap at a district's zoom: each weighs little, more as one zooms in,
    // so dense stretches stand out instead of one red blot.
    paint: {
      'heatmap-radius': 15,
      'heatmap-opacity': 0.85,
      'heatmap-weight': 0.2,
      'heatmap-intensity': ['interpolate', ['linear'], ['zoom'], 4, 0.2, 10, 0.6, 15, 1.5],
    },
  });
  map.addLayer({
    id: 'jt-lines',
    type: 'line',
    source: 'jt-lines',
    filter: ['!', ['get', 'dashed']],
    layout: { 'line-join': 'round', 'line-cap': 'round' },
    paint: { 'line-color': ['get', 'color'], 'line-width': ['get', 'width'] },
  });
  map.addLayer({
    id: 'jt-lines-dashed',
    type: 'line',
    source: 'jt-lines',
    filter: ['get', 'dashed'],
    paint: { 'line-color': ['get', 'color'], 'line-width': ['get', 'width'], 'line-dasharray': [2, 1.5] },
  });
  map.addLayer({
    id: 'jt-mass',
    type: 'circle',
    source: 'jt-mass',
    paint: {
      'circle-radius': 3.5,
      'circle-color': ['get', 'color'],
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 0.8,
    },
  });
  map.addLayer({
    id: 'jt-clusters',
    type: 'symbol',
    source: 'jt-clusters',
    layout: {
      'icon-image': ['get', 'image'],
      'icon-allow-overlap': true,
      'text-field': ['to-string', ['get', 'count']],
      'text-font': TEXT_FONT,
      'text-size': 12,
      'text-allow-overlap': true,
    },
    paint: { 'text-color': '#ffffff' },
  });
  map.addLayer({
    id: 'jt-markers',
    type: 'symbol',
    source: 'jt-markers',
    layout: { 'icon-image': ['get', 'image'], 'icon-anchor': 'bottom', 'icon-allow-overlap': true },
  });
}

export default function MaplibreEngine(props: EngineProps) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<maplibregl.Map | null>(null);
  const loadedRef = useRef(false);
  const latest = useRef(props);
  latest.current = props;
  const shown = useRef<Partial<Record<SourceId, unknown>>>({});

  // Pushes what changed of the layers to the map's sources.
  const sync = (layers: EngineLayers) => {
    const map = mapRef.current;
    if (!map || !loadedRef.current) return;
    const imageOf = (icon: string, color: string | undefined) => {
      const id = `marker-${icon}-${color ?? ''}`;
      addPicture(map, id, markerPicture(icon as MarkerIcon, color ?? MARKER_COLORS[icon as MarkerIcon]));
      return id;
    };
    const inputs: Record<SourceId, [unknown, () => GeoJSON.FeatureCollection]> = {
      'jt-districts': [layers.districts, () => districtsData(layers)],
      'jt-prisms': [layers.prisms, () => prismsData(layers)],
      'jt-heat': [layers.heat, () => heatData(layers)],
      'jt-lines': [layers.lines, () => linesData(layers)],
      'jt-mass': [layers.mass, () => massData(layers)],
      'jt-clusters': [layers.clusters, () => clustersData(layers)],
      'jt-markers': [layers.markers, () => markersData(layers, imageOf)],
    };
    for (const id of SOURCES) {
      const [input, build] = inputs[id];
      if (shown.current[id] === input) continue;
      shown.current[id] = input;
      const data = build();
      (map.getSource(id) as GeoJSONSource | undefined)?.setData(data);
      const layer = SHOWN_WITH_DATA[id];
      if (layer) map.setLayoutProperty(layer, 'visibility', data.features.length > 0 ? 'visible' : 'none');
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is made once; props are read through `latest`
  useEffect(() => {
    let cancelled = false;
    let map: maplibregl.Map | null = null;
    const view = (): ViewState => {
      const m = map as maplibregl.Map;
      const center = m.getCenter();
      const bounds = m.getBounds();
      const sw = wgs84ToBd09([bounds.getWest(), bounds.getSouth()]);
      const ne = wgs84ToBd09([bounds.getEast(), bounds.getNorth()]);
      return {
        center: wgs84ToBd09([center.lng, center.lat]),
        zoom: baiduZoomOf(m.getZoom()),
        bounds: [sw[0], sw[1], ne[0], ne[1]],
        pitch: m.getPitch(),
        bearing: m.getBearing(),
      };
    };
    loadStyle()
      .then((style) => {
        if (cancelled || !container.current) return;
        const { preset, center, zoom, initialFit } = latest.current;
        // Points known already are the first view: nothing is drawn at the default view first.
        const fitted = initialFit && initialFit.length > 0 ? initialFit : null;
        try {
          map = new maplibregl.Map({
            container: container.current,
            style,
            ...(fitted
              ? { bounds: boundsOf(fitted), fitBoundsOptions: FIT_OPTIONS }
              : { center: wgsArray(center), zoom: mercatorZoomOf(zoom) }),
            minZoom: mercatorZoomOf(preset.minZoom),
            maxZoom: mercatorZoomOf(preset.maxZoom),
            pitch: preset.pitch,
            maxPitch: 60,
            attributionControl: false,
          });
        } catch {
          latest.current.onFailure(OFFLINE_TEXTS.noWebgl);
          return;
        }
        mapRef.current = map;
        const m = map;
        skipEmptySky(m, style);
        m.on('error', (event) => console.error('离线地图错误', event.error));
        let frame = 0;
        m.on('move', () => {
          if (frame) return;
          frame = requestAnimationFrame(() => {
            frame = 0;
            latest.current.onMove(view());
          });
        });
        m.on('moveend', () => latest.current.onMoveEnd(view()));
        m.on('click', (event) => {
          const hits = m.queryRenderedFeatures(event.point, { layers: HIT_LAYERS });
          const hit = hits[0];
          let target: HitTarget | null = null;
          if (hit?.layer.id === 'jt-clusters') {
            const { clusterId, bdLng, bdLat } = hit.properties;
            target = {
              kind: 'cluster',
              clusterId: Number(clusterId),
              position: [Number(bdLng), Number(bdLat)],
            };
          } else if (hit?.layer.id === 'jt-markers')
            target = { kind: 'marker', id: String(hit.properties.id) };
          else if (hit?.layer.id === 'jt-mass') target = { kind: 'mass', id: String(hit.properties.id) };
          latest.current.onClick(wgs84ToBd09([event.lngLat.lng, event.lngLat.lat]), target);
        });
        m.on('dblclick', (event) => {
          latest.current.onDoubleClick(wgs84ToBd09([event.lngLat.lng, event.lngLat.lat]));
        });
        for (const layer of HIT_LAYERS) {
          m.on('mouseenter', layer, () => {
            m.getCanvas().style.cursor = 'pointer';
          });
          m.on('mouseleave', layer, () => {
            m.getCanvas().style.cursor = '';
          });
        }
        // RoadMap's layers join the style as soon as it is parsed, and the first view's clusters
        // are asked for then: the first tiles carry them, and 'load' (ready) waits for them too.
        m.once('style.load', () => {
          addLayers(m);
          loadedRef.current = true;
          sync(latest.current.layers);
          latest.current.onMoveEnd(view());
        });
        m.on('load', () => {
          const handle: EngineHandle = {
            engine: 'offline',
            view,
            project: (point) => m.project(wgsArray(point)),
            unproject: ({ x, y }) => {
              const at = m.unproject([x, y]);
              return wgs84ToBd09([at.lng, at.lat]);
            },
            flyTo: (to, toZoom) =>
              m.easeTo({
                center: wgsArray(to),
                zoom: toZoom === undefined ? m.getZoom() : mercatorZoomOf(toZoom),
              }),
            fitPoints: (points) => {
              if (points.length === 0) return;
              m.fitBounds(boundsOf(points), { ...FIT_OPTIONS, duration: 0 });
            },
          };
          latest.current.onReady(handle, fitted);
        });
      })
      .catch((error: unknown) => {
        if (!cancelled)
          latest.current.onFailure(error instanceof Error ? error.message : OFFLINE_TEXTS.styleFailed);
      });
    return () => {
      cancelled = true;
      loadedRef.current = false;
      mapRef.current = null;
      map?.remove();
    };
  }, []);

  useEffect(() => {
    sync(props.layers);
  });

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    if (props.drawing) map.doubleClickZoom.disable();
    else map.doubleClickZoom.enable();
  }, [props.drawing]);

  return <div ref={container} className="jt-road-map__canvas" data-engine="offline" />;
}
