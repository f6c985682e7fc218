import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Row, type WorldTestApp, worldTestApp } from '../world-test-app';
import { screensDomain } from './screens-domain';

describe('the disease screen over the world', () => {
  let test: WorldTestApp;
  beforeAll(async () => {
    test = await worldTestApp([screensDomain]);
  });
  afterAll(() => test.app.close());

  const figures = async () => {
    const { status, body } = await test.call('GET', '/api/administration/bigScreen/disease');
    expect(status).toBe(200);
    expect(test.errors('screenDisease', body)).toEqual([]);
    return body.data;
  };

  it('answers the figures of the clock’s moment in the contract’s shape', async () => {
    const data = await figures();
    expect(data.asOf).toBe('2026-05-18 10:00:00');
    expect(data.trend).toHaveLength(30);
    expect(data.trend.at(-1).day).toBe('2026-05-18');
    expect(data.totals.today).toBeGreaterThan(0);
    expect(data.totals.month).toBe(data.trend.reduce((sum: number, d: Row) => sum + d.found, 0));
    expect(data.byLevel.reduce((sum: number, l: Row) => sum + l.count, 0)).toBe(data.totals.month);
    expect(data.byType.reduce((sum: number, t: Row) => sum + t.count, 0)).toBe(data.totals.month);
    expect(data.byRoute.map((r: Row) => r.routeCode)).toEqual(
      test.world.roads.rows().map((r) => r.routeCode),
    );
    expect(data.heat).toHaveLength(data.totals.month);
    expect(data.totals.repairRate).toBeGreaterThan(0);
    expect(data.totals.repairRate).toBeLessThanOrEqual(100);
  });

  it('agrees with the disease list: the newest ten, and every open order on the map', async () => {
    const data = await figures();
    const rows = test.world.diseases.rows();
    expect(data.latest.map((d: Row) => d.id)).toEqual(rows.slice(0, 10).map((d) => d.id));
    const open = rows.filter((d) => d.workOrderId !== null && d.processStatus !== 4);
    expect(data.totals.open).toBe(open.length);
    expect(new Set(data.openPoints.map((p: Row) => p.id))).toEqual(new Set(open.map((d) => d.id)));
    expect(data.byStatus.reduce((sum: number, s: Row) => sum + s.count, 0)).toBe(open.length);
  });

  it('follows an accepted repair: one fewer open, one more repaired today', async () => {
    const before = await figures();
    const waiting = test.world.diseases.rows().find((d) => d.processStatus === 6 && d.workOrderId);
    if (!waiting?.workOrderId) throw new Error('no repair waiting for acceptance in the seed');
    expect(test.world.workOrders.move(waiting.workOrderId, 'open', { operator: 'admin' }).ok).toBe(true);
    expect(test.world.workOrders.move(waiting.workOrderId, 'accept', { operator: 'admin' }).ok).toBe(true);
    const after = await figures();
    expect(after.totals.open).toBe(before.totals.open - 1);
    expect(after.totals.repairedMonth).toBe(before.totals.repairedMonth + 1);
    expect(after.trend.at(-1).repaired).toBe(before.trend.at(-1).repaired + 1);
    expect(after.openPoints.some((p: Row) => p.id === waiting.id)).toBe(false);
  });
});

// Scoring every kilometre from a year of diseases takes a few seconds on a busy machine.
describe('the road condition screen over the world', { timeout: 60_000 }, () => {
  let test: WorldTestApp;
  beforeAll(async () => {
    test = await worldTestApp([screensDomain]);
  });
  afterAll(() => test.app.close());

  const scores = async () => {
    const { status, body } = await test.call('GET', '/api/administration/bigScreen/evaluation');
    expect(status).toBe(200);
    expect(test.errors('screenEvaluation', body)).toEqual([]);
    return body.data;
  };

  it('sums every kilometre of both carriageways into grades and colour bands', async () => {
    const data = await scores();
    const rows = test.world.evaluations.rows();
    const km = rows.reduce((sum, r) => sum + r.lengthKm, 0);
    const total = (list: Row[]) => list.reduce((sum: number, x: Row) => sum + x.km, 0);
    expect(total(data.gradeKm)).toBeCloseTo(km, 1);
    expect(total(data.bandKm)).toBeCloseTo(km, 1);
    expect(data.network.lengthKm).toBeCloseTo(km / 2, 1);
    expect(data.routes.map((r: Row) => r.routeCode)).toEqual(test.world.roads.rows().map((r) => r.routeCode));
    expect(data.history).toHaveLength(5 * data.routes.length);
  });

  it('lists the ten worst kilometres, lowest MQI first, each in its band', async () => {
    const data = await scores();
    const lowest = Math.min(...test.world.evaluations.rows().map((r) => r.mqi));
    expect(data.worst).toHaveLength(10);
    expect(data.worst[0].mqi).toBe(lowest);
    for (let i = 1; i < data.worst.length; i++)
      expect(data.worst[i].mqi).toBeGreaterThanOrEqual(data.worst[i - 1].mqi);
    for (const row of data.worst as Row[]) {
      const floor = row.band === '<70' ? 0 : Number(row.band.split('-')[0]);
      expect(row.mqi).toBeGreaterThanOrEqual(floor);
    }
  });
});

