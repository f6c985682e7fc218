import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MORNING, type WorldTestApp, worldTestApp } from '../world-test-app';

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
