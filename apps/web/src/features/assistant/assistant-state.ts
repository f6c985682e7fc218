// The assistant's state, apart from its engine: the avatar (its own small chunk) renders it and
// polls the patrols on the road before the conversation engine is loaded; the engine, created
// when the window first opens, takes the same object over.
import type { ChatAgent, ChatHistoryEntry, ChatType, ClientMessage, PatrolItem } from './assistant-types';

export interface QueuedQuestion {
  query: string;
  diseaseId: string;
  patrolId: string;
}

/** The disposal modal's subject: the order (or its disease) and whether it was just reported. */
export interface DisposalSubject {
  orderId: string;
  diseaseId: string;
  title: string;
  reported: boolean;
}

export interface AssistantState {
  /** The chat window is open. */
  open: boolean;
  mode: ChatType;
  /** The key (agent) free questions go to now. */
  agent: ChatAgent;
  online: boolean;
  messages: ClientMessage[];
  /** Dify's conversation of each agent in this window's conversation. */
  conversations: Partial<Record<ChatAgent, string>>;
  /** The saved history entry of this conversation. */
  historyId: string | null;
  history: ChatHistoryEntry[];
  historyState: 'idle' | 'loading' | 'ready' | 'failed';
  historySearch: string;
  /** An answer is streaming (send waits, stop is offered). */
  streaming: boolean;
  queue: QueuedQuestion[];
  /** Patrols on the road now (polled every 10 s). */
  livePatrols: PatrolItem[];
  /** The message being read aloud, and whether audio plays now (the avatar's speaking look). */
  speakingKey: string | null;
  speaking: boolean;
  /** When each message may be played again (speech replay delay). */
  replayAfter: Record<string, number>;
  disposal: DisposalSubject | null;
}

export function initialAssistantState(): AssistantState {
  return {
    open: false,
    mode: 1,
    agent: 'main',
    online: false,
    messages: [],
    conversations: {},
    historyId: null,
    history: [],
    historyState: 'idle',
    historySearch: '',
    streaming: false,
    queue: [],
    livePatrols: [],
    speakingKey: null,
    speaking: false,
    replayAfter: {},
    disposal: null,
  };
}
