import { describe, expect, it } from 'vitest';
import {
  clampZoom,
  FALLBACK_CENTER,
  initialCenter,
  readSessionMapValues,
  VIEW_3D,
  VIEW_PITCHED,
} from './map-defaults';
import { BAIDU_TO_MERCATOR_ZOOM, baiduZoomOf, mercatorZoomOf } from './zoom';

const storage = (values: Record<string, string>) => ({ getItem: (key: string) => values[key] ?? null });

describe('the map defaults of seed 001 §9', () => {
  it('opens the 3D view at zoom 8 within 4 to 21', () => {
    expect(VIEW_3D).toMatchObject({ zoom: 8, minZoom: 4, maxZoom: 21 });
  });

  it('has the other view at 7 to 18, pitch 45, centred on [118.72, 43.8]', () => {
    expect(VIEW_PITCHED).toMatchObject({ minZoom: 7, maxZoom: 18, pitch: 45, center: [118.72, 43.8] });
  });

  it('falls back to [116.39, 39.9]', () => {
    expect(FALLBACK_CENTER).toEqual([116.39, 39.9]);
  });

  it('keeps a zoom inside the view range', () => {
    expect(clampZoom(2, VIEW_3D)).toBe(4);
    expect(clampZoom(25, VIEW_3D)).toBe(21);
    expect(clampZoom(19, VIEW_PITCHED)).toBe(18);
    expect(clampZoom(Number.NaN, VIEW_PITCHED)).toBe(7);
  });
});

describe('the session values of map_config (seed 000 §3)', () => {
  it('reads default_map_center, current_area and geo_json', () => {
    const values = readSessionMapValues(
      storage({
        default_map_center: '118.796877,32.060255',
        current_area: '江宁区',
        geo_json: '/media/jiangning-district.geojson',
      }),
    );
    expect(values).toEqual({
      center: [118.796877, 32.060255],
      area: '江宁区',
      geoJsonUrl: '/media/jiangning-district.geojson',
    });
  });

  it('gives no centre for a missing or broken default_map_center, and empty texts for the rest', () => {
    expect(readSessionMapValues(storage({ default_map_center: 'nowhere' }))).toEqual({
      center: null,
      area: '',
      geoJsonUrl: '',
    });
  });

  it('opens on the explicit centre, else the preset, else the session, else the fallback', () => {
    const session = readSessionMapValues(storage({ default_map_center: '118.8,32.06' }));
    expect(initialCenter([119, 32], VIEW_3D, session)).toEqual([119, 32]);
    expect(initialCenter(null, VIEW_PITCHED, session)).toEqual([118.72, 43.8]);
    expect(initialCenter(undefined, VIEW_3D, session)).toEqual([118.8, 32.06]);
    expect(initialCenter(null, VIEW_3D, readSessionMapValues(storage({})))).toEqual([116.39, 39.9]);
  });
});

describe('zoom levels of the two engines', () => {
  it('puts Baidu level 18 (one BD-09 metre a pixel) at MapLibre ≈ 16.26', () => {
    expect(BAIDU_TO_MERCATOR_ZOOM).toBeCloseTo(1.744, 3);
    expect(mercatorZoomOf(18)).toBeCloseTo(16.256, 2);
    expect(baiduZoomOf(mercatorZoomOf(8))).toBeCloseTo(8, 10);
  });
});
