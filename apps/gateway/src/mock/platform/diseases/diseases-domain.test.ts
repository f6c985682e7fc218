import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectButtonGuard, testUser } from '../../config/domain-test-app';
import { type Row, type WorldTestApp, worldTestApp } from '../world-test-app';
import { EXPORT_TITLE } from './diseases-domain';

let t: WorldTestApp;
beforeAll(async () => {
  t = await worldTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const LIST = '/api/administration/glDisease/page';
const list = (query: object) => t.call('POST', LIST, { current: 1, size: 20, ...query });

describe('listing diseases (listDiseases)', () => {
  it('pages the year of diseases, newest first, in the contract shape', async () => {
    const { status, body } = await list({});
    expect(status).toBe(200);
    expect(t.errors('listDiseases', body)).toEqual([]);
    expect(body.code).toBe(200);
    expect(body.data.total).toBeGreaterThan(6500);
    expect(body.data.records).toHaveLength(20);
    expect(body.data.pages).toBe(Math.ceil(body.data.total / 20));
    const times = body.data.records.map((r: Row) => r.reportTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect(times[0] <= '2026-05-18 10:00:00').toBe(true);
  });

  it('filters every /diseaseManage column with its operator', async () => {
    const { body } = await list({
      size: 1000,
      filters: [
        { key: 'routeName', operator: 'like', value: '*G42*' },
        { key: 'diseaseLevelName', operator: 'in', value: '严重,一般' },
        { key: 'diseaseArea', operator: 'ge', value: 1 },
        { key: 'reportTime', operator: 'ge', value: '2026-03-01 00:00:00' },
        { key: 'processStatusName', operator: 'notEqual', value: '!验收通过' },
      ],
    });
    expect(body.data.total).toBeGreaterThan(0);
    for (const row of body.data.records as Row[]) {
      expect(row.routeName).toContain('G42');
      expect(['严重', '一般']).toContain(row.diseaseLevelName);
      expect(row.diseaseArea).toBeGreaterThanOrEqual(1);
      expect(row.reportTime >= '2026-03-01 00:00:00').toBe(true);
      expect(row.processStatusName).not.toBe('验收通过');
    }
  });

  it('finds a disease by a part of its code, and sorts as asked', async () => {
    const { body } = await list({
      filters: [{ key: 'diseaseCode', operator: 'like', value: '*20260517*' }],
      orders: [{ column: 'diseaseArea', asc: true }],
    });
    const rows = body.data.records as Row[];
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.every((r) => r.diseaseCode.startsWith('BH20260517'))).toBe(true);
    const areas = rows.map((r) => r.diseaseArea);
    expect([...areas].sort((a, b) => a - b)).toEqual(areas);
  });

  it('answers 400 ValidationProblem for a column the list does not have', async () => {
    const { status, body } = await list({ filters: [{ key: 'password', operator: 'like', value: '*a*' }] });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      status: 400,
      message: 'error.validation',
      fieldErrors: [{ field: 'password' }],
    });
  });

  it('answers 400 ValidationProblem for a query that is no TableQuery', async () => {
    const { status, body } = await t.call('POST', LIST, { current: 0, size: 20 });
    expect(status).toBe(400);
    expect(body.fieldErrors[0]).toMatchObject({ field: 'current' });
  });
});

