// The score colour bands of seed 001 §9 ("under 70, 70, 80, 85, 90, 95, up to 100"): the
// contract's ScoreBand values name them, and their lower bounds are read from those names, so
// the thresholds are written once (in the contract).
import { type Schemas, scoreBandValues } from '@jt/api-contract';

export type ScoreBand = Schemas['ScoreBand'];

/** Bands from the highest down with their lower bound ('<70' → 0, '70-80' → 70 …). */
const BY_FLOOR = scoreBandValues
  .map((band) => ({ band, floor: band.startsWith('<') ? 0 : Number(band.split('-')[0]) }))
  .sort((a, b) => b.floor - a.floor);

export function scoreBand(score: number): ScoreBand {
  const found = BY_FLOOR.find((b) => score >= b.floor);
  return found ? found.band : '<70';
}
