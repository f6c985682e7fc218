import { describe, expect, it } from 'vitest';
import { json, scriptedClient } from '../api/test-client';
import { downloadFile } from './minio-download';

describe('the minio download', () => {
  it('posts fileName and serviceType as a form and gives the file as a Blob', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    const { client, sent } = scriptedClient({
      'POST /api/component/minio/download': () =>
        new Response(png, { status: 200, headers: { 'Content-Type': 'image/png' } }),
    });
    const blob = await downloadFile(client, 'logo.png', { serviceType: 'pageConfig' });
    expect(blob.type).toBe('image/png');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(png);
    expect(sent[0]?.body).toBe('fileName=logo.png&serviceType=pageConfig');
    expect(sent[0]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
  });

  it('asks for a picture sized for the screen: the width in the query, AVIF or WebP accepted', async () => {
    const { client, sent } = scriptedClient({
      'POST /api/component/minio/download': () =>
        new Response(new Uint8Array([1, 2, 3]), { status: 200, headers: { 'Content-Type': 'image/avif' } }),
    });
    const blob = await downloadFile(client, 'login-background.jpg', {
      serviceType: 'pageConfig',
      width: 960,
    });
    expect(blob.type).toBe('image/avif');
    expect(sent[0]?.search).toBe('?width=960');
    expect(sent[0]?.headers.accept).toBe('image/avif,image/webp,*/*');
    expect(sent[0]?.body).toBe('fileName=login-background.jpg&serviceType=pageConfig');
  });

  it('rejects an unknown file (404 Problem) with 文件下载失败', async () => {
    const { client } = scriptedClient({
      'POST /api/component/minio/download': () =>
        json(404, {
          status: 404,
          title: 'Not Found',
          detail: '文件不存在：missing.png',
          message: 'error.file.notFound',
        }),
    });
    await expect(downloadFile(client, 'missing.png')).rejects.toThrow('文件下载失败: missing.png');
  });
});
