import gcoord from 'gcoord';
import { describe, expect, it } from 'vitest';
import { distanceM } from './geo';
import { roadNetworkGeoJson } from './road-geojson';
import { roadNetwork } from './road-network';

const network = roadNetwork();
const district = {
  type: 'FeatureCollection' as const,
  features: [
    {
      type: 'Feature' as const,
      properties: { name: '江宁区' },
      geometry: {
        type: 'Polygon' as const,
        coordinates: [
          [
            [118.6, 31.9],
            [118.9, 31.9],
            [118.9, 32.1],
            [118.6, 31.9],
          ],
        ],
      },
    },
  ],
};

describe('the road network as GeoJSON', () => {
  const wgs = roadNetworkGeoJson(network, { district });
  const kinds = (kind: string) => wgs.features.filter((f) => f.properties.kind === kind);

  it('has one LineString per route with its code and name, in WGS-84 by default', () => {
    const routes = kinds('route');
    expect(routes.map((f) => f.properties.routeName)).toEqual(network.lines.map((l) => l.routeName));
    const g42 = routes[0];
    if (g42?.geometry.type !== 'LineString') throw new Error('no line');
    expect(g42.geometry.coordinates[0]).toEqual([119.095, 32.074]);
  });

  it('marks every whole kilometre of every route', () => {
    const stakes = kinds('stake');
    const g42 = stakes.filter((f) => f.properties.routeCode === 'G42');
    expect(g42[0]?.properties.stakeNo).toBe('K253+000');
    expect(g42.at(-1)?.properties.stakeNo).toBe('K296+000');
    expect(g42).toHaveLength(44);
    const total = network.lines.reduce(
      (n, l) => n + Math.floor(l.endStakeM / 1000) - Math.ceil(l.startStakeM / 1000) + 1,
      0,
    );
    expect(stakes).toHaveLength(total);
  });

  it('places each stake marker on its line', () => {
    const line = network.line('G2503');
    const marker = kinds('stake').find(
      (f) => f.properties.stakeNo === 'K20+000' && f.properties.routeCode === 'G2503',
    );
    if (!line || marker?.geometry.type !== 'Point') throw new Error('no marker');
    const bd = gcoord.transform(marker.geometry.coordinates as [number, number], gcoord.WGS84, gcoord.BD09);
    expect(line.nearestStake(bd).distanceM).toBeLessThan(15);
  });

  it('carries the district outline, converted with the rest on request', () => {
    expect(kinds('district')[0]?.properties.name).toBe('江宁区');
    const bd = roadNetworkGeoJson(network, { district, datum: 'bd09' });
    const a = wgs.features.find((f) => f.properties.kind === 'district');
    const b = bd.features.find((f) => f.properties.kind === 'district');
    if (a?.geometry.type !== 'Polygon' || b?.geometry.type !== 'Polygon') throw new Error('no polygon');
    const p = a.geometry.coordinates[0]?.[0] as [number, number];
    const q = b.geometry.coordinates[0]?.[0] as [number, number];
    expect(distanceM(p, q)).toBeGreaterThan(500);
  });
});
