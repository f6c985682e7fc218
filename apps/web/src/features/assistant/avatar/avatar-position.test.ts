import { describe, expect, it } from 'vitest';
import {
  clampToViewport,
  defaultPosition,
  followResize,
  isDrag,
  parseStoredPosition,
} from './avatar-position';

const size = { width: 80, height: 96 };
const viewport = { width: 1366, height: 768 };

describe('the avatar never leaves the screen', () => {
  it('keeps a place inside the window', () => {
    expect(clampToViewport({ x: 100, y: 200 }, size, viewport)).toEqual({ x: 100, y: 200 });
  });

  it('pulls back a place past any edge', () => {
    expect(clampToViewport({ x: -50, y: -10 }, size, viewport)).toEqual({ x: 0, y: 0 });
    expect(clampToViewport({ x: 5000, y: 5000 }, size, viewport)).toEqual({ x: 1286, y: 672 });
    expect(clampToViewport({ x: 5000, y: 5000 }, size, viewport, 8)).toEqual({ x: 1278, y: 664 });
  });

  it('moves back in when the window shrinks', () => {
    const kept = { x: 1800, y: 950 };
    expect(clampToViewport(kept, size, { width: 1366, height: 768 })).toEqual({ x: 1286, y: 672 });
  });

  it('keeps its distance to the nearest edges when the window changes size', () => {
    const size = { width: 80, height: 90 };
    const hd = { width: 1920, height: 1080 };
    const uhd = { width: 3840, height: 2160 };
    // Bottom-right at 1920×1080 is bottom-right at 3840×2160 and back.
    expect(followResize({ x: 1816, y: 966 }, size, hd, uhd, 8)).toEqual({ x: 3736, y: 2046 });
    expect(followResize({ x: 3736, y: 2046 }, size, uhd, hd, 8)).toEqual({ x: 1816, y: 966 });
    // Top-left stays where it is; top-right on a phone keeps its distance to the right edge.
    expect(followResize({ x: 40, y: 30 }, size, hd, uhd, 8)).toEqual({ x: 40, y: 30 });
    expect(followResize({ x: 1816, y: 30 }, size, hd, { width: 390, height: 844 }, 8)).toEqual({
      x: 286,
      y: 30,
    });
    // A window too small for the distance: still inside.
    expect(followResize({ x: 40, y: 966 }, size, hd, { width: 390, height: 60 }, 8)).toEqual({ x: 40, y: 8 });
  });

  it('starts in the bottom-right corner', () => {
    expect(defaultPosition(size, viewport, 24)).toEqual({ x: 1262, y: 648 });
  });
});

describe('the stored place', () => {
  it('is read back, and anything else is no place', () => {
    expect(parseStoredPosition('{"x":10,"y":20}')).toEqual({ x: 10, y: 20 });
    expect(parseStoredPosition(null)).toBeNull();
    expect(parseStoredPosition('{"x":"10","y":20}')).toBeNull();
    expect(parseStoredPosition('not json')).toBeNull();
  });
});

describe('a press', () => {
  it('is a drag once it moved 4 px', () => {
    expect(isDrag({ x: 0, y: 0 }, { x: 2, y: 2 })).toBe(false);
    expect(isDrag({ x: 0, y: 0 }, { x: 3, y: 3 })).toBe(true);
  });
});
