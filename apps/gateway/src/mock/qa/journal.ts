// The request journal of the mock (after WireMock's /__admin/requests): the latest calls as the
// client sent them, in memory (it is a view of traffic, not state), with every secret masked.

import type { JournalAnswer } from '../chat/dify-api';

export type JournalOutcome = 'answered' | 'dropped' | 'timeout';

export interface JournalEntry {
  id: number;
  time: string;
  operationId: string;
  method: string;
  path: string;
  query: Record<string, unknown>;
  headers: Record<string, string>;
  body: unknown;
  status: number | null;
  durationMs: number;
  fault: string | null;
  outcome: JournalOutcome;
  /** Chat calls: what was answered (conversation, text, events, how it ended). */
  answer?: JournalAnswer;
}

export interface JournalFilter {
  operationId?: string;
  status?: number;
  limit?: number;
}

export const JOURNAL_CAPACITY = 1000;
const MASK = '***';
const TEXT_LIMIT = 2000;

/**
 * Names whose values are secrets: passwords, tokens, tickets, captcha verifications and answers
 * (pointJson, the typed Jtcaptcha code), map keys (ak, sn), cookies.
 */
const SECRET_NAME =
  /pass(word)?|pwd|token|secret|ticket|^param$|captchaverification|^pointjson$|^jtcaptcha$|^ak$|^sn$|authorization|cookie/i;

export class Journal {
  private entries: JournalEntry[] = [];
  private nextId = 1;

  constructor(private readonly capacity = JOURNAL_CAPACITY) {}

  add(entry: Omit<JournalEntry, 'id'>): JournalEntry {
    const stored = { id: this.nextId++, ...entry };
    this.entries.push(stored);
    if (this.entries.length > this.capacity) this.entries.splice(0, this.entries.length - this.capacity);
    return stored;
  }

  /** Newest first. */
  list(filter: JournalFilter = {}): JournalEntry[] {
    const limit = filter.limit ?? 50;
    const found: JournalEntry[] = [];
    for (let i = this.entries.length - 1; i >= 0 && found.length < limit; i--) {
      const entry = this.entries[i] as JournalEntry;
      if (filter.operationId !== undefined && entry.operationId !== filter.operationId) continue;
      if (filter.status !== undefined && entry.status !== filter.status) continue;
      found.push(entry);
    }
    return found;
  }

  get size(): number {
    return this.entries.length;
  }

  clear(): void {
    this.entries = [];
  }
}

/** Request headers with secrets masked; Authorization keeps its scheme ('Bearer ***'). */
export function maskHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const masked: Record<string, string> = {};
  for (const [name, raw] of Object.entries(headers)) {
    if (raw === undefined) continue;
    const value = Array.isArray(raw) ? raw.join(', ') : raw;
    if (name.toLowerCase() === 'authorization') {
      const scheme = value.match(/^(\S+)\s+\S/);
      masked[name] = scheme ? `${scheme[1]} ${MASK}` : MASK;
    } else {
      masked[name] = SECRET_NAME.test(name) ? MASK : value;
    }
  }
  return masked;
}

/** A body or query as recorded: objects deep-copied with secret fields masked. */
export function maskValue(value: unknown, depth = 0): unknown {
  if (value === null || value === undefined) return null;
  if (Buffer.isBuffer(value)) return `[binary ${value.length} bytes]`;
  if (typeof value === 'string') return value.length > TEXT_LIMIT ? `${value.slice(0, TEXT_LIMIT)}…` : value;
  if (typeof value !== 'object') return value;
  if (depth > 8) return '…';
  if (Array.isArray(value)) return value.map((item) => maskValue(item, depth + 1));
  if (typeof (value as { pipe?: unknown }).pipe === 'function') return '[stream]';
  const masked: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    masked[key] =
      SECRET_NAME.test(key) && inner !== null && inner !== '' ? MASK : maskValue(inner, depth + 1);
  }
  return masked;
}
