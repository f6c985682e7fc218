import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectButtonGuard, SEEDED_INSPECTOR, testUser } from '../../config/domain-test-app';
import { diskWorldApp, type Row, type WorldTestApp, worldTestApp } from '../world-test-app';
import { roadSafetyDomain } from './road-safety-domain';

const BASE = '/api/administration/glSafetyHazard';

let t: WorldTestApp;
beforeAll(async () => {
  t = await worldTestApp([roadSafetyDomain]);
});
afterAll(async () => {
  await t.app.close();
});
beforeEach(() => {
  t.store.reset();
  t.signIn(testUser(['admin'], '王建国'));
});

const list = (query: object = {}) => t.call('POST', `${BASE}/page`, { current: 1, size: 100, ...query });
const inState = async (statusName: string) =>
  (await list({ filters: [{ key: 'statusName', operator: 'in', value: statusName }] })).body.data
    .records as Row[];
const dispose = (id: string, body: object) => t.call('POST', `${BASE}/${id}/dispose`, body);

describe('the road-safety hazards (listSafetyHazards, getSafetyHazard)', () => {
  it('seeds hazards in every state along the routes, newest first, in the contract’s shape', async () => {
    const { body } = await list();
    expect(t.errors('listSafetyHazards', body)).toEqual([]);
    const rows = body.data.records as Row[];
    expect(body.data.total).toBe(60);
    expect(new Set(rows.map((r) => r.statusName))).toEqual(new Set(['上报', '处置中', '已关闭']));
    const times = rows.map((r) => r.reportTime as string);
    expect(times).toEqual([...times].sort().reverse());
    for (const row of rows) {
      const steps = row.history as Row[];
      expect(steps[0]?.status).toBe('1');
      expect(steps.at(-1)?.status).toBe(row.status);
      expect(steps.map((s) => s.status)).toEqual(['1', '2', '3'].slice(0, steps.length));
    }
  });

  it('filters by route, type, state and report time, and refuses an unknown column', async () => {
    const g42 = (await list({ filters: [{ key: 'routeName', operator: 'in', value: 'G42 沪蓉高速' }] })).body
      .data.records as Row[];
    expect(g42.length).toBeGreaterThan(0);
    expect(g42.every((r) => r.routeCode === 'G42')).toBe(true);
    const rails = (await list({ filters: [{ key: 'hazardType', operator: 'like', value: '*护栏*' }] })).body
      .data.records as Row[];
    expect(rails.every((r) => r.hazardType === '护栏缺损')).toBe(true);
    const open = await inState('上报,处置中');
    expect(open.every((r) => r.status !== '3')).toBe(true);
    const recent = (
      await list({ filters: [{ key: 'reportTime', operator: 'ge', value: '2026-05-11 00:00:00' }] })
    ).body.data.records as Row[];
    expect(recent.every((r) => (r.reportTime as string) >= '2026-05-11')).toBe(true);
    expect((await list({ filters: [{ key: 'secret', operator: 'like', value: '*x*' }] })).status).toBe(400);
  });

  it('answers one hazard with its history, and code 404 for one that is not there', async () => {
    const [first] = (await list()).body.data.records as Row[];
    const one = await t.call('GET', `${BASE}/${first?.id}`);
    expect(t.errors('getSafetyHazard', one.body)).toEqual([]);
    expect(one.body.data).toEqual(first);
    const missing = await t.call('GET', `${BASE}/404404`);
    expect(t.errors('getSafetyHazard', missing.body)).toEqual([]);
    expect(missing.body).toEqual({ code: 404, msg: '隐患不存在或已删除', data: null });
  });
});

