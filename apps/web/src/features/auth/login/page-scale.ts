// Fits the 1920×1080 design into the window (seed 000 §2 "scaled to a fixed 1920 by 1080 design
// size"): one scale factor for both axes so nothing is distorted, the stage centred, the rest of
// the window filled by the background.
import { isNarrowWidth } from '../../../ui/layout/narrow-screen';
import { DESIGN_HEIGHT, DESIGN_WIDTH } from './page-config';

export interface StageFit {
  scale: number;
  /** Offsets of the scaled stage's top-left corner in the window, in CSS pixels (whole pixels keep text crisp). */
  left: number;
  top: number;
}

export function fitStage(windowWidth: number, windowHeight: number): StageFit {
  if (!(windowWidth > 0) || !(windowHeight > 0)) return { scale: 1, left: 0, top: 0 };
  const scale = Math.min(windowWidth / DESIGN_WIDTH, windowHeight / DESIGN_HEIGHT);
  return {
    scale,
    left: Math.round((windowWidth - DESIGN_WIDTH * scale) / 2),
    top: Math.round((windowHeight - DESIGN_HEIGHT * scale) / 2),
  };
}

/**
 * Below half the design size the stage's text is unreadable (a 16 px field text drawn under
 * 8 px, e.g. a 768×1024 tablet at 0.4): the sign-in page lets the form flow instead (issue 18),
 * as it does on any window under 768 px wide.
 */
export const MIN_READABLE_SCALE = 0.5;

export function stageTooSmall(fit: StageFit): boolean {
  return fit.scale < MIN_READABLE_SCALE;
}

/** Whether the form flows in a window this size (LoginPage.tsx decides the same from its hooks). */
export function formFlows(windowWidth: number, windowHeight: number): boolean {
  return isNarrowWidth(windowWidth) || stageTooSmall(fitStage(windowWidth, windowHeight));
}
