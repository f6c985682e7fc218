// Reads the RSA public key the runtime config carries (SPKI PEM), the way JSEncrypt's
// `setPublicKey` does: PEM armor or a bare base64 body; SPKI or PKCS#1 RSAPublicKey inside.

import { base64ToBytes } from './base64';
import { bytesToHex } from './bigint';
import {
  DER_TAG,
  type DerElement,
  DerError,
  expectTag,
  readChildren,
  readSingle,
  readUnsignedInteger,
} from './der';

/** An RSA public key ready for encryption: modulus, exponent and modulus length in bytes. */
export interface RsaPublicKey {
  readonly n: bigint;
  readonly e: bigint;
  /** Modulus length in bytes: every ciphertext is exactly this long. */
  readonly k: number;
}

export class RsaPublicKeyError extends Error {
  override name = 'RsaPublicKeyError';
}

const PEM = /-----BEGIN ([A-Z0-9 ]+)-----([A-Za-z0-9+/=\s]*)-----END \1-----/;
const PUBLIC_KEY_LABELS = new Set(['PUBLIC KEY', 'RSA PUBLIC KEY']);
// 1.2.840.113549.1.1.1 (rsaEncryption), DER-encoded.
const RSA_ENCRYPTION_OID = '2a864886f70d010101';
// Smaller moduli are only toys; the platform's key is 1024 bits.
const MIN_MODULUS_BYTES = 64;

export function parseRsaPublicKey(pemOrBase64: string): RsaPublicKey {
  const der = base64ToBytes(pemBody(pemOrBase64));
  if (der === undefined || der.length === 0) {
    throw new RsaPublicKeyError(
      'RSA public key: expected a PEM "-----BEGIN PUBLIC KEY-----" or its base64 body',
    );
  }
  try {
    return checked(readRsaPublicKey(der));
  } catch (error) {
    if (error instanceof DerError) throw new RsaPublicKeyError(`RSA public key: ${error.message}`);
    throw error;
  }
}

function pemBody(text: string): string {
  const armored = PEM.exec(text);
  if (armored === null) {
    if (text.includes('-----BEGIN')) throw new RsaPublicKeyError('RSA public key: malformed PEM armor');
    return text;
  }
  const [, label = '', body = ''] = armored;
  if (!PUBLIC_KEY_LABELS.has(label)) {
    throw new RsaPublicKeyError(`RSA public key: expected "PUBLIC KEY" PEM, got "${label}"`);
  }
  return body;
}

function readRsaPublicKey(der: Uint8Array): { n: bigint; e: bigint } {
  const outer = readChildren(readSingle(der, DER_TAG.sequence, 'key'));
  // PKCS#1 RSAPublicKey is SEQUENCE { n, e }; SPKI starts with the AlgorithmIdentifier SEQUENCE.
  if (outer[0]?.tag === DER_TAG.integer) return readModulusAndExponent(outer);
  const [algorithm, subjectPublicKey] = outer;
  if (outer.length !== 2) throw new DerError('SubjectPublicKeyInfo must have 2 parts');
  const [oid] = readChildren(expectTag(algorithm, DER_TAG.sequence, 'AlgorithmIdentifier'));
  const oidHex = bytesToHex(expectTag(oid, DER_TAG.objectIdentifier, 'algorithm OID').content);
  if (oidHex !== RSA_ENCRYPTION_OID) throw new DerError('not an RSA key (algorithm is not rsaEncryption)');
  const bits = expectTag(subjectPublicKey, DER_TAG.bitString, 'subjectPublicKey').content;
  if (bits[0] !== 0) throw new DerError('subjectPublicKey BIT STRING has unused bits');
  return readModulusAndExponent(readChildren(readSingle(bits.subarray(1), DER_TAG.sequence, 'RSAPublicKey')));
}

function readModulusAndExponent(parts: readonly DerElement[]): { n: bigint; e: bigint } {
  if (parts.length !== 2) throw new DerError('RSAPublicKey must have 2 integers');
  return { n: readUnsignedInteger(parts[0], 'modulus'), e: readUnsignedInteger(parts[1], 'exponent') };
}

function checked({ n, e }: { n: bigint; e: bigint }): RsaPublicKey {
  const k = Math.ceil(n.toString(16).length / 2);
  if (k < MIN_MODULUS_BYTES || n % 2n === 0n) {
    throw new RsaPublicKeyError(
      `RSA public key: modulus must be odd and at least ${MIN_MODULUS_BYTES * 8} bits`,
    );
  }
  if (e < 3n || e % 2n === 0n || e >= n) {
    throw new RsaPublicKeyError('RSA public key: invalid public exponent');
  }
  return { n, e, k };
}
