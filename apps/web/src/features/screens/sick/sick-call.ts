// The older disease situation screen's one call (contract operation screenSick).
import type { components } from '@jt/api-contract';
import { api } from '../../../lib/api/client';
import { resultData } from '../shared/use-polled';

export type SickFigures = components['schemas']['SickScreen'];

export async function fetchSickFigures(signal: AbortSignal): Promise<SickFigures> {
  return resultData(await api.GET('/api/administration/bigScreen/sick', { signal }));
}
