// QA's controls of the chat mock, kept in the store (a scenario's setting survives a restart and a
// reset clears it): each agent's pace and seed, scripted next answers and stream faults. The
// admin API and the scenarios change them; the chat domain reads them on every answer.

import type { components } from '@jt/api-contract';
import { CHAT_AGENTS, type ChatAgent } from '../../config';
import type { Collection, MockStore } from '../store/mock-store';
import { AGENT_PROFILES, DEFAULT_TOKENS_PER_SECOND } from './agents';
import type { AnswerPayload } from './answer-script';
import type { StreamFault } from './stream-runner';

type Schemas = components['schemas'];
export type AgentOrAll = Schemas['ChatAgentOrAll'];

export interface AgentSettings {
  tokensPerSecond: number;
  seed: number;
}

/** A scripted answer as kept (the contract's view plus its order). */
export type NextAnswer = Schemas['ChatNextAnswer'] & {
  agent: AgentOrAll;
  payload?: AnswerPayload;
  seq: number;
};

/** A stream fault as kept (the contract's view plus its order). */
export type ChatFault = Schemas['ChatFault'] & { agent: AgentOrAll; seq: number };

/** Dify's error code and message for an HTTP status (research §1.5). */
export function difyErrorOf(status: number): { code: string; message: string } {
  switch (status) {
    case 400:
      return { code: 'completion_request_error', message: '[tongyi] Error: Request timed out.' };
    case 401:
      return { code: 'unauthorized', message: 'Access token is invalid' };
    case 403:
      return { code: 'forbidden', message: "The app's API service has been disabled." };
    case 404:
      return { code: 'not_found', message: 'Conversation Not Exists.' };
    case 429:
      return { code: 'too_many_requests', message: 'Too many requests. Please try again later.' };
    case 500:
      return { code: 'internal_server_error', message: 'Internal Server Error, please contact support.' };
    case 502:
      return { code: 'bad_gateway', message: 'Bad Gateway' };
    case 503:
      return { code: 'service_unavailable', message: 'Service Unavailable' };
    default:
      return { code: `http_${status}`, message: `HTTP ${status}` };
  }
}

const defaults = (): AgentSettings => ({ tokensPerSecond: DEFAULT_TOKENS_PER_SECOND, seed: 0 });

export class ChatControls {
  private readonly settings: Collection<AgentSettings>;
  private readonly nextAnswers: Collection<NextAnswer>;
  private readonly faults: Collection<ChatFault>;

  constructor(store: MockStore) {
    this.settings = store.collection<AgentSettings>('chatAgentSettings');
    this.nextAnswers = store.collection<NextAnswer>('chatNextAnswers');
    this.faults = store.collection<ChatFault>('chatFaults');
  }

  settingsOf(agent: ChatAgent): AgentSettings {
    return this.settings.get(agent) ?? defaults();
  }

  agents(only?: readonly ChatAgent[]): Schemas['ChatAgentSettings'][] {
    return (only ?? CHAT_AGENTS).map((agent) => ({
      agent,
      mode: AGENT_PROFILES[agent].mode,
      ...this.settingsOf(agent),
    }));
  }

  setSettings(
    target: AgentOrAll,
    change: Schemas['ChatAgentSettingsChange'],
  ): Schemas['ChatAgentSettings'][] {
    const agents = target === 'all' ? CHAT_AGENTS : [target];
    for (const agent of agents) this.settings.set(agent, { ...this.settingsOf(agent), ...change });
    return this.agents(agents);
  }

  addNextAnswer(spec: Schemas['ChatNextAnswerSpec']): NextAnswer {
    const seq = nextSeq(this.nextAnswers.values());
    const answer: NextAnswer = {
      id: `a${seq}`,
      agent: spec.agent,
      ...(spec.text !== undefined ? { text: spec.text } : {}),
      ...(spec.payload !== undefined ? { payload: spec.payload } : {}),
      remaining: spec.times ?? 1,
      seq,
    };
    this.nextAnswers.set(answer.id, answer);
    return answer;
  }

  /** The scripted answer this agent gives now, counted down in the same step; or null. */
  takeNextAnswer(agent: ChatAgent): NextAnswer | null {
    return takeOldest(this.nextAnswers, agent);
  }

  addFault(spec: Schemas['ChatFaultSpec']): ChatFault {
    const seq = nextSeq(this.faults.values());
    const status = spec.status ?? (spec.kind === 'error' ? 400 : spec.kind === 'status' ? 500 : 0);
    const known = status === 0 ? { code: '', message: '' } : difyErrorOf(status);
    const fault: ChatFault = {
      id: `c${seq}`,
      agent: spec.agent,
      kind: spec.kind,
      afterFrames: spec.kind === 'status' ? 0 : (spec.afterFrames ?? 1),
      status,
      code: spec.code ?? known.code,
      message: spec.message ?? known.message,
      stallMs: spec.kind === 'stall' ? (spec.stallMs ?? null) : null,
      remaining: spec.times ?? 1,
      seq,
    };
    this.faults.set(fault.id, fault);
    return fault;
  }

  takeFault(agent: ChatAgent): ChatFault | null {
    return takeOldest(this.faults, agent);
  }

  listNextAnswers(): Schemas['ChatNextAnswer'][] {
    return sortedBySeq(this.nextAnswers.values()).map(({ seq: _seq, ...answer }) => answer);
  }

  listFaults(): Schemas['ChatFault'][] {
    return sortedBySeq(this.faults.values()).map(({ seq: _seq, ...fault }) => fault);
  }

  clearNextAnswers(): void {
    this.nextAnswers.clear();
  }

  clearFaults(): void {
    this.faults.clear();
  }
}

/** A stream fault as the runner plays it (the status fault is answered before any stream). */
export function streamFaultOf(fault: ChatFault): StreamFault | null {
  switch (fault.kind) {
    case 'cut':
      return { kind: 'cut', afterFrames: fault.afterFrames };
    case 'error':
      return {
        kind: 'error',
        afterFrames: fault.afterFrames,
        status: fault.status,
        code: fault.code,
        message: fault.message,
      };
    case 'stall':
      return { kind: 'stall', afterFrames: fault.afterFrames, stallMs: fault.stallMs };
    case 'status':
      return null;
  }
}

function nextSeq(records: Array<{ seq: number }>): number {
  return Math.max(0, ...records.map((r) => r.seq)) + 1;
}

function sortedBySeq<T extends { seq: number }>(records: T[]): T[] {
  return records.sort((a, b) => a.seq - b.seq);
}

function takeOldest<T extends { id: string; agent: AgentOrAll; remaining: number; seq: number }>(
  records: Collection<T>,
  agent: ChatAgent,
): T | null {
  if (records.size === 0) return null;
  const found = sortedBySeq(records.values()).find((r) => r.agent === agent || r.agent === 'all');
  if (!found) return null;
  records.update(found.id, (current) =>
    current && current.remaining > 1 ? { ...current, remaining: current.remaining - 1 } : undefined,
  );
  return found;
}
