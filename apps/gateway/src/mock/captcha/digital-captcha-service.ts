import { randomUUID } from 'node:crypto';
import type { CaptchaRandomness } from './captcha-randomness';
import { type Clock, ExpiringMap } from './expiring-map';
import { digitalCodeImage, randomCode } from './images/digital-code-image';

/** CAPTCHA_EXPIRED_SECOND of the platform's captcha cache. */
export const DIGITAL_SECONDS = 180;

/** The seed's text (000 §5) for a typed code with Chinese characters. */
export const CHINESE_CODE_MESSAGE = '登录失败，验证码不允许存在中文！';

export type DigitalVerdict = 'ok' | 'wrong' | 'chinese';

const HAN = /\p{Script=Han}/u;

/**
 * The numberCode captcha (the platform's Kaptcha service): a new key → an image of 4 characters;
 * the code is kept upper-cased for 180 s and checked case-insensitively by the first attempt,
 * which deletes it whatever the outcome.
 */
export class DigitalCaptchaService {
  private readonly codes: ExpiringMap<string>;

  constructor(
    private readonly randomness: CaptchaRandomness,
    clock: Clock,
  ) {
    this.codes = new ExpiringMap<string>(clock);
  }

  /** A new captcha: its key and its image as a data URL. */
  async create(): Promise<{ key: string; image: string }> {
    const random = this.randomness.next();
    const code = randomCode(random);
    const png = await digitalCodeImage(code, random);
    const key = randomUUID();
    this.codes.set(key, code.toUpperCase(), DIGITAL_SECONDS);
    return { key, image: `data:image/png;base64,${png.toString('base64')}` };
  }

  /** Consumes the key and compares the typed code, ignoring case. */
  verify(key: string, typed: string): DigitalVerdict {
    const expected = this.codes.take(key);
    if (containsChinese(typed)) return 'chinese';
    return expected !== undefined && expected === typed.toUpperCase() ? 'ok' : 'wrong';
  }

  /** QA: the code of a live key, left in place. */
  answer(key: string): { key: string; code: string; expiresInSeconds: number } | undefined {
    const code = this.codes.get(key);
    return code === undefined ? undefined : { key, code, expiresInSeconds: this.codes.secondsLeft(key) };
  }

  /** QA: the most recent live key. */
  latest(): { key: string; code: string; expiresInSeconds: number } | undefined {
    let last: string | undefined;
    for (const [key] of this.codes.live()) last = key;
    return last === undefined ? undefined : this.answer(last);
  }
}

/**
 * Chinese in the typed code. A header carries bytes: Node reads them as latin1, so UTF-8 hanzi
 * sent raw (curl, a proxy) arrive as mojibake; both spellings are recognised.
 */
export function containsChinese(typed: string): boolean {
  if (HAN.test(typed)) return true;
  if (!/[\u0080-\u00ff]/.test(typed)) return false;
  return HAN.test(Buffer.from(typed, 'latin1').toString('utf8'));
}
