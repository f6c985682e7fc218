// Stakes (桩号) as the platform's records write them, for the forms that take one: 'K' +
// kilometres + '+' + three-digit metres (the contract's StakeNo; the gateway checks the route's range).

/** A stake as records write it, K264+449 (a typed k is taken: the call upper-cases it). */
export const STAKE_PATTERN = /^K\d{1,4}\+\d{3}$/i;

/** A typed stake as the call sends it: trimmed and upper-cased ('k264+449 ' → 'K264+449'). */
export const normaliseStake = (text: string): string => text.trim().toUpperCase();

export const STAKE_TEXTS = {
  required: (label: string) => `请输入${label}`,
  format: '桩号格式如 K264+449',
} as const;
