// JSEncrypt-compatible password encryption: RSAES-PKCS1-v1_5 (RFC 8017 §7.2.1), base64 output.
// Hand-written with BigInt because WebCrypto has no RSAES-PKCS1-v1_5 and JSEncrypt or node-forge
// would add tens of KB to the sign-in route; encryption with a public key needs no secrets.

import { bytesToBase64 } from './base64';
import { bigIntToBytes, bytesToBigInt } from './bigint';
import { parseRsaPublicKey, type RsaPublicKey } from './rsa-public-key';

/** Encrypts one password with a key parsed once. */
export type PasswordEncryptor = (plain: string) => string;

/** The password's UTF-8 form does not fit in one RSA block of this key. */
export class PasswordTooLongError extends RangeError {
  override name = 'PasswordTooLongError';
  constructor(
    readonly byteLength: number,
    readonly maxByteLength: number,
    keyBits: number,
  ) {
    super(
      `Password too long for RSA PKCS#1 v1.5: ${byteLength} bytes in UTF-8, this ${keyBits}-bit key allows at most ${maxByteLength}`,
    );
  }
}

/** Fixed bytes of the type-2 block: 0x00 0x02 … 0x00, plus at least 8 random padding bytes. */
const PADDING_OVERHEAD = 11;

/** Parses `publicKeyPem` once and returns the encryptor; throws `RsaPublicKeyError` for a bad key. */
export function createPasswordEncryptor(publicKeyPem: string): PasswordEncryptor {
  const key = parseRsaPublicKey(publicKeyPem);
  return (plain) => encryptWithKey(plain, key);
}

/** One-off form of `createPasswordEncryptor(publicKeyPem)(plain)`. */
export function encryptPassword(plain: string, publicKeyPem: string): string {
  return createPasswordEncryptor(publicKeyPem)(plain);
}

function encryptWithKey(plain: string, { n, e, k }: RsaPublicKey): string {
  const message = jsencryptUtf8(plain);
  const maxLength = k - PADDING_OVERHEAD;
  if (message.length > maxLength) throw new PasswordTooLongError(message.length, maxLength, k * 8);
  const block = new Uint8Array(k);
  block[1] = 0x02;
  block.set(nonZeroRandomBytes(k - message.length - 3), 2);
  // block[k - message.length - 1] stays 0x00: the separator before the message.
  block.set(message, k - message.length);
  // I2OSP pads with zeros to k bytes, as JSEncrypt does since 3.0.
  return bytesToBase64(bigIntToBytes(modPow(bytesToBigInt(block), e, n), k));
}

/**
 * UTF-8 per UTF-16 code unit, exactly as JSEncrypt's pkcs1pad2 encodes: identical to UTF-8 for
 * every character of the Basic Multilingual Plane; a character outside it (emoji) becomes its two
 * surrogates, 3 bytes each, so the backend receives the same bytes the old JSEncrypt front end sent.
 */
export function jsencryptUtf8(text: string): Uint8Array {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes.push(c);
    else if (c < 0x800) bytes.push(0xc0 | (c >> 6), 0x80 | (c & 0x3f));
    else bytes.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f));
  }
  return Uint8Array.from(bytes);
}

function nonZeroRandomBytes(length: number): Uint8Array {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  const spare = new Uint8Array(1);
  for (let i = 0; i < length; i++) {
    // Redraw zeros (PKCS#1 forbids them in the padding) rather than bias the distribution.
    while (bytes[i] === 0) bytes[i] = crypto.getRandomValues(spare)[0] ?? 0;
  }
  return bytes;
}

/** Left-to-right square-and-multiply; public-key operation only, so timing leaks nothing secret. */
function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  for (const bit of exponent.toString(2)) {
    result = (result * result) % modulus;
    if (bit === '1') result = (result * base) % modulus;
  }
  return result;
}
