import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SEEDED_INSPECTOR, testUser } from '../../config/domain-test-app';
import { roadsDomain } from '../roads/roads-domain';
import { type Row, type WorldTestApp, worldTestApp } from '../world-test-app';
import { roadPropertyDomain } from './road-property-domain';

const BASE = '/api/administration/glRoadProperty';

let t: WorldTestApp;
beforeAll(async () => {
  t = await worldTestApp([roadsDomain, roadPropertyDomain]);
});
afterAll(async () => {
  await t.app.close();
});
beforeEach(() => {
  t.store.reset();
  t.signIn(testUser(['admin']));
});

const list = (query: object = {}) => t.call('POST', `${BASE}/page`, { current: 1, size: 100, ...query });
const assetsOf = async (routeCode: string) =>
  (
    await t.call('POST', '/api/administration/glAsset/page', {
      current: 1,
      size: 2000,
      filters: [{ key: 'routeCode', operator: 'in', value: routeCode }],
    })
  ).body.data.records as Row[];

describe('the road property per route (listRoadProperties)', () => {
  it('sums each route’s assets by type from the books, in the contract’s shape', async () => {
    const { body } = await list();
    expect(t.errors('listRoadProperties', body)).toEqual([]);
    const rows = body.data.records as Row[];
    expect(rows.map((r) => r.routeCode)).toEqual(t.world.roads.rows().map((r) => r.routeCode));
    const g42 = rows.find((r) => r.routeCode === 'G42') as Row;
    const assets = await assetsOf('G42');
    const count = (type: string) => assets.filter((a) => a.assetType === type).length;
    expect(g42).toMatchObject({
      routeName: 'G42 沪蓉高速',
      lanes: 4,
      assetTotal: assets.length,
      bridgeCount: count('1'),
      tunnelCount: count('2'),
      culvertCount: count('3'),
      interchangeCount: count('4'),
      tollStationCount: count('5'),
      serviceAreaCount: count('6'),
      signCount: count('7'),
      lightingCount: count('9'),
      damagedCount: assets.filter((a) => a.condition === '3').length,
    });
    const guardrail = assets
      .filter((a) => a.assetType === '8')
      .reduce((m, a) => m + (a.quantity as number), 0);
    expect(g42.guardrailM).toBeCloseTo(guardrail, 6);
    expect(g42.bridgeCount).toBeGreaterThan(5);
    expect(g42.bridgeLengthM).toBeGreaterThan(0);
  });

  it('counts an asset taken off the books at once', async () => {
    const before = (await list()).body.data.records.find((r: Row) => r.routeCode === 'S55') as Row;
    const [asset] = await assetsOf('S55');
    await t.call('DELETE', `/api/administration/glAsset/${asset?.id}`);
    const after = (await list()).body.data.records.find((r: Row) => r.routeCode === 'S55') as Row;
    expect(after.assetTotal).toBe((before.assetTotal as number) - 1);
  });

  it('filters by name and length and sorts by a count, refusing an unknown column', async () => {
    const named = (await list({ filters: [{ key: 'routeName', operator: 'like', value: '*绕城*' }] })).body
      .data.records as Row[];
    expect(named.map((r) => r.routeCode)).toEqual(['G2503']);
    const long = (await list({ filters: [{ key: 'lengthKm', operator: 'ge', value: '30' }] })).body.data
      .records as Row[];
    expect(long.length).toBeGreaterThan(0);
    expect(long.every((r) => (r.lengthKm as number) >= 30)).toBe(true);
    const sorted = (await list({ orders: [{ column: 'bridgeCount', asc: false }] })).body.data
      .records as Row[];
    const counts = sorted.map((r) => r.bridgeCount as number);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect((await list({ filters: [{ key: 'secret', operator: 'like', value: '*x*' }] })).status).toBe(400);
  });
});

describe('the export (exportRoadProperties)', () => {
  const exportRows = (body: object) => t.app.inject({ method: 'POST', url: `${BASE}/export`, payload: body });
  const columns = [
    { key: 'routeName', title: '路线名称' },
    { key: 'bridgeCount', title: '桥梁(座)' },
  ];

  it('writes the filtered routes with the columns shown as 路产信息.xlsx', async () => {
    const answer = await exportRows({
      filters: [{ key: 'routeName', operator: 'like', value: '*绕城*' }],
      columns,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toContain(
      "filename*=UTF-8''%E8%B7%AF%E4%BA%A7%E4%BF%A1%E6%81%AF.xlsx",
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(answer.rawPayload as never);
    const sheet = book.getWorksheet('路产信息');
    const g2503 = (await list()).body.data.records.find((r: Row) => r.routeCode === 'G2503') as Row;
    expect(sheet?.getRow(1).values).toEqual([undefined, '路线名称', '桥梁(座)']);
    expect(sheet?.getRow(2).values).toEqual([undefined, 'G2503 南京绕城高速', g2503.bridgeCount]);
    expect(sheet?.rowCount).toBe(2);
  });

  it('refuses an unknown column (400), a user without roadProperty:export (403) and no session (401)', async () => {
    expect((await exportRows({ columns: [{ key: 'secret', title: 'x' }] })).statusCode).toBe(400);
    t.signIn(SEEDED_INSPECTOR);
    const refused = await exportRows({ columns });
    expect(refused.statusCode).toBe(403);
    expect(t.errors('exportRoadProperties', refused.json(), 403)).toEqual([]);
    t.signIn(null);
    expect((await exportRows({ columns })).statusCode).toBe(401);
  });
});
