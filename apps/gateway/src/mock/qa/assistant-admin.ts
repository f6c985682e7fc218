// The admin API of the assistant's mock under /__mock (chat agents' pace and seed, scripted
// answers, stream faults, next recognitions): the routes, over the same controls the chat and
// assistant domains read and the scenarios change (MockAdmin.apply).

import type { components } from '@jt/api-contract';
import type { FastifyRequest } from 'fastify';
import type { GatewayContext } from '../../context';
import type { MockAdmin } from './mock-admin';

type Schemas = components['schemas'];
type AdminRoute = (
  operationId: string,
  handler: (request: FastifyRequest) => unknown,
  status?: number,
) => void;

export function registerAssistantAdminRoutes(route: AdminRoute, ctx: GatewayContext, admin: MockAdmin): void {
  route('mockChatState', () => ({
    agents: admin.chat.agents(),
    nextAnswers: admin.chat.listNextAnswers(),
    faults: admin.chat.listFaults(),
    running: (ctx.chatTasks?.list() ?? []).map((task) => ({
      taskId: task.taskId,
      agent: task.agent,
      user: task.user,
      conversationId: task.conversationId,
      messageId: task.messageId,
      startedAt: new Date(task.startedAt).toISOString(),
      frames: task.frames(),
    })),
  }));
  route('mockChatSetAgent', (request) => ({
    agents: admin.chat.setSettings(
      (request.params as { agent: Schemas['ChatAgentOrAll'] }).agent,
      request.body as Schemas['ChatAgentSettingsChange'],
    ),
  }));
  route(
    'mockChatAddNextAnswer',
    (request) => admin.addChatNextAnswer(request.body as Schemas['ChatNextAnswerSpec']),
    201,
  );
  route('mockChatClearNextAnswers', () => {
    admin.chat.clearNextAnswers();
    return { nextAnswers: [] };
  });
  route('mockChatAddFault', (request) => admin.chat.addFault(request.body as Schemas['ChatFaultSpec']), 201);
  route('mockChatClearFaults', () => {
    admin.chat.clearFaults();
    return { faults: [] };
  });
  route(
    'mockAddNextRecognition',
    (request) => admin.recognitions.add(request.body as Schemas['NextRecognitionSpec']),
    201,
  );
}
