import { describe, expect, it } from 'vitest';
import {
  type CaptchaDisplay,
  captchaDisplay,
  captchaStep,
  formCaptcha,
  INLINE_CAPTCHA_HEIGHT,
} from './form-captcha';
import type { PageComponent } from './page-config';

const slot = (h: number) => ({ component: 'captcha', x: 750, y: 604, w: 420, h }) as PageComponent;
const puzzle = { enabled: true, mode: 'blockPuzzle' } as const;
const numberCode = { enabled: true, mode: 'numberCode' } as const;

describe('how the captcha shows', () => {
  it('needs 202 px for the inline widget: image 155, space 5, bar 40 and the border', () => {
    expect(INLINE_CAPTCHA_HEIGHT).toBe(202);
  });

  it('shows nothing until the gate requires it, or ever when show_captcha is off', () => {
    const off = { shown: false, numberCode: false, widget: false, widgetMode: 'pop', inForm: false };
    expect(captchaDisplay(puzzle, false, slot(48), false)).toEqual(off);
    expect(captchaDisplay({ ...numberCode, enabled: false }, true, slot(48), false)).toEqual(off);
  });

  it('types the text captcha in the form', () => {
    expect(captchaDisplay(numberCode, true, slot(48), false)).toEqual({
      shown: true,
      numberCode: true,
      widget: false,
      widgetMode: 'pop',
      inForm: true,
    });
  });

  it('opens the widget as a popup when the slot is missing or lower than 202 px', () => {
    expect(captchaDisplay(puzzle, true, slot(201), false)).toEqual({
      shown: true,
      numberCode: false,
      widget: true,
      widgetMode: 'pop',
      inForm: false,
    });
    expect(captchaDisplay({ enabled: true, mode: 'clickWord' }, true, undefined, false).widgetMode).toBe(
      'pop',
    );
  });

  it('draws the widget in a tall enough slot, and hides it while the box is locked', () => {
    expect(captchaDisplay(puzzle, true, slot(202), false)).toMatchObject({
      widgetMode: 'fixed',
      inForm: true,
    });
    expect(captchaDisplay(puzzle, true, slot(202), true)).toMatchObject({
      widgetMode: 'fixed',
      inForm: false,
    });
  });
});

describe('what a submit does about the widget', () => {
  const popup = captchaDisplay(puzzle, true, slot(48), false);
  const inline = captchaDisplay(puzzle, true, slot(240), false);

  it('signs in without a widget, or once the widget gave its verification', () => {
    expect(captchaStep(captchaDisplay(numberCode, true, slot(48), false), false, false)).toBe('sign-in');
    expect(captchaStep(captchaDisplay(puzzle, false, slot(48), false), false, true)).toBe('sign-in');
    expect(captchaStep(popup, true, false)).toBe('sign-in');
  });

  it('says the box is locked while it is', () => {
    expect(captchaStep(popup, false, true)).toBe('locked');
    expect(captchaStep(inline, false, true)).toBe('locked');
  });

  it('opens the popup, or points at the inline widget', () => {
    expect(captchaStep(popup, false, false)).toBe('open-popup');
    expect(captchaStep(inline, false, false)).toBe('solve-inline');
  });
});

describe('the captcha the sign-in carries', () => {
  const display = (patch: Partial<CaptchaDisplay>): CaptchaDisplay => ({
    shown: true,
    numberCode: false,
    widget: true,
    widgetMode: 'pop',
    inForm: false,
    ...patch,
  });
  const digital = { key: 'k-1', image: 'data:image/png;base64,AAAA' };

  it('is the text captcha key and the trimmed code', () => {
    expect(formCaptcha(display({ numberCode: true, widget: false }), digital, ' 7x3k ', undefined)).toEqual({
      shown: true,
      key: 'k-1',
      code: '7x3k',
    });
  });

  it('sends an empty key when no image could be read', () => {
    expect(formCaptcha(display({ numberCode: true, widget: false }), null, '1234', undefined)).toEqual({
      shown: true,
      key: '',
      code: '1234',
    });
  });

  it("is the widget's verification", () => {
    expect(formCaptcha(display({}), null, '', 'token---{"x":1,"y":5}')).toEqual({
      shown: true,
      verification: 'token---{"x":1,"y":5}',
    });
  });

  it('says no captcha was shown when none was required', () => {
    expect(formCaptcha(display({ shown: false, widget: false }), digital, '', undefined)).toEqual({
      shown: false,
    });
  });
});
