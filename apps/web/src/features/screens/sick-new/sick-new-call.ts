// The disease situation screen's one call (contract operation screenSickNew).
import type { components } from '@jt/api-contract';
import { api } from '../../../lib/api/client';
import { resultData } from '../shared/use-polled';

export type SickNewFigures = components['schemas']['SickNewScreen'];

export async function fetchSickNewFigures(signal: AbortSignal): Promise<SickNewFigures> {
  return resultData(await api.GET('/api/administration/bigScreen/sickNew', { signal }));
}
