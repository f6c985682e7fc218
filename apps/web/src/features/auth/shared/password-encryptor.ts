// The password is encrypted with the runtime configuration's RSA public key before it is sent
// (seed 000 §7 "Security of payloads"); the key is parsed once per page load.
// The RSA module itself, not the package's entry: the sign-in page's chunks take what it imports
// (apps/web/build/page-chunks.ts), and the entry would bring the captcha's AES along.
import { createPasswordEncryptor, type PasswordEncryptor } from '@jt/crypto/rsa';
import { runtimeConfig } from '../../../lib/runtime-config';

let encryptor: PasswordEncryptor | undefined;

export function encryptPassword(plain: string): string {
  encryptor ??= createPasswordEncryptor(runtimeConfig.current().rsaPublicKey);
  return encryptor(plain);
}
