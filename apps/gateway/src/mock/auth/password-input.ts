// Reads a password as the client sends it: RSA-encrypted with the public half of the key pair.
// Like cscp, a text that does not decrypt is taken as the password itself (a client without the
// encrypt helper still signs in); decryption errors all read the same (no padding oracle).

import { createPasswordDecryptor, PasswordDecryptionError } from '@jt/crypto/node';

export type PasswordReader = (sent: string) => string;

/** Built once per plugin: the key object is parsed here, not per request. */
export function passwordReader(privateKeyPem: string | null): PasswordReader {
  if (privateKeyPem === null) return (sent) => sent;
  const decrypt = createPasswordDecryptor(privateKeyPem);
  return (sent) => {
    try {
      return decrypt(sent);
    } catch (error) {
      if (error instanceof PasswordDecryptionError) return sent;
      throw error;
    }
  };
}
