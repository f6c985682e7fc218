import { captchaVerification, encryptPointJson } from '@jt/crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configValues } from '../config/config-values';
import { MockStore } from '../store/mock-store';
import type { AjAnswer } from './aj-captcha-service';
import { type CaptchaServices, createCaptchaServices } from './captcha-services';

// The services as the widgets and the sign-in use them, on a clock the tests move. The HTTP side
// (routes, contract, client identity, QA API) is covered in tests/gateway/captcha-*.test.ts.

let now = 1_750_000_000_000;
const clock = () => now;
let store: MockStore;
let services: CaptchaServices;

beforeAll(async () => {
  store = await MockStore.open(null);
  services = await createCaptchaServices(store, clock);
});

beforeEach(() => {
  store.reset();
  services.limiter.clear();
});

const client = 'client-md5';

async function getPuzzle() {
  const got = await services.aj.get({ captchaType: 'blockPuzzle', clientUid: 'slider-1', ts: now }, client);
  expect(got.repCode).toBe('0000');
  const token = got.repData?.token ?? '';
  const answer = services.aj.answer(token) as Extract<AjAnswer, { captchaType: 'blockPuzzle' }>;
  expect(answer.secretKey).toBe(got.repData?.secretKey);
  return { token, secretKey: answer.secretKey, x: answer.x };
}

async function getWords() {
  const got = await services.aj.get({ captchaType: 'clickWord', clientUid: 'point-1', ts: now }, client);
  expect(got.repCode).toBe('0000');
  const token = got.repData?.token ?? '';
  const answer = services.aj.answer(token) as Extract<AjAnswer, { captchaType: 'clickWord' }>;
  expect(got.repData?.wordList).toEqual(answer.wordList);
  return { token, secretKey: answer.secretKey, points: answer.points };
}

/** What VerifySlide / VerifyPoints send and build, with the widget's own JSON.stringify. */
function widget(token: string, secretKey: string, points: unknown) {
  const plain = JSON.stringify(points);
  return {
    pointJson: encryptPointJson(plain, secretKey),
    captchaVerification: captchaVerification(token, plain, secretKey),
  };
}

function checkPuzzle(token: string, pointJson: string) {
  return services.aj.check({ captchaType: 'blockPuzzle', token, pointJson }, client);
}