describe('the traffic event screen over the world', () => {
  let test: WorldTestApp;
  beforeAll(async () => {
    test = await worldTestApp([screensDomain]);
  });
  afterAll(() => test.app.close());

  const figures = async () => {
    const { status, body } = await test.call('GET', '/api/administration/bigScreen/events');
    expect(status).toBe(200);
    expect(test.errors('screenEvents', body)).toEqual([]);
    return body.data;
  };

  it('counts the events being handled now, with their lanes and the devices’ status', async () => {
    const data = await figures();
    const active = test.world.events.active();
    expect(data.totals.active).toBe(active.length);
    expect(data.active.map((e: Row) => e.id)).toEqual(active.map((e) => e.id));
    expect(data.totals.lanesClosed).toBe(active.reduce((sum, e) => sum + e.lanesClosed, 0));
    expect(data.hourly).toHaveLength(24);
    expect(data.hourly.reduce((a: number, b: number) => a + b, 0)).toBe(data.totals.today);
    expect(data.devices.online + data.devices.offline + data.devices.fault).toBe(
      test.world.devices.rows().length,
    );
    expect(data.byType.map((t: Row) => t.code).sort()).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('follows the control room: a reported event appears, a cleared one leaves', async () => {
    const before = await figures();
    const reported = test.world.events.report({
      eventType: '4',
      routeCode: 'G42',
      stakeNo: 'K270+100',
      direction: '1',
      lanesClosed: 1,
      description: '路面散落货物',
    });
    if (!reported.ok) throw new Error(reported.message);
    const during = await figures();
    expect(during.totals.active).toBe(before.totals.active + 1);
    expect(during.active[0].id).toBe(reported.value.id);
    expect(during.totals.today).toBe(before.totals.today + 1);
    expect(test.world.events.clear(reported.value.id).ok).toBe(true);
    const after = await figures();
    expect(after.totals.active).toBe(before.totals.active);
    expect(after.totals.clearedToday).toBe(before.totals.clearedToday + 1);
  });
});

describe('the road asset screen over the world', () => {
  let test: WorldTestApp;
  beforeAll(async () => {
    test = await worldTestApp([screensDomain]);
  });
  afterAll(() => test.app.close());

  const figures = async () => {
    const { status, body } = await test.call('GET', '/api/administration/bigScreen/assets');
    expect(status).toBe(200);
    expect(test.errors('screenAssets', body)).toEqual([]);
    return body.data;
  };

  it('counts the books per type, condition and class, and the devices per status', async () => {
    const data = await figures();
    const assets = test.world.assets.rows();
    const sum = (list: Row[], key = 'count') => list.reduce((s: number, x: Row) => s + x[key], 0);
    expect(sum(data.byType)).toBe(assets.length);
    expect(sum(data.conditions)).toBe(assets.length);
    expect(sum(data.techGrades)).toBe(assets.filter((a) => a.techGrade !== null).length);
    expect(sum(data.devices, 'total')).toBe(test.world.devices.rows().length);
    expect(data.upcoming.length).toBeLessThanOrEqual(10);
    for (let i = 1; i < data.upcoming.length; i++)
      expect(data.upcoming[i].nextInspectTime >= data.upcoming[i - 1].nextInspectTime).toBe(true);
  });

  it('follows an inspection: a bridge put in class 5 needs attention at once', async () => {
    const before = await figures();
    const bridge = test.world.assets
      .rows()
      .find((a) => a.assetType === '1' && a.techGrade !== null && a.techGrade <= 2);
    if (!bridge) throw new Error('no sound bridge in the seed');
    expect(test.world.assets.update(bridge.id, { techGrade: 5 }).ok).toBe(true);
    const after = await figures();
    expect(after.attention[0]).toMatchObject({
      assetName: bridge.assetName,
      techGradeName: '5类',
      conditionName: '损坏',
    });
    const route = (d: Row) => d.byRoute.find((r: Row) => r.routeCode === bridge.routeCode).damaged;
    expect(route(after)).toBe(route(before) + 1);
  });
});

describe('the disease heat map over the world', () => {
  let test: WorldTestApp;
  beforeAll(async () => {
    test = await worldTestApp([screensDomain]);
  });
  afterAll(() => test.app.close());

  const heat = async (query = '') => {
    const { status, body } = await test.call('GET', `/api/administration/bigScreen/heat${query}`);
    expect(status).toBe(200);
    expect(test.errors('screenHeat', body)).toEqual([]);
    return body.data;
  };

  it('gives the last 30 days by default, one [lon, lat, level] per disease, agreeing with the disease screen', async () => {
    const data = await heat();
    expect(data.days).toBe(30);
    expect(data.diseaseType).toBeNull();
    const screen = (await test.call('GET', '/api/administration/bigScreen/disease')).body.data;
    expect(data.total).toBe(screen.totals.month);
    expect(data.points).toHaveLength(data.total);
    expect(data.points.map((p: number[]) => [p[0], p[1]])).toEqual(screen.heat);
    expect(data.severe).toBe(data.points.filter((p: number[]) => p[2] === 3).length);
    expect(data.byLevel.reduce((sum: number, l: Row) => sum + l.count, 0)).toBe(data.total);
    expect(data.byRoute.reduce((sum: number, r: Row) => sum + r.count, 0)).toBe(data.total);
  });

  it('narrows to one type while still counting every type for the filter', async () => {
    const all = await heat('?days=90');
    const type = all.byType[0];
    const one = await heat(`?days=90&diseaseType=${type.code}`);
    expect(one.diseaseType).toBe(type.code);
    expect(one.total).toBe(type.count);
    expect(one.byType).toEqual(all.byType);
    expect((await heat('?days=7')).total).toBeLessThan(all.total);
    expect((await heat('?days=365')).total).toBeGreaterThan(all.total);
  });

  it('refuses a window the screen does not offer with the validation problem, and finds nothing of an unknown type', async () => {
    const { status, body } = await test.call('GET', '/api/administration/bigScreen/heat?days=12');
    expect(status).toBe(400);
    expect(body.title).toBeTruthy();
    expect((await heat('?diseaseType=nope')).total).toBe(0);
  });
});
