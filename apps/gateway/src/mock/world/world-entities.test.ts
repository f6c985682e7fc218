import { HOUR, MINUTE, parseTime } from '@jt/mocks/world/time';
import { beforeAll, describe, expect, it } from 'vitest';
import { MockStore } from '../store/mock-store';
import { inspectionsAround } from './assets';
import { createWorld, type World } from './world';

/** 2026-05-18 10:00 China time: the machine's time in these tests (the world's epoch day). */
const MORNING = parseTime('2026-05-18 10:00:00');
const SEED = 20260518;

async function world(at = MORNING): Promise<{ world: World; store: MockStore }> {
  const store = await MockStore.open(null);
  return { world: createWorld(store, { seed: SEED, machineNow: () => at }), store };
}

// Generating a year of the world takes seconds on a busy machine: the tests that only read share one.
let readOnly: Promise<{ world: World; store: MockStore }> | null = null;
function sharedWorld() {
  readOnly ??= world();
  return readOnly;
}

beforeAll(async () => {
  (await sharedWorld()).world.warm();
}, 60_000);

describe('road assets in the world', () => {
  it('were last inspected on their cycle, before now, and are next inspected one cycle later', async () => {
    const { world: w } = await sharedWorld();
    for (const asset of w.assets.rows().slice(0, 200)) {
      const last = parseTime(asset.lastInspectTime);
      const next = parseTime(asset.nextInspectTime);
      expect(last).toBeLessThanOrEqual(MORNING);
      expect(next).toBeGreaterThan(MORNING);
      expect(next - last).toBe(asset.inspectCycleDays * 24 * HOUR);
    }
  });

  it('inspects at 10:00 on the cycle day: an inspection due today at 10:00 counts from then', () => {
    const before = inspectionsAround(30, 0, parseTime('2026-05-18 09:59:59'));
    const after = inspectionsAround(30, 0, parseTime('2026-05-18 10:00:00'));
    expect(after.lastMs - before.lastMs === 0 || after.lastMs - before.lastMs === 30 * 24 * HOUR).toBe(true);
  });

  it('records what an inspection found, and refuses what does not fit the asset', async () => {
    const { world: w } = await world();
    const bridge = w.assets.rows().find((a) => a.assetType === '1');
    const sign = w.assets.rows().find((a) => a.assetType === '7');
    if (!bridge || !sign) throw new Error('no bridge or sign');
    const graded = w.assets.update(bridge.id, { techGrade: 4, remark: '支座脱空，伸缩缝破损' });
    expect(graded).toMatchObject({
      ok: true,
      value: { techGradeName: '4类', condition: '3', conditionName: '损坏' },
    });
    expect(w.assets.get(bridge.id)?.remark).toBe('支座脱空，伸缩缝破损');
    expect(w.assets.update(sign.id, { techGrade: 2 })).toEqual({
      ok: false,
      message: '交通标志没有技术状况等级',
    });
    expect(w.assets.update(bridge.id, { condition: '1' })).toMatchObject({ ok: false });
    expect(w.assets.update('1', { condition: '1' })).toEqual({ ok: false, message: '路产不存在或已删除' });
    expect(w.assets.update(sign.id, { condition: '2' })).toMatchObject({
      ok: true,
      value: { conditionName: '轻微损坏' },
    });
  });
});

describe('devices in the world', () => {
  it('report a status now with its name, and the time it went off when it is not online', async () => {
    const { world: w } = await sharedWorld();
    const rows = w.devices.rows();
    expect(rows.length).toBeGreaterThan(100);
    for (const device of rows) {
      expect(['在线', '离线', '故障']).toContain(device.statusName);
      if (device.status === '1') expect(device.statusSince).toBeNull();
      else expect(parseTime(device.statusSince ?? '')).toBeLessThanOrEqual(MORNING);
    }
  });
});

