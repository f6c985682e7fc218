// The /tts socket in mock mode: iFlytek's frames (code, message, sid, data {audio, status 0/1/2,
// ced}) carrying speech-like 16 kHz PCM as long as the text takes to read, closed with 1000;
// the browser's bad frame answered as the proxy does (code 400), iFlytek's refusals by its codes.

import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ADMIN, gateway, tokenOf } from './support/gateway';
import { WORLD_START_MS } from './support/world';

let app: FastifyInstance;
let origin: string;
let token: string;
beforeAll(async () => {
  app = await gateway();
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  token = (await tokenOf(app, ADMIN)).replace(/^Bearer /, '');
}, WORLD_START_MS);
afterAll(async () => {
  await app.close();
});

interface Frame {
  code: number;
  message: string;
  sid?: string;
  data?: { audio: string; status: number; ced: string };
}

async function speak(
  frame: unknown,
  accessToken: string | null = token,
): Promise<{ frames: Frame[]; closeCode: number }> {
  const socket = new WebSocket(
    `ws://${origin}/tts${accessToken === null ? '' : `?access_token=${accessToken}`}`,
  );
  const frames: Frame[] = [];
  socket.on('message', (data) => frames.push(JSON.parse(String(data)) as Frame));
  await once(socket, 'open');
  socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  const [closeCode] = (await once(socket, 'close')) as [number];
  return { frames, closeCode };
}

describe('the speech socket in mock mode', () => {
  it("streams iFlytek's frames of 16 kHz PCM, status 0 first and 2 last, then closes with 1000", async () => {
    const text = '今日沪蓉高速巡查三次，发现坑槽两处。';
    const { frames, closeCode } = await speak({ text });
    expect(closeCode).toBe(1000);
    expect(frames.length).toBeGreaterThan(3);
    const statuses = frames.map((f) => f.data?.status);
    expect(statuses[0]).toBe(0);
    expect(statuses.at(-1)).toBe(2);
    expect(new Set(statuses.slice(1, -1))).toEqual(new Set([1]));
    for (const frame of frames) {
      expect(frame).toMatchObject({ code: 0, message: 'success', sid: frames[0]?.sid });
    }
    expect(frames[0]?.sid).toMatch(/^tts[0-9a-f]{8}@dx[0-9a-f]{18}$/);
    expect(frames.at(-1)?.data?.ced).toBe(String(Buffer.byteLength(text)));
    const pcm = Buffer.concat(frames.map((f) => Buffer.from(f.data?.audio ?? '', 'base64')));
    const seconds = pcm.length / 2 / 16_000;
    expect(seconds).toBeGreaterThan(2.5);
    expect(seconds).toBeLessThan(5.5);
  });

  it("answers the browser's bad frame as the proxy does: code 400 naming the rule", async () => {
    const long = await speak({ text: '好'.repeat(2001) });
    expect(long.frames).toEqual([{ code: 400, message: 'text must NOT have more than 2000 characters' }]);
    expect(long.closeCode).toBe(1000);
    expect((await speak('not json')).frames).toEqual([{ code: 400, message: 'frame must be valid JSON' }]);
  });

  it("refuses with iFlytek's codes: a voice not enabled (11200), 8000 bytes of text or more (10109)", async () => {
    const voice = await speak({ text: '你好', vcn: 'x4_lingxiaoqi' });
    expect(voice.frames).toEqual([
      { code: 11200, message: 'auth no license', sid: expect.stringMatching(/^tts/) },
    ]);
    const bytes = await speak({ text: '😀'.repeat(2000) });
    expect(bytes.frames).toEqual([
      { code: 10109, message: 'AIGES_ERROR_INVALID_DATA', sid: expect.stringMatching(/^tts/) },
    ]);
  });

  it('speaks with a man’s voice too (aisjiuxu)', async () => {
    const { frames } = await speak({ text: '验收通过', vcn: 'aisjiuxu', speed: 80 });
    expect(frames.at(-1)?.data?.status).toBe(2);
  });

  it('refuses the upgrade without a session (401 before the socket opens)', async () => {
    const socket = new WebSocket(`ws://${origin}/tts`);
    socket.on('error', () => undefined);
    const [, response] = (await once(socket, 'unexpected-response')) as [unknown, { statusCode: number }];
    expect(response.statusCode).toBe(401);
    socket.terminate();
  });
});
