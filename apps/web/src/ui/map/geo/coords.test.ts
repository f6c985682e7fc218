import { describe, expect, it } from 'vitest';
import { bd09ToWgs84, convert, isValidLngLat, parseLngLat, toLatLngParam, wgs84ToBd09 } from './coords';

// 南京南站 as Baidu gives it (BD-09) and as GPS reads it (WGS-84), to about a metre.
const NANJING_SOUTH_BD09 = [118.804882, 31.975214] as const;

describe('coordinates between BD-09, GCJ-02 and WGS-84', () => {
  it('shifts a Nanjing point by the few hundred metres the datums differ there', () => {
    const [lng, lat] = bd09ToWgs84(NANJING_SOUTH_BD09);
    // BD-09 is east-north of WGS-84 by roughly 0.0115° and 0.0045° in Jiangsu.
    expect(NANJING_SOUTH_BD09[0] - lng).toBeGreaterThan(0.009);
    expect(NANJING_SOUTH_BD09[0] - lng).toBeLessThan(0.014);
    expect(NANJING_SOUTH_BD09[1] - lat).toBeGreaterThan(0.002);
    expect(NANJING_SOUTH_BD09[1] - lat).toBeLessThan(0.007);
  });

  it('comes back to within a metre after a round trip', () => {
    const back = wgs84ToBd09(bd09ToWgs84(NANJING_SOUTH_BD09));
    expect(Math.abs(back[0] - NANJING_SOUTH_BD09[0])).toBeLessThan(1e-5);
    expect(Math.abs(back[1] - NANJING_SOUTH_BD09[1])).toBeLessThan(1e-5);
  });

  it('passes GCJ-02 between the two', () => {
    const gcj = convert(NANJING_SOUTH_BD09, 'BD09', 'GCJ02');
    const wgs = convert(gcj, 'GCJ02', 'WGS84');
    const direct = bd09ToWgs84(NANJING_SOUTH_BD09);
    expect(Math.abs(wgs[0] - direct[0])).toBeLessThan(1e-6);
    expect(Math.abs(wgs[1] - direct[1])).toBeLessThan(1e-6);
  });

  it('leaves a point alone when the datums are the same', () => {
    expect(convert(NANJING_SOUTH_BD09, 'BD09', 'BD09')).toBe(NANJING_SOUTH_BD09);
  });
});

describe('points a map can draw', () => {
  it.each([
    [[118.8, 32.06], true],
    [[-180, -90], true],
    [[Number.NaN, 32], false],
    [[118.8, Number.POSITIVE_INFINITY], false],
    [[181, 32], false],
    [[118, 91], false],
    [[118], false],
    [['118', 32], false],
    [null, false],
  ])('%j is valid: %s', (point, valid) => {
    expect(isValidLngLat(point)).toBe(valid);
  });

  it('reads map_config.map_center "lng,lat" and refuses what is not a point', () => {
    expect(parseLngLat('118.796877,32.060255')).toEqual([118.796877, 32.060255]);
    expect(parseLngLat(' 118.7 , 32.1 ')).toEqual([118.7, 32.1]);
    for (const text of ['', null, undefined, '118.7', '118.7,', 'a,b', '200,32', '118,32,5']) {
      expect(parseLngLat(text)).toBeNull();
    }
  });

  it('writes Baidu web-service points latitude first with 6 decimals', () => {
    expect(toLatLngParam([118.7968771, 32.0602551])).toBe('32.060255,118.796877');
  });
});
