// The data directory of one gateway: checked at start (exists, is a directory, is writable) and
// owned by one process through a lock file naming it (pid and host). A lock whose process is gone
// (a crash, kill -9) is taken over; a live one stops the second gateway with a clear message.
// Within one process the lock is shared (tests open a directory's store more than once).

import { chmod, mkdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { ConfigError } from '../../config';

export const LOCK_FILE = 'gateway.lock';

/** Why a data directory cannot be used: said in one line that names the directory and the way out. */
export class DataDirError extends ConfigError {
  constructor(message: string) {
    super([`DATA_DIR: ${message}`]);
    this.name = 'DataDirError';
  }
}

interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
}

// The lock belongs to the process, not to one store: how many stores of this process hold each.
const heldHere = new Map<string, number>();

export interface DataDirLock {
  release(): Promise<void>;
}

/**
 * Makes sure the directory can hold the store and takes its lock. `create`: make the directory
 * when it is missing (the default .data of a checkout); a configured one must already exist, so a
 * typo in DATA_DIR never starts an empty store beside the real one.
 */
export async function claimDataDir(dir: string, { create }: { create: boolean }): Promise<DataDirLock> {
  await usableDirectory(dir, create);
  const lockPath = join(dir, LOCK_FILE);
  const held = heldHere.get(lockPath) ?? 0;
  if (held === 0) await takeLock(dir, lockPath);
  heldHere.set(lockPath, held + 1);
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      const left = (heldHere.get(lockPath) ?? 1) - 1;
      if (left > 0) {
        heldHere.set(lockPath, left);
        return;
      }
      heldHere.delete(lockPath);
      const owner = await readOwner(lockPath);
      if (owner?.pid === process.pid && owner.host === hostname()) await unlink(lockPath).catch(() => {});
    },
  };
}

async function usableDirectory(dir: string, create: boolean): Promise<void> {
  const found = await stat(dir).catch((error: NodeJS.ErrnoException) => error);
  if (found instanceof Error) {
    if (found.code === 'ENOENT' && create) {
      await mkdir(dir, { recursive: true, mode: 0o700 }).catch((error: NodeJS.ErrnoException) => {
        throw new DataDirError(`cannot create ${dir} (${error.code ?? error.message})`);
      });
      return;
    }
    if (found.code === 'ENOENT') {
      throw new DataDirError(
        `${dir} does not exist; create it (mkdir -p ${dir}) or point DATA_DIR at the data volume`,
      );
    }
    throw new DataDirError(`cannot read ${dir} (${found.code ?? found.message})`);
  }
  if (!found.isDirectory()) throw new DataDirError(`${dir} is not a directory`);
}

async function takeLock(dir: string, lockPath: string): Promise<void> {
  const me: LockOwner = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeFile(lockPath, `${JSON.stringify(me)}\n`, { flag: 'wx', mode: 0o600 });
      await chmod(lockPath, 0o600);
      return;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EEXIST') {
        throw new DataDirError(`${dir} is not writable (${code ?? (error as Error).message})`);
      }
    }
    const owner = await readOwner(lockPath);
    if (owner && owner.host !== me.host) {
      throw new DataDirError(
        `${dir} is in use by the gateway of pid ${owner.pid} on host ${owner.host} (since ${owner.startedAt}); ` +
          `give each instance its own DATA_DIR, or delete ${lockPath} if that gateway is gone`,
      );
    }
    if (owner && owner.pid !== me.pid && isRunning(owner.pid)) {
      throw new DataDirError(
        `${dir} is in use by another gateway (pid ${owner.pid}, since ${owner.startedAt}); ` +
          'one process owns a DATA_DIR: give this one its own',
      );
    }
    // The lock of a process that is gone (or unreadable half-written): take it over.
    await unlink(lockPath).catch(() => {});
  }
  throw new DataDirError(`${dir}: another gateway took the lock at the same moment; start one at a time`);
}

async function readOwner(lockPath: string): Promise<LockOwner | null> {
  try {
    const owner = JSON.parse(await readFile(lockPath, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string'
      ? { pid: owner.pid, host: owner.host, startedAt: String(owner.startedAt ?? '') }
      : null;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
