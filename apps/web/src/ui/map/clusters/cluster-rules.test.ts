import { describe, expect, it } from 'vitest';
import type { LngLat } from '../geo/coords';
import { type Bounds, clusterClickZoom, clusterIcon, createClusterIndex } from './cluster-rules';

const WORLD: Bounds = [-180, -85, 180, 85];

/** Metres a pixel at a Baidu zoom level (2^(18−z) BD-09 Mercator metres, ≈ ground metres / cos φ). */
const degreesPerPixel = (zoom: number) => 2 ** (18 - zoom) / 111_320;

describe('cluster icons (seed 001 §9)', () => {
  it('draws icon one for 4 or fewer points and icon two for more', () => {
    expect([2, 3, 4].map((n) => clusterIcon(n))).toEqual(['one', 'one', 'one']);
    expect([5, 50, 5000].map((n) => clusterIcon(n))).toEqual(['two', 'two', 'two']);
  });

  it('has a three-tier variant: 20 or fewer, 21 to 99, 100 or more', () => {
    expect([2, 20].map((n) => clusterIcon(n, 'three'))).toEqual(['small', 'small']);
    expect([21, 99].map((n) => clusterIcon(n, 'three'))).toEqual(['medium', 'medium']);
    expect([100, 100_000].map((n) => clusterIcon(n, 'three'))).toEqual(['large', 'large']);
  });
});

describe('a click on a cluster', () => {
  it('zooms to 14 from further out', () => {
    expect(clusterClickZoom(8, 21)).toBe(14);
    expect(clusterClickZoom(13.9, 21)).toBe(14);
  });

  it('adds 4 from 14 on, within the maximum zoom', () => {
    expect(clusterClickZoom(14, 21)).toBe(18);
    expect(clusterClickZoom(15, 18)).toBe(18);
  });
});

describe('grouping points in a 60-pixel grid', () => {
  const near = (zoom: number, pixels: number, base: LngLat = [118.8, 32.06]): LngLat => [
    base[0] + degreesPerPixel(zoom) * pixels,
    base[1],
  ];

  it('puts points 20 px apart into one cluster and counts them', () => {
    const zoom = 12;
    const points = [0, 20, 40].map((px, i) => ({ id: `d${i}`, position: near(zoom, px) }));
    const items = createClusterIndex(points).itemsIn(WORLD, zoom);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: 'cluster', count: 3, icon: 'one' });
  });

  it('keeps points 300 px apart on their own', () => {
    const zoom = 12;
    const points = [0, 300].map((px, i) => ({ id: `d${i}`, position: near(zoom, px) }));
    const items = createClusterIndex(points).itemsIn(WORLD, zoom);
    expect(items.map((item) => item.kind)).toEqual(['point', 'point']);
    expect(items.map((item) => (item.kind === 'point' ? item.id : '')).sort()).toEqual(['d0', 'd1']);
  });

  it('still clusters at zoom 17 and never above it', () => {
    const points = [0, 10].map((px, i) => ({ id: `d${i}`, position: near(17, px) }));
    const index = createClusterIndex(points);
    expect(index.itemsIn(WORLD, 17).map((item) => item.kind)).toEqual(['cluster']);
    expect(index.itemsIn(WORLD, 17.5).map((item) => item.kind)).toEqual(['point', 'point']);
    expect(index.itemsIn(WORLD, 21).map((item) => item.kind)).toEqual(['point', 'point']);
  });

  it('answers only what is inside the bounds', () => {
    const points = [
      { id: 'in', position: [118.8, 32.06] as LngLat },
      { id: 'out', position: [121.47, 31.23] as LngLat },
    ];
    const items = createClusterIndex(points).itemsIn([118.5, 31.8, 119.1, 32.3], 18);
    expect(items).toEqual([{ kind: 'point', id: 'in', position: [118.8, 32.06] }]);
  });

  it('sizes a cluster of 250 points with the three-tier variant', () => {
    const points = Array.from({ length: 250 }, (_, i) => ({
      id: `d${i}`,
      position: [118.8 + (i % 25) * 1e-4, 32.06 + Math.floor(i / 25) * 1e-4] as LngLat,
    }));
    const items = createClusterIndex(points, 'three').itemsIn(WORLD, 10);
    expect(items).toEqual([expect.objectContaining({ kind: 'cluster', count: 250, icon: 'large' })]);
  });

  it('gives a single point back with its own id and position, and leaves the given points as they were', () => {
    const points = [
      { id: 'a', position: [118.8, 32.06] as LngLat, color: '#e03131' },
      { id: 'b', position: [118.9, 32.1] as LngLat, color: '#2f7cf6' },
    ];
    const copy = structuredClone(points);
    const items = createClusterIndex(points).itemsIn(WORLD, 18);
    expect(items).toEqual([
      { kind: 'point', id: 'a', position: [118.8, 32.06] },
      { kind: 'point', id: 'b', position: [118.9, 32.1] },
    ]);
    expect(items[0]?.position).toBe(points[0]?.position);
    expect(points).toEqual(copy);
  });

  it('clusters nothing from an empty list', () => {
    expect(createClusterIndex([]).itemsIn(WORLD, 8)).toEqual([]);
  });
});
