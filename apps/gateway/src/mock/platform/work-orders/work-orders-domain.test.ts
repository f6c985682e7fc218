import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectButtonGuard, SEEDED_INSPECTOR, testUser } from '../../config/domain-test-app';
import { roleRecords } from '../../roles';
import { MORNING, type Row, type WorldTestApp, worldTestApp } from '../world-test-app';
import { EXPORT_TITLE } from './work-orders-domain';

let t: WorldTestApp;
beforeAll(async () => {
  t = await worldTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const orders = (query: object) =>
  t.call('POST', '/api/administration/glWorkOrder/page', { current: 1, size: 20, ...query });
const todos = (query: object) =>
  t.call('POST', '/api/administration/glTodo/page', { current: 1, size: 100, ...query });
const move = (id: string, action: string, payload: object = {}) =>
  t.call('POST', `/api/administration/glWorkOrder/${id}/${action}`, payload);

describe('the export of a filter (exportWorkOrders)', () => {
  const EXPORT = '/api/administration/glWorkOrder/export';
  const columns = [
    { key: 'orderCode', title: '工单编号' },
    { key: 'statusName', title: '工单状态' },
    { key: 'reworkCount', title: '返工次数' },
  ];
  const exported = async (payload: object) => {
    const response = await t.app.inject({ method: 'POST', url: EXPORT, payload });
    const book = new ExcelJS.Workbook();
    if (response.statusCode === 200) await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    return { response, sheet: book.worksheets[0] };
  };

  it('streams the orders a filter keeps, in the list order, with the visible columns as 工单管理.xlsx', async () => {
    const filters = [{ key: 'status', operator: 'in', value: '1,2' }];
    const { response, sheet } = await exported({ filters, columns });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename=work-orders.xlsx; filename*=UTF-8''${encodeURIComponent(`${EXPORT_TITLE}.xlsx`)}`,
    );
    const listed = (await orders({ size: 100000, filters })).body.data.records as Row[];
    expect(listed.length).toBeGreaterThan(1);
    expect(sheet?.name).toBe('工单管理');
    expect(sheet?.getRow(1).values).toEqual([undefined, '工单编号', '工单状态', '返工次数']);
    expect(sheet?.rowCount).toBe(listed.length + 1);
    expect(sheet?.getColumn(1).values.slice(2)).toEqual(listed.map((order) => order.orderCode));
    expect(new Set(sheet?.getColumn(2).values.slice(2))).toEqual(new Set(['待派单', '已派单']));
    expect(sheet?.getRow(2).getCell(3).value).toBe(listed[0]?.reworkCount);
  });

  it('exports only the ticked orders among those the filter keeps', async () => {
    const ticked = (await orders({ size: 2 })).body.data.records as Row[];
    const { sheet } = await exported({ columns, ids: ticked.map((order) => order.id) });
    expect(sheet?.getColumn(1).values.slice(2)).toEqual(ticked.map((order) => order.orderCode));
  });

  it('answers 400 for a column or a filter the list does not have, before any byte of a file', async () => {
    const column = await t.app.inject({
      method: 'POST',
      url: EXPORT,
      payload: { columns: [{ key: 'password', title: '密码' }] },
    });
    expect(column.statusCode).toBe(400);
    expect(column.headers['content-type']).toContain('json');
    expect(column.json().fieldErrors[0]).toMatchObject({ field: 'password' });
    const filter = await t.app.inject({
      method: 'POST',
      url: EXPORT,
      payload: { columns, filters: [{ key: 'secret', operator: 'like', value: 'x' }] },
    });
    expect(filter.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: EXPORT, payload: { columns: [] } })).statusCode).toBe(
      400,
    );
  });
});

describe('the orders in trouble (异常管理’s filters)', () => {
  it('lists orders refused at acceptance and orders repaired more than once by the table’s operators', async () => {
    const rejected = (await orders({ size: 1000, filters: [{ key: 'status', operator: 'in', value: '5' }] }))
      .body.data.records as Row[];
    expect(rejected.every((order) => order.status === 5 && order.statusName === '验收不通过')).toBe(true);
    const reworked = (
      await orders({ size: 1000, filters: [{ key: 'reworkCount', operator: 'gt', value: '0' }] })
    ).body.data.records as Row[];
    expect(reworked.length).toBeGreaterThan(0);
    expect(reworked.every((order) => (order.reworkCount as number) > 0)).toBe(true);
  });
});

describe('work orders (listWorkOrders, getWorkOrder)', () => {
  it('pages the orders, newest first, without the parts only a detail shows', async () => {
    const { body } = await orders({ filters: [{ key: 'statusName', operator: 'in', value: '待验收' }] });
    expect(t.errors('listWorkOrders', body)).toEqual([]);
    const order = body.data.records[0] as Row;
    expect(order).not.toHaveProperty('history');
    expect(order).not.toHaveProperty('workStepVoList');
    const created = (body.data.records as Row[]).map((r) => r.createTime);
    expect([...created].sort().reverse()).toEqual(created);
  });

  it('lists the dispatcher’s queues: status in 1, and overdue as the flag’s text', async () => {
    const waiting = (await orders({ filters: [{ key: 'status', operator: 'in', value: '1' }] })).body.data
      .records as Row[];
    expect(waiting.length).toBeGreaterThan(0);
    expect(waiting.every((order) => order.status === 1)).toBe(true);
    const overdue = await orders({ filters: [{ key: 'overdue', operator: 'in', value: 'true' }] });
    expect(t.errors('listWorkOrders', overdue.body)).toEqual([]);
    const late = overdue.body.data.records as Row[];
    expect(late.length).toBeGreaterThan(0);
    expect(late.every((order) => order.overdue === true && [2, 3].includes(order.status as number))).toBe(
      true,
    );
    const onTime = (await orders({ filters: [{ key: 'overdue', operator: 'in', value: 'false' }] })).body.data
      .total as number;
    const all = (await orders({})).body.data.total as number;
    expect(overdue.body.data.total + onTime).toBe(all);
  });

  it('details an order with its steps, history and card texts', async () => {
    const order = (await orders({ filters: [{ key: 'statusName', operator: 'in', value: '待验收' }] })).body
      .data.records[0] as Row;
    const { body } = await t.call('GET', `/api/administration/glWorkOrder/${order.id}`);
    expect(t.errors('getWorkOrder', body)).toEqual([]);
    expect(body.data).toMatchObject(order);
    expect(body.data.workStepVoList.length).toBeGreaterThan(1);
    expect(body.data.history.map((h: Row) => h.statusName)).toEqual(['待派单', '已派单', '处置中', '待验收']);
    expect(body.data.ktWords).toContain(order.stakeNo);
    expect(body.data.jsWords).toBe('修补后路面平整密实，接缝顺直，请您验收。');
  });
});

describe('moving a work order through its states', () => {
  it('dispatches, repairs, submits and accepts; the disease and the to-dos follow', async () => {
    const todo = (await todos({ filters: [{ key: 'kind', operator: 'in', value: 'dispatch' }] })).body.data
      .records[0] as Row;
    expect(t.errors('listTodos', (await todos({})).body)).toEqual([]);
    expect(todo).toMatchObject({ statusText: '待派单', kind: 'dispatch' });
    const dispatched = await move(todo.id, 'dispatch', { maintainUnitId: 20191, remark: '请尽快处置' });
    expect(t.errors('dispatchWorkOrder', dispatched.body)).toEqual([]);
    expect(dispatched.body.data).toMatchObject({
      status: 2,
      statusName: '已派单',
      maintainUnit: '江苏现代路桥有限责任公司南京养护工区',
      dispatchTime: '2026-05-18 10:00:00',
    });
    expect(dispatched.body.data.history.at(-1)).toMatchObject({ operator: 'admin', remark: '请尽快处置' });
    expect((await move(todo.id, 'startRepair')).body.data.status).toBe(3);
    t.world.clock.set(MORNING + 90 * 60_000, true);
    const submitted = await move(todo.id, 'submit', {
      steps: [
        { stepName: '安全布控', stepTime: '2026-05-18 10:20:00', picBefore: 'a.jpg', picAfter: 'b.jpg' },
      ],
    });
    expect(submitted.body.data).toMatchObject({ status: 6, workStepVoList: [{ stepName: '安全布控' }] });
    const waiting = (await todos({ filters: [{ key: 'kind', operator: 'in', value: 'acceptance' }] })).body
      .data.records as Row[];
    expect(waiting.find((w) => w.id === todo.id)).toMatchObject({ statusText: '待验收', pile: todo.pile });
    const accepted = await move(todo.id, 'accept', { opinion: '同意验收' });
    expect(accepted.body.data).toMatchObject({
      status: 4,
      acceptOpinion: '同意验收',
      acceptorName: 'admin',
      acceptTime: '2026-05-18 11:30:00',
    });
    const disease = await t.call('GET', `/api/administration/glDisease/${todo.diseaseId}`);
    expect(disease.body.data).toMatchObject({
      processStatus: 4,
      processStatusName: '验收通过',
      endTime: '2026-05-18 11:30:00',
    });
    expect(((await todos({})).body.data.records as Row[]).some((r) => r.id === todo.id)).toBe(false);
    t.world.clock.set(MORNING, true);
  });

  it('fails a repair at acceptance and sends it back to repair (rework counted)', async () => {
    const order = (await orders({ filters: [{ key: 'statusName', operator: 'in', value: '待验收' }] })).body
      .data.records[0] as Row;
    expect((await move(order.id, 'reject', { opinion: '压实度不足' })).body.data).toMatchObject({
      status: 5,
      statusName: '验收不通过',
    });
    expect((await move(order.id, 'startRepair')).body.data).toMatchObject({ status: 3, reworkCount: 1 });
  });

  it('dispatches, accepts or fails and exports only for the holders of workorder:dispatch, accept, export', async () => {
    const path = ['400', '401'];
    const inject = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
    const base = '/api/administration/glWorkOrder';
    const [first, second] = (
      await orders({ filters: [{ key: 'statusName', operator: 'in', value: '待验收' }] })
    ).body.data.records as Row[];
    const waiting = (await orders({ filters: [{ key: 'statusName', operator: 'in', value: '待派单' }] })).body
      .data.records[0] as Row;
    await expectButtonGuard(t, 'dispatchWorkOrder', path, '4011', () =>
      inject(`${base}/${waiting.id}/dispatch`, { maintainUnitId: '20191' }),
    );
    await expectButtonGuard(t, 'acceptWorkOrder', path, '4012', () =>
      inject(`${base}/${first?.id}/accept`, { opinion: '同意验收' }),
    );
    await expectButtonGuard(t, 'rejectWorkOrder', path, '4012', () =>
      inject(`${base}/${second?.id}/reject`, { opinion: '压实度不足' }),
    );
    await expectButtonGuard(t, 'exportWorkOrders', path, '4013', () =>
      inject(`${base}/export`, { ids: [waiting.id], columns: [{ key: 'orderCode', title: '工单编号' }] }),
    );
    t.signIn(testUser(['admin']));
    expect((await t.call('GET', `${base}/${waiting.id}`)).body.data.status).toBe(2);
  });

  it('refuses a move the status does not allow, with the reason, and changes nothing', async () => {
    const order = (await orders({ filters: [{ key: 'statusName', operator: 'in', value: '处置中' }] })).body
      .data.records[0] as Row;
    const before = (await t.call('GET', `/api/administration/glWorkOrder/${order.id}`)).body;
    const { status, body } = await move(order.id, 'accept', { opinion: '同意' });
    expect(status).toBe(200);
    expect(body).toEqual({
      code: 400,
      msg: '工单当前状态为「处置中」，不能验收通过（仅「待验收」或「验收中」的工单可以验收通过）',
      data: null,
    });
    expect(t.errors('acceptWorkOrder', body)).toEqual([]);
    expect((await t.call('GET', `/api/administration/glWorkOrder/${order.id}`)).body).toEqual(before);
  });

  it('refuses a unit that does not repair, and a deadline already past', async () => {
    const todo = (await todos({ filters: [{ key: 'kind', operator: 'in', value: 'dispatch' }] })).body.data
      .records[0] as Row;
    expect((await move(todo.id, 'dispatch', { maintainUnitId: '20111' })).body).toEqual({
      code: 400,
      msg: '请选择有效的养护单位',
      data: null,
    });
    expect(
      (await move(todo.id, 'dispatch', { maintainUnitId: '20191', deadline: '2026-05-18 09:00:00' })).body,
    ).toEqual({ code: 400, msg: '要求完成时间必须晚于当前时间', data: null });
    expect((await t.call('GET', `/api/administration/glWorkOrder/${todo.id}`)).body.data.status).toBe(1);
  });

  it('answers 400 ValidationProblem for an opinion over 200 characters or a missing unit', async () => {
    const order = (await orders({ filters: [{ key: 'statusName', operator: 'in', value: '待验收' }] })).body
      .data.records[0] as Row;
    const long = await move(order.id, 'accept', { opinion: '好'.repeat(201) });
    expect(long.status).toBe(400);
    expect(long.body.fieldErrors[0]).toMatchObject({ field: 'opinion', rule: 'maxLength' });
    expect((await move(order.id, 'dispatch', {})).status).toBe(400);
    expect((await t.call('GET', `/api/administration/glWorkOrder/${order.id}`)).body.data.status).toBe(6);
  });

  it('answers code 400 for an order that does not exist', async () => {
    expect((await move('1234567890123456789', 'startRepair')).body).toEqual({
      code: 400,
      msg: '工单不存在或已删除',
      data: null,
    });
    expect((await t.call('GET', '/api/administration/glWorkOrder/1')).body).toEqual({
      code: 404,
      msg: '工单不存在或已删除',
      data: null,
    });
  });
});

describe('whose to-dos they are (listTodos)', () => {
  afterAll(() => t.signIn(testUser(['admin'])));
  const kinds = async () => {
    const { body } = await todos({ size: 1000 });
    expect(t.errors('listTodos', body)).toEqual([]);
    return [...new Set((body.data.records as Row[]).map((r) => r.kind))].sort();
  };

  it('gives each user the to-dos their buttons let them do: 派单 dispatches, 验收 accepts', async () => {
    expect(await kinds()).toEqual(['acceptance', 'dispatch']);
    t.signIn(SEEDED_INSPECTOR);
    expect((await todos({})).body.data).toMatchObject({ records: [], total: 0 });
    // A role granted 工单管理 with its 验收 button only.
    roleRecords(t.store).set('77', {
      id: '77',
      name: '验收员',
      code: 'acceptor',
      remark: null,
      builtIn: false,
      menuIds: ['400', '401', '4012'],
      createTime: '2026-05-18 09:00:00',
    });
    t.signIn(testUser(['acceptor'], 'acceptor'));
    expect(await kinds()).toEqual(['acceptance']);
  });
});
