import { describe, expect, it } from 'vitest';
import { backgroundPictureWidth } from './background-width';

describe('the width of the background picture', () => {
  it('is the smallest of 960, 1440 and 1920 that covers the window at 16:9', () => {
    expect(backgroundPictureWidth(390, 500)).toBe(960);
    // A 390×844 phone draws the picture 1500 px wide (its height sets the scale).
    expect(backgroundPictureWidth(390, 844)).toBe(1920);
    expect(backgroundPictureWidth(412, 700)).toBe(1440);
    expect(backgroundPictureWidth(1366, 768)).toBe(1440);
    expect(backgroundPictureWidth(1920, 1080)).toBe(1920);
    expect(backgroundPictureWidth(2560, 1440)).toBe(1920);
  });
});
