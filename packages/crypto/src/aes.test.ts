import CryptoJS from 'crypto-js';
import { describe, expect, it } from 'vitest';
import { aesDecrypt, aesEncrypt, CaptchaAesError } from './aes';

// The widgets' utils/ase.js, verbatim apart from types: the reference our output must equal.
function cryptoJsEncrypt(word: string, keyWord: string): string {
  const key = CryptoJS.enc.Utf8.parse(keyWord);
  const srcs = CryptoJS.enc.Utf8.parse(word);
  return CryptoJS.AES.encrypt(srcs, key, { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 }).toString();
}

function cryptoJsDecrypt(base64: string, keyWord: string): string {
  const key = CryptoJS.enc.Utf8.parse(keyWord);
  return CryptoJS.AES.decrypt(base64, key, { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 }).toString(
    CryptoJS.enc.Utf8,
  );
}

const KEY = 'XwKsGlMcdPMEhR1B';
const OTHER_KEY = 'a1B2c3D4e5F6g7H8';
const WORDS = [
  '{"x":120,"y":5}',
  '{"x":123.4,"y":5}',
  '[{"x":34,"y":56},{"x":180,"y":102},{"x":261,"y":77}]',
  '',
  'abcdefghijklmnop', // exactly one block: PKCS#7 adds a whole padding block
  '请依次点击【江,苏,交】',
  'c3b7f9a2d1e84b6f9a0c2e4d6b8f1a3c---{"x":87.70967741935483,"y":5}'.repeat(3),
];

function thrown(action: () => unknown): unknown {
  try {
    action();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('aesEncrypt', () => {
  it('gives the known answer for {"x":120,"y":5} with the default AJ-Captcha key', () => {
    expect(aesEncrypt('{"x":120,"y":5}', KEY)).toBe('o9xC8oniEuMVGnvf78FMzw==');
  });

  it.each(WORDS.flatMap((word) => [KEY, OTHER_KEY].map((key) => [word, key] as const)))(
    'equals crypto-js AES-ECB-PKCS7 for %j with key %s',
    (word, key) => {
      expect(aesEncrypt(word, key)).toBe(cryptoJsEncrypt(word, key));
    },
  );

  it.each([[''], ['   '], [undefined], [null]])('returns the input unchanged when the key is %j', (key) => {
    expect(aesEncrypt('{"x":120,"y":5}', key)).toBe('{"x":120,"y":5}');
  });

  it.each([
    ['short', 5],
    ['XwKsGlMcdPMEhR1B!', 17],
    ['一二三四五六七八九十一二三四五六', 48],
  ])('rejects the key %j that is not 16 bytes', (key, length) => {
    const error = thrown(() => aesEncrypt('{"x":120,"y":5}', key));
    expect(error).toBeInstanceOf(CaptchaAesError);
    expect((error as Error).message).toBe(
      `AJ-Captcha AES: secretKey must be 16 bytes (AES-128), got ${length}`,
    );
  });
});

describe('aesDecrypt', () => {
  it.each(WORDS)('reads crypto-js ciphertext of %j', (word) => {
    expect(aesDecrypt(cryptoJsEncrypt(word, KEY), KEY)).toBe(word);
  });

  it('is read back by crypto-js', () => {
    for (const word of WORDS) expect(cryptoJsDecrypt(aesEncrypt(word, OTHER_KEY), OTHER_KEY)).toBe(word);
  });

  it.each([[''], ['  '], [undefined], [null]])('returns the input unchanged when the key is %j', (key) => {
    expect(aesDecrypt('o9xC8oniEuMVGnvf78FMzw==', key)).toBe('o9xC8oniEuMVGnvf78FMzw==');
  });

  it('rejects a ciphertext made with another key', () => {
    const error = thrown(() => aesDecrypt(cryptoJsEncrypt('{"x":120,"y":5}', OTHER_KEY), KEY));
    expect(error).toBeInstanceOf(CaptchaAesError);
    expect((error as Error).message).toMatch(
      /^AJ-Captcha AES: (bad padding after decryption|decrypted bytes are not UTF-8) \(wrong key or corrupted ciphertext\)$/,
    );
  });

  it('rejects a ciphertext whose last block was altered', () => {
    const bytes = Buffer.from(cryptoJsEncrypt('[{"x":34,"y":56},{"x":180,"y":102}]', KEY), 'base64');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 0x55;
    const error = thrown(() => aesDecrypt(bytes.toString('base64'), KEY));
    expect(error).toBeInstanceOf(CaptchaAesError);
    expect((error as Error).message).toMatch(/\(wrong key or corrupted ciphertext\)$/);
  });

  it.each([
    ['o9xC8oniEuMVGnvf78FM', 15],
    ['', 0],
  ])('rejects %j whose length is not a multiple of 16 bytes', (base64, length) => {
    expect(() => aesDecrypt(base64, KEY)).toThrow(
      new CaptchaAesError(
        `AJ-Captcha AES: ciphertext must be a non-empty multiple of 16 bytes, got ${length}`,
      ),
    );
  });

  it('rejects text that is not base64', () => {
    expect(() => aesDecrypt('{"x":120,"y":5}', KEY)).toThrow(
      new CaptchaAesError('AJ-Captcha AES: ciphertext is not base64'),
    );
  });

  it('rejects a key that is not 16 bytes before looking at the ciphertext', () => {
    expect(() => aesDecrypt('not base64 at all', 'XwKsGlMc')).toThrow(
      new CaptchaAesError('AJ-Captcha AES: secretKey must be 16 bytes (AES-128), got 8'),
    );
  });
});
