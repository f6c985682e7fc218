import { spawnSync } from 'node:child_process';
import { constants, createPublicKey, privateDecrypt, publicEncrypt } from 'node:crypto';
import { JSEncrypt } from 'jsencrypt';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { decryptPassword, generateRsaKeyPair, type RsaKeyPair } from './node-rsa';
import { createPasswordEncryptor, encryptPassword, jsencryptUtf8, PasswordTooLongError } from './rsa-encrypt';

// jsencrypt 3.5 imports fine under Node without a window/navigator shim (it then pads with
// Math.random, which is acceptable in a test).
function jsencryptDecrypt(base64: string, privateKeyPem: string): string | false | null {
  const jsencrypt = new JSEncrypt();
  jsencrypt.setPrivateKey(privateKeyPem);
  return jsencrypt.decrypt(base64);
}

function jsencryptEncrypt(plain: string, publicKeyPem: string): string | false {
  const jsencrypt = new JSEncrypt();
  jsencrypt.setPublicKey(publicKeyPem);
  return jsencrypt.encrypt(plain);
}

/** The raw RSA block inside a ciphertext (private key, no padding removed). */
function rawBlock(base64: string, privateKeyPem: string): Buffer {
  return privateDecrypt(
    { key: privateKeyPem, padding: constants.RSA_NO_PADDING },
    Buffer.from(base64, 'base64'),
  );
}

/** The message bytes after the 00 02 PS 00 prefix of a raw block. */
function messageBytes(block: Buffer): Buffer {
  return block.subarray(block.indexOf(0, 2) + 1);
}

function bareBase64(pem: string): string {
  return pem.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '');
}

const PASSWORDS = ['Admin@12345', '江苏交控巡检@2024', '', 'p@ss w0rd with spaces', 'Ünïcødé-ß'];
const keys = new Map<number, RsaKeyPair>();

beforeAll(() => {
  keys.set(1024, generateRsaKeyPair(1024));
  keys.set(2048, generateRsaKeyPair(2048));
});

function keyPair(bits: number): RsaKeyPair {
  const pair = keys.get(bits);
  if (pair === undefined) throw new Error(`no ${bits}-bit key`);
  return pair;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe.each([1024, 2048])('encryptPassword with a %i-bit key', (bits) => {
  const k = bits / 8;

  it.each(PASSWORDS)('encrypts %j so that decryptPassword and jsencrypt both read it back', (plain) => {
    const { publicKeyPem, privateKeyPem } = keyPair(bits);
    const ciphertext = encryptPassword(plain, publicKeyPem);
    expect(Buffer.from(ciphertext, 'base64')).toHaveLength(k);
    expect(Buffer.from(ciphertext, 'base64').toString('base64')).toBe(ciphertext);
    expect(decryptPassword(ciphertext, privateKeyPem)).toBe(plain);
    expect(jsencryptDecrypt(ciphertext, privateKeyPem)).toBe(plain);
  });

  it('accepts the longest message, k-11 bytes, in ASCII and in Chinese', () => {
    const { publicKeyPem, privateKeyPem } = keyPair(bits);
    const ascii = 'a'.repeat(k - 11);
    const chinese = '路'.repeat(Math.floor((k - 11) / 3)) + 'x'.repeat((k - 11) % 3);
    expect(new TextEncoder().encode(chinese)).toHaveLength(k - 11);
    for (const plain of [ascii, chinese]) {
      const ciphertext = encryptPassword(plain, publicKeyPem);
      expect(decryptPassword(ciphertext, privateKeyPem)).toBe(plain);
      expect(jsencryptDecrypt(ciphertext, privateKeyPem)).toBe(plain);
    }
  });

  it('rejects one byte more than k-11, counting UTF-8 bytes rather than characters', () => {
    const { publicKeyPem } = keyPair(bits);
    const tooLong = '路'.repeat(Math.floor((k - 11) / 3)) + 'x'.repeat(((k - 11) % 3) + 1);
    for (const plain of ['a'.repeat(k - 10), tooLong]) {
      expect(() => encryptPassword(plain, publicKeyPem)).toThrow(
        new PasswordTooLongError(k - 10, k - 11, bits),
      );
    }
    expect(new PasswordTooLongError(k - 10, k - 11, bits).message).toBe(
      `Password too long for RSA PKCS#1 v1.5: ${k - 10} bytes in UTF-8, this ${bits}-bit key allows at most ${k - 11}`,
    );
  });

  it('encrypts with the bare base64 body of the key, with or without line breaks', () => {
    const { publicKeyPem, privateKeyPem } = keyPair(bits);
    for (const key of [bareBase64(publicKeyPem), bareBase64(publicKeyPem).replace(/\s/g, '')]) {
      expect(decryptPassword(encryptPassword('Admin@12345', key), privateKeyPem)).toBe('Admin@12345');
    }
  });

  it('is decrypted by OpenSSL PKCS#1 v1.5 (node --security-revert=CVE-2023-46809)', () => {
    const { publicKeyPem, privateKeyPem } = keyPair(bits);
    const ciphertexts = PASSWORDS.map((plain) => encryptPassword(plain, publicKeyPem));
    const script = `
      const c = require('node:crypto');
      const { key, ciphertexts } = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
      const plains = ciphertexts.map((b64) => c.privateDecrypt(
        { key, padding: c.constants.RSA_PKCS1_PADDING }, Buffer.from(b64, 'base64')).toString('utf8'));
      process.stdout.write('\\n' + JSON.stringify(plains));`;
    const child = spawnSync(process.execPath, ['--security-revert=CVE-2023-46809', '-e', script], {
      input: JSON.stringify({ key: privateKeyPem, ciphertexts }),
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '' },
    });
    expect(child.status, child.stderr).toBe(0);
    // The revert flag prints a SECURITY WARNING line on stdout first; the answer is the last line.
    expect(JSON.parse(child.stdout.split('\n').at(-1) ?? '')).toEqual(PASSWORDS);
  });
});

