import { constants, createPublicKey, generateKeyPairSync, publicEncrypt } from 'node:crypto';
import { JSEncrypt } from 'jsencrypt';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createPasswordDecryptor,
  decryptPassword,
  generateRsaKeyPair,
  PasswordDecryptionError,
  type RsaKeyPair,
} from './node-rsa';

function jsencryptEncrypt(plain: string, publicKeyPem: string): string {
  const jsencrypt = new JSEncrypt();
  jsencrypt.setPublicKey(publicKeyPem);
  const ciphertext = jsencrypt.encrypt(plain);
  if (ciphertext === false) throw new Error('jsencrypt refused to encrypt');
  return ciphertext;
}

/** Encrypts a hand-made raw block, to reach each malformed-padding case. */
function rawCiphertext(block: Uint8Array, publicKeyPem: string): string {
  return publicEncrypt({ key: publicKeyPem, padding: constants.RSA_NO_PADDING }, block).toString('base64');
}

/** 00 02, 0x5a padding up to the 00 separator, then the ASCII message; `tweak` then breaks it. */
function block(k: number, message: string, tweak?: (bytes: Uint8Array) => void): Uint8Array {
  const bytes = new Uint8Array(k);
  bytes[1] = 0x02;
  bytes.fill(0x5a, 2, k - message.length - 1);
  bytes.set(new TextEncoder().encode(message), k - message.length);
  tweak?.(bytes);
  return bytes;
}

