import { chmod, type FileHandle, open, readFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { claimDataDir, DataDirError, type DataDirLock } from './data-dir';
import {
  type Change,
  type Collections,
  journalLine,
  parseSnapshot,
  readJournal,
  replay,
  StoreFileError,
  serializeSnapshot,
} from './store-format';

/** A collection of records keyed by id: the unit of the mock's state. */
export interface Collection<T> {
  get(id: string): T | undefined;
  has(id: string): boolean;
  set(id: string, value: T): void;
  /** Reads, changes and writes one record in one step (no await in between, so no lost update). */
  update(id: string, change: (current: T | undefined) => T | undefined): T | undefined;
  delete(id: string): boolean;
  values(): T[];
  entries(): Array<[string, T]>;
  clear(): void;
  readonly size: number;
}

export const SNAPSHOT_FILE = 'mock-store.json';
export const JOURNAL_FILE = 'mock-store.journal';
/** Changes made outside a request (start, timers) are written this soon. */
const BACKGROUND_SYNC_MS = 25;
/** The journal is folded into the snapshot once it outgrows both this and the snapshot itself. */
const MIN_COMPACTION_BYTES = 1024 * 1024;

export interface OpenOptions {
  /** Create the directory when it is missing (the default .data of a checkout). */
  create?: boolean;
}

/** The open files of a store kept on disk. */
interface DiskFiles {
  dir: string;
  lock: DataDirLock;
  journal: FileHandle;
  journalBytes: number;
  snapshotBytes: number;
}

/**
 * The embedded store of the mock: named collections held in memory (every change is synchronous,
 * so concurrent requests never lose an update) and kept in DATA_DIR as a snapshot plus an
 * append-only journal of changes. `sync()` makes every change so far durable (written and
 * fdatasync'd); the gateway awaits it before it answers a request that changed something, so an
 * answered write survives kill -9. Concurrent requests share one write and one fdatasync (group
 * commit); the journal is folded into a new snapshot (temp file, fsync, rename) once it outgrows
 * it. With no directory it lives in memory only (tests).
 */
export class MockStore {
  private readonly data = new Map<string, Map<string, unknown>>();
  private readonly seeders = new Map<string, () => Record<string, unknown>>();
  private readonly resetListeners: Array<() => void> = [];
  private pending: string[] = [];
  private pendingBytes = 0;
  private seq = 0;
  private durableSeq = 0;
  /** The next write, not started yet: a sync() made now is served by it. */
  private nextWrite: Promise<void> | null = null;
  /** Every write so far, in order; never rejects (a failure is reported to the syncs it served). */
  private queue: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;
  /** Set when the journal cannot be trusted to hold everything (a failed write, an old format). */
  private snapshotDue = false;
  private closed = false;

  private constructor(private readonly files: DiskFiles | null) {}

  static async open(dir: string | null, { create = false }: OpenOptions = {}): Promise<MockStore> {
    if (dir === null) return new MockStore(null);
    const lock = await claimDataDir(dir, { create });
    try {
      return await MockStore.load(dir, lock);
    } catch (error) {
      await lock.release();
      if (error instanceof StoreFileError) throw new DataDirError(error.message);
      throw error;
    }
  }

  private static async load(dir: string, lock: DataDirLock): Promise<MockStore> {
    const snapshotPath = join(dir, SNAPSHOT_FILE);
    const journalPath = join(dir, JOURNAL_FILE);
    const snapshotText = await readIfPresent(snapshotPath);
    const snapshot = snapshotText === null ? null : parseSnapshot(snapshotText, snapshotPath);
    const journalText = (await readIfPresent(journalPath)) ?? '';
    const journal = readJournal(journalText, journalPath);

    const handle = await open(journalPath, 'a', 0o600).catch((error: NodeJS.ErrnoException) => {
      throw new DataDirError(`cannot write ${journalPath} (${error.code ?? error.message})`);
    });
    // Files written by an older gateway may be readable by others: the store holds password hashes.
    await chmod(journalPath, 0o600);
    if (snapshotText !== null) await chmod(snapshotPath, 0o600);
    // A line a crash cut short was never answered: drop it so the next line starts clean.
    if (journal.tornTail) {
      await handle.truncate(journal.goodBytes);
      await handle.datasync();
    }

    const store = new MockStore({
      dir,
      lock,
      journal: handle,
      journalBytes: journal.goodBytes,
      snapshotBytes: snapshotText === null ? 0 : Buffer.byteLength(snapshotText),
    });
    for (const [name, records] of Object.entries(snapshot?.collections ?? {})) {
      store.data.set(name, new Map(Object.entries(records)));
    }
    store.seq = replay(store.data, journal.changes, snapshot?.seq ?? 0);
    store.durableSeq = store.seq;
    // The format before the journal has no sequence numbers: write it anew in this one.
    store.snapshotDue = snapshot?.legacy === true;
    return store;
  }

  /**
   * Declares a collection and the records it starts with. The seed is written when the
   * collection does not exist yet (first start) and again on every reset.
   */
  collection<T>(name: string, seed: () => Record<string, T> = () => ({})): Collection<T> {
    this.seeders.set(name, seed as () => Record<string, unknown>);
    if (!this.data.has(name)) this.putCollection(name, seed());
    return this.view<T>(name);
  }

  /** Back to the seed data of every collection (QA's reset). */
  reset(): void {
    for (const [name, seed] of this.seeders) this.putCollection(name, seed());
    for (const listener of this.resetListeners) listener();
  }

  /** For state a domain keeps outside the store on purpose (short-lived, in memory): cleared on reset. */
  onReset(listener: () => void): void {
    this.resetListeners.push(listener);
  }

  /** True while a change is not yet on disk (the gateway then waits for sync() before it answers). */
  get unsynced(): boolean {
    return this.durableSeq < this.seq;
  }

  /**
   * Resolves once every change made so far is on disk (written and fdatasync'd); rejects when the
   * disk refused it. Calls made together share one write.
   */
  sync(): Promise<void> {
    if (this.files === null || !this.unsynced) return Promise.resolve();
    if (this.pending.length === 0 && !this.snapshotDue) return this.queue;
    if (this.nextWrite) return this.nextWrite;
    const write = this.queue.then(() => {
      this.nextWrite = null;
      return this.writePending();
    });
    this.nextWrite = write;
    this.queue = write.catch(() => {});
    return write;
  }

  /** Waits until every change so far is on disk. */
  async flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    await this.sync();
  }

  /** Writes what is left, closes the files and gives the directory's lock back. */
  async close(): Promise<void> {
    if (this.closed) return;
    await this.flush();
    this.closed = true;
    if (this.files) {
      await this.files.journal.close();
      await this.files.lock.release();
    }
  }

  private view<T>(name: string): Collection<T> {
    const records = () => this.data.get(name) as Map<string, T>;
    return {
      get: (id) => records().get(id),
      has: (id) => records().has(id),
      set: (id, value) => {
        records().set(id, value);
        this.record({ s: 0, o: 'set', c: name, k: id, v: value });
      },
      update: (id, change) => {
        const next = change(records().get(id));
        if (next === undefined) {
          if (records().delete(id)) this.record({ s: 0, o: 'del', c: name, k: id });
        } else {
          records().set(id, next);
          this.record({ s: 0, o: 'set', c: name, k: id, v: next });
        }
        return next;
      },
      delete: (id) => {
        const deleted = records().delete(id);
        if (deleted) this.record({ s: 0, o: 'del', c: name, k: id });
        return deleted;
      },
      values: () => [...records().values()],
      entries: () => [...records().entries()],
      clear: () => this.putCollection(name, {}),
      get size() {
        return records().size;
      },
    };
  }

  private putCollection(name: string, records: Record<string, unknown>): void {
    this.data.set(name, new Map(Object.entries(records)));
    this.record({ s: 0, o: 'put', c: name, r: records });
  }

  /** Numbers a change and queues its journal line (serialised now: later mutations of the value do not leak in). */
  private record(change: Change): void {
    this.seq += 1;
    if (this.files === null) {
      this.durableSeq = this.seq;
      return;
    }
    change.s = this.seq;
    const line = journalLine(change);
    this.pending.push(line);
    this.pendingBytes += Buffer.byteLength(line);
    if (!this.timer && !this.closed) {
      this.timer = setTimeout(() => {
        this.timer = null;
        this.sync().catch(() => {});
      }, BACKGROUND_SYNC_MS);
    }
  }

  private async writePending(): Promise<void> {
    const files = this.files as DiskFiles;
    const upTo = this.seq;
    const lines = this.pending;
    const bytes = this.pendingBytes;
    this.pending = [];
    this.pendingBytes = 0;
    try {
      const grown = files.journalBytes + bytes;
      if (this.snapshotDue || grown > Math.max(MIN_COMPACTION_BYTES, files.snapshotBytes)) {
        await this.writeSnapshot(files, upTo);
      } else if (lines.length > 0) {
        await files.journal.write(lines.join(''));
        await files.journal.datasync();
        files.journalBytes = grown;
      }
      this.durableSeq = Math.max(this.durableSeq, upTo);
    } catch (error) {
      // What did not reach the disk is still in memory: the next write folds it into a snapshot.
      this.snapshotDue = true;
      throw error;
    }
  }

  /** The whole state as of `upTo`, atomically: temp file, fsync, rename, fsync the directory; then an empty journal. */
  private async writeSnapshot(files: DiskFiles, upTo: number): Promise<void> {
    const collections: Collections = {};
    for (const [name, records] of this.data) collections[name] = Object.fromEntries(records);
    const text = serializeSnapshot(upTo, collections);
    this.snapshotDue = false;
    const target = join(files.dir, SNAPSHOT_FILE);
    const temporary = `${target}.${process.pid}.tmp`;
    const handle = await open(temporary, 'w', 0o600);
    try {
      await handle.write(text);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, target);
    const dir = await open(files.dir, 'r');
    try {
      await dir.sync();
    } finally {
      await dir.close();
    }
    files.snapshotBytes = Buffer.byteLength(text);
    // Lines up to `upTo` are in the snapshot now (and skipped by sequence number if a crash keeps them).
    await files.journal.truncate(0);
    await files.journal.datasync();
    files.journalBytes = 0;
  }
}

async function readIfPresent(path: string): Promise<string | null> {
  return readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw new DataDirError(`cannot read ${path} (${error.code ?? error.message})`);
  });
}
