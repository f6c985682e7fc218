// Stakes (桩号) as the platform's records write them, for the forms that take one: 'K' +
// kilometres + '+' + three-digit metres (the contract's StakeNo; the gateway checks the route's range).
import { parseStake } from '@jt/mocks/world/stake';
import { stakeOrderProblem } from '@jt/mocks/world/stake-rules';

/** A stake as records write it, K264+449 (a typed k is taken: the call upper-cases it). */
export const STAKE_PATTERN = /^K\d{1,4}\+\d{3}$/i;

/** A typed stake as the call sends it: trimmed and upper-cased ('k264+449 ' → 'K264+449'). */
export const normaliseStake = (text: string): string => text.trim().toUpperCase();

export const STAKE_TEXTS = {
  required: (label: string) => `请输入${label}`,
  format: '桩号格式如 K264+449',
} as const;

/** Metres of a stake as a form takes it (k12+345 → 12345); null for anything else. */
export function stakeMetres(text: string | undefined): number | null {
  const stake = normaliseStake(text ?? '');
  return STAKE_PATTERN.test(stake) ? parseStake(stake) : null;
}

/**
 * An end stake's own problem beside its start, or '' (an empty end is the caller's to require):
 * written as a stake, and after the start (a start not yet written is its own field's problem),
 * said with the page's word for the end field (止点桩号 or 终点桩号) as the gateway says it.
 */
export function stakeRangeProblem(
  start: string | undefined,
  end: string | undefined,
  endLabel = '止点桩号',
): string {
  if (!end?.trim()) return '';
  if (stakeMetres(end) === null) return STAKE_TEXTS.format;
  return stakeMetres(start) === null ? '' : stakeOrderProblem(start, end, endLabel);
}
