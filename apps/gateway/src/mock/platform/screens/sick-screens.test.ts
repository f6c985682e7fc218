import { formatTime, HOUR, parseTime } from '@jt/mocks/world/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MORNING, type Row, type WorldTestApp, worldTestApp } from '../world-test-app';
import { diseaseScreen } from './disease-screen';
import { screensDomain } from './screens-domain';
import { lastMonths } from './sick-screen';

const sum = (list: Row[], key = 'count') => list.reduce((s: number, x: Row) => s + x[key], 0);
const isOpen = (d: { workOrderId: string | null; processStatus: number }) =>
  d.workOrderId !== null && d.processStatus !== 4;

describe('the disease situation screen (/bsSickNew) over the world', () => {
  let test: WorldTestApp;
  beforeAll(async () => {
    test = await worldTestApp([screensDomain]);
  });
  afterAll(() => test.app.close());

  const figures = async () => {
    const { status, body } = await test.call('GET', '/api/administration/bigScreen/sickNew');
    expect(status).toBe(200);
    expect(test.errors('screenSickNew', body)).toEqual([]);
    return body.data;
  };

  it('counts the open diseases the disease list has, by type, level and route, all on the map', async () => {
    const data = await figures();
    expect(data.asOf).toBe('2026-05-18 10:00:00');
    const open = test.world.diseases.rows().filter(isOpen);
    expect(open.length).toBeGreaterThan(0);
    expect(data.totals.open).toBe(open.length);
    expect(data.totals.severeOpen).toBe(open.filter((d) => d.diseaseLevel === 3).length);
    expect(sum(data.byType)).toBe(open.length);
    expect(sum(data.byLevel)).toBe(open.length);
    expect(sum(data.byRoute, 'open')).toBe(open.length);
    expect(new Set(data.openPoints.map((p: Row) => p.id))).toEqual(new Set(open.map((d) => d.id)));
    expect(data.byRoute.map((r: Row) => r.routeCode)).toEqual(
      test.world.roads.rows().map((r) => r.routeCode),
    );
    // The same open count as the disease inspection screen on the next wall.
    expect(data.totals.open).toBe(diseaseScreen(test.world).totals.open);
  });

  it('follows 30 days: found and handled per day add up to the month’s totals', async () => {
    const data = await figures();
    expect(data.trend).toHaveLength(30);
    expect(data.trend.at(-1).day).toBe('2026-05-18');
    expect(sum(data.trend, 'found')).toBe(data.totals.newMonth);
    expect(sum(data.trend, 'handled')).toBe(data.totals.handledMonth);
    expect(data.trend.at(-1).found).toBe(data.totals.newToday);
    expect(data.trend.at(-1).handled).toBe(data.totals.handledToday);
    expect(data.totals.newMonth).toBe(diseaseScreen(test.world).totals.month);
    expect(data.totals.handledMonth).toBe(diseaseScreen(test.world).totals.repairedMonth);
  });

  it('shows the month’s work orders by status in their flow, and the overdue ones longest first', async () => {
    const data = await figures();
    expect(data.progress.map((p: Row) => p.name)).toEqual([
      '待派单',
      '已派单',
      '处置中',
      '待验收',
      '验收中',
      '验收不通过',
      '验收通过',
    ]);
    const monthStart = parseTime('2026-04-19 00:00:00');
    const orders = test.world.workOrders.rows();
    expect(sum(data.progress)).toBe(orders.filter((o) => parseTime(o.createTime) >= monthStart).length);
    const overdue = orders.filter((o) => o.overdue);
    expect(data.totals.overdue).toBe(overdue.length);
    expect(data.overdue.length).toBe(Math.min(8, overdue.length));
    for (let i = 1; i < data.overdue.length; i++)
      expect(data.overdue[i].overdueHours).toBeLessThanOrEqual(data.overdue[i - 1].overdueHours);
    for (const row of data.overdue as Row[])
      expect(row.overdueHours).toBe(Math.floor((MORNING - parseTime(row.deadline)) / HOUR));
  });

  it('follows the platform: a new disease, its order dispatched and left past its deadline, then repaired', async () => {
    const before = await figures();
    const created = test.world.diseases.create(
      {
        diseaseType: '2',
        diseaseLevel: 3,
        routeCode: 'G42',
        stakeNo: 'K270+100',
        direction: '1',
        diseaseArea: 2.5,
      },
      { name: '测试', orgId: null },
    );
    if (!created.ok) throw new Error(created.message);
    const orderId = created.value.workOrderId;
    if (!orderId) throw new Error('no work order opened with the disease');
    const during = await figures();
    expect(during.totals.newToday).toBe(before.totals.newToday + 1);
    expect(during.totals.open).toBe(before.totals.open + 1);
    expect(during.totals.severeOpen).toBe(before.totals.severeOpen + 1);
    expect(during.latest[0].id).toBe(created.value.id);
    expect(during.progress[0].count).toBe(before.progress[0].count + 1);

    const unit = test.world.organisations.repairUnits('G42')[0];
    const deadline = formatTime(test.world.clock.now() + HOUR);
    const moved = test.world.workOrders.move(orderId, 'dispatch', {
      operator: 'admin',
      maintainUnitId: unit?.id ?? '',
      deadline,
    });
    expect(moved.ok).toBe(true);
    test.world.clock.set(MORNING + 3 * HOUR, true);
    const late = await figures();
    const order = test.world.workOrders.rows().find((o) => o.id === orderId);
    expect(order?.overdue).toBe(true);
    expect(late.totals.overdue).toBe(test.world.workOrders.rows().filter((o) => o.overdue).length);

    const move = (action: 'startRepair' | 'submit' | 'accept') =>
      expect(test.world.workOrders.move(orderId, action, { operator: 'admin' })).toMatchObject({ ok: true });
    move('startRepair');
    // The repair takes an hour: its steps are timed between the start and the submission.
    test.world.clock.set(MORNING + 4 * HOUR, true);
    move('submit');
    move('accept');
    const after = await figures();
    expect(after.totals.handledToday).toBeGreaterThanOrEqual(late.totals.handledToday + 1);
    expect(after.openPoints.some((p: Row) => p.id === created.value.id)).toBe(false);
    expect(after.overdue.some((o: Row) => o.id === orderId)).toBe(false);
    test.world.clock.set(MORNING, true);
  });
});

