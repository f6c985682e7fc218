// How /roadStateJudge names and colours an evaluated kilometre: its grade (JTG 5210) and its
// MQI's score band of seed 001 §9, coloured as the /gl-evaluation screen colours them; and what
// 新增评定 asks of a survey before it is sent (the gateway checks the same and the route's range).
import type { Schemas } from '@jt/api-contract';
import { SURVEY_RANGES, type SurveyMeasure, surveyRangeText } from '@jt/mocks/world/evaluation';
import { normaliseStake } from '../../ui/form/stake';
import { BAND_COLOURS, BAND_LABELS } from '../screens/shared/score-colours';

export type Evaluation = Schemas['Evaluation'];
export type EvaluationSurvey = Schemas['EvaluationSurvey'];
export type SurveyInput = Schemas['EvaluationSurveyInput'];
type DetailAnswer = Extract<Schemas['EvaluationDetailAnswer'], { data: unknown }>;
export type EvaluationDetail = NonNullable<Extract<DetailAnswer['data'], { evaluation: unknown }>>;
type SurveyAnswer = Extract<Schemas['EvaluationSurveyAnswer'], { data: unknown }>;
export type SurveyResult = NonNullable<Extract<SurveyAnswer['data'], { survey: unknown }>>;

export const ROAD_STATE_BUTTONS = { add: 'evaluation:add', delete: 'evaluation:delete' } as const;

/** The grades, best first, as the gateway answers them. */
export const GRADE_NAMES: readonly Schemas['Grade'][] = ['优', '良', '中', '次', '差'];

/** The tag a band is shown as: the screen's colour and its label (e.g. 90～95). */
export function bandTag(band: Schemas['ScoreBand']): { colour: string; label: string } {
  return { colour: BAND_COLOURS[band], label: BAND_LABELS[band] };
}

/** The form's values before they are checked. */
export interface SurveyDraft extends Record<string, unknown> {
  routeCode?: string;
  direction?: '1' | '2';
  startStakeNo?: string;
  endStakeNo?: string;
  surveyDate?: Date | string;
  iri?: number | null;
  rd?: number | null;
  sfc?: number | null;
  sci?: number | null;
  remark?: string;
}

/** A measurement field's range rule (Semi's number rule), in the gateway's words. */
export function measureRule(key: SurveyMeasure): {
  type: 'number';
  min: number;
  max: number;
  message: string;
} {
  const { min, max } = SURVEY_RANGES[key];
  return { type: 'number', min, max, message: surveyRangeText(key) };
}

/** 'yyyy-MM-dd' of a picked day (the picker gives a Date at local midnight). */
export function dayText(value: Date | string | undefined): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

/** Whether a day may be picked: not after today. */
export const isFutureDay = (day: Date, today: Date = new Date()): boolean => dayText(day) > dayText(today);

/** The checked form as the contract's body: stakes upper-cased, the day as text, no SCI when left empty. */
export function surveyBody(draft: SurveyDraft): SurveyInput {
  const remark = draft.remark?.trim();
  return {
    routeCode: draft.routeCode ?? '',
    direction: draft.direction ?? '1',
    startStakeNo: normaliseStake(draft.startStakeNo ?? ''),
    endStakeNo: normaliseStake(draft.endStakeNo ?? ''),
    surveyDate: dayText(draft.surveyDate),
    iri: draft.iri ?? Number.NaN,
    rd: draft.rd ?? Number.NaN,
    sfc: draft.sfc ?? Number.NaN,
    sci: draft.sci ?? null,
    ...(remark ? { remark } : {}),
  };
}
