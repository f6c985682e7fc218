import type { Random } from '../random';

/** AJ-Captcha's sliding-block templates are 47 px wide and as tall as the picture. */
export const TEMPLATE_WIDTH = 47;
export const TEMPLATE_HEIGHT = 155;

type Edge = 'out' | 'in' | 'flat';

/** A puzzle-piece outline: a square body with a knob, a notch or nothing on each side. */
interface PieceShape {
  top: Edge;
  right: Edge;
  bottom: Edge;
  left: Edge;
}

// The right side always bulges out (it leads the piece into the hole); the left never does, so
// the piece fits the 47-px template. Six shapes, like AJ-Captcha's set of template pictures.
export const PIECE_SHAPES: readonly PieceShape[] = [
  { top: 'out', right: 'out', bottom: 'flat', left: 'in' },
  { top: 'in', right: 'out', bottom: 'out', left: 'flat' },
  { top: 'out', right: 'in', bottom: 'out', left: 'flat' },
  { top: 'flat', right: 'out', bottom: 'in', left: 'in' },
  { top: 'in', right: 'out', bottom: 'flat', left: 'in' },
  { top: 'out', right: 'out', bottom: 'in', left: 'flat' },
];

const BODY = 34;
const BODY_LEFT = 2;
const KNOB_RADIUS = 6.5;
/** How far a knob's centre sits beyond its edge (a notch's, inside): a narrow neck, as a jigsaw. */
const KNOB_OFFSET = KNOB_RADIUS * 0.55;
/** Vertical room a knob needs above or below the body. */
const MARGIN = 12;

/**
 * A template: which of the 47×155 pixels belong to the piece (1) or not (0), column-major
 * index `x * TEMPLATE_HEIGHT + y`, as AJ-Captcha walks its template (x outer, y inner).
 */
export type TemplateMask = Uint8Array;

/** The mask of one shape with its body's top edge at `top`. */
export function templateMask(shape: PieceShape, top: number): TemplateMask {
  const mask = new Uint8Array(TEMPLATE_WIDTH * TEMPLATE_HEIGHT);
  const left = BODY_LEFT;
  const right = BODY_LEFT + BODY;
  const bottom = top + BODY;
  const midX = left + BODY / 2;
  const midY = top + BODY / 2;
  const knobs: Array<{ edge: Edge; cx: number; cy: number; outward: [number, number] }> = [
    { edge: shape.top, cx: midX, cy: top, outward: [0, -1] },
    { edge: shape.right, cx: right, cy: midY, outward: [1, 0] },
    { edge: shape.bottom, cx: midX, cy: bottom, outward: [0, 1] },
    { edge: shape.left, cx: left, cy: midY, outward: [-1, 0] },
  ];
  const r2 = KNOB_RADIUS * KNOB_RADIUS;
  for (let x = 0; x < TEMPLATE_WIDTH; x++) {
    for (let y = 0; y < TEMPLATE_HEIGHT; y++) {
      // Pixel centres, so the outline is symmetric.
      const px = x + 0.5;
      const py = y + 0.5;
      let inside = px >= left && px < right && py >= top && py < bottom;
      for (const knob of knobs) {
        if (knob.edge === 'flat') continue;
        const sign = knob.edge === 'out' ? 1 : -1;
        const cx = knob.cx + knob.outward[0] * KNOB_OFFSET * sign;
        const cy = knob.cy + knob.outward[1] * KNOB_OFFSET * sign;
        const inCircle = (px - cx) ** 2 + (py - cy) ** 2 <= r2;
        if (inCircle) inside = knob.edge === 'out';
      }
      mask[x * TEMPLATE_HEIGHT + y] = inside ? 1 : 0;
    }
  }
  return mask;
}

const masks = new Map<number, TemplateMask>();

/** A random shape (other than `except`) at a random height with room for its knobs. */
export function randomTemplate(random: Random, except?: number): { shape: number; mask: TemplateMask } {
  let shape = random.int(0, PIECE_SHAPES.length);
  if (shape === except) shape = (shape + 1 + random.int(0, PIECE_SHAPES.length - 1)) % PIECE_SHAPES.length;
  const top = random.int(MARGIN, TEMPLATE_HEIGHT - MARGIN - BODY + 1);
  // 6 shapes × 98 heights × 7 KB at most: computed once each, then shared (masks are read only).
  const key = shape * TEMPLATE_HEIGHT + top;
  let mask = masks.get(key);
  if (!mask) {
    mask = templateMask(PIECE_SHAPES[shape] as PieceShape, top);
    masks.set(key, mask);
  }
  return { shape, mask };
}
