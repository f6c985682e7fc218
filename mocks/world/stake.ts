// Stake numbers (桩号) as the platform writes them: 'K1234+500' is 1,234,500 m from the route's
// origin; metres are always three digits ('K12+050'). Fractions of a metre are not written.

const STAKE = /^K(\d{1,4})\+(\d{3})$/;

/** 'K1234+500' for 1234500 m (rounded to the metre). */
export function formatStake(metres: number): string {
  const m = Math.round(metres);
  if (!Number.isFinite(m) || m < 0) throw new RangeError(`no stake for ${metres} m`);
  return `K${Math.floor(m / 1000)}+${String(m % 1000).padStart(3, '0')}`;
}

/** 1234500 for 'K1234+500' (also 'k1234+500' and surrounding blanks); null when it is no stake. */
export function parseStake(text: string): number | null {
  const match = STAKE.exec(text.trim().toUpperCase());
  if (!match) return null;
  return Number(match[1]) * 1000 + Number(match[2]);
}

/** The pattern forms and the contract use for a stake text. */
export const STAKE_PATTERN = '^[Kk]\\d{1,4}\\+\\d{3}$';
