import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import CryptoJS from 'crypto-js';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { gateway } from './support/gateway';

// The AJ-Captcha widgets against the real gateway, sending exactly what VerifySlide.vue and
// VerifyPoints.vue send (crypto-js AES of utils/ase.js), on a picture drawn 400x200 as the
// platform's login page does.

const IMG_WIDTH = 400;
const IMG_HEIGHT = 200;
const BACKGROUNDS = join(import.meta.dirname, '../../mocks/captcha/backgrounds');

/** utils/ase.js */
function aesEncrypt(word: string, keyWord: string): string {
  const key = CryptoJS.enc.Utf8.parse(keyWord);
  const srcs = CryptoJS.enc.Utf8.parse(word);
  return CryptoJS.AES.encrypt(srcs, key, { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 }).toString();
}

interface Widget {
  backToken: string;
  secretKey: string;
  checkBody: Record<string, unknown>;
  captchaVerification: string;
}

/** VerifySlide.end(): the drag distance on the drawn picture, scaled to the 310 reference. */
function slide(backToken: string, secretKey: string, moveLeftDistancePx: number): Widget {
  const moveLeftDistance = (moveLeftDistancePx * 310) / IMG_WIDTH;
  const point = JSON.stringify({ x: moveLeftDistance, y: 5.0 });
  return {
    backToken,
    secretKey,
    checkBody: {
      captchaType: 'blockPuzzle',
      pointJson: secretKey ? aesEncrypt(point, secretKey) : point,
      token: backToken,
    },
    captchaVerification: secretKey
      ? aesEncrypt(`${backToken}---${point}`, secretKey)
      : `${backToken}---${point}`,
  };
}

/** VerifyPoints: 3 clicks on the drawn picture, each scaled to 310x155 with Math.round. */
function clicks(backToken: string, secretKey: string, onScreen: Array<{ x: number; y: number }>): Widget {
  const pointArr = onScreen.map((p) => ({
    x: Math.round((310 * p.x) / IMG_WIDTH),
    y: Math.round((155 * p.y) / IMG_HEIGHT),
  }));
  const json = JSON.stringify(pointArr);
  return {
    backToken,
    secretKey,
    checkBody: { captchaType: 'clickWord', pointJson: aesEncrypt(json, secretKey), token: backToken },
    captchaVerification: aesEncrypt(`${backToken}---${json}`, secretKey),
  };
}

let app: FastifyInstance;
let userAgent = 0;
let headers: Record<string, string>;

beforeAll(async () => {
  app = await gateway();
});
afterAll(async () => {
  await app.close();
});
beforeEach(() => {
  // Each test is its own browser: the limits count per address + User-Agent.
  headers = { 'user-agent': `captcha-widget-test/${++userAgent}` };
});
afterEach(() => {
  vi.useRealTimers();
});

const post = (url: string, payload: object, extra: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers: { ...headers, ...extra } });
const getCaptcha = (captchaType: string, extra: Record<string, string> = {}) =>
  post('/api/captcha/get', { captchaType, clientUid: `${captchaType}-uid`, ts: Date.now() }, extra);
const check = (body: object, extra: Record<string, string> = {}) => post('/api/captcha/check', body, extra);
const qa = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url: `/__mock/captcha${url}`, ...(payload ? { payload } : {}) });

async function puzzle() {
  const response = await getCaptcha('blockPuzzle');
  expect(response.statusCode).toBe(200);
  const { repData } = response.json();
  const answer = (await qa('GET', `/answers/${repData.token}`)).json();
  return { repData, answer };
}

async function words() {
  const response = await getCaptcha('clickWord');
  expect(response.statusCode).toBe(200);
  const { repData } = response.json();
  const answer = (await qa('GET', `/answers/${repData.token}`)).json();
  return { repData, answer };
}

function decodePng(base64: string) {
  const png = Buffer.from(base64, 'base64');
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return { png, width: png.readUInt32BE(16), height: png.readUInt32BE(20), colourType: png[25] };
}

