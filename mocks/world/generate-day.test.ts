import { describe, expect, it } from 'vitest';
import { generateDay } from './generate-day';
import { snowflakeTime } from './ids';
import { orderStateAt } from './materialise';
import { PatrolTimeline } from './patrol-timeline';
import { roadNetwork } from './road-network';
import { parseStake } from './stake';
import { DAY, parseDay, parseTime } from './time';
import { transition, type WorkOrderAction } from './work-order-states';

const network = roadNetwork();
const dayMs = parseDay('2026-05-18');
const params = { seed: 20260518, dayMs, dayIndex: 0, diseasesPerDay: 20 };

describe('one day of the world', () => {
  it('comes out byte for byte the same for the same seed and day', () => {
    expect(JSON.stringify(generateDay(params, network))).toBe(JSON.stringify(generateDay(params, network)));
  });

  it('differs with another seed or another day', () => {
    const a = JSON.stringify(generateDay(params, network));
    expect(JSON.stringify(generateDay({ ...params, seed: 1 }, network))).not.toBe(a);
    expect(JSON.stringify(generateDay({ ...params, dayIndex: 1, dayMs: dayMs + DAY }, network))).not.toBe(a);
  });

  it('patrols every route every day, each with a known squad, inspector and vehicle', () => {
    const day = generateDay(params, network);
    const daily = day.patrols.filter((p) => p.patrolTypeName === '日常巡查');
    expect(daily.map((p) => p.routeCode).sort()).toEqual(['G25', 'G2503', 'G42', 'G4211', 'S55']);
    for (const patrol of day.patrols) {
      expect(patrol.patrolCode).toMatch(/^XC20260518\d{3}$/);
      expect(patrol.orgName).toMatch(/巡查中队$/);
      expect(patrol.vehiclePlate).toMatch(/^苏A[0-9A-Z]{5}$/);
      expect(patrol.endMs).toBeGreaterThan(patrol.startMs);
      expect(snowflakeTime(patrol.id)).toBe(patrol.startMs);
    }
  });

  it('records 15–25 diseases a day, each on its patrol path, when the vehicle gets there', () => {
    const day = generateDay(params, network);
    expect(day.diseases.length).toBeGreaterThanOrEqual(15);
    expect(day.diseases.length).toBeLessThanOrEqual(25);
    for (const disease of day.diseases) {
      const patrol = day.patrols.find((p) => p.id === disease.patrolId);
      if (!patrol) throw new Error('a disease without its patrol');
      expect(disease.reportMs).toBeGreaterThan(patrol.startMs);
      expect(disease.reportMs).toBeLessThan(patrol.endMs);
      expect(parseTime(disease.reportTime)).toBe(disease.reportMs);
      const line = network.line(disease.routeCode);
      expect(line?.hasStake(disease.stakeM)).toBe(true);
      expect(parseStake(disease.stakeNo)).toBe(disease.stakeM);
      expect(disease.diseaseCode).toMatch(/^BH20260518\d{3}$/);
      expect(disease.diseaseArea).toBe(Math.round(disease.diseaseArea * 1000) / 1000);
      expect(disease.areaUnit).toBe(
        disease.diseaseTypeName === '裂缝' || disease.diseaseTypeName === '车辙' ? 'm' : '㎡',
      );
      expect([1, 2, 3]).toContain(disease.diseaseLevel);
      expect(patrol.diseaseIds).toContain(disease.id);
    }
    const ids = new Set(day.diseases.map((d) => d.id));
    expect(ids.size).toBe(day.diseases.length);
  });

  it("plans every work order's life through moves the state machine allows, in time order", () => {
    const actions: Record<number, WorkOrderAction> = {
      2: 'dispatch',
      3: 'startRepair',
      6: 'submit',
      4: 'accept',
      5: 'reject',
    };
    for (let dayIndex = 0; dayIndex < 20; dayIndex++) {
      const day = generateDay({ ...params, dayIndex, dayMs: dayMs + dayIndex * DAY }, network);
      for (const order of day.orders) {
        const [first, ...rest] = order.events;
        expect(first?.status).toBe(1);
        let status = first?.status ?? 1;
        let at = first?.atMs ?? 0;
        for (const event of rest) {
          expect(event.atMs).toBeGreaterThanOrEqual(at);
          const step = transition(status, actions[event.status] as WorkOrderAction);
          expect(step).toMatchObject({ ok: true, to: event.status });
          status = event.status;
          at = event.atMs;
        }
        const final = orderStateAt(order, Number.POSITIVE_INFINITY).value;
        if (final?.status === 4) {
          expect(final.steps.length).toBeGreaterThan(0);
          expect(final.acceptOpinion?.length).toBeLessThanOrEqual(200);
        }
      }
    }
  });

  it('ends each patrol when its timeline says, stops included', () => {
    const day = generateDay(params, network);
    for (const patrol of day.patrols) {
      const timeline = new PatrolTimeline(patrol.motion, network);
      expect(timeline.endMs).toBe(patrol.endMs);
      expect(timeline.distanceM).toBe(patrol.distanceM);
    }
  });
});
