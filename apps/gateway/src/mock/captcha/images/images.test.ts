import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../random';
import { type Background, IMAGE_HEIGHT, IMAGE_WIDTH, loadBackgrounds } from './backgrounds';
import { blockPuzzleImages, PUZZLE_Y } from './block-puzzle-image';
import { clickWordImage, loadClickWords } from './click-word-image';
import {
  DIGITAL_ALPHABET,
  DIGITAL_HEIGHT,
  DIGITAL_WIDTH,
  digitalCodeImage,
  randomCode,
} from './digital-code-image';
import { TEMPLATE_HEIGHT, TEMPLATE_WIDTH } from './jigsaw-template';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width, height and colour type from the IHDR chunk (2 = RGB, 6 = RGBA). */
function pngHeader(png: Buffer) {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20), colourType: png[25] };
}

async function rgba(png: Buffer): Promise<Uint8Array> {
  return new Uint8Array(await sharp(png).ensureAlpha().raw().toBuffer());
}

const luminance = (p: ArrayLike<number>, at: number) =>
  0.299 * (p[at] ?? 0) + 0.587 * (p[at + 1] ?? 0) + 0.114 * (p[at + 2] ?? 0);

let backgrounds: Background[];
beforeAll(async () => {
  backgrounds = await loadBackgrounds();
});

describe('the shipped backgrounds', () => {
  it('are several 310x155 road scenes', () => {
    expect(backgrounds.length).toBeGreaterThanOrEqual(6);
    for (const b of backgrounds) expect(b.rgba.length).toBe(IMAGE_WIDTH * IMAGE_HEIGHT * 4);
  });

  it('cover every pixel (a transparent one turns black in the RGB captcha)', () => {
    for (const b of backgrounds) {
      const uncovered = b.rgba.filter((value, i) => i % 4 === 3 && value !== 255).length;
      expect(uncovered, b.name).toBe(0);
    }
  });
});

describe('the puzzle images', () => {
  it('are a 310x155 RGB background and a 47x155 RGBA piece', async () => {
    const images = await blockPuzzleImages(backgrounds, seededRandom(1));
    expect(pngHeader(images.original)).toEqual({ width: 310, height: 155, colourType: 2 });
    expect(pngHeader(images.jigsaw)).toEqual({ width: 47, height: 155, colourType: 6 });
    expect(images.y).toBe(PUZZLE_Y);
  });

  it.each([1, 2, 3, 4, 5, 6, 7, 8])(
    'cut the piece out of the hole at the answer x (seed %i)',
    async (seed) => {
      const images = await blockPuzzleImages(backgrounds, seededRandom(seed));
      expect(images.x).toBeGreaterThanOrEqual(100);
      expect(images.x).toBeLessThanOrEqual(262);
      const scene = backgrounds.find((b) => b.name === images.background)?.rgba;
      if (!scene) throw new Error(`unknown background ${images.background}`);
      const holed = await rgba(images.original);
      const piece = await rgba(images.jigsaw);

      let inside = 0;
      let sameAsScene = 0;
      let sceneLight = 0;
      let holeLight = 0;
      let transparent = 0;
      for (let j = 0; j < TEMPLATE_HEIGHT; j++) {
        for (let i = 0; i < TEMPLATE_WIDTH; i++) {
          const p = (j * TEMPLATE_WIDTH + i) * 4;
          if (piece[p + 3] === 0) {
            transparent++;
            continue;
          }
          const white = piece[p] === 255 && piece[p + 1] === 255 && piece[p + 2] === 255;
          if (white) continue; // the outline
          inside++;
          const at = (j * IMAGE_WIDTH + images.x + i) * 4;
          if (piece[p] === scene[at] && piece[p + 1] === scene[at + 1] && piece[p + 2] === scene[at + 2])
            sameAsScene++;
          sceneLight += luminance(scene, at);
          holeLight += luminance(holed, at);
        }
      }
      // A jigsaw piece: a body of ~34x34 with knobs, most of the template transparent.
      expect(inside).toBeGreaterThan(900);
      expect(transparent).toBeGreaterThan(TEMPLATE_WIDTH * TEMPLATE_HEIGHT * 0.7);
      // The piece is the scene at x; the hole there is darkened to about three quarters.
      expect(sameAsScene).toBe(inside);
      expect(holeLight / sceneLight).toBeGreaterThan(0.5);
      expect(holeLight / sceneLight).toBeLessThan(0.85);
    },
  );

  it('leave the scene untouched left of the decoy holes', async () => {
    const images = await blockPuzzleImages(backgrounds, seededRandom(9));
    const scene = backgrounds.find((b) => b.name === images.background)?.rgba ?? new Uint8ClampedArray();
    const holed = await rgba(images.original);
    for (let y = 0; y < IMAGE_HEIGHT; y++) {
      for (let x = 0; x < 46; x++) {
        const at = (y * IMAGE_WIDTH + x) * 4;
        expect([holed[at], holed[at + 1], holed[at + 2]]).toEqual([scene[at], scene[at + 1], scene[at + 2]]);
      }
    }
  });

  it('differ from one captcha to the next and repeat for the same seed', async () => {
    const a = await blockPuzzleImages(backgrounds, seededRandom(11));
    const b = await blockPuzzleImages(backgrounds, seededRandom(12));
    const again = await blockPuzzleImages(backgrounds, seededRandom(11));
    expect(a.original.equals(b.original)).toBe(false);
    expect(again.original.equals(a.original)).toBe(true);
    expect(again.jigsaw.equals(a.jigsaw)).toBe(true);
    expect(again.x).toBe(a.x);
  });
});

