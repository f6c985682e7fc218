// How the 1920×1080 design fits a window: the largest scale that shows all of it ("contain"),
// centred, the rest letterboxed. Pure, so the rule is tested without a browser.

export const STAGE_WIDTH = 1920;
export const STAGE_HEIGHT = 1080;

export interface StageFit {
  scale: number;
  /** Offsets of the stage's top-left corner in the window (CSS pixels). */
  left: number;
  top: number;
}

export function fitStage(windowWidth: number, windowHeight: number): StageFit {
  if (!(windowWidth > 0 && windowHeight > 0)) return { scale: 1, left: 0, top: 0 };
  const scale = Math.min(windowWidth / STAGE_WIDTH, windowHeight / STAGE_HEIGHT);
  return {
    scale,
    left: Math.round((windowWidth - STAGE_WIDTH * scale) / 2),
    top: Math.round((windowHeight - STAGE_HEIGHT * scale) / 2),
  };
}
