// /encryption's rules over packages/crypto: the password as the sign-in sends it (RSA with the
// runtime configuration's public key, JSEncrypt's PKCS#1 v1.5, base64) and the captcha's AES
// (AJ-Captcha: AES-128-ECB with the captcha's 16-character secretKey, base64) both ways. Every
// bad input answers a sentence saying what is wrong, never an exception. Pure, tested directly.
import {
  aesDecrypt,
  aesEncrypt,
  CaptchaAesError,
  createPasswordEncryptor,
  PasswordTooLongError,
  RsaPublicKeyError,
} from '@jt/crypto';

export const ENCRYPTION_TEXTS = {
  title: '加密工具',
  passwordTab: '密码加密（RSA）',
  captchaTab: '验证码加密（AES）',
  passwordIntro:
    '用登录页相同的公钥加密密码（RSA PKCS#1 v1.5，Base64），得到登录时发送的密文；每次加密结果不同，均可被服务端解密。',
  captchaIntro:
    '按 AJ-Captcha 的规则用验证码接口返回的 secretKey 做 AES-128-ECB 加密（Base64），即校验时发送的 pointJson / captchaVerification。',
  publicKey: '公钥',
  plainPassword: '密码',
  plainText: '明文',
  secretKey: '密钥（secretKey）',
  cipherText: '密文',
  encrypt: '加密',
  decrypt: '解密',
  copy: '复制',
  copied: '已复制',
  copyFailed: '复制失败，请手动选择密文复制',
  passwordRequired: '请输入要加密的密码',
  textRequired: '请输入明文',
  cipherRequired: '请输入要解密的密文',
  keyRequired: '请输入密钥（secretKey）',
  keyLength: (bytes: number) => `密钥须为16个字节（AES-128），当前为${bytes}个字节`,
  passwordTooLong: (bytes: number, max: number) =>
    `密码过长：UTF-8 编码共${bytes}个字节，此公钥最多加密${max}个字节`,
  badPublicKey: '公钥无效，无法加密（请检查运行配置的 rsaPublicKey）',
  notBase64: '密文不是有效的 Base64',
  badBlocks: '密文长度须为16字节的整数倍',
  wrongKey: '解密失败：密钥不对或密文已损坏',
} as const;

export type ToolResult = { ok: true; text: string } | { ok: false; error: string };

const fail = (error: string): ToolResult => ({ ok: false, error });

/** The password as the sign-in sends it; the text is encrypted as typed (spaces are part of a password). */
export function encryptPasswordText(plain: string, publicKeyPem: string): ToolResult {
  if (plain === '') return fail(ENCRYPTION_TEXTS.passwordRequired);
  try {
    return { ok: true, text: createPasswordEncryptor(publicKeyPem)(plain) };
  } catch (error) {
    if (error instanceof PasswordTooLongError)
      return fail(ENCRYPTION_TEXTS.passwordTooLong(error.byteLength, error.maxByteLength));
    if (error instanceof RsaPublicKeyError) return fail(ENCRYPTION_TEXTS.badPublicKey);
    throw error;
  }
}

/**
 * The key's problem, if any. The tool needs a key: AJ-Captcha sends plaintext when the captcha
 * gave none, and a tool that "encrypts" into the same text would mislead.
 */
function keyProblem(key: string): string | null {
  if (key.trim() === '') return ENCRYPTION_TEXTS.keyRequired;
  const bytes = new TextEncoder().encode(key).length;
  return bytes === 16 ? null : ENCRYPTION_TEXTS.keyLength(bytes);
}

export function encryptCaptchaText(plain: string, key: string): ToolResult {
  if (plain === '') return fail(ENCRYPTION_TEXTS.textRequired);
  const problem = keyProblem(key);
  if (problem) return fail(problem);
  return { ok: true, text: aesEncrypt(plain, key) };
}

export function decryptCaptchaText(cipher: string, key: string): ToolResult {
  const text = cipher.trim();
  if (text === '') return fail(ENCRYPTION_TEXTS.cipherRequired);
  const problem = keyProblem(key);
  if (problem) return fail(problem);
  try {
    return { ok: true, text: aesDecrypt(text, key) };
  } catch (error) {
    if (!(error instanceof CaptchaAesError)) throw error;
    if (error.message.includes('not base64')) return fail(ENCRYPTION_TEXTS.notBase64);
    if (error.message.includes('multiple of 16')) return fail(ENCRYPTION_TEXTS.badBlocks);
    return fail(ENCRYPTION_TEXTS.wrongKey);
  }
}
