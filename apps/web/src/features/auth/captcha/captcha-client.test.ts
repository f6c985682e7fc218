import { createApiClient } from '@jt/api-contract';
import { aesDecrypt } from '@jt/crypto';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../lib/http/key-value-storage';
import { clientUid, createCaptchaCalls, uuid } from './captcha-client';

const KEY = 'h7Tq2LmZ9cVbX4sE';

function client(answer: unknown, seen: unknown[] = []) {
  return createApiClient({
    baseUrl: 'http://gateway.test',
    fetch: async (request) => {
      seen.push(await request.json());
      return new Response(JSON.stringify(answer), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    },
  });
}

describe('the client id', () => {
  it('is a version 4 UUID', () => {
    expect(uuid(() => new Uint8Array(16).fill(0xff))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(uuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("is created once per widget under AJ-Captcha's keys", () => {
    const storage = memoryStorage();
    const slider = clientUid('blockPuzzle', storage, () => 'a');
    expect(slider).toBe('slider-a');
    expect(clientUid('blockPuzzle', storage, () => 'b')).toBe('slider-a');
    expect(clientUid('clickWord', storage, () => 'c')).toBe('point-c');
    expect(storage.snapshot()).toEqual({ slider: 'slider-a', point: 'point-c' });
  });
});

describe('get', () => {
  it('asks with the type, the client id and the time, and reads the image', async () => {
    const seen: unknown[] = [];
    const calls = createCaptchaCalls(
      client(
        {
          repCode: '0000',
          repMsg: null,
          repData: {
            originalImageBase64: 'QkFTRQ==',
            jigsawImageBase64: 'UElFQ0U=',
            token: 't1',
            secretKey: KEY,
          },
          success: true,
        },
        seen,
      ),
      memoryStorage({ slider: 'slider-x' }),
      () => 1_741_768_215_000,
    );
    expect(await calls.get('blockPuzzle')).toEqual({
      ok: true,
      image: { original: 'QkFTRQ==', jigsaw: 'UElFQ0U=', words: [], token: 't1', secretKey: KEY },
    });
    expect(seen).toEqual([{ captchaType: 'blockPuzzle', clientUid: 'slider-x', ts: 1_741_768_215_000 }]);
  });

  it('gives repCode and repMsg when there is no image', async () => {
    const calls = createCaptchaCalls(
      client({ repCode: '6201', repMsg: 'get接口请求次数超限，请稍后再试!', repData: null, success: false }),
      memoryStorage(),
    );
    expect(await calls.get('clickWord')).toEqual({
      ok: false,
      repCode: '6201',
      message: 'get接口请求次数超限，请稍后再试!',
    });
  });
});

describe('check', () => {
  const image = {
    original: 'x',
    jigsaw: 'y',
    words: [],
    token: '3f9b2c7e1a4d4f0b8e6c5d2a1b0c9e8f',
    secretKey: KEY,
  };

  it('sends pointJson encrypted with the secretKey and builds captchaVerification on 0000', async () => {
    const seen: Array<Record<string, unknown>> = [];
    const calls = createCaptchaCalls(
      client({ repCode: '0000', repMsg: null, repData: { result: true }, success: true }, seen),
      memoryStorage({ slider: 'slider-x' }),
      () => 5,
    );
    const result = await calls.check('blockPuzzle', image, '{"x":120,"y":5}');
    expect(seen[0]).toMatchObject({
      captchaType: 'blockPuzzle',
      token: image.token,
      clientUid: 'slider-x',
      ts: 5,
    });
    expect(aesDecrypt(String(seen[0]?.pointJson), KEY)).toBe('{"x":120,"y":5}');
    expect(result.ok).toBe(true);
    if (result.ok) expect(aesDecrypt(result.verification, KEY)).toBe(`${image.token}---{"x":120,"y":5}`);
  });

  it('sends plain text without a secretKey', async () => {
    const seen: Array<Record<string, unknown>> = [];
    const calls = createCaptchaCalls(
      client({ repCode: '0000', repMsg: null, repData: null, success: true }, seen),
      memoryStorage(),
    );
    const result = await calls.check('clickWord', { ...image, secretKey: null }, '[{"x":1,"y":2}]');
    expect(seen[0]?.pointJson).toBe('[{"x":1,"y":2}]');
    expect(result).toEqual({ ok: true, verification: `${image.token}---[{"x":1,"y":2}]` });
  });

  it('reports a failed check with its code', async () => {
    const calls = createCaptchaCalls(
      client({ repCode: '6111', repMsg: '验证失败', repData: null, success: false }),
      memoryStorage(),
    );
    expect(await calls.check('blockPuzzle', image, '{"x":1,"y":5}')).toEqual({
      ok: false,
      repCode: '6111',
      message: '验证失败',
    });
  });
});
