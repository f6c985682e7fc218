import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectButtonGuard, SEEDED_ADMIN, SEEDED_INSPECTOR } from '../../config/domain-test-app';
import { diseasesDomain } from '../diseases/diseases-domain';
import { diskWorldApp, type Row, type WorldTestApp, worldTestApp } from '../world-test-app';
import { roadsDomain } from './roads-domain';

const ROUTES = '/api/administration/glRoute';
const G42_CHANGE = {
  name: '沪宁高速',
  lanes: 3,
  technicalGrade: '一级公路',
  designSpeedKmh: 100,
  pavement: '水泥混凝土',
  officeId: '20110',
};

let t: WorldTestApp;
beforeAll(async () => {
  t = await worldTestApp([roadsDomain, diseasesDomain]);
  t.signIn(SEEDED_ADMIN);
});
afterAll(async () => {
  await t.app.close();
});

const route = async (code: string) =>
  ((await t.call('POST', `${ROUTES}/page`, { current: 1, size: 100 })).body.data.records as Row[]).find(
    (r) => r.routeCode === code,
  ) as Row;
const diseases = (query: object) =>
  t.call('POST', '/api/administration/glDisease/page', { current: 1, size: 5, ...query });

describe('a route edited on /routeInfo (updateRoute)', () => {
  it('edits a route only for the holders of route:edit', async () => {
    await expectButtonGuard(t, 'updateRoute', ['600', '601'], '6011', () =>
      t.app.inject({ method: 'PUT', url: `${ROUTES}/G42`, payload: G42_CHANGE }),
    );
    expect(await route('G42')).toMatchObject({ routeName: 'G42 沪宁高速' });
  });

  it('changes the editable facts, the code and stakes staying, and listRoutes answers them', async () => {
    const before = await route('G42');
    const { body } = await t.call('PUT', `${ROUTES}/G42`, G42_CHANGE);
    expect(t.errors('updateRoute', body)).toEqual([]);
    expect(body.data).toMatchObject({
      routeCode: 'G42',
      routeName: 'G42 沪宁高速',
      name: '沪宁高速',
      lanes: 3,
      laneText: '双向六车道',
      technicalGrade: '一级公路',
      designSpeedKmh: 100,
      pavement: '水泥混凝土',
      startStakeNo: before.startStakeNo,
      endStakeNo: before.endStakeNo,
      lengthKm: before.lengthKm,
    });
    expect(await route('G42')).toMatchObject({ routeName: 'G42 沪宁高速', lanes: 3 });
    const named = (
      await t.call('POST', `${ROUTES}/page`, {
        current: 1,
        size: 10,
        filters: [{ key: 'routeName', operator: 'like', value: '*沪宁*' }],
      })
    ).body.data.records as Row[];
    expect(named.map((r) => r.routeCode)).toEqual(['G42']);
  });

  it('renames the route on every disease of /diseaseManage (listed and filtered by the new name) and every work order', async () => {
    const { body } = await diseases({
      filters: [{ key: 'routeName', operator: 'like', value: '*G42 沪宁高速*' }],
    });
    expect(body.data.total).toBeGreaterThan(0);
    expect(body.data.total).toBe(t.world.diseases.rows().filter((d) => d.routeCode === 'G42').length);
    const old = await diseases({ filters: [{ key: 'routeName', operator: 'like', value: '*沪蓉*' }] });
    expect(old.body.data.total).toBe(0);
    // Their work orders, and the order's texts, too.
    const orders = t.world.workOrders.rows().filter((o) => o.routeCode === 'G42');
    expect(orders.length).toBeGreaterThan(0);
    expect(orders.every((o) => o.routeName === 'G42 沪宁高速')).toBe(true);
    const first = orders[0];
    expect(JSON.stringify(first ? t.world.workOrders.get(first.id) : null)).not.toContain('沪蓉');
  });

  it('takes the new lane count for a disease entered on the route', async () => {
    const entry = {
      diseaseType: '2',
      diseaseLevel: 2,
      routeCode: 'G42',
      stakeNo: 'K260+500',
      direction: '1',
      diseaseArea: 0.5,
    };
    const refused = await t.call('POST', '/api/administration/glDisease', { ...entry, lane: 4 });
    expect(refused.body).toEqual({ code: 400, msg: 'G42 沪宁高速单向3车道，车道应为 1～3', data: null });
  });

  it('refuses each bad change with its reason and saves nothing; an unknown code is 404', async () => {
    const refusals: Array<[object, string]> = [
      [{ name: ' ' }, '路线名称不能为空，最多 30 个字'],
      [{ name: '长深高速' }, '路线名称「长深高速」已被 G25 使用'],
      [{ lanes: 9 }, '单向车道数应为 1～8'],
      [{ lanes: 0 }, '单向车道数应为 1～8'],
      [{ designSpeedKmh: 125 }, '设计速度应为 20～120 km/h，且为 10 的倍数'],
      [{ designSpeedKmh: 85 }, '设计速度应为 20～120 km/h，且为 10 的倍数'],
      [{ officeId: '201' }, '管理处「201」不存在'],
    ];
    for (const [change, msg] of refusals) {
      const { body } = await t.call('PUT', `${ROUTES}/G42`, { ...G42_CHANGE, name: '沪宁新名', ...change });
      expect(body).toEqual({ code: 400, msg, data: null });
      expect(t.errors('updateRoute', body)).toEqual([]);
    }
    expect((await route('G42')).name).toBe('沪宁高速');
    expect((await t.call('PUT', `${ROUTES}/G999`, G42_CHANGE)).body).toEqual({
      code: 404,
      msg: '路线不存在',
      data: null,
    });
    const grade = await t.call('PUT', `${ROUTES}/G42`, { ...G42_CHANGE, technicalGrade: '快速路' });
    expect(grade.status).toBe(400);
    const extra = await t.call('PUT', `${ROUTES}/G42`, { ...G42_CHANGE, routeCode: 'G43' });
    expect(extra.status).toBe(400);
  });

  it('is administration: an inspector is refused with 403', async () => {
    t.signIn(SEEDED_INSPECTOR);
    try {
      expect((await t.call('PUT', `${ROUTES}/G42`, G42_CHANGE)).status).toBe(403);
    } finally {
      t.signIn(SEEDED_ADMIN);
    }
  });
});

describe('kept in DATA_DIR', () => {
  it('keeps a route’s new name across a restart, and QA’s reset brings the network’s back', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'route-update-'));
    const open = () => diskWorldApp(dir, [roadsDomain]);
    try {
      const first = await open();
      const saved = await first.app.inject({
        method: 'PUT',
        url: `${ROUTES}/S55`,
        payload: { ...G42_CHANGE, name: '宁宣快速路', officeId: first.world.roads.get('S55')?.officeId },
      });
      expect(saved.json().code).toBe(200);
      await first.close();
      const second = await open();
      expect(second.world.roads.get('S55')?.routeName).toBe('S55 宁宣快速路');
      second.store.reset();
      expect(second.world.roads.get('S55')?.routeName).toBe('S55 宁宣高速');
      await second.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
