// The highway inspection screen's one call (contract operation screenHighwayInspection).
import type { Schemas } from '@jt/api-contract';
import { api } from '../../../lib/api/client';
import { resultData } from '../shared/use-polled';

export type HighwayFigures = Schemas['HighwayInspectionScreen'];
export type LivePatrol = HighwayFigures['live'][number];

export async function fetchHighwayFigures(signal: AbortSignal): Promise<HighwayFigures> {
  return resultData(await api.GET('/api/administration/bigScreen/highwayInspection', { signal }));
}
