import { formatStake, parseStake } from '@jt/mocks/world/stake';
import { parseTime, startOfDay } from '@jt/mocks/world/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MORNING, type Row, type WorldTestApp, worldTestApp } from '../world-test-app';
import { startOfMonth, thin } from './highway-inspection-screen';
import { CoverageGrid } from './patrol-coverage';
import { screensDomain } from './screens-domain';

const sum = (list: Row[], key = 'count') => list.reduce((s: number, x: Row) => s + x[key], 0);

describe('the highway inspection screen over the world', () => {
  let test: WorldTestApp;
  beforeAll(async () => {
    test = await worldTestApp([screensDomain]);
  });
  afterAll(() => test.app.close());

  const figures = async () => {
    const { status, body } = await test.call('GET', '/api/administration/bigScreen/highwayInspection');
    expect(status).toBe(200);
    expect(test.errors('screenHighwayInspection', body)).toEqual([]);
    return body.data;
  };

  it('counts today’s and this month’s patrols as the patrol list has them', async () => {
    test.world.clock.set(MORNING, true);
    const data = await figures();
    expect(data.asOf).toBe('2026-05-18 10:00:00');
    const today = test.world.patrols.today();
    expect(data.totals.patrolsToday).toBe(today.length);
    expect(data.totals.mileageToday).toBeCloseTo(
      today.reduce((s, p) => s + p.mileage, 0),
      1,
    );
    const month = test.world.patrols.rows().filter((p) => p.startTime >= '2026-05-01');
    expect(data.totals.patrolsMonth).toBe(month.length);
    expect(sum(data.byType)).toBe(month.length);
    expect(data.byType.map((t: Row) => t.name)).toEqual([
      '日常巡查',
      '经常检查',
      '夜间巡查',
      '定期检查',
      '特殊检查',
    ]);
    expect(data.trend).toHaveLength(14);
    expect(data.trend.at(-1)).toMatchObject({ day: '2026-05-18', patrols: today.length });
    expect(data.latest.map((p: Row) => p.id)).toEqual(
      test.world.patrols
        .rows()
        .slice(0, 10)
        .map((p) => p.id),
    );
  });

  it('shows every vehicle on the road where the live view has it, with its track so far', async () => {
    test.world.clock.set(MORNING, true);
    const data = await figures();
    const live = test.world.patrols.live();
    expect(live.length).toBeGreaterThan(0);
    expect(data.totals.liveNow).toBe(live.length);
    expect(data.live.map((p: Row) => p.id)).toEqual(live.map((p) => p.id));
    for (const vehicle of data.live as Row[]) {
      const at = test.world.patrols.position(vehicle.id);
      expect([vehicle.lon, vehicle.lat, vehicle.stakeNo]).toEqual([at?.lon, at?.lat, at?.stakeNo]);
      const track = test.world.patrols.track(vehicle.id) ?? [];
      expect(vehicle.track.length).toBeLessThanOrEqual(200);
      expect(vehicle.track[0]).toEqual([track[0]?.lon, track[0]?.lat]);
      expect(vehicle.track.at(-1)).toEqual([track.at(-1)?.lon, track.at(-1)?.lat]);
    }
  });

  it('splits today’s schedule per route into done, on the road and not started', async () => {
    test.world.clock.set(MORNING, true);
    const data = await figures();
    const schedule = test.world.patrols.schedule();
    expect(data.schedule.planned).toBe(schedule.length);
    expect(data.schedule.done + data.schedule.live + data.schedule.pending).toBe(schedule.length);
    expect(data.schedule.live).toBe(data.totals.liveNow);
    expect(sum(data.byRoute, 'planned')).toBe(schedule.length);
    expect(data.byRoute.map((r: Row) => r.routeCode)).toEqual(
      test.world.roads.rows().map((r) => r.routeCode),
    );
    expect(data.schedule.completionRate).toBeCloseTo((data.schedule.done / schedule.length) * 100, 1);
  });

  it('counts the diseases the patrols recorded, agreeing with the disease list', async () => {
    test.world.clock.set(MORNING, true);
    const data = await figures();
    const found = test.world.diseases.rows().filter((d) => d.patrolId !== null);
    const today = startOfDay(MORNING);
    expect(data.totals.diseasesToday).toBe(found.filter((d) => d.reportMs >= today).length);
    expect(data.totals.diseasesMonth).toBe(found.filter((d) => d.reportMs >= startOfMonth(MORNING)).length);
    expect(sum(data.diseaseTypes)).toBe(data.totals.diseasesMonth);
    expect(sum(data.byRoute, 'diseasesToday')).toBe(data.totals.diseasesToday);
  });

  it('follows the clock: by evening every patrol of the day is done and the road is empty', async () => {
    const morning = (test.world.clock.set(MORNING, true), await figures());
    test.world.clock.set(parseTime('2026-05-18 20:00:00'), true);
    const evening = await figures();
    const liveInEvening = test.world.patrols.live().length;
    test.world.clock.set(MORNING, true);
    expect(evening.schedule.done).toBeGreaterThan(morning.schedule.done);
    expect(evening.totals.mileageToday).toBeGreaterThan(morning.totals.mileageToday);
    expect(evening.totals.liveNow).toBe(liveInEvening);
    expect(evening.live).toHaveLength(liveInEvening);
    expect(evening.totals.hoursToday).toBeGreaterThan(morning.totals.hoursToday);
  });
});