describe('the older disease situation screen (/gl-bsSick) over the world', () => {
  let test: WorldTestApp;
  beforeAll(async () => {
    test = await worldTestApp([screensDomain]);
  });
  afterAll(() => test.app.close());

  const figures = async () => {
    const { status, body } = await test.call('GET', '/api/administration/bigScreen/sick');
    expect(status).toBe(200);
    expect(test.errors('screenSick', body)).toEqual([]);
    return body.data;
  };

  it('agrees with the disease inspection screen on the month, the open, the repair rate and hours', async () => {
    const data = await figures();
    const disease = diseaseScreen(test.world).totals;
    expect(data.totals).toMatchObject({
      year: disease.year,
      month: disease.month,
      open: disease.open,
      repairedMonth: disease.repairedMonth,
      repairRate: disease.repairRate,
      avgRepairHours: disease.avgRepairHours,
    });
    expect(data.totals.overdue).toBe(test.world.workOrders.rows().filter((o) => o.overdue).length);
    expect(data.totals.onTimeRate).toBeGreaterThan(0);
    expect(data.totals.onTimeRate).toBeLessThanOrEqual(100);
  });

  it('splits the network by management office: every route in one office, the sums the totals', async () => {
    const data = await figures();
    expect(data.byOffice.length).toBeGreaterThan(1);
    expect(data.byOffice.flatMap((o: Row) => o.routeCodes).sort()).toEqual(
      test.world.roads
        .rows()
        .map((r) => r.routeCode)
        .sort(),
    );
    expect(sum(data.byOffice, 'found')).toBe(data.totals.month);
    expect(sum(data.byOffice, 'open')).toBe(data.totals.open);
    expect(sum(data.byOffice, 'repaired')).toBe(data.totals.repairedMonth);
    expect(data.byOffice.map((o: Row) => o.orgName)).toContain('沪宁高速南京管理处');
  });

  it('gives twelve calendar months to this one, and the month’s repairs by duration', async () => {
    const data = await figures();
    expect(data.monthly.map((m: Row) => m.month)).toEqual(lastMonths(MORNING));
    expect(data.monthly.at(-1).month).toBe('2026-05');
    expect(data.monthly[0].month).toBe('2025-06');
    expect(data.durations.map((d: Row) => d.name)).toEqual(['24小时内', '1～3天', '3～7天', '7天以上']);
    expect(sum(data.durations)).toBe(data.totals.repairedMonth);
  });

  it('ranks the ten kilometres with the most diseases of the month, counted from the disease list', async () => {
    const data = await figures();
    expect(data.topSections).toHaveLength(10);
    for (let i = 1; i < 10; i++)
      expect(data.topSections[i].found).toBeLessThanOrEqual(data.topSections[i - 1].found);
    const top = data.topSections[0];
    const monthStart = parseTime('2026-04-19 00:00:00');
    const km = Number(/^K(\d+)\+000$/.exec(top.startStakeNo)?.[1]);
    const inside = test.world.diseases
      .rows()
      .filter(
        (d) =>
          d.routeCode === top.routeCode && Math.floor(d.stakeM / 1000) === km && d.reportMs >= monthStart,
      );
    expect(top.endStakeNo).toBe(`K${km + 1}+000`);
    expect(top.found).toBe(inside.length);
    expect(top.open).toBe(inside.filter(isOpen).length);
    expect(top.severe).toBe(inside.filter((d) => d.diseaseLevel === 3).length);
  });
});

describe('the last twelve months', () => {
  it('cross a new year', () => {
    expect(lastMonths(parseTime('2026-02-10 08:00:00'))).toEqual([
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
  });
});
