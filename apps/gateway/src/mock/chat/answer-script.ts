// What an agent answers, before it is turned into Dify events: a list of steps (workflow nodes,
// agent thoughts, streamed text, blocks a node outputs at once, files, a moderation
// replacement) and the knowledge-base segments it quotes. The agents' brains produce scripts;
// the stream runner plays them at the agent's pace in the events of its app mode.

import type { components } from '@jt/api-contract';

export type RetrieverResource = components['schemas']['ChatRetrieverResource'];
export type AnswerPayload = components['schemas']['AssistantAnswerPayload'];

export type ScriptStep =
  /** A workflow node (advanced-chat): node_started, then node_finished after `ms`. */
  | { kind: 'node'; title: string; nodeType: string; ms: number; outputs?: Record<string, unknown> }
  /** A tool step of an agent app (agent-chat): agent_thought, filled in after `ms`. */
  | {
      kind: 'thought';
      tool: string;
      toolInput: Record<string, unknown>;
      thought: string;
      observation: string;
      ms: number;
    }
  /** Model output: streamed token by token at the agent's pace. */
  | { kind: 'text'; text: string }
  /** A node's output: one message event at once (the card data). */
  | { kind: 'block'; text: string }
  /** A picture a tool made: message_file. */
  | { kind: 'file'; url: string }
  /** Output moderation replaced the whole answer: message_replace. */
  | { kind: 'replace'; text: string }
  /** A step failed (a workflow node's call): the run ends with Dify's error event. */
  | { kind: 'fail'; title: string; message: string };

export interface AnswerScript {
  steps: ScriptStep[];
  retrieverResources: RetrieverResource[];
}

/** The card data of an answer as its text carries it (AssistantAnswerPayload, contract). */
export function payloadBlock(payload: AnswerPayload): string {
  return `<payload>${JSON.stringify(payload)}</payload>`;
}

/** A thinking block (hidden by the client, seed 001 §5). */
export function thinkBlock(thought: string): string {
  return `<think>${thought}</think>\n`;
}
