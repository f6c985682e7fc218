// AJ-Captcha's two calls (seed 000 §7 /api/captcha/get and /check) as its widgets make them
// (research §1.2, §1.5): a clientUid kept in local storage ('slider-<uuid>' / 'point-<uuid>'),
// pointJson AES-encrypted with the secretKey of the image, and the captchaVerification string
// the sign-in sends on once the check passed.
import type { ApiClient, Schemas } from '@jt/api-contract';
import { captchaVerification, encryptPointJson } from '@jt/crypto';
import type { KeyValueStorage } from '../../../lib/http/key-value-storage';

export type CaptchaType = Schemas['CaptchaType'];
export type CaptchaResponse = Schemas['CaptchaResponse'];

/** AJ-Captcha's local storage keys of the client id, per widget (Verify.vue). */
const CLIENT_UID_KEY: Record<CaptchaType, string> = { blockPuzzle: 'slider', clickWord: 'point' };
const CLIENT_UID_PREFIX: Record<CaptchaType, string> = { blockPuzzle: 'slider', clickWord: 'point' };

/** A version 4 UUID from getRandomValues (randomUUID needs a secure context; sites run on plain HTTP too). */
export function uuid(
  random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  const bytes = random(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The widget's client id, created once and kept (the frequency limits count per client). */
export function clientUid(type: CaptchaType, storage: KeyValueStorage, makeId: () => string = uuid): string {
  const key = CLIENT_UID_KEY[type];
  const stored = storage.getItem(key);
  if (stored) return stored;
  const id = `${CLIENT_UID_PREFIX[type]}-${makeId()}`;
  storage.setItem(key, id);
  return id;
}

export interface CaptchaImage {
  /** Base64 PNG of the background (no data: prefix). */
  original: string;
  /** Base64 PNG of the jigsaw piece (puzzle only). */
  jigsaw: string | null;
  /** The words to click, in order (click-word only). */
  words: string[];
  token: string;
  secretKey: string | null;
}

export type CaptchaGetResult =
  | { ok: true; image: CaptchaImage }
  /** No image: repMsg to show; 6201 means the images are cleared. */
  | { ok: false; repCode: string; message: string };

export type CaptchaCheckResult =
  | { ok: true; verification: string }
  | { ok: false; repCode: string; message: string };

export interface CaptchaCalls {
  get(type: CaptchaType): Promise<CaptchaGetResult>;
  /** Sends pointJson (encrypted with the image's key) and builds captchaVerification on success. */
  check(type: CaptchaType, image: CaptchaImage, pointJsonPlain: string): Promise<CaptchaCheckResult>;
}

export function createCaptchaCalls(
  client: ApiClient,
  storage: KeyValueStorage,
  now: () => number = Date.now,
): CaptchaCalls {
  return {
    async get(type) {
      const { data } = await client.POST('/api/captcha/get', {
        body: { captchaType: type, clientUid: clientUid(type, storage), ts: now() },
      });
      if (!data) return { ok: false, repCode: '', message: '' };
      const rep = data.repData;
      if (data.repCode !== '0000' || !rep?.originalImageBase64 || !rep.token)
        return { ok: false, repCode: data.repCode, message: data.repMsg ?? '' };
      return {
        ok: true,
        image: {
          original: rep.originalImageBase64,
          jigsaw: rep.jigsawImageBase64 ?? null,
          words: rep.wordList ?? [],
          token: rep.token,
          secretKey: rep.secretKey ?? null,
        },
      };
    },
    async check(type, image, pointJsonPlain) {
      const { data } = await client.POST('/api/captcha/check', {
        body: {
          captchaType: type,
          pointJson: encryptPointJson(pointJsonPlain, image.secretKey),
          token: image.token,
          clientUid: clientUid(type, storage),
          ts: now(),
        },
      });
      if (!data) return { ok: false, repCode: '', message: '' };
      if (data.repCode !== '0000') return { ok: false, repCode: data.repCode, message: data.repMsg ?? '' };
      return { ok: true, verification: captchaVerification(image.token, pointJsonPlain, image.secretKey) };
    },
  };
}
