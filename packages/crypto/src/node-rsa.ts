// Node side of the password RSA (the gateway's mock backend): key pairs and decryption of
// JSEncrypt ciphertext. Node 20 refuses RSA_PKCS1_PADDING in privateDecrypt (CVE-2023-46809)
// unless started with --security-revert, which NODE_OPTIONS cannot carry; so the raw RSA block is
// decrypted with RSA_NO_PADDING and the PKCS#1 v1.5 type-2 padding is removed here.

import {
  constants,
  createPrivateKey,
  generateKeyPairSync,
  type KeyObject,
  privateDecrypt,
} from 'node:crypto';
import { base64ToBytes } from './base64';

/** PEM pair: SPKI public key (what the web app's runtime config carries), PKCS#8 private key. */
export interface RsaKeyPair {
  readonly publicKeyPem: string;
  readonly privateKeyPem: string;
}

/** Decrypts one base64 ciphertext with a key created once. */
export type PasswordDecryptor = (base64: string) => string;

/**
 * The one error for every undecryptable ciphertext: bad base64, wrong length, wrong key, bad
 * padding all read the same, so the answer cannot serve as a padding oracle.
 */
export class PasswordDecryptionError extends Error {
  override name = 'PasswordDecryptionError';
  constructor() {
    super('Password decryption failed');
  }
}

/** Synchronous (it blocks for tens of ms at 1024 bits): meant for start-up and tests. */
export function generateRsaKeyPair(bits = 1024): RsaKeyPair {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: bits,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { publicKeyPem: publicKey, privateKeyPem: privateKey };
}

/** Creates the key object once; throws a plain Error naming the problem when the PEM is unusable. */
export function createPasswordDecryptor(privateKeyPem: string): PasswordDecryptor {
  const key = rsaPrivateKey(privateKeyPem);
  const k = Math.ceil((key.asymmetricKeyDetails?.modulusLength ?? 0) / 8);
  return (base64) => decryptWithKey(base64, key, k);
}

/** One-off form of `createPasswordDecryptor(privateKeyPem)(base64)`. */
export function decryptPassword(base64: string, privateKeyPem: string): string {
  return createPasswordDecryptor(privateKeyPem)(base64);
}

function rsaPrivateKey(pem: string): KeyObject {
  let key: KeyObject;
  try {
    key = createPrivateKey(pem);
  } catch (error) {
    throw new Error(`RSA private key: cannot read the PEM (${(error as Error).message})`);
  }
  if (key.asymmetricKeyType !== 'rsa') {
    throw new Error(`RSA private key: expected an RSA key, got ${key.asymmetricKeyType}`);
  }
  return key;
}

function decryptWithKey(base64: string, key: KeyObject, k: number): string {
  const ciphertext = base64ToBytes(base64);
  // JSEncrypt (3.x) and our encryptor always send exactly k bytes.
  if (ciphertext === undefined || ciphertext.length !== k) throw new PasswordDecryptionError();
  let block: Uint8Array;
  try {
    block = privateDecrypt({ key, padding: constants.RSA_NO_PADDING }, ciphertext);
  } catch {
    // e.g. a ciphertext not below the modulus.
    throw new PasswordDecryptionError();
  }
  const start = messageStart(block);
  if (start < 0) throw new PasswordDecryptionError();
  // Non-fatal decoding, like the Java backend's `new String(bytes)`: bad UTF-8 becomes U+FFFD.
  return new TextDecoder().decode(block.subarray(start));
}

/**
 * Index of the message inside an EME-PKCS1-v1_5 block (00 02, ≥ 8 non-zero bytes, 00), or -1.
 * The whole block is always scanned so the time taken depends little on where it is malformed.
 */
function messageStart(block: Uint8Array): number {
  let separator = 0;
  for (let i = 2; i < block.length; i++) {
    if (separator === 0 && block[i] === 0) separator = i;
  }
  const valid = block[0] === 0x00 && block[1] === 0x02 && separator >= 10;
  return valid ? separator + 1 : -1;
}