describe('one disease (getDisease)', () => {
  it('answers the disease with its work order status', async () => {
    const first = (await list({ filters: [{ key: 'processStatusName', operator: 'in', value: '验收通过' }] }))
      .body.data.records[0] as Row;
    const { body } = await t.call('GET', `/api/administration/glDisease/${first.id}`);
    expect(t.errors('getDisease', body)).toEqual([]);
    expect(body.data).toEqual(first);
    expect(body.data.endTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('answers code 404 for an unknown id', async () => {
    const { status, body } = await t.call('GET', '/api/administration/glDisease/1234567890123456789');
    expect(status).toBe(200);
    expect(body).toEqual({ code: 404, msg: '病害不存在或已删除', data: null });
    expect(t.errors('getDisease', body)).toEqual([]);
  });
});

describe('recording, changing and deleting a disease', () => {
  const pothole = {
    diseaseType: '2',
    diseaseLevel: 3,
    routeCode: 'G42',
    stakeNo: 'K260+500',
    direction: '1',
    diseaseArea: 1.25,
  };

  it('records a disease on its lane with a work order to dispatch, first in the list', async () => {
    const { body } = await t.call('POST', '/api/administration/glDisease', {
      ...pothole,
      remark: '汤山互通附近',
      extra: 'ignored',
    });
    expect(t.errors('createDisease', body)).toEqual([]);
    expect(body).toMatchObject({
      code: 200,
      data: {
        diseaseCode: expect.stringMatching(/^BH20260518\d{3}$/),
        diseaseTypeName: '坑槽',
        diseaseName: '坑槽',
        diseaseLevelName: '严重',
        routeName: 'G42 沪蓉高速',
        stakeNo: 'K260+500',
        directionName: '上行',
        lane: 4,
        areaUnit: '㎡',
        reportTime: '2026-05-18 10:00:00',
        processStatus: 1,
        processStatusName: '待派单',
        inspectorName: 'admin',
      },
    });
    expect(body.data.lon).toBeGreaterThan(118.9);
    expect((await list({})).body.data.records[0].id).toBe(body.data.id);
    const order = await t.call('GET', `/api/administration/glWorkOrder/${body.data.workOrderId}`);
    expect(order.body.data).toMatchObject({ status: 1, diseaseId: body.data.id, stakeNo: 'K260+500' });
  });

  it('reads numbers sent as text and text sent as numbers, as the backend does', async () => {
    const { body } = await t.call('POST', '/api/administration/glDisease', {
      ...pothole,
      diseaseType: 1,
      diseaseLevel: '1',
      direction: 2,
      lane: '2',
      diseaseArea: '3.5',
    });
    expect(body).toMatchObject({
      code: 200,
      data: {
        diseaseTypeName: '裂缝',
        diseaseName: '纵向裂缝',
        diseaseLevel: 1,
        direction: '2',
        lane: 2,
        diseaseArea: 3.5,
        areaUnit: 'm',
      },
    });
  });

  it('refuses what the route does not have, saying why, and saves nothing', async () => {
    const before = (await list({})).body.data.total;
    const cases: Array<[object, string]> = [
      [{ stakeNo: 'K300+000' }, '桩号K300+000不在G42 沪蓉高速范围内（K252+300～K296+365）'],
      [{ routeCode: 'G99' }, '路线「G99」不存在'],
      [{ lane: 5 }, 'G42 沪蓉高速单向4车道，车道应为 1～4'],
      [{ diseaseType: '42' }, expect.stringContaining('病害类型「42」不存在')],
      [{ diseaseType: '1', diseaseName: '坑槽' }, '病害名称「坑槽」不属于裂缝（可选：纵向裂缝、横向裂缝）'],
      [{ reportTime: '2099-01-01 00:00:00' }, '上报时间不能晚于当前时间'],
    ];
    for (const [change, msg] of cases) {
      const { status, body } = await t.call('POST', '/api/administration/glDisease', {
        ...pothole,
        ...change,
      });
      expect(status).toBe(200);
      expect(body).toEqual({ code: 400, msg, data: null });
      expect(t.errors('createDisease', body)).toEqual([]);
    }
    expect((await list({})).body.data.total).toBe(before);
  });

  it('answers 400 ValidationProblem for a malformed entry', async () => {
    for (const bad of [
      { ...pothole, stakeNo: '260+500' },
      { ...pothole, diseaseLevel: 4 },
      { ...pothole, diseaseArea: 0 },
      { ...pothole, remark: '长'.repeat(201) },
      { diseaseType: '2' },
    ]) {
      const { status, body } = await t.call('POST', '/api/administration/glDisease', bad);
      expect(status).toBe(400);
      expect(body.message).toBe('error.validation');
    }
  });

  it('changes an entry (the position follows the stake) and refuses one already accepted', async () => {
    const created = (await t.call('POST', '/api/administration/glDisease', pothole)).body.data as Row;
    const { body } = await t.call('PUT', `/api/administration/glDisease/${created.id}`, {
      stakeNo: 'K270+000',
      diseaseLevel: 2,
    });
    expect(t.errors('updateDisease', body)).toEqual([]);
    expect(body.data).toMatchObject({
      id: created.id,
      stakeNo: 'K270+000',
      diseaseLevelName: '一般',
      diseaseCode: created.diseaseCode,
    });
    expect(body.data.lon).not.toBe(created.lon);
    const accepted = (
      await list({ filters: [{ key: 'processStatusName', operator: 'in', value: '验收通过' }] })
    ).body.data.records[0] as Row;
    const refused = await t.call('PUT', `/api/administration/glDisease/${accepted.id}`, { remark: '改' });
    expect(refused.body).toEqual({ code: 400, msg: '病害已验收通过，不能修改', data: null });
    expect((await t.call('PUT', `/api/administration/glDisease/${created.id}`, {})).status).toBe(400);
  });

  it('deletes a disease not yet dispatched with its order, and refuses one in repair', async () => {
    const created = (await t.call('POST', '/api/administration/glDisease', pothole)).body.data as Row;
    const { body } = await t.call('DELETE', `/api/administration/glDisease/${created.id}`);
    expect(body).toEqual({ code: 200, msg: '操作成功', data: { id: created.id } });
    expect(t.errors('deleteDisease', body)).toEqual([]);
    expect((await t.call('GET', `/api/administration/glDisease/${created.id}`)).body.code).toBe(404);
    expect((await t.call('GET', `/api/administration/glWorkOrder/${created.workOrderId}`)).body.code).toBe(
      404,
    );
    const inRepair = (
      await list({ filters: [{ key: 'processStatusName', operator: 'in', value: '处置中' }] })
    ).body.data.records[0] as Row;
    const refused = await t.call('DELETE', `/api/administration/glDisease/${inRepair.id}`);
    expect(refused.body).toEqual({ code: 400, msg: '病害已进入「处置中」，不能删除', data: null });
  });

  it('records, changes, exports and deletes only for the holders of disease:add, edit, export, delete', async () => {
    const path = ['100', '101'];
    const inject = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, ...(payload === undefined ? {} : { payload }) });
    const created = await expectButtonGuard(t, 'createDisease', path, '1011', () =>
      inject('POST', '/api/administration/glDisease', pothole),
    );
    const id = created.data.id as string;
    await expectButtonGuard(t, 'updateDisease', path, '1013', () =>
      inject('PUT', `/api/administration/glDisease/${id}`, { remark: '复核' }),
    );
    await expectButtonGuard(t, 'exportDiseases', path, '1012', () =>
      inject('POST', '/api/administration/glDisease/export', {
        ids: [id],
        columns: [{ key: 'diseaseCode', title: '病害编号' }],
      }),
    );
    await expectButtonGuard(t, 'deleteDisease', path, '1014', () =>
      inject('DELETE', `/api/administration/glDisease/${id}`),
    );
    t.signIn(testUser(['admin']));
    expect((await t.call('GET', `/api/administration/glDisease/${id}`)).body.code).toBe(404);
  });
});

describe('the map of a filter (listDiseasePoints)', () => {
  const POINTS = '/api/administration/glDisease/points';

  it('answers every disease the filters keep, position and level only, the same set as the list', async () => {
    const filters = [
      { key: 'routeName', operator: 'like', value: '*G2503*' },
      { key: 'diseaseTypeName', operator: 'in', value: '坑槽,裂缝' },
    ];
    const { status, body } = await t.call('POST', POINTS, { filters });
    expect(status).toBe(200);
    expect(t.errors('listDiseasePoints', body)).toEqual([]);
    const listed = await list({ size: 100000, filters });
    expect(body.data.total).toBe(listed.body.data.total);
    expect(body.data.points.map((p: Row) => p.id)).toEqual(listed.body.data.records.map((r: Row) => r.id));
    expect(Object.keys(body.data.points[0]).sort()).toEqual(['diseaseLevel', 'id', 'lat', 'lon']);
  });

  it('answers every disease without a filter, and 400 for a column the list does not have', async () => {
    const all = await t.call('POST', POINTS, {});
    expect(all.body.data.total).toBe(t.world.diseases.rows().length);
    const bad = await t.call('POST', POINTS, { filters: [{ key: 'lon', operator: 'gt', value: 1 }] });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors[0]).toMatchObject({ field: 'lon' });
  });
});

