import { randomInt, randomUUID } from 'node:crypto';
import { aesDecrypt, captchaVerification } from '@jt/crypto';
import type { CaptchaRandomness } from './captcha-randomness';
import { type Clock, ExpiringMap } from './expiring-map';
import type { FrequencyLimiter } from './frequency-limit';
import type { Background } from './images/backgrounds';
import { blockPuzzleImages } from './images/block-puzzle-image';
import { clickWordImage, HAN_ZI_SIZE, type WordPoint } from './images/click-word-image';
import { blankError, type CaptchaResponse, errorMsg, successData } from './rep-code';

/** EXPIRESIN_SECONDS: a token (and its image) can be checked within 2 minutes, once. */
export const TOKEN_SECONDS = 120;
/** EXPIRESIN_THREE: a passed check's captchaVerification is accepted within 3 minutes, once. */
export const VERIFICATION_SECONDS = 180;
/** slip-offset of the platform's configuration. */
export const SLIP_OFFSET = 5;

export type AjCaptchaType = 'blockPuzzle' | 'clickWord';

/** What get stores under the token (and QA may read): never sent to the widget. */
export type AjAnswer =
  | { captchaType: 'blockPuzzle'; token: string; secretKey: string; x: number; y: number; background: string }
  | {
      captchaType: 'clickWord';
      token: string;
      secretKey: string;
      wordList: string[];
      points: WordPoint[];
      background: string;
    };

/** The fields of AJ-Captcha's CaptchaVO the widgets send. */
export interface AjRequest {
  captchaType?: string | null;
  clientUid?: string | null;
  token?: string | null;
  pointJson?: string | null;
  ts?: number | null;
}

export interface AjCaptchaDeps {
  backgrounds: readonly Background[];
  words: readonly string[];
  limiter: FrequencyLimiter;
  randomness: CaptchaRandomness;
  clock: Clock;
}

/**
 * AJ-Captcha 1.3.0's get / check / verification for the puzzle and the click-word captcha, with
 * its local cache: the answer lives 120 s under its token and is deleted by the first check,
 * whatever the outcome; a passed check leaves captchaVerification for 180 s, deleted by the
 * first verification.
 */
export class AjCaptchaService {
  private readonly answers: ExpiringMap<AjAnswer>;
  private readonly verifications: ExpiringMap<string>;

  constructor(private readonly deps: AjCaptchaDeps) {
    this.answers = new ExpiringMap<AjAnswer>(deps.clock);
    this.verifications = new ExpiringMap<string>(deps.clock);
  }

  async get(request: AjRequest, clientId: string | null): Promise<CaptchaResponse> {
    const type = request.captchaType;
    if (!type) return blankError('类型');
    if (type !== 'blockPuzzle' && type !== 'clickWord') return errorMsg('0001');
    const limited = this.deps.limiter.validateGet(clientId);
    if (limited) return errorMsg(limited);

    const random = this.deps.randomness.next();
    const token = randomUUID().replaceAll('-', '');
    const secretKey = randomSecretKey();
    try {
      if (type === 'blockPuzzle') {
        const images = await blockPuzzleImages(this.deps.backgrounds, random);
        const { x, y, background } = images;
        this.answers.set(token, { captchaType: type, token, secretKey, x, y, background }, TOKEN_SECONDS);
        return successData({
          captchaType: null,
          originalImageBase64: images.original.toString('base64'),
          jigsawImageBase64: images.jigsaw.toString('base64'),
          token,
          secretKey,
          result: false,
        });
      }
      const image = await clickWordImage(this.deps.backgrounds, this.deps.words, random);
      const { wordList, points, background } = image;
      this.answers.set(
        token,
        { captchaType: type, token, secretKey, wordList, points, background },
        TOKEN_SECONDS,
      );
      return successData({
        captchaType: null,
        originalImageBase64: image.original.toString('base64'),
        wordList,
        token,
        secretKey,
        result: false,
      });
    } catch {
      return errorMsg('6112');
    }
  }

