// The Baidu Map GL engine, through react-bmapgl (see react-bmapgl.ts). Loaded as its own chunk only when a browser key is configured.
// BD-09 is Baidu's own datum: RoadMap's points go in unconverted. RoadMap's layers map onto react-bmapgl's Polyline, Polygon, Marker and TrafficLayer, 3D polygons
// onto BMapGL.Prism, the heat map and mass markers onto mapvgl (a further lazy chunk).
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import type { LngLat } from '../../geo/coords';
import { configuredMapAk } from '../../use-engine-choice';
import type { EngineHandle, EngineProps, HitTarget, ViewState } from '../engine-types';
import { clusterPicture, MARKER_COLORS, markerPicture } from '../icons';
import { type BMap as BMapInstance, bmapgl } from './bmapgl-api';
import { loadBaiduScript } from './load-baidu-script';
import { BaiduMap, Marker, Polygon, Polyline, TrafficLayer } from './react-bmapgl';

const BaiduDataLayers = lazy(() => import('./BaiduDataLayers'));

const point = ([lng, lat]: LngLat) => ({ lng, lat });

/** Baidu icons from the shared pictures, made once per kind. */
const iconCache = new Map<string, unknown>();
function iconOf(
  key: string,
  draw: () => { canvas: HTMLCanvasElement; width: number; height: number; anchor: { x: number; y: number } },
) {
  let icon = iconCache.get(key);
  if (!icon) {
    const picture = draw();
    const api = bmapgl();
    icon = new api.Icon(picture.canvas.toDataURL(), new api.Size(picture.width, picture.height), {
      anchor: new api.Size(picture.anchor.x, picture.anchor.y),
    });
    iconCache.set(key, icon);
  }
  return icon;
}

function Prisms({ map, prisms }: { map: BMapInstance | null; prisms: EngineProps['layers']['prisms'] }) {
  useEffect(() => {
    if (!map) return;
    const api = bmapgl();
    const overlays = prisms.map(
      (prism) =>
        new api.Prism(
          prism.ring.map(([lng, lat]) => new api.Point(lng, lat)),
          prism.height,
          {
            topFillColor: prism.color ?? '#5b8def',
            topFillOpacity: 0.8,
            sideFillColor: prism.color ?? '#5b8def',
            sideFillOpacity: 0.7,
          },
        ),
    );
    for (const overlay of overlays) map.addOverlay(overlay);
    return () => {
      for (const overlay of overlays) map.removeOverlay(overlay);
    };
  }, [map, prisms]);
  return null;
}

