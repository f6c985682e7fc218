// Dify's official Node SDK (dify-client, unchanged) against the gateway's chat mock: base URL
// <gateway>/chat/<agent>/v1, the signed-in user's token as the key. It streams, stops (through
// the SDK's own request method: the published SDK has no stop method), lists, renames and
// deletes conversations, reads messages and the app's parameters, and rates answers.

import type { Readable } from 'node:stream';
import { ChatClient } from 'dify-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatTarget, chatTarget, INPUTS } from './support/chat';
import { WORLD_START_MS } from './support/world';

/** Dify's stream as the SDK hands it over (an axios stream): its data events, pings skipped. */
async function* eventsOf(stream: Readable): AsyncGenerator<Record<string, unknown>> {
  let buffer = '';
  for await (const chunk of stream) {
    buffer += (chunk as Buffer).toString('utf8');
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const frame = buffer.slice(0, end).trim();
      buffer = buffer.slice(end + 2);
      if (frame.startsWith('data: ')) yield JSON.parse(frame.slice(6)) as Record<string, unknown>;
      end = buffer.indexOf('\n\n');
    }
  }
}

describe('dify-client against the chat mock', () => {
  let target: ChatTarget;
  let client: ChatClient;
  beforeAll(async () => {
    target = await chatTarget('mock');
    await target.setPace('all', 1_000_000);
    client = new ChatClient(target.token.replace(/^Bearer /, ''), `${target.origin}/chat/policy/v1`);
  }, WORLD_START_MS);
  afterAll(async () => {
    await target.close();
  });

  it('streams an answer with createChatMessage and continues the conversation', async () => {
    const response = await client.createChatMessage(INPUTS, '沥青路面坑槽怎么修补', 'admin', true);
    expect(response.status).toBe(200);
    const events: Array<Record<string, unknown>> = [];
    for await (const event of eventsOf(response.data as Readable)) events.push(event);
    expect(events.at(-1)?.event).toBe('message_end');
    const answer = events
      .filter((e) => e.event === 'agent_message')
      .map((e) => e.answer)
      .join('');
    expect(answer).toContain('粘层油');
    const conversationId = events[0]?.conversation_id as string;

    const next = await client.createChatMessage(
      INPUTS,
      '冬季能否修补沥青路面',
      'admin',
      true,
      conversationId,
    );
    const nextEvents: Array<Record<string, unknown>> = [];
    for await (const event of eventsOf(next.data as Readable)) nextEvents.push(event);
    expect(nextEvents[0]?.conversation_id).toBe(conversationId);

    const messages = await client.getConversationMessages('admin', conversationId);
    expect(messages.data.data.map((m: { query: string }) => m.query)).toEqual([
      '沥青路面坑槽怎么修补',
      '冬季能否修补沥青路面',
    ]);
  });

  it('stops a streaming answer and keeps what was streamed', async () => {
    await target.setPace('policy', 20);
    const response = await client.createChatMessage(INPUTS, '裂缝灌缝有什么要求', 'admin', true);
    const events = eventsOf(response.data as Readable);
    const seen: Array<Record<string, unknown>> = [];
    while (seen.filter((e) => e.event === 'agent_message').length < 3) {
      const { value } = await events.next();
      if (!value) throw new Error('ended before the stop');
      seen.push(value);
    }
    const taskId = seen[0]?.task_id as string;
    const stop = await client.sendRequest('POST', `/chat-messages/${taskId}/stop`, { user: 'admin' });
    expect(stop.data).toEqual({ result: 'success' });
    for await (const event of events) seen.push(event);
    await target.setPace('policy', 1_000_000);
    expect(seen.at(-1)?.event).toBe('message_end');
    const streamed = seen
      .filter((e) => e.event === 'agent_message')
      .map((e) => e.answer)
      .join('');
    const messages = await client.getConversationMessages('admin', seen[0]?.conversation_id as string);
    expect(messages.data.data[0].answer).toBe(streamed);
  });

  it('lists, renames and deletes conversations, rates answers and reads the parameters', async () => {
    const response = await client.createChatMessage(INPUTS, '车辙怎么处理', 'admin', true);
    const events: Array<Record<string, unknown>> = [];
    for await (const event of eventsOf(response.data as Readable)) events.push(event);
    const conversationId = events[0]?.conversation_id as string;

    const list = await client.getConversations('admin');
    expect(list.data.data[0]).toMatchObject({ id: conversationId, name: '车辙怎么处理' });

    const renamed = await client.renameConversation(conversationId, '车辙处治', 'admin');
    expect(renamed.data.name).toBe('车辙处治');

    const rated = await client.messageFeedback(
      events[0]?.message_id as string,
      'dislike' as unknown as number,
      'admin',
    );
    expect(rated.data).toEqual({ result: 'success' });

    const parameters = await client.getApplicationParameters('admin');
    expect(parameters.data.suggested_questions_after_answer).toEqual({ enabled: true });

    const deleted = await client.deleteConversation(conversationId, 'admin');
    expect(deleted.status).toBe(204);
    const after = await client.getConversations('admin');
    expect(after.data.data.map((c: { id: string }) => c.id)).not.toContain(conversationId);
  });

  it('asks a workflow app in blocking mode and gets the whole answer', async () => {
    const steward = new ChatClient(
      target.token.replace(/^Bearer /, ''),
      `${target.origin}/chat/acceptance/v1`,
    );
    const response = await steward.createChatMessage(INPUTS, '当前待办', 'admin', false);
    expect(response.data).toMatchObject({ event: 'message', mode: 'advanced-chat' });
    expect(response.data.answer).toMatch(/^当前待办\d+项/);
  });

  it("rejects like Dify: the SDK's promise fails with Dify's error body", async () => {
    await expect(
      client.getConversationMessages('admin', '00000000-0000-4000-8000-000000000000'),
    ).rejects.toMatchObject({
      response: {
        status: 404,
        data: { code: 'not_found', message: 'Conversation Not Exists.', status: 404 },
      },
    });
  });
});
