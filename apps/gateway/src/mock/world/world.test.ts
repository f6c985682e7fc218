import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatTime, HOUR, MINUTE, parseTime } from '@jt/mocks/world/time';
import { afterAll, describe, expect, it } from 'vitest';
import { MockStore } from '../store/mock-store';
import { createWorld, type World } from './world';

/** 2026-05-18 10:00 China time: the machine's time in these tests (the world's epoch day). */
const MORNING = parseTime('2026-05-18 10:00:00');
const SEED = 20260518;

async function world(at = MORNING, store?: MockStore): Promise<{ world: World; store: MockStore }> {
  const s = store ?? (await MockStore.open(null));
  return { world: createWorld(s, { seed: SEED, machineNow: () => at }), store: s };
}

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('the world', () => {
  it('starts with a year of diseases, patrols and work orders', async () => {
    const { world: w } = await world();
    const summary = w.summary();
    expect(summary.epochDay).toBe('2026-05-18');
    expect(summary.counts.routes).toBe(5);
    expect(summary.counts.diseases).toBeGreaterThan(6500);
    expect(summary.counts.diseases).toBeLessThan(8000);
    expect(summary.counts.patrols).toBeGreaterThan(2200);
    expect(summary.counts.workOrders).toBeGreaterThan(5000);
    expect(summary.workOrdersByStatus.验收通过).toBeGreaterThan(4500);
    expect(summary.counts.todos).toBeGreaterThan(5);
  });

  it('is the same world for the same seed and epoch, record for record', async () => {
    const a = (await world()).world;
    const b = (await world()).world;
    expect(JSON.stringify(a.diseases.rows())).toBe(JSON.stringify(b.diseases.rows()));
    expect(JSON.stringify(a.workOrders.rows().slice(0, 500))).toBe(
      JSON.stringify(b.workOrders.rows().slice(0, 500)),
    );
  });

  it('lists the newest disease first and only those reported by now', async () => {
    const { world: w } = await world();
    const rows = w.diseases.rows();
    for (let i = 1; i < rows.length; i++) {
      expect((rows[i - 1] as { reportMs: number }).reportMs).toBeGreaterThanOrEqual(
        (rows[i] as { reportMs: number }).reportMs,
      );
    }
    expect(rows[0]?.reportMs).toBeLessThanOrEqual(MORNING);
  });

  it('sees patrols start, drive and end as the clock moves (listForPatrolForNow)', async () => {
    const { world: w } = await world();
    w.clock.set(parseTime('2026-05-18 07:00:00'), true);
    expect(w.patrols.live()).toEqual([]);
    const first = w.patrols.schedule()[0];
    if (!first) throw new Error('no patrol today');
    w.clock.set(first.startMs + MINUTE, true);
    const live = w.patrols.live();
    expect(live.map((p) => p.id)).toContain(first.id);
    const row = w.patrols.get(first.id);
    expect(row).toMatchObject({ status: '2', statusName: '巡查中', endTime: null });
    const early = w.patrols.track(first.id)?.length ?? 0;
    w.clock.advance(10 * MINUTE);
    expect(w.patrols.get(first.id)?.mileage).toBeGreaterThan(row?.mileage ?? 0);
    expect(w.patrols.track(first.id)?.length).toBeGreaterThan(early);
    w.clock.set(first.endMs + 1000, true);
    expect(w.patrols.live().map((p) => p.id)).not.toContain(first.id);
    expect(w.patrols.get(first.id)).toMatchObject({ status: '3', endTime: formatTime(first.endMs) });
  });

  it('shows a disease found today only once the patrol has passed it', async () => {
    const { world: w } = await world();
    const patrol = w.patrols.schedule()[0];
    if (!patrol || patrol.diseaseIds.length === 0) throw new Error('the first patrol found nothing');
    const id = patrol.diseaseIds[0] as string;
    const at = patrol.diseaseTimes[0] as number;
    w.clock.set(at - 1000, true);
    expect(w.diseases.get(id)).toBeUndefined();
    expect(w.patrols.get(patrol.id)?.diseaseCount).toBe(0);
    w.clock.set(at, true);
    expect(w.diseases.get(id)).toMatchObject({
      id,
      patrolId: patrol.id,
      processStatusName: expect.any(String),
    });
    expect(w.patrols.get(patrol.id)?.diseaseCount).toBe(1);
  });

  it('moves an order through dispatch, repair, acceptance; the disease and the to-dos follow', async () => {
    const { world: w } = await world();
    const todo = w.todos.list(['dispatch'])[0];
    if (!todo) throw new Error('nothing to dispatch');
    const unit = w.organisations.repairUnits(w.workOrders.get(todo.id)?.routeCode)[0];
    const operator = { operator: '王建国' };
    expect(
      w.workOrders.move(todo.id, 'dispatch', { ...operator, maintainUnitId: unit?.id ?? '' }),
    ).toMatchObject({ ok: true, value: { status: 2 } });
    expect(w.todos.list().map((t) => t.id)).not.toContain(todo.id);
    expect(w.workOrders.move(todo.id, 'startRepair', operator)).toMatchObject({
      ok: true,
      value: { status: 3 },
    });
    w.clock.set(MORNING + 2 * HOUR, true);
    const submitted = w.workOrders.move(todo.id, 'submit', operator);
    expect(submitted).toMatchObject({ ok: true, value: { status: 6, statusName: '待验收' } });
    expect(submitted.ok && submitted.value.workStepVoList.length).toBeGreaterThan(1);
    expect(w.todos.list(['acceptance']).find((t) => t.id === todo.id)).toMatchObject({
      statusText: '待验收',
      diseaseId: todo.diseaseId,
    });
    expect(w.workOrders.move(todo.id, 'accept', { ...operator, opinion: '同意验收' })).toMatchObject({
      ok: true,
      value: { status: 4, acceptOpinion: '同意验收' },
    });
    expect(w.diseases.get(todo.diseaseId)).toMatchObject({
      processStatus: 4,
      processStatusName: '验收通过',
      endTime: formatTime(MORNING + 2 * HOUR),
    });
    expect(w.todos.list().map((t) => t.id)).not.toContain(todo.id);
  });

  it('takes a repair submitted a minute after it started, its standard steps within that minute', async () => {
    const { world: w } = await world();
    const todo = w.todos.list(['dispatch'])[0];
    if (!todo) throw new Error('nothing to dispatch');
    const unit = w.organisations.repairUnits(w.workOrders.get(todo.id)?.routeCode)[0];
    const operator = { operator: '王建国' };
    w.workOrders.move(todo.id, 'dispatch', { ...operator, maintainUnitId: unit?.id ?? '' });
    const started = w.workOrders.move(todo.id, 'startRepair', operator);
    if (!started.ok) throw new Error(started.message);
    const startMs = parseTime(started.value.repairStartTime ?? '');
    w.clock.set(startMs + MINUTE, true);
    const submitted = w.workOrders.move(todo.id, 'submit', operator);
    if (!submitted.ok) throw new Error(submitted.message);
    expect(submitted.value.status).toBe(6);
    for (const step of submitted.value.workStepVoList) {
      expect(parseTime(step.stepTime)).toBeGreaterThanOrEqual(startMs);
      expect(parseTime(step.stepTime)).toBeLessThanOrEqual(startMs + MINUTE);
    }
  });

  it('refuses a move the order does not allow and changes nothing', async () => {
    const { world: w, store } = await world();
    const order = w.workOrders.rows().find((o) => o.status === 4);
    if (!order) throw new Error('no accepted order');
    const before = JSON.stringify(w.workOrders.get(order.id));
    const result = w.workOrders.move(order.id, 'reject', { operator: '王建国' });
    expect(result).toEqual({ ok: false, message: expect.stringContaining('工单当前状态为「验收通过」') });
    expect(JSON.stringify(w.workOrders.get(order.id))).toBe(before);
    expect(store.collection('worldWorkOrders').size).toBe(0);
  });

  it('keeps users’ changes in small overlay collections that survive a restart, and a reset drops them', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'world-'));
    dirs.push(dir);
    const first = await world(MORNING, await MockStore.open(dir));
    const created = first.world.diseases.create(
      {
        diseaseType: '2',
        diseaseLevel: 3,
        routeCode: 'G42',
        stakeNo: 'K260+500',
        direction: '1',
        diseaseArea: 1.25,
      },
      { name: '王建国', orgId: '201' },
    );
    if (!created.ok) throw new Error(created.message);
    expect(created.value).toMatchObject({
      diseaseCode: expect.stringMatching(/^BH20260518\d{3}$/),
      processStatusName: '待派单',
      stakeNo: 'K260+500',
    });
    await first.store.flush();
    // Restarted later the same day: same epoch, same generated world, and the change is there.
    const again = await world(MORNING + HOUR, await MockStore.open(dir));
    expect(again.world.epochDay).toBe('2026-05-18');
    expect(again.world.diseases.get(created.value.id)).toMatchObject({
      diseaseCode: created.value.diseaseCode,
    });
    expect(again.world.workOrders.ofDisease(created.value.id)).toMatchObject({ status: 1 });
    again.store.reset();
    expect(again.world.diseases.get(created.value.id)).toBeUndefined();
    expect(again.world.epochDay).toBe('2026-05-18');
    await again.store.flush();
  });

  it('regenerates at another scale (the list benchmark asks for 100,000)', async () => {
    const { world: w } = await world();
    w.setScale(30_000);
    const count = w.diseases.rows().length;
    expect(count).toBeGreaterThan(27_000);
    expect(count).toBeLessThan(33_000);
    expect(w.summary().diseasesPerDay).toBeCloseTo(30_000 / 366, 6);
  }, 60_000);

  it('serves a bench track of exactly the asked number of points', async () => {
    const { world: w } = await world();
    expect(w.patrols.track('bench-track-100000')?.length).toBe(100_000);
    expect(w.patrols.track('bench-track-10')?.length).toBe(10);
    expect(w.patrols.track('bench-track-1')).toBeUndefined();
    expect(w.patrols.track('bench-track-999999')).toBeUndefined();
  });

  it('has patrol tracks from about ten points to tens of thousands', async () => {
    const { world: w } = await world();
    const sizes = w.patrols
      .rows()
      .slice(0, 400)
      .map((p) => w.patrols.track(p.id)?.length ?? 0);
    expect(Math.min(...sizes)).toBeLessThanOrEqual(20);
    expect(Math.max(...sizes)).toBeGreaterThan(15_000);
  });
});
