import { join } from 'node:path';
import { GlobalFonts } from '@napi-rs/canvas';
import { mocksRoot } from '../../../paths';

/**
 * The CJK font the captchas draw with: a subset of Noto Sans CJK SC Bold that the project ships
 * (mocks/captcha/fonts, OFL), so no image depends on the fonts of the machine. Always name this
 * family in `ctx.font`: a family the canvas does not know would fall back to system fonts.
 */
export const CAPTCHA_FONT_FAMILY = 'JtCaptchaSans';

const FONT_FILE = join(mocksRoot, 'captcha', 'fonts', 'JtCaptchaSans-Bold.otf');

let registered = false;

export function registerCaptchaFont(): void {
  if (registered) return;
  if (!GlobalFonts.registerFromPath(FONT_FILE, CAPTCHA_FONT_FAMILY)) {
    throw new Error(`Captcha font: cannot load ${FONT_FILE}`);
  }
  registered = true;
}
