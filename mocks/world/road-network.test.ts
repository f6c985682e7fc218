import gcoord from 'gcoord';
import { describe, expect, it } from 'vitest';
import { distanceM, type LonLat } from './geo';
import { roadNetwork } from './road-network';
import { ROUTE_DEFINITIONS } from './routes';

const network = roadNetwork();

describe('the road network', () => {
  it('has the expressways of the Jiangning area with their real codes', () => {
    expect(network.lines.map((line) => line.routeName)).toEqual([
      'G42 沪蓉高速',
      'G2503 南京绕城高速',
      'G25 长深高速',
      'G4211 宁芜高速',
      'S55 宁宣高速',
    ]);
  });

  it('measures each smoothed line close to the way points it passes (no detours, no shortcuts)', () => {
    for (const line of network.lines) {
      const places = line.definition.places.map((p) => p.at);
      let chord = 0;
      for (let i = 1; i < places.length; i++)
        chord += distanceM(places[i - 1] as LonLat, places[i] as LonLat);
      expect(line.lengthM).toBeGreaterThan(chord * 0.99);
      expect(line.lengthM).toBeLessThan(chord * 1.1);
      expect(line.endStakeM - line.startStakeM).toBe(line.lengthM);
    }
  });

  it('keeps every vertex at most 50 m from the next', () => {
    for (const line of network.lines) {
      for (let i = 1; i < line.wgs84.length; i++) {
        expect(distanceM(line.wgs84[i - 1] as LonLat, line.wgs84[i] as LonLat)).toBeLessThanOrEqual(50.01);
      }
    }
  });

  it('stores BD-09: converting a vertex back to WGS-84 lands within a metre of the authored line', () => {
    for (const line of network.lines) {
      const i = Math.floor(line.bd09.length / 2);
      const back = gcoord.transform(
        [...(line.bd09[i] as LonLat)] as [number, number],
        gcoord.BD09,
        gcoord.WGS84,
      );
      expect(distanceM(back as LonLat, line.wgs84[i] as LonLat)).toBeLessThan(1);
      // BD-09 is visibly shifted from WGS-84 around Nanjing (about a kilometre).
      expect(distanceM(line.bd09[i] as LonLat, line.wgs84[i] as LonLat)).toBeGreaterThan(500);
    }
  });

  it('finds a stake back from its position (stake → coordinate → stake)', () => {
    for (const line of network.lines) {
      for (const fraction of [0.1, 0.5, 0.9]) {
        const stakeM = Math.round(line.startStakeM + line.lengthM * fraction);
        const p = line.positionAtStake(stakeM);
        const found = line.nearestStake([p.lon, p.lat]);
        expect(Math.abs(found.stakeM - stakeM)).toBeLessThanOrEqual(30);
        expect(found.distanceM).toBeLessThan(30);
      }
    }
  });

  it('puts the two carriageways on either side of the centre line, lanes a lane-width apart', () => {
    const line = network.line('G42');
    if (!line) throw new Error('no G42');
    const stake = line.startStakeM + 10_000;
    const centre = line.positionAtStake(stake);
    const up1 = line.positionAtStake(stake, '1', 1);
    const up4 = line.positionAtStake(stake, '1', 4);
    const down1 = line.positionAtStake(stake, '2', 1);
    const d = (a: { lon: number; lat: number }, b: { lon: number; lat: number }) =>
      distanceM([a.lon, a.lat], [b.lon, b.lat]);
    expect(d(centre, up1)).toBeCloseTo(4.4, 0);
    expect(d(up1, up4)).toBeCloseTo(3 * 3.75, 0);
    expect(d(up1, down1)).toBeCloseTo(8.75, 0);
  });

  it('starts every route at its defined stake and knows which stakes are on it', () => {
    for (const def of ROUTE_DEFINITIONS) {
      const line = network.line(def.routeCode);
      expect(line?.startStakeM).toBe(def.startStakeM);
      expect(line?.hasStake(def.startStakeM - 1)).toBe(false);
      expect(line?.hasStake(def.startStakeM + 1)).toBe(true);
    }
  });
});
