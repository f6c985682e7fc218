// The chat service's Dify API end to end, over HTTP: the same tests against the gateway's mock
// and, in proxy mode, through the gateway's chat proxy against a fake Dify (the mock's engine
// behind app keys) — so the mock speaks Dify's wire format and the proxy passes it on unchanged.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allFrames,
  answerOf,
  ask,
  type ChatTarget,
  call,
  chatTarget,
  framesOf,
  INPUTS,
} from './support/chat';
import { WORLD_START_MS } from './support/world';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const FAST = 1_000_000;

describe.each(['mock', 'proxy'] as const)('the chat service (%s mode)', (mode) => {
  let target: ChatTarget;
  beforeAll(async () => {
    target = await chatTarget(mode);
    await target.setPace('all', FAST);
  }, WORLD_START_MS);
  afterAll(async () => {
    await target.close();
  });

  it("streams an agent app's answer in Dify's frames, unbuffered headers, ids on every event", async () => {
    const response = await ask(target, 'policy', { query: '沥青路面坑槽怎么修补' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    const frames = await allFrames(response);
    for (const frame of frames) expect(frame.raw).toMatch(/^data: \{.*\}\n\n$/s);
    const events = frames.map((f) => f.data as Record<string, unknown>);
    const taskIds = new Set(events.map((e) => e.task_id));
    expect(taskIds.size).toBe(1);
    for (const event of events) {
      expect(event.task_id).toMatch(UUID);
      expect(event.message_id).toMatch(UUID);
      expect(event.conversation_id).toMatch(UUID);
    }
    expect(events[0]?.event).toBe('agent_thought');
    expect(events.some((e) => e.event === 'agent_message')).toBe(true);
    const end = events.at(-1) as {
      event: string;
      metadata: { usage: Record<string, unknown>; retriever_resources: Array<Record<string, unknown>> };
    };
    expect(end.event).toBe('message_end');
    expect(end.metadata.usage.total_tokens).toBeGreaterThan(0);
    expect(end.metadata.retriever_resources[0]).toMatchObject({
      dataset_name: '养护规范库',
      document_name: '公路沥青路面养护技术规范（JTG 5142-2019）.pdf',
    });
    const answer = answerOf(frames);
    expect(answer).toContain('圆洞方补、斜洞正补');
    expect(answer).toMatch(/<payload>\{"ques":"[^"]+-[^"]+"\}<\/payload>$/);
  });

  it('sends the first frame at once and the rest as the model produces them', async () => {
    await target.setPace('operation', 80);
    const started = performance.now();
    const response = await ask(target, 'operation', { query: '怎么上传图片识别病害' });
    const arrivals: number[] = [];
    for await (const frame of framesOf(response)) arrivals.push(frame.at - started);
    await target.setPace('operation', FAST);
    // The first frame is out long before the last: nothing waits for the whole answer.
    expect(arrivals[0]).toBeLessThan(500);
    expect((arrivals.at(-1) ?? 0) - (arrivals[0] ?? 0)).toBeGreaterThan(600);
  });

  it('stops a stream within 100 ms, ends it with message_end and keeps the partial answer', async () => {
    await target.setPace('policy', 20);
    const response = await ask(target, 'policy', { query: '裂缝灌缝有什么要求' });
    const frames = framesOf(response);
    let taskId = '';
    let conversationId = '';
    const seen: Array<Record<string, unknown>> = [];
    while (seen.filter((e) => e.event === 'agent_message').length < 5) {
      const { value: frame } = await frames.next();
      if (!frame) throw new Error('the stream ended before the stop');
      seen.push(frame.data as Record<string, unknown>);
      taskId = frame.data?.task_id as string;
      conversationId = frame.data?.conversation_id as string;
    }
    const stopAt = performance.now();
    const stop = await call(target, 'POST', `policy/v1/chat-messages/${taskId}/stop`, { user: 'admin' });
    expect(stop.status).toBe(200);
    expect(await stop.json()).toEqual({ result: 'success' });
    let endedAt = 0;
    for await (const frame of frames) {
      seen.push(frame.data as Record<string, unknown>);
      endedAt = frame.at;
    }
    await target.setPace('policy', FAST);
    expect(seen.at(-1)?.event).toBe('message_end');
    expect(endedAt - stopAt).toBeLessThan(100);
    const streamed = seen
      .filter((e) => e.event === 'agent_message')
      .map((e) => e.answer)
      .join('');
    const messages = await call(
      target,
      'GET',
      `policy/v1/messages?conversation_id=${conversationId}&user=admin`,
    );
    const [saved] = (await messages.json()).data as Array<{ answer: string }>;
    expect(saved?.answer).toBe(streamed);
    expect(streamed.length).toBeGreaterThan(0);
    expect(streamed).not.toContain('</payload>');
  });

  it('answers success to a stop of a finished task and of a stranger, changing nothing', async () => {
    const frames = await allFrames(await ask(target, 'operation', { query: '怎么下载巡查记录' }));
    const taskId = frames[0]?.data?.task_id as string;
    const conversationId = frames[0]?.data?.conversation_id as string;
    for (const user of ['admin', 'someone-else']) {
      const stop = await call(target, 'POST', `operation/v1/chat-messages/${taskId}/stop`, { user });
      expect(await stop.json()).toEqual({ result: 'success' });
    }
    const messages = await (
      await call(target, 'GET', `operation/v1/messages?conversation_id=${conversationId}&user=admin`)
    ).json();
    expect(messages.data[0].answer).toBe(answerOf(frames));
  });

  it('answers a workflow app in blocking mode with the whole answer', async () => {
    const response = await ask(target, 'policy', { query: '灌缝', response_mode: 'blocking' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'invalid_param',
      message: 'Agent Chat App does not support blocking mode',
      status: 400,
    });
  });

  it("accepts the fields of Dify's request it does not use (files null, auto_generate_name, workflow_id)", async () => {
    const response = await ask(target, 'operation', {
      query: '怎么查看巡查轨迹',
      files: null,
      auto_generate_name: false,
      workflow_id: null,
      retriever_from: 'dev',
      conversation_id: null,
    });
    expect(response.status).toBe(200);
    const frames = await allFrames(response);
    expect(frames.at(-1)?.data?.event).toBe('message_end');
    const conversationId = frames[0]?.data?.conversation_id as string;
    const list = await (await call(target, 'GET', 'operation/v1/conversations?user=admin&limit=100')).json();
    expect(list.data.find((c: { id: string }) => c.id === conversationId)?.name).toBe('New conversation');
    if (target.fake) {
      const sent = target.fake.seen.filter((s) => s.url === '/v1/chat-messages').at(-1);
      expect(sent?.body).toMatchObject({
        files: null,
        auto_generate_name: false,
        workflow_id: null,
        retriever_from: 'dev',
      });
      expect(sent?.authorization).toBe('Bearer app-operation-k3y');
    }
  });

  it('continues a conversation, lists, renames and deletes it', async () => {
    const first = await allFrames(await ask(target, 'policy', { query: '龟裂怎么处理' }));
    const conversationId = first[0]?.data?.conversation_id as string;
    const second = await allFrames(
      await ask(target, 'policy', { query: '沉陷怎么处理', conversation_id: conversationId }),
    );
    expect(second[0]?.data?.conversation_id).toBe(conversationId);

    const list = await (await call(target, 'GET', 'policy/v1/conversations?user=admin')).json();
    expect(list).toMatchObject({ limit: 20, has_more: false });
    expect(list.data[0]).toMatchObject({ id: conversationId, name: '龟裂怎么处理', status: 'normal' });

    const page = await (
      await call(target, 'GET', `policy/v1/messages?conversation_id=${conversationId}&user=admin&limit=1`)
    ).json();
    expect(page.has_more).toBe(true);
    expect(page.data.map((m: { query: string }) => m.query)).toEqual(['沉陷怎么处理']);
    const older = await (
      await call(
        target,
        'GET',
        `policy/v1/messages?conversation_id=${conversationId}&user=admin&first_id=${page.data[0].id}`,
      )
    ).json();
    expect(older.data.map((m: { query: string }) => m.query)).toEqual(['龟裂怎么处理']);

    const renamed = await call(target, 'POST', `policy/v1/conversations/${conversationId}/name`, {
      name: '路面病害处治',
      user: 'admin',
    });
    expect(renamed.status).toBe(200);
    expect((await renamed.json()).name).toBe('路面病害处治');
    const blank = await call(target, 'POST', `policy/v1/conversations/${conversationId}/name`, {
      name: '  ',
      user: 'admin',
    });
    expect(blank.status).toBe(400);
    expect((await blank.json()).message).toBe('name is required when auto_generate is false');

    const deleted = await call(target, 'DELETE', `policy/v1/conversations/${conversationId}`, {
      user: 'admin',
    });
    expect(deleted.status).toBe(204);
    const gone = await call(target, 'GET', `policy/v1/messages?conversation_id=${conversationId}&user=admin`);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({
      code: 'not_found',
      message: 'Conversation Not Exists.',
      status: 404,
    });
  });

  it('keeps conversations per agent and user', async () => {
    const frames = await allFrames(await ask(target, 'policy', { query: '车辙怎么处理' }));
    const conversationId = frames[0]?.data?.conversation_id as string;
    for (const [agent, user] of [
      ['operation', 'admin'],
      ['policy', 'inspector'],
    ]) {
      const response = await ask(target, agent as string, {
        query: '继续',
        conversation_id: conversationId,
        user,
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        code: 'not_found',
        message: 'Conversation Not Exists.',
        status: 404,
      });
    }
  });

  it('records feedback and suggests follow-up questions after an answer', async () => {
    const frames = await allFrames(await ask(target, 'policy', { query: '修补后多久可以开放交通' }));
    const messageId = frames[0]?.data?.message_id as string;
    const conversationId = frames[0]?.data?.conversation_id as string;
    const like = await call(target, 'POST', `policy/v1/messages/${messageId}/feedbacks`, {
      rating: 'like',
      user: 'admin',
    });
    expect(await like.json()).toEqual({ result: 'success' });
    const read = async () =>
      (
        await (
          await call(target, 'GET', `policy/v1/messages?conversation_id=${conversationId}&user=admin`)
        ).json()
      ).data[0].feedback;
    expect(await read()).toEqual({ rating: 'like' });
    await call(target, 'POST', `policy/v1/messages/${messageId}/feedbacks`, { rating: null, user: 'admin' });
    expect(await read()).toBeNull();

    const suggested = await (
      await call(target, 'GET', `policy/v1/messages/${messageId}/suggested?user=admin`)
    ).json();
    expect(suggested.result).toBe('success');
    expect(suggested.data).toHaveLength(3);
    const unknown = await call(
      target,
      'POST',
      'policy/v1/messages/00000000-0000-4000-8000-000000000000/feedbacks',
      {
        rating: 'like',
        user: 'admin',
      },
    );
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ code: 'not_found', message: 'Message Not Exists.', status: 404 });
  });

  it("answers the app's parameters: opening statement, input form, features", async () => {
    const response = await call(target, 'GET', 'main/v1/parameters?user=admin');
    const parameters = await response.json();
    expect(parameters.opening_statement).toContain('巡检养护管家');
    expect(
      parameters.user_input_form.map(
        (item: Record<string, { variable: string }>) => Object.values(item)[0]?.variable,
      ),
    ).toEqual(['device_type', 'account', 'online', 'patrolId', 'diseaseId']);
    expect(parameters.suggested_questions_after_answer).toEqual({ enabled: false });
  });

  it("refuses what Dify refuses, in Dify's error shape", async () => {
    const missingInput = await ask(target, 'policy', { query: '灌缝', inputs: { ...INPUTS, account: '' } });
    expect(missingInput.status).toBe(400);
    expect(await missingInput.json()).toEqual({
      code: 'invalid_param',
      message: 'account is required in input form',
      status: 400,
    });

    const noUser = await fetch(`${target.origin}/chat/policy/v1/chat-messages`, {
      method: 'POST',
      headers: { authorization: target.token, 'content-type': 'application/json' },
      body: JSON.stringify({ inputs: INPUTS, query: '灌缝', response_mode: 'streaming' }),
    });
    expect(noUser.status).toBe(400);
    expect(await noUser.json()).toMatchObject({ code: 'invalid_param', status: 400 });

    const badConversation = await ask(target, 'policy', { query: '灌缝', conversation_id: 'not-a-uuid' });
    expect(badConversation.status).toBe(400);

    const unknownAgent = await ask(target, 'weather', { query: '灌缝' });
    expect(unknownAgent.status).toBe(400);
    expect((await unknownAgent.json()).message).toContain('params.agent must be one of');

    const malformed = await fetch(`${target.origin}/chat/policy/v1/chat-messages`, {
      method: 'POST',
      headers: { authorization: target.token, 'content-type': 'application/json' },
      body: '{"query": ',
    });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).code).toBe('invalid_param');

    const disabled = await call(
      target,
      'GET',
      'main/v1/messages/00000000-0000-4000-8000-000000000000/suggested?user=admin',
    );
    expect(disabled.status).toBe(403);
    expect((await disabled.json()).code).toBe('app_suggested_questions_after_answer_disabled');
  });
});
