// Uploading pictures (POST /api/minio/uploadFile) and reading them back: the type is told by the
// bytes, 2048 KB at most, a unique key per upload; a refused file leaves nothing behind; uploads
// are kept in DATA_DIR across restarts and forgotten by a reset.

import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN, admin, gateway, tokenOf } from './support/gateway';

const JPEG = readFileSync(new URL('../../mocks/files/kc_20240518084721_d2f9.jpg', import.meta.url));
const PNG = readFileSync(new URL('../../mocks/files/logo.png', import.meta.url));

/** A multipart/form-data body as a browser's FormData sends it. */
function multipart(parts: Array<{ name: string; fileName?: string; type?: string; bytes: Buffer | string }>) {
  const boundary = '----WebKitFormBoundary7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.fileName === undefined ? '' : `; filename="${part.fileName}"`}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`;
    chunks.push(
      Buffer.from(head),
      Buffer.isBuffer(part.bytes) ? part.bytes : Buffer.from(part.bytes),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

let app: FastifyInstance;
let token: string;
afterEach(async () => {
  await app?.close();
});

async function upload(parts: Parameters<typeof multipart>[0]) {
  const { payload, contentType } = multipart(parts);
  return app.inject({
    method: 'POST',
    url: '/api/minio/uploadFile',
    headers: { authorization: token, 'content-type': contentType },
    payload,
  });
}
const picture = (fileName: string, bytes: Buffer, type = 'image/jpeg') => [
  { name: 'file', fileName, type, bytes },
];

describe('uploading a picture', () => {
  it('stores a JPEG under a unique key and answers result 0 with data.fileUrl, which /media and the backend serve', async () => {
    app = await gateway();
    token = await tokenOf(app, ADMIN);
    const first = await upload(picture('IMG_0412_lx3k9a.jpg', JPEG));
    expect(first.statusCode).toBe(200);
    const answer = first.json();
    expect(answer).toMatchObject({ result: 0, msg: '上传成功', data: { fileName: 'IMG_0412_lx3k9a.jpg' } });
    expect(answer.data.fileUrl).toMatch(/^\d{14}_IMG_0412_lx3k9a_[0-9a-z]{6}\.jpg$/);
    const again = (await upload(picture('IMG_0412_lx3k9a.jpg', JPEG))).json();
    expect(again.data.fileUrl).not.toBe(answer.data.fileUrl);

    const media = await app.inject({
      method: 'GET',
      url: `/media/${answer.data.fileUrl}`,
      headers: { authorization: token },
    });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('image/jpeg');
    expect(media.rawPayload.equals(JPEG)).toBe(true);
    const viaBackend = await app.inject({
      method: 'GET',
      url: `/api/minio/getMediaIOForFileUrl?fileName=IMG_0412_lx3k9a.jpg&fileUrl=${answer.data.fileUrl}`,
      headers: { authorization: token },
    });
    expect(viaBackend.rawPayload.equals(JPEG)).toBe(true);
    const byName = await app.inject({
      method: 'GET',
      url: '/api/minio/getMediaUrl?fileName=IMG_0412_lx3k9a.jpg',
      headers: { authorization: token },
    });
    expect(byName.json()).toEqual({
      code: 200,
      msg: '操作成功',
      data: { fileUrl: again.data.fileUrl, fileName: 'IMG_0412_lx3k9a.jpg' },
    });
  });

  it('tells the type by the bytes: a PNG named .jpg is stored as .png, a Chinese name keeps its name', async () => {
    app = await gateway();
    token = await tokenOf(app, ADMIN);
    const answer = (await upload(picture('坑槽照片.jpg', PNG, 'image/jpeg'))).json();
    expect(answer.result).toBe(0);
    expect(answer.data.fileName).toBe('坑槽照片.jpg');
    expect(answer.data.fileUrl).toMatch(/^\d{14}_IMG_[0-9a-z]{6}\.png$/);
    const media = await app.inject({
      method: 'GET',
      url: `/media/${answer.data.fileUrl}`,
      headers: { authorization: token },
    });
    expect(media.headers['content-type']).toBe('image/png');
  });

  it('refuses a file that lies about its type, a picture over 2048 KB and a call without a file, storing nothing', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'jt-uploads-'));
    try {
      app = await gateway({ DATA_DIR: dir });
      token = await tokenOf(app, ADMIN);
      const refusals = [
        await upload(picture('report.jpg', Buffer.from('%PDF-1.7 not a picture'))),
        await upload(picture('cut.png', PNG.subarray(0, 16), 'image/png')),
        await upload(picture('image.gif', await sharp(JPEG).gif().toBuffer(), 'image/gif')),
        await upload(picture('huge.jpg', Buffer.concat([JPEG, Buffer.alloc(2048 * 1024 - JPEG.length + 1)]))),
        await upload([{ name: 'note', bytes: '没有文件' }]),
      ].map((r) => r.json());
      expect(refusals).toEqual([
        { result: 1, msg: '文件格式不正确，请上传jpg、jpeg或png格式的图片', data: null },
        { result: 1, msg: '文件格式不正确，请上传jpg、jpeg或png格式的图片', data: null },
        { result: 1, msg: '文件格式不正确，请上传jpg、jpeg或png格式的图片', data: null },
        { result: 1, msg: '文件过大，不能超过2M', data: null },
        { result: 1, msg: '请选择要上传的图片', data: null },
      ]);
      await expect(readdir(join(dir, 'uploads'))).rejects.toMatchObject({ code: 'ENOENT' });
      // Exactly 2048 KB is allowed.
      const limit = await upload(
        picture('limit.jpg', Buffer.concat([JPEG, Buffer.alloc(2048 * 1024 - JPEG.length)])),
      );
      expect(limit.json().result).toBe(0);
      const two = await upload([...picture('a.jpg', JPEG), ...picture('b.jpg', JPEG)]);
      expect(two.statusCode).toBe(413);
      expect(await readdir(join(dir, 'uploads'))).toHaveLength(1);
    } finally {
      await app.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('keeps uploads in DATA_DIR across a restart and forgets them on reset', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'jt-uploads-'));
    try {
      app = await gateway({ DATA_DIR: dir });
      token = await tokenOf(app, ADMIN);
      const key = (await upload(picture('keep.jpg', JPEG))).json().data.fileUrl as string;
      await app.close();
      app = await gateway({ DATA_DIR: dir });
      token = await tokenOf(app, ADMIN);
      const media = await app.inject({
        method: 'GET',
        url: `/media/${key}`,
        headers: { authorization: token },
      });
      expect(media.rawPayload.equals(JPEG)).toBe(true);
      await admin(app, 'POST', '/reset');
      token = await tokenOf(app, ADMIN);
      const gone = await app.inject({
        method: 'GET',
        url: `/media/${key}`,
        headers: { authorization: token },
      });
      expect(gone.statusCode).toBe(404);
    } finally {
      await app.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('needs a signed-in user', async () => {
    app = await gateway();
    token = 'Bearer nobody';
    expect((await upload(picture('a.jpg', JPEG))).statusCode).toBe(401);
  });
});
