import { aesEncrypt } from '@jt/crypto';
import { decryptPassword, generateRsaKeyPair } from '@jt/crypto/node';
import { describe, expect, it } from 'vitest';
import {
  decryptCaptchaText,
  ENCRYPTION_TEXTS,
  encryptCaptchaText,
  encryptPasswordText,
} from './encryption-rules';

const keys = generateRsaKeyPair(1024);
const KEY = 'XwKsGlMcdPMEhR1B';

describe('/encryption: the password as the sign-in sends it', () => {
  it('gives a base64 ciphertext the private key decrypts to the password as typed', () => {
    const result = encryptPasswordText(' Admin@12345 密码', keys.publicKeyPem);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.text).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(decryptPassword(result.text, keys.privateKeyPem)).toBe(' Admin@12345 密码');
  });

  it('refuses an empty password, one too long for the key, and a key that is not one', () => {
    expect(encryptPasswordText('', keys.publicKeyPem)).toEqual({
      ok: false,
      error: ENCRYPTION_TEXTS.passwordRequired,
    });
    expect(encryptPasswordText('x'.repeat(118), keys.publicKeyPem)).toEqual({
      ok: false,
      error: '密码过长：UTF-8 编码共118个字节，此公钥最多加密117个字节',
    });
    expect(encryptPasswordText('secret', 'not a key')).toEqual({
      ok: false,
      error: ENCRYPTION_TEXTS.badPublicKey,
    });
  });
});

describe('/encryption: the captcha’s AES', () => {
  it('encrypts as AJ-Captcha does and decrypts back', () => {
    const point = '{"x":120.5,"y":5}';
    const result = encryptCaptchaText(point, KEY);
    expect(result).toEqual({ ok: true, text: aesEncrypt(point, KEY) });
    if (result.ok) expect(decryptCaptchaText(` ${result.text}\n`, KEY)).toEqual({ ok: true, text: point });
  });

  it('needs a 16-byte key, counted in UTF-8 bytes', () => {
    expect(encryptCaptchaText('a', '  ')).toEqual({ ok: false, error: '请输入密钥（secretKey）' });
    expect(encryptCaptchaText('a', 'short')).toEqual({
      ok: false,
      error: '密钥须为16个字节（AES-128），当前为5个字节',
    });
    expect(encryptCaptchaText('a', '密钥密钥密钥')).toEqual({
      ok: false,
      error: '密钥须为16个字节（AES-128），当前为18个字节',
    });
    expect(encryptCaptchaText('', KEY)).toEqual({ ok: false, error: '请输入明文' });
  });

  it('says what is wrong with a ciphertext: empty, not base64, not whole blocks, another key', () => {
    const cipher = aesEncrypt('{"x":1,"y":5}', KEY);
    expect(decryptCaptchaText('', KEY)).toEqual({ ok: false, error: '请输入要解密的密文' });
    expect(decryptCaptchaText('@@@', KEY)).toEqual({ ok: false, error: '密文不是有效的 Base64' });
    expect(decryptCaptchaText('AAAA', KEY)).toEqual({ ok: false, error: '密文长度须为16字节的整数倍' });
    expect(decryptCaptchaText(cipher, 'aaaaaaaaaaaaaaaa')).toEqual({
      ok: false,
      error: '解密失败：密钥不对或密文已损坏',
    });
  });
});
