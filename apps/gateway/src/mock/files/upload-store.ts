// Pictures users upload (POST /api/minio/uploadFile), kept like the rest of the mock's state:
// their index in the store, their bytes in DATA_DIR/uploads (in memory without a DATA_DIR).
// A reset forgets them. Keys are made here, never taken from the request: one plain segment
// with a time stamp and a random unique suffix, so no upload can name a path or another file.

import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Collection, MockStore } from '../store/mock-store';
import { isObjectName } from './file-store';

export type PictureType = 'jpeg' | 'png';

export interface UploadRecord {
  /** The object key (data.fileUrl). */
  key: string;
  /** The name it was uploaded under. */
  fileName: string;
  contentType: 'image/jpeg' | 'image/png';
  size: number;
  width: number;
  height: number;
  uploadedAt: string;
  /** Who uploaded it (the session's user id). */
  userId: string;
}

/** Bytes of uploads when the store has no directory (tests): shared by every view of one store. */
const memoryBytes = new WeakMap<MockStore, Map<string, Buffer>>();

export class UploadStore {
  private readonly records: Collection<UploadRecord>;
  private readonly dir: string | null;
  private readonly memory: Map<string, Buffer> | null;

  constructor(store: MockStore, dataDir: string | null) {
    this.records = store.collection<UploadRecord>('uploads');
    this.dir = dataDir === null ? null : join(dataDir, 'uploads');
    if (this.dir === null && !memoryBytes.has(store)) memoryBytes.set(store, new Map());
    const bytes = memoryBytes.get(store);
    store.onReset(() => {
      bytes?.clear();
      // At once, so no upload after the reset can land in the folder being emptied.
      if (this.dir) rmSync(this.dir, { recursive: true, force: true });
    });
    this.memory = bytes ?? null;
  }

  /** Stores the picture under a new unique key and answers its record. */
  async save(
    bytes: Buffer,
    picture: { type: PictureType; width: number; height: number },
    fileName: string,
    userId: string,
    now = new Date(),
  ): Promise<UploadRecord> {
    const extension = picture.type === 'jpeg' ? 'jpg' : 'png';
    const key = `${stamp(now)}_${baseOf(fileName)}_${randomBytes(4).readUInt32BE(0).toString(36).padStart(6, '0').slice(-6)}.${extension}`;
    const record: UploadRecord = {
      key,
      fileName,
      contentType: picture.type === 'jpeg' ? 'image/jpeg' : 'image/png',
      size: bytes.length,
      width: picture.width,
      height: picture.height,
      uploadedAt: now.toISOString(),
      userId,
    };
    if (this.memory) this.memory.set(key, bytes);
    else if (this.dir) {
      await mkdir(this.dir, { recursive: true });
      await writeFile(join(this.dir, key), bytes);
    }
    this.records.set(key, record);
    return record;
  }

  find(key: string): UploadRecord | null {
    if (!isObjectName(key)) return null;
    return this.records.get(key) ?? null;
  }

  /** The latest upload of that name (getMediaUrl). */
  findByName(fileName: string): UploadRecord | null {
    const found = this.records.values().filter((r) => r.fileName === fileName);
    return found.sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt))[0] ?? null;
  }

  /** Every upload, in no particular order. */
  list(): UploadRecord[] {
    return this.records.values();
  }

  /** Forgets an upload and its bytes; false when there is none of that key. */
  async remove(key: string): Promise<boolean> {
    const record = this.find(key);
    if (!record) return false;
    this.records.delete(key);
    if (this.memory) this.memory.delete(key);
    else if (this.dir) await rm(join(this.dir, key), { force: true });
    return true;
  }

  async bytesOf(record: UploadRecord): Promise<Buffer> {
    if (this.memory) {
      const bytes = this.memory.get(record.key);
      if (!bytes) throw new Error(`upload ${record.key} has no bytes`);
      return bytes;
    }
    if (!this.dir) throw new Error('no place for uploads');
    return readFile(join(this.dir, record.key));
  }
}

/** yyyyMMddHHmmss in local time, as the platform names stored files. */
function stamp(now: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}${p(now.getMonth() + 1)}${p(now.getDate())}${p(now.getHours())}${p(now.getMinutes())}${p(now.getSeconds())}`;
}

/** The ASCII letters, digits, '-' and '_' of the name without its extension ('IMG' if none). */
function baseOf(fileName: string): string {
  const base = fileName
    .replace(/\.[^.]*$/, '')
    .replace(/[^A-Za-z0-9_-]+/g, '')
    .slice(0, 60);
  return base === '' ? 'IMG' : base;
}
