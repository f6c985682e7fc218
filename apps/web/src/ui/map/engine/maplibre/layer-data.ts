// RoadMap's layers as the GeoJSON the offline engine draws: BD-09 in, WGS-84 out (the datum of
// Web Mercator maps and of any basemap a deployment adds).
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { bd09ToWgs84, type LngLat } from '../../geo/coords';
import type { EngineLayers } from '../engine-types';

const wgs = (point: LngLat): [number, number] => {
  const [lng, lat] = bd09ToWgs84(point);
  return [lng, lat];
};

const collection = (features: Feature<Geometry>[]): FeatureCollection => ({
  type: 'FeatureCollection',
  features,
});

const closed = (ring: readonly LngLat[]): [number, number][] => {
  const points = ring.map(wgs);
  const first = points[0];
  if (first) points.push(first);
  return points;
};

export function districtsData(layers: EngineLayers): FeatureCollection {
  return collection(
    layers.districts.map((district) => ({
      type: 'Feature',
      properties: { id: district.id, name: district.name },
      geometry: { type: 'MultiPolygon', coordinates: district.rings.map((ring) => [closed(ring)]) },
    })),
  );
}

export function prismsData(layers: EngineLayers): FeatureCollection {
  return collection(
    layers.prisms.map((prism) => ({
      type: 'Feature',
      properties: { id: prism.id, height: prism.height, color: prism.color ?? '#5b8def' },
      geometry: { type: 'Polygon', coordinates: [closed(prism.ring)] },
    })),
  );
}

export function linesData(layers: EngineLayers): FeatureCollection {
  return collection(
    layers.lines
      .filter((line) => line.path.length >= 2)
      .map((line) => ({
        type: 'Feature',
        properties: {
          id: line.id,
          color: line.color ?? '#2f7cf6',
          width: line.width ?? 4,
          dashed: line.dashed === true,
        },
        geometry: { type: 'LineString', coordinates: line.path.map(wgs) },
      })),
  );
}

export function markersData(
  layers: EngineLayers,
  imageOf: (icon: string, color: string | undefined) => string,
): FeatureCollection {
  return collection(
    layers.markers.map((marker) => ({
      type: 'Feature',
      properties: {
        id: marker.id,
        image: imageOf(marker.icon ?? 'place', marker.color),
        title: marker.title ?? '',
      },
      geometry: { type: 'Point', coordinates: wgs(marker.position) },
    })),
  );
}

export function massData(layers: EngineLayers): FeatureCollection {
  return collection(
    layers.mass.map((point) => ({
      type: 'Feature',
      properties: { id: point.id, color: point.color ?? '#e03131' },
      geometry: { type: 'Point', coordinates: wgs(point.position) },
    })),
  );
}

export function clustersData(layers: EngineLayers): FeatureCollection {
  return collection(
    layers.clusters.map((bubble) => ({
      type: 'Feature',
      properties: {
        clusterId: bubble.clusterId,
        count: bubble.count,
        image: `cluster-${bubble.icon}`,
        // The cluster's own BD-09 point, for the zoom a click asks for (no round trip through WGS-84).
        bdLng: bubble.position[0],
        bdLat: bubble.position[1],
      },
      geometry: { type: 'Point', coordinates: wgs(bubble.position) },
    })),
  );
}

export function heatData(layers: EngineLayers): FeatureCollection {
  return collection(
    (layers.heat ?? []).map((point) => ({
      type: 'Feature',
      properties: {},
      geometry: { type: 'Point', coordinates: wgs(point) },
    })),
  );
}
