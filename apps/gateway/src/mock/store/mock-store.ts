import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

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

type Snapshot = Record<string, Record<string, unknown>>;

const FILE = 'mock-store.json';
const FLUSH_DELAY_MS = 25;

/**
 * The embedded store of the mock: named collections held in memory (every change is synchronous,
 * so concurrent requests never lose an update) and written to DATA_DIR/mock-store.json shortly
 * after each change, atomically (temp file + rename), so nothing a user did is lost on restart.
 * With no directory it lives in memory only (tests).
 */
export class MockStore {
  private readonly data = new Map<string, Map<string, unknown>>();
  private readonly seeders = new Map<string, () => Record<string, unknown>>();
  private readonly resetListeners: Array<() => void> = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  private constructor(private readonly dir: string | null) {}

  static async open(dir: string | null): Promise<MockStore> {
    const store = new MockStore(dir);
    if (dir === null) return store;
    const text = await readFile(join(dir, FILE), 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (text !== null) {
      let snapshot: Snapshot;
      try {
        snapshot = JSON.parse(text) as Snapshot;
      } catch {
        throw new Error(
          `DATA_DIR: ${join(dir, FILE)} is not valid JSON; delete it to start from the seed data`,
        );
      }
      for (const [name, records] of Object.entries(snapshot))
        store.data.set(name, new Map(Object.entries(records)));
    }
    return store;
  }

  /**
   * Declares a collection and the records it starts with. The seed is written when the
   * collection does not exist yet (first start) and again on every reset.
   */
  collection<T>(name: string, seed: () => Record<string, T> = () => ({})): Collection<T> {
    this.seeders.set(name, seed as () => Record<string, unknown>);
    if (!this.data.has(name)) {
      this.data.set(name, new Map(Object.entries(seed())));
      this.changed();
    }
    return this.view<T>(name);
  }

  /** Back to the seed data of every collection (QA's reset). */
  reset(): void {
    for (const [name, seed] of this.seeders) this.data.set(name, new Map(Object.entries(seed())));
    this.changed();
    for (const listener of this.resetListeners) listener();
  }

  /** For state a domain keeps outside the store on purpose (short-lived, in memory): cleared on reset. */
  onReset(listener: () => void): void {
    this.resetListeners.push(listener);
  }

  /** Waits until every change so far is on disk. */
  async flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
      this.writing = this.writing.then(() => this.write());
    }
    await this.writing;
  }

  private view<T>(name: string): Collection<T> {
    const records = () => this.data.get(name) as Map<string, T>;
    return {
      get: (id) => records().get(id),
      has: (id) => records().has(id),
      set: (id, value) => {
        records().set(id, value);
        this.changed();
      },
      update: (id, change) => {
        const next = change(records().get(id));
        if (next === undefined) records().delete(id);
        else records().set(id, next);
        this.changed();
        return next;
      },
      delete: (id) => {
        const deleted = records().delete(id);
        if (deleted) this.changed();
        return deleted;
      },
      values: () => [...records().values()],
      entries: () => [...records().entries()],
      clear: () => {
        records().clear();
        this.changed();
      },
      get size() {
        return records().size;
      },
    };
  }

  private changed(): void {
    if (this.dir === null || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.writing = this.writing.then(() => this.write());
    }, FLUSH_DELAY_MS);
  }

  private async write(): Promise<void> {
    if (this.dir === null) return;
    const snapshot: Snapshot = {};
    for (const [name, records] of this.data) snapshot[name] = Object.fromEntries(records);
    await mkdir(this.dir, { recursive: true });
    const target = join(this.dir, FILE);
    const temporary = `${target}.${process.pid}.tmp`;
    await writeFile(temporary, JSON.stringify(snapshot));
    await rename(temporary, target);
  }
}
