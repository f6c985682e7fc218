// Test support for the chat service: the same client calls against the gateway in mock mode
// and, in proxy mode, against a fake Dify (the mock's engine behind app keys), and a reader of
// Dify's event stream.

import { chatAgentValues } from '@jt/api-contract';
import { type ChatAgent, type FakeDify, startFakeDify } from '@jt/gateway/test-support/fake-dify';
import type { FastifyInstance } from 'fastify';
import { ADMIN, admin, gateway, tokenOf } from './gateway';

export const AGENTS = chatAgentValues;

export const INPUTS = { device_type: 'pc', account: 'admin', online: '0', patrolId: '', diseaseId: '' };

export interface ChatTarget {
  mode: 'mock' | 'proxy';
  app: FastifyInstance;
  /** The listening gateway's origin. */
  origin: string;
  token: string;
  fake: FakeDify | null;
  /** Sets an agent's pace (tokens per second), wherever its answers are made. */
  setPace(agent: ChatAgent | 'all', tokensPerSecond: number): Promise<void>;
  close(): Promise<void>;
}

/** The gateway listening on a free port, its chat service mocked or proxied to a fake Dify. */
export async function chatTarget(mode: 'mock' | 'proxy'): Promise<ChatTarget> {
  const keys = Object.fromEntries(AGENTS.map((agent) => [`app-${agent}-k3y`, agent])) as Record<
    string,
    ChatAgent
  >;
  const fake = mode === 'proxy' ? await startFakeDify(keys) : null;
  const env: Record<string, string> = fake
    ? {
        CHAT_MODE: 'proxy',
        CHAT_URL: fake.url,
        ...Object.fromEntries(AGENTS.map((agent) => [`CHAT_KEY_${agent.toUpperCase()}`, `app-${agent}-k3y`])),
      }
    : {};
  const app = await gateway(env);
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  const token = await tokenOf(app, ADMIN);
  return {
    mode,
    app,
    origin,
    token,
    fake,
    setPace: async (agent, tokensPerSecond) => {
      if (fake) fake.controls.setSettings(agent, { tokensPerSecond });
      else await admin(app, 'PATCH', `/chat/agents/${agent}`, { tokensPerSecond });
    },
    close: async () => {
      await app.close();
      await fake?.app.close();
    },
  };
}

export interface DifyFrame {
  /** The parsed JSON of a `data:` line, or null for `event: ping`. */
  data: Record<string, unknown> | null;
  raw: string;
  at: number;
}

/** Reads an event stream frame by frame (split on the blank line), as Dify's clients do. */
export async function* framesOf(response: Response): AsyncGenerator<DifyFrame> {
  const reader = response.body?.getReader();
  if (!reader) return;
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const raw = buffer.slice(0, end + 2);
      buffer = buffer.slice(end + 2);
      const line = raw.trim();
      yield {
        raw,
        at: performance.now(),
        data: line.startsWith('data: ') ? (JSON.parse(line.slice(6)) as Record<string, unknown>) : null,
      };
      end = buffer.indexOf('\n\n');
    }
  }
  if (buffer.trim() !== '') throw new Error(`stream ended inside a frame: ${JSON.stringify(buffer)}`);
}

export async function allFrames(response: Response): Promise<DifyFrame[]> {
  const frames: DifyFrame[] = [];
  for await (const frame of framesOf(response)) frames.push(frame);
  return frames;
}

/** The answer text of a stream's frames (message / agent_message pieces, message_replace). */
export function answerOf(frames: DifyFrame[]): string {
  let answer = '';
  for (const { data } of frames) {
    if (data?.event === 'message' || data?.event === 'agent_message') answer += data.answer as string;
    if (data?.event === 'message_replace') answer = data.answer as string;
  }
  return answer;
}

export function ask(target: ChatTarget, agent: string, body: Record<string, unknown>, signal?: AbortSignal) {
  return fetch(`${target.origin}/chat/${agent}/v1/chat-messages`, {
    method: 'POST',
    headers: { authorization: target.token, 'content-type': 'application/json' },
    body: JSON.stringify({ inputs: INPUTS, response_mode: 'streaming', user: 'admin', ...body }),
    ...(signal ? { signal } : {}),
  });
}

export function call(target: ChatTarget, method: string, path: string, body?: unknown) {
  return fetch(`${target.origin}/chat/${path}`, {
    method,
    headers: {
      authorization: target.token,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}
