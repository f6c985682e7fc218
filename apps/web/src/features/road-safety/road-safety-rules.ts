// What /roadSafety asks of its table and its 处置 form, apart from React: the filters' choices,
// the one state a hazard may move to next (the gateway's own machine, @jt/mocks/world/hazard-states)
// and the form's values as the contract's body.
import type { Schemas } from '@jt/api-contract';
import { HAZARD_STATUS_NAMES, type HazardStatus, nextHazardStatus } from '@jt/mocks/world/hazard-states';
import type { Option, Road } from '../../lib/reference/reference-data';
import type { FilterField } from '../../ui/table';

export type SafetyHazard = Schemas['SafetyHazard'];
export type HazardDisposal = Schemas['HazardDisposal'];

/** The page's route, whose table configuration gives the columns (seed 000 §2). */
export const ROAD_SAFETY_ROUTE = '/roadSafety';

/** The button code of 道路安全's 处置 in the menu tree (seed 000 §6). */
export const ROAD_SAFETY_DISPOSE = 'roadSafety:dispose';

export const HAZARD_LEVELS = ['一般', '较大', '重大'] as const;

export const STATUS_COLOURS: Readonly<Record<string, 'red' | 'orange' | 'green'>> = {
  上报: 'red',
  处置中: 'orange',
  已关闭: 'green',
};

const named = (names: readonly string[]): Option[] => names.map((name) => ({ label: name, value: name }));

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
