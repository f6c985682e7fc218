// The eight Dify apps behind the assistant (seed 001 §1) as the mock runs them: the app mode
// decides which events an answer carries (research §1.4), the rest is each app's configuration
// as GET /v1/parameters tells it.

import type { ChatAgent } from '../../config';
import { ASSISTANT_INPUT_FORM, type InputControl } from './input-form';

/**
 * chat: `message` events only; agent-chat: `agent_thought` steps and `agent_message` events
 * (knowledge-base tools, streaming only); advanced-chat: a workflow (`workflow_started`,
 * `node_started`/`node_finished`, `workflow_finished`) around `message` events.
 */
export type AppMode = 'chat' | 'agent-chat' | 'advanced-chat';

export interface AgentProfile {
  agent: ChatAgent;
  /** The app's name in the Dify console. */
  name: string;
  mode: AppMode;
  /** The app's published workflow (advanced-chat events name it). */
  workflowId: string;
  openingStatement: string;
  suggestedQuestions: readonly string[];
  /** Follow-up questions after each answer (GET …/messages/{id}/suggested). */
  suggestsAfterAnswer: boolean;
  /** Answers quote a knowledge base (retriever_resources in message_end). */
  retrieverResource: boolean;
  inputForm: readonly InputControl[];
}

/** A model's pace: about 25 tokens a second. */
export const DEFAULT_TOKENS_PER_SECOND = 25;

/** A stable UUID-shaped id per agent (the mock's apps are fixed; Dify's ids are random). */
const appId = (agent: ChatAgent, kind: string) => {
  const hex = Buffer.from(`${kind}:${agent}`.padEnd(16, '.')).toString('hex').slice(0, 32);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

/** An app of the given mode; the knowledge apps quote their base and suggest follow-ups. */
const app =
  (mode: AppMode) =>
  (
    agent: ChatAgent,
    name: string,
    openingStatement: string,
    suggestedQuestions: readonly string[],
  ): AgentProfile => ({
    agent,
    name,
    mode,
    workflowId: appId(agent, mode),
    openingStatement,
    suggestedQuestions,
    suggestsAfterAnswer: mode === 'agent-chat',
    retrieverResource: mode === 'agent-chat',
    inputForm: ASSISTANT_INPUT_FORM,
  });
const workflow = app('advanced-chat');
const knowledge = app('agent-chat');

export const AGENT_PROFILES: Readonly<Record<ChatAgent, AgentProfile>> = {
  main: workflow(
    'main',
    '巡检养护管家',
    '您好，我是您的巡检养护管家，可以为您查询今日巡查、当前待办和病害信息。',
    ['今日巡查情况', '当前待办', '查看病害信息'],
  ),
  acceptance: workflow('acceptance', '验收助手', '您好，我来协助您验收已完成修复的病害。', [
    '当前待办',
    '待验收病害',
  ]),
  disease: workflow('disease', '病害助手', '您好，我可以为您查询病害的位置、等级和处置进度。', [
    '今日新发现的病害',
    '严重病害有哪些',
  ]),
  patrol: workflow('patrol', '巡查助手', '您好，我可以为您查询今日巡查记录和实时巡查情况。', [
    '今日巡查情况',
    '正在进行的巡查',
  ]),
  disposal: workflow('disposal', '处置助手', '您好，我来为您汇报病害的处置过程。', ['病害处置进度']),
  traffic: knowledge('traffic', '实时路况', '您好，我可以为您查询辖区高速公路的实时路况。', [
    'G42沪蓉高速路况',
    '哪些路段有施工占道',
  ]),
  policy: knowledge('policy', '养护知识问答', '您好，我可以解答公路养护规范与技术问题。', [
    '沥青路面坑槽怎么修补',
    '裂缝灌缝有什么要求',
  ]),
  operation: knowledge('operation', '平台操作问答', '您好，我可以解答平台的使用问题。', [
    '怎么上传病害图片识别',
    '怎么下载巡查记录',
  ]),
};