function expectGenericFailure(action: () => unknown): void {
  let error: unknown;
  try {
    action();
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(PasswordDecryptionError);
  expect((error as Error).message).toBe('Password decryption failed');
}

let pair1024: RsaKeyPair;
let pair2048: RsaKeyPair;
let otherPair: RsaKeyPair;

beforeAll(() => {
  pair1024 = generateRsaKeyPair();
  pair2048 = generateRsaKeyPair(2048);
  otherPair = generateRsaKeyPair(1024);
});

describe('generateRsaKeyPair', () => {
  it('makes a 1024-bit pair by default, as SPKI and PKCS#8 PEM', () => {
    expect(pair1024.publicKeyPem).toMatch(
      /^-----BEGIN PUBLIC KEY-----\n[\s\S]+\n-----END PUBLIC KEY-----\n$/,
    );
    expect(pair1024.privateKeyPem).toMatch(
      /^-----BEGIN PRIVATE KEY-----\n[\s\S]+\n-----END PRIVATE KEY-----\n$/,
    );
    expect(createPublicKey(pair1024.publicKeyPem).asymmetricKeyDetails?.modulusLength).toBe(1024);
  });

  it('makes the size asked for', () => {
    expect(createPublicKey(pair2048.privateKeyPem).asymmetricKeyDetails?.modulusLength).toBe(2048);
  });
});

describe('decryptPassword of jsencrypt ciphertext', () => {
  const passwords = ['Admin@12345', '江苏交控巡检@2024', '', 'Ünïcødé-ß'];

  it.each(passwords)('reads %j with a 1024-bit key', (plain) => {
    expect(decryptPassword(jsencryptEncrypt(plain, pair1024.publicKeyPem), pair1024.privateKeyPem)).toBe(
      plain,
    );
  });

  it.each(passwords)('reads %j with a 2048-bit key', (plain) => {
    expect(decryptPassword(jsencryptEncrypt(plain, pair2048.publicKeyPem), pair2048.privateKeyPem)).toBe(
      plain,
    );
  });

  it('reads the longest message jsencrypt sends (k-11 bytes)', () => {
    const plain = 'Z'.repeat(117);
    expect(decryptPassword(jsencryptEncrypt(plain, pair1024.publicKeyPem), pair1024.privateKeyPem)).toBe(
      plain,
    );
  });

  it('reads ciphertext made with the bare base64 body of the public key', () => {
    const bare = pair1024.publicKeyPem.replace(/-----(BEGIN|END) PUBLIC KEY-----|\s/g, '');
    expect(decryptPassword(jsencryptEncrypt('Admin@12345', bare), pair1024.privateKeyPem)).toBe(
      'Admin@12345',
    );
  });

  it('decodes JSEncrypt surrogate bytes leniently, as the Java backend does (U+FFFD per bad byte)', () => {
    const ciphertext = jsencryptEncrypt('a😀', pair1024.publicKeyPem);
    expect(decryptPassword(ciphertext, pair1024.privateKeyPem)).toBe(`a${'\uFFFD'.repeat(6)}`);
  });

  it('accepts the shortest legal padding, 8 non-zero bytes', () => {
    const message = 'm'.repeat(128 - 11);
    const bytes = block(128, message);
    expect(bytes.indexOf(0, 2)).toBe(10);
    expect(decryptPassword(rawCiphertext(bytes, pair1024.publicKeyPem), pair1024.privateKeyPem)).toBe(
      message,
    );
  });
});

describe('createPasswordDecryptor', () => {
  it('creates the key once and decrypts many ciphertexts', () => {
    const decrypt = createPasswordDecryptor(pair1024.privateKeyPem);
    const plains = ['Admin@12345', 'second', '第三个'];
    expect(plains.map((plain) => decrypt(jsencryptEncrypt(plain, pair1024.publicKeyPem)))).toEqual(plains);
  });

  it('names an unreadable private key', () => {
    expect(() => createPasswordDecryptor('not a key')).toThrow(/^RSA private key: cannot read the PEM \(/);
  });

  it('refuses a key that is not RSA', () => {
    const { privateKey } = generateKeyPairSync('ec', {
      namedCurve: 'P-256',
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    expect(() => createPasswordDecryptor(privateKey)).toThrow(
      new Error('RSA private key: expected an RSA key, got ec'),
    );
  });
});

describe('decryptPassword failures all read "Password decryption failed"', () => {
  const decrypt = (base64: string) => decryptPassword(base64, pair1024.privateKeyPem);
  const k = 128;

  it('for text that is not base64', () => {
    expectGenericFailure(() => decrypt('this is not base64!'));
  });

  it('for an empty ciphertext', () => {
    expectGenericFailure(() => decrypt(''));
  });

  it.each([1, 64, k - 1, k + 1, 2 * k])('for %i bytes instead of the 128 of the key', (length) => {
    expectGenericFailure(() => decrypt(Buffer.alloc(length, 0x41).toString('base64')));
  });

  it('for a ciphertext made with another key', () => {
    expectGenericFailure(() => decrypt(jsencryptEncrypt('Admin@12345', otherPair.publicKeyPem)));
  });

  it('for a ciphertext made with a 2048-bit key', () => {
    expectGenericFailure(() => decrypt(jsencryptEncrypt('Admin@12345', pair2048.publicKeyPem)));
  });

  it('for a number not below the modulus', () => {
    expectGenericFailure(() => decrypt(Buffer.alloc(k, 0xff).toString('base64')));
  });

  it('but the untweaked block of these cases decrypts', () => {
    expect(decrypt(rawCiphertext(block(k, 'Admin@12345'), pair1024.publicKeyPem))).toBe('Admin@12345');
  });

  it.each([
    ['a non-zero first byte', (b: Uint8Array) => (b[0] = 0x01)],
    ['block type 1 instead of 2', (b: Uint8Array) => (b[1] = 0x01)],
    ['no zero separator', (b: Uint8Array) => b.fill(0x5a, 2, k - 11)],
    ['a separator right after 00 02', (b: Uint8Array) => (b[2] = 0x00)],
    ['only 7 padding bytes before the separator', (b: Uint8Array) => (b[9] = 0x00)],
  ])('for a block with %s', (_name, tweak) => {
    const ciphertext = rawCiphertext(block(k, 'Admin@12345', tweak), pair1024.publicKeyPem);
    expectGenericFailure(() => decrypt(ciphertext));
  });
});
