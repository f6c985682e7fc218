// RoadMap: the platform's one map component (seed 001 §2). One API, two engines — Baidu Map GL
// when a browser key is configured, MapLibre with the gateway's offline style otherwise — each
// loaded as its own chunk on first use. Everything both engines share lives here: the session's
// defaults (seed 001 §9, seed 000 §3), clusters (supercluster, recomputed when a move ends), the
// district outline, the search box, the toolbar with route editing, the info window, the car and
// the editing handles (HTML above the map, placed with the engine's projection). While the map
// moves, those few overlays follow it straight in the DOM (MapOverlay); RoadMap itself renders
// once a move has ended, not at every frame of it.
import {
  type HTMLAttributes,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import {
  type Bounds,
  type ClusterIndex,
  type ClusterInput,
  type ClusterItem,
  type ClusterTiers,
  clusterClickZoom,
  createClusterIndex,
} from './clusters/cluster-rules';
import { type EditingAction, editRoute, INITIAL_EDITING } from './editing/route-editing';
import type {
  ClusterBubble,
  DistrictOutline,
  EngineHandle,
  EngineLayers,
  EngineProps,
  HitTarget,
  MapLine,
  MapMarker,
  MassPoint,
  Prism,
  ViewState,
} from './engine/engine-types';
import { useEngineStart } from './engine-start';
import type { LngLat } from './geo/coords';
import {
  clampZoom,
  initialCenter,
  MAP_VIEWS,
  type MapViewName,
  readSessionMapValues,
} from './geo/map-defaults';
import { createLiveValue, type LiveValue } from './live-value';
import {
  type AreaInfo,
  findArea,
  loadDistrictOutline,
  MapServiceError,
  type WeatherNow,
  weatherOf,
} from './map-services';
import { MapToolbar } from './parts/MapToolbar';
import { type PickedPlace, SearchBox } from './parts/SearchBox';
import { chooseEngine, configuredMapAk, type EngineChoice } from './use-engine-choice';
import './map.css';

const loadMaplibreEngine = () => import('./engine/maplibre/MaplibreEngine');
const loadBaiduEngine = () => import('./engine/baidu/BaiduEngine');
const MaplibreEngine = lazy(loadMaplibreEngine);
const BaiduEngine = lazy(loadBaiduEngine);

/** Fetches an engine's chunk (and the offline engine's style and worker) before it starts. */
function preloadEngine(engine: EngineChoice) {
  // A failure here is told when the engine starts and loads them itself.
  if (engine === 'offline')
    loadMaplibreEngine().then(
      (module) => module.preload(),
      () => undefined,
    );
  else loadBaiduEngine().catch(() => undefined);
}

/**
 * Starts fetching what RoadMap's engine needs (its chunk; the offline engine's style and worker)
 * for a page about to show a map: called as the page's chunk loads, they download and compile
 * beside the page's own calls instead of after its first render.
 */
export function preloadRoadMap(requested: 'auto' | EngineChoice = 'auto'): void {
  preloadEngine(chooseEngine(requested, configuredMapAk()));
}

export const ROAD_MAP_TEXTS = {
  loading: '地图加载中…',
  baiduFailed: '百度地图加载失败，已切换到离线地图',
} as const;

export interface MapInfo {
  position: LngLat;
  title: string;
  content?: ReactNode;
}

/** Where the car is now (BD-09) and where it heads (degrees east from north). */
export interface MapCar {
  position: LngLat;
  heading: number;
}

export interface ClusterLayer {
  points: readonly (ClusterInput & { color?: string })[];
  tiers?: ClusterTiers;
}

export interface RoadMapProps {
  /** '3d' (default: zoom 8, 4–21) or 'pitched' (7–18, pitch 45, centre [118.72, 43.8]). */
  view?: MapViewName;
  /** BD-09; default the preset's, else the session's default_map_center, else [116.39, 39.9]. */
  center?: LngLat | null;
  zoom?: number;
  engine?: 'auto' | EngineChoice;
  lines?: readonly MapLine[];
  markers?: readonly MapMarker[];
  massMarkers?: readonly MassPoint[];
  clusters?: ClusterLayer | null;
  heat?: readonly LngLat[] | null;
  prisms?: readonly Prism[];
  /** Draw the session area's outline (geo_json) and name it (district search). */
  district?: boolean;
  /** Offer the traffic layer's switch. */
  traffic?: boolean;
  searchBox?: boolean;
  /** Offer the route-editing toolbar; the line comes back through onRouteChange. */
  toolbar?: boolean;
  onRouteChange?(path: readonly LngLat[]): void;
  /** The info window, controlled; closing it calls onInfoClose. */
  info?: MapInfo | null;
  onInfoClose?(): void;
  onMarkerClick?(id: string): void;
  /** The car, read again whenever it tells of a move (the track player's: every frame it plays). */
  car?: LiveValue<MapCar | null> | null;
  /** Fits the view to these points whenever the list changes. */
  fitTo?: readonly LngLat[] | null;
  onReady?(handle: EngineHandle): void;
  className?: string;
  height?: number | string;
  /**
   * Holds the engine's start until true (what the page shows first, e.g. its list, then until
   * that is painted), ENGINE_START_LATEST_MS at the latest; its chunk, style and
   * worker load meanwhile. Without it the engine starts at once.
   */
  waitFor?: boolean;
  /** Controls drawn over the map (e.g. the track player's). */
  children?: ReactNode;
}

/** Runs `work` under a User Timing measure (bench/map-engine.mjs reads them; free otherwise). */
export function timed<T>(name: string, work: () => T): T {
  const start = performance.now();
  const result = work();
  performance.measure(name, { start, end: performance.now() });
  return result;
}

/**
 * An element over the map at a map position: `place` gives its CSS transform (null: not placed,
 * hidden), run after each render and at every change of `follows` (the view at each frame of a
 * move, the car), and written to the element's style without rendering it again.
 */
function MapOverlay({
  place,
  follows,
  ...attributes
}: {
  place: () => string | null;
  follows: readonly LiveValue<unknown>[];
} & HTMLAttributes<HTMLDivElement>) {
  const element = useRef<HTMLDivElement>(null);
  const latestPlace = useRef(place);
  latestPlace.current = place;
  // After every render (no dependency list): renders are rare, a subscription is cheap.
  useLayoutEffect(() => {
    const update = () => {
      const style = element.current?.style;
      if (!style) return;
      const transform = latestPlace.current();
      style.transform = transform ?? '';
      style.visibility = transform === null ? 'hidden' : '';
    };
    update();
    const stops = follows.map((live) => live.subscribe(update));
    return () => {
      for (const stop of stops) stop();
    };
  });
  return <div ref={element} {...attributes} />;
}

function paddedBounds([w, s, e, n]: Bounds): Bounds {
  const dx = (e - w) / 2;
  const dy = (n - s) / 2;
  return [Math.max(-180, w - dx), Math.max(-85, s - dy), Math.min(180, e + dx), Math.min(85, n + dy)];
}

export function RoadMap(props: RoadMapProps) {
  const { view: viewName = '3d', engine: requested = 'auto', height = 480 } = props;
  const preset = MAP_VIEWS[viewName];
  const session = useMemo(() => readSessionMapValues(sessionStorage), []);
  const [engine, setEngine] = useState<EngineChoice>(() => chooseEngine(requested, configuredMapAk()));
  const [notices, setNotices] = useState<string[]>([]);
  const [handle, setHandle] = useState<EngineHandle | null>(null);
  // The view as of this frame of a move: what the overlays and data-zoom follow, without a render.
  const liveView = useMemo(() => createLiveValue<ViewState | null>(null), []);
  const root = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const showZoom = () => {
      const at = liveView.get();
      root.current?.setAttribute('data-zoom', at ? at.zoom.toFixed(2) : '');
    };
    showZoom();
    return liveView.subscribe(showZoom);
  }, [liveView]);
  const [clusterItems, setClusterItems] = useState<ClusterItem[]>([]);
  const [districts, setDistricts] = useState<DistrictOutline[]>([]);
  const [area, setArea] = useState<AreaInfo | null>(null);
  const [weather, setWeather] = useState<WeatherNow | null>(null);
  const [traffic, setTraffic] = useState(false);
  const [picked, setPicked] = useState<PickedPlace | null>(null);
  const [editing, dispatch] = useReducer(editRoute, INITIAL_EDITING);
  const notice = useCallback(
    (text: string) => setNotices((list) => (list.includes(text) ? list : [...list, text])),
    [],
  );

  const started = useEngineStart(props.waitFor);
  useEffect(() => {
    if (!started) preloadEngine(engine);
  }, [started, engine]);

  const center = useMemo(() => initialCenter(props.center, preset, session), [props.center, preset, session]);
  const zoom = clampZoom(props.zoom ?? preset.zoom, preset);

  // Clusters: the index is built once per data set, a query per finished move. Built once the
  // data set is committed, not while rendering: React may throw a render away before committing
  // it (an update arriving mid-render restarts it), and 100,000 points' index was then built twice.
  const clusterLayer = props.clusters;
  const [clusterIndex, setClusterIndex] = useState<ClusterIndex | null>(null);
  useEffect(() => {
    setClusterIndex(
      clusterLayer
        ? timed('jt-map:cluster-index', () => createClusterIndex(clusterLayer.points, clusterLayer.tiers))
        : null,
    );
  }, [clusterLayer]);
  const refreshClusters = useCallback(
    (at: ViewState | null) => {
      if (!clusterIndex || !at) return setClusterItems([]);
      setClusterItems(
        timed('jt-map:cluster-query', () => clusterIndex.itemsIn(paddedBounds(at.bounds), at.zoom)),
      );
    },
    [clusterIndex],
  );
  const lastView = useRef<ViewState | null>(null);
  useEffect(() => refreshClusters(lastView.current), [refreshClusters]);

  // The session area: its outline from geo_json, its name and code from district search, its weather.
  useEffect(() => {
    if (!props.district) return;
    let live = true;
    loadDistrictOutline(session.geoJsonUrl, session.area)
      .then((found) => live && setDistricts(found))
      .catch((error: unknown) => live && notice(error instanceof Error ? error.message : String(error)));
    findArea(session.area)
      .then(async (found) => {
        if (!live) return;
        setArea(found);
        const now = await weatherOf(found.code);
        if (live) setWeather(now);
      })
      .catch(
        (error: unknown) => live && notice(error instanceof MapServiceError ? error.message : String(error)),
      );
    return () => {
      live = false;
    };
  }, [props.district, session, notice]);

  // Fit to the given points when they change (a track, a filtered set of diseases), unless the
  // engine opened on them already.
  const fitKey = props.fitTo;
  const fitted = useRef<readonly LngLat[] | null>(null);
  useEffect(() => {
    if (!handle || !fitKey || fitKey.length === 0 || fitted.current === fitKey) return;
    fitted.current = fitKey;
    handle.fitPoints(fitKey);
  }, [handle, fitKey]);

  const onRouteChange = props.onRouteChange;
  const edit = useCallback(
    (action: EditingAction) => {
      dispatch(action);
      if (action.type === 'clear') onRouteChange?.([]);
    },
    [onRouteChange],
  );
  const lastReported = useRef<readonly LngLat[] | null>(null);
  useEffect(() => {
    if (editing.state === 'drawn' && lastReported.current !== editing.path) {
      lastReported.current = editing.path;
      onRouteChange?.(editing.path);
    }
  }, [editing, onRouteChange]);

  const clusterPoints = props.clusters?.points;
  // Once per data set, not at every move's end (100,000 entries on the showcase).
  const colorOf = useMemo(
    () => new Map(clusterPoints?.map((point) => [point.id, point.color]) ?? []),
    [clusterPoints],
  );
  const layers = useMemo((): EngineLayers => {
    const bubbles: ClusterBubble[] = [];
    const singles: MapMarker[] = [];
    for (const item of clusterItems) {
      if (item.kind === 'cluster') bubbles.push(item);
      else
        singles.push({ id: item.id, position: item.position, icon: 'disease', color: colorOf.get(item.id) });
    }
    const lines = [...(props.lines ?? [])];
    if (editing.path.length >= 2)
      lines.push({
        id: 'jt-edited-route',
        path: editing.path,
        color: '#7048e8',
        width: 4,
        dashed: editing.state === 'drawing',
      });
    const markers = [...(props.markers ?? []), ...singles];
    if (picked)
      markers.push({
        id: `place:${picked.id}`,
        position: picked.position,
        icon: 'place',
        title: picked.name,
      });
    return {
      lines,
      markers,
      mass: props.massMarkers ?? [],
      clusters: bubbles,
      heat: props.heat ?? null,
      prisms: props.prisms ?? [],
      districts,
    };
  }, [
    clusterItems,
    colorOf,
    props.lines,
    props.markers,
    props.massMarkers,
    props.heat,
    props.prisms,
    districts,
    editing,
    picked,
  ]);

  const onMarkerClick = props.onMarkerClick;
  const onInfoClose = props.onInfoClose;
  const onReadyProp = props.onReady;
  const engineProps: EngineProps = {
    preset,
    center,
    zoom,
    layers,
    traffic,
    drawing: editing.state === 'drawing',
    initialFit: fitKey,
    onReady: (ready, fittedAtStart) => {
      // What this engine opened on (a new engine may not have fitted anything yet).
      fitted.current = fittedAtStart ?? null;
      setHandle(ready);
      onReadyProp?.(ready);
    },
    onMove: (at) => liveView.set(at),
    onMoveEnd: (at) => {
      lastView.current = at;
      liveView.set(at);
      refreshClusters(at);
    },
    onClick: (point, target: HitTarget | null) => {
      if (editing.state === 'drawing') return dispatch({ type: 'addPoint', point });
      if (target?.kind === 'cluster')
        return handle?.flyTo(target.position, clusterClickZoom(liveView.get()?.zoom ?? zoom, preset.maxZoom));
      if (target?.kind === 'marker' && target.id.startsWith('place:')) return;
      if (target) return onMarkerClick?.(target.id);
      if (picked) setPicked(null);
    },
    onDoubleClick: () => {
      if (editing.state === 'drawing') dispatch({ type: 'endEdit' });
    },
    onFailure: (message) => {
      notice(message);
      if (engine === 'baidu') {
        notice(ROAD_MAP_TEXTS.baiduFailed);
        setHandle(null);
        setEngine('offline');
      }
    },
  };

  /** The CSS translation of a map point, or null before the engine's first view. */
  const translate = (point: LngLat) => {
    if (!handle || !liveView.get()) return null;
    const at = handle.project(point);
    return `translate(${at.x}px, ${at.y}px)`;
  };
  const car = props.car;
  const Engine = engine === 'baidu' ? BaiduEngine : MaplibreEngine;
  const info =
    props.info ??
    (picked ? { position: picked.position, title: picked.name, content: picked.address } : null);

  return (
    // data-zoom is written at each frame of a move (above).
    <div
      ref={root}
      className={`jt-road-map ${props.className ?? ''}`}
      style={{ height }}
      data-engine={engine}
      data-ready={handle ? 'true' : 'false'}
      data-editing={editing.state}
      // What is handed to the engine, for tests and for reading a page in the inspector.
      data-clusters={layers.clusters.length}
      data-markers={layers.markers.length}
      data-heat-points={layers.heat?.length ?? 0}
    >
      <Suspense fallback={<div className="jt-road-map__loading">{ROAD_MAP_TEXTS.loading}</div>}>
        {started && <Engine key={engine} {...engineProps} />}
      </Suspense>
      {!handle && <div className="jt-road-map__loading">{ROAD_MAP_TEXTS.loading}</div>}
      <div className="jt-road-map__top">
        {props.searchBox && (
          <SearchBox
            region={area?.name ?? session.area}
            onPick={(found) => {
              setPicked(found);
              handle?.flyTo(found.position, Math.max(liveView.get()?.zoom ?? zoom, 15));
            }}
          />
        )}
        {props.district && area && (
          <div className="jt-road-map__area" data-testid="map-area">
            {area.name}
            {weather && ` · ${weather.text} ${weather.temp}℃ ${weather.windDir}${weather.windClass}`}
          </div>
        )}
        {(props.toolbar || props.traffic) && (
          <MapToolbar
            editing={props.toolbar ? editing : null}
            onEdit={edit}
            traffic={
              props.traffic
                ? { shown: traffic, available: engine === 'baidu', onToggle: () => setTraffic((on) => !on) }
                : null
            }
          />
        )}
      </div>
      {notices.length > 0 && (
        <ul className="jt-road-map__notices" aria-live="polite">
          {notices.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
      {editing.state === 'editing' &&
        handle &&
        editing.path.map((vertex, index) => {
          return (
            <MapOverlay
              // biome-ignore lint/suspicious/noArrayIndexKey: a vertex is its index in the line
              key={index}
              className="jt-road-map__vertex"
              data-vertex={index}
              place={() => translate(vertex)}
              follows={[liveView]}
              onPointerDown={(event) => {
                event.currentTarget.setPointerCapture(event.pointerId);
                event.stopPropagation();
              }}
              onPointerMove={(event) => {
                if (!event.currentTarget.hasPointerCapture(event.pointerId)) return;
                const box = event.currentTarget.parentElement?.getBoundingClientRect();
                if (!box) return;
                dispatch({
                  type: 'moveVertex',
                  index,
                  point: handle.unproject({ x: event.clientX - box.left, y: event.clientY - box.top }),
                });
              }}
            />
          );
        })}
      {car && handle && (
        <MapOverlay
          className="jt-road-map__car"
          data-testid="map-car"
          place={() => {
            const now = car.get();
            const at = now && translate(now.position);
            return at && `${at} rotate(${now.heading - (liveView.get()?.bearing ?? 0)}deg)`;
          }}
          follows={[liveView, car]}
        />
      )}
      {info && handle && (
        <MapOverlay className="jt-map-info" place={() => translate(info.position)} follows={[liveView]}>
          <div className="jt-map-info__box" role="dialog" aria-label={info.title}>
            <div className="jt-map-info__title">{info.title}</div>
            <button
              type="button"
              className="jt-map-info__close"
              aria-label="关闭"
              onClick={() => (props.info ? onInfoClose?.() : setPicked(null))}
            >
              ×
            </button>
            {info.content !== undefined && <div className="jt-map-info__content">{info.content}</div>}
          </div>
        </MapOverlay>
      )}
      {props.children}
    </div>
  );
}
