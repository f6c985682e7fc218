// The captcha of the sign-in form (seed 000 §2 "a popup titled 请完成安全验证, or inline", §3, §4):
// how it shows once required, what a submit does about it, and what the sign-in call carries.
import { BAR_HEIGHT, IMAGE_HEIGHT, V_SPACE } from '../captcha/captcha-geometry';
import type { DigitalCaptcha } from './digital-captcha';
import type { CaptchaSettings } from './global-config';
import type { LoginCaptcha } from './login-calls';
import type { PageComponent } from './page-config';

/** Room the inline (fixed) captcha widget needs; a smaller captcha slot opens it as a popup. */
export const INLINE_CAPTCHA_HEIGHT = IMAGE_HEIGHT + V_SPACE + BAR_HEIGHT + 2;

export interface CaptchaDisplay {
  /** The sign-in carries a captcha (codeStatus): enabled by show_captcha and required by the gate. */
  shown: boolean;
  /** The text captcha (numberCode), typed in the form. */
  numberCode: boolean;
  /** A blockPuzzle or clickWord widget must be solved before the sign-in. */
  widget: boolean;
  /** Inline in the captcha slot when it is tall enough, else the 请完成安全验证 popup. */
  widgetMode: 'pop' | 'fixed';
  /** The captcha slot is drawn: the text captcha, or the inline widget while it is not locked. */
  inForm: boolean;
}

export function captchaDisplay(
  settings: Pick<CaptchaSettings, 'enabled' | 'mode'>,
  required: boolean,
  slot: PageComponent | undefined,
  locked: boolean,
): CaptchaDisplay {
  const shown = settings.enabled && required;
  const numberCode = shown && settings.mode === 'numberCode';
  const widgetMode = slot && slot.h >= INLINE_CAPTCHA_HEIGHT ? 'fixed' : 'pop';
  return {
    shown,
    numberCode,
    widget: shown && settings.mode !== 'numberCode',
    widgetMode,
    inForm: shown && (settings.mode === 'numberCode' || (widgetMode === 'fixed' && !locked)),
  };
}

/**
 * What a valid submit does about the widget: sign in (no widget, or its verification is in hand);
 * say the box is locked; open the popup; or point at the inline widget with 请完成安全验证.
 */
export type CaptchaStep = 'sign-in' | 'locked' | 'open-popup' | 'solve-inline';

export function captchaStep(display: CaptchaDisplay, verified: boolean, locked: boolean): CaptchaStep {
  if (!display.widget || verified) return 'sign-in';
  if (locked) return 'locked';
  return display.widgetMode === 'pop' ? 'open-popup' : 'solve-inline';
}

/** The captcha the sign-in call carries: the text captcha's key and trimmed code, or the widget's verification. */
export function formCaptcha(
  display: CaptchaDisplay,
  digital: DigitalCaptcha | null,
  code: string,
  verification: string | undefined,
): LoginCaptcha {
  if (display.numberCode) return { shown: true, key: digital?.key ?? '', code: code.trim() };
  return { shown: display.shown, ...(verification ? { verification } : {}) };
}
