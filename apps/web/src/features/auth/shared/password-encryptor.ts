// The password is encrypted with the runtime configuration's RSA public key before it is sent
// (seed 000 §7 "Security of payloads"); the key is parsed once per page load.
import { createPasswordEncryptor, type PasswordEncryptor } from '@jt/crypto';
import { runtimeConfig } from '../../../lib/runtime-config';

let encryptor: PasswordEncryptor | undefined;

export function encryptPassword(plain: string): string {
  encryptor ??= createPasswordEncryptor(runtimeConfig.current().rsaPublicKey);
  return encryptor(plain);
}
