import { describe, expect, it } from 'vitest';
import type { ChatHistoryEntry, ClientMessage } from '../assistant-types';
import type { ChatStreamEvent, UnknownStreamEvent } from '../stream/dify-events';
import {
  type AssistantDeps,
  type ChatOpening,
  type ChatRequest,
  createAssistantEngine,
  savedItem,
} from './assistant-engine';

type Event = ChatStreamEvent | UnknownStreamEvent;

/** A chat answer the test plays: its events, released one by one or all at once. */
class Script {
  readonly events: Event[] = [];
  private waiting: Array<() => void> = [];
  private closed = false;
  constructor(events: Event[] = [], closed = true) {
    this.events.push(...events);
    this.closed = closed;
  }
  push(...events: Event[]) {
    this.events.push(...events);
    for (const wake of this.waiting.splice(0)) wake();
  }
  close() {
    this.closed = true;
    for (const wake of this.waiting.splice(0)) wake();
  }
  async *iterate(signal: AbortSignal): AsyncGenerator<Event> {
    let i = 0;
    for (;;) {
      if (signal.aborted) throw new DOMException('aborted', 'AbortError');
      if (i < this.events.length) {
        yield this.events[i++] as Event;
        continue;
      }
      if (this.closed) return;
      await new Promise<void>((resolve) => {
        this.waiting.push(resolve);
        signal.addEventListener('abort', () => resolve(), { once: true });
      });
    }
  }
}

const piece = (answer: string, extra: Record<string, unknown> = {}): Event => ({
  event: 'message',
  task_id: '11111111-1111-4111-8111-111111111111',
  message_id: '22222222-2222-4222-8222-222222222222',
  conversation_id: '33333333-3333-4333-8333-333333333333',
  answer,
  created_at: 1,
  ...extra,
});
const end: Event = {
  event: 'message_end',
  task_id: '11111111-1111-4111-8111-111111111111',
  message_id: '22222222-2222-4222-8222-222222222222',
  conversation_id: '33333333-3333-4333-8333-333333333333',
  metadata: {},
};
const node = (title: string): Event => ({
  event: 'node_started',
  task_id: 't',
  workflow_run_id: 'w',
  data: { id: 'n', node_id: 'n', node_type: 'http-request', title, index: 1, created_at: 1 },
});

const flush = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
  await new Promise((resolve) => setImmediate(resolve));
};

