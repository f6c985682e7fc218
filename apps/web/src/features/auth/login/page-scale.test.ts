import { describe, expect, it } from 'vitest';
import { fitStage, formFlows, stageTooSmall } from './page-scale';

describe('fitting the 1920×1080 design', () => {
  it('is 1 at the design size', () => {
    expect(fitStage(1920, 1080)).toEqual({ scale: 1, left: 0, top: 0 });
  });

  it('scales a 1366×768 window by its height (the narrower ratio), without visible offsets', () => {
    const fit = fitStage(1366, 768);
    expect(fit.scale).toBe(768 / 1080);
    expect(fit.left).toBe(0);
    expect(fit.top).toBe(0);
  });

  it('keeps the aspect ratio and centres the stage in a wider window', () => {
    expect(fitStage(2560, 1080)).toEqual({ scale: 1, left: 320, top: 0 });
  });

  it('centres vertically in a taller window', () => {
    expect(fitStage(1440, 1080)).toEqual({ scale: 0.75, left: 0, top: 135 });
  });

  it('falls back to 1 for a window without size', () => {
    expect(fitStage(0, 0)).toEqual({ scale: 1, left: 0, top: 0 });
  });
});

describe('stageTooSmall', () => {
  it('is true where the 1920×1080 stage would be drawn under half its size', () => {
    expect(stageTooSmall(fitStage(768, 1024))).toBe(true);
    expect(stageTooSmall(fitStage(390, 844))).toBe(true);
    expect(stageTooSmall(fitStage(1366, 768))).toBe(false);
    expect(stageTooSmall(fitStage(1920, 1080))).toBe(false);
    expect(stageTooSmall(fitStage(1024, 768))).toBe(false);
  });
});

describe('formFlows', () => {
  it('flows the form on a phone, on a portrait tablet and under 768 px wide, not on the desktop sizes', () => {
    expect(formFlows(390, 844)).toBe(true);
    expect(formFlows(412, 823)).toBe(true);
    expect(formFlows(768, 1024)).toBe(true);
    expect(formFlows(767, 1200)).toBe(true);
    expect(formFlows(1366, 768)).toBe(false);
    expect(formFlows(1920, 1080)).toBe(false);
  });
});
