import CryptoJS from 'crypto-js';
import { describe, expect, it } from 'vitest';
import { captchaVerification, encryptPointJson } from './captcha-verification';

// utils/ase.js of the AJ-Captcha widgets.
function aesEncrypt(word: string, keyWord: string): string {
  const key = CryptoJS.enc.Utf8.parse(keyWord);
  const srcs = CryptoJS.enc.Utf8.parse(word);
  return CryptoJS.AES.encrypt(srcs, key, { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 }).toString();
}

// The two expressions of VerifySlide.vue / VerifyPoints.vue, with the widget's `this.*` as arguments.
function widgetStrings(backToken: string, points: unknown, secretKey: string) {
  return {
    pointJson: secretKey ? aesEncrypt(JSON.stringify(points), secretKey) : JSON.stringify(points),
    captchaVerification: secretKey
      ? aesEncrypt(`${backToken}---${JSON.stringify(points)}`, secretKey)
      : `${backToken}---${JSON.stringify(points)}`,
  };
}

const TOKEN = '71dd26999e314f9abb0c635336976635';
const SECRET_KEY = 'BGxdpQ3SBjTrFxeR';
// VerifySlide: x = moveLeftDistance * 310 / imgWidth (a 400px-wide image here), y fixed at 5.0.
const PUZZLE_POINT = { x: (177 * 310) / 400, y: 5.0 };
// VerifyPoints: three clicks scaled to 310×155 with Math.round.
const CLICK_WORD_POINTS = [
  { x: 48, y: 62 },
  { x: 163, y: 101 },
  { x: 259, y: 37 },
];

describe.each([
  ['blockPuzzle point', PUZZLE_POINT],
  ['clickWord 3-point list', CLICK_WORD_POINTS],
])('the strings the widgets send for a %s', (_name, points) => {
  const plain = JSON.stringify(points);

  it('match the widget with a secretKey', () => {
    const widget = widgetStrings(TOKEN, points, SECRET_KEY);
    expect(captchaVerification(TOKEN, plain, SECRET_KEY)).toBe(widget.captchaVerification);
    expect(encryptPointJson(plain, SECRET_KEY)).toBe(widget.pointJson);
  });

  it('match the widget without a secretKey (plaintext token---json)', () => {
    const widget = widgetStrings(TOKEN, points, '');
    expect(captchaVerification(TOKEN, plain, '')).toBe(widget.captchaVerification);
    expect(captchaVerification(TOKEN, plain)).toBe(`${TOKEN}---${plain}`);
    expect(encryptPointJson(plain, undefined)).toBe(widget.pointJson);
  });
});

it('builds token---json in that exact form', () => {
  expect(captchaVerification(TOKEN, '{"x":137.25,"y":5}')).toBe(
    '71dd26999e314f9abb0c635336976635---{"x":137.25,"y":5}',
  );
});