function setup(answers: Array<Script | { status: number }> = []) {
  let now = 1_000_000;
  let nextTimer = 1;
  const timers = new Map<number, { at: number; run: () => void; every?: number }>();
  const requests: ChatRequest[] = [];
  const calls: string[] = [];
  const notices: Array<[string, string]> = [];
  const saved: ChatHistoryEntry[] = [];
  const spoken: string[] = [];
  let speechEnd: (() => void) | null = null;
  let keys = 0;
  const deps: AssistantDeps = {
    user: () => ({ account: 'admin', tenantId: '1001' }),
    async openChat(request, signal): Promise<ChatOpening> {
      requests.push(request);
      const answer = answers.shift() ?? new Script([piece('好的'), end]);
      if (!(answer instanceof Script)) return { ok: false, status: answer.status };
      return { ok: true, events: answer.iterate(signal) };
    },
    async stopChat(agent, taskId, user) {
      calls.push(`stop ${agent} ${taskId} ${user}`);
    },
    async feedback(agent, messageId, rating) {
      calls.push(`feedback ${agent} ${messageId} ${rating}`);
    },
    async appParameters(agent) {
      return { opening: `${agent}的开场白`, suggested: ['问题一', '问题二'] };
    },
    async loadHistory() {
      return [];
    },
    async saveHistory(entry) {
      saved.push(JSON.parse(JSON.stringify(entry)));
      return entry.id ?? 'h1';
    },
    async track(id) {
      calls.push(`track ${id}`);
      return [{ lon: 118.8, lat: 31.9 }];
    },
    async livePatrols() {
      calls.push('live');
      return [{ id: 'p1', routeCode: 'G42', orgId: 'o', startTime: '2024-05-18 08:30:00' }];
    },
    async analyse(picUrl) {
      calls.push(`analyse ${picUrl}`);
      return [
        { diseaseName: '坑槽', diseaseArea: 0.4816, diseaseLevel: 2, geoHash: 'AA==' },
        { diseaseName: '松散', diseaseArea: 1, diseaseLevel: 1, geoHash: 'AA==' },
      ];
    },
    navigate: (path) => calls.push(`navigate ${path}`),
    notify: (text, type) => notices.push([text, type]),
    speech: {
      speak(text, onStart) {
        spoken.push(text);
        onStart();
        return new Promise<void>((resolve) => {
          speechEnd = resolve;
        });
      },
      stop() {
        calls.push('speech stop');
        speechEnd?.();
      },
    },
    speechTextOf: (message) => message.content,
    setTimeout(run, ms) {
      const id = nextTimer++;
      timers.set(id, { at: now + ms, run });
      return id;
    },
    clearTimeout: (id) => timers.delete(id as number),
    setInterval(run, ms) {
      const id = nextTimer++;
      timers.set(id, { at: now + ms, run, every: ms });
      return id;
    },
    clearInterval: (id) => timers.delete(id as number),
    now: () => now,
    newKey: () => `k${++keys}`,
  };
  const engine = createAssistantEngine(deps);
  const advance = async (ms: number) => {
    const until = now + ms;
    for (;;) {
      const due = [...timers.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      const [id, timer] = due;
      now = timer.at;
      if (timer.every) timer.at += timer.every;
      else timers.delete(id);
      timer.run();
      await flush();
    }
    now = until;
    await flush();
  };
  const answersOf = () => engine.state.messages.filter((m) => !m.send);
  const last = () => engine.state.messages.at(-1) as ClientMessage;
  return {
    engine,
    deps,
    requests,
    calls,
    notices,
    saved,
    spoken,
    advance,
    answersOf,
    last,
    endSpeech: () => speechEnd?.(),
  };
}

describe('an answer streams through the states of seed 001 §4', () => {
  it('goes from not started to started to finished, with the agent status shown and cleared', async () => {
    const script = new Script([], false);
    const t = setup([script]);
    const asking = t.engine.ask('今日巡查', { agent: 'patrol' });
    const card = t.last();
    expect(card.status).toBe('');
    expect(card.finished).toBe(false);
    await flush();
    expect(t.last().status).toBe('started');
    script.push(node('查询今日巡查'));
    await flush();
    expect(t.last().agentStatus).toBe('正在查询今日巡查…');
    script.push(piece('今日计划'), piece('巡查12次'));
    await flush();
    expect(t.last().content).toBe('今日计划巡查12次');
    expect(t.engine.state.streaming).toBe(true);
    script.push(end);
    script.close();
    await asking;
    expect(t.last()).toMatchObject({ status: 'finished', finished: true, up: false, down: false });
    expect(t.last().agentStatus).toBeUndefined();
    expect(t.engine.state.streaming).toBe(false);
    expect(t.requests[0]).toMatchObject({
      agent: 'patrol',
      query: '今日巡查',
      conversationId: '',
      user: 'admin',
      inputs: { device_type: 'pc', account: 'admin', online: '0', patrolId: '', diseaseId: '' },
    });
  });

  it('stops silently on a non-OK answer', async () => {
    const t = setup([{ status: 500 }]);
    await t.engine.ask('今日巡查');
    expect(t.last().status).toBe('stopped');
    expect(t.last().finished).toBe(false);
    expect(t.notices).toEqual([]);
    expect(t.engine.state.streaming).toBe(false);
  });

  it('continues the conversation of the agent that answered', async () => {
    const t = setup();
    await t.engine.ask('第一问');
    t.engine.state.online = true;
    await t.engine.ask('第二问');
    expect(t.requests[1]).toMatchObject({
      conversationId: '33333333-3333-4333-8333-333333333333',
      inputs: { online: '1' },
    });
  });

  it("ignores pieces with '**' and filters a thinking block split across frames", async () => {
    const t = setup([
      new Script([piece('<th'), piece('ink>想一想</thi'), piece('nk>坑槽'), piece('**'), piece('2处'), end]),
    ]);
    await t.engine.ask('病害');
    expect(t.last().content).toBe('坑槽2处');
  });

  it('does not send a blank question', async () => {
    const t = setup();
    await t.engine.ask('   ');
    expect(t.requests).toEqual([]);
    expect(t.engine.state.messages).toEqual([]);
  });

  it("sets pending and shows the picture for finishStatus 'doing'", async () => {
    const t = setup([
      new Script([
        piece(
          '正在处置。<payload>{"diseaseId":"d1","finishStatus":"doing","pic_url":"kc.jpg","ques":"当前待办"}</payload>',
        ),
        end,
      ]),
    ]);
    await t.engine.ask('处置进度', { agent: 'disposal' });
    expect(t.last()).toMatchObject({
      status: 'pending',
      finished: true,
      img: 'kc.jpg',
      diseaseId: 'd1',
      btns: ['当前待办'],
    });
  });

  it('clears the ratings on finish and toggles thumbs up and down', async () => {
    const t = setup();
    await t.engine.ask('你好');
    const key = t.last().key;
    t.engine.rate(key, 'up');
    expect(t.last()).toMatchObject({ up: true, down: false });
    t.engine.rate(key, 'down');
    expect(t.last()).toMatchObject({ up: false, down: true });
    t.engine.rate(key, 'down');
    expect(t.last()).toMatchObject({ up: false, down: false });
    await Promise.resolve();
    expect(t.calls.filter((c) => c.startsWith('feedback'))).toEqual([
      'feedback main 22222222-2222-4222-8222-222222222222 like',
      'feedback main 22222222-2222-4222-8222-222222222222 dislike',
      'feedback main 22222222-2222-4222-8222-222222222222 null',
    ]);
  });

  it('switches to the main key after a summary and greets again after 3 s', async () => {
    const summary =
      '<payload>{"diseaseId":"d1","finishStatus":"done","pic_url":"a.jpg","zongjie":{"content":"修补完成","pic":"b.jpg","steps":[]}}</payload>';
    const t = setup([new Script([piece('已修复。'), piece(summary), end])]);
    t.engine.state.agent = 'disposal';
    await t.engine.ask('病害1：坑槽的处置进度', { agent: 'disposal' });
    expect(t.engine.state.agent).toBe('main');
    expect(t.last()).toMatchObject({ content2: '修补完成', imgList: ['a.jpg', 'b.jpg'], download: true });
    await t.advance(2999);
    expect(t.requests).toHaveLength(1);
    await t.advance(1);
    expect(t.requests[1]).toMatchObject({ agent: 'main', query: '你好' });
    expect(t.engine.state.messages.filter((m) => m.send)).toHaveLength(1);
  });

  it('greets again only once a queued question streaming at 3 s has ended', async () => {
    const summary =
      '<payload>{"diseaseId":"d1","finishStatus":"done","pic_url":"a.jpg","zongjie":{"content":"修补完成","pic":"b.jpg","steps":[]}}</payload>';
    const second = new Script([piece('处置中。')], false);
    const t = setup([new Script([piece('已修复。'), piece(summary), end]), second]);
    t.engine.askProgress([
      { diseaseId: 'd1', diseaseName: '坑槽', roadName: 'G42 沪蓉高速', pile: 'K12+300' },
      { diseaseId: 'd2', diseaseName: '横向裂缝', roadName: 'G42 沪蓉高速', pile: 'K15+020' },
    ]);
    await flush();
    expect(t.requests.map((r) => r.query)).toEqual([
      '病害1：G42 沪蓉高速 K12+300 坑槽的处置进度',
      '病害2：G42 沪蓉高速 K15+020 横向裂缝的处置进度',
    ]);
    await t.advance(3000);
    // The second question still streams: no greeting yet, and none lost.
    expect(t.requests).toHaveLength(2);
    second.push(end);
    second.close();
    await flush();
    expect(t.requests[2]).toMatchObject({ agent: 'main', query: '你好' });
  });

  it('reads the live patrols again 5 s after a patrol-live check', async () => {
    const t = setup();
    await t.engine.ask('实时巡查', { agent: 'patrol' });
    await t.advance(4999);
    expect(t.calls).not.toContain('live');
    await t.advance(1);
    expect(t.calls).toContain('live');
    expect(t.engine.state.livePatrols.map((p) => p.id)).toEqual(['p1']);
  });

  it('draws the track of the patrol a disease card names', async () => {
    const t = setup([
      new Script([
        piece('<payload>{"diseasePos":[{"diseaseId":"d1","diseaseName":"坑槽"}],"patrolId":"p9"}</payload>'),
        end,
      ]),
    ]);
    await t.engine.ask('查看病害信息', { agent: 'disease' });
    await flush();
    expect(t.calls).toContain('track p9');
    expect(t.last().trackPath).toEqual([{ lon: 118.8, lat: 31.9 }]);
  });

  it("sends queued disease questions one by one with the 'disease N' heading", async () => {
    const t = setup();
    t.engine.askProgress(
      [
        { diseaseId: 'd1', diseaseName: '坑槽', roadName: 'G42 沪蓉高速', pile: 'K12+300' },
        { diseaseId: 'd2', diseaseName: '横向裂缝', roadName: 'G42 沪蓉高速', pile: 'K15+020' },
      ],
      'p1',
    );
    await flush();
    await flush();
    expect(t.requests.map((r) => [r.agent, r.query, r.inputs.diseaseId, r.inputs.patrolId])).toEqual([
      ['disposal', '病害1：G42 沪蓉高速 K12+300 坑槽的处置进度', 'd1', 'p1'],
      ['disposal', '病害2：G42 沪蓉高速 K15+020 横向裂缝的处置进度', 'd2', 'p1'],
    ]);
    expect(t.engine.state.queue).toEqual([]);
  });
});

describe('stopping', () => {
  it("keeps the partial answer, tells the agent, and marks a non-main conversation '暂停调用'", async () => {
    const script = new Script([piece('正在为您')], false);
    const t = setup([script]);
    const asking = t.engine.ask('病害1：坑槽的处置进度', { agent: 'disposal' });
    await flush();
    t.engine.stop();
    await asking;
    expect(t.last()).toMatchObject({
      status: 'stopped',
      finished: true,
      content: '正在为您',
      content2: '暂停调用',
    });
    expect(t.calls).toContain('stop disposal 11111111-1111-4111-8111-111111111111 admin');
    expect(t.engine.state.streaming).toBe(false);
  });

  it('does not mark the main conversation paused, and drops the queue', async () => {
    const script = new Script([piece('您好')], false);
    const t = setup([script]);
    const asking = t.engine.ask('你好');
    await flush();
    t.engine.state.queue = [{ query: 'x', diseaseId: 'd', patrolId: '' }];
    t.engine.stop();
    await asking;
    expect(t.last()).toMatchObject({ status: 'stopped', finished: true, content: '您好' });
    expect(t.last().content2).toBeUndefined();
    expect(t.engine.state.queue).toEqual([]);
    expect(t.requests).toHaveLength(1);
  });
});

describe('acceptance', () => {
  it('needs a disease id', () => {
    const t = setup();
    t.engine.acceptTask({ orderId: 'o1' });
    expect(t.notices).toEqual([['当前病害id为空,无法验收', 'info']]);
    expect(t.engine.state.disposal).toBeNull();
  });

  it('opens the disposal modal, a reported order marked as such', () => {
    const t = setup();
    t.engine.acceptTask({ orderId: 'o1', diseaseId: 'd1', statusText: '待验收', title: '坑槽' });
    expect(t.engine.state.disposal).toEqual({
      orderId: 'o1',
      diseaseId: 'd1',
      title: '坑槽',
      reported: true,
    });
  });
});

describe('history', () => {
  it('saves the conversation after an answer, labelled by its first question', async () => {
    const t = setup();
    await t.engine.ask('今日巡查', { agent: 'patrol' });
    await flush();
    expect(t.saved).toHaveLength(1);
    expect(t.saved[0]).toMatchObject({ label: '今日巡查', type: 1 });
    expect(t.saved[0]?.contentList.map((m) => [m.send, m.content])).toEqual([
      [true, '今日巡查'],
      [false, '好的'],
    ]);
    expect(Object.keys(t.saved[0]?.contentList[1] ?? {})).not.toContain('raw');
    expect(t.engine.state.historyId).toBe('h1');
    await t.engine.ask('当前待办');
    await flush();
    expect(t.saved[1]?.id).toBe('h1');
  });

  it('opens disease management only after saving the history', async () => {
    const t = setup();
    await t.engine.ask('查看病害信息');
    await flush();
    const before = t.saved.length;
    await t.engine.openDiseaseManage();
    expect(t.saved.length).toBe(before + 1);
    expect(t.calls.at(-1)).toBe('navigate /diseaseManage');
  });

  it('opens a saved conversation in its mode', async () => {
    const t = setup();
    await t.engine.openHistory({
      id: 'h7',
      label: '路况',
      type: 2,
      contentList: [{ send: true, content: '路况' }],
    });
    expect(t.engine.state).toMatchObject({ mode: 2, agent: 'traffic', historyId: 'h7' });
    expect(t.engine.state.messages.map((m) => m.content)).toEqual(['路况']);
  });

  it('keeps only the saved fields of a message', () => {
    expect(
      savedItem({ key: 'k', send: false, content: 'a', raw: 'a<payload>', agentStatus: 'x', up: true }),
    ).toEqual({
      send: false,
      content: 'a',
      up: true,
    });
  });
});

describe('chat modes', () => {
  it('introduces a mode after the fake reply delay of 2 s', async () => {
    const t = setup();
    await t.engine.chooseMode(2);
    expect(t.engine.state).toMatchObject({ mode: 2, agent: 'traffic' });
    await t.advance(1999);
    expect(t.engine.state.messages).toEqual([]);
    await t.advance(1);
    expect(t.last()).toMatchObject({
      content: 'traffic的开场白',
      btns: ['问题一', '问题二'],
      finished: true,
    });
  });

  it('keeps the introduction first when the user asked before it came', async () => {
    const t = setup([new Script([piece('灌缝适用于3～10 mm的裂缝。'), end])]);
    await t.engine.chooseMode(4);
    await t.engine.ask('灌缝有什么要求');
    await t.advance(2000);
    expect(t.engine.state.messages.map((m) => m.content)).toEqual([
      'policy的开场白',
      '灌缝有什么要求',
      '灌缝适用于3～10 mm的裂缝。',
    ]);
  });

  it('greets with the steward report for the logo (mode 1)', async () => {
    const t = setup();
    await t.engine.chooseMode(1);
    expect(t.requests[0]).toMatchObject({ agent: 'main', query: '你好' });
    expect(t.engine.state.messages.filter((m) => m.send)).toEqual([]);
  });
});

describe('speech', () => {
  it('reads the status report 3 s after the window opened', async () => {
    const t = setup([new Script([piece('今日计划巡查12次。'), end])]);
    await t.engine.openWindow();
    expect(t.spoken).toEqual([]);
    await t.advance(3000);
    expect(t.spoken).toEqual(['今日计划巡查12次。']);
    expect(t.engine.state.speaking).toBe(true);
  });

  it('toggles between play and stop play, and replays only after 10 s', async () => {
    const t = setup();
    await t.engine.ask('你好');
    const key = t.last().key;
    void t.engine.speak(key);
    expect(t.engine.state.speakingKey).toBe(key);
    void t.engine.speak(key);
    await flush();
    expect(t.engine.state.speakingKey).toBeNull();
    expect(t.calls).toContain('speech stop');
    void t.engine.speak(key);
    expect(t.spoken).toHaveLength(1);
    await t.advance(10_000);
    void t.engine.speak(key);
    expect(t.spoken).toHaveLength(2);
  });
});

describe('recognition', () => {
  it('keeps only potholes and cracks of every picture', async () => {
    const t = setup();
    await t.engine.recognise(['a_x1.jpg', 'b_x2.png'], '  ');
    expect(t.calls.filter((c) => c.startsWith('analyse'))).toEqual(['analyse a_x1.jpg', 'analyse b_x2.png']);
    const user = t.engine.state.messages.at(-2);
    expect(user).toMatchObject({
      send: true,
      content: '识别图片中的病害',
      imgList: ['a_x1.jpg', 'b_x2.png'],
    });
    expect(t.last().recognition?.map((r) => r.diseaseName)).toEqual(['坑槽', '坑槽']);
    expect(t.last()).toMatchObject({
      content: '识别结果（2处病害）',
      status: 'finished',
      finished: true,
      btnType: 6,
    });
  });
});

describe('patrols on the road', () => {
  it('are read every 10 s', async () => {
    const t = setup();
    t.engine.startPatrolPolling();
    await flush();
    await t.advance(20_000);
    expect(t.calls.filter((c) => c === 'live')).toHaveLength(3);
    t.engine.dispose();
    await t.advance(20_000);
    expect(t.calls.filter((c) => c === 'live')).toHaveLength(3);
  });
});
