// A Dify chat service for tests of the gateway's proxy mode: the mock's own Dify engine served
// the way Dify serves it, under /v1 with one bearer key per app (agent), with Dify's 401 texts.
// The same tests then run against the gateway's mock and, through the gateway's chat proxy,
// against this server, so the proxy is shown to pass Dify's answers on unchanged.

import type { components } from '@jt/api-contract';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { ChatAgent } from '../config';

export type { ChatAgent };

import { agentBrains } from '../mock/chat/brains';
import { ChatControls } from '../mock/chat/chat-controls';
import { Conversations, type SortBy } from '../mock/chat/conversations';
import { DifyError, difyApi } from '../mock/chat/dify-api';
import { ChatTasks } from '../mock/chat/tasks';
import { MockStore } from '../mock/store/mock-store';
import { createWorld } from '../mock/world/world';

type Schemas = components['schemas'];

export interface FakeDify {
  app: FastifyInstance;
  url: string;
  controls: ChatControls;
  tasks: ChatTasks;
  /** Every request as Dify received it (method, URL, headers, body). */
  seen: Array<{ method: string; url: string; authorization: string | undefined; body: unknown }>;
}

/** Starts the fake on a free port; `keys` maps each app key to its agent. */
export async function startFakeDify(keys: Record<string, ChatAgent>): Promise<FakeDify> {
  const store = await MockStore.open(null);
  // The fake answers from a world of its own, as a real Dify reads the platform's data.
  const world = createWorld(store, { seed: 20_260_518 });
  const controls = new ChatControls(store);
  const tasks = new ChatTasks();
  const api = difyApi({
    conversations: new Conversations(store),
    controls,
    tasks,
    brainOf: agentBrains(world),
    now: () => new Date(),
  });
  const seen: FakeDify['seen'] = [];
  const app = Fastify({ logger: false });
  app.addHook('onRequest', async (request) => {
    seen.push({
      method: request.method,
      url: request.url,
      authorization: request.headers.authorization,
      body: undefined,
    });
  });
  app.addHook('preHandler', async (request) => {
    const last = seen.at(-1);
    if (last) last.body = request.body;
  });

  /** Dify's validate_and_get_api_token (research §1.5). */
  const agentOf = (request: FastifyRequest): ChatAgent => {
    const header = request.headers.authorization;
    if (header === undefined || !header.includes(' ')) {
      throw new DifyError(
        401,
        'unauthorized',
        "Authorization header must be provided and start with 'Bearer'",
      );
    }
    const [scheme, key] = header.split(/\s+/, 2) as [string, string];
    if (scheme.toLowerCase() !== 'bearer')
      throw new DifyError(401, 'unauthorized', "Authorization scheme must be 'Bearer'");
    const agent = keys[key];
    if (!agent) throw new DifyError(401, 'unauthorized', 'Access token is invalid');
    return agent;
  };
  const handle =
    (handler: (agent: ChatAgent, request: FastifyRequest, reply: FastifyReply) => unknown) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        const answer = await handler(agentOf(request), request, reply);
        if (reply.sent || answer === reply) return reply;
        if (answer === undefined) return reply.code(204).send();
        return reply.code(200).send(answer);
      } catch (error) {
        if (!(error instanceof DifyError)) throw error;
        if (error.status === 401) reply.header('www-authenticate', 'Bearer realm="api"');
        return reply.code(error.status).send(error.body());
      }
    };

  app.post(
    '/v1/chat-messages',
    handle((agent, request, reply) =>
      api.chat(agent, request.body as Schemas['ChatMessageRequest'], request, reply),
    ),
  );
  app.post(
    '/v1/chat-messages/:taskId/stop',
    handle((agent, request) =>
      api.stop(agent, (request.params as { taskId: string }).taskId, (request.body as { user: string }).user),
    ),
  );
  app.get(
    '/v1/conversations',
    handle((agent, request) => {
      const query = request.query as { user?: string; last_id?: string; limit?: string; sort_by?: SortBy };
      return api.conversations(agent, {
        ...query,
        limit: query.limit === undefined ? undefined : Number(query.limit),
      });
    }),
  );
  app.delete(
    '/v1/conversations/:id',
    handle((agent, request) => {
      api.deleteConversation(
        agent,
        (request.params as { id: string }).id,
        (request.body as { user?: string } | undefined)?.user,
      );
      return undefined;
    }),
  );
  app.post(
    '/v1/conversations/:id/name',
    handle((agent, request) =>
      api.rename(agent, (request.params as { id: string }).id, request.body as Schemas['ChatRenameRequest']),
    ),
  );
  app.get(
    '/v1/messages',
    handle((agent, request) => {
      const query = request.query as {
        conversation_id: string;
        user?: string;
        first_id?: string;
        limit?: string;
      };
      return api.messages(agent, {
        ...query,
        limit: query.limit === undefined ? undefined : Number(query.limit),
      });
    }),
  );
  app.post(
    '/v1/messages/:id/feedbacks',
    handle((agent, request) =>
      api.feedback(
        agent,
        (request.params as { id: string }).id,
        request.body as Schemas['ChatFeedbackRequest'],
      ),
    ),
  );
  app.get(
    '/v1/messages/:id/suggested',
    handle((agent, request) =>
      api.suggested(agent, (request.params as { id: string }).id, (request.query as { user: string }).user),
    ),
  );
  app.get(
    '/v1/parameters',
    handle((agent) => api.parameters(agent)),
  );

  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url, controls, tasks, seen };
}