function BaiduMapView(props: EngineProps) {
  const ref = useRef<{ map?: BMapInstance } | null>(null);
  const [map, setMap] = useState<BMapInstance | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const { layers } = props;
  const center = useMemo(() => point(props.center), [props.center]);

  useEffect(() => {
    const instance = ref.current?.map;
    if (!instance) return;
    setMap(instance);
    const view = (): ViewState => {
      const bounds = instance.getBounds();
      const sw = bounds.getSouthWest();
      const ne = bounds.getNorthEast();
      const at = instance.getCenter();
      return {
        center: [at.lng, at.lat],
        zoom: instance.getZoom(),
        bounds: [sw.lng, sw.lat, ne.lng, ne.lat],
        pitch: instance.getTilt(),
        bearing: instance.getHeading(),
      };
    };
    const handle: EngineHandle = {
      engine: 'baidu',
      view,
      project: ([lng, lat]) => instance.pointToPixel(new (bmapgl().Point)(lng, lat)),
      unproject: (pixel) => {
        const at = instance.pixelToPoint(pixel);
        return [at.lng, at.lat];
      },
      flyTo: ([lng, lat], zoom) =>
        instance.centerAndZoom(new (bmapgl().Point)(lng, lat), zoom ?? instance.getZoom()),
      fitPoints: (points) => {
        if (points.length > 0)
          instance.setViewport(
            points.map(([lng, lat]) => new (bmapgl().Point)(lng, lat)),
            { margins: [60, 60, 60, 60] },
          );
      },
    };
    let frame = 0;
    const onMove = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        latest.current.onMove(view());
      });
    };
    const onMoveEnd = () => latest.current.onMoveEnd(view());
    const onClick = (event: { latlng?: { lng: number; lat: number } }) => {
      // Overlays' own click handlers run first and mark the event (below).
      if (overlayClicked.current) {
        overlayClicked.current = false;
        return;
      }
      if (event.latlng) latest.current.onClick([event.latlng.lng, event.latlng.lat], null);
    };
    const onDblClick = (event: { latlng?: { lng: number; lat: number } }) => {
      if (event.latlng) latest.current.onDoubleClick([event.latlng.lng, event.latlng.lat]);
    };
    for (const name of ['moving', 'zooming', 'dragging']) instance.addEventListener(name, onMove);
    for (const name of ['moveend', 'zoomend', 'dragend']) instance.addEventListener(name, onMoveEnd);
    instance.addEventListener('click', onClick);
    instance.addEventListener('dblclick', onDblClick);
    latest.current.onReady(handle);
    latest.current.onMoveEnd(view());
    return () => {
      cancelAnimationFrame(frame);
      for (const name of ['moving', 'zooming', 'dragging']) instance.removeEventListener(name, onMove);
      for (const name of ['moveend', 'zoomend', 'dragend']) instance.removeEventListener(name, onMoveEnd);
      instance.removeEventListener('click', onClick);
      instance.removeEventListener('dblclick', onDblClick);
    };
  }, []);

  useEffect(() => {
    if (!map) return;
    if (props.drawing) map.disableDoubleClickZoom();
    else map.enableDoubleClickZoom();
  }, [map, props.drawing]);

  const overlayClicked = useRef(false);
  const hit = (target: HitTarget, at: LngLat) => () => {
    overlayClicked.current = true;
    latest.current.onClick(at, target);
  };

  return (
    <BaiduMap
      ref={ref}
      center={center}
      zoom={props.zoom}
      minZoom={props.preset.minZoom}
      maxZoom={props.preset.maxZoom}
      tilt={props.preset.pitch}
      enableScrollWheelZoom
      enableTilt
      enableRotate
      style={{ position: 'absolute', inset: 0, height: '100%' }}
    >
      {props.traffic && <TrafficLayer />}
      {layers.districts.flatMap((district) =>
        district.rings.map((ring, index) => (
          <Polygon
            // biome-ignore lint/suspicious/noArrayIndexKey: a district's rings keep their order
            key={`${district.id}-${index}`}
            path={ring.map(point)}
            strokeColor="#2f7cf6"
            strokeWeight={2}
            fillColor="#2f7cf6"
            fillOpacity={0.06}
          />
        )),
      )}
      {layers.lines
        .filter((line) => line.path.length >= 2)
        .map((line) => (
          <Polyline
            key={line.id}
            path={line.path.map(point)}
            strokeColor={line.color ?? '#2f7cf6'}
            strokeWeight={line.width ?? 4}
            strokeStyle={line.dashed ? 'dashed' : 'solid'}
          />
        ))}
      {layers.clusters.map((bubble) => (
        <Marker
          key={`cluster-${bubble.clusterId}`}
          position={point(bubble.position)}
          icon={iconOf(`cluster-${bubble.icon}`, () => clusterPicture(bubble.icon)) as never}
          title={String(bubble.count)}
          onClick={hit(
            { kind: 'cluster', clusterId: bubble.clusterId, position: bubble.position },
            bubble.position,
          )}
        />
      ))}
      {layers.markers.map((marker) => {
        const icon = marker.icon ?? 'place';
        const color = marker.color ?? MARKER_COLORS[icon];
        return (
          <Marker
            key={marker.id}
            position={point(marker.position)}
            icon={iconOf(`marker-${icon}-${color}`, () => markerPicture(icon, color)) as never}
            title={marker.title ?? ''}
            onClick={hit({ kind: 'marker', id: marker.id }, marker.position)}
          />
        );
      })}
      <Prisms map={map} prisms={layers.prisms} />
      {(layers.heat || layers.mass.length > 0) && map && (
        <Suspense fallback={null}>
          <BaiduDataLayers
            map={map}
            heat={layers.heat}
            mass={layers.mass}
            onMassClick={(id, at) => hit({ kind: 'mass', id }, at)()}
          />
        </Suspense>
      )}
    </BaiduMap>
  );
}

export default function BaiduEngine(props: EngineProps) {
  const [loaded, setLoaded] = useState(() => Boolean(window.BMapGL?.Map));
  const onFailure = useRef(props.onFailure);
  onFailure.current = props.onFailure;
  useEffect(() => {
    if (loaded) return;
    let live = true;
    loadBaiduScript(configuredMapAk())
      .then(() => live && setLoaded(true))
      .catch(
        (error: unknown) => live && onFailure.current(error instanceof Error ? error.message : String(error)),
      );
    return () => {
      live = false;
    };
  }, [loaded]);
  return (
    <div className="jt-road-map__canvas" data-engine="baidu">
      {loaded && <BaiduMapView {...props} />}
    </div>
  );
}
