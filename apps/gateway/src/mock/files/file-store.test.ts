import { mkdir, mkdtemp, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FileStore, isObjectName } from './file-store';

let dir: string | null = null;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = null;
});

describe('object names', () => {
  it('accepts plain names of letters, digits, dots, dashes and underscores', () => {
    for (const name of ['logo.png', 'kc_20240518084721_d2f9.jpg', 'login-background.mp4', 'a']) {
      expect(isObjectName(name), name).toBe(true);
    }
  });

  it('refuses anything that could be read as a path or needs decoding', () => {
    for (const name of [
      '',
      '.',
      '..',
      '.env',
      '../logo.png',
      'a/b.png',
      'a\\b.png',
      '/etc/passwd',
      'C:\\win.ini',
      'logo.png\u0000',
      'logo\n.png',
      '%2e%2e%2flogo.png',
      'logo%00.png',
      '..\u2215logo.png',
      '登录背景.jpg',
      `${'a'.repeat(252)}.png`,
    ]) {
      expect(isObjectName(name), JSON.stringify(name)).toBe(false);
    }
  });
});

describe('the file store', () => {
  it('indexes the media files of its folder only: no notes, no dot files, no folders, no links', async () => {
    dir = await mkdtemp(join(tmpdir(), 'file-store-'));
    await writeFile(join(dir, 'photo.jpg'), 'jpg');
    await writeFile(join(dir, 'area.geojson'), '{}');
    await writeFile(join(dir, 'clip.mp4'), 'mp4');
    await writeFile(join(dir, 'NOTES.md'), 'notes');
    await writeFile(join(dir, '.hidden.png'), 'hidden');
    await mkdir(join(dir, 'folder.png'));
    await symlink('/etc/hostname', join(dir, 'link.png'));
    const store = await FileStore.open(dir);
    expect(store.names()).toEqual(['area.geojson', 'clip.mp4', 'photo.jpg']);
    expect(store.find('photo.jpg')).toEqual({
      name: 'photo.jpg',
      path: join(dir, 'photo.jpg'),
      size: 3,
      contentType: 'image/jpeg',
      modifiedMs: Math.floor((await stat(join(dir, 'photo.jpg'))).mtimeMs),
    });
    expect(store.find('area.geojson')?.contentType).toBe('application/geo+json');
    expect(store.find('link.png')).toBeNull();
    expect(store.find('../photo.jpg')).toBeNull();
    expect(store.find('NOTES.md')).toBeNull();
  });
});
