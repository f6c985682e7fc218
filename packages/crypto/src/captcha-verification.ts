// The strings AJ-Captcha's widgets (VerifySlide.vue / VerifyPoints.vue) send: `pointJson` for
// /captcha/check and `captchaVerification` for the login's second verification. ECB is
// deterministic, so the server recomputes the very same base64 string and compares.

import { aesEncrypt } from './aes';

/** The check call's `pointJson`: the point(s) JSON, encrypted when the captcha gave a secretKey. */
export function encryptPointJson(pointJsonPlain: string, secretKey?: string | null): string {
  return aesEncrypt(pointJsonPlain, secretKey);
}

/** `token---pointJson`, encrypted with the secretKey when there is one (plaintext otherwise). */
export function captchaVerification(
  token: string,
  pointJsonPlain: string,
  secretKey?: string | null,
): string {
  return aesEncrypt(`${token}---${pointJsonPlain}`, secretKey);
}
