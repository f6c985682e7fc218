// Marker clusters, the same on both engines (seed 001 §9): grid 60 px, no clustering above zoom
// 17, 4 or fewer points draw icon one and more draw icon two (or the three-tier variant: 20 or
// fewer, 21 to 99, 100 or more), a click zooms to at least 14, else adds 4. supercluster does the
// grouping (a kd-tree per zoom, built once per data set), so panning only queries.
import Supercluster, { type ClusterProperties } from 'supercluster';
import type { LngLat } from '../geo/coords';
import { mercatorZoomOf } from '../geo/zoom';

/** Baidu MarkerClusterer's gridSize: points within 60 screen pixels join one cluster. */
export const CLUSTER_GRID_PX = 60;
/** Above this (Baidu) level every point is drawn on its own. */
export const CLUSTER_MAX_ZOOM = 17;
/** A click on a cluster zooms to at least this level … */
export const CLUSTER_CLICK_MIN_ZOOM = 14;
/** … or, already there, zooms in by this much. */
export const CLUSTER_CLICK_STEP = 4;

export type ClusterTiers = 'two' | 'three';
export type ClusterIcon = 'one' | 'two' | 'small' | 'medium' | 'large';

/** The icon of a cluster of `count` points (seed 001 §9). */
export function clusterIcon(count: number, tiers: ClusterTiers = 'two'): ClusterIcon {
  if (tiers === 'two') return count <= 4 ? 'one' : 'two';
  if (count <= 20) return 'small';
  if (count <= 99) return 'medium';
  return 'large';
}

/** The zoom a click on a cluster goes to, within the view's maximum. */
export function clusterClickZoom(current: number, maxZoom: number): number {
  const next = current < CLUSTER_CLICK_MIN_ZOOM ? CLUSTER_CLICK_MIN_ZOOM : current + CLUSTER_CLICK_STEP;
  return Math.min(maxZoom, next);
}

export interface ClusterInput {
  id: string;
  /** BD-09. */
  position: LngLat;
}

/** One thing to draw: a cluster of several points, or a single point. */
export type ClusterItem =
  | { kind: 'cluster'; clusterId: number; position: LngLat; count: number; icon: ClusterIcon }
  | { kind: 'point'; id: string; position: LngLat };

/** [west, south, east, north] in BD-09. */
export type Bounds = readonly [number, number, number, number];

// supercluster counts pixels on 512-pixel tiles, which is MapLibre's zoom: Baidu's levels are
// converted, and its last clustering level is the one whose floor Baidu's 17 falls in.
const SUPERCLUSTER_MAX_ZOOM = Math.floor(mercatorZoomOf(CLUSTER_MAX_ZOOM));

export interface ClusterIndex {
  readonly size: number;
  /** The clusters and single points inside `bounds` at a Baidu zoom level. */
  itemsIn(bounds: Bounds, zoom: number): ClusterItem[];
}

export function createClusterIndex(
  points: readonly ClusterInput[],
  tiers: ClusterTiers = 'two',
): ClusterIndex {
  const index = new Supercluster<ClusterInput>({
    radius: CLUSTER_GRID_PX,
    extent: 512,
    maxZoom: SUPERCLUSTER_MAX_ZOOM,
    minPoints: 2,
  });
  // The lightest features supercluster reads: the point itself as its properties (a single point
  // comes back as it was given) and its own position as the coordinates (supercluster copies
  // them into its typed arrays and never writes them): two small objects a point, no copies.
  index.load(
    points.map((point) => ({
      type: 'Feature' as const,
      properties: point,
      geometry: { type: 'Point' as const, coordinates: point.position as unknown as number[] },
    })),
  );
  return {
    size: points.length,
    itemsIn(bounds, zoom) {
      const clusterZoom =
        zoom > CLUSTER_MAX_ZOOM ? SUPERCLUSTER_MAX_ZOOM + 1 : Math.max(0, mercatorZoomOf(zoom));
      return index.getClusters([...bounds], clusterZoom).map((feature): ClusterItem => {
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        // Only clusters have an id (the points are loaded without one).
        if (feature.id === undefined) {
          // A single point: the one given, with its own position (supercluster's is rounded
          // through its projection).
          const point = feature.properties as ClusterInput;
          return { kind: 'point', id: point.id, position: point.position };
        }
        const { cluster_id: clusterId, point_count: count } = feature.properties as ClusterProperties;
        return { kind: 'cluster', clusterId, position: [lng, lat], count, icon: clusterIcon(count, tiers) };
      });
    },
  };
}
