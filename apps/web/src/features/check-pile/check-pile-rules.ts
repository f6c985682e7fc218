// What /checkPile asks of its table, apart from React: the route filter by the names shown, the
// minimum distance typed as a number, and the one-line account of a correction.
import type { Schemas } from '@jt/api-contract';
import type { Road } from '../../lib/reference/reference-data';
import type { FilterField } from '../../ui/table';

export type StakeMismatch = Schemas['StakeMismatch'];
export type StakeCorrection = Schemas['StakeCorrection'];

/** The page's route, whose table configuration gives the columns (seed 000 §2). */
export const CHECK_PILE_ROUTE = '/checkPile';

/** The button code of 桩号校核's 校正 in the menu tree (seed 000 §6). */
export const CHECK_PILE_CORRECT = 'checkPile:correct';

/** The gateway's call takes at most this many at once. */
export const CORRECT_BATCH_MAX = 200;

export function checkPileFilterFields(roads: readonly Road[]): Record<string, FilterField> {
  return {
    routeName: { kind: 'options', options: roads.map((r) => ({ label: r.routeName, value: r.routeName })) },
    distanceM: { kind: 'number' },
  };
}

/** What changed, as the message says it: 'ZC-G42-QL-0007 K260+100→K260+640'. */
export function correctionSummary(corrected: readonly StakeCorrection[]): string {
  return corrected.map((c) => `${c.assetCode} ${c.fromStakeNo}→${c.toStakeNo}`).join('；');
}

/** The ids a batch sends: the ticked rows, at most the call's limit (the rest stay ticked for the next). */
export const batchIds = (ids: readonly string[]): string[] => ids.slice(0, CORRECT_BATCH_MAX);
