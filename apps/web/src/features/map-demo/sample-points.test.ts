import { describe, expect, it } from 'vitest';
import { samplePoints } from './sample-points';

describe('the showcase sample points', () => {
  it('are the same for the same seed and stay within about 40 km of the centre', () => {
    const a = samplePoints(1000, [118.8, 32.06]);
    expect(samplePoints(1000, [118.8, 32.06])).toEqual(a);
    for (const point of a) {
      expect(Math.abs(point.position[0] - 118.8)).toBeLessThanOrEqual(0.4);
      expect(Math.abs(point.position[1] - 32.06)).toBeLessThanOrEqual(0.34);
    }
    expect(new Set(a.map((point) => point.level))).toEqual(new Set(['1', '2', '3']));
  });
});