describe('the puzzle widget', () => {
  it('gets a puzzle: HTTP 200 envelope, base64 PNGs without data: prefix, 32-hex token, 16-char secretKey', async () => {
    const response = await getCaptcha('blockPuzzle');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const body = response.json();
    expect(body).toMatchObject({ repCode: '0000', repMsg: null, success: true });
    expect(body.repData).toEqual({
      captchaType: null,
      originalImageBase64: expect.stringMatching(/^iVBORw0KGgo/),
      jigsawImageBase64: expect.stringMatching(/^iVBORw0KGgo/),
      token: expect.stringMatching(/^[0-9a-f]{32}$/),
      secretKey: expect.stringMatching(/^[A-Za-z0-9]{16}$/),
      result: false,
    });
    expect(decodePng(body.repData.originalImageBase64)).toMatchObject({
      width: 310,
      height: 155,
      colourType: 2,
    });
    expect(decodePng(body.repData.jigsawImageBase64)).toMatchObject({
      width: 47,
      height: 155,
      colourType: 6,
    });
  });

  it('solves as a person would: dragged to the hole, 0000, and the widget builds the verification', async () => {
    const { repData, answer } = await puzzle();
    expect(answer).toMatchObject({
      captchaType: 'blockPuzzle',
      token: repData.token,
      secretKey: repData.secretKey,
      y: 5,
    });
    const widget = slide(repData.token, repData.secretKey, Math.round((answer.x * IMG_WIDTH) / 310) + 2);
    const response = await check(widget.checkBody);
    expect(response.json()).toEqual({
      repCode: '0000',
      repMsg: null,
      repData: {
        captchaType: 'blockPuzzle',
        pointJson: widget.checkBody.pointJson,
        token: repData.token,
        result: true,
        clientUid: null,
        browserInfo: null,
      },
      success: true,
    });
    expect((await qa('GET', `/answers/${repData.token}`)).statusCode).toBe(404);
  });

  it('answers a wrong drag with 6111 验证失败 and the token is gone (a retry of it is 6110)', async () => {
    const { repData, answer } = await puzzle();
    const wrong = slide(repData.token, repData.secretKey, Math.round(((answer.x - 30) * IMG_WIDTH) / 310));
    expect((await check(wrong.checkBody)).json()).toEqual({
      repCode: '6111',
      repMsg: '验证失败',
      repData: null,
      success: false,
    });
    const right = slide(repData.token, repData.secretKey, Math.round((answer.x * IMG_WIDTH) / 310));
    expect((await check(right.checkBody)).json()).toEqual({
      repCode: '6110',
      repMsg: '验证码已失效，请重新获取',
      repData: null,
      success: false,
    });
  });

  it('answers a token older than 120 s with 6110', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { repData, answer } = await puzzle();
    vi.setSystemTime(Date.now() + 120_000);
    const widget = slide(repData.token, repData.secretKey, Math.round((answer.x * IMG_WIDTH) / 310));
    expect((await check(widget.checkBody)).json()).toMatchObject({
      repCode: '6110',
      repMsg: '验证码已失效，请重新获取',
    });
  });

  it('cuts the piece at the answer: the piece is the scene there and the hole is darker than the scene', async () => {
    const { repData, answer } = await puzzle();
    const scene = await sharp(join(BACKGROUNDS, `${answer.background}.png`))
      .ensureAlpha()
      .raw()
      .toBuffer();
    const holed = await sharp(Buffer.from(repData.originalImageBase64, 'base64'))
      .ensureAlpha()
      .raw()
      .toBuffer();
    const piece = await sharp(Buffer.from(repData.jigsawImageBase64, 'base64'))
      .ensureAlpha()
      .raw()
      .toBuffer();
    let inside = 0;
    let same = 0;
    let sceneLight = 0;
    let holeLight = 0;
    for (let y = 0; y < 155; y++) {
      for (let x = 0; x < 47; x++) {
        const p = (y * 47 + x) * 4;
        if (piece[p + 3] === 0 || (piece[p] === 255 && piece[p + 1] === 255 && piece[p + 2] === 255))
          continue;
        inside++;
        const at = (y * 310 + answer.x + x) * 4;
        if (piece[p] === scene[at] && piece[p + 1] === scene[at + 1] && piece[p + 2] === scene[at + 2])
          same++;
        sceneLight += (scene[at] ?? 0) + (scene[at + 1] ?? 0) + (scene[at + 2] ?? 0);
        holeLight += (holed[at] ?? 0) + (holed[at + 1] ?? 0) + (holed[at + 2] ?? 0);
      }
    }
    // The piece's outline (~1,100 px) less the scene's own white pixels at the random answer,
    // which the loop skips with the piece's white border: a bright scene leaves ~850.
    expect(inside).toBeGreaterThan(700);
    // The shipped scene, but for the watermark the service draws on it (bottom right).
    expect(same / inside).toBeGreaterThan(0.95);
    expect(holeLight / sceneLight).toBeLessThan(0.85);
  });

  it('draws a different puzzle each time', async () => {
    const a = (await getCaptcha('blockPuzzle')).json().repData;
    const b = (await getCaptcha('blockPuzzle')).json().repData;
    expect(a.originalImageBase64).not.toBe(b.originalImageBase64);
    expect(a.token).not.toBe(b.token);
    expect(a.secretKey).not.toBe(b.secretKey);
  });
});

