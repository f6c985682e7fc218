import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { Random } from '../random';
import { CAPTCHA_FONT_FAMILY, registerCaptchaFont } from './fonts';
import { encodePng } from './png';

/** The platform's Kaptcha configuration (research §2.3): 150×50, 4 characters of this set. */
export const DIGITAL_WIDTH = 150;
export const DIGITAL_HEIGHT = 50;
export const DIGITAL_ALPHABET = 'acdefhkmnprtwxy345678';
export const DIGITAL_LENGTH = 4;

export function randomCode(random: Random): string {
  let code = '';
  for (let i = 0; i < DIGITAL_LENGTH; i++) code += DIGITAL_ALPHABET[random.int(0, DIGITAL_ALPHABET.length)];
  return code;
}

type Rgb = [number, number, number];

/**
 * The code drawn as Kaptcha's ShadowGimpy does (dark glyphs with a soft shadow, rippled), on a
 * tinted gradient, with two interference curves and speckles: readable by a person, not by a
 * plain OCR. Everything per request is done on the pixels in JS; only the glyph masks come from
 * the canvas, once per character and angle (the canvas round trip per request cost more than the
 * PNG encoding it feeds, bench/captcha.mjs).
 */
export async function digitalCodeImage(code: string, random: Random): Promise<Buffer> {
  const pixels = new Uint8ClampedArray(DIGITAL_WIDTH * DIGITAL_HEIGHT * 3);
  paper(pixels, hsl(random.int(0, 360), 0.4, 0.92), hsl(random.int(0, 360), 0.4, 0.86));

  const step = (DIGITAL_WIDTH - 20) / DIGITAL_LENGTH;
  [...code].forEach((char, i) => {
    const x = Math.round(14 + i * step + random.int(0, 6));
    // Centred a little high: the descenders of p and y, turned and rippled, stay inside.
    const y = Math.round(DIGITAL_HEIGHT / 2 - 3 + random.int(-3, 4));
    const mask = glyphMask(char, random.int(-25, 26));
    const ink = hsl(random.int(0, 360), 0.6, random.int(18, 34) / 100);
    stamp(pixels, mask.shadow, [0, 0, 0], 0.45, x - MASK_ORIGIN_X, y - MASK_ORIGIN_Y);
    stamp(pixels, mask.ink, ink, 1, x - MASK_ORIGIN_X, y - MASK_ORIGIN_Y);
  });
  for (let line = 0; line < 2; line++) curve(pixels, random);
  speckle(pixels, random);
  return encodePng(ripple(pixels, random), DIGITAL_WIDTH, DIGITAL_HEIGHT, { alpha: false, channels: 3 });
}

/** A diagonal gradient from the top-left colour to the bottom-right one. */
function paper(pixels: Uint8ClampedArray, from: Rgb, to: Rgb): void {
  const span = DIGITAL_WIDTH * DIGITAL_WIDTH + DIGITAL_HEIGHT * DIGITAL_HEIGHT;
  for (let y = 0; y < DIGITAL_HEIGHT; y++) {
    for (let x = 0; x < DIGITAL_WIDTH; x++) {
      const t = (x * DIGITAL_WIDTH + y * DIGITAL_HEIGHT) / span;
      const at = (y * DIGITAL_WIDTH + x) * 3;
      pixels[at] = from[0] + (to[0] - from[0]) * t;
      pixels[at + 1] = from[1] + (to[1] - from[1]) * t;
      pixels[at + 2] = from[2] + (to[2] - from[2]) * t;
    }
  }
}

/** Blends a colour into the picture through a coverage mask (0…255) at (left, top). */
function stamp(
  pixels: Uint8ClampedArray,
  mask: Uint8Array,
  colour: Rgb,
  opacity: number,
  left: number,
  top: number,
) {
  for (let y = 0; y < MASK_HEIGHT; y++) {
    const py = top + y;
    if (py < 0 || py >= DIGITAL_HEIGHT) continue;
    for (let x = 0; x < MASK_WIDTH; x++) {
      const px = left + x;
      const coverage = mask[y * MASK_WIDTH + x] ?? 0;
      if (px < 0 || px >= DIGITAL_WIDTH || coverage === 0) continue;
      const a = (coverage / 255) * opacity;
      const at = (py * DIGITAL_WIDTH + px) * 3;
      mix(pixels, at, colour, a);
    }
  }
}

/** An interference curve across the picture: a cubic Bézier, 1.5 px wide, 80 % opaque. */
function curve(pixels: Uint8ClampedArray, random: Random): void {
  const colour = hsl(random.int(0, 360), 0.55, 0.3);
  const [x0, y0] = [0, random.int(8, DIGITAL_HEIGHT - 8)];
  const [x1, y1] = [random.int(20, 60), random.int(0, DIGITAL_HEIGHT)];
  const [x2, y2] = [random.int(80, 130), random.int(0, DIGITAL_HEIGHT)];
  const [x3, y3] = [DIGITAL_WIDTH, random.int(8, DIGITAL_HEIGHT - 8)];
  let last = -1;
  for (let i = 0; i <= 600; i++) {
    const t = i / 600;
    const u = 1 - t;
    const x = u * u * u * x0 + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t * x3;
    const y = u * u * u * y0 + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t * y3;
    const px = Math.floor(x);
    const py = Math.floor(y);
    if (px * 1000 + py === last) continue;
    last = px * 1000 + py;
    for (const [dx, dy, weight] of CURVE_PEN) {
      const qx = px + dx;
      const qy = py + dy;
      if (qx < 0 || qx >= DIGITAL_WIDTH || qy < 0 || qy >= DIGITAL_HEIGHT) continue;
      const at = (qy * DIGITAL_WIDTH + qx) * 3;
      const a = 0.8 * weight;
      mix(pixels, at, colour, a);
    }
  }
}

