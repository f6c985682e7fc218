import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { seedConfigs } from '@jt/mocks/configs';
import { imageSignInComponents, videoSignInComponents } from '@jt/mocks/page-config';
import { afterEach, describe, expect, it } from 'vitest';
import { mocksRoot } from '../../paths';
import { contractErrors, type DomainTestApp, domainTestApp } from '../config/domain-test-app';
import { MOCK_FILES_DIR } from './file-store';
import { filesDomain } from './files-domain';

let t: DomainTestApp;
afterEach(async () => {
  await t?.app.close();
});

const bytesOf = (name: string) => readFileSync(join(MOCK_FILES_DIR, name));
/** Bytes of files next to the store that no download may ever answer. */
const outside = [readFileSync(join(mocksRoot, 'configs.ts')), readFileSync(join(mocksRoot, 'package.json'))];

const download = (body: string, query = '') =>
  t.app.inject({
    method: 'POST',
    url: `/api/component/minio/download${query}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: body,
  });
const downloadName = (fileName: string) =>
  download(new URLSearchParams({ fileName, serviceType: 'pageConfig' }).toString());

describe('minio download', () => {
  it('answers a picture of the sign-in page with its bytes, media type, length and file name', async () => {
    t = await domainTestApp([filesDomain]);
    t.signIn(null);
    const response = await downloadName('login-background.jpg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['content-length']).toBe(String(bytesOf('login-background.jpg').length));
    expect(response.headers['content-disposition']).toBe('inline; filename="login-background.jpg"');
    expect(response.rawPayload.equals(bytesOf('login-background.jpg'))).toBe(true);
  });

  it('answers every file the page configurations and the configuration codes name, each with its type', async () => {
    t = await domainTestApp([filesDomain]);
    const names = new Set<string>([
      seedConfigs.common_config.sys_title_logo ?? '',
      seedConfigs.sprite_config.sprite_url_key ?? '',
    ]);
    for (const c of [...imageSignInComponents, ...videoSignInComponents]) {
      for (const name of [c.imageName, c.coverPhotoName, c.videoName]) if (name) names.add(name);
    }
    const types: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', mp4: 'video/mp4' };
    for (const name of names) {
      const response = await downloadName(name);
      expect(response.statusCode, name).toBe(200);
      expect(response.headers['content-type'], name).toBe(types[name.split('.').pop() ?? '']);
      expect(response.rawPayload.equals(bytesOf(name)), name).toBe(true);
    }
    expect(names).toContain('login-background.mp4');
  });

  it('answers the style preview of a page configuration by id, without a body', async () => {
    t = await domainTestApp([filesDomain]);
    const response = await t.app.inject({ method: 'POST', url: '/api/component/minio/download?id=2' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.rawPayload.equals(bytesOf('login-style-2-preview.jpg'))).toBe(true);
  });

  it('answers 404 with the documented Problem for an unknown name', async () => {
    t = await domainTestApp([filesDomain]);
    const response = await downloadName('login-background-old.jpg');
    expect(response.statusCode).toBe(404);
    const body = response.json();
    expect(body).toEqual({
      type: 'https://www.jhipster.tech/problem/problem-with-message',
      title: 'Not Found',
      status: 404,
      detail: '文件不存在：login-background-old.jpg',
      path: '/api/component/minio/download',
      message: 'error.file.notFound',
      params: 'login-background-old.jpg',
    });
    expect(contractErrors('minioDownload', 404, body)).toEqual([]);
  });

  it('answers 404 for an unknown preview id, inherited object properties included', async () => {
    t = await domainTestApp([filesDomain]);
    for (const id of ['99', '__proto__', 'constructor']) {
      const response = await t.app.inject({ method: 'POST', url: `/api/component/minio/download?id=${id}` });
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toMatchObject({ detail: `样式预览不存在：${id}`, params: id });
    }
  });

  it('answers 400 naming fileName when neither a name nor a preview id is sent', async () => {
    t = await domainTestApp([filesDomain]);
    const response = await t.app.inject({ method: 'POST', url: '/api/component/minio/download' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      type: 'https://www.jhipster.tech/problem/constraint-violation',
      title: 'Bad Request',
      status: 400,
      detail: "body.fileName must have required property 'fileName' (required)",
      path: '/api/component/minio/download',
      message: 'error.validation',
      fieldErrors: [
        {
          objectName: 'body',
          field: 'fileName',
          rule: 'required',
          message: "must have required property 'fileName'",
        },
      ],
    });
  });

  describe('refuses every name that is not a plain file name of the store', () => {
    // [form body as sent, expected status]: what the contract's pattern refuses is a 400; what
    // passes it but names nothing in the store (never decoded again, never joined to a path) a 404.
    const attempts: Array<[string, string, number]> = [
      ['parent directory', 'fileName=..%2Fconfigs.ts', 400],
      ['parent, twice', 'fileName=..%2F..%2Fmocks%2Fconfigs.ts', 400],
      ['bare ..', 'fileName=..', 400],
      ['bare .', 'fileName=.', 400],
      ['backslash', 'fileName=..%5Cconfigs.ts', 400],
      ['absolute path', 'fileName=%2Fetc%2Fpasswd', 400],
      ['Windows absolute path', 'fileName=C%3A%5Cwindows%5Cwin.ini', 400],
      ['NUL byte', 'fileName=logo.png%00.txt', 400],
      ['control character', 'fileName=logo%0A.png', 400],
      ['double-encoded parent', 'fileName=%252e%252e%252fconfigs.ts', 404],
      ['encoded dots only', 'fileName=%252e%252e', 404],
      ['dot file', 'fileName=.gitignore', 404],
      ['neighbour of the store', 'fileName=package.json', 404],
      ['the store notes (not a media file)', 'fileName=NOTES.md', 404],
      ['trailing dot segment', 'fileName=logo.png%2F.', 400],
      ['unicode lookalike slash', 'fileName=..%E2%88%95configs.ts', 404],
    ];
    for (const [what, body, status] of attempts) {
      it(what, async () => {
        t = await domainTestApp([filesDomain]);
        const response = await download(body);
        expect(response.statusCode).toBe(status);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        for (const secret of outside) expect(response.rawPayload.includes(secret)).toBe(false);
      });
    }
  });
});

describe('media through the backend (getMediaIOForFileUrl)', () => {
  const media = (fileUrl: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/minio/getMediaIOForFileUrl?fileName=IMG_0412.jpg&fileUrl=${encodeURIComponent(fileUrl)}`,
    });

  it('answers the stored object by its key', async () => {
    t = await domainTestApp([filesDomain]);
    const response = await media('kc_20240518084721_d2f9.jpg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.rawPayload.equals(bytesOf('kc_20240518084721_d2f9.jpg'))).toBe(true);
  });

  it('answers 404 for an unknown key and 400 for a path', async () => {
    t = await domainTestApp([filesDomain]);
    const unknown = await media('20240518084721_IMG_0999_zz00zz.jpg');
    expect(unknown.statusCode).toBe(404);
    expect(contractErrors('getMediaIOForFileUrl', 404, unknown.json())).toEqual([]);
    expect(unknown.json().detail).toBe('文件不存在：20240518084721_IMG_0999_zz00zz.jpg');
    expect((await media('../package.json')).statusCode).toBe(400);
    expect((await media('..')).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    t = await domainTestApp([filesDomain]);
    t.signIn(null);
    expect((await media('kc_20240518084721_d2f9.jpg')).statusCode).toBe(401);
  });
});
