// Node-only entry (gateway, mock, tests): everything of the browser entry plus decryption.

export * from './index';
export {
  createPasswordDecryptor,
  decryptPassword,
  generateRsaKeyPair,
  PasswordDecryptionError,
  type PasswordDecryptor,
  type RsaKeyPair,
} from './node-rsa';
