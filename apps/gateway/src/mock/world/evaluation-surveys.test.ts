import { describe, expect, it } from 'vitest';
import { byMeasurement, coversKilometre, type EvaluationSurvey } from './evaluation-surveys';

describe('what a survey covers and which counts', () => {
  it('covers a kilometre when it measured at least half of it', () => {
    expect(coversKilometre(1000, 1500, 1000, 2000)).toBe(true);
    expect(coversKilometre(1000, 1499, 1000, 2000)).toBe(false);
    expect(coversKilometre(1600, 3000, 1000, 2000)).toBe(false);
    expect(coversKilometre(0, 1000, 1000, 2000)).toBe(false);
    // A short last kilometre (1,150 m) needs 575 m.
    expect(coversKilometre(5000, 5575, 5000, 6150)).toBe(true);
  });

  it('orders by the day measured, then by when it was entered', () => {
    const s = (surveyDate: string, createTime: string) => ({ surveyDate, createTime }) as EvaluationSurvey;
    const sorted = [
      s('2026-04-01', '2026-05-18 09:00:00'),
      s('2026-02-01', '2026-05-18 10:00:00'),
      s('2026-04-01', '2026-05-18 08:00:00'),
    ].sort(byMeasurement);
    expect(sorted.map((x) => `${x.surveyDate} ${x.createTime.slice(11)}`)).toEqual([
      '2026-02-01 10:00:00',
      '2026-04-01 08:00:00',
      '2026-04-01 09:00:00',
    ]);
  });
});
