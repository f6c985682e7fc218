import { describe, expect, it } from 'vitest';
import { BAND_COLOURS } from '../screens/shared/score-colours';
import { bandTag, GRADE_NAMES } from './road-state-rules';

describe('road state rules', () => {
  it('colours a band as the evaluation screen does, labelled with its range', () => {
    expect(bandTag('<70')).toEqual({ colour: BAND_COLOURS['<70'], label: '70以下' });
    expect(bandTag('90-95')).toEqual({ colour: BAND_COLOURS['90-95'], label: '90～95' });
  });

  it('offers the five grades best first', () => {
    expect(GRADE_NAMES).toEqual(['优', '良', '中', '次', '差']);
  });
});
