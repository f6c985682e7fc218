// The assistant's saved conversations (selectModelHistory, saveModelHistory), per user, in the
// store. Saving with an entry's id replaces that entry; the list is newest first. A user keeps
// the latest HISTORY_LIMIT entries (the oldest go), like a history list that never scrolls forever.

import type { components } from '@jt/api-contract';
import { snowflakeId } from '@jt/mocks/world/ids';
import { formatTime } from '@jt/mocks/world/time';
import type { Collection, MockStore } from '../store/mock-store';

type Entry = components['schemas']['ChatHistoryEntry'];

export const HISTORY_LIMIT = 200;
/** The snowflake worker of history entries (the world's records use others). */
const HISTORY_WORKER = 30;

interface HistoryRecord {
  owner: string;
  entry: Entry & { id: string; updateTime: string };
  /** Order of saving (the clock may stand still: QA freezes the world's). */
  seq: number;
}

export class AssistantHistory {
  private readonly records: Collection<HistoryRecord>;
  private sequence = 0;

  constructor(store: MockStore) {
    this.records = store.collection<HistoryRecord>('assistantHistory');
  }

  /** The user's entries, newest first. */
  list(owner: string): Entry[] {
    return this.ofOwner(owner).map((record) => record.entry);
  }

  /** Saves (adds, or replaces the entry of that id); null when the id is not one of the user's. */
  save(owner: string, entry: Entry, nowMs: number): string | null {
    const { id: requested, updateTime: _ignored, ...content } = entry;
    if (requested !== undefined && this.records.get(requested)?.owner !== owner) return null;
    const id = requested ?? snowflakeId(nowMs, HISTORY_WORKER, this.sequence++);
    const seq = Math.max(0, ...this.records.values().map((record) => record.seq)) + 1;
    this.records.set(id, { owner, entry: { id, updateTime: formatTime(nowMs), ...content }, seq });
    for (const old of this.ofOwner(owner).slice(HISTORY_LIMIT)) this.records.delete(old.entry.id);
    return id;
  }

  private ofOwner(owner: string): HistoryRecord[] {
    return this.records
      .values()
      .filter((record) => record.owner === owner)
      .sort((a, b) => b.seq - a.seq);
  }
}
