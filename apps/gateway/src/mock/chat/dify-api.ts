// The service API of one Dify chat app as the mock runs it (research §1): chat-messages
// (streaming and blocking), stop, conversations, messages, feedback, suggested questions and
// parameters, with Dify's error bodies. Transport-neutral: the gateway's chat domain mounts it
// under /chat/{agent}/v1 behind the session check, and a standalone fake Dify mounts it under
// /v1 behind app keys (proxy-mode tests).

import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { components } from '@jt/api-contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChatAgent } from '../../config';
import { AGENT_PROFILES } from './agents';
import type { AnswerScript } from './answer-script';
import type { AnswerRequest, Brain } from './brains/brain';
import { scriptedAnswer } from './brains/scripted';
import { type ChatControls, streamFaultOf } from './chat-controls';
import {
  type ConversationRecord,
  type Conversations,
  conversationView,
  type MessageRecord,
  messageView,
  type SortBy,
  UNNAMED,
} from './conversations';
import { inputProblem, userInputForm } from './input-form';
import { SSE_HEADERS } from './sse';
import { type AbortReason, type RunResult, runStream, usageOf } from './stream-runner';
import type { ChatTasks } from './tasks';
import { countTokens } from './tokens';

type Schemas = components['schemas'];
type ChatRequest = Schemas['ChatMessageRequest'];

/** Dify's user when a call names none (EndUserService's default session). */
export const DEFAULT_USER = 'DEFAULT-USER';
/** The answer as the journal keeps it (cut like every journal text). */
const JOURNAL_TEXT_LIMIT = 2000;

/** A refusal in Dify's shape {code, message, status}. */
export class DifyError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'DifyError';
  }

  body() {
    return { code: this.code, message: this.message, status: this.status };
  }
}

const invalidParam = (message: string) => new DifyError(400, 'invalid_param', message);
const notFound = (message: string) => new DifyError(404, 'not_found', message);

export interface DifyApiDeps {
  conversations: Conversations;
  controls: ChatControls;
  tasks: ChatTasks;
  brainOf: (agent: ChatAgent) => Brain;
  now: () => Date;
}

export interface JournalAnswer {
  taskId: string;
  conversationId: string;
  messageId: string;
  text: string;
  frames: number;
  outcome: RunResult['outcome'];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** What a chat call answered, for the mock's journal (set when the answer has ended). */
    chatAnswer?: JournalAnswer;
  }
}

export type DifyApi = ReturnType<typeof difyApi>;

