import { parseTime } from '@jt/mocks/world/time';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectButtonGuard, testUser } from '../../config/domain-test-app';
import { diseasesDomain } from '../diseases/diseases-domain';
import { type Row, type WorldTestApp, worldTestApp } from '../world-test-app';
import { EXPORT_TITLE, tripsDomain } from './trips-domain';

let t: WorldTestApp;
beforeAll(async () => {
  t = await worldTestApp([diseasesDomain, tripsDomain]);
});
afterAll(async () => {
  await t.app.close();
});

const LIST = '/api/administration/glTrip/page';
const list = (query: object) => t.call('POST', LIST, { current: 1, size: 20, ...query });

describe('listing trips (listTrips)', () => {
  it('pages the patrols as trips, newest first, with duration and stops, in the contract shape', async () => {
    const { status, body } = await list({});
    expect(status).toBe(200);
    expect(t.errors('listTrips', body)).toEqual([]);
    const rows = body.data.records as Row[];
    expect(rows).toHaveLength(20);
    expect(body.data.total).toBe(t.world.patrols.rows().length);
    const done = rows.find((r) => r.status === '3') as Row;
    expect(done.durationMinutes).toBe(
      Math.floor((parseTime(done.endTime) - parseTime(done.startTime)) / 60_000),
    );
    // The vehicle stops at every disease it records.
    expect(done.stopCount).toBe(t.world.patrols.plan(done.id)?.diseaseIds.length);
  });

  it('filters by date range, inspector, route and vehicle', async () => {
    const sample = (await list({ size: 200 })).body.data.records.find((r: Row) => r.status === '3') as Row;
    const day = sample.startTime.slice(0, 10);
    const filters = [
      { key: 'startTime', operator: 'ge', value: `${day} 00:00:00` },
      { key: 'endTime', operator: 'le', value: `${day} 23:59:59` },
      { key: 'inspectorName', operator: 'like', value: `*${sample.inspectorName}*` },
      { key: 'routeName', operator: 'in', value: sample.routeName },
      { key: 'vehiclePlate', operator: 'like', value: `*${sample.vehiclePlate.slice(-4)}*` },
    ];
    const rows = (await list({ size: 100, filters })).body.data.records as Row[];
    expect(rows.map((r) => r.id)).toContain(sample.id);
    for (const row of rows) {
      expect(row.startTime.startsWith(day)).toBe(true);
      expect(row.endTime <= `${day} 23:59:59`).toBe(true);
      expect(row.inspectorName).toContain(sample.inspectorName);
      expect(row.routeName).toBe(sample.routeName);
    }
    const none = await list({
      filters: [{ key: 'startTime', operator: 'ge', value: '2027-01-01 00:00:00' }],
    });
    expect(none.body.data.total).toBe(0);
    expect((await list({ filters: [{ key: 'password', operator: 'like', value: '*x*' }] })).status).toBe(400);
  });
});

describe('one trip (getTrip)', () => {
  it('gives its stops where the diseases were recorded, and the diseases found', async () => {
    const trip = (await list({ size: 200 })).body.data.records.find(
      (r: Row) => r.status === '3' && r.diseaseCount >= 2,
    ) as Row;
    const { body } = await t.call('GET', `/api/administration/glTrip/${trip.id}`);
    expect(t.errors('getTrip', body)).toEqual([]);
    const detail = body.data;
    expect(detail).toMatchObject({
      id: trip.id,
      mileage: trip.mileage,
      durationMinutes: trip.durationMinutes,
    });
    expect(detail.stops).toHaveLength(trip.stopCount);
    expect(detail.diseases.map((d: Row) => d.id)).toEqual(
      t.world.diseases.ofPatrol(trip.id).map((d) => d.id),
    );
    for (const stop of detail.stops as Row[]) {
      expect(stop.arriveTime >= trip.startTime && stop.arriveTime <= trip.endTime).toBe(true);
      expect(stop.durationSeconds).toBeGreaterThanOrEqual(45);
      expect(stop.stakeNo).toMatch(/^K\d+\+\d{3}$/);
    }
    const recorded = (detail.stops as Row[]).filter((s) => s.diseaseCode).map((s) => s.diseaseCode);
    expect(recorded).toEqual(detail.diseases.map((d: Row) => d.diseaseCode));
    const times = (detail.stops as Row[]).map((s) => s.arriveTime);
    expect([...times].sort()).toEqual(times);
  });

  it('answers code 404 for a trip that is not there', async () => {
    const { body } = await t.call('GET', '/api/administration/glTrip/42');
    expect(body).toEqual({ code: 404, msg: '行程不存在', data: null });
  });
});

describe('the export of a /trip filter (exportTrips)', () => {
  it('streams the filtered trips with the visible columns as 行程轨迹.xlsx', async () => {
    const first = (await list({ size: 1 })).body.data.records[0] as Row;
    const filters = [{ key: 'inspectorName', operator: 'like', value: `*${first.inspectorName}*` }];
    const columns = [
      { key: 'patrolCode', title: '巡查编号' },
      { key: 'durationMinutes', title: '行程时长(分钟)' },
    ];
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/administration/glTrip/export',
      payload: { filters, columns },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(encodeURIComponent(`${EXPORT_TITLE}.xlsx`));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const listed = (await list({ size: 100000, filters })).body.data.records as Row[];
    expect(sheet?.rowCount).toBe(listed.length + 1);
    expect(sheet?.getRow(2).values).toEqual([undefined, listed[0]?.patrolCode, listed[0]?.durationMinutes]);
  });

  it('exports only for the holders of trip:export', async () => {
    await expectButtonGuard(t, 'exportTrips', ['200', '204'], '2041', () =>
      t.app.inject({
        method: 'POST',
        url: '/api/administration/glTrip/export',
        payload: { filters: [], columns: [{ key: 'patrolCode', title: '巡查编号' }] },
      }),
    );
    t.signIn(testUser(['admin']));
  });
});
