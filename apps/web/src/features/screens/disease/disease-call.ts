// The disease screen's one call (contract operation screenDisease).
import type { components } from '@jt/api-contract';
import { api } from '../../../lib/api/client';
import { resultData } from '../shared/use-polled';

export type DiseaseFigures = components['schemas']['DiseaseScreen'];

export async function fetchDiseaseFigures(signal: AbortSignal): Promise<DiseaseFigures> {
  return resultData(await api.GET('/api/administration/bigScreen/disease', { signal }));
}