describe('the puzzle', () => {
  it('answers get with the images, a 32-hex token and a 16-character secretKey', async () => {
    const got = await services.aj.get({ captchaType: 'blockPuzzle' }, client);
    expect(got).toMatchObject({ repCode: '0000', repMsg: null, success: true });
    expect(Object.keys(got.repData ?? {})).toEqual([
      'captchaType',
      'originalImageBase64',
      'jigsawImageBase64',
      'token',
      'secretKey',
      'result',
    ]);
    expect(got.repData?.captchaType).toBeNull();
    expect(got.repData?.result).toBe(false);
    expect(got.repData?.token).toMatch(/^[0-9a-f]{32}$/);
    expect(got.repData?.secretKey).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(got.repData?.originalImageBase64).toMatch(/^iVBORw0KGgo[A-Za-z0-9+/]+=*$/);
    expect(got.repData?.jigsawImageBase64).toMatch(/^iVBORw0KGgo[A-Za-z0-9+/]+=*$/);
  });

  it('passes at the answer, echoes the request, and the sign-in accepts the verification exactly once', async () => {
    const { token, secretKey, x } = await getPuzzle();
    const sent = widget(token, secretKey, { x: x + 3.7, y: 5.0 });
    expect(checkPuzzle(token, sent.pointJson)).toEqual({
      repCode: '0000',
      repMsg: null,
      repData: {
        captchaType: 'blockPuzzle',
        pointJson: sent.pointJson,
        token,
        result: true,
        clientUid: null,
        browserInfo: null,
      },
      success: true,
    });
    expect(services.gate.mode()).toBe('blockPuzzle');
    expect(services.gate.verifyForLogin({ captchaVerification: sent.captchaVerification })).toEqual({
      ok: true,
    });
    expect(services.gate.verifyForLogin({ captchaVerification: sent.captchaVerification })).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it.each([
    ['5 px right', 5, 5, '0000'],
    ['5 px left', -5, 5, '0000'],
    ['5.1 px left (truncated as Java does: x − 6)', -5.1, 5, '6111'],
    ['5.99 px right (truncated)', 5.99, 5, '0000'],
    ['6 px right', 6, 5, '6111'],
    ['6 px left', -6, 5, '6111'],
    ['y 5.8 (truncated to 5)', 0, 5.8, '0000'],
    ['y 4.99', 0, 4.99, '6111'],
    ['y 6', 0, 6, '6111'],
  ])('tolerates the slide %s: %s', async (_name, dx, y, code) => {
    const { token, secretKey, x } = await getPuzzle();
    expect(checkPuzzle(token, widget(token, secretKey, { x: x + dx, y }).pointJson).repCode).toBe(code);
  });

  it('answers a wrong position with 6111 验证失败 and deletes the token', async () => {
    const { token, secretKey, x } = await getPuzzle();
    const wrong = widget(token, secretKey, { x: x + 40, y: 5 });
    expect(checkPuzzle(token, wrong.pointJson)).toEqual({
      repCode: '6111',
      repMsg: '验证失败',
      repData: null,
      success: false,
    });
    expect(services.aj.answer(token)).toBeUndefined();
    const right = widget(token, secretKey, { x, y: 5 });
    expect(checkPuzzle(token, right.pointJson)).toMatchObject({
      repCode: '6110',
      repMsg: '验证码已失效，请重新获取',
    });
    expect(services.gate.verifyForLogin({ captchaVerification: wrong.captchaVerification })).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('answers a second check of a passed token with 6110', async () => {
    const { token, secretKey, x } = await getPuzzle();
    const sent = widget(token, secretKey, { x, y: 5 });
    expect(checkPuzzle(token, sent.pointJson).repCode).toBe('0000');
    expect(checkPuzzle(token, sent.pointJson)).toEqual({
      repCode: '6110',
      repMsg: '验证码已失效，请重新获取',
      repData: null,
      success: false,
    });
  });

  it('keeps a token 120 s: checked at 119 s it passes, at 120 s it has expired (6110)', async () => {
    const first = await getPuzzle();
    const second = await getPuzzle();
    now += 119_000;
    expect(
      checkPuzzle(first.token, widget(first.token, first.secretKey, { x: first.x, y: 5 }).pointJson).repCode,
    ).toBe('0000');
    now += 1_000;
    expect(
      checkPuzzle(second.token, widget(second.token, second.secretKey, { x: second.x, y: 5 }).pointJson)
        .repCode,
    ).toBe('6110');
  });

  it('keeps a verification 180 s for the sign-in', async () => {
    const a = await getPuzzle();
    const b = await getPuzzle();
    const va = widget(a.token, a.secretKey, { x: a.x, y: 5 });
    const vb = widget(b.token, b.secretKey, { x: b.x, y: 5 });
    expect(checkPuzzle(a.token, va.pointJson).repCode).toBe('0000');
    expect(checkPuzzle(b.token, vb.pointJson).repCode).toBe('0000');
    now += 179_000;
    expect(services.gate.verifyForLogin({ captchaVerification: va.captchaVerification })).toEqual({
      ok: true,
    });
    now += 1_000;
    expect(services.gate.verifyForLogin({ captchaVerification: vb.captchaVerification })).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('answers a pointJson encrypted with another key with 0001 操作失败, and the token is gone', async () => {
    const { token, x } = await getPuzzle();
    const sent = widget(token, 'AAAAAAAAAAAAAAAA', { x, y: 5 });
    expect(checkPuzzle(token, sent.pointJson)).toEqual({
      repCode: '0001',
      repMsg: '操作失败',
      repData: null,
      success: false,
    });
    expect(services.aj.answer(token)).toBeUndefined();
  });

  it('answers a check that names the other captcha type with 0001', async () => {
    const { token, secretKey, x } = await getPuzzle();
    const sent = widget(token, secretKey, [{ x, y: 5 }]);
    expect(
      services.aj.check({ captchaType: 'clickWord', token, pointJson: sent.pointJson }, client).repCode,
    ).toBe('0001');
  });

  it('answers blank fields with 0011 as AJ-Captcha does', async () => {
    expect(await services.aj.get({ captchaType: '' }, client)).toEqual({
      repCode: '0011',
      repMsg: '类型不能为空',
      repData: null,
      success: false,
    });
    expect(await services.aj.get({}, client)).toMatchObject({ repCode: '0011', repMsg: '类型不能为空' });
    expect(services.aj.check({ captchaType: null, token: 'x', pointJson: 'x' }, client)).toMatchObject({
      repCode: '0011',
      repMsg: '类型不能为空',
    });
    expect(services.aj.check({ captchaType: 'blockPuzzle', token: '', pointJson: 'x' }, client)).toEqual({
      repCode: '0011',
      repMsg: 'token不能为空',
      repData: null,
      success: false,
    });
  });
});

describe('the click-word captcha', () => {
  function checkWords(token: string, pointJson: string) {
    return services.aj.check({ captchaType: 'clickWord', token, pointJson }, client);
  }

  beforeEach(() => {
    configValues(store).set('captcha_config', 'captcha_type', '2');
  });

  it('answers get with the image, the 3 words to click, a token and a secretKey', async () => {
    const got = await services.aj.get({ captchaType: 'clickWord' }, client);
    expect(Object.keys(got.repData ?? {})).toEqual([
      'captchaType',
      'originalImageBase64',
      'wordList',
      'token',
      'secretKey',
      'result',
    ]);
    expect(got.repData?.wordList).toHaveLength(3);
  });

  it('passes 3 clicks in order on the words and the sign-in accepts the verification exactly once', async () => {
    const { token, secretKey, points } = await getWords();
    const clicks = points.map((p) => ({ x: p.x + 12, y: p.y - 10 }));
    const sent = widget(token, secretKey, clicks);
    expect(checkWords(token, sent.pointJson)).toMatchObject({
      repCode: '0000',
      repData: { captchaType: 'clickWord', token, result: true },
    });
    expect(services.gate.mode()).toBe('clickWord');
    expect(services.gate.verifyForLogin({ captchaVerification: sent.captchaVerification })).toEqual({
      ok: true,
    });
    expect(services.gate.verifyForLogin({ captchaVerification: sent.captchaVerification })).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it.each([
    ['25 px off on both axes', 25, -25, '0000'],
    ['26 px off horizontally', 26, 0, '6111'],
    ['26 px off vertically', 0, -26, '6111'],
  ])('tolerates clicks %s', async (_name, dx, dy, code) => {
    const { token, secretKey, points } = await getWords();
    const clicks = points.map((p, i) => (i === 1 ? { x: p.x + dx, y: p.y + dy } : p));
    expect(checkWords(token, widget(token, secretKey, clicks).pointJson).repCode).toBe(code);
  });

  it('refuses the right words in another order with 6111 and deletes the token', async () => {
    const { token, secretKey, points } = await getWords();
    const [a, b, c] = points;
    expect(checkWords(token, widget(token, secretKey, [c, b, a]).pointJson)).toMatchObject({
      repCode: '6111',
      repMsg: '验证失败',
    });
    expect(services.aj.answer(token)).toBeUndefined();
  });

  it('refuses fewer than 3 clicks with 6111', async () => {
    const { token, secretKey, points } = await getWords();
    expect(checkWords(token, widget(token, secretKey, points.slice(0, 2)).pointJson).repCode).toBe('6111');
  });

  it('answers a pointJson that is no point list with 0001', async () => {
    const { token, secretKey, points } = await getWords();
    expect(checkWords(token, widget(token, secretKey, points[0]).pointJson).repCode).toBe('0001');
  });
});

describe('the frequency limits through the service', () => {
  it('locks gets (6202) after 5 wrong answers, even right ones of other tokens afterwards', async () => {
    for (let i = 0; i < 5; i++) {
      const { token, secretKey, x } = await getPuzzle();
      expect(checkPuzzle(token, widget(token, secretKey, { x: x + 50, y: 5 }).pointJson).repCode).toBe(
        '6111',
      );
    }
    expect(await services.aj.get({ captchaType: 'blockPuzzle' }, client)).toEqual({
      repCode: '6202',
      repMsg: '接口验证失败数过多，请稍后再试',
      repData: null,
      success: false,
    });
    expect((await services.aj.get({ captchaType: 'clickWord' }, client)).repCode).toBe('6202');
    expect((await services.aj.get({ captchaType: 'blockPuzzle' }, 'another-client')).repCode).toBe('0000');
    now += 60_000;
    expect((await services.aj.get({ captchaType: 'blockPuzzle' }, client)).repCode).toBe('0000');
  });

  it('does not count an expired token as a failure', async () => {
    for (let i = 0; i < 6; i++) {
      expect(checkPuzzle('0123456789abcdef0123456789abcdef', 'x').repCode).toBe('6110');
    }
    expect((await services.aj.get({ captchaType: 'blockPuzzle' }, client)).repCode).toBe('0000');
  });

  it('answers the 31st get of a minute with 6201 and the 61st check with 6204', async () => {
    services.limits.update({ getMinuteLimit: 2, checkMinuteLimit: 3 });
    expect((await services.aj.get({ captchaType: 'blockPuzzle' }, client)).repCode).toBe('0000');
    expect((await services.aj.get({ captchaType: 'clickWord' }, client)).repCode).toBe('0000');
    expect(await services.aj.get({ captchaType: 'blockPuzzle' }, client)).toEqual({
      repCode: '6201',
      repMsg: 'get接口请求次数超限，请稍后再试!',
      repData: null,
      success: false,
    });
    for (let i = 0; i < 3; i++) expect(checkPuzzle('f'.repeat(32), 'x').repCode).toBe('6110');
    expect(checkPuzzle('f'.repeat(32), 'x')).toEqual({
      repCode: '6204',
      repMsg: 'check接口请求次数超限，请稍后再试!',
      repData: null,
      success: false,
    });
  });
});

describe('the digital captcha and the sign-in gate in numberCode mode', () => {
  beforeEach(() => {
    configValues(store).set('captcha_config', 'captcha_type', '0');
  });

  async function digital() {
    const { key, image } = await services.digital.create();
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(image).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    return { key, code: services.digital.answer(key)?.code ?? '' };
  }

  it('accepts the typed code in any case, once', async () => {
    const { key, code } = await digital();
    expect(code).toMatch(/^[ACDEFHKMNPRTWXY345678]{4}$/);
    expect(services.gate.mode()).toBe('numberCode');
    expect(services.gate.verifyForLogin({ key, code: code.toLowerCase() })).toEqual({ ok: true });
    expect(services.gate.verifyForLogin({ key, code })).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a wrong code and deletes the key with it', async () => {
    const { key, code } = await digital();
    expect(services.gate.verifyForLogin({ key, code: `${code}X` })).toEqual({ ok: false, reason: 'invalid' });
    expect(services.gate.verifyForLogin({ key, code })).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a code with Chinese characters with the seed text, also when the header bytes arrive as latin1', async () => {
    const first = await digital();
    expect(services.gate.verifyForLogin({ key: first.key, code: '验证a' })).toEqual({
      ok: false,
      reason: 'invalid',
      detail: '登录失败，验证码不允许存在中文！',
    });
    const second = await digital();
    const rawHeader = Buffer.from('路12', 'utf8').toString('latin1');
    expect(services.gate.verifyForLogin({ key: second.key, code: rawHeader })).toEqual({
      ok: false,
      reason: 'invalid',
      detail: '登录失败，验证码不允许存在中文！',
    });
  });

  it('expires a code after 180 s', async () => {
    const a = await digital();
    const b = await digital();
    now += 179_000;
    expect(services.gate.verifyForLogin(a)).toEqual({ ok: true });
    now += 1_000;
    expect(services.gate.verifyForLogin(b)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('asks for the captcha of its mode: key and code in numberCode, the verification in the AJ modes', async () => {
    const { key, code } = await digital();
    expect(services.gate.verifyForLogin({})).toEqual({ ok: false, reason: 'missing' });
    expect(services.gate.verifyForLogin({ key })).toEqual({ ok: false, reason: 'missing' });
    expect(services.gate.verifyForLogin({ captchaVerification: 'abc' })).toEqual({
      ok: false,
      reason: 'missing',
    });
    configValues(store).set('captcha_config', 'captcha_type', '1');
    expect(services.gate.verifyForLogin({ key, code })).toEqual({ ok: false, reason: 'missing' });
    expect(services.gate.verifyForLogin({ captchaVerification: 'undefined' })).toEqual({
      ok: false,
      reason: 'missing',
    });
    expect(services.gate.verifyForLogin({ captchaVerification: 'not-a-verification' })).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it.each([
    ['0', 'numberCode'],
    ['1', 'blockPuzzle'],
    ['2', 'clickWord'],
    ['3', 'numberCode'],
    ['blockPuzzle', 'numberCode'],
    ['', 'numberCode'],
  ])('maps captcha_type %j to %s', (type, mode) => {
    configValues(store).set('captcha_config', 'captcha_type', type);
    expect(services.gate.mode()).toBe(mode);
  });
});

describe('the seed QA sets', () => {
  it('draws the next captchas from it, with their own tokens, then goes back to random', async () => {
    services.randomness.seedNext(42, 2);
    const a = await getPuzzle();
    const b = await getPuzzle();
    expect(b.x).toBe(a.x);
    expect(b.token).not.toBe(a.token);
    expect(b.secretKey).not.toBe(a.secretKey);
    expect(services.randomness.pending()).toBeNull();
    services.randomness.seedNext(42, 1);
    const again = await getPuzzle();
    expect(again.x).toBe(a.x);
  });

  it('also fixes the code of the next digital captcha', async () => {
    services.randomness.seedNext(7, 2);
    const a = await services.digital.create();
    const b = await services.digital.create();
    expect(services.digital.answer(b.key)?.code).toBe(services.digital.answer(a.key)?.code);
    expect(b.image).toBe(a.image);
  });
});
