// The data agents answer from the world (seed 001 §3 payload parts), so every card of §2 has
// data: the steward's day figures and routing, today's and live patrols (xuncha) whose tracks
// getGisById knows, diseases (diseasePos with end_time), to-dos (daiban), the disposal summary
// (diseaseId, finishStatus, pic_url, zongjie) and the traffic agent's table and road-map picture.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin } from './support/gateway';
import { todayStart, WORLD_START_MS, type WorldGateway, worldGateway } from './support/world';

let t: WorldGateway;
beforeAll(async () => {
  t = await worldGateway(10.5);
  await admin(t.app, 'PATCH', '/chat/agents/all', { tokensPerSecond: 1_000_000 });
}, WORLD_START_MS);
afterAll(async () => {
  await t.app.close();
});

const INPUTS = { device_type: 'pc', account: 'admin', online: '0', patrolId: '', diseaseId: '' };

interface Answer {
  events: Array<Record<string, unknown>>;
  text: string;
  payload: Record<string, unknown>;
  shown: string;
}

async function ask(agent: string, query: string, inputs: Record<string, string> = {}): Promise<Answer> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/chat/${agent}/v1/chat-messages`,
    headers: { authorization: t.token },
    payload: { inputs: { ...INPUTS, ...inputs }, query, response_mode: 'streaming', user: 'admin' },
  });
  expect(response.statusCode).toBe(200);
  const events = response.body
    .split('\n\n')
    .filter((frame) => frame.startsWith('data: '))
    .map((frame) => JSON.parse(frame.slice(6)) as Record<string, unknown>);
  const text = events
    .filter((e) => e.event === 'message' || e.event === 'agent_message')
    .map((e) => e.answer)
    .join('');
  const payload = /<payload>(.*)<\/payload>$/s.exec(text)?.[1];
  return {
    events,
    text,
    payload: payload ? (JSON.parse(payload) as Record<string, unknown>) : {},
    shown: text.replace(/<think>.*?<\/think>\n?/s, '').replace(/<payload>.*$/s, ''),
  };
}

const at = (hours: number) => t.world.clock.set(todayStart() + hours * 3_600_000, true);
const keysOf = (items: unknown) => Object.keys((items as Array<Record<string, unknown>>)[0] ?? {}).sort();

describe('the main steward', () => {
  it("greets with the day's figures, the quick buttons and the data cut-off", async () => {
    at(10.5);
    const answer = await ask('main', '你好');
    const todos = t.world.todos.list();
    expect(answer.shown).toContain(`今日计划巡查${t.world.patrols.schedule().length}次`);
    expect(answer.shown).toContain(`当前待办${todos.length}项`);
    expect(answer.payload).toEqual({
      ques: '今日巡查-当前待办-查看病害信息',
      end_time: expect.stringMatching(/ 10:30:00$/),
    });
    const classifier = answer.events.find(
      (e) => e.event === 'node_finished' && (e.data as { title: string }).title === '问题分类器',
    );
    expect((classifier?.data as { outputs: unknown } | undefined)?.outputs).toEqual({
      class_name: 'greeting',
    });
  });

  it('routes a question to its specialist (to-dos, traffic, the norms)', async () => {
    expect((await ask('main', '当前待办')).payload.daiban).toBeDefined();
    const traffic = await ask('main', '哪些路段有施工占道');
    expect(traffic.shown).toContain('实时路况');
    const norms = await ask('main', '沥青路面坑槽怎么修补的工艺');
    expect(norms.shown).toContain('圆洞方补');
  });

  it('answers the same question the same way while the world stands still', async () => {
    expect((await ask('main', '你好')).text).toBe((await ask('main', '你好')).text);
  });
});

describe('the patrol agent', () => {
  it("lists today's patrols (xuncha) whose tracks getGisById knows", async () => {
    at(23.5);
    const answer = await ask('patrol', '今日巡查情况');
    const today = t.world.patrols.today();
    const xuncha = answer.payload.xuncha as Array<{ id: string }>;
    expect(xuncha.map((p) => p.id)).toEqual(today.map((p) => p.id));
    expect(xuncha).toHaveLength(t.world.patrols.schedule().length);
    expect(keysOf(xuncha)).toEqual(['id', 'orgId', 'routeCode', 'startTime']);
    const track = await t.app.inject({
      method: 'POST',
      url: '/api/administration/getGisById',
      headers: { authorization: t.token },
      payload: { id: xuncha[0]?.id },
    });
    expect(track.json().data.listData.length).toBeGreaterThan(10);
  });

  it('lists the patrols on the road now, and none before the first starts', async () => {
    at(14);
    const live = (await ask('patrol', '正在进行的巡查')).payload.xuncha as Array<{ id: string }>;
    expect(live.map((p) => p.id)).toEqual(
      t.world.patrols
        .today()
        .filter((p) => p.status === '2')
        .map((p) => p.id),
    );
    at(0.5);
    const none = await ask('patrol', '今日巡查情况');
    expect(none.payload.xuncha).toEqual([]);
    expect(none.shown).toContain('今日暂无巡查记录');
  });

  it('tells one patrol with the diseases it found (diseasePos, patrolId, end_time)', async () => {
    at(18);
    const patrol = t.world.patrols.today().find((p) => p.diseaseCount > 0);
    if (!patrol) throw new Error('no patrol with diseases today');
    const answer = await ask('patrol', '这次巡查的情况', { patrolId: patrol.id });
    expect(answer.payload.patrolId).toBe(patrol.id);
    expect((answer.payload.diseasePos as unknown[]).length).toBe(patrol.diseaseCount);
    expect(answer.payload.end_time).toMatch(/ 18:00:00$/);
  });
});

describe('the disease agent', () => {
  it("lists today's diseases as positions with the data cut-off, narrowed by level", async () => {
    at(18);
    const answer = await ask('disease', '查看病害信息');
    const positions = answer.payload.diseasePos as Array<Record<string, unknown>>;
    expect(positions.length).toBeGreaterThan(4);
    expect(keysOf(positions)).toEqual([
      'diseaseArea',
      'diseaseId',
      'diseaseLevel',
      'diseaseName',
      'lat',
      'lon',
      'picUrl',
      'pile',
      'roadName',
    ]);
    expect(answer.payload.end_time).toMatch(/ 18:00:00$/);
    const serious = (await ask('disease', '今日严重病害')).payload.diseasePos as Array<{
      diseaseLevel: number;
    }>;
    for (const disease of serious) expect(disease.diseaseLevel).toBe(3);
  });

  it('answers an empty list when today has nothing yet', async () => {
    at(0.2);
    const answer = await ask('disease', '今日病害');
    expect(answer.payload.diseasePos).toEqual([]);
    expect(answer.shown).toContain('今日暂未发现符合条件的病害');
  });
});

describe('the acceptance agent', () => {
  it('lists the to-dos (daiban), the ones awaiting acceptance first', async () => {
    at(10.5);
    const daiban = (await ask('acceptance', '当前待办')).payload.daiban as Array<Record<string, string>>;
    const todos = t.world.todos.list();
    expect(daiban).toHaveLength(Math.min(todos.length, 100));
    // More than the card's preview of 5, so its 'more' link shows.
    expect(daiban.length).toBeGreaterThan(5);
    expect(keysOf(daiban)).toEqual([
      'collectTime',
      'diseaseId',
      'id',
      'pile',
      'roadName',
      'statusText',
      'type',
      'unit',
    ]);
    const firstDispatch = daiban.findIndex((item) => item.statusText === '待派单');
    if (firstDispatch >= 0)
      expect(daiban.slice(firstDispatch).every((item) => item.statusText === '待派单')).toBe(true);
  });
});

describe('the disposal agent', () => {
  it('sends the summary (zongjie with pic and steps) of a repaired disease', async () => {
    at(10.5);
    const order = t.world.workOrders
      .rows()
      .flatMap((o) => (o.status === 4 ? [t.world.workOrders.get(o.id)] : []))
      .find((o) => o !== undefined && o.workStepVoList.length > 0);
    if (!order) throw new Error('no accepted order');
    const answer = await ask('disposal', '病害处置进度', { diseaseId: order.diseaseId });
    expect(answer.payload).toMatchObject({
      diseaseId: order.diseaseId,
      finishStatus: 'done',
      pic_url: order.picBefore,
      zongjie: {
        content: order.jsWords,
        pic: order.workStepVoList.at(-1)?.picAfter,
        steps: order.workStepVoList,
      },
    });
  });

  it('sends the picture of a disease still in repair (finishStatus doing), found by its stake', async () => {
    at(10.5);
    const order = t.world.workOrders.rows().find((o) => o.status === 3);
    if (!order) throw new Error('no order in repair');
    const answer = await ask(
      'disposal',
      `病害1：${order.routeName} ${order.stakeNo} ${order.diseaseName}的处置进度`,
    );
    expect(answer.payload).toMatchObject({
      diseaseId: order.diseaseId,
      finishStatus: 'doing',
      pic_url: order.picBefore,
    });
  });
});

describe('the traffic agent', () => {
  it('answers a markdown table and a road-map picture the chat service serves', async () => {
    at(8);
    const answer = await ask('traffic', 'G42沪蓉高速路况');
    expect(answer.shown).toContain('| 路线 | 路段 | 状况 | 原因 | 影响 |');
    const file = answer.events.find((e) => e.event === 'message_file') as { url: string; type: string };
    expect(file.type).toBe('image');
    const picture = await t.app.inject({ method: 'GET', url: file.url, headers: { authorization: t.token } });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/chat/static/road_map_G99_20200101.png',
      headers: { authorization: t.token },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'not_found', status: 404 });
  });
});

describe('blocking mode on a workflow app', () => {
  it('answers the whole answer, payload included, as one JSON object', async () => {
    at(10.5);
    const response = await t.app.inject({
      method: 'POST',
      url: '/chat/acceptance/v1/chat-messages',
      headers: { authorization: t.token },
      payload: { inputs: INPUTS, query: '当前待办', response_mode: 'blocking', user: 'admin' },
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({
      event: 'message',
      mode: 'advanced-chat',
      metadata: { usage: { total_tokens: expect.any(Number) } },
    });
    expect(answer.answer).toMatch(/<payload>\{"daiban":\[/);
  });
});