describe('the export of a filter (exportDiseases)', () => {
  const EXPORT = '/api/administration/glDisease/export';
  const columns = [
    { key: 'diseaseCode', title: '病害编号' },
    { key: 'diseaseLevelName', title: '病害等级' },
    { key: 'diseaseArea', title: '面积/长度' },
  ];
  const exported = async (payload: object) => {
    const response = await t.app.inject({ method: 'POST', url: EXPORT, payload });
    const book = new ExcelJS.Workbook();
    if (response.statusCode === 200) await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    return { response, sheet: book.worksheets[0] };
  };

  it('streams the filtered rows in the list order with the visible columns, titled', async () => {
    const filters = [{ key: 'diseaseLevelName', operator: 'in', value: '严重' }];
    const orders = [{ column: 'diseaseArea', asc: false }];
    const { response, sheet } = await exported({ filters, orders, columns });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain(encodeURIComponent(`${EXPORT_TITLE}.xlsx`));
    const listed = (await list({ size: 100000, filters, orders })).body.data.records as Row[];
    expect(sheet?.getRow(1).values).toEqual([undefined, '病害编号', '病害等级', '面积/长度']);
    expect(sheet?.rowCount).toBe(listed.length + 1);
    expect(sheet?.getRow(2).values).toEqual([
      undefined,
      listed[0]?.diseaseCode,
      '严重',
      listed[0]?.diseaseArea,
    ]);
  });

  it('exports only the selected ids among the filtered rows', async () => {
    const rows = (await list({ size: 3 })).body.data.records as Row[];
    const { sheet } = await exported({ columns, ids: rows.map((r) => r.id) });
    expect(sheet?.rowCount).toBe(4);
    expect(sheet?.getColumn(1).values.slice(2)).toEqual(rows.map((r) => r.diseaseCode));
  });

  it('answers 400 for a column the list does not have, and for no column at all', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: EXPORT,
      payload: { columns: [{ key: 'password', title: '密码' }] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors[0]).toMatchObject({ field: 'password' });
    const none = await t.app.inject({ method: 'POST', url: EXPORT, payload: { columns: [] } });
    expect(none.statusCode).toBe(400);
  });
});

describe('a day range on one column (/patrolImage)', () => {
  it('keeps both bounds of reportTime: only the days picked', async () => {
    const filters = [
      { key: 'sourceName', operator: 'in', value: '巡查上报' },
      { key: 'reportTime', operator: 'ge', value: '2026-05-10 00:00:00' },
      { key: 'reportTime', operator: 'le', value: '2026-05-11 23:59:59' },
    ];
    const { body } = await list({ size: 1000, filters });
    expect(body.data.total).toBeGreaterThan(0);
    expect(body.data.total).toBeLessThan((await list({ filters: filters.slice(0, 2) })).body.data.total);
    for (const row of body.data.records as Row[]) {
      expect(row.reportTime >= '2026-05-10 00:00:00' && row.reportTime <= '2026-05-11 23:59:59').toBe(true);
      expect(row.sourceName).toBe('巡查上报');
    }
  });
});
