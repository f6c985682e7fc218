import type { ConfigValuesStore } from '../config/config-values';
import type { AjCaptchaService } from './aj-captcha-service';
import type { CaptchaGate, LoginCaptchaMode, LoginCaptchaVerdict } from './captcha-gate';
import { CHINESE_CODE_MESSAGE, type DigitalCaptchaService } from './digital-captcha-service';

/** captcha_config.captcha_type: '0' numberCode, '1' blockPuzzle, '2' clickWord, anything else numberCode. */
export function captchaMode(captchaType: string | undefined): LoginCaptchaMode {
  if (captchaType === '1') return 'blockPuzzle';
  if (captchaType === '2') return 'clickWord';
  return 'numberCode';
}

/** The form's value counts only when it says something (the platform's interceptor skips 'undefined'). */
function given(value: string | undefined): value is string {
  return value !== undefined && value !== '' && value !== 'undefined' && value !== 'null';
}

/**
 * The captcha check of the sign-in, by the configured mode: the puzzle and click-word modes need
 * the captchaVerification of a passed check (accepted once within 180 s); numberCode needs the
 * key and the code of a digital captcha (once within 180 s, any case). Each call consumes what
 * it is given.
 */
export function loginCaptchaGate(
  configs: ConfigValuesStore,
  aj: AjCaptchaService,
  digital: DigitalCaptchaService,
): CaptchaGate {
  const mode = () => captchaMode(configs.get('captcha_config', 'captcha_type'));
  return {
    mode,
    verifyForLogin(captcha): LoginCaptchaVerdict {
      if (mode() !== 'numberCode') {
        if (!given(captcha.captchaVerification)) return { ok: false, reason: 'missing' };
        return aj.verification(captcha.captchaVerification) ? { ok: true } : { ok: false, reason: 'invalid' };
      }
      if (!given(captcha.key) || !given(captcha.code)) return { ok: false, reason: 'missing' };
      const verdict = digital.verify(captcha.key, captcha.code);
      if (verdict === 'ok') return { ok: true };
      if (verdict === 'chinese') return { ok: false, reason: 'invalid', detail: CHINESE_CODE_MESSAGE };
      return { ok: false, reason: 'invalid' };
    },
  };
}
