// Browser and Node entry: nothing here may import `node:` modules (it ships on the sign-in route).

export { aesDecrypt, aesEncrypt, CaptchaAesError } from './aes';
export { captchaVerification, encryptPointJson } from './captcha-verification';
export {
  createPasswordEncryptor,
  encryptPassword,
  type PasswordEncryptor,
  PasswordTooLongError,
} from './rsa-encrypt';
export { RsaPublicKeyError } from './rsa-public-key';
