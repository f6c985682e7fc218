import type { Random } from '../random';
import { type Background, IMAGE_HEIGHT, IMAGE_WIDTH } from './backgrounds';
import { randomTemplate, TEMPLATE_HEIGHT, TEMPLATE_WIDTH, type TemplateMask } from './jigsaw-template';
import { encodePng } from './png';

/** The template is as tall as the picture, so AJ-Captcha fixes y at 5 (and the widget sends 5). */
export const PUZZLE_Y = 5;

/** interference-options of the platform's configuration: 2 = two decoy holes. */
export const INTERFERENCE_OPTIONS = 2;

export interface BlockPuzzleImages {
  /** The background with the hole (and decoys), RGB PNG 310×155. */
  original: Buffer;
  /** The piece, RGBA PNG 47×155, transparent around the piece. */
  jigsaw: Buffer;
  x: number;
  y: number;
  background: string;
}

/**
 * AJ-Captcha's BlockPuzzleCaptchaServiceImpl: x = rand[100, 310 − 47 − 100) + 100 … i.e.
 * [100, 262]; the piece is cut at (x, 0) with a full-height template, the hole darkened (each
 * pixel the 6 pixels above and below it summed and divided by 8, ≈75 %) and both outlined
 * white; decoy holes with another template as interference-options asks.
 */
export async function blockPuzzleImages(
  backgrounds: readonly Background[],
  random: Random,
): Promise<BlockPuzzleImages> {
  const background = random.pick(backgrounds);
  const pixels = new Uint8ClampedArray(background.rgba);
  const piece = new Uint8ClampedArray(TEMPLATE_WIDTH * TEMPLATE_HEIGHT * 4);

  const x = random.int(0, IMAGE_WIDTH - TEMPLATE_WIDTH - 100) + 100;
  const template = randomTemplate(random);
  cutByTemplate(pixels, template.mask, piece, x);

  if (INTERFERENCE_OPTIONS > 0) {
    const decoy = randomTemplate(random, template.shape);
    const position =
      IMAGE_WIDTH - x - 5 > TEMPLATE_WIDTH * 2
        ? random.int(x + TEMPLATE_WIDTH + 5, IMAGE_WIDTH - TEMPLATE_WIDTH)
        : random.int(100, x - TEMPLATE_WIDTH - 5);
    cutByTemplate(pixels, decoy.mask, null, position);
  }
  if (INTERFERENCE_OPTIONS > 1) {
    const decoy = randomTemplate(random, template.shape);
    cutByTemplate(pixels, decoy.mask, null, random.int(TEMPLATE_WIDTH, 100 - TEMPLATE_WIDTH));
  }

  const [original, jigsaw] = await Promise.all([
    encodePng(pixels, IMAGE_WIDTH, IMAGE_HEIGHT, { alpha: false }),
    encodePng(piece, TEMPLATE_WIDTH, TEMPLATE_HEIGHT, { alpha: true }),
  ]);
  return { original, jigsaw, x, y: PUZZLE_Y, background: background.name };
}

/**
 * AJ's cutByTemplate / interferenceByTemplate, in its order (x outer, y inner, in place), so the
 * darkening reads neighbours already darkened or outlined exactly as the Java code does.
 * `piece` null: a decoy hole, nothing extracted.
 */
export function cutByTemplate(
  pixels: Uint8ClampedArray,
  mask: TemplateMask,
  piece: Uint8ClampedArray | null,
  x: number,
): void {
  for (let i = 0; i < TEMPLATE_WIDTH; i++) {
    for (let j = 0; j < TEMPLATE_HEIGHT; j++) {
      const inside = mask[i * TEMPLATE_HEIGHT + j] === 1;
      const at = (j * IMAGE_WIDTH + x + i) * 4;
      if (inside) {
        if (piece) {
          const to = (j * TEMPLATE_WIDTH + i) * 4;
          piece[to] = pixels[at] ?? 0;
          piece[to + 1] = pixels[at + 1] ?? 0;
          piece[to + 2] = pixels[at + 2] ?? 0;
          piece[to + 3] = 255;
        }
        darken(pixels, x + i, j);
      }
      if (i === TEMPLATE_WIDTH - 1 || j === TEMPLATE_HEIGHT - 1) continue;
      const right = mask[(i + 1) * TEMPLATE_HEIGHT + j] === 1;
      const down = mask[i * TEMPLATE_HEIGHT + j + 1] === 1;
      if (inside !== right || inside !== down) {
        if (piece) piece.fill(255, (j * TEMPLATE_WIDTH + i) * 4, (j * TEMPLATE_WIDTH + i) * 4 + 4);
        pixels[at] = 255;
        pixels[at + 1] = 255;
        pixels[at + 2] = 255;
      }
    }
  }
}

/**
 * readPixel + avgMatrix: the 3×3 neighbourhood (mirrored at the left and top borders, clamped to
 * the pixel itself at the right and bottom ones) without its middle row, summed and divided by 8.
 */
function darken(pixels: Uint8ClampedArray, x: number, y: number): void {
  let r = 0;
  let g = 0;
  let b = 0;
  // Rows y − 1 and y + 1 only (the middle row is skipped), unrolled: this runs ~4,000 times a puzzle.
  const above = (y === 0 ? 1 : y - 1) * IMAGE_WIDTH;
  const below = (y + 1 >= IMAGE_HEIGHT ? y : y + 1) * IMAGE_WIDTH;
  for (let dx = -1; dx <= 1; dx++) {
    let tx = x + dx;
    if (tx < 0) tx = -tx;
    else if (tx >= IMAGE_WIDTH) tx = x;
    const a = (above + tx) * 4;
    const c = (below + tx) * 4;
    r += (pixels[a] as number) + (pixels[c] as number);
    g += (pixels[a + 1] as number) + (pixels[c + 1] as number);
    b += (pixels[a + 2] as number) + (pixels[c + 2] as number);
  }
  const at = (y * IMAGE_WIDTH + x) * 4;
  pixels[at] = r >> 3;
  pixels[at + 1] = g >> 3;
  pixels[at + 2] = b >> 3;
}
