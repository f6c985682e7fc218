// The road asset screen's one call (contract operation screenAssets).
import type { Schemas } from '@jt/api-contract';
import { api } from '../../../lib/api/client';
import { resultData } from '../shared/use-polled';

export type AssetFigures = Schemas['AssetScreen'];

export async function fetchAssetFigures(signal: AbortSignal): Promise<AssetFigures> {
  return resultData(await api.GET('/api/administration/bigScreen/assets', { signal }));
}
