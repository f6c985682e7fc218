import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mocksRoot } from '../../../paths';
import { mappedCharacters } from '../../font-cmap';
import { WATERMARK } from './backgrounds';
import { loadClickWords } from './click-word-image';
import { DIGITAL_ALPHABET } from './digital-code-image';

describe('the shipped captcha font', () => {
  const font = readFileSync(join(mocksRoot, 'captcha', 'fonts', 'JtCaptchaSans-Bold.otf'));
  const mapped = mappedCharacters(font);

  it('has a glyph for every click word, so no word is ever drawn as a tofu box', () => {
    const words = loadClickWords();
    expect(words.length).toBeGreaterThanOrEqual(500);
    expect(words.filter((w) => !mapped.has(w.codePointAt(0) ?? 0))).toEqual([]);
  });

  it('has the digital captcha alphabet in both cases and the watermark', () => {
    const needed = [...DIGITAL_ALPHABET, ...DIGITAL_ALPHABET.toUpperCase(), ...WATERMARK];
    expect(needed.filter((c) => !mapped.has(c.codePointAt(0) ?? 0))).toEqual([]);
  });

  it('is a small subset, not a whole CJK face', () => {
    expect(font.length).toBeLessThan(400_000);
    expect(mapped.has('龘'.codePointAt(0) ?? 0)).toBe(false);
  });
});
