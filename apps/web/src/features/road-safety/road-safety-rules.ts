// What /roadSafety asks of its table and its 处置 form, apart from React: the filters' choices,
// the one state a hazard may move to next (the gateway's own machine, @jt/mocks/world/hazard-states),
// 上报隐患's choices and limits (the contract's HazardReport) and the forms' values as the contract's
// bodies.
import { hazardTypeValues, type Schemas } from '@jt/api-contract';
import { HAZARD_STATUS_NAMES, type HazardStatus, nextHazardStatus } from '@jt/mocks/world/hazard-states';
import { CARRIAGEWAY_OPTIONS, type Option, type Road } from '../../lib/reference/reference-data';
import { normaliseStake } from '../../ui/form/stake';
import type { FilterField } from '../../ui/table';

export type SafetyHazard = Schemas['SafetyHazard'];
export type HazardDisposal = Schemas['HazardDisposal'];
export type HazardReport = Schemas['HazardReport'];

/** The page's route, whose table configuration gives the columns (seed 000 §2). */
export const ROAD_SAFETY_ROUTE = '/roadSafety';

/** The button codes of 道路安全's 处置 and 上报隐患 in the menu tree (seed 000 §6). */
export const ROAD_SAFETY_DISPOSE = 'roadSafety:dispose';
export const ROAD_SAFETY_ADD = 'roadSafety:add';

/** What 上报隐患 offers: the hazard vocabulary, a carriageway (a hazard is on one), the description's limit. */
export const HAZARD_TYPE_OPTIONS: readonly Option[] = named(hazardTypeValues);
export const HAZARD_DIRECTION_OPTIONS: readonly Option[] = CARRIAGEWAY_OPTIONS.filter((o) => o.value !== '0');
export const HAZARD_DESCRIPTION_MAX = 200;

export const HAZARD_LEVELS = ['一般', '较大', '重大'] as const;

function named(names: readonly string[]): Option[] {
  return names.map((name) => ({ label: name, value: name }));
}

export const STATUS_COLOURS: Readonly<Record<string, 'red' | 'orange' | 'green'>> = {
  上报: 'red',
  处置中: 'orange',
  已关闭: 'green',
};

export function hazardFilterFields(roads: readonly Road[]): Record<string, FilterField> {
  return {
    routeName: { kind: 'options', options: named(roads.map((r) => r.routeName)) },
    level: { kind: 'options', options: named(HAZARD_LEVELS) },
    statusName: { kind: 'options', options: named(Object.values(HAZARD_STATUS_NAMES)) },
    reportTime: { kind: 'time' },
  };
}

/** The state 处置 offers (the next one), or null when the hazard is closed. */
export function disposalOption(hazard: Pick<SafetyHazard, 'status'>): Option | null {
  const next = nextHazardStatus(hazard.status as HazardStatus);
  return next ? { value: next, label: HAZARD_STATUS_NAMES[next] } : null;
}

export type DisposalDraft = { status?: string; note?: string };

export function disposalBody(draft: DisposalDraft): HazardDisposal {
  return { status: (draft.status ?? '') as HazardDisposal['status'], note: (draft.note ?? '').trim() };
}

export type ReportDraft = Partial<Record<keyof HazardReport, string>>;

/** The form's values as the contract's body: the stake written as the gateway keeps it, the text trimmed. */
export function reportBody(draft: ReportDraft): HazardReport {
  return {
    hazardType: (draft.hazardType ?? '') as HazardReport['hazardType'],
    level: (draft.level ?? '') as HazardReport['level'],
    routeCode: draft.routeCode ?? '',
    direction: (draft.direction ?? '') as HazardReport['direction'],
    stakeNo: normaliseStake(draft.stakeNo ?? ''),
    description: (draft.description ?? '').trim(),
  };
}

/** A required text the form refuses blank too (the gateway trims it and refuses it empty). */
export function filledRules(message: string) {
  return [
    { required: true, message },
    {
      validator: (_rule: unknown, value: string | undefined) =>
        (value ?? '').trim() ? true : new Error(message),
    },
  ];
}
