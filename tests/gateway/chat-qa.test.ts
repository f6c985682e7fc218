// QA's controls of the chat mock: scripted answers, pace, stream faults, the journal of chat
// calls, scenarios and reset, and the session check on the chat service's paths.

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { allFrames, answerOf, ask, type ChatTarget, chatTarget, framesOf } from './support/chat';
import { ADMIN, admin, tokenOf } from './support/gateway';
import { WORLD_START_MS } from './support/world';

let target: ChatTarget;
beforeAll(async () => {
  target = await chatTarget('mock');
}, WORLD_START_MS);
afterAll(async () => {
  await target.close();
});
afterEach(async () => {
  await admin(target.app, 'DELETE', '/chat/faults');
  await admin(target.app, 'DELETE', '/chat/next-answers');
  await target.setPace('all', 1_000_000);
});

describe('QA controls of the chat mock', () => {
  it("scripts an agent's next answer: its text streamed, its payload at the end, once", async () => {
    await target.setPace('all', 1_000_000);
    const scripted = await admin(target.app, 'POST', '/chat/next-answers', {
      agent: 'acceptance',
      text: '当前没有待验收的任务。',
      payload: { daiban: [], ques: '今日巡查-查看病害信息' },
    });
    expect(scripted.statusCode).toBe(201);
    expect(scripted.json()).toMatchObject({ agent: 'acceptance', remaining: 1 });

    const frames = await allFrames(await ask(target, 'acceptance', { query: '当前待办' }));
    expect(answerOf(frames)).toBe(
      '当前没有待验收的任务。<payload>{"daiban":[],"ques":"今日巡查-查看病害信息"}</payload>',
    );
    expect(frames[0]?.data?.event).toBe('workflow_started');
    expect((await admin(target.app, 'GET', '/chat')).json().nextAnswers).toEqual([]);
  });

  it('refuses a scripted answer with neither text nor payload', async () => {
    const refused = await admin(target.app, 'POST', '/chat/next-answers', { agent: 'main', times: 2 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe('A scripted answer needs text, payload or both');
  });

  it("sets an agent's pace and seed, shown in the state", async () => {
    const set = await admin(target.app, 'PATCH', '/chat/agents/traffic', { tokensPerSecond: 2, seed: 7 });
    expect(set.json()).toEqual({
      agents: [{ agent: 'traffic', mode: 'agent-chat', tokensPerSecond: 2, seed: 7 }],
    });
    const state = (await admin(target.app, 'GET', '/chat')).json();
    expect(state.agents.find((a: { agent: string }) => a.agent === 'traffic')).toMatchObject({
      tokensPerSecond: 2,
      seed: 7,
    });
    expect(
      (await admin(target.app, 'PATCH', '/chat/agents/traffic', { tokensPerSecond: 0 })).statusCode,
    ).toBe(400);
    expect(
      (await admin(target.app, 'PATCH', '/chat/agents/weather', { tokensPerSecond: 5 })).statusCode,
    ).toBe(400);
  });

  it("answers HTTP 500 in Dify's shape before the stream (fault status)", async () => {
    await admin(target.app, 'POST', '/chat/faults', { agent: 'policy', kind: 'status', status: 500 });
    const failed = await ask(target, 'policy', { query: '灌缝' });
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({
      code: 'internal_server_error',
      message: 'Internal Server Error, please contact support.',
      status: 500,
    });
    expect((await ask(target, 'policy', { query: '灌缝' })).status).toBe(200);
  });

  it('cuts the connection after N events (fault cut): the client sees the stream break', async () => {
    await admin(target.app, 'POST', '/chat/faults', { agent: 'policy', kind: 'cut', afterFrames: 2 });
    const response = await ask(target, 'policy', { query: '灌缝' });
    const received: unknown[] = [];
    await expect(
      (async () => {
        for await (const frame of framesOf(response)) received.push(frame.data);
      })(),
    ).rejects.toThrow();
    expect(received).toHaveLength(2);
  });

  it("ends the stream with Dify's error event after N events (fault error)", async () => {
    await admin(target.app, 'POST', '/chat/faults', { agent: 'all', kind: 'error', afterFrames: 3 });
    const frames = await allFrames(await ask(target, 'operation', { query: '怎么上传图片识别' }));
    expect(frames).toHaveLength(4);
    expect(frames.at(-1)?.data).toMatchObject({
      event: 'error',
      status: 400,
      code: 'completion_request_error',
      message: '[tongyi] Error: Request timed out.',
    });
  });

  it('stalls after N events until the client gives up (fault stall), and the task can still be stopped', async () => {
    await admin(target.app, 'POST', '/chat/faults', { agent: 'policy', kind: 'stall', afterFrames: 1 });
    const controller = new AbortController();
    const response = await ask(target, 'policy', { query: '灌缝' }, controller.signal);
    const reader = response.body?.getReader();
    await reader?.read();
    const running = (await admin(target.app, 'GET', '/chat')).json().running;
    expect(running).toHaveLength(1);
    expect(running[0]).toMatchObject({ agent: 'policy', user: 'admin', frames: 1 });
    controller.abort();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await admin(target.app, 'GET', '/chat')).json().running).toEqual([]);
  });

  it('journals chat calls with their answer and the token masked', async () => {
    await allFrames(await ask(target, 'policy', { query: '车辙怎么处理' }));
    const journal = (await admin(target.app, 'GET', '/journal?operationId=chatMessages&limit=1')).json();
    const [entry] = journal.entries;
    expect(entry.headers.authorization).toBe('Bearer ***');
    expect(entry.body).toMatchObject({ query: '车辙怎么处理', user: 'admin' });
    expect(entry.answer).toMatchObject({ outcome: 'completed' });
    expect(entry.answer.text).toContain('车辙');
    expect(entry.answer.frames).toBeGreaterThan(3);
  });

  it('loads the assistant scenarios: stream faults pending, every agent slowed down', async () => {
    await admin(target.app, 'POST', '/scenarios/assistant-stream-faults');
    const faults = (await admin(target.app, 'GET', '/chat')).json().faults;
    expect(faults.map((f: { agent: string; kind: string }) => `${f.agent} ${f.kind}`)).toEqual([
      'patrol cut',
      'main error',
      'disease status',
      'disposal stall',
    ]);
    await admin(target.app, 'POST', '/scenarios/assistant-slow');
    const state = (await admin(target.app, 'GET', '/chat')).json();
    expect(new Set(state.agents.map((a: { tokensPerSecond: number }) => a.tokensPerSecond))).toEqual(
      new Set([2]),
    );
    expect(state.faults).toEqual([]);
    // Scenarios start with a reset, which signed everyone out.
    target.token = await tokenOf(target.app, ADMIN);
  });

  it('loads chat actions from scenarios and forgets them on reset', async () => {
    await admin(target.app, 'POST', '/chat/faults', { agent: 'main', kind: 'cut' });
    await admin(target.app, 'PATCH', '/chat/agents/main', { tokensPerSecond: 3 });
    await admin(target.app, 'POST', '/reset');
    const state = (await admin(target.app, 'GET', '/chat')).json();
    expect(state.faults).toEqual([]);
    expect(state.agents.find((a: { agent: string }) => a.agent === 'main').tokensPerSecond).toBe(25);
    // The reset signed everyone out.
    const refused = await ask(target, 'policy', { query: '灌缝' });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toBe('Bearer realm="api"');
    expect(await refused.json()).toEqual({
      code: 'unauthorized',
      message: '身份认证信息已失效，请重新登录',
      status: 401,
    });
  });
});