describe('the click-word image', () => {
  it('asks for 3 distinct common words drawn in their slots', async () => {
    const words = loadClickWords();
    for (let seed = 1; seed <= 20; seed++) {
      const image = await clickWordImage(backgrounds, words, seededRandom(seed));
      expect(pngHeader(image.original)).toEqual({ width: 310, height: 155, colourType: 2 });
      expect(image.wordList).toHaveLength(3);
      expect(new Set(image.wordList).size).toBe(3);
      for (const word of image.wordList) expect(words).toContain(word);
      expect(image.points).toHaveLength(3);
      for (let i = 1; i < 3; i++) expect(image.points[i]?.x).toBeGreaterThan(image.points[i - 1]?.x ?? 0);
      for (const point of image.points) {
        expect(point.x).toBeGreaterThanOrEqual(13);
        expect(point.x).toBeLessThan(236);
        expect(point.y).toBeGreaterThanOrEqual(25);
        expect(point.y).toBeLessThan(130);
      }
    }
  });

  it('draws each asked word as a real glyph at its point', async () => {
    const image = await clickWordImage(backgrounds, loadClickWords(), seededRandom(5));
    const scene = backgrounds.find((b) => b.name === image.background)?.rgba ?? new Uint8ClampedArray();
    const drawn = await rgba(image.original);
    for (const point of image.points) {
      // The glyph (25 px, rotated at most 45° about its origin) lies within 36 px of the origin.
      let changed = 0;
      let box = 0;
      for (let y = Math.max(0, point.y - 36); y < Math.min(IMAGE_HEIGHT, point.y + 20); y++) {
        for (let x = Math.max(0, point.x - 20); x < Math.min(IMAGE_WIDTH, point.x + 36); x++) {
          box++;
          const at = (y * IMAGE_WIDTH + x) * 4;
          if (Math.abs(luminance(drawn, at) - luminance(scene, at)) > 24) changed++;
        }
      }
      // Strokes of a bold hanzi, not an empty spot and not a filled block.
      expect(changed, `word at ${point.x},${point.y}`).toBeGreaterThan(120);
      expect(changed).toBeLessThan(box * 0.6);
    }
  });
});

describe('the digital captcha image', () => {
  it('is a 150x50 PNG of 4 characters from the platform alphabet', async () => {
    const random = seededRandom(3);
    const code = randomCode(random);
    expect(code).toMatch(new RegExp(`^[${DIGITAL_ALPHABET}]{4}$`));
    const png = await digitalCodeImage(code, random);
    expect(pngHeader(png)).toEqual({ width: DIGITAL_WIDTH, height: DIGITAL_HEIGHT, colourType: 2 });
    const pixels = await rgba(png);
    let dark = 0;
    for (let at = 0; at < pixels.length; at += 4) if (luminance(pixels, at) < 110) dark++;
    // Ink of 4 glyphs and the noise: neither a blank nor a blackened picture.
    expect(dark).toBeGreaterThan(400);
    expect(dark).toBeLessThan(DIGITAL_WIDTH * DIGITAL_HEIGHT * 0.4);
  });
});
