// Passwords at rest: scrypt with a random salt per password (node:crypto; no library needed).
// N = 2^12 keeps a sign-in around 15 ms of one core: enough for test data whose passwords are
// public, and cheap enough that the 200-concurrent-sign-ins test and the bench stay quick.

import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

const N = 4096;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

/** 'scrypt$N$r$p$salt$hash' (base64): the parameters travel with the hash. */
export type PasswordHash = string;

export function hashPasswordSync(password: string, salt: Buffer = randomBytes(16)): PasswordHash {
  const hash = scryptSync(password.normalize('NFC'), salt, KEY_LENGTH, { N, r: R, p: P });
  return ['scrypt', N, R, P, salt.toString('base64'), hash.toString('base64')].join('$');
}

/** hashPasswordSync off the event loop (a password change while others sign in). */
export function hashPassword(password: string): Promise<PasswordHash> {
  const salt = randomBytes(16);
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { N, r: R, p: P }, (error, hash) => {
      if (error) reject(error);
      else resolve(['scrypt', N, R, P, salt.toString('base64'), hash.toString('base64')].join('$'));
    });
  });
}

/** Off the event loop (libuv's pool), so concurrent sign-ins do not queue behind each other. */
export function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return Promise.resolve(false);
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFC'),
      parsed.salt,
      parsed.hash.length,
      { N: parsed.n, r: parsed.r, p: parsed.p, maxmem: 256 * parsed.n * parsed.r },
      (error, derived) => {
        if (error) reject(error);
        else resolve(timingSafeEqual(derived, parsed.hash));
      },
    );
  });
}

export async function matchesAny(password: string, hashes: readonly PasswordHash[]): Promise<boolean> {
  const results = await Promise.all(hashes.map((hash) => verifyPassword(password, hash)));
  return results.includes(true);
}

function parse(stored: string) {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return null;
  return {
    n: Number(n),
    r: Number(r),
    p: Number(p),
    salt: Buffer.from(salt, 'base64'),
    hash: Buffer.from(hash, 'base64'),
  };
}
