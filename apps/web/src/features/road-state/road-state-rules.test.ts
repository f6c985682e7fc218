import { describe, expect, it } from 'vitest';
import { BAND_COLOURS } from '../screens/shared/score-colours';
import { bandTag, dayText, GRADE_NAMES, isFutureDay, measureRule, surveyBody } from './road-state-rules';

describe('road state rules', () => {
  it('colours a band as the evaluation screen does, labelled with its range', () => {
    expect(bandTag('<70')).toEqual({ colour: BAND_COLOURS['<70'], label: '70以下' });
    expect(bandTag('90-95')).toEqual({ colour: BAND_COLOURS['90-95'], label: '90～95' });
  });

  it('offers the five grades best first', () => {
    expect(GRADE_NAMES).toEqual(['优', '良', '中', '次', '差']);
  });
});

describe('what 新增评定 asks of a survey', () => {
  it('sends the checked form as the contract’s body: stakes upper-cased, the day as text, no SCI when empty', () => {
    expect(
      surveyBody({
        routeCode: 'G42',
        direction: '2',
        startStakeNo: ' k253+300',
        endStakeNo: 'K255+300 ',
        surveyDate: new Date(2026, 4, 9),
        iri: 1.8,
        rd: 4.2,
        sfc: 52,
        sci: null,
        remark: '  ',
      }),
    ).toEqual({
      routeCode: 'G42',
      direction: '2',
      startStakeNo: 'K253+300',
      endStakeNo: 'K255+300',
      surveyDate: '2026-05-09',
      iri: 1.8,
      rd: 4.2,
      sfc: 52,
      sci: null,
    });
  });

  it('checks each measurement in its range, in the gateway’s words', () => {
    expect(measureRule('iri')).toEqual({
      type: 'number',
      min: 0,
      max: 20,
      message: '国际平整度指数 IRI应在 0～20 m/km 之间',
    });
    expect(measureRule('sfc').message).toBe('横向力系数 SFC应在 0～100 之间');
  });

  it('offers no day after today', () => {
    const today = new Date(2026, 4, 18, 15);
    expect(isFutureDay(new Date(2026, 4, 18), today)).toBe(false);
    expect(isFutureDay(new Date(2026, 4, 19), today)).toBe(true);
    expect(dayText('2026-05-01')).toBe('2026-05-01');
  });
});
