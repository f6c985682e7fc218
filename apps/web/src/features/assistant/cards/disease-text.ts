// How a disease reads on a card: its level (1 slight, 2 general, 3 serious) and its area (㎡ for
// potholes, m otherwise, 3 decimals), the same rules as recognition (seed 001 §9).
import type { AssistantDisease } from '../assistant-types';
import { areaText, levelText } from '../recognition/recognition-rules';

export function diseaseFacts(disease: AssistantDisease): string {
  return [levelText(disease.diseaseLevel), areaText(disease.diseaseName, disease.diseaseArea)]
    .filter((part) => part !== '')
    .join(' · ');
}

export function diseasePlace(disease: AssistantDisease): string {
  return [disease.roadName, disease.pile].filter(Boolean).join(' ');
}

/** Seed 001 §9 level colours of the map's disease pins and the card's tags. */
export const LEVEL_TAG_COLOR = { 1: 'green', 2: 'orange', 3: 'red' } as const;