describe('the click-word widget', () => {
  it('solves as a person would: the 3 asked words clicked in order on the drawn picture', async () => {
    const { repData, answer } = await words();
    expect(repData.wordList).toEqual(answer.wordList);
    expect(decodePng(repData.originalImageBase64)).toMatchObject({ width: 310, height: 155, colourType: 2 });
    // A person clicks the middle of each glyph: right of and above where it was drawn.
    const onScreen = answer.points.map((p: { x: number; y: number }) => ({
      x: ((p.x + 12) * IMG_WIDTH) / 310,
      y: ((p.y - 10) * IMG_HEIGHT) / 155,
    }));
    const widget = clicks(repData.token, repData.secretKey, onScreen);
    expect((await check(widget.checkBody)).json()).toMatchObject({
      repCode: '0000',
      repMsg: null,
      repData: { captchaType: 'clickWord', token: repData.token, result: true },
      success: true,
    });
  });

  it('answers the words clicked in the wrong order with 6111 and the token is gone', async () => {
    const { repData, answer } = await words();
    const reversed = [...answer.points].reverse().map((p: { x: number; y: number }) => ({
      x: (p.x * IMG_WIDTH) / 310,
      y: (p.y * IMG_HEIGHT) / 155,
    }));
    expect((await check(clicks(repData.token, repData.secretKey, reversed).checkBody)).json()).toMatchObject({
      repCode: '6111',
      repMsg: '验证失败',
    });
    expect((await qa('GET', `/answers/${repData.token}`)).statusCode).toBe(404);
  });
});