describe('the road network inspection screen over the world', () => {
  let test: WorldTestApp;
  beforeAll(async () => {
    test = await worldTestApp([screensDomain]);
  });
  afterAll(() => test.app.close());

  const figures = async () => {
    const { status, body } = await test.call('GET', '/api/administration/bigScreen/networkInspection');
    expect(status).toBe(200);
    expect(test.errors('screenNetworkInspection', body)).toEqual([]);
    return body.data;
  };

  it('lays today’s coverage along every route once, agreeing with the coverage figures', async () => {
    test.world.clock.set(MORNING, true);
    const data = await figures();
    const lines = test.world.roads.network.lines;
    expect(data.routes.map((r: Row) => r.routeCode)).toEqual(lines.map((l) => l.routeCode));
    let both = 0;
    let one = 0;
    for (const line of lines) {
      const segments = data.segments.filter((s: Row) => s.routeCode === line.routeCode);
      expect(segments[0].fromStakeNo).toBe(formatStake(line.startStakeM));
      let length = 0;
      for (let i = 0; i < segments.length; i++) {
        const km =
          ((parseStake(segments[i].toStakeNo) ?? 0) - (parseStake(segments[i].fromStakeNo) ?? 0)) / 1000;
        length += km;
        if (segments[i].state === 'both') both += km;
        if (segments[i].state === 'one') one += km;
        if (i > 0) {
          expect(segments[i].fromStakeNo).toBe(segments[i - 1].toStakeNo);
          expect(segments[i].state).not.toBe(segments[i - 1].state);
        }
      }
      expect(length).toBeCloseTo(line.lengthM / 1000, 2);
    }
    expect(data.network.coveredKmToday).toBeCloseTo(both + one / 2, 0);
    expect(data.network.coverageToday).toBeGreaterThan(0);
    expect(data.network.coverageToday).toBeLessThanOrEqual(100);
  });

  it('sums the routes into the network and the 30 days into the trend', async () => {
    test.world.clock.set(MORNING, true);
    const data = await figures();
    expect(sum(data.routes, 'patrolsMonth')).toBe(data.network.patrolsMonth);
    expect(sum(data.trend, 'patrols')).toBe(data.network.patrolsMonth);
    expect(sum(data.byType)).toBe(data.network.patrolsMonth);
    expect(sum(data.routes, 'findingsMonth')).toBe(data.network.findingsMonth);
    expect(sum(data.trend, 'findings')).toBe(data.network.findingsMonth);
    expect(sum(data.findings)).toBe(data.network.findingsMonth);
    expect(data.trend).toHaveLength(30);
    expect(data.trend.at(-1).coverage).toBe(data.network.coverageToday);
    expect(data.network.liveNow).toBe(test.world.patrols.live().length);
    expect(data.network.perDay).toBeCloseTo(data.network.passesMonth / 30, 1);
  });

  it('follows the day: nothing covered before the first patrol, the whole network once the daily patrols are done', async () => {
    test.world.clock.set(parseTime('2026-05-18 06:00:00'), true);
    const dawn = await figures();
    test.world.clock.set(parseTime('2026-05-18 20:00:00'), true);
    const evening = await figures();
    test.world.clock.set(MORNING, true);
    expect(dawn.network.coverageToday).toBe(0);
    expect(dawn.segments.every((s: Row) => s.state === 'none')).toBe(true);
    expect(evening.network.coverageToday).toBe(100);
    expect(evening.segments.every((s: Row) => s.state === 'both')).toBe(true);
  });
});

describe('the coverage grid', () => {
  it('marks the kilometres a patrol drove, on its carriageway, only as far as it got', async () => {
    const test = await worldTestApp([screensDomain]);
    try {
      const network = test.world.roads.network;
      const line = network.lines[0];
      if (!line) throw new Error('no route');
      const grid = new CoverageGrid(network);
      const legs = [
        { routeCode: line.routeCode, fromStakeM: line.startStakeM, toStakeM: line.startStakeM + 5000 },
        { routeCode: line.routeCode, fromStakeM: line.startStakeM + 5000, toStakeM: line.startStakeM },
      ];
      const plan = { motion: { legs, startMs: 0, speedKmh: 60, noiseSeed: 0, stops: [] }, distanceM: 10_000 };
      grid.addPatrol(plan, 7000);
      const cells = grid.routes.get(line.routeCode);
      expect([...(cells?.up.slice(0, 6) ?? [])]).toEqual([1, 1, 1, 1, 1, 0]);
      expect([...(cells?.down.slice(0, 6) ?? [])]).toEqual([0, 0, 0, 1, 1, 0]);
      expect(grid.measure(line.routeCode).coveredM).toBe(7000);
      grid.addPatrol(plan);
      expect(grid.measure(line.routeCode).passM).toBe(17_000);
    } finally {
      await test.app.close();
    }
  });

  it('thins a long track to its first and last points and every step between', () => {
    const points = Array.from({ length: 1001 }, (_, i) => i);
    const kept = thin(points, 200);
    expect(kept.length).toBeLessThanOrEqual(200);
    expect(kept[0]).toBe(0);
    expect(kept.at(-1)).toBe(1000);
    expect(thin([1, 2, 3], 200)).toEqual([1, 2, 3]);
  });
});
