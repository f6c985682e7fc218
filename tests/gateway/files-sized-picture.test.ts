// The sign-in background sized and encoded for the screen (minio download's inferred `width`,
// issue 18) through the real route: AVIF or WebP as Accept allows, the stored JPEG without it.
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gateway } from './support/gateway';

let app: FastifyInstance;
beforeAll(async () => {
  app = await gateway();
});
afterAll(async () => {
  await app.close();
});

const download = (query: string, accept?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/component/minio/download${query}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(accept ? { accept } : {}) },
    payload: 'fileName=login-background.jpg&serviceType=pageConfig',
  });

describe('minio download with a width', () => {
  it('sends the background 960 px wide as AVIF, or WebP, varying on Accept', async () => {
    const avif = await download('?width=960', 'image/avif,image/webp,*/*');
    expect(avif.statusCode).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.headers.vary).toContain('Accept');
    expect((await sharp(avif.rawPayload).metadata()).width).toBe(960);
    const webp = await download('?width=960', 'image/webp,*/*');
    expect(webp.headers['content-type']).toBe('image/webp');
    const stored = await download('');
    expect(stored.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(stored.rawPayload).metadata()).width).toBe(1920);
    expect(avif.rawPayload.length).toBeLessThan(stored.rawPayload.length / 2);
  });

  it('refuses a width outside 64–3840 as the contract says', async () => {
    expect((await download('?width=10')).statusCode).toBe(400);
    expect((await download('?width=wide')).statusCode).toBe(400);
  });
});
