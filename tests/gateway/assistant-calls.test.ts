// The assistant's platform calls of seed 001 §7 in mock mode, over the world: saved history,
// the patrols on the road now, recognition, a disease's disposal, tracks, the acceptance moves,
// with their refusals.

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, INSPECTOR, tokenOf } from './support/gateway';
import { todayStart, WORLD_START_MS, type WorldGateway, worldGateway } from './support/world';

// One gateway for the file (a world takes a second to generate): each test sets the clock it
// needs and picks records no earlier test has moved; the reset test comes last.
let t: WorldGateway;
beforeAll(async () => {
  t = await worldGateway();
}, WORLD_START_MS);
afterAll(async () => {
  await t.app.close();
});

const post = (url: string, payload?: unknown, token = t.token) =>
  t.app.inject({
    method: 'POST',
    url: `/api/administration/${url}`,
    headers: { authorization: token },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const HOUR = 3_600_000;

const entry = {
  label: '今日巡查情况',
  type: 1,
  contentList: [
    { send: true, content: '今日巡查情况' },
    { send: false, content: '今日已巡查3次。', status: 'finished', finished: true, btns: ['当前待办'] },
  ],
};

describe('saved assistant conversations', () => {
  it('saves a conversation, lists it newest first and replaces it when saved again with its id', async () => {
    expect((await post('selectModelHistory')).json()).toEqual({ code: 200, msg: '操作成功', data: [] });
    const saved = (await post('saveModelHistory', entry)).json();
    expect(saved).toMatchObject({ code: 200, data: { id: expect.stringMatching(/^\d{18,19}$/) } });
    await post('saveModelHistory', { ...entry, label: '沥青路面坑槽怎么修补', type: 4 });
    const again = await post('saveModelHistory', {
      ...entry,
      id: saved.data.id,
      contentList: [...entry.contentList, { send: true, content: '当前待办' }],
    });
    expect(again.json().data.id).toBe(saved.data.id);
    const list = (await post('selectModelHistory')).json().data;
    expect(list.map((e: { label: string }) => e.label)).toEqual(['今日巡查情况', '沥青路面坑槽怎么修补']);
    expect(list[0].contentList).toHaveLength(3);
    expect(list[0].updateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it("keeps each user's history apart and refuses an id that is not the user's", async () => {
    const saved = (await post('saveModelHistory', entry)).json();
    const inspector = await tokenOf(t.app, INSPECTOR);
    expect((await post('selectModelHistory', undefined, inspector)).json().data).toEqual([]);
    const foreign = await post('saveModelHistory', { ...entry, id: saved.data.id }, inspector);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({
      detail: `历史记录不存在：${saved.data.id}`,
      message: 'error.history.notFound',
    });
  });
});

describe('the patrols on the road now (polled every 10 s)', () => {
  it("answers the world's live patrols, which start and end as the clock moves", async () => {
    t.world.clock.set(todayStart() + 10.5 * HOUR, true);
    const [first] = t.world.patrols.schedule();
    if (!first) throw new Error('no patrol today');
    t.world.clock.set(first.startMs - 1000, true);
    const before = (await post('listForPatrolForNow')).json().data as Array<{ id: string }>;
    expect(before.map((p) => p.id)).not.toContain(first.id);
    t.world.clock.set(first.startMs + 60_000, true);
    const during = (await post('listForPatrolForNow')).json().data as Array<Record<string, string>>;
    expect(during.find((p) => p.id === first.id)).toEqual({
      id: first.id,
      routeCode: first.routeCode,
      orgId: first.orgId,
      startTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:00$/),
    });
    t.world.clock.set(first.endMs + 1000, true);
    expect(
      ((await post('listForPatrolForNow')).json().data as Array<{ id: string }>).map((p) => p.id),
    ).not.toContain(first.id);
  });
});

describe('recognition of an uploaded picture', () => {
  it('finds the pothole on the pothole photograph and frames it in the picture it answers', async () => {
    const answer = (await post('analysisImage', { picUrl: 'kc_20240518084721_d2f9.jpg' })).json();
    expect(answer.code).toBe(200);
    const [pothole] = answer.data.listData;
    expect(pothole).toMatchObject({ diseaseName: '坑槽', diseaseLevel: 2 });
    expect(pothole.diseaseArea).toBeCloseTo(0.862, 2);
    const framed = await sharp(Buffer.from(pothole.geoHash, 'base64')).metadata();
    expect(framed).toMatchObject({ format: 'jpeg', width: 480, height: 360 });
  });

  it('mixes names (the client keeps potholes and cracks) and answers the same picture the same way', async () => {
    const crack = (await post('analysisImage', { picUrl: 'lf_20240518091102_h4n7.jpg' })).json().data
      .listData;
    expect(crack.map((r: { diseaseName: string }) => r.diseaseName)).toEqual(['纵向裂缝', '修补不良']);
    expect(crack[0].diseaseArea).toBeCloseTo(2.7, 3);
    const again = (await post('analysisImage', { picUrl: 'lf_20240518091102_h4n7.jpg' })).json().data
      .listData;
    expect(again).toEqual(crack);
  });

  it('answers what QA scripted, nothing at all included, and 404 for a picture it does not have', async () => {
    await admin(t.app, 'POST', '/assistant/next-recognitions', { results: [] });
    expect((await post('analysisImage', { picUrl: 'kc_20240518084721_d2f9.jpg' })).json().data).toEqual({
      listData: [],
    });
    const missing = await post('analysisImage', { picUrl: '20240518084721_IMG_0999_zz00zz.jpg' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'error.picture.notFound' });
    const notPicture = await post('analysisImage', { picUrl: 'jiangning-district.geojson' });
    expect(notPicture.statusCode).toBe(404);
  });
});

describe("a disease's disposal and a patrol's track", () => {
  it('answers the before/after card with the construction steps of a repaired disease', async () => {
    const order = t.world.workOrders
      .rows()
      .flatMap((o) => (o.status === 4 ? [t.world.workOrders.get(o.id)] : []))
      .find((o) => o !== undefined && o.workStepVoList.length > 0);
    if (!order) throw new Error('no accepted order');
    const detail = (await post('processListByDiseaseId', { id: order.diseaseId })).json().data.object;
    expect(detail).toEqual({
      diseaseId: order.diseaseId,
      ktWords: order.ktWords,
      jsWords: order.jsWords,
      picBefore: order.picBefore,
      workStepVoList: order.workStepVoList,
    });
    for (const step of detail.workStepVoList) {
      const picture = await t.app.inject({
        method: 'GET',
        url: `/media/${step.picAfter}`,
        headers: { authorization: t.token },
      });
      expect(picture.statusCode).toBe(200);
    }
  });

  it('answers a watched disease without steps, and 404 for an unknown one', async () => {
    const watched = t.world.diseases.rows().find((d) => d.workOrderId === null);
    if (!watched) throw new Error('no watched disease');
    expect((await post('processListByDiseaseId', { id: watched.id })).json().data.object).toMatchObject({
      diseaseId: watched.id,
      workStepVoList: [],
    });
    const unknown = await post('processListByDiseaseId', { id: '1791698874410188999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      detail: '病害不存在：1791698874410188999',
      message: 'error.disease.notFound',
    });
  });

  it('answers the track of a live patrol up to now, and of the 100,000-point bench patrol', async () => {
    const [first] = t.world.patrols.schedule();
    if (!first) throw new Error('no patrol today');
    t.world.clock.set(first.startMs + 20 * 60_000, true);
    const early = (await post('getGisById', { id: first.id })).json().data.listData;
    t.world.clock.set(first.startMs + 40 * 60_000, true);
    const later = (await post('getGisById', { id: first.id })).json().data.listData;
    expect(later.length).toBeGreaterThan(early.length);
    expect(later[0]).toEqual({ lon: expect.any(Number), lat: expect.any(Number) });
    expect(Object.keys(later[0])).toEqual(['lon', 'lat']);
    const bench = (await post('getGisById', { id: 'bench-track-100000' })).json().data.listData;
    expect(bench).toHaveLength(100_000);
    expect((await post('getGisById', { id: 'nope' })).statusCode).toBe(404);
  });

  it('answers an empty track for a patrol that has not started', async () => {
    t.world.clock.set(todayStart() + 0.1 * HOUR, true);
    const later = t.world.patrols.schedule().at(-1);
    if (!later) throw new Error('no patrol today');
    expect((await post('getGisById', { id: later.id })).json().data).toEqual({ listData: [] });
  });
});

describe('acceptance moves of a work order (sendOrderModel)', () => {
  const waiting = () => {
    const order = t.world.workOrders.rows().find((o) => o.status === 6);
    if (!order) throw new Error('no order awaiting acceptance');
    return order;
  };
  const passTime = () =>
    new Date(t.world.clock.now() + 8 * HOUR).toISOString().slice(0, 19).replace('T', ' ');

  it('opens (99), then accepts (4) with the opinion; the to-do is gone and a second acceptance is refused', async () => {
    const order = waiting();
    expect(
      (await post('sendOrderModel', { id: order.id, passTime: passTime(), processStatus: 99 })).json(),
    ).toEqual({
      code: 200,
      msg: '操作成功',
      data: null,
    });
    expect(t.world.workOrders.get(order.id)?.status).toBe(99);
    const accepted = await post('sendOrderModel', {
      id: order.id,
      passTime: passTime(),
      processStatus: 4,
      opinion: '修补平整，同意通过。',
    });
    expect(accepted.statusCode).toBe(200);
    expect(t.world.workOrders.get(order.id)).toMatchObject({
      status: 4,
      acceptOpinion: '修补平整，同意通过。',
      acceptorName: expect.any(String),
    });
    expect(t.world.todos.list().map((todo) => todo.id)).not.toContain(order.id);
    const again = await post('sendOrderModel', { id: order.id, passTime: passTime(), processStatus: 5 });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      title: '工单当前状态为「验收通过」，不能验收不通过（仅「待验收」或「验收中」的工单可以验收不通过）',
      message: 'error.workOrder.refused',
    });
    expect(t.world.workOrders.get(order.id)?.status).toBe(4);
  });

  it('takes the disease id in place of the order id, and refuses an opinion over 200 characters', async () => {
    const order = waiting();
    const long = await post('sendOrderModel', {
      id: order.diseaseId,
      passTime: passTime(),
      processStatus: 5,
      opinion: '字'.repeat(201),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().fieldErrors[0]).toMatchObject({ field: 'opinion', rule: 'maxLength' });
    expect(t.world.workOrders.get(order.id)?.status).toBe(6);
    const rejected = await post('sendOrderModel', {
      id: order.diseaseId,
      passTime: passTime(),
      processStatus: 5,
      opinion: '字'.repeat(200),
    });
    expect(rejected.statusCode).toBe(200);
    expect(t.world.workOrders.get(order.id)?.status).toBe(5);
  });

  it('refuses an order in repair, an unknown id and a bad passTime, changing nothing', async () => {
    const inRepair = t.world.workOrders.rows().find((o) => o.status === 3);
    if (inRepair) {
      const refused = await post('sendOrderModel', {
        id: inRepair.id,
        passTime: passTime(),
        processStatus: 4,
      });
      expect(refused.statusCode).toBe(400);
      expect(t.world.workOrders.get(inRepair.id)?.status).toBe(3);
    }
    expect(
      (await post('sendOrderModel', { id: '42', passTime: passTime(), processStatus: 4 })).statusCode,
    ).toBe(404);
    const badTime = await post('sendOrderModel', {
      id: waiting().id,
      passTime: '2026/05/18 10:00',
      processStatus: 4,
    });
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json().fieldErrors[0]).toMatchObject({ field: 'passTime', rule: 'pattern' });
  });
});

describe('the calls need a session', () => {
  it('answers 401 without a token', async () => {
    expect((await post('listForPatrolForNow', undefined, 'Bearer nope')).statusCode).toBe(401);
  });
});

describe('after the other tests', () => {
  it('refuses an entry that breaks the contract and forgets everything on reset', async () => {
    const bad = await post('saveModelHistory', { ...entry, type: 7 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors[0]).toMatchObject({ field: 'type', rule: 'enum' });
    await post('saveModelHistory', entry);
    await admin(t.app, 'POST', '/reset');
    t.token = await tokenOf(t.app, { username: 'admin', password: 'Admin@12345' });
    expect((await post('selectModelHistory')).json().data).toEqual([]);
  });
});
