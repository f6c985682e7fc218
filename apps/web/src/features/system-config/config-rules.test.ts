import { describe, expect, it } from 'vitest';
import { fieldError, GENERAL_SECTIONS, MAP_SECTIONS, SESSION_SECTIONS } from './config-rules';

describe('fieldError', () => {
  it('accepts a map centre inside China and refuses one outside or malformed', () => {
    expect(fieldError({ kind: 'mapCenter' }, '118.796877,32.060255')).toBe('');
    expect(fieldError({ kind: 'mapCenter' }, '118.79')).toBe('应为“经度,纬度”，如 118.796877,32.060255');
    expect(fieldError({ kind: 'mapCenter' }, '200,32')).toBe('经度应在 73 到 136 之间');
    expect(fieldError({ kind: 'mapCenter' }, '118,60')).toBe('纬度应在 3 到 54 之间');
  });

  it('checks whole numbers in range', () => {
    const type = { kind: 'integer', min: 1, max: 20 } as const;
    expect(fieldError(type, '5')).toBe('');
    expect(fieldError(type, '0')).toBe('应为 1 到 20 之间的整数');
    expect(fieldError(type, '1.5')).toBe('应为 1 到 20 之间的整数');
    expect(fieldError(type, '')).toBe('应为 1 到 20 之间的整数');
  });

  it('checks texts, routes, switches and the GeoJSON address', () => {
    expect(fieldError({ kind: 'text', max: 3 }, '  ')).toBe('不能为空');
    expect(fieldError({ kind: 'text', max: 3 }, 'abcd')).toBe('不能超过 3 个字符');
    expect(fieldError({ kind: 'route' }, 'home')).toBe('应为以 / 开头的路由地址');
    expect(fieldError({ kind: 'route' }, '/home')).toBe('');
    expect(fieldError({ kind: 'switch' }, '2')).toBe('请选择开启或关闭');
    expect(fieldError({ kind: 'geoJson' }, '/media/a.geojson')).toBe('');
    expect(fieldError({ kind: 'geoJson' }, 'http://a/b.json')).toBe('应为 /media/ 下的 .geojson 文件地址');
  });
});

describe('the watermark fields', () => {
  it('check colours, pixel sizes and decimals as the gateway does', () => {
    expect(fieldError({ kind: 'color' }, '#00ff00')).toBe('');
    expect(fieldError({ kind: 'color' }, 'green')).toBe('应为 #RRGGBB 颜色');
    expect(fieldError({ kind: 'pixels' }, '18px')).toBe('');
    expect(fieldError({ kind: 'pixels' }, '18')).toBe('应为像素大小，如 18px');
    expect(fieldError({ kind: 'decimal', min: 0, max: 1 }, '0.15')).toBe('');
    expect(fieldError({ kind: 'decimal', min: 0, max: 1 }, '1.5')).toBe('应为 0 到 1 之间的数');
  });
});

describe('the pages', () => {
  it('show every key of their codes once', () => {
    for (const sections of [GENERAL_SECTIONS, SESSION_SECTIONS, MAP_SECTIONS]) {
      for (const section of sections) {
        const keys = section.fields.map((f) => f.key);
        expect(new Set(keys).size).toBe(keys.length);
      }
    }
    expect(MAP_SECTIONS[0]?.fields.map((f) => f.key)).toEqual(['map_center', 'current_area', 'geo_json']);
  });
});