describe('处置 (disposeSafetyHazard)', () => {
  it('moves a reported hazard to 处置中 and then 已关闭, each step with its note, operator and time', async () => {
    const [reported] = await inState('上报');
    const id = reported?.id as string;
    const started = await dispose(id, { status: '2', note: ' 已通知养护单位 ' });
    expect(t.errors('disposeSafetyHazard', started.body)).toEqual([]);
    expect(started.body.data).toMatchObject({
      status: '2',
      statusName: '处置中',
      updateTime: '2026-05-18 10:00:00',
    });
    const closed = await dispose(id, { status: 3, note: '护栏已更换，复查合格' });
    expect(closed.body.data.statusName).toBe('已关闭');
    expect((closed.body.data.history as Row[]).slice(-2)).toEqual([
      {
        status: '2',
        statusName: '处置中',
        note: '已通知养护单位',
        operator: '王建国',
        time: '2026-05-18 10:00:00',
      },
      {
        status: '3',
        statusName: '已关闭',
        note: '护栏已更换，复查合格',
        operator: '王建国',
        time: '2026-05-18 10:00:00',
      },
    ]);
    expect((await t.call('GET', `${BASE}/${id}`)).body.data).toEqual(closed.body.data);
  });

  it('refuses every other move and an empty note, changing nothing', async () => {
    const [reported] = await inState('上报');
    const [closed] = await inState('已关闭');
    const [inHand] = await inState('处置中');
    const before = (await list()).body;
    const msg = async (id: string, body: object) => {
      const answer = await dispose(id, body);
      expect(t.errors('disposeSafetyHazard', answer.body)).toEqual([]);
      expect(answer.body.code).toBe(400);
      return answer.body.msg;
    };
    expect(await msg(reported?.id as string, { status: '3', note: '直接关闭' })).toBe(
      '隐患当前为「上报」，不能改为「已关闭」',
    );
    expect(await msg(closed?.id as string, { status: '2', note: '重新处置' })).toBe(
      '隐患当前为「已关闭」，不能改为「处置中」',
    );
    expect(await msg(closed?.id as string, { status: '3', note: '再关闭' })).toBe(
      '隐患当前为「已关闭」，不能改为「已关闭」',
    );
    expect(await msg(inHand?.id as string, { status: '2', note: '继续' })).toBe(
      '隐患当前为「处置中」，不能改为「处置中」',
    );
    expect(await msg(reported?.id as string, { status: '2', note: '   ' })).toBe('请填写处置说明');
    expect(await msg('404404', { status: '2', note: '处置' })).toBe('隐患不存在或已删除');
    expect((await list()).body).toEqual(before);
    // What the contract refuses never reaches the hazard.
    expect((await dispose(reported?.id as string, { status: '2' })).status).toBe(400);
    expect((await dispose(reported?.id as string, { status: '1', note: '退回' })).status).toBe(400);
    expect((await dispose(reported?.id as string, { status: '2', note: '长'.repeat(201) })).status).toBe(400);
  });

  it('answers 403 to a user without roadSafety:dispose and 401 without a session', async () => {
    const [reported] = await inState('上报');
    t.signIn(SEEDED_INSPECTOR);
    const refused = await dispose(reported?.id as string, { status: '2', note: '处置' });
    expect(refused.status).toBe(403);
    expect(t.errors('disposeSafetyHazard', refused.body, 403)).toEqual([]);
    t.signIn(null);
    expect((await dispose(reported?.id as string, { status: '2', note: '处置' })).status).toBe(401);
    t.signIn(testUser(['admin']));
    expect((await t.call('GET', `${BASE}/${reported?.id}`)).body.data).toEqual(reported);
  });
});

