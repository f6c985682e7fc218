import { describe, expect, it } from 'vitest';
import { cutLongText, LINE_MAX_CHARS, MARKDOWN_MAX_CHARS } from '../markdown/long-text';
import { keyAction } from './input-keys';
import { maskOpacity } from './stream-mask';

describe('the question box keys', () => {
  const key = (over: Partial<Parameters<typeof keyAction>[0]>) =>
    keyAction({ key: 'Enter', shiftKey: false, isComposing: false, keyCode: 13, ...over });

  it('sends on Enter', () => {
    expect(key({})).toBe('send');
  });

  it('adds a line on Shift+Enter', () => {
    expect(key({ shiftKey: true })).toBe('none');
  });

  it('never sends while an input method composes', () => {
    expect(key({ isComposing: true })).toBe('none');
    expect(key({ keyCode: 229 })).toBe('none');
  });

  it('does nothing on other keys', () => {
    expect(key({ key: 'a', keyCode: 65 })).toBe('none');
  });
});

describe('the fading mask', () => {
  it('is clear at the top and fully opaque at 50 px of scroll', () => {
    expect(maskOpacity(0)).toBe(0);
    expect(maskOpacity(25)).toBe(0.5);
    expect(maskOpacity(50)).toBe(1);
    expect(maskOpacity(400)).toBe(1);
  });
});

describe('answers too long to parse', () => {
  it('are cut per line and in total', () => {
    const line = 'a'.repeat(1_000_000);
    const shown = cutLongText(line);
    expect(shown.cut).toBe(true);
    expect(shown.text.length).toBe(LINE_MAX_CHARS + 1);
    const many = cutLongText('短行\n'.repeat(20_000));
    expect(many.text.length).toBeLessThanOrEqual(MARKDOWN_MAX_CHARS);
    expect(many.cut).toBe(true);
  });

  it('are left whole when short', () => {
    expect(cutLongText('今日巡查\n2次')).toEqual({ text: '今日巡查\n2次', cut: false });
  });
});
