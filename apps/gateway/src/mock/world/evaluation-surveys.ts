// 新增评定: a road-condition survey (路况检测) entered for a stretch of one carriageway — the
// roughness (IRI), rut depth (RD) and skid resistance (SFC) a detection vehicle measured there,
// and the subgrade's condition (SCI) when it was assessed. The kilometres it covers are scored
// from these measurements instead of the seed's surface model; the damage still comes from the
// world's diseases (a survey does not count potholes). Pure: checks and coverage, no store.

import type { components } from '@jt/api-contract';
import {
  SURVEY_RANGES,
  SURVEY_REMARK_MAX,
  type SurveyMeasure,
  surveyRangeText,
} from '@jt/mocks/world/evaluation';
import { formatStake } from '@jt/mocks/world/stake';
import { stakeRangeOnRoute } from '@jt/mocks/world/stake-rules';
import { formatDay, parseDay, startOfDay } from '@jt/mocks/world/time';
import { done, refused, type WorldResult } from './field-specs';

/** A survey as kept: the contract's EvaluationSurvey. */
export type EvaluationSurvey = components['schemas']['EvaluationSurvey'];

/** A survey as entered (numbers already read as Jackson reads them: NaN when missing or not a number). */
export interface SurveyInput {
  routeCode: string;
  direction: string;
  startStakeNo: string;
  endStakeNo: string;
  surveyDate: string;
  iri: number;
  rd: number;
  sfc: number;
  sci: number | null;
  remark: string;
}

/** What a route of the network offers the check. */
export interface SurveyLine {
  routeName: string;
  startStakeM: number;
  endStakeM: number;
  directionName(direction: '1' | '2'): string;
}

type Checked = Omit<EvaluationSurvey, 'id' | 'creator' | 'createTime'>;

function inRange(key: SurveyMeasure, value: number): string | null {
  const { min, max, name } = SURVEY_RANGES[key];
  if (!Number.isFinite(value)) return `请填写${name}`;
  return value < min || value > max ? surveyRangeText(key) : null;
}

/**
 * Checks an entered survey against the route and the clock: a route of the network, a
 * carriageway, a stake range on the route that covers at least half of one kilometre (else it
 * would change no score), a day not after today, and every measurement within its range.
 */
export function checkSurvey(
  input: SurveyInput,
  line: SurveyLine | undefined,
  nowMs: number,
  coversAny: (startM: number, endM: number) => boolean,
): WorldResult<Checked> {
  if (!line) return refused(`路线「${input.routeCode}」不存在`);
  if (input.direction !== '1' && input.direction !== '2') return refused('方向应为 1 上行或 2 下行');
  const stakes = stakeRangeOnRoute(line, input.startStakeNo, input.endStakeNo);
  if (!stakes.ok) return refused(stakes.reason);
  const { startStakeM, endStakeM } = stakes.value;
  if (!coversAny(startStakeM, endStakeM)) return refused('检测路段应至少覆盖一个评定单元（1 公里）的一半');
  const day = parseDay(input.surveyDate);
  if (Number.isNaN(day)) return refused(`检测日期「${input.surveyDate}」不是有效日期，应如 2026-05-18`);
  if (day > startOfDay(nowMs)) return refused(`检测日期不能晚于今天（${formatDay(nowMs)}）`);
  for (const key of ['iri', 'rd', 'sfc'] as const) {
    const problem = inRange(key, input[key]);
    if (problem) return refused(problem);
  }
  if (input.sci !== null) {
    const problem = inRange('sci', input.sci);
    if (problem) return refused(problem);
  }
  const remark = input.remark.trim();
  if ([...remark].length > SURVEY_REMARK_MAX) return refused(`备注不能超过${SURVEY_REMARK_MAX}个字符`);
  return done({
    routeCode: input.routeCode,
    routeName: line.routeName,
    direction: input.direction,
    directionName: line.directionName(input.direction),
    startStakeNo: formatStake(startStakeM),
    endStakeNo: formatStake(endStakeM),
    startStakeM,
    endStakeM,
    surveyDate: input.surveyDate,
    iri: input.iri,
    rd: input.rd,
    sfc: input.sfc,
    sci: input.sci,
    remark,
  });
}

/** Whether a survey of [startM, endM] covers a kilometre [kmStart, kmEnd): at least half of it. */
export function coversKilometre(startM: number, endM: number, kmStart: number, kmEnd: number): boolean {
  const overlap = Math.min(endM, kmEnd) - Math.max(startM, kmStart);
  return overlap > 0 && overlap * 2 >= kmEnd - kmStart;
}

/** Newest measurement last: by survey day, then by when it was entered. */
export function byMeasurement(a: EvaluationSurvey, b: EvaluationSurvey): number {
  return a.surveyDate.localeCompare(b.surveyDate) || a.createTime.localeCompare(b.createTime);
}
