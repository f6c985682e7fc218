// The rules every record with a stake on a route keeps — written as records write it, on its
// route, an end after its start — in one wording, so that the gateway's domains and the forms say
// the same thing for the same mistake.
import type { RoadLine } from './road-network';
import { formatStake, parseStake } from './stake';

/** What the rules need of a route: its name and the stakes it runs between. */
export type StakedRoute = Pick<RoadLine, 'routeName' | 'startStakeM' | 'endStakeM'>;

export const STAKE_REFUSALS = {
  format: (label: string, text: string) => `${label}「${text}」格式不正确，应如 K1234+500`,
  offRoute: (label: string, stakeM: number, line: StakedRoute, routeName: string = line.routeName) =>
    `${label}${formatStake(stakeM)}不在${routeName}范围内（${formatStake(line.startStakeM)}～${formatStake(line.endStakeM)}）`,
  /** The page's own word for the end field: 止点桩号 (assets, surveys) or 终点桩号 (areas, sections, patrols). */
  order: (endLabel = '止点桩号') => `${endLabel}应大于起点桩号`,
} as const;

export type StakeCheck<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly reason: string };

const refusal = (reason: string) => ({ ok: false, reason }) as const;

/** A stake text's metres on `line`, or why it has none. */
export function stakeOnRoute(
  line: StakedRoute,
  text: string,
  label = '桩号',
  routeName: string = line.routeName,
): StakeCheck<number> {
  const stakeM = parseStake(text);
  if (stakeM === null) return refusal(STAKE_REFUSALS.format(label, text));
  if (stakeM < line.startStakeM || stakeM > line.endStakeM)
    return refusal(STAKE_REFUSALS.offRoute(label, stakeM, line, routeName));
  return { ok: true, value: stakeM };
}

export interface StakeRangeLabels {
  readonly startLabel?: string;
  readonly endLabel?: string;
  /** The route's name now (a manager may have renamed it); the network's name otherwise. */
  readonly routeName?: string;
}

/** Both stakes on `line` and the end after the start, in metres; the first reason otherwise. */
export function stakeRangeOnRoute(
  line: StakedRoute,
  startText: string,
  endText: string,
  { startLabel = '起点桩号', endLabel = '止点桩号', routeName = line.routeName }: StakeRangeLabels = {},
): StakeCheck<{ startStakeM: number; endStakeM: number }> {
  const start = stakeOnRoute(line, startText, startLabel, routeName);
  if (!start.ok) return start;
  const end = stakeOnRoute(line, endText, endLabel, routeName);
  if (!end.ok) return end;
  if (end.value <= start.value) return refusal(STAKE_REFUSALS.order(endLabel));
  return { ok: true, value: { startStakeM: start.value, endStakeM: end.value } };
}

/**
 * The end's problem beside its start as a form checks it while typing: '' when either is not a
 * stake yet (their own format rules speak) or the end is after the start.
 */
export function stakeOrderProblem(
  start: string | undefined,
  end: string | undefined,
  endLabel = '止点桩号',
): string {
  const startM = parseStake(start ?? '');
  const endM = parseStake(end ?? '');
  return startM !== null && endM !== null && endM <= startM ? STAKE_REFUSALS.order(endLabel) : '';
}
