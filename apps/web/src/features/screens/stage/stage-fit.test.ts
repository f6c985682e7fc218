import { describe, expect, it } from 'vitest';
import { fitStage } from './stage-fit';

describe('fitting the 1920×1080 stage to a window', () => {
  it('shows the design at its size on a 1920×1080 window', () => {
    expect(fitStage(1920, 1080)).toEqual({ scale: 1, left: 0, top: 0 });
  });

  it('doubles it on a 4K wall', () => {
    expect(fitStage(3840, 2160)).toEqual({ scale: 2, left: 0, top: 0 });
  });

  it('scales a 1366×768 laptop by its height (768/1080 is a hair under 1366/1920), centred', () => {
    const fit = fitStage(1366, 768);
    expect(fit.scale).toBeCloseTo(768 / 1080, 6);
    expect(fit.top).toBe(0);
    expect(fit.left).toBe(Math.round((1366 - 1920 * (768 / 1080)) / 2));
  });

  it('scales a tall window by its width and a wide one by its height, centred', () => {
    expect(fitStage(960, 1080)).toEqual({ scale: 0.5, left: 0, top: 270 });
    expect(fitStage(3000, 1080)).toEqual({ scale: 1, left: 540, top: 0 });
  });

  it('keeps scale 1 for a window with no size yet', () => {
    expect(fitStage(0, 0)).toEqual({ scale: 1, left: 0, top: 0 });
  });
});
