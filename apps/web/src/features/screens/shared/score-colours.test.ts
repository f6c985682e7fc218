import { describe, expect, it } from 'vitest';
import { BAND_COLOURS, bandStops, scoreColour } from './score-colours';

describe('the score colour bands on screen', () => {
  it('colours a gauge’s rim: under 70, 70, 80, 85, 90, 95 up to 100', () => {
    expect(bandStops()).toEqual([
      [0.7, BAND_COLOURS['<70']],
      [0.8, BAND_COLOURS['70-80']],
      [0.85, BAND_COLOURS['80-85']],
      [0.9, BAND_COLOURS['85-90']],
      [0.95, BAND_COLOURS['90-95']],
      [1, BAND_COLOURS['95-100']],
    ]);
  });

  it('colours any score by its band', () => {
    expect([69.9, 70, 84.99, 85, 95, 100].map(scoreColour)).toEqual([
      BAND_COLOURS['<70'],
      BAND_COLOURS['70-80'],
      BAND_COLOURS['80-85'],
      BAND_COLOURS['85-90'],
      BAND_COLOURS['95-100'],
      BAND_COLOURS['95-100'],
    ]);
  });
});
