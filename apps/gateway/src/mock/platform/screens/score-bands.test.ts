import { describe, expect, it } from 'vitest';
import { scoreBand } from './score-bands';

describe('the score colour bands (seed 001 §9)', () => {
  it('puts a score in its band: under 70, 70, 80, 85, 90, 95 up to 100', () => {
    expect([0, 69.99, 70, 79.9, 80, 84.99, 85, 89.9, 90, 94.99, 95, 100].map(scoreBand)).toEqual([
      '<70',
      '<70',
      '70-80',
      '70-80',
      '80-85',
      '80-85',
      '85-90',
      '85-90',
      '90-95',
      '90-95',
      '95-100',
      '95-100',
    ]);
  });
});
