import type { CaptchaCalls } from './captcha-client';

/** Timings of seed 000 §4 / §9 and AJ-Captcha's widgets (research §1.8). */
export const SUCCESS_EMIT_MS = 1000;
export const POPUP_CLOSE_MS = 1500;
export const FAILURE_RESET_MS = 1000;
/** AJ-Captcha waits this long after the third click so its dot is seen before the check. */
export const CLICK_CHECK_DELAY_MS = 400;

export interface VerifyProps {
  calls: CaptchaCalls;
  /** 'pop' inside the 请完成安全验证 box, 'fixed' inline in the form. */
  mode: 'pop' | 'fixed';
  /** The check passed (repCode 0000): the box starts closing. */
  onPassed: () => void;
  /** 1 s after the pass: the verification string for the sign-in. */
  onSuccess: (captchaVerification: string) => void;
  /** A check failed (any repCode but 0000). */
  onFailure: () => void;
}
