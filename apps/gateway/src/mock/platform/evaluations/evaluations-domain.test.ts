import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Row, type WorldTestApp, worldTestApp } from '../world-test-app';
import { evaluationsDomain } from './evaluations-domain';

let t: WorldTestApp;
beforeAll(async () => {
  t = await worldTestApp([evaluationsDomain]);
});
afterAll(async () => {
  await t.app.close();
});

const evaluations = (query: object) =>
  t.call('POST', '/api/administration/glEvaluation/page', { current: 1, size: 20, ...query });

describe('the road condition evaluations (listEvaluations)', () => {
  it('pages the evaluated kilometres in the contract’s shape, each with its score band', async () => {
    const { status, body } = await evaluations({});
    expect(status).toBe(200);
    expect(t.errors('listEvaluations', body)).toEqual([]);
    expect(body.data.total).toBe(t.world.evaluations.rows().length);
    const ids = (body.data.records as Row[]).map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const row of body.data.records as Row[]) {
      const floor = row.band === '<70' ? 0 : Number(String(row.band).split('-')[0]);
      expect(row.mqi).toBeGreaterThanOrEqual(floor);
      if (row.band !== '95-100') expect(row.mqi).toBeLessThan(Number(String(row.band).split('-').at(-1)));
    }
  });

  it('filters by route and sorts worst first as the table sends them', async () => {
    const g42 = (
      await evaluations({
        size: 1000,
        filters: [{ key: 'routeCode', operator: 'in', value: 'G42' }],
        orders: [{ column: 'mqi', asc: true }],
      })
    ).body.data;
    const records = g42.records as Row[];
    expect(records.length).toBeGreaterThan(0);
    expect(records.every((r) => r.routeCode === 'G42')).toBe(true);
    const scores = records.map((r) => r.mqi as number);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
  });

  it('refuses a filter the table does not know', async () => {
    const bad = await evaluations({ filters: [{ key: 'secret', operator: 'like', value: 'x' }] });
    expect(bad.status).toBe(400);
  });
});
