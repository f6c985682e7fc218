// The geometry of AJ-Captcha's widgets (research §1.8, seed 000 §5, §9): whatever size the image
// is drawn at, positions go to the server in the 310×155 reference, the puzzle with y fixed at 5.

export const REFERENCE_WIDTH = 310;
export const REFERENCE_HEIGHT = 155;
/** The drawn image size (§9 "Image default 310x155 px"). */
export const IMAGE_WIDTH = 310;
export const IMAGE_HEIGHT = 155;
export const BAR_HEIGHT = 40;
/** The block size the slider's travel is computed with (§9 "block 50x50"). */
export const BLOCK_WIDTH = 50;
/** Space between the image and the bar. */
export const V_SPACE = 5;
/** The jigsaw piece is 47 px wide in the 310 reference (research §1.6). */
export const JIGSAW_REFERENCE_WIDTH = 47;
/** pointJson's y for the puzzle (§3, §9). */
export const PUZZLE_Y = 5;
/** Clicks the click-word captcha wants, in order (§5, §9). */
export const CLICK_COUNT = 3;

/** Drawn width of the jigsaw piece for an image drawn `imageWidth` wide. */
export function jigsawWidth(imageWidth: number): number {
  return Math.floor((imageWidth * JIGSAW_REFERENCE_WIDTH) / REFERENCE_WIDTH);
}

/**
 * The slider's left offset for a drag, kept in the bar as AJ-Captcha does: from 0 to
 * barWidth − blockWidth − 2 (its move handler clamps the pointer to [block/2, bar − block/2 − 2]).
 */
export function clampSlide(left: number, barWidth: number, blockWidth: number = BLOCK_WIDTH): number {
  const max = Math.max(0, barWidth - blockWidth - 2);
  if (!Number.isFinite(left)) return 0;
  return Math.min(Math.max(left, 0), max);
}

/** The puzzle's pointJson text: x scaled to the 310 reference, y 5 (`{"x":123.4,"y":5}`). */
export function puzzlePointJson(left: number, imageWidth: number): string {
  const x = (left * REFERENCE_WIDTH) / imageWidth;
  return JSON.stringify({ x, y: PUZZLE_Y });
}

export interface Point {
  x: number;
  y: number;
}

/** The click-word pointJson text: each click scaled to 310×155 and rounded, in click order. */
export function clickPointJson(points: readonly Point[], imageWidth: number, imageHeight: number): string {
  return JSON.stringify(
    points.map(({ x, y }) => ({
      x: Math.round((REFERENCE_WIDTH * x) / imageWidth),
      y: Math.round((REFERENCE_HEIGHT * y) / imageHeight),
    })),
  );
}

/** The elapsed seconds of the success text, two decimals (`1.23` in `1.23s验证成功`). */
export function elapsedSeconds(startMs: number, endMs: number): string {
  return (Math.max(0, endMs - startMs) / 1000).toFixed(2);
}