describe('what the contract lets through to AJ-Captcha', () => {
  it('answers a blank captchaType with 0011 类型不能为空, on get and on check', async () => {
    for (const body of [{ captchaType: '' }, {}, { captchaType: null }]) {
      expect((await post('/api/captcha/get', body)).json()).toEqual({
        repCode: '0011',
        repMsg: '类型不能为空',
        repData: null,
        success: false,
      });
    }
    expect((await check({ captchaType: '', token: 'x', pointJson: 'x' })).json()).toMatchObject({
      repCode: '0011',
      repMsg: '类型不能为空',
    });
  });

  it('answers a blank token with 0011 token不能为空', async () => {
    for (const token of ['', null]) {
      const response = await check({ captchaType: 'blockPuzzle', token, pointJson: 'abc' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        repCode: '0011',
        repMsg: 'token不能为空',
        repData: null,
        success: false,
      });
    }
    expect((await check({ captchaType: 'blockPuzzle', pointJson: 'abc' })).json().repMsg).toBe(
      'token不能为空',
    );
  });

  it('refuses an unknown captcha type as a contract violation (400)', async () => {
    const response = await post('/api/captcha/get', { captchaType: 'rotatePuzzle' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('error.validation');
  });
});

describe('the frequency limits per client', () => {
  it('answers the 31st get within a minute with 6201, for that browser only', async () => {
    for (let i = 0; i < 30; i++) expect((await getCaptcha('clickWord')).json().repCode).toBe('0000');
    expect((await getCaptcha('blockPuzzle')).json()).toEqual({
      repCode: '6201',
      repMsg: 'get接口请求次数超限，请稍后再试!',
      repData: null,
      success: false,
    });
    expect((await getCaptcha('blockPuzzle', { 'user-agent': 'another-browser' })).json().repCode).toBe(
      '0000',
    );
  });

  it('counts by the client address, which a forged X-Forwarded-For does not change', async () => {
    expect((await qa('PUT', '/limits', { getMinuteLimit: 1 })).json().getMinuteLimit).toBe(1);
    try {
      expect((await getCaptcha('blockPuzzle', { 'x-forwarded-for': '10.1.2.3' })).json().repCode).toBe(
        '0000',
      );
      // Without TRUST_PROXY every forged address is still the same client: no fresh budget.
      expect((await getCaptcha('clickWord', { 'x-forwarded-for': '10.9.9.9' })).json().repCode).toBe('6201');
      expect(
        (await getCaptcha('clickWord', { 'x-forwarded-for': '10.8.8.8, 10.7.7.7' })).json().repCode,
      ).toBe('6201');
    } finally {
      await qa('PUT', '/limits', { getMinuteLimit: 30 });
    }
  });

  it('counts by the address the trusted proxy names (TRUST_PROXY), not by the widget id', async () => {
    const behindProxy = await gateway({ TRUST_PROXY: '1' });
    try {
      await behindProxy.inject({
        method: 'PUT',
        url: '/__mock/captcha/limits',
        payload: { getMinuteLimit: 1 },
      });
      const get = (forwardedFor: string, clientUid: string) =>
        behindProxy.inject({
          method: 'POST',
          url: '/api/captcha/get',
          headers: { ...headers, 'x-forwarded-for': forwardedFor },
          payload: { captchaType: 'blockPuzzle', clientUid, ts: Date.now() },
        });
      expect((await get('10.1.2.3', 'a')).json().repCode).toBe('0000');
      expect((await get('10.1.2.3', 'b')).json().repCode).toBe('6201');
      expect((await get('10.9.9.9', 'a')).json().repCode).toBe('0000');
    } finally {
      await behindProxy.close();
    }
  });

  it('locks gets with 6202 after 5 wrong answers; QA can clear the lock', async () => {
    for (let i = 0; i < 5; i++) {
      const { repData, answer } = await puzzle();
      const wrong = slide(repData.token, repData.secretKey, Math.round(((answer.x + 40) * IMG_WIDTH) / 310));
      expect((await check(wrong.checkBody)).json().repCode).toBe('6111');
    }
    expect((await getCaptcha('blockPuzzle')).json()).toEqual({
      repCode: '6202',
      repMsg: '接口验证失败数过多，请稍后再试',
      repData: null,
      success: false,
    });
    expect((await qa('DELETE', '/counters')).statusCode).toBe(204);
    expect((await getCaptcha('blockPuzzle')).json().repCode).toBe('0000');
  });

  it('answers checks beyond the minute limit with 6204', async () => {
    await qa('PUT', '/limits', { checkMinuteLimit: 2 });
    try {
      const body = { captchaType: 'blockPuzzle', token: 'f'.repeat(32), pointJson: 'x' };
      expect((await check(body)).json().repCode).toBe('6110');
      expect((await check(body)).json().repCode).toBe('6110');
      expect((await check(body)).json()).toEqual({
        repCode: '6204',
        repMsg: 'check接口请求次数超限，请稍后再试!',
        repData: null,
        success: false,
      });
    } finally {
      await qa('PUT', '/limits', { checkMinuteLimit: 60 });
    }
  });

  it('limits nothing once QA turns the limits off', async () => {
    expect((await qa('PUT', '/limits', { enabled: false, getMinuteLimit: 1 })).json()).toEqual({
      enabled: false,
      getMinuteLimit: 1,
      checkMinuteLimit: 60,
      getLockLimit: 5,
      getLockSeconds: 60,
    });
    try {
      for (let i = 0; i < 3; i++) expect((await getCaptcha('blockPuzzle')).json().repCode).toBe('0000');
    } finally {
      await qa('PUT', '/limits', { enabled: true, getMinuteLimit: 30 });
    }
    expect((await qa('GET', '/limits')).json()).toEqual({
      enabled: true,
      getMinuteLimit: 30,
      checkMinuteLimit: 60,
      getLockLimit: 5,
      getLockSeconds: 60,
    });
  });
});

describe('the digital captcha', () => {
  it('answers a Result whose data maps a new key to a PNG data URL of 150x50', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/component/captcha/getDigitalCaptcha' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.code).toBe(200);
    expect(body.msg).toBe('操作成功');
    const entries = Object.entries(body.data as Record<string, string>);
    expect(entries).toHaveLength(1);
    const [key, image] = entries[0] ?? ['', ''];
    expect(image).toMatch(/^data:image\/png;base64,/);
    expect(decodePng(image.replace('data:image/png;base64,', ''))).toMatchObject({ width: 150, height: 50 });
    const answer = await qa('GET', `/answers/${key}`);
    expect(answer.json()).toEqual({
      captchaType: 'numberCode',
      key,
      code: expect.stringMatching(/^[ACDEFHKMNPRTWXY345678]{4}$/),
      expiresInSeconds: 180,
    });
    expect((await qa('GET', '/latest?captchaType=numberCode')).json().key).toBe(key);
  });
});

describe('the QA API', () => {
  it('seeds the next captchas: same picture and answer, new tokens', async () => {
    expect((await qa('PUT', '/next', { seed: 4242, uses: 2 })).json()).toEqual({ seed: 4242, uses: 2 });
    const a = await puzzle();
    const b = await puzzle();
    expect(b.answer.x).toBe(a.answer.x);
    expect(b.repData.originalImageBase64).toBe(a.repData.originalImageBase64);
    expect(b.repData.token).not.toBe(a.repData.token);
    expect((await qa('PUT', '/next', { seed: 4242 })).json()).toEqual({ seed: 4242, uses: 1 });
    const c = await puzzle();
    expect(c.repData.originalImageBase64).toBe(a.repData.originalImageBase64);
  });

  it('answers the newest live captcha of a kind, and 404 for an unknown one', async () => {
    const { repData } = await words();
    expect((await qa('GET', '/latest?captchaType=clickWord')).json().token).toBe(repData.token);
    const unknown = await qa('GET', `/answers/${'0'.repeat(32)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: 404, message: 'error.http.404' });
    expect((await qa('GET', '/latest?captchaType=sliding')).statusCode).toBe(400);
  });

  it('is not there without MOCK_ADMIN', async () => {
    const closed = await gateway({ MOCK_ADMIN: 'false' });
    try {
      expect((await closed.inject({ method: 'GET', url: '/__mock/captcha/limits' })).statusCode).toBe(404);
      const got: LightMyRequestResponse = await closed.inject({
        method: 'POST',
        url: '/api/captcha/get',
        payload: { captchaType: 'blockPuzzle' },
      });
      expect(got.json().repCode).toBe('0000');
    } finally {
      await closed.close();
    }
  });
});

it('ships the background pictures it draws from', () => {
  const png = readFileSync(join(BACKGROUNDS, 'highway-noon.png'));
  expect(png.readUInt32BE(16)).toBe(310);
  expect(png.readUInt32BE(20)).toBe(155);
});
