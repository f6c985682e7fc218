import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import send from '@fastify/send';
import { mocksRoot } from '../../paths';

/** One file the mock's object storage holds. */
export interface StoredObject {
  /** The object key: the file's name, one path segment. */
  name: string;
  /** Absolute path of the file. */
  path: string;
  size: number;
  contentType: string;
  /** When the file was last written (epoch ms). */
  modifiedMs: number;
}

/** The folder the mock serves its files from (mocks/files). */
export const MOCK_FILES_DIR = join(mocksRoot, 'files');

/** Only plain names: letters, digits, '.', '_' and '-', not starting with a dot. */
const PLAIN_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const SERVED_TYPES = /^(image\/|video\/|application\/geo\+json$)/;

/**
 * Whether a requested name can denote an object at all: one plain path segment. Everything else
 * (`..`, slashes, backslashes, NUL and control characters, absolute paths, names with `%` that
 * would need decoding again) is refused before any lookup. Names are never decoded here: what
 * Fastify decoded once is the name.
 */
export function isObjectName(name: string): boolean {
  return name.length <= 255 && PLAIN_NAME.test(name);
}

/**
 * The mock's object storage: the files of one folder, indexed once by name. A request reaches a
 * file only through this index (never by joining a requested name to a path), so no name can
 * reach outside the folder.
 */
export class FileStore {
  private constructor(
    readonly root: string,
    private readonly objects: ReadonlyMap<string, StoredObject>,
  ) {}

  static async open(root: string = MOCK_FILES_DIR): Promise<FileStore> {
    const objects = new Map<string, StoredObject>();
    for (const entry of await readdir(root, { withFileTypes: true })) {
      if (!entry.isFile() || !isObjectName(entry.name)) continue;
      const contentType = send.mime.getType(entry.name);
      if (!contentType || !SERVED_TYPES.test(contentType)) continue;
      const path = join(root, entry.name);
      const { size, mtimeMs } = await stat(path);
      objects.set(entry.name, { name: entry.name, path, size, contentType, modifiedMs: Math.floor(mtimeMs) });
    }
    return new FileStore(root, objects);
  }

  /** The object of that name, or null for an unknown or malformed name. */
  find(name: string): StoredObject | null {
    if (!isObjectName(name)) return null;
    return this.objects.get(name) ?? null;
  }

  names(): string[] {
    return [...this.objects.keys()].sort();
  }

  /** Every object, by name. */
  list(): StoredObject[] {
    return this.names().map((name) => this.objects.get(name) as StoredObject);
  }
}
