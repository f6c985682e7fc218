import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seedConfigs } from '../configs';
import { jiangningDistrict } from './district-outline';

type Point = [number, number];

const committed = JSON.parse(
  readFileSync(new URL('../files/jiangning-district.geojson', import.meta.url), 'utf8'),
);
const ring: Point[] = committed.features[0].geometry.coordinates[0];

function segmentsCross(a: Point, b: Point, c: Point, d: Point): boolean {
  const side = (p: Point, q: Point, r: Point) =>
    Math.sign((q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]));
  return side(a, b, c) * side(a, b, d) < 0 && side(c, d, a) * side(c, d, b) < 0;
}

function inside([x, y]: Point, polygon: Point[]): boolean {
  let result = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i] as Point;
    const [xj, yj] = polygon[j] as Point;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) result = !result;
  }
  return result;
}

describe('the district GeoJSON of map_config', () => {
  it('is the committed file the generator writes', () => {
    expect(committed).toEqual(jiangningDistrict());
  });

  it('is one Polygon feature of 江宁区 with its adcode', () => {
    expect(committed.type).toBe('FeatureCollection');
    expect(committed.features).toHaveLength(1);
    expect(committed.features[0].properties).toMatchObject({ name: '江宁区', adcode: 320115 });
    expect(committed.features[0].geometry.type).toBe('Polygon');
    expect(ring.length).toBeGreaterThanOrEqual(30);
  });

  it('has a closed, counter-clockwise ring (RFC 7946) that never crosses itself', () => {
    expect(ring[0]).toEqual(ring[ring.length - 1]);
    let twiceArea = 0;
    for (let i = 0; i < ring.length - 1; i++) {
      const [x1, y1] = ring[i] as Point;
      const [x2, y2] = ring[i + 1] as Point;
      twiceArea += x1 * y2 - x2 * y1;
    }
    expect(twiceArea).toBeGreaterThan(0);
    const edges = ring.length - 1;
    for (let i = 0; i < edges; i++) {
      for (let j = i + 2; j < edges; j++) {
        if (i === 0 && j === edges - 1) continue;
        expect(
          segmentsCross(ring[i] as Point, ring[i + 1] as Point, ring[j] as Point, ring[j + 1] as Point),
          `${i}/${j}`,
        ).toBe(false);
      }
    }
  });

  it('lies within 118.60–119.10 E, 31.65–32.10 N and holds the configured map centre and its own centre', () => {
    for (const [lng, lat] of ring) {
      expect(lng >= 118.6 && lng <= 119.1 && lat >= 31.65 && lat <= 32.1, `${lng},${lat}`).toBe(true);
    }
    const centre = (seedConfigs.map_config.map_center ?? '').split(',').map(Number) as Point;
    expect(inside(centre, ring)).toBe(true);
    expect(inside(committed.features[0].properties.center, ring)).toBe(true);
    expect(seedConfigs.map_config.geo_json).toBe('/media/jiangning-district.geojson');
  });
});
