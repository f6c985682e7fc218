// What RoadMap hands an engine, and what an engine gives back. Both engines (Baidu GL, MapLibre)
// take the same declarative layers in BD-09 and Baidu zoom levels, the product's units; each
// converts at its own edge. The parts every engine shares (search box, toolbar, info window,
// editing handles, clusters) live in RoadMap and talk to the engine through EngineHandle.
import type { Bounds, ClusterIcon } from '../clusters/cluster-rules';
import type { LngLat } from '../geo/coords';
import type { MapViewPreset } from '../geo/map-defaults';

export interface MapLine {
  id: string;
  /** BD-09. */
  path: readonly LngLat[];
  color?: string;
  width?: number;
  dashed?: boolean;
}

export type MarkerIcon = 'disease' | 'start' | 'end' | 'place' | 'vertex';

export interface MapMarker {
  id: string;
  position: LngLat;
  icon?: MarkerIcon;
  /** Fill colour of the icon (e.g. a disease level's). */
  color?: string;
  title?: string;
}

/** Many points drawn as one layer (海量点): no DOM per point. */
export interface MassPoint {
  id: string;
  position: LngLat;
  color?: string;
}

export interface ClusterBubble {
  clusterId: number;
  position: LngLat;
  count: number;
  icon: ClusterIcon;
}

export interface Prism {
  id: string;
  /** BD-09 ring, first point not repeated. */
  ring: readonly LngLat[];
  /** Metres. */
  height: number;
  color?: string;
}

export interface DistrictOutline {
  id: string;
  name: string;
  /** BD-09 rings (outer rings of every part). */
  rings: readonly (readonly LngLat[])[];
}

export interface EngineLayers {
  lines: readonly MapLine[];
  markers: readonly MapMarker[];
  mass: readonly MassPoint[];
  clusters: readonly ClusterBubble[];
  heat: readonly LngLat[] | null;
  prisms: readonly Prism[];
  districts: readonly DistrictOutline[];
}

export type HitTarget =
  | { kind: 'marker'; id: string }
  | { kind: 'mass'; id: string }
  | { kind: 'cluster'; clusterId: number; position: LngLat };

export interface ViewState {
  center: LngLat;
  /** Baidu levels. */
  zoom: number;
  bounds: Bounds;
  pitch: number;
  /** Degrees the map is turned clockwise from north. */
  bearing: number;
}

export interface EngineHandle {
  readonly engine: 'baidu' | 'offline';
  view(): ViewState;
  /** BD-09 → pixels from the container's top left. */
  project(point: LngLat): { x: number; y: number };
  /** Pixels from the container's top left → BD-09. */
  unproject(pixel: { x: number; y: number }): LngLat;
  flyTo(center: LngLat, zoom?: number): void;
  /** Fits a box of BD-09 points. */
  fitPoints(points: readonly LngLat[]): void;
}

export interface EngineProps {
  preset: MapViewPreset;
  center: LngLat;
  zoom: number;
  layers: EngineLayers;
  traffic: boolean;
  /** Double-click zoom is off while a line is drawn (double-click ends it). */
  drawing: boolean;
  /**
   * Points the first view fits, when known as the engine starts: the map opens on them, with no
   * first frames at the default centre to draw again. The engine names what it fitted in onReady.
   */
  initialFit?: readonly LngLat[] | null;
  onReady(handle: EngineHandle, fitted?: readonly LngLat[] | null): void;
  /** Every frame of a move, coalesced to one per animation frame. */
  onMove(view: ViewState): void;
  /** When a move ends (clusters are recomputed then). */
  onMoveEnd(view: ViewState): void;
  onClick(point: LngLat, target: HitTarget | null): void;
  onDoubleClick(point: LngLat): void;
  /** The engine cannot run (no WebGL, the Baidu script failed). */
  onFailure(message: string): void;
}

export const EMPTY_LAYERS: EngineLayers = {
  lines: [],
  markers: [],
  mass: [],
  clusters: [],
  heat: null,
  prisms: [],
  districts: [],
};
