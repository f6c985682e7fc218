import { formatStake, parseStake } from '@jt/mocks/world/stake';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectButtonGuard, testUser } from '../../config/domain-test-app';
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

/** The first kilometre of G42's up-line (its row now) and a survey body covering it. */
function firstKilometre() {
  const row = t.world.evaluations.rows().find((r) => r.routeCode === 'G42' && r.direction === '1');
  if (!row) throw new Error('G42 has no evaluated kilometre');
  return row;
}
const surveyOf = (row: { startStakeNo: string; endStakeNo: string }, change: object = {}) => ({
  routeCode: 'G42',
  direction: '1',
  startStakeNo: row.startStakeNo,
  endStakeNo: row.endStakeNo,
  surveyDate: '2026-05-10',
  iri: 6.5,
  rd: 22,
  sfc: 30,
  sci: null,
  remark: '年度检测',
  ...change,
});
const enter = (body: object) => t.call('POST', '/api/administration/glEvaluation/survey', body);
const sheet = (id: string) => t.call('GET', `/api/administration/glEvaluation/${id}`);

describe('新增评定 (createEvaluationSurvey) and a kilometre’s sheet (getEvaluation)', () => {
  it('scores the kilometre a survey covers from what it measured, in the list and the screen’s routes', async () => {
    const before = firstKilometre();
    const routeBefore = t.world.evaluations.routes().find((r) => r.routeCode === 'G42')?.mqi ?? 0;
    const { status, body } = await enter(surveyOf(before));
    expect(status).toBe(200);
    expect(t.errors('createEvaluationSurvey', body)).toEqual([]);
    expect(body.code).toBe(200);
    expect(body.data.survey).toMatchObject({ routeCode: 'G42', direction: '1', iri: 6.5, rd: 22, sfc: 30 });
    expect(body.data.survey.creator).toBe('admin');
    const [row] = body.data.rows as Row[];
    expect(body.data.rows).toHaveLength(1);
    expect(row).toMatchObject({
      id: `G42-1-${before.startStakeM}`,
      iri: 6.5,
      rd: 22,
      sfc: 30,
      sci: before.sci,
    });
    expect(row?.surveyId).toBe(body.data.survey.id);
    expect(row?.surveyDate).toBe('2026-05-10');
    // Rough, rutted and slippery: every surface index falls, and the MQI with them.
    expect(row?.rqi).toBeLessThan(before.rqi);
    expect(row?.rdi).toBeLessThan(before.rdi);
    expect(row?.sri).toBeLessThan(before.sri);
    expect(row?.mqi).toBeLessThan(before.mqi);
    const listed = await evaluations({
      filters: [
        { key: 'routeCode', operator: 'in', value: 'G42' },
        { key: 'startStakeNo', operator: 'in', value: before.startStakeNo },
      ],
    });
    const up = (listed.body.data.records as Row[]).find((r) => r.direction === '1');
    expect(up?.mqi).toBe(row?.mqi);
    expect(t.world.evaluations.routes().find((r) => r.routeCode === 'G42')?.mqi).toBeLessThan(routeBefore);
    expect(t.store.collection('worldEvaluationSurveys').get(body.data.survey.id)).toMatchObject({ iri: 6.5 });
    await t.call('DELETE', `/api/administration/glEvaluation/survey/${body.data.survey.id}`);
  });

  it('reads numbers as numeric text and a subgrade index when given, as Jackson does', async () => {
    const row = firstKilometre();
    const { body } = await enter(
      surveyOf(row, { iri: '1.2', rd: '3.5', sfc: '58', sci: '80', direction: 1 }),
    );
    expect(body.code).toBe(200);
    expect(body.data.rows[0]).toMatchObject({ iri: 1.2, rd: 3.5, sfc: 58, sci: 80 });
    await t.call('DELETE', `/api/administration/glEvaluation/survey/${body.data.survey.id}`);
  });

  it('refuses what a surveyor could mistype, each in its words, and keeps nothing', async () => {
    const row = firstKilometre();
    const line = t.world.roads.rows().find((r) => r.routeCode === 'G42');
    const cases: Array<[object, string | RegExp]> = [
      [{ routeCode: 'X999' }, '路线「X999」不存在'],
      [
        { startStakeNo: 'K9999+000' },
        /^起点桩号K9999\+000不在G42 沪蓉高速范围内（K\d+\+\d{3}～K\d+\+\d{3}）$/,
      ],
      [{ endStakeNo: row.startStakeNo, startStakeNo: row.endStakeNo }, '止点桩号应大于起点桩号'],
      [{ endStakeNo: formatStake(row.startStakeM + 400) }, '检测路段应至少覆盖一个评定单元（1 公里）的一半'],
      [{ surveyDate: '2026-05-19' }, '检测日期不能晚于今天（2026-05-18）'],
      [{ surveyDate: '2026-02-30' }, '检测日期「2026-02-30」不是有效日期，应如 2026-05-18'],
      [{ iri: 25 }, '国际平整度指数 IRI应在 0～20 m/km 之间'],
      [{ rd: -1 }, '车辙深度 RD应在 0～100 mm 之间'],
      [{ sfc: 101 }, '横向力系数 SFC应在 0～100 之间'],
      [{ sci: 120 }, '路基技术状况指数 SCI应在 0～100 之间'],
      [{ direction: '0' }, '方向应为 1 上行或 2 下行'],
    ];
    expect(line).toBeDefined();
    for (const [change, msg] of cases) {
      const { status, body } = await enter(surveyOf(row, change));
      if (status === 400) {
        // The contract refuses it first (a direction outside its enum): the platform's problem.
        expect(change).toEqual({ direction: '0' });
        continue;
      }
      expect(body.code).toBe(400);
      expect(t.errors('createEvaluationSurvey', body)).toEqual([]);
      if (typeof msg === 'string') expect(body.msg).toBe(msg);
      else expect(body.msg).toMatch(msg);
    }
    const missing = await enter({ ...surveyOf(row), sfc: undefined });
    expect(missing.status).toBe(400);
    expect(t.store.collection('worldEvaluationSurveys').size).toBe(0);
    expect(firstKilometre().surveyId).toBeNull();
  });

  it('lets the newest measurement count, and taking it back scores the kilometre from the older one', async () => {
    const row = firstKilometre();
    const older = (await enter(surveyOf(row, { surveyDate: '2026-03-01', iri: 3 }))).body.data.survey;
    const newer = (await enter(surveyOf(row, { surveyDate: '2026-04-01', iri: 4 }))).body.data.survey;
    // Entered later but measured earlier: the April survey still counts.
    const late = (await enter(surveyOf(row, { surveyDate: '2026-02-01', iri: 9 }))).body.data.survey;
    expect(firstKilometre()).toMatchObject({ iri: 4, surveyId: newer.id });
    const gone = await t.call('DELETE', `/api/administration/glEvaluation/survey/${newer.id}`);
    expect(t.errors('deleteEvaluationSurvey', gone.body)).toEqual([]);
    expect(gone.body).toMatchObject({ code: 200, data: { id: newer.id } });
    expect(firstKilometre()).toMatchObject({ iri: 3, surveyId: older.id });
    const again = await t.call('DELETE', `/api/administration/glEvaluation/survey/${newer.id}`);
    expect(again.body).toMatchObject({ code: 400, msg: '检测记录不存在或已删除' });
    for (const s of [older, late]) await t.call('DELETE', `/api/administration/glEvaluation/survey/${s.id}`);
    expect(firstKilometre().surveyId).toBeNull();
  });

  it('enters and takes back a survey only for the holders of evaluation:add, evaluation:delete', async () => {
    const path = ['600', '603'];
    const added = await expectButtonGuard(t, 'createEvaluationSurvey', path, '6031', () =>
      t.app.inject({
        method: 'POST',
        url: '/api/administration/glEvaluation/survey',
        payload: surveyOf(firstKilometre(), { surveyDate: '2026-01-15', iri: 5 }),
      }),
    );
    const id = added.data.survey.id as string;
    await expectButtonGuard(t, 'deleteEvaluationSurvey', path, '6032', () =>
      t.app.inject({ method: 'DELETE', url: `/api/administration/glEvaluation/survey/${id}` }),
    );
    t.signIn(testUser(['admin']));
    expect(firstKilometre().surveyId).not.toBe(id);
  });

  it('gives a kilometre’s sheet: its scores, its survey, the diseases counted and the weights', async () => {
    const worst = t.world.evaluations
      .rows()
      .filter((r) => r.diseaseCount > 0)
      .sort((a, b) => b.diseaseCount - a.diseaseCount)[0];
    if (!worst) throw new Error('no kilometre with diseases');
    const survey = (
      await enter({
        ...surveyOf(worst),
        routeCode: worst.routeCode,
        direction: worst.direction,
      })
    ).body.data.survey;
    const id = `${worst.routeCode}-${worst.direction}-${worst.startStakeM}`;
    const { status, body } = await sheet(id);
    expect(status).toBe(200);
    expect(t.errors('getEvaluation', body)).toEqual([]);
    expect(body.data.evaluation).toMatchObject({ id, surveyId: survey.id, diseaseCount: worst.diseaseCount });
    expect(body.data.survey.id).toBe(survey.id);
    expect(body.data.surveys.map((s: Row) => s.id)).toEqual([survey.id]);
    expect(body.data.diseases).toHaveLength(Math.min(50, worst.diseaseCount));
    for (const d of body.data.diseases as Row[]) {
      const stake = parseStake(String(d.stakeNo)) ?? -1;
      expect(stake).toBeGreaterThanOrEqual(worst.startStakeM);
      expect(stake).toBeLessThanOrEqual(worst.endStakeM);
    }
    expect(body.data.weights).toEqual({
      pqi: { pci: 0.35, rqi: 0.3, rdi: 0.15, pbi: 0.1, sri: 0.1 },
      mqi: { pqi: 0.7, sci: 0.08, bci: 0.12, tci: 0.1 },
    });
    await t.call('DELETE', `/api/administration/glEvaluation/survey/${survey.id}`);
    for (const unknown of ['G42-1-1', 'X9-1-0', 'nothing']) {
      const missing = await sheet(unknown);
      expect(missing.body).toMatchObject({ code: 404, msg: '评定单元不存在', data: null });
    }
  });
});