describe('上报隐患 (reportSafetyHazard)', () => {
  const GUARDRAIL = {
    hazardType: '护栏缺损',
    level: '较大',
    routeCode: 'G42',
    direction: '1',
    stakeNo: 'K260+500',
    description: ' 波形梁护栏被撞变形约12米 ',
  };
  const report = (body: object) => t.call('POST', BASE, body);

  it('keeps a reported hazard in 上报 with its first step, a new code and the route’s office, first in the list', async () => {
    const { body } = await report(GUARDRAIL);
    expect(t.errors('reportSafetyHazard', body)).toEqual([]);
    expect(body.data).toMatchObject({
      hazardCode: 'AQ-20260518-001',
      hazardType: '护栏缺损',
      level: '较大',
      routeCode: 'G42',
      routeName: 'G42 沪蓉高速',
      stakeNo: 'K260+500',
      stakeM: 260_500,
      description: '波形梁护栏被撞变形约12米',
      reporter: '王建国',
      reportTime: '2026-05-18 10:00:00',
      status: '1',
      statusName: '上报',
      history: [
        {
          status: '1',
          statusName: '上报',
          note: '上报隐患',
          operator: '王建国',
          time: '2026-05-18 10:00:00',
        },
      ],
    });
    expect(body.data.directionName).toBeTruthy();
    expect(body.data.orgName).toBeTruthy();
    const found = await list({
      filters: [
        { key: 'hazardType', operator: 'like', value: '*护栏*' },
        { key: 'statusName', operator: 'in', value: '上报' },
        { key: 'stakeNo', operator: 'like', value: '*K260+500*' },
      ],
    });
    expect((found.body.data.records as Row[]).map((r) => r.id)).toEqual([body.data.id]);
    expect((await list()).body.data.total).toBe(61);
    expect((await t.call('GET', `${BASE}/${body.data.id}`)).body.data).toEqual(body.data);
    // The next one the same day takes the next number; 处置 moves it as any other.
    expect((await report({ ...GUARDRAIL, stakeNo: 'K261+000' })).body.data.hazardCode).toBe(
      'AQ-20260518-002',
    );
    expect((await dispose(body.data.id, { status: '2', note: '已派人' })).body.data.statusName).toBe(
      '处置中',
    );
  });

  it('refuses an unknown route, a stake off the route, a blank description, saving nothing', async () => {
    const before = (await list()).body;
    const msg = async (change: object) => {
      const answer = await report({ ...GUARDRAIL, ...change });
      expect(t.errors('reportSafetyHazard', answer.body)).toEqual([]);
      expect(answer.body.code).toBe(400);
      return answer.body.msg;
    };
    expect(await msg({ routeCode: 'G9999' })).toBe('路线「G9999」不存在');
    expect(await msg({ stakeNo: 'K9999+000' })).toBe(
      '桩号K9999+000不在G42 沪蓉高速范围内（K252+300～K296+365）',
    );
    expect(await msg({ description: '   ' })).toBe('请填写隐患描述');
    expect((await list()).body).toEqual(before);
    // What the contract refuses never reaches the store.
    for (const change of [
      { stakeNo: 'K12+5' },
      { stakeNo: '260+500' },
      { direction: '0' },
      { hazardType: '其他' },
      { level: '特大' },
      { description: '长'.repeat(201) },
      { extra: 1 },
    ])
      expect((await report({ ...GUARDRAIL, ...change })).status).toBe(400);
    const { description: _description, ...withoutDescription } = GUARDRAIL;
    expect((await report(withoutDescription)).status).toBe(400);
    expect((await list()).body).toEqual(before);
  });

  it('answers 403 to an account without roadSafety:add and 401 without a session', async () => {
    await expectButtonGuard(t, 'reportSafetyHazard', ['600', '604'], '6042', () =>
      t.app.inject({ method: 'POST', url: BASE, payload: GUARDRAIL }),
    );
    t.signIn(null);
    expect((await report(GUARDRAIL)).status).toBe(401);
  });
});

it('keeps a report and a move over a restart (DATA_DIR)', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'road-safety-'));
  const open = () => diskWorldApp(dir, [roadSafetyDomain]);
  const hazard = async (app: Awaited<ReturnType<typeof open>>['app'], id: string) =>
    (await app.inject({ method: 'GET', url: `${BASE}/${id}` })).json().data;
  try {
    const first = await open();
    const [reported] = (
      await first.app.inject({
        method: 'POST',
        url: `${BASE}/page`,
        payload: { current: 1, size: 1, filters: [{ key: 'status', operator: 'in', value: '1' }] },
      })
    ).json().data.records as Row[];
    await first.app.inject({
      method: 'POST',
      url: `${BASE}/${reported?.id}/dispose`,
      payload: { status: '2', note: '已派人' },
    });
    const added = (
      await first.app.inject({
        method: 'POST',
        url: BASE,
        payload: {
          hazardType: '边坡落石',
          level: '重大',
          routeCode: 'G42',
          direction: 2,
          stakeNo: 'K262+100',
          description: '路堑边坡有落石滚至硬路肩',
        },
      })
    ).json().data as Row;
    await first.store.sync();
    await first.app.close();
    await first.store.close();
    const second = await open();
    expect((await hazard(second.app, reported?.id as string)).statusName).toBe('处置中');
    expect(await hazard(second.app, added.id as string)).toEqual(added);
    await second.app.close();
    await second.store.close();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
