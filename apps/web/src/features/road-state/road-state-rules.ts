// How /roadStateJudge names and colours an evaluated kilometre: its grade (JTG 5210) and its
// MQI's score band of seed 001 §9, coloured as the /gl-evaluation screen colours them.
import type { Schemas } from '@jt/api-contract';
import { BAND_COLOURS, BAND_LABELS } from '../screens/shared/score-colours';

export const ROAD_STATE_TEXTS = { title: '路况评定' } as const;

/** The grades, best first, as the gateway answers them. */
export const GRADE_NAMES: readonly Schemas['Grade'][] = ['优', '良', '中', '次', '差'];

/** The tag a band is shown as: the screen's colour and its label (e.g. 90～95). */
export function bandTag(band: Schemas['ScoreBand']): { colour: string; label: string } {
  return { colour: BAND_COLOURS[band], label: BAND_LABELS[band] };
}
