import { describe, expect, it } from 'vitest';
import { bd09ToWgs84 } from './coords';
import { DistrictFileError, districtsFromGeoJson, mediaObjectKey } from './district-outline';

const square = [
  [118.7, 31.9],
  [118.9, 31.9],
  [118.9, 32.1],
  [118.7, 32.1],
  [118.7, 31.9],
];

describe('the district outline of map_config.geo_json', () => {
  it('reads a FeatureCollection of polygons and converts WGS-84 to BD-09', () => {
    const [district] = districtsFromGeoJson(
      {
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            properties: { name: '江宁区', adcode: 320115 },
            geometry: { type: 'Polygon', coordinates: [square] },
          },
        ],
      },
      '当前区域',
    );
    expect(district?.name).toBe('江宁区');
    expect(district?.id).toBe('320115');
    const first = district?.rings[0]?.[0];
    expect(first).toBeDefined();
    const back = bd09ToWgs84(first as [number, number]);
    expect(back[0]).toBeCloseTo(118.7, 5);
    expect(back[1]).toBeCloseTo(31.9, 5);
  });

  it('reads a MultiPolygon, a bare Feature and a bare geometry', () => {
    const multi = { type: 'MultiPolygon', coordinates: [[square], [square]] };
    expect(districtsFromGeoJson(multi, '江宁区')[0]?.rings).toHaveLength(2);
    expect(
      districtsFromGeoJson({ type: 'Feature', properties: null, geometry: multi }, '江宁区')[0]?.name,
    ).toBe('江宁区');
  });

  it('drops broken positions and refuses a file without polygons', () => {
    const broken = [...square.slice(0, 2), [Number.NaN, 32], ['x', 1], ...square.slice(2)];
    expect(districtsFromGeoJson({ type: 'Polygon', coordinates: [broken] }, 'a')[0]?.rings[0]).toHaveLength(
      5,
    );
    expect(() => districtsFromGeoJson({ type: 'Point', coordinates: [118, 32] }, 'a')).toThrow(
      DistrictFileError,
    );
    expect(() => districtsFromGeoJson('not json', 'a')).toThrow('区划边界文件不是 GeoJSON');
    expect(() => districtsFromGeoJson({ type: 'FeatureCollection', features: [] }, 'a')).toThrow(
      '区划边界文件中没有面数据',
    );
  });

  it('finds the object key of a media address and nothing else', () => {
    expect(mediaObjectKey('/media/jiangning-district.geojson', '/media/')).toBe('jiangning-district.geojson');
    expect(mediaObjectKey('/files/jn.geojson', '/files/')).toBe('jn.geojson');
    expect(mediaObjectKey('/media/a/b.geojson', '/media/')).toBeNull();
    expect(mediaObjectKey('https://example.org/jn.geojson', '/media/')).toBeNull();
    expect(mediaObjectKey('/media/', '/media/')).toBeNull();
  });
});
