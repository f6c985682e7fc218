// Where the avatar stands: anywhere on screen, never (even partly) off it, and kept across
// reloads. Pure placement rules plus the stored value.

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** localStorage key of the avatar's place (left/top in CSS px). */
export const AVATAR_POSITION_KEY = 'assistant-avatar-position';

/** Keeps a box of `size` at `point` inside the viewport (a `margin` from its edges). */
export function clampToViewport(point: Point, size: Size, viewport: Size, margin = 0): Point {
  const maxX = Math.max(margin, viewport.width - size.width - margin);
  const maxY = Math.max(margin, viewport.height - size.height - margin);
  return {
    x: Math.round(Math.min(Math.max(point.x, margin), maxX)),
    y: Math.round(Math.min(Math.max(point.y, margin), maxY)),
  };
}

/**
 * The place after the window changed from `before` to `after`: the avatar keeps its distance to
 * the edges it is nearest (one in the bottom-right corner stays there when a wall's window grows
 * to 4K), then stays inside.
 */
export function followResize(point: Point, size: Size, before: Size, after: Size, margin = 0): Point {
  const along = (at: number, extent: number, was: number, now: number) =>
    at + extent / 2 > was / 2 ? now - (was - at) : at;
  return clampToViewport(
    {
      x: along(point.x, size.width, before.width, after.width),
      y: along(point.y, size.height, before.height, after.height),
    },
    size,
    after,
    margin,
  );
}

/** The first place: the bottom-right corner. */
export function defaultPosition(size: Size, viewport: Size, margin: number): Point {
  return clampToViewport(
    { x: viewport.width - size.width - margin, y: viewport.height - size.height - margin },
    size,
    viewport,
    margin,
  );
}

/** The stored place, or null when none (or it is not a place). */
export function parseStoredPosition(value: string | null): Point | null {
  if (value === null) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { x, y } = parsed as { x?: unknown; y?: unknown };
    return typeof x === 'number' && typeof y === 'number' && Number.isFinite(x) && Number.isFinite(y)
      ? { x, y }
      : null;
  } catch {
    return null;
  }
}

/** A press that moved less than this is a click, not a drag. */
export const DRAG_THRESHOLD_PX = 4;

export function isDrag(start: Point, now: Point): boolean {
  return Math.hypot(now.x - start.x, now.y - start.y) >= DRAG_THRESHOLD_PX;
}
