import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { mocksRoot } from '../../../paths';
import type { Random } from '../random';
import { type Background, IMAGE_HEIGHT, IMAGE_WIDTH } from './backgrounds';
import { CAPTCHA_FONT_FAMILY, registerCaptchaFont } from './fonts';
import { encodePng } from './png';

/** AJ-Captcha's HAN_ZI_SIZE: the font size and the click tolerance. */
export const HAN_ZI_SIZE = 25;
const HAN_ZI_SIZE_HALF = Math.floor(HAN_ZI_SIZE / 2);
/** wordTotalCount: 4 words drawn, one of them not asked for. */
export const WORD_COUNT = 4;

export interface WordPoint {
  x: number;
  y: number;
}

export interface ClickWordImage {
  original: Buffer;
  /** The 3 words to click, in order. */
  wordList: string[];
  /** Where each asked word was drawn (its left baseline, AJ's drawString origin), in order. */
  points: WordPoint[];
  background: string;
}

/** ~540 common characters (mocks/captcha/click-words.txt), every one in the shipped font. */
export function loadClickWords(file = join(mocksRoot, 'captcha', 'click-words.txt')): string[] {
  const words = [...new Set([...readFileSync(file, 'utf8').replace(/\s/g, '')])];
  if (words.length < WORD_COUNT) throw new Error(`Captcha: ${file} needs at least ${WORD_COUNT} characters`);
  return words;
}

/**
 * AJ-Captcha's ClickWordCaptchaServiceImpl: 4 distinct characters, character i in slot i of
 * width 310 / 5 = 62 (x ∈ [62i + 12, 62(i + 1) − 12), the first from 13), y ∈ [25, 130), random
 * colour, rotated −45…45° about its origin, bold 25 px; one of the first three (never the last)
 * is drawn but not asked for, so 3 words are clicked in order.
 */
export async function clickWordImage(
  backgrounds: readonly Background[],
  words: readonly string[],
  random: Random,
): Promise<ClickWordImage> {
  const background = random.pick(backgrounds);
  const pixels = new Uint8ClampedArray(background.rgba);

  const skipped = random.int(1, WORD_COUNT) - 1;
  const chosen = new Set<string>();
  const wordList: string[] = [];
  const points: WordPoint[] = [];
  for (let i = 0; i < WORD_COUNT; i++) {
    let word = random.pick(words);
    while (chosen.has(word)) word = random.pick(words);
    chosen.add(word);
    const point = wordPoint(random, i);
    const colour = [random.int(1, 255), random.int(1, 255), random.int(1, 255)] as const;
    const degrees = random.int(-45, 45);
    blend(pixels, glyphSprite(word, colour, degrees), point.x - SPRITE_ORIGIN_X, point.y - SPRITE_ORIGIN_Y);
    if (i !== skipped) {
      wordList.push(word);
      points.push(point);
    }
  }
  const original = await encodePng(pixels, IMAGE_WIDTH, IMAGE_HEIGHT, { alpha: false });
  return { original, wordList, points, background: background.name };
}

/**
 * Each word is drawn on a small transparent sprite and blended into a copy of the background in
 * JS: a whole-picture canvas round trip (draw the background, read 310×155 back) cost several
 * times more under load (bench/captcha.mjs).
 */
const SPRITE = 64;
/** Where the glyph's origin (left baseline) sits in the sprite: room for ±45° either way. */
const SPRITE_ORIGIN_X = 24;
const SPRITE_ORIGIN_Y = 38;

let sprite: SKRSContext2D | null = null;

/** The word in its colour, rotated about its origin, with a thin contrasting rim. */
function glyphSprite(
  word: string,
  [r, g, b]: readonly [number, number, number],
  degrees: number,
): Uint8ClampedArray {
  if (!sprite) {
    registerCaptchaFont();
    sprite = createCanvas(SPRITE, SPRITE).getContext('2d');
    sprite.font = `bold ${HAN_ZI_SIZE}px ${CAPTCHA_FONT_FAMILY}`;
    sprite.lineWidth = 2;
  }
  const s = sprite;
  s.clearRect(0, 0, SPRITE, SPRITE);
  s.save();
  s.translate(SPRITE_ORIGIN_X, SPRITE_ORIGIN_Y);
  s.rotate((degrees * Math.PI) / 180);
  // The rim is not in AJ-Captcha: without it some random colours vanish into the scene.
  s.strokeStyle = 0.299 * r + 0.587 * g + 0.114 * b > 140 ? 'rgba(0,0,0,0.55)' : 'rgba(255,255,255,0.7)';
  s.strokeText(word, 0, 0);
  s.fillStyle = `rgb(${r},${g},${b})`;
  s.fillText(word, 0, 0);
  s.restore();
  // Read back at once: the sprite canvas is shared and nothing awaits in between.
  return s.getImageData(0, 0, SPRITE, SPRITE).data;
}

/** Source-over of an RGBA sprite (not premultiplied) onto the picture at (left, top). */
function blend(pixels: Uint8ClampedArray, glyph: Uint8ClampedArray, left: number, top: number): void {
  for (let y = 0; y < SPRITE; y++) {
    const py = top + y;
    if (py < 0 || py >= IMAGE_HEIGHT) continue;
    for (let x = 0; x < SPRITE; x++) {
      const px = left + x;
      if (px < 0 || px >= IMAGE_WIDTH) continue;
      const from = (y * SPRITE + x) * 4;
      const alpha = glyph[from + 3] ?? 0;
      if (alpha === 0) continue;
      const to = (py * IMAGE_WIDTH + px) * 4;
      for (let c = 0; c < 3; c++) {
        pixels[to + c] = ((glyph[from + c] ?? 0) * alpha + (pixels[to + c] ?? 0) * (255 - alpha)) / 255;
      }
    }
  }
}

/** randomWordPoint: slot `index` of `WORD_COUNT + 1` across the picture. */
function wordPoint(random: Random, index: number): WordPoint {
  const slot = Math.floor(IMAGE_WIDTH / (WORD_COUNT + 1));
  const x =
    index === 0
      ? random.int(1 + HAN_ZI_SIZE_HALF, slot - HAN_ZI_SIZE_HALF)
      : random.int(slot * index + HAN_ZI_SIZE_HALF, slot * (index + 1) - HAN_ZI_SIZE_HALF);
  const y = random.int(HAN_ZI_SIZE, IMAGE_HEIGHT - HAN_ZI_SIZE);
  return { x, y };
}
