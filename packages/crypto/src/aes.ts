// AJ-Captcha's AES (AESUtil.java / the widgets' ase.js): AES-128-ECB, PKCS#7 padding, standard
// base64, key = the 16-character `secretKey` as UTF-8 bytes. A blank key means "no encryption"
// (aes-status=false): the input comes back unchanged, as AESUtil does.

import { ecb } from '@noble/ciphers/aes.js';
import { base64ToBytes, bytesToBase64 } from './base64';

export class CaptchaAesError extends Error {
  override name = 'CaptchaAesError';
}

const KEY_BYTES = 16;

/** AJ-Captcha `aesEncrypt`: base64 ciphertext, or `word` itself when `key` is blank. */
export function aesEncrypt(word: string, key?: string | null): string {
  const secretKey = nonBlank(key);
  if (secretKey === undefined) return word;
  return bytesToBase64(ecb(keyBytes(secretKey)).encrypt(new TextEncoder().encode(word)));
}

/** AJ-Captcha `aesDecrypt`: the plaintext, or `base64` itself when `key` is blank. */
export function aesDecrypt(base64: string, key?: string | null): string {
  const secretKey = nonBlank(key);
  if (secretKey === undefined) return base64;
  const cipher = ecb(keyBytes(secretKey));
  const ciphertext = base64ToBytes(base64);
  if (ciphertext === undefined) throw new CaptchaAesError('AJ-Captcha AES: ciphertext is not base64');
  if (ciphertext.length === 0 || ciphertext.length % KEY_BYTES !== 0) {
    throw new CaptchaAesError(
      `AJ-Captcha AES: ciphertext must be a non-empty multiple of 16 bytes, got ${ciphertext.length}`,
    );
  }
  let plain: Uint8Array;
  try {
    plain = cipher.decrypt(ciphertext);
  } catch {
    throw new CaptchaAesError(
      'AJ-Captcha AES: bad padding after decryption (wrong key or corrupted ciphertext)',
    );
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    throw new CaptchaAesError(
      'AJ-Captcha AES: decrypted bytes are not UTF-8 (wrong key or corrupted ciphertext)',
    );
  }
}

// Blank as in Java's StringUtils.isBlank (null, empty or only whitespace) means no key.
function nonBlank(key: string | null | undefined): string | undefined {
  return key == null || key.trim() === '' ? undefined : key;
}

function keyBytes(key: string): Uint8Array {
  const bytes = new TextEncoder().encode(key);
  if (bytes.length !== KEY_BYTES) {
    throw new CaptchaAesError(`AJ-Captcha AES: secretKey must be 16 bytes (AES-128), got ${bytes.length}`);
  }
  return bytes;
}
