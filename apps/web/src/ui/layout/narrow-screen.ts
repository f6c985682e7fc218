// Phones and small tablets (issue 18): under 768 CSS pixels wide the sign-in form fills the width
// instead of the scaled 1920×1080 stage, and the shell's sidebar becomes a drawer. One threshold
// for both features, matched by a media query so a rotated phone switches at once.

/** Narrow below this width (768 px and wider keep the desktop layouts). */
export const NARROW_MAX_WIDTH = 767.98;

export const NARROW_QUERY = `(max-width: ${NARROW_MAX_WIDTH}px)`;

/** Whether a window this wide gets the narrow layouts (pure, for tests and first render). */
export function isNarrowWidth(width: number): boolean {
  return width <= NARROW_MAX_WIDTH;
}
