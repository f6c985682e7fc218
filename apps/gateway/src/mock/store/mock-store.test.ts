import { appendFile, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { JOURNAL_FILE, MockStore, SNAPSHOT_FILE } from './mock-store';

const dirs: string[] = [];
async function tempDir() {
  const dir = await mkdtemp(join(tmpdir(), 'jt-store-'));
  dirs.push(dir);
  return dir;
}
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('the mock store', () => {
  it('starts a collection from its seed and keeps changes across a restart', async () => {
    const dir = await tempDir();
    const first = await MockStore.open(dir);
    const users = first.collection('users', () => ({ admin: { name: 'admin', failures: 0 } }));
    users.update('admin', (u) => (u ? { ...u, failures: 3 } : u));
    users.set('inspector', { name: 'inspector', failures: 0 });
    await first.close();

    const second = await MockStore.open(dir);
    const again = second.collection('users', () => ({ admin: { name: 'admin', failures: 0 } }));
    expect(again.get('admin')).toEqual({ name: 'admin', failures: 3 });
    expect(again.size).toBe(2);
    await second.close();
  });

  it('counts every one of many concurrent updates', async () => {
    const store = await MockStore.open(null);
    const counters = store.collection<number>('counters');
    await Promise.all(Array.from({ length: 200 }, async () => counters.update('admin', (n) => (n ?? 0) + 1)));
    expect(counters.get('admin')).toBe(200);
  });

  it('goes back to the seed data of every collection on reset', async () => {
    const store = await MockStore.open(null);
    const users = store.collection('users', () => ({ admin: { locked: false } }));
    const sessions = store.collection<string>('sessions');
    users.set('admin', { locked: true });
    sessions.set('t1', 'admin');
    store.reset();
    expect(users.get('admin')).toEqual({ locked: false });
    expect(sessions.size).toBe(0);
  });

  it('tells the domains that keep in-memory state when QA resets', async () => {
    const store = await MockStore.open(null);
    const cleared: string[] = [];
    store.onReset(() => cleared.push('captcha counters'));
    store.reset();
    expect(cleared).toEqual(['captcha counters']);
  });

  it('refuses a corrupt snapshot with a clear message', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, SNAPSHOT_FILE), '{"users":');
    await expect(MockStore.open(dir)).rejects.toThrow(
      /mock-store.json is not valid JSON; delete it to start from the seed data/,
    );
  });

  it('refuses a JSON file that is not a store instead of starting from the seed', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, SNAPSHOT_FILE), JSON.stringify({ name: 'some-package', version: '1.0.0' }));
    await expect(MockStore.open(dir)).rejects.toThrow(/mock-store.json is JSON but not a mock store/);
    await writeFile(join(dir, SNAPSHOT_FILE), '[1, 2, 3]');
    await expect(MockStore.open(dir)).rejects.toThrow(/is JSON but not a mock store/);
  });

  it('reads the store of the format before the journal and writes it anew', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, SNAPSHOT_FILE), JSON.stringify({ users: { a: { n: 1 } } }));
    const store = await MockStore.open(dir);
    expect(store.collection('users').get('a')).toEqual({ n: 1 });
    store.collection('users').set('b', { n: 2 });
    await store.close();
    const snapshot = JSON.parse(await readFile(join(dir, SNAPSHOT_FILE), 'utf8'));
    expect(snapshot).toMatchObject({
      format: 'jt-mock-store',
      collections: { users: { a: { n: 1 }, b: { n: 2 } } },
    });
  });

  it('has every change on disk once sync() resolves, readable by the next start without a close', async () => {
    const dir = await tempDir();
    const first = await MockStore.open(dir);
    const users = first.collection<number>('users');
    for (let i = 0; i < 50; i++) users.set(`u${i}`, i);
    users.delete('u0');
    users.update('u1', (n) => (n ?? 0) + 100);
    expect(first.unsynced).toBe(true);
    await first.sync();
    expect(first.unsynced).toBe(false);
    // No close: as after kill -9, only what sync() wrote is there.
    const again = await MockStore.open(dir);
    const read = again.collection<number>('users');
    expect(read.size).toBe(49);
    expect(read.get('u1')).toBe(101);
    await again.close();
    await first.close();
  });

  it('writes the store and its journal readable by the owner only (0600)', async () => {
    const dir = await tempDir();
    const store = await MockStore.open(dir);
    store.collection('users', () => ({ a: 1 }));
    await store.sync();
    store.reset();
    await store.close();
    expect((await stat(join(dir, JOURNAL_FILE))).mode & 0o777).toBe(0o600);
  });

  it('folds a long journal into a new snapshot and keeps every record', async () => {
    const dir = await tempDir();
    const store = await MockStore.open(dir);
    const blobs = store.collection<string>('blobs');
    const big = 'x'.repeat(20_000);
    for (let i = 0; i < 120; i++) {
      blobs.set(`b${i % 10}`, `${i}${big}`);
      await store.sync();
    }
    // 120 changes of 20 KB would be 2.4 MB of journal: it was compacted on the way.
    expect((await stat(join(dir, JOURNAL_FILE))).size).toBeLessThan(1024 * 1024 + 30_000);
    const snapshot = JSON.parse(await readFile(join(dir, SNAPSHOT_FILE), 'utf8'));
    expect(snapshot.format).toBe('jt-mock-store');
    await store.close();
    const again = await MockStore.open(dir);
    expect(again.collection<string>('blobs').get('b9')?.startsWith('119x')).toBe(true);
    await again.close();
  });

  it('drops a journal line a crash cut short and goes on writing after it', async () => {
    const dir = await tempDir();
    const store = await MockStore.open(dir);
    store.collection<number>('n').set('a', 1);
    await store.close();
    await appendFile(join(dir, JOURNAL_FILE), '{"s":99,"o":"set","c":"n","k":"b","v":');
    const again = await MockStore.open(dir);
    const n = again.collection<number>('n');
    expect(n.has('b')).toBe(false);
    n.set('c', 3);
    await again.close();
    const third = await MockStore.open(dir);
    expect(third.collection<number>('n').entries()).toEqual([
      ['a', 1],
      ['c', 3],
    ]);
    await third.close();
  });

  it('refuses a journal damaged before its last line', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, JOURNAL_FILE), 'garbage\n{"s":1,"o":"set","c":"n","k":"a","v":1}\n');
    await expect(MockStore.open(dir)).rejects.toThrow(/mock-store.journal is damaged at byte 0/);
  });

  it('shares one write among changes synced together (group commit)', async () => {
    const dir = await tempDir();
    const store = await MockStore.open(dir);
    const n = store.collection<number>('n');
    const syncs = Array.from({ length: 100 }, (_, i) => {
      n.set(`k${i}`, i);
      return store.sync();
    });
    await Promise.all(syncs);
    expect(store.unsynced).toBe(false);
    const lines = (await readFile(join(dir, JOURNAL_FILE), 'utf8')).trim().split('\n');
    expect(lines).toHaveLength(101);
    await store.close();
  });
});