describe('createPasswordEncryptor', () => {
  it('parses the key once and then encrypts many passwords, each with fresh padding', () => {
    const { publicKeyPem, privateKeyPem } = keyPair(1024);
    const encrypt = createPasswordEncryptor(publicKeyPem);
    const first = encrypt('Admin@12345');
    const second = encrypt('Admin@12345');
    expect(first).not.toBe(second);
    expect([first, second].map((c) => decryptPassword(c, privateKeyPem))).toEqual([
      'Admin@12345',
      'Admin@12345',
    ]);
  });

  it('accepts a PKCS#1 "RSA PUBLIC KEY" PEM as JSEncrypt does', () => {
    const { publicKeyPem, privateKeyPem } = keyPair(1024);
    const pkcs1 = createPublicKey(publicKeyPem).export({ type: 'pkcs1', format: 'pem' }).toString();
    expect(pkcs1).toContain('-----BEGIN RSA PUBLIC KEY-----');
    expect(decryptPassword(createPasswordEncryptor(pkcs1)('Admin@12345'), privateKeyPem)).toBe('Admin@12345');
  });
});

describe('the PKCS#1 v1.5 block', () => {
  it('is 00 02, non-zero random padding from crypto.getRandomValues (zeros redrawn), 00, message', () => {
    const { publicKeyPem } = keyPair(1024);
    const k = 128;
    const message = jsencryptUtf8('Admin@12345');
    const paddingLength = k - message.length - 3;
    // First fill: a pattern with a zero at index 0; each later one-byte redraw returns 0xa5.
    const pattern = (i: number) => (i * 37) % 256;
    const getRandomValues = vi
      .spyOn(crypto, 'getRandomValues')
      .mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
        const bytes = array as unknown as Uint8Array;
        for (let i = 0; i < bytes.length; i++) bytes[i] = bytes.length === 1 ? 0xa5 : pattern(i);
        return array;
      });
    const ciphertext = encryptPassword('Admin@12345', publicKeyPem);
    expect(getRandomValues).toHaveBeenCalled();

    const expectedBlock = new Uint8Array(k);
    expectedBlock[1] = 0x02;
    for (let i = 0; i < paddingLength; i++) expectedBlock[2 + i] = pattern(i) || 0xa5;
    expectedBlock.set(message, k - message.length);
    const expected = publicEncrypt({ key: publicKeyPem, padding: constants.RSA_NO_PADDING }, expectedBlock);
    expect(ciphertext).toBe(expected.toString('base64'));
  });

  it('is left-padded with zeros to exactly k bytes when the result is small, as JSEncrypt 3 does', () => {
    const { publicKeyPem, privateKeyPem } = keyPair(1024);
    const encrypt = createPasswordEncryptor(publicKeyPem);
    // About 1 ciphertext in 256 starts with a zero byte; 5000 tries miss one with odds below 1e-8.
    let small: string | undefined;
    for (let i = 0; i < 5000 && small === undefined; i++) {
      const ciphertext = encrypt('Admin@12345');
      if (Buffer.from(ciphertext, 'base64')[0] === 0) small = ciphertext;
    }
    expect(small).toBeDefined();
    const bytes = Buffer.from(small ?? '', 'base64');
    expect(bytes).toHaveLength(128);
    expect(decryptPassword(small ?? '', privateKeyPem)).toBe('Admin@12345');
    expect(jsencryptDecrypt(small ?? '', privateKeyPem)).toBe('Admin@12345');
  });

  it.each(['Admin@12345', '巡检养护平台', 'emoji 😀 and 𠮷', 'é'])(
    'carries the same message bytes as JSEncrypt for %j (surrogates included)',
    (plain) => {
      const { publicKeyPem, privateKeyPem } = keyPair(1024);
      const ours = messageBytes(rawBlock(encryptPassword(plain, publicKeyPem), privateKeyPem));
      const theirs = messageBytes(rawBlock(String(jsencryptEncrypt(plain, publicKeyPem)), privateKeyPem));
      expect(ours.toString('hex')).toBe(theirs.toString('hex'));
      expect(jsencryptDecrypt(encryptPassword(plain, publicKeyPem), privateKeyPem)).toBe(plain);
    },
  );
});

describe('jsencryptUtf8', () => {
  it('equals UTF-8 inside the Basic Multilingual Plane', () => {
    const text = 'Admin@12345 江苏 ß é ￿';
    expect(Buffer.from(jsencryptUtf8(text)).toString('hex')).toBe(Buffer.from(text, 'utf8').toString('hex'));
  });

  it('encodes each surrogate of a supplementary character as 3 bytes, like JSEncrypt', () => {
    expect(Buffer.from(jsencryptUtf8('😀')).toString('hex')).toBe('eda0bdedb880');
  });
});
