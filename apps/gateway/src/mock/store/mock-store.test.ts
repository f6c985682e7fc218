import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MockStore } from './mock-store';

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
    await first.flush();

    const second = await MockStore.open(dir);
    const again = second.collection('users', () => ({ admin: { name: 'admin', failures: 0 } }));
    expect(again.get('admin')).toEqual({ name: 'admin', failures: 3 });
    expect(again.size).toBe(2);
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

  it('writes atomically and refuses a corrupt file with a clear message', async () => {
    const dir = await tempDir();
    const store = await MockStore.open(dir);
    store.collection('users', () => ({ a: 1 }));
    await store.flush();
    expect(JSON.parse(await readFile(join(dir, 'mock-store.json'), 'utf8'))).toEqual({ users: { a: 1 } });
    await writeFile(join(dir, 'mock-store.json'), '{"users":');
    await expect(MockStore.open(dir)).rejects.toThrow(
      /mock-store.json is not valid JSON; delete it to start from the seed data/,
    );
  });
});
