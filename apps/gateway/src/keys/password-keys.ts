import { createPublicKey } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generateRsaKeyPair } from '@jt/crypto/node';
import type { GatewayConfig } from '../config';

/** The key pair that protects passwords in transit: public half to the browser, private to the mock. */
export interface PasswordKeys {
  publicKeyPem: string;
  /** Only known when the gateway's mock decrypts passwords itself. */
  privateKeyPem: string | null;
}

const KEY_FILE = 'password-key.pem';
/** RSA-1024 is below every current recommendation; the real backend's key is what proxy mode uses. */
const KEY_BITS = 2048;

/**
 * The configured key pair, or (mock mode without one) a pair generated once and kept in the
 * data directory, so sessions, tests and browsers agree on it across restarts.
 */
export async function loadPasswordKeys(config: GatewayConfig): Promise<PasswordKeys> {
  if (config.rsa) return config.rsa;
  if (config.dataDir === null) return generateRsaKeyPair(KEY_BITS);

  const file = join(config.dataDir, KEY_FILE);
  const stored = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (stored !== null) {
    const publicKeyPem = createPublicKey(stored).export({ type: 'spki', format: 'pem' }).toString();
    return { publicKeyPem, privateKeyPem: stored };
  }
  const keys = generateRsaKeyPair(KEY_BITS);
  await mkdir(config.dataDir, { recursive: true });
  await writeFile(file, keys.privateKeyPem, { mode: 0o600 });
  await chmod(file, 0o600);
  return keys;
}
