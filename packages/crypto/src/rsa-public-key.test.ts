import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createPasswordEncryptor } from './rsa-encrypt';
import { parseRsaPublicKey, RsaPublicKeyError } from './rsa-public-key';

/** SPKI PEM for a hand-picked modulus and exponent (hex), to reach the key checks. */
function spkiPem(modulusHex: string, exponentHex = '010001'): string {
  const key = createPublicKey({
    key: {
      kty: 'RSA',
      n: Buffer.from(modulusHex, 'hex').toString('base64url'),
      e: Buffer.from(exponentHex, 'hex').toString('base64url'),
    },
    format: 'jwk',
  });
  return key.export({ type: 'spki', format: 'pem' }).toString();
}

function pem(der: Uint8Array): string {
  return `-----BEGIN PUBLIC KEY-----\n${Buffer.from(der).toString('base64')}\n-----END PUBLIC KEY-----\n`;
}

const rsa = generateKeyPairSync('rsa', {
  modulusLength: 1024,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

describe('parseRsaPublicKey', () => {
  it('reads n, e and the byte length k of an SPKI PEM', () => {
    const jwk = createPublicKey(rsa.publicKey).export({ format: 'jwk' });
    const key = parseRsaPublicKey(rsa.publicKey);
    expect(key.n).toBe(BigInt(`0x${Buffer.from(jwk.n ?? '', 'base64url').toString('hex')}`));
    expect(key.e).toBe(65537n);
    expect(key.k).toBe(128);
  });

  it('reads a 513-bit modulus as 65 bytes', () => {
    expect(parseRsaPublicKey(spkiPem(`01${'c5'.repeat(64)}`)).k).toBe(65);
  });
});

describe('bad public keys are refused with a reason', () => {
  it.each([
    ['an empty string', ''],
    ['text that is not base64', 'hello, world!'],
  ])('%s', (_name, text) => {
    expect(() => parseRsaPublicKey(text)).toThrow(
      new RsaPublicKeyError('RSA public key: expected a PEM "-----BEGIN PUBLIC KEY-----" or its base64 body'),
    );
  });

  it('a private key PEM', () => {
    expect(() => createPasswordEncryptor(rsa.privateKey)).toThrow(
      new RsaPublicKeyError('RSA public key: expected "PUBLIC KEY" PEM, got "PRIVATE KEY"'),
    );
  });

  it('a PEM without its END line', () => {
    expect(() => parseRsaPublicKey(rsa.publicKey.replace('-----END PUBLIC KEY-----', ''))).toThrow(
      new RsaPublicKeyError('RSA public key: malformed PEM armor'),
    );
  });

  it('an elliptic-curve key', () => {
    const { publicKey } = generateKeyPairSync('ec', {
      namedCurve: 'P-256',
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    expect(() => parseRsaPublicKey(publicKey)).toThrow(
      new RsaPublicKeyError('RSA public key: not an RSA key (algorithm is not rsaEncryption)'),
    );
  });

  it('a truncated key', () => {
    const der = Buffer.from(rsa.publicKey.replace(/-----[A-Z ]+-----|\s/g, ''), 'base64');
    expect(() => parseRsaPublicKey(pem(der.subarray(0, 100)))).toThrow(
      new RsaPublicKeyError('RSA public key: element runs past the end of the data'),
    );
  });

  it('bytes after the key', () => {
    const der = Buffer.from(rsa.publicKey.replace(/-----[A-Z ]+-----|\s/g, ''), 'base64');
    expect(() => parseRsaPublicKey(pem(Buffer.concat([der, Buffer.from([0])])))).toThrow(
      new RsaPublicKeyError('RSA public key: unexpected bytes after key'),
    );
  });

  it('a SEQUENCE of the wrong shape', () => {
    // SEQUENCE { INTEGER 5 }
    expect(() => parseRsaPublicKey(pem(Uint8Array.of(0x30, 0x03, 0x02, 0x01, 0x05)))).toThrow(
      new RsaPublicKeyError('RSA public key: RSAPublicKey must have 2 integers'),
    );
  });

  it('a negative modulus', () => {
    // SEQUENCE { INTEGER -1, INTEGER 3 }
    expect(() =>
      parseRsaPublicKey(pem(Uint8Array.of(0x30, 0x06, 0x02, 0x01, 0xff, 0x02, 0x01, 0x03))),
    ).toThrow(new RsaPublicKeyError('RSA public key: modulus is negative'));
  });

  it.each([
    ['a 256-bit modulus', 'c5'.repeat(32)],
    ['an even modulus', `${'c5'.repeat(63)}c4`],
  ])('%s', (_name, modulusHex) => {
    expect(() => parseRsaPublicKey(spkiPem(modulusHex))).toThrow(
      new RsaPublicKeyError('RSA public key: modulus must be odd and at least 512 bits'),
    );
  });

  it.each([
    ['1', '01'],
    ['an even exponent', '010000'],
  ])('an exponent of %s', (_name, exponentHex) => {
    expect(() => parseRsaPublicKey(spkiPem('c5'.repeat(128), exponentHex))).toThrow(
      new RsaPublicKeyError('RSA public key: invalid public exponent'),
    );
  });
});