/** A 1.5-px pen: the pixel itself, half of the one below. */
const CURVE_PEN: ReadonlyArray<readonly [number, number, number]> = [
  [0, 0, 1],
  [0, 1, 0.5],
];

/** 60 dark 2×2 specks of random colour, blended at 60 %. */
function speckle(pixels: Uint8ClampedArray, random: Random): void {
  for (let dot = 0; dot < 60; dot++) {
    const x = random.int(0, DIGITAL_WIDTH - 1);
    const y = random.int(0, DIGITAL_HEIGHT - 1);
    const colour = [random.int(40, 140), random.int(40, 140), random.int(40, 140)];
    for (const at of [0, 1, DIGITAL_WIDTH, DIGITAL_WIDTH + 1].map((d) => (y * DIGITAL_WIDTH + x + d) * 3)) {
      for (let c = 0; c < 3; c++) pixels[at + c] = (pixels[at + c] ?? 0) * 0.4 + (colour[c] ?? 0) * 0.6;
    }
  }
}

/** Every column shifted up or down along a sine wave (Kaptcha's ripple); edges repeat. */
function ripple(pixels: Uint8ClampedArray, random: Random): Uint8ClampedArray {
  const out = new Uint8ClampedArray(pixels.length);
  const phase = random.next() * Math.PI * 2;
  const period = 28 + random.int(0, 14);
  for (let x = 0; x < DIGITAL_WIDTH; x++) {
    const shift = Math.round(Math.sin(phase + (x / period) * Math.PI * 2) * 2.5);
    for (let y = 0; y < DIGITAL_HEIGHT; y++) {
      const from = (Math.min(DIGITAL_HEIGHT - 1, Math.max(0, y - shift)) * DIGITAL_WIDTH + x) * 3;
      const to = (y * DIGITAL_WIDTH + x) * 3;
      out[to] = pixels[from] ?? 0;
      out[to + 1] = pixels[from + 1] ?? 0;
      out[to + 2] = pixels[from + 2] ?? 0;
    }
  }
  return out;
}

/** Source-over of an opaque colour at coverage `a` (0…1) onto the RGB pixel at `at`. */
function mix(pixels: Uint8ClampedArray, at: number, [r, g, b]: Rgb, a: number): void {
  pixels[at] = (pixels[at] ?? 0) * (1 - a) + r * a;
  pixels[at + 1] = (pixels[at + 1] ?? 0) * (1 - a) + g * a;
  pixels[at + 2] = (pixels[at + 2] ?? 0) * (1 - a) + b * a;
}

function hsl(hue: number, saturation: number, lightness: number): Rgb {
  const k = (n: number) => (n + hue / 30) % 12;
  const a = saturation * Math.min(lightness, 1 - lightness);
  const f = (n: number) => 255 * (lightness - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1)));
  return [f(0), f(8), f(4)];
}

// ---- glyph masks, drawn once per character and angle -------------------------------------------

const MASK_WIDTH = 60;
const MASK_HEIGHT = 68;
/** Where the glyph's origin (left edge, middle) sits in its mask: room for ±25° and the shadow. */
const MASK_ORIGIN_X = 16;
const MASK_ORIGIN_Y = 32;
/** The shadow is cast this far off the glyph so that only the shadow lands in the mask. */
const AWAY = 200;

interface GlyphMask {
  ink: Uint8Array;
  shadow: Uint8Array;
}

const masks = new Map<string, GlyphMask>();
let canvas: SKRSContext2D | null = null;

/** Bold 36 px, rotated about its origin; the shadow 2 px right and down, blurred 2 px. */
function glyphMask(char: string, degrees: number): GlyphMask {
  const key = `${char}${degrees}`;
  const cached = masks.get(key);
  if (cached) return cached;
  if (!canvas) {
    registerCaptchaFont();
    canvas = createCanvas(MASK_WIDTH, MASK_HEIGHT).getContext('2d');
    canvas.font = `bold 36px ${CAPTCHA_FONT_FAMILY}`;
    canvas.textBaseline = 'middle';
    canvas.fillStyle = '#000';
  }
  const g = canvas;
  const draw = (originX: number) => {
    g.clearRect(0, 0, MASK_WIDTH, MASK_HEIGHT);
    g.save();
    g.translate(originX, MASK_ORIGIN_Y);
    g.rotate((degrees * Math.PI) / 180);
    g.fillText(char, 0, 0);
    g.restore();
    const rgba = g.getImageData(0, 0, MASK_WIDTH, MASK_HEIGHT).data;
    return Uint8Array.from({ length: MASK_WIDTH * MASK_HEIGHT }, (_, i) => rgba[i * 4 + 3] ?? 0);
  };
  const ink = draw(MASK_ORIGIN_X);
  g.save();
  g.shadowColor = '#000';
  g.shadowBlur = 2;
  g.shadowOffsetX = AWAY + 2;
  g.shadowOffsetY = 2;
  const shadow = draw(MASK_ORIGIN_X - AWAY);
  g.restore();
  const mask = { ink, shadow };
  masks.set(key, mask);
  return mask;
}