  check(request: AjRequest, clientId: string | null): CaptchaResponse {
    const { captchaType, token, pointJson } = request;
    if (!captchaType) return blankError('类型');
    if (!token) return blankError('token');
    const limited = this.deps.limiter.validateCheck(clientId);
    if (limited) return errorMsg(limited);

    const answer = this.answers.take(token);
    if (!answer) return errorMsg('6110');

    let plain: string;
    let verdict: boolean;
    try {
      if (answer.captchaType !== captchaType) throw new Error('another captcha type');
      plain = aesDecrypt(pointJson ?? '', answer.secretKey);
      verdict =
        answer.captchaType === 'blockPuzzle' ? puzzlePassed(answer, plain) : wordsPassed(answer, plain);
    } catch {
      // AJ answers errorMsg(exception message) with 0001 and counts a failure.
      this.deps.limiter.afterFail(clientId);
      return errorMsg('0001');
    }
    if (!verdict) {
      this.deps.limiter.afterFail(clientId);
      return errorMsg('6111');
    }
    this.verifications.set(captchaVerification(token, plain, answer.secretKey), token, VERIFICATION_SECONDS);
    return successData({
      captchaType: answer.captchaType,
      pointJson: pointJson ?? null,
      token,
      result: true,
      clientUid: null,
      browserInfo: null,
    });
  }

  /** The second verification at sign-in: true once for a captchaVerification of a passed check. */
  verification(value: string): boolean {
    return this.verifications.take(value) !== undefined;
  }

  /** QA: the answer of a live token, left in place. */
  answer(token: string): (AjAnswer & { expiresInSeconds: number }) | undefined {
    const answer = this.answers.get(token);
    return answer && { ...answer, expiresInSeconds: this.answers.secondsLeft(token) };
  }

  /** QA: the most recent live token of a type. */
  latest(type: AjCaptchaType): (AjAnswer & { expiresInSeconds: number }) | undefined {
    let last: AjAnswer | undefined;
    for (const [, answer] of this.answers.live()) if (answer.captchaType === type) last = answer;
    return last && this.answer(last.token);
  }
}

const KEY_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** AESUtil.getKey(): 16 characters [A-Za-z0-9], the AES-128 key of one token. */
function randomSecretKey(): string {
  let key = '';
  for (let i = 0; i < 16; i++) key += KEY_CHARS[randomInt(KEY_CHARS.length)];
  return key;
}

/** PointVO.parse: Double.valueOf(v).intValue(), i.e. truncated toward zero. */
function coordinate(value: unknown): number {
  const number = typeof value === 'string' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) throw new Error('not a coordinate');
  return Math.trunc(number);
}

function point(value: unknown): WordPoint {
  if (typeof value !== 'object' || value === null) throw new Error('not a point');
  const { x, y } = value as Record<string, unknown>;
  return { x: coordinate(x), y: coordinate(y) };
}

/** |x' − x| ≤ slip-offset and y' = y (5). */
function puzzlePassed(answer: { x: number; y: number }, plain: string): boolean {
  const sent = point(JSON.parse(plain));
  return Math.abs(sent.x - answer.x) <= SLIP_OFFSET && sent.y === answer.y;
}

/** Each of the 3 clicks, in order, within ±HAN_ZI_SIZE (25) of its word on both axes. */
function wordsPassed(answer: { points: WordPoint[] }, plain: string): boolean {
  const parsed: unknown = JSON.parse(plain);
  if (!Array.isArray(parsed)) throw new Error('not a point list');
  const sent = parsed.map(point);
  if (sent.length < answer.points.length) return false;
  return answer.points.every(
    (expected, i) =>
      Math.abs((sent[i]?.x ?? Number.NaN) - expected.x) <= HAN_ZI_SIZE &&
      Math.abs((sent[i]?.y ?? Number.NaN) - expected.y) <= HAN_ZI_SIZE,
  );
}
