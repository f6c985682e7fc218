import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectButtonGuard, testUser } from '../../config/domain-test-app';
import { MORNING, type Row, type WorldTestApp, worldTestApp } from '../world-test-app';
import { EXPORT_TITLE } from './patrols-domain';

let t: WorldTestApp;
beforeAll(async () => {
  t = await worldTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const list = (query: object) =>
  t.call('POST', '/api/administration/glPatrol/page', { current: 1, size: 20, ...query });

describe('patrol records (listPatrols, getPatrol)', () => {
  it('lists the patrols started by now, newest first, in the contract shape', async () => {
    const { body } = await list({});
    expect(t.errors('listPatrols', body)).toEqual([]);
    expect(body.data.total).toBeGreaterThan(2200);
    const starts = body.data.records.map((p: { startTime: string }) => p.startTime);
    expect([...starts].sort().reverse()).toEqual(starts);
    expect(starts[0] <= '2026-05-18 10:00:00').toBe(true);
  });

  it('shows a patrol on the road with no end time, its mileage growing with the clock', async () => {
    const plan = t.world.patrols.schedule()[0];
    if (!plan) throw new Error('no patrol today');
    t.world.clock.set(plan.startMs + 5 * 60_000, true);
    const live = (await list({ filters: [{ key: 'statusName', operator: 'in', value: '巡查中' }] })).body.data
      .records;
    const row = live.find((p: { id: string }) => p.id === plan.id);
    expect(row).toMatchObject({
      status: '2',
      statusName: '巡查中',
      endTime: null,
      patrolCode: plan.patrolCode,
    });
    t.world.clock.advance(5 * 60_000);
    const later = (await t.call('GET', `/api/administration/glPatrol/${plan.id}`)).body;
    expect(t.errors('getPatrol', later)).toEqual([]);
    expect(later.data.mileage).toBeGreaterThan(row.mileage);
    expect(later.data.trackPointCount).toBeGreaterThan(0);
    t.world.clock.set(MORNING, true);
  });

  it('details a finished patrol with the diseases it recorded, in the order met', async () => {
    const patrol = (await list({ filters: [{ key: 'diseaseCount', operator: 'gt', value: 2 }] })).body.data
      .records[0];
    const { body } = await t.call('GET', `/api/administration/glPatrol/${patrol.id}`);
    expect(body.data.diseases).toHaveLength(patrol.diseaseCount);
    const times = body.data.diseases.map((d: { reportTime: string }) => d.reportTime);
    expect([...times].sort()).toEqual(times);
    for (const d of body.data.diseases) expect(d.patrolId).toBe(patrol.id);
    expect(body.data.trackPointCount).toBeGreaterThan(5);
  });

  it('answers code 404 for an unknown patrol and one not started yet', async () => {
    expect((await t.call('GET', '/api/administration/glPatrol/42')).body).toEqual({
      code: 404,
      msg: '巡查记录不存在',
      data: null,
    });
    const later = t.world.patrols.schedule().find((p) => p.startMs > MORNING);
    if (later) expect((await t.call('GET', `/api/administration/glPatrol/${later.id}`)).body.code).toBe(404);
  });
});

describe('the road network (listRoutes, listOrganisations)', () => {
  it('lists the five expressways with their stakes and directions', async () => {
    const { body } = await t.call('POST', '/api/administration/glRoute/page', { current: 1, size: 20 });
    expect(t.errors('listRoutes', body)).toEqual([]);
    expect(body.data.records.map((r: { routeName: string }) => r.routeName)).toEqual([
      'G42 沪蓉高速',
      'G2503 南京绕城高速',
      'G25 长深高速',
      'G4211 宁芜高速',
      'S55 宁宣高速',
    ]);
    expect(body.data.records[0]).toMatchObject({
      startStakeNo: 'K252+300',
      laneText: '双向八车道',
      officeName: '沪宁高速南京管理处',
    });
  });

  it('lists the maintenance units a dispatch may choose', async () => {
    const { body } = await t.call('POST', '/api/administration/glOrg/page', {
      current: 1,
      size: 50,
      filters: [{ key: 'orgType', operator: 'in', value: 'maintenance' }],
    });
    expect(t.errors('listOrganisations', body)).toEqual([]);
    expect(body.data.total).toBe(4);
    expect(body.data.records.every((o: { orgTypeName: string }) => o.orgTypeName === '养护单位')).toBe(true);
  });
});

describe('the export of a /patrolRecord filter (exportPatrols)', () => {
  const EXPORT = '/api/administration/glPatrol/export';
  const columns = [
    { key: 'patrolCode', title: '巡查编号' },
    { key: 'routeName', title: '路线名称' },
    { key: 'mileage', title: '巡查里程' },
  ];
  const exported = async (payload: object) => {
    const response = await t.app.inject({ method: 'POST', url: EXPORT, payload });
    const book = new ExcelJS.Workbook();
    if (response.statusCode === 200) await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    return { response, sheet: book.worksheets[0] };
  };

  it('exports only for the holders of patrol:export', async () => {
    await expectButtonGuard(t, 'exportPatrols', ['200', '201'], '2011', () =>
      t.app.inject({ method: 'POST', url: EXPORT, payload: { columns } }),
    );
    t.signIn(testUser(['admin']));
  });

  it('streams the rows of a route in the list order with the visible columns, named 巡查记录.xlsx', async () => {
    const first = (await list({ size: 1 })).body.data.records[0] as Row;
    const filters = [{ key: 'routeCode', operator: 'in', value: first.routeCode }];
    const { response, sheet } = await exported({ filters, columns });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain(encodeURIComponent(`${EXPORT_TITLE}.xlsx`));
    expect(sheet?.name).toBe('巡查记录');
    const listed = (await list({ size: 100000, filters })).body.data.records as Row[];
    expect(listed.length).toBeGreaterThan(0);
    expect(sheet?.getRow(1).values).toEqual([undefined, '巡查编号', '路线名称', '巡查里程']);
    expect(sheet?.rowCount).toBe(listed.length + 1);
    expect(sheet?.getColumn(1).values.slice(2)).toEqual(listed.map((r) => r.patrolCode));
    expect(sheet?.getRow(2).values).toEqual([
      undefined,
      listed[0]?.patrolCode,
      listed[0]?.routeName,
      listed[0]?.mileage,
    ]);
  });

  it('exports only the selected ids among the filtered rows', async () => {
    const rows = (await list({ size: 2 })).body.data.records as Row[];
    const { sheet } = await exported({ columns, ids: rows.map((r) => r.id) });
    expect(sheet?.rowCount).toBe(3);
    expect(sheet?.getColumn(1).values.slice(2)).toEqual(rows.map((r) => r.patrolCode));
  });

  it('answers 400 for a column or filter the list does not have, and for no column at all', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: EXPORT,
      payload: { columns: [{ key: 'password', title: '密码' }] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors[0]).toMatchObject({ field: 'password' });
    const badFilter = await t.app.inject({
      method: 'POST',
      url: EXPORT,
      payload: { columns, filters: [{ key: 'salary', operator: 'in', value: '1' }] },
    });
    expect(badFilter.statusCode).toBe(400);
    const none = await t.app.inject({ method: 'POST', url: EXPORT, payload: { columns: [] } });
    expect(none.statusCode).toBe(400);
  });
});
