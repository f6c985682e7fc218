import { describe, expect, it } from 'vitest';
import { MockStore } from '../store/mock-store';
import { CONVERSATION_LIMIT, type ConversationRecord, Conversations, normalizeUuid } from './conversations';

const conversation = (i: number, user = 'admin'): ConversationRecord => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  agent: 'policy',
  user,
  name: `c${i}`,
  inputs: {},
  introduction: '',
  createdAt: 1_700_000_000 + i,
  updatedAt: 1_700_000_000 + i,
});

describe('the chat conversations', () => {
  it('pages newest first and continues after last_id; an unknown last_id is null', async () => {
    const conversations = new Conversations(await MockStore.open(null));
    for (let i = 1; i <= 5; i++) conversations.create(conversation(i));
    const first = conversations.list('policy', 'admin', '-updated_at', 2, null);
    expect(first?.data.map((c) => c.name)).toEqual(['c5', 'c4']);
    expect(first?.hasMore).toBe(true);
    const next = conversations.list('policy', 'admin', '-updated_at', 10, first?.data[1]?.id ?? null);
    expect(next?.data.map((c) => c.name)).toEqual(['c3', 'c2', 'c1']);
    expect(next?.hasMore).toBe(false);
    expect(conversations.list('policy', 'admin', 'created_at', 1, null)?.data[0]?.name).toBe('c1');
    expect(
      conversations.list('policy', 'admin', '-updated_at', 2, '00000000-0000-4000-8000-999999999999'),
    ).toBeNull();
    expect(conversations.list('policy', 'someone', '-updated_at', 2, null)?.data).toEqual([]);
  });

  it(`keeps a user's latest ${CONVERSATION_LIMIT} conversations per agent, dropping the oldest with their messages`, async () => {
    const conversations = new Conversations(await MockStore.open(null));
    for (let i = 1; i <= CONVERSATION_LIMIT + 3; i++) conversations.create(conversation(i));
    conversations.create(conversation(9999, 'inspector'));
    const all = conversations.list('policy', 'admin', '-updated_at', 100_000, null)?.data ?? [];
    expect(all).toHaveLength(CONVERSATION_LIMIT);
    expect(all.at(-1)?.name).toBe('c4');
    expect(conversations.find('policy', 'admin', conversation(1).id)).toBeUndefined();
    expect(conversations.find('policy', 'inspector', conversation(9999).id)).toBeDefined();
  });

  it("reads a UUID in any of Python's spellings", () => {
    expect(normalizeUuid(' 4570198281184BC58E9B64562B4555F2 ')).toBe('45701982-8118-4bc5-8e9b-64562b4555f2');
    expect(normalizeUuid('45701982-8118-4BC5-8E9B-64562B4555F2')).toBe(
      '45701982-8118-4bc5-8e9b-64562b4555f2',
    );
  });
});
