// The chat service (Dify) in mock mode: the service API of the eight agents' apps under
// /chat/{agent}/v1, answered by the mock's Dify engine (dify-api.ts) behind the gateway's
// session check, with QA's pace, scripted answers and stream faults (chat-controls.ts).

import type { components } from '@jt/api-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ChatAgent } from '../../config';
import type { ContextOptions } from '../../context';
import { operationRoute } from '../../contract/operation-route';
import type { MockDomain } from '../mock-domain';
import { agentBrains } from './brains';
import { ChatControls } from './chat-controls';
import { Conversations, type SortBy } from './conversations';
import { DifyError, difyApi } from './dify-api';
import { roadMapPictures } from './road-map-pictures';
import { ChatTasks } from './tasks';

type Schemas = components['schemas'];

const OPERATIONS = [
  'chatMessages',
  'stopChatMessage',
  'listChatConversations',
  'deleteChatConversation',
  'renameChatConversation',
  'listChatMessages',
  'sendChatMessageFeedback',
  'getChatSuggestedQuestions',
  'getChatAppParameters',
  'getChatStaticImage',
] as const;

/** Werkzeug's 404 text, as Dify's static files answer an unknown name. */
const NOT_FOUND_TEXT =
  'The requested URL was not found on the server. If you entered the URL manually please check your spelling and try again.';

export const chatDomain: MockDomain = {
  name: 'chat',
  operations: OPERATIONS,
  plugin: async (app: FastifyInstance, { ctx }: ContextOptions) => {
    if (!ctx.store) throw new Error('The chat mock needs the mock store');
    const tasks = new ChatTasks();
    ctx.chatTasks = tasks;
    const api = difyApi({
      conversations: new Conversations(ctx.store),
      controls: new ChatControls(ctx.store),
      tasks,
      brainOf: agentBrains(ctx.world),
      // The answers' moment is the world's (QA moves its clock).
      now: () => new Date(ctx.world?.clock.now() ?? Date.now()),
    });
    // Streams end at once on shutdown (Dify's clients see the connection close).
    app.addHook('preClose', (done) => {
      for (const task of tasks.list()) task.abort('disconnect');
      done();
    });

    type Handler = (agent: ChatAgent, request: FastifyRequest, reply: FastifyReply) => unknown;
    const route = (operationId: (typeof OPERATIONS)[number], handler: Handler) =>
      app.route(
        operationRoute(ctx.contract.operation(operationId), ctx.hooks, {
          handler: async (request, reply) => {
            const { agent } = request.params as { agent: ChatAgent };
            try {
              const answer = await handler(agent, request, reply);
              if (reply.sent || answer === reply) return reply;
              if (answer === undefined) return reply.code(204).send();
              return reply.code(200).type('application/json').send(JSON.stringify(answer));
            } catch (error) {
              if (!(error instanceof DifyError)) throw error;
              return reply.code(error.status).type('application/json').send(JSON.stringify(error.body()));
            }
          },
        }),
      );

    route('chatMessages', (agent, request, reply) =>
      api.chat(agent, request.body as Schemas['ChatMessageRequest'], request, reply),
    );
    route('stopChatMessage', (agent, request) =>
      api.stop(
        agent,
        (request.params as { taskId: string }).taskId,
        (request.body as Schemas['ChatStopRequest']).user,
      ),
    );
    route('listChatConversations', (agent, request) =>
      api.conversations(
        agent,
        request.query as { user?: string; last_id?: string; limit?: number; sort_by?: SortBy },
      ),
    );
    route('deleteChatConversation', (agent, request) => {
      const { conversationId } = request.params as { conversationId: string };
      api.deleteConversation(agent, conversationId, (request.body as Schemas['ChatUserBody']).user);
      return undefined;
    });
    route('renameChatConversation', (agent, request) =>
      api.rename(
        agent,
        (request.params as { conversationId: string }).conversationId,
        request.body as Schemas['ChatRenameRequest'],
      ),
    );
    route('listChatMessages', (agent, request) =>
      api.messages(
        agent,
        request.query as { conversation_id: string; user?: string; first_id?: string; limit?: number },
      ),
    );
    route('sendChatMessageFeedback', (agent, request) =>
      api.feedback(
        agent,
        (request.params as { messageId: string }).messageId,
        request.body as Schemas['ChatFeedbackRequest'],
      ),
    );
    route('getChatSuggestedQuestions', (agent, request) =>
      api.suggested(
        agent,
        (request.params as { messageId: string }).messageId,
        (request.query as { user: string }).user,
      ),
    );
    route('getChatAppParameters', (agent) => api.parameters(agent));

    const pictures = roadMapPictures(ctx.world);
    route('getChatStaticImage', async (_agent, request, reply) => {
      const { fileName } = request.params as { fileName: string };
      const png = await pictures(fileName);
      if (!png) throw new DifyError(404, 'not_found', NOT_FOUND_TEXT);
      return reply.code(200).type('image/png').header('cache-control', 'private, max-age=60').send(png);
    });
  },
};