export function difyApi(deps: DifyApiDeps) {
  const { conversations, controls, tasks } = deps;

  const conversationOf = (agent: ChatAgent, user: string, id: string): ConversationRecord => {
    const conversation = conversations.find(agent, user, id);
    if (!conversation) throw notFound('Conversation Not Exists.');
    return conversation;
  };

  return {
    /** POST /v1/chat-messages: answers the stream (or the blocking JSON) on `reply`. */
    async chat(
      agent: ChatAgent,
      body: ChatRequest,
      request: FastifyRequest,
      reply: FastifyReply,
    ): Promise<FastifyReply> {
      const profile = AGENT_PROFILES[agent];
      const streaming = body.response_mode === 'streaming';
      if (!streaming && profile.mode === 'agent-chat')
        throw invalidParam('Agent Chat App does not support blocking mode');
      const inputs = (body.inputs ?? {}) as Record<string, unknown>;
      const problem = inputProblem(profile.inputForm, inputs);
      if (problem) throw invalidParam(problem);
      const conversationId = body.conversation_id?.trim() ?? '';
      const existing = conversationId === '' ? null : conversationOf(agent, body.user, conversationId);

      const fault = controls.takeFault(agent);
      if (fault?.kind === 'status') throw new DifyError(fault.status, fault.code, fault.message);

      const now = deps.now();
      const createdAt = Math.floor(now.getTime() / 1000);
      const history = existing ? conversations.history(existing.id) : [];
      const settings = controls.settingsOf(agent);
      const answerRequest: AnswerRequest = {
        agent,
        query: body.query,
        inputs,
        files: body.files ?? [],
        history: history.map((m) => ({ query: m.query, answer: m.answer })),
        user: body.user,
        seed: settings.seed,
        now,
      };
      const scripted = controls.takeNextAnswer(agent);
      const script: AnswerScript = scripted
        ? scriptedAnswer(profile, scripted.text, scripted.payload)
        : deps.brainOf(agent)(answerRequest);

      const conversation: ConversationRecord = existing ?? {
        id: randomUUID(),
        agent,
        user: body.user,
        name: body.auto_generate_name === false ? UNNAMED : nameAfter(body.query),
        inputs,
        introduction: profile.openingStatement,
        createdAt,
        updatedAt: createdAt,
      };
      if (!existing) conversations.create(conversation);
      const message: MessageRecord = {
        id: randomUUID(),
        conversationId: conversation.id,
        agent,
        user: body.user,
        parentMessageId: history.at(-1)?.id ?? null,
        inputs,
        query: body.query,
        answer: '',
        files: [],
        feedback: null,
        feedbackContent: null,
        retrieverResources: script.retrieverResources,
        thoughts: [],
        createdAt,
        position: history.length,
        status: 'normal',
        error: null,
        suggested: [],
      };
      conversations.saveMessage(message);

      const ids = { taskId: randomUUID(), messageId: message.id, conversationId: conversation.id };
      const controller = new AbortController();
      let frames = 0;
      tasks.add({
        taskId: ids.taskId,
        agent,
        user: body.user,
        conversationId: ids.conversationId,
        messageId: ids.messageId,
        startedAt: now.getTime(),
        frames: () => frames,
        abort: (reason: AbortReason) => controller.abort(reason),
      });
      const promptTokens =
        countTokens(body.query) + history.reduce((n, m) => n + countTokens(m.query + m.answer), 0) + 380;

      const finish = (result: RunResult) => {
        tasks.remove(ids.taskId);
        conversations.saveMessage({
          ...message,
          answer: result.answer,
          thoughts: result.thoughts,
          files: result.files,
          status: result.outcome === 'error' ? 'error' : 'normal',
          error: result.error?.message ?? null,
          suggested: profile.suggestsAfterAnswer
            ? suggestionsAfter(result.answer, profile.suggestedQuestions)
            : [],
        });
        request.chatAnswer = {
          ...ids,
          text: result.answer.slice(0, JOURNAL_TEXT_LIMIT),
          frames: result.frames,
          outcome: result.outcome,
        };
      };
      const run = (sink: Parameters<typeof runStream>[0]['sink']) =>
        runStream({
          mode: profile.mode,
          script,
          ids,
          query: body.query,
          inputs,
          user: body.user,
          promptTokens,
          tokensPerSecond: settings.tokensPerSecond,
          createdAt,
          workflowId: profile.workflowId,
          sink,
          signal: controller.signal,
          fault: fault ? streamFaultOf(fault) : null,
        });

      if (!streaming) {
        // The connection may go while the whole answer is made: that ends the task like a stop.
        reply.raw.once('close', () => {
          if (!reply.raw.writableEnded) controller.abort('disconnect');
        });
        const result = await run(null);
        finish(result);
        // A blocking call that fails answers Dify's error instead of the answer.
        if (result.error) throw new DifyError(result.error.status, result.error.code, result.error.message);
        return reply
          .code(200)
          .type('application/json')
          .send({
            event: 'message',
            task_id: ids.taskId,
            id: ids.messageId,
            message_id: ids.messageId,
            conversation_id: ids.conversationId,
            mode: profile.mode,
            answer: result.answer,
            metadata: {
              usage: usageOf(promptTokens, result.completionTokens, result.latencySeconds),
              retriever_resources: script.retrieverResources,
            },
            created_at: createdAt,
          });
      }

      const stream = new PassThrough();
      let ended = false;
      let cut = false;
      reply.raw.once('close', () => {
        if (!ended) controller.abort('disconnect');
      });
      // QA's cut: the frames sent so far reach the client, then the connection drops (no end).
      const dropWhenFlushed = () => {
        if (reply.raw.headersSent && stream.readableLength === 0) reply.raw.destroy();
        else setImmediate(dropWhenFlushed);
      };
      reply.code(200).headers(SSE_HEADERS);
      void run({
        write: (frame) => {
          frames += 1;
          stream.write(frame);
        },
        destroy: () => {
          ended = true;
          cut = true;
          dropWhenFlushed();
        },
      })
        .then(finish, (error: unknown) => {
          tasks.remove(ids.taskId);
          request.log.error({ err: error }, 'chat stream failed');
        })
        .finally(() => {
          ended = true;
          if (!cut) stream.end();
        });
      return reply.send(stream);
    },

    /** POST /v1/chat-messages/{task_id}/stop: always success (Dify ignores a stranger's stop). */
    stop(agent: ChatAgent, taskId: string, user: string) {
      tasks.stop(agent, taskId, user);
      return { result: 'success' as const };
    },

    conversations(
      agent: ChatAgent,
      query: { user?: string; last_id?: string; limit?: number; sort_by?: SortBy },
    ) {
      const limit = query.limit ?? 20;
      const page = conversations.list(
        agent,
        query.user || DEFAULT_USER,
        query.sort_by ?? '-updated_at',
        limit,
        query.last_id || null,
      );
      if (!page) throw notFound('Last Conversation Not Exists.');
      return { limit, has_more: page.hasMore, data: page.data.map(conversationView) };
    },

    deleteConversation(agent: ChatAgent, id: string, user: string | undefined): void {
      conversations.delete(conversationOf(agent, user || DEFAULT_USER, id));
    },

    rename(agent: ChatAgent, id: string, body: Schemas['ChatRenameRequest']) {
      const conversation = conversationOf(agent, body.user || DEFAULT_USER, id);
      if (body.auto_generate === true) {
        const first = conversations.history(conversation.id)[0];
        return conversationView(
          conversations.rename(conversation, nameAfter(first?.query ?? conversation.name)),
        );
      }
      const name = body.name?.trim() ?? '';
      if (name === '') throw invalidParam('name is required when auto_generate is false');
      return conversationView(conversations.rename(conversation, name));
    },

    messages(
      agent: ChatAgent,
      query: { conversation_id: string; user?: string; first_id?: string; limit?: number },
    ) {
      const limit = query.limit ?? 20;
      const conversation = conversationOf(agent, query.user || DEFAULT_USER, query.conversation_id);
      const page = conversations.page(conversation.id, query.first_id || null, limit);
      if (!page) throw notFound('First Message Not Exists.');
      return { limit, has_more: page.hasMore, data: page.data.map(messageView) };
    },

    feedback(agent: ChatAgent, messageId: string, body: Schemas['ChatFeedbackRequest']) {
      const message = conversations.message(agent, body.user, messageId);
      if (!message) throw notFound('Message Not Exists.');
      conversations.setFeedback(message, body.rating ?? null, body.content ?? null);
      return { result: 'success' as const };
    },

    suggested(agent: ChatAgent, messageId: string, user: string) {
      if (!AGENT_PROFILES[agent].suggestsAfterAnswer) {
        throw new DifyError(
          403,
          'app_suggested_questions_after_answer_disabled',
          'Function Suggested questions after answer disabled.',
        );
      }
      const message = conversations.message(agent, user, messageId);
      if (!message) throw notFound('Message Not Exists.');
      return { result: 'success' as const, data: message.suggested };
    },

    parameters(agent: ChatAgent): Schemas['ChatAppParameters'] {
      const profile = AGENT_PROFILES[agent];
      return {
        opening_statement: profile.openingStatement,
        suggested_questions: [...profile.suggestedQuestions],
        suggested_questions_after_answer: { enabled: profile.suggestsAfterAnswer },
        speech_to_text: { enabled: false },
        text_to_speech: { enabled: false, voice: '', language: '', autoPlay: 'disabled' },
        retriever_resource: { enabled: profile.retrieverResource },
        annotation_reply: { enabled: false },
        more_like_this: { enabled: false },
        sensitive_word_avoidance: { enabled: profile.mode === 'agent-chat' },
        user_input_form: userInputForm(profile.inputForm),
        file_upload: {
          image: {
            enabled: true,
            number_limits: 2,
            detail: 'high',
            transfer_methods: ['remote_url', 'local_file'],
          },
        },
        system_parameters: {
          file_size_limit: 15,
          image_file_size_limit: 10,
          audio_file_size_limit: 50,
          video_file_size_limit: 100,
          workflow_file_upload_limit: 10,
        },
      };
    },
  };
}

/** A new conversation's name: its first question (Dify has a model summarise it). */
function nameAfter(query: string): string {
  const text = query.trim().replace(/\s+/g, ' ');
  return [...text].length > 20 ? `${[...text].slice(0, 20).join('')}…` : text;
}

/** Three follow-ups: the answer's own buttons (ques) first, then the app's suggested questions. */
function suggestionsAfter(answer: string, suggested: readonly string[]): string[] {
  const payload = answer.match(/<payload>([\s\S]*)<\/payload>/)?.[1];
  let ques: string[] = [];
  if (payload) {
    try {
      const parsed = JSON.parse(payload) as { ques?: unknown };
      if (typeof parsed.ques === 'string') ques = parsed.ques.split('-').filter((q) => q.trim() !== '');
    } catch {
      ques = [];
    }
  }
  return [...new Set([...ques.map((q) => (q.endsWith('？') ? q : `${q}？`)), ...suggested])].slice(0, 3);
}
