// The fading mask over the message stream (seed 001 §2): fully opaque at 50 px of scroll.
import { MASK_FULL_SCROLL_PX } from '../constants';

/** The mask's opacity at a scroll position (0 at the top, 1 from 50 px on). */
export function maskOpacity(scrollTop: number): number {
  return Math.min(1, Math.max(0, scrollTop / MASK_FULL_SCROLL_PX));
}
