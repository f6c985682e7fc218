// What an agent's brain is given and gives back. A brain makes the answer to one question from
// the mock's data (the world, the knowledge bases) as an AnswerScript; it is pure given its
// request, so the same question, seed and data give the same answer.

import type { ChatAgent } from '../../../config';
import type { AnswerScript } from '../answer-script';

export interface AnswerRequest {
  agent: ChatAgent;
  query: string;
  inputs: Record<string, unknown>;
  /** Pictures sent with the question (their URLs or upload ids). */
  files: ReadonlyArray<{ type: string; url?: string; upload_file_id?: string }>;
  /** The conversation so far, oldest first. */
  history: ReadonlyArray<{ query: string; answer: string }>;
  /** The end user (Dify's user field: the account). */
  user: string;
  /** QA's seed of the agent: the same seed, the same variations. */
  seed: number;
  now: Date;
}

export type Brain = (request: AnswerRequest) => AnswerScript;

/**
 * A number chosen by the request (seed, agent, question) and a salt: how an answer varies
 * (wording, a thinking block or not) while staying the same for the same question and seed.
 * FNV-1a, because a hash of a few strings needs no library.
 */
export function variant(
  request: Pick<AnswerRequest, 'seed' | 'agent' | 'query'>,
  salt: string,
  modulo: number,
): number {
  let hash = 0x811c9dc5;
  for (const char of `${request.seed}|${request.agent}|${request.query.trim()}|${salt}`) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % modulo;
}
