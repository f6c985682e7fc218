// The mock store's two files, as pure functions: the snapshot (mock-store.json, the whole state
// at one sequence number) and the journal (mock-store.journal, one JSON line per change after it).
// Loading = the snapshot, then every journal line with a higher sequence number, in order.

export type Records = Record<string, unknown>;
export type Collections = Record<string, Records>;

export const SNAPSHOT_FORMAT = 'jt-mock-store';
export const SNAPSHOT_VERSION = 1;

export interface Snapshot {
  format: typeof SNAPSHOT_FORMAT;
  version: typeof SNAPSHOT_VERSION;
  /** The sequence number of the last change the snapshot holds. */
  seq: number;
  collections: Collections;
}

/** One change: a record set, a record deleted, or a whole collection replaced (seed, reset, clear). */
export type Change =
  | { s: number; o: 'set'; c: string; k: string; v: unknown }
  | { s: number; o: 'del'; c: string; k: string }
  | { s: number; o: 'put'; c: string; r: Records };

/** A store file that cannot be used; the message says which and what to do. */
export class StoreFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StoreFileError';
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads a snapshot file's text. The format before the journal (a plain object of collections,
 * each an object of records) is still read, so a developer's existing DATA_DIR keeps its state;
 * anything else — valid JSON included — is refused, never silently replaced by the seed data.
 */
export function parseSnapshot(text: string, file: string): Snapshot & { legacy: boolean } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new StoreFileError(`${file} is not valid JSON; delete it to start from the seed data`);
  }
  if (isObject(parsed) && parsed.format === SNAPSHOT_FORMAT) {
    if (parsed.version !== SNAPSHOT_VERSION) {
      throw new StoreFileError(
        `${file} is a store of version ${String(parsed.version)}; this gateway reads version ${SNAPSHOT_VERSION}`,
      );
    }
    if (typeof parsed.seq !== 'number' || !isObject(parsed.collections)) {
      throw new StoreFileError(`${file} is a damaged store (no seq or collections); restore it or delete it`);
    }
    for (const [name, records] of Object.entries(parsed.collections)) {
      if (!isObject(records)) throw new StoreFileError(`${file}: collection '${name}' is not an object`);
    }
    return { ...(parsed as unknown as Snapshot), legacy: false };
  }
  if (isObject(parsed) && Object.keys(parsed).length > 0 && Object.values(parsed).every(isObject)) {
    const collections = parsed as Collections;
    return { format: SNAPSHOT_FORMAT, version: SNAPSHOT_VERSION, seq: 0, collections, legacy: true };
  }
  throw new StoreFileError(
    `${file} is JSON but not a mock store (no "format": "${SNAPSHOT_FORMAT}"); ` +
      'point DATA_DIR at the gateway’s own data directory, or move the file away',
  );
}

export function serializeSnapshot(seq: number, collections: Collections): string {
  const snapshot: Snapshot = { format: SNAPSHOT_FORMAT, version: SNAPSHOT_VERSION, seq, collections };
  return JSON.stringify(snapshot);
}

export function journalLine(change: Change): string {
  return `${JSON.stringify(change)}\n`;
}

export interface JournalRead {
  changes: Change[];
  /** Bytes of the journal that hold whole lines; a torn last line (a crash mid-write) lies past it. */
  goodBytes: number;
  tornTail: boolean;
}

/**
 * The changes of a journal's text. Only the last line may be torn (the write a crash cut short,
 * never answered as done): it is dropped. A bad line before it means the file was damaged.
 */
export function readJournal(text: string, file: string): JournalRead {
  const changes: Change[] = [];
  let offset = 0;
  while (offset < text.length) {
    const end = text.indexOf('\n', offset);
    const line = end === -1 ? text.slice(offset) : text.slice(offset, end);
    // A line without its newline was cut short by a crash: its write was never answered as done.
    const change = end === -1 ? null : parseChange(line);
    if (change === null) {
      if (end !== -1 && text.slice(end + 1).trim() !== '') {
        throw new StoreFileError(
          `${file} is damaged at byte ${Buffer.byteLength(text.slice(0, offset))}; restore it or delete it`,
        );
      }
      return { changes, goodBytes: Buffer.byteLength(text.slice(0, offset)), tornTail: true };
    }
    changes.push(change);
    offset = end + 1;
  }
  return { changes, goodBytes: Buffer.byteLength(text), tornTail: false };
}

function parseChange(line: string): Change | null {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return null;
  }
  if (!isObject(value) || typeof value.s !== 'number' || typeof value.c !== 'string') return null;
  if (value.o === 'set' && typeof value.k === 'string' && 'v' in value) return value as Change;
  if (value.o === 'del' && typeof value.k === 'string') return value as Change;
  if (value.o === 'put' && isObject(value.r)) return value as Change;
  return null;
}

/** Applies the changes after `afterSeq` to the collections (in place); answers the last sequence number. */
export function replay(
  collections: Map<string, Map<string, unknown>>,
  changes: readonly Change[],
  afterSeq: number,
): number {
  let seq = afterSeq;
  for (const change of changes) {
    if (change.s <= afterSeq) continue; // already in the snapshot (a crash before the journal was emptied)
    seq = Math.max(seq, change.s);
    if (change.o === 'put') {
      collections.set(change.c, new Map(Object.entries(change.r)));
      continue;
    }
    let records = collections.get(change.c);
    if (!records) {
      records = new Map();
      collections.set(change.c, records);
    }
    if (change.o === 'set') records.set(change.k, change.v);
    else records.delete(change.k);
  }
  return seq;
}