describe('traffic events in the world', () => {
  it('show only events started by now, newest first, handled until they clear', async () => {
    const { world: w } = await sharedWorld();
    const rows = w.events.rows();
    expect(rows.length).toBeGreaterThan(1000);
    for (let i = 1; i < rows.length; i++)
      expect(rows[i - 1]?.startMs ?? 0).toBeGreaterThanOrEqual(rows[i]?.startMs ?? 0);
    for (const event of rows) {
      expect(event.startMs).toBeLessThanOrEqual(MORNING);
      expect(event.status).toBe(event.endMs > MORNING ? '1' : '2');
    }
  });

  it('have a road work for each repair: handled while the order is in repair, cleared when submitted', async () => {
    const { world: w } = await sharedWorld();
    const works = w.events.rows().filter((e) => e.eventType === '5');
    expect(works.length).toBeGreaterThan(1000);
    const inRepair = w.workOrders.rows().filter((o) => o.status === 3);
    const active = works.filter((e) => e.status === '1');
    expect(active.map((e) => e.workOrderId).sort()).toEqual(inRepair.map((o) => o.id).sort());
    for (const work of works.slice(0, 50)) {
      const order = w.workOrders.get(work.workOrderId ?? '');
      expect(order?.repairStartTime).toBe(work.startTime);
      if (work.status === '2') expect(work.endTime).toBe(order?.submitTime);
    }
  });

  it('take a report from the control room and clear it by hand', async () => {
    const { world: w, store } = await world();
    const reported = w.events.report({
      eventType: '4',
      routeCode: 'G42',
      stakeNo: 'K260+500',
      direction: '1',
      description: '路面遗撒砂石，占用第4车道',
    });
    if (!reported.ok) throw new Error(reported.message);
    expect(reported.value).toMatchObject({
      status: '1',
      statusName: '处置中',
      endTime: null,
      eventTypeName: '路面抛洒物',
    });
    expect(w.events.active().map((e) => e.id)).toContain(reported.value.id);
    expect(
      w.events.report({ ...reported.value, eventType: '4', stakeNo: 'K9+000', description: 'x' }),
    ).toMatchObject({
      ok: false,
      message: expect.stringContaining('不在G42 沪蓉高速范围内'),
    });
    w.clock.advance(20 * MINUTE);
    const cleared = w.events.clear(reported.value.id);
    expect(cleared).toMatchObject({ ok: true, value: { status: '2', durationMin: 20 } });
    expect(w.events.clear(reported.value.id)).toMatchObject({
      ok: false,
      message: expect.stringContaining('已于'),
    });
    // The report survives in the store as JSON (no Infinity on the way).
    const saved = JSON.parse(JSON.stringify(store.collection('worldEvents').get(reported.value.id)));
    expect(saved.value.endMs).toBeGreaterThan(MORNING);
  });
});

describe('road condition evaluation in the world', () => {
  it('scores every kilometre of both carriageways between 0 and 100, graded as the standard says', async () => {
    const { world: w } = await sharedWorld();
    const rows = w.evaluations.rows();
    const km = rows.reduce((sum, r) => sum + r.lengthKm, 0);
    const networkKm = w.roads.rows().reduce((sum, r) => sum + r.lengthKm, 0);
    expect(km).toBeCloseTo(2 * networkKm, 0);
    for (const row of rows) {
      for (const score of [row.mqi, row.pqi, row.pci, row.rqi, row.rdi, row.sri, row.bci, row.tci]) {
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(100);
      }
    }
    const mean = rows.reduce((sum, r) => sum + r.mqi * r.lengthKm, 0) / km;
    expect(mean).toBeGreaterThan(80);
    expect(mean).toBeLessThan(97);
  });

  it('counts the past year of diseases on each kilometre', async () => {
    const { world: w } = await sharedWorld();
    const total = w.evaluations.rows().reduce((sum, r) => sum + r.diseaseCount, 0);
    const year = w.diseases.rows().filter((d) => d.reportMs >= MORNING - 365 * 24 * HOUR).length;
    expect(total).toBe(year);
  });

  it('lowers a kilometre with a grave disease reported on it', async () => {
    const { world: w } = await world();
    const before = w.evaluations.rows().find((r) => r.routeCode === 'G42' && r.direction === '1');
    if (!before) throw new Error('no kilometre');
    const created = w.diseases.create(
      {
        diseaseType: '5',
        diseaseLevel: 3,
        routeCode: 'G42',
        stakeNo: before.startStakeNo,
        direction: '1',
        diseaseArea: 45,
      },
      { name: '测试', orgId: null },
    );
    expect(created.ok).toBe(true);
    const after = w.evaluations.rows().find((r) => r.routeCode === 'G42' && r.direction === '1');
    expect(after?.openDiseaseCount).toBe(before.openDiseaseCount + 1);
    expect(after?.pci).toBeLessThan(before.pci);
  });

  it('gives five years of route scores, this year the current one', async () => {
    const { world: w } = await sharedWorld();
    const history = w.evaluations.history();
    expect(new Set(history.map((h) => h.year))).toEqual(new Set([2022, 2023, 2024, 2025, 2026]));
    const now = w.evaluations.routes();
    for (const route of now) {
      expect(history.find((h) => h.year === 2026 && h.routeCode === route.routeCode)?.mqi).toBeCloseTo(
        route.mqi,
        1,
      );
    }
  });
});

describe('patrols on the road', () => {
  it('have their vehicle on their route, at their stake, moving', async () => {
    const { world: w } = await sharedWorld();
    const live = w.patrols.live();
    expect(live.length).toBeGreaterThan(0);
    for (const patrol of live) {
      const position = w.patrols.position(patrol.id);
      expect(position?.routeCode).toBe(patrol.routeCode);
      expect(position?.heading).toBeGreaterThanOrEqual(0);
      expect(position?.heading).toBeLessThan(360);
      const line = w.roads.network.line(patrol.routeCode);
      expect(line?.nearestStake([position?.lon ?? 0, position?.lat ?? 0]).distanceM).toBeLessThan(30);
    }
    expect(w.patrols.position('1')).toBeUndefined();
  });
});
