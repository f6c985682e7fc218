// 系统配置 › 存储配置 on the mock (listStorageObjects, deleteStorageObject): the bucket as the
// administrators browse it — the platform's own files and the users' uploads, filtered and
// sorted — and an upload removed, after which /media answers it as an unknown key.
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN, gateway, INSPECTOR, tokenOf } from './support/gateway';

const PNG = readFileSync(new URL('../../mocks/files/logo.png', import.meta.url));
const BOUNDARY = '----WebKitFormBoundaryStorage01';

let app: FastifyInstance;
afterEach(async () => {
  await app?.close();
});

async function uploadAs(token: string, fileName: string): Promise<string> {
  const payload = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  const response = await app.inject({
    method: 'POST',
    url: '/api/minio/uploadFile',
    headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload,
  });
  return response.json().data.fileUrl as string;
}

const list = (token: string, query: object = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/minio/objects/page',
    headers: { authorization: token },
    payload: { current: 1, size: 100, ...query },
  });
const remove = (token: string, key: string) =>
  app.inject({ method: 'DELETE', url: `/api/minio/objects/${key}`, headers: { authorization: token } });

describe('the media bucket (/system/storage)', () => {
  it('lists the uploads first, newest first, beside the platform’s files, and filters them', async () => {
    app = await gateway();
    const admin = await tokenOf(app, ADMIN);
    const inspector = await tokenOf(app, INSPECTOR);
    const key = await uploadAs(inspector, 'crack-photo.png');
    const all = (await list(admin)).json();
    expect(all.code).toBe(200);
    expect(all.data.records[0]).toEqual({
      name: key,
      contentType: 'image/png',
      size: PNG.length,
      source: 'upload',
      sourceName: '用户上传',
      fileName: 'crack-photo.png',
      uploadedBy: 'inspector',
      width: expect.any(Number),
      height: expect.any(Number),
      lastModified: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    expect(all.data.records.map((o: { name: string }) => o.name)).toContain('wechat-qrcode.png');
    const builtin = all.data.records.find((o: { name: string }) => o.name === 'wechat-qrcode.png');
    expect(builtin).toMatchObject({
      source: 'builtin',
      sourceName: '系统文件',
      fileName: null,
      uploadedBy: null,
    });

    const uploads = (
      await list(admin, { filters: [{ key: 'sourceName', operator: 'in', value: '用户上传' }] })
    ).json();
    expect(uploads.data.records.map((o: { name: string }) => o.name)).toEqual([key]);
    const videos = (
      await list(admin, { filters: [{ key: 'contentType', operator: 'like', value: '*video*' }] })
    ).json();
    expect(videos.data.records.map((o: { name: string }) => o.name)).toEqual(['login-background.mp4']);
    const largest = (await list(admin, { size: 1, orders: [{ column: 'size', asc: false }] })).json();
    expect(largest.data.records[0].size).toBe(
      Math.max(...all.data.records.map((o: { size: number }) => o.size)),
    );
    expect(
      (await list(admin, { filters: [{ key: 'secret', operator: 'like', value: 'x' }] })).statusCode,
    ).toBe(400);
  });

  it('deletes an upload, which /media then answers as unknown; refuses the platform’s own files and a second delete', async () => {
    app = await gateway();
    const admin = await tokenOf(app, ADMIN);
    const key = await uploadAs(admin, 'old.png');
    expect(
      (await app.inject({ method: 'GET', url: `/media/${key}`, headers: { authorization: admin } }))
        .statusCode,
    ).toBe(200);
    expect((await remove(admin, key)).json()).toEqual({ code: 200, msg: '操作成功' });
    expect(
      (await app.inject({ method: 'GET', url: `/media/${key}`, headers: { authorization: admin } }))
        .statusCode,
    ).toBe(404);
    const again = await remove(admin, key);
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe('文件不存在或已删除');
    const builtin = await remove(admin, 'wechat-qrcode.png');
    expect(builtin.statusCode).toBe(400);
    expect(builtin.json().detail).toBe('系统内置文件不能删除');
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/media/wechat-qrcode.png',
          headers: { authorization: admin },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('is for administrators only', async () => {
    app = await gateway();
    const inspector = await tokenOf(app, INSPECTOR);
    const key = await uploadAs(inspector, 'mine.png');
    expect((await list(inspector)).statusCode).toBe(403);
    expect((await remove(inspector, key)).statusCode).toBe(403);
  });
});
