import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainTestApp, expectButtonGuard, testUser } from '../../config/domain-test-app';
import { MockStore } from '../../store/mock-store';
import { createWorld } from '../../world/world';
import { MORNING, type Row, type WorldTestApp, worldTestApp } from '../world-test-app';
import { patrolsDomain } from './patrols-domain';

let t: WorldTestApp;
let route: Row;
beforeAll(async () => {
  t = await worldTestApp();
  route = t.world.roads.rows()[0] as unknown as Row;
});
afterAll(async () => {
  await t.app.close();
});

const BASE = '/api/administration/glPatrolSchedule';
const fields = (over: object = {}) => ({
  routeCode: route.routeCode,
  startStakeNo: route.startStakeNo,
  endStakeNo: route.endStakeNo,
  inspectors: ['张三'],
  patrolDate: '2026-05-19',
  shift: '早班',
  ...over,
});
const list = (query: object = {}) => t.call('POST', `${BASE}/page`, { current: 1, size: 50, ...query });

describe('patrol schedules (listPatrolSchedules, createPatrolSchedule, updatePatrolSchedule, deletePatrolSchedule)', () => {
  it('creates a schedule on a section of a route and lists it, in the contract shape', async () => {
    const created = await t.call('POST', BASE, fields({ remark: '早班巡查' }));
    expect(t.errors('createPatrolSchedule', created.body)).toEqual([]);
    expect(created.body).toMatchObject({
      code: 200,
      data: {
        routeCode: route.routeCode,
        routeName: route.routeName,
        inspectors: ['张三'],
        inspectorNames: '张三',
        shift: '早班',
        remark: '早班巡查',
        createBy: expect.any(String),
      },
    });
    const listed = await list();
    expect(t.errors('listPatrolSchedules', listed.body)).toEqual([]);
    expect(listed.body.data.records.map((r: Row) => r.id)).toContain(created.body.data.id);
  });

  it('refuses an inspector already scheduled at those hours, saying who and when, and saves nothing', async () => {
    const before = (await list()).body.data.total;
    const clash = await t.call('POST', BASE, fields({ inspectors: ['李四', '张三'] }));
    expect(clash.body).toEqual({
      code: 400,
      msg: '巡查人员张三在2026-05-19 早班已有排班，时间冲突',
      data: null,
    });
    expect(t.errors('createPatrolSchedule', clash.body)).toEqual([]);
    expect((await list()).body.data.total).toBe(before);
    const otherShift = await t.call('POST', BASE, fields({ inspectors: ['张三'], shift: '中班' }));
    expect(otherShift.body.code).toBe(200);
  });

  it('refuses a section running backwards or outside its route, and an unknown route', async () => {
    const backwards = await t.call(
      'POST',
      BASE,
      fields({ startStakeNo: route.endStakeNo, endStakeNo: route.startStakeNo, inspectors: ['王五'] }),
    );
    expect(backwards.body).toEqual({ code: 400, msg: '终点桩号应大于起点桩号', data: null });
    const outside = await t.call('POST', BASE, fields({ endStakeNo: 'K9999+000', inspectors: ['王五'] }));
    expect(outside.body).toEqual({
      code: 400,
      msg: `巡查路段须在路线${route.routeName}范围内（${route.startStakeNo}–${route.endStakeNo}）`,
      data: null,
    });
    const unknown = await t.call('POST', BASE, fields({ routeCode: 'X999', inspectors: ['王五'] }));
    expect(unknown.body).toEqual({ code: 400, msg: '路线X999不存在', data: null });
  });

  it('answers 400 for a malformed stake, no inspector or an unknown shift (the contract)', async () => {
    for (const bad of [
      { startStakeNo: '12+300' },
      { inspectors: [] },
      { shift: '全天' },
      { patrolDate: '明天' },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: BASE,
        payload: fields({ ...bad, inspectors: (bad as { inspectors?: string[] }).inspectors ?? ['赵六'] }),
      });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it('edits a schedule (it never clashes with itself), refuses a clash, and answers 404 when gone', async () => {
    const created = (await t.call('POST', BASE, fields({ inspectors: ['钱七'], shift: '夜班' }))).body.data;
    const moved = await t.call(
      'PUT',
      `${BASE}/${created.id}`,
      fields({ inspectors: ['钱七'], shift: '夜班', remark: '改' }),
    );
    expect(moved.body).toMatchObject({
      code: 200,
      data: { id: created.id, remark: '改', createTime: created.createTime },
    });
    expect(t.errors('updatePatrolSchedule', moved.body)).toEqual([]);
    const clash = await t.call('PUT', `${BASE}/${created.id}`, fields({ inspectors: ['张三'] }));
    expect(clash.body).toEqual({
      code: 400,
      msg: '巡查人员张三在2026-05-19 早班已有排班，时间冲突',
      data: null,
    });
    const deleted = await t.call('DELETE', `${BASE}/${created.id}`);
    expect(deleted.body).toMatchObject({ code: 200, data: { id: created.id } });
    expect(t.errors('deletePatrolSchedule', deleted.body)).toEqual([]);
    expect((await t.call('DELETE', `${BASE}/${created.id}`)).body).toEqual({
      code: 404,
      msg: '排班不存在或已删除',
      data: null,
    });
    expect((await t.call('PUT', `${BASE}/${created.id}`, fields())).body).toEqual({
      code: 404,
      msg: '排班不存在或已删除',
      data: null,
    });
  });
});

describe('巡查安排 behind patrol:arrange (seed 000 §6)', () => {
  it('adds, edits and deletes a schedule only for the holders of patrol:arrange', async () => {
    const path = ['200', '202'];
    const inject = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, ...(payload === undefined ? {} : { payload }) });
    const body = fields({ inspectors: ['孙八'], patrolDate: '2026-05-21' });
    const created = await expectButtonGuard(t, 'createPatrolSchedule', path, '2021', () =>
      inject('POST', BASE, body),
    );
    const id = created.data.id as string;
    await expectButtonGuard(t, 'updatePatrolSchedule', path, '2021', () =>
      inject('PUT', `${BASE}/${id}`, { ...body, remark: '改' }),
    );
    await expectButtonGuard(t, 'deletePatrolSchedule', path, '2021', () => inject('DELETE', `${BASE}/${id}`));
    t.signIn(testUser(['admin']));
    expect((await list()).body.data.records.some((r: Row) => r.id === id)).toBe(false);
  });
});

describe('patrol schedules kept in DATA_DIR', () => {
  it('lists a schedule created before the gateway restarted', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'schedules-'));
    const open = async () => {
      const store = await MockStore.open(dir);
      const app = await domainTestApp([patrolsDomain], store, {
        world: (s) => {
          const world = createWorld(s, { seed: 20260518, machineNow: () => MORNING });
          world.clock.set(MORNING, true);
          return world;
        },
      });
      return { store, app: app.app };
    };
    try {
      const first = await open();
      const created = await first.app.inject({
        method: 'POST',
        url: BASE,
        payload: fields({ inspectors: ['孙八'] }),
      });
      const id = created.json().data.id;
      await first.store.sync();
      await first.app.close();
      await first.store.close();
      const second = await open();
      const listed = await second.app.inject({
        method: 'POST',
        url: `${BASE}/page`,
        payload: { current: 1, size: 10 },
      });
      expect(listed.json().data.records).toEqual([expect.objectContaining({ id, inspectors: ['孙八'] })]);
      await second.app.close();
      await second.store.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
