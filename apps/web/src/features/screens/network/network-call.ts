// The road network inspection screen's one call (contract operation screenNetworkInspection).
import type { Schemas } from '@jt/api-contract';
import { api } from '../../../lib/api/client';
import { resultData } from '../shared/use-polled';

export type NetworkFigures = Schemas['NetworkInspectionScreen'];
export type CoverageState = NetworkFigures['segments'][number]['state'];

export async function fetchNetworkFigures(signal: AbortSignal): Promise<NetworkFigures> {
  return resultData(await api.GET('/api/administration/bigScreen/networkInspection', { signal }));
}
