// The score colour bands of seed 001 §9 on screen: one colour per band of the contract's
// ScoreBand (the server says which band a score is in), and the bands' lower bounds for what is
// drawn along a scale (a gauge's rim), read from the band names.
import { type Schemas, scoreBandValues } from '@jt/api-contract';

export type ScoreBand = Schemas['ScoreBand'];

export const BAND_COLOURS: Readonly<Record<ScoreBand, string>> = {
  '<70': '#ff4d4f',
  '70-80': '#ff8a3d',
  '80-85': '#ffc53d',
  '85-90': '#bae637',
  '90-95': '#3ee6a8',
  '95-100': '#3ea6ff',
};

export const BAND_LABELS: Readonly<Record<ScoreBand, string>> = {
  '<70': '70以下',
  '70-80': '70～80',
  '80-85': '80～85',
  '85-90': '85～90',
  '90-95': '90～95',
  '95-100': '95～100',
};

/** Each band's lower bound, lowest band first ('<70' → 0, '70-80' → 70 …). */
const FLOORS = scoreBandValues.map((band) => (band.startsWith('<') ? 0 : Number(band.split('-')[0])));

/** The bands lowest first with where each ends on a 0–100 scale (a gauge's colour stops). */
export function bandStops(): Array<[number, string]> {
  return scoreBandValues.map((band, i) => [(FLOORS[i + 1] ?? 100) / 100, BAND_COLOURS[band]]);
}

/** The colour of any score on the screen (an index the server gives no band for). */
export function scoreColour(score: number): string {
  let band: ScoreBand = scoreBandValues[0] ?? '<70';
  scoreBandValues.forEach((b, i) => {
    if (score >= (FLOORS[i] ?? 0)) band = b;
  });
  return BAND_COLOURS[band];
}
