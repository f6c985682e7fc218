// The chat service's conversations and messages, per agent app and end user, as Dify keeps them
// (research §1.6), in the mock's store: they survive a restart and a reset clears them.

import type { components } from '@jt/api-contract';
import type { ChatAgent } from '../../config';
import type { Collection, MockStore } from '../store/mock-store';
import type { RetrieverResource } from './answer-script';
import type { AgentThoughtRecord, MessageFileRecord } from './stream-runner';

type Schemas = components['schemas'];

export interface ConversationRecord {
  id: string;
  agent: ChatAgent;
  user: string;
  name: string;
  inputs: Record<string, unknown>;
  introduction: string;
  createdAt: number;
  updatedAt: number;
}

export interface MessageRecord {
  id: string;
  conversationId: string;
  agent: ChatAgent;
  user: string;
  parentMessageId: string | null;
  inputs: Record<string, unknown>;
  query: string;
  answer: string;
  files: MessageFileRecord[];
  feedback: 'like' | 'dislike' | null;
  feedbackContent: string | null;
  retrieverResources: RetrieverResource[];
  thoughts: AgentThoughtRecord[];
  createdAt: number;
  /** Order in the conversation (messages of the same second keep it). */
  position: number;
  status: 'normal' | 'error';
  error: string | null;
  /** Follow-up questions, made with the answer (GET …/suggested). */
  suggested: string[];
}

export type SortBy = 'created_at' | '-created_at' | 'updated_at' | '-updated_at';

/**
 * The conversations a user keeps per agent: the oldest go when a new one would exceed it, with
 * their messages (a long QA session or a load test keeps the mock's memory bounded; Dify itself
 * keeps everything).
 */
export const CONVERSATION_LIMIT = 500;

/** The name of a conversation until it is named (Dify's). */
export const UNNAMED = 'New conversation';

export interface Page<T> {
  data: T[];
  hasMore: boolean;
}

export class Conversations {
  private readonly conversations: Collection<ConversationRecord>;
  private readonly messages: Collection<MessageRecord>;

  constructor(store: MockStore) {
    this.conversations = store.collection<ConversationRecord>('chatConversations');
    this.messages = store.collection<MessageRecord>('chatMessages');
  }

  /** The conversation if it belongs to this agent's app and this user (else Dify's "not exists"). */
  find(agent: ChatAgent, user: string, id: string): ConversationRecord | undefined {
    const conversation = this.conversations.get(normalizeUuid(id));
    return conversation && conversation.agent === agent && conversation.user === user
      ? conversation
      : undefined;
  }

  create(record: ConversationRecord): void {
    this.conversations.set(record.id, record);
    const mine = this.conversations
      .values()
      .filter((c) => c.agent === record.agent && c.user === record.user);
    if (mine.length <= CONVERSATION_LIMIT) return;
    const gone = new Set(
      mine
        .sort((a, b) => a.updatedAt - b.updatedAt || a.createdAt - b.createdAt)
        .slice(0, mine.length - CONVERSATION_LIMIT)
        .map((c) => c.id),
    );
    for (const message of this.messages.values())
      if (gone.has(message.conversationId)) this.messages.delete(message.id);
    for (const id of gone) this.conversations.delete(id);
  }

  rename(conversation: ConversationRecord, name: string): ConversationRecord {
    const renamed = { ...conversation, name };
    this.conversations.set(renamed.id, renamed);
    return renamed;
  }

  delete(conversation: ConversationRecord): void {
    for (const message of this.messages.values()) {
      if (message.conversationId === conversation.id) this.messages.delete(message.id);
    }
    this.conversations.delete(conversation.id);
  }

  /** Newest first by default; `lastId` continues after that conversation. */
  list(
    agent: ChatAgent,
    user: string,
    sortBy: SortBy,
    limit: number,
    lastId: string | null,
  ): Page<ConversationRecord> | null {
    const descending = sortBy.startsWith('-');
    const key = sortBy.replace('-', '') === 'created_at' ? 'createdAt' : 'updatedAt';
    // Times are whole seconds, so two conversations often tie: the one started later counts as
    // the newer (the store keeps them in the order they were started).
    const direction = descending ? -1 : 1;
    const sorted = this.conversations
      .values()
      .filter((c) => c.agent === agent && c.user === user)
      .map((conversation, started) => ({ conversation, started }))
      .sort(
        (a, b) =>
          direction *
          (a.conversation[key] - b.conversation[key] ||
            a.conversation.createdAt - b.conversation.createdAt ||
            a.started - b.started),
      )
      .map(({ conversation }) => conversation);
    let start = 0;
    if (lastId) {
      const index = sorted.findIndex((c) => c.id === normalizeUuid(lastId));
      if (index < 0) return null;
      start = index + 1;
    }
    return { data: sorted.slice(start, start + limit), hasMore: sorted.length > start + limit };
  }

  /** The messages of a conversation in order. */
  history(conversationId: string): MessageRecord[] {
    return this.messages
      .values()
      .filter((m) => m.conversationId === conversationId)
      .sort((a, b) => a.position - b.position);
  }

  /**
   * A page of a conversation, oldest first: the latest `limit` messages before `firstId` (or
   * the latest of all). Null when firstId names no message of it.
   */
  page(conversationId: string, firstId: string | null, limit: number): Page<MessageRecord> | null {
    const all = this.history(conversationId);
    let end = all.length;
    if (firstId) {
      end = all.findIndex((m) => m.id === normalizeUuid(firstId));
      if (end < 0) return null;
    }
    const start = Math.max(0, end - limit);
    return { data: all.slice(start, end), hasMore: start > 0 };
  }

  message(agent: ChatAgent, user: string, id: string): MessageRecord | undefined {
    const message = this.messages.get(normalizeUuid(id));
    return message && message.agent === agent && message.user === user ? message : undefined;
  }

  saveMessage(message: MessageRecord): void {
    this.messages.set(message.id, message);
    const conversation = this.conversations.get(message.conversationId);
    if (conversation && conversation.updatedAt < message.createdAt) {
      this.conversations.set(conversation.id, { ...conversation, updatedAt: message.createdAt });
    }
  }

  setFeedback(message: MessageRecord, rating: 'like' | 'dislike' | null, content: string | null): void {
    this.messages.set(message.id, {
      ...message,
      feedback: rating,
      feedbackContent: rating === null ? null : content,
    });
  }
}

/** Dify takes a UUID in any of Python's spellings; the store keys the canonical one. */
export function normalizeUuid(id: string): string {
  const hex = id.trim().toLowerCase().replace(/-/g, '');
  if (!/^[0-9a-f]{32}$/.test(hex)) return id.trim();
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function conversationView(c: ConversationRecord): Schemas['ChatConversation'] {
  return {
    id: c.id,
    name: c.name,
    inputs: c.inputs,
    status: 'normal',
    introduction: c.introduction,
    created_at: c.createdAt,
    updated_at: c.updatedAt,
  };
}

export function messageView(m: MessageRecord): Schemas['ChatMessageRecord'] {
  return {
    id: m.id,
    conversation_id: m.conversationId,
    parent_message_id: m.parentMessageId,
    inputs: m.inputs,
    query: m.query,
    answer: m.answer,
    message_files: m.files,
    feedback: m.feedback === null ? null : { rating: m.feedback },
    retriever_resources: m.retrieverResources,
    agent_thoughts: m.thoughts.map((thought) => ({ ...thought })),
    created_at: m.createdAt,
    status: m.status,
    error: m.error,
  };
}
