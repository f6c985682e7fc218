import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mocksRoot } from '../../../paths';
import { WATERMARK } from './backgrounds';
import { loadClickWords } from './click-word-image';
import { DIGITAL_ALPHABET } from './digital-code-image';

/**
 * The characters an OpenType font maps (its cmap, format 4: the Basic Multilingual Plane, where
 * every character the captchas draw lives). Read directly, because the canvas silently falls
 * back to the machine's fonts for a missing glyph: on a machine without CJK fonts that is tofu.
 */
function mappedCharacters(font: Buffer): Set<number> {
  const tables = font.readUInt16BE(4);
  let cmap = -1;
  for (let i = 0; i < tables; i++) {
    const record = 12 + i * 16;
    if (font.toString('latin1', record, record + 4) === 'cmap') cmap = font.readUInt32BE(record + 8);
  }
  if (cmap < 0) throw new Error('no cmap table');
  const characters = new Set<number>();
  const subtables = font.readUInt16BE(cmap + 2);
  for (let i = 0; i < subtables; i++) {
    const at = cmap + font.readUInt32BE(cmap + 4 + i * 8 + 4);
    if (font.readUInt16BE(at) !== 4) continue;
    const segments = font.readUInt16BE(at + 6) / 2;
    const ends = at + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const offsets = deltas + segments * 2;
    for (let s = 0; s < segments; s++) {
      const end = font.readUInt16BE(ends + s * 2);
      const start = font.readUInt16BE(starts + s * 2);
      const delta = font.readInt16BE(deltas + s * 2);
      const rangeOffset = font.readUInt16BE(offsets + s * 2);
      for (let c = start; c <= end && c !== 0xffff; c++) {
        const glyph =
          rangeOffset === 0
            ? (c + delta) & 0xffff
            : font.readUInt16BE(offsets + s * 2 + rangeOffset + (c - start) * 2);
        if (glyph !== 0) characters.add(c);
      }
    }
  }
  return characters;
}

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
