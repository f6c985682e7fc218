// /assets' calls, all through the contract's client: the list (listAssets), one asset
// (getAsset), an asset entered (createAsset), an inspection recorded (updateAsset) and an asset
// taken off the books (deleteAsset). A refusal throws the gateway's own words.
import { api } from '../../lib/api/client';
import { problemText } from '../../lib/http/problem-text';
import { listPage, TableCallError, type TablePage, type TableQuery } from '../../ui/table';
import type { Asset, AssetCreate, AssetInspection } from './asset-rules';

/** The server's words for a failed call: a Result msg, a Problem's text, else the status. */
const reason = (data: unknown, error: unknown, response: Response): string =>
  problemText(data) || problemText(error) || `HTTP ${response.status}`;

export const listAssets = async (query: TableQuery): Promise<TablePage<Asset>> =>
  listPage(await api.POST('/api/administration/glAsset/page', { body: query }));

export async function getAsset(id: string): Promise<Asset> {
  const { data, error, response } = await api.GET('/api/administration/glAsset/{id}', {
    params: { path: { id } },
  });
  if (data?.code !== 200 || !('data' in data) || !data.data)
    throw new TableCallError(reason(data, error, response));
  return data.data;
}

export async function createAsset(body: AssetCreate): Promise<Asset> {
  const { data, error, response } = await api.POST('/api/administration/glAsset', { body });
  if (data?.code !== 200 || !('data' in data) || !data.data)
    throw new TableCallError(reason(data, error, response));
  return data.data;
}

export async function recordInspection(id: string, body: AssetInspection): Promise<Asset> {
  const { data, error, response } = await api.PUT('/api/administration/glAsset/{id}', {
    params: { path: { id } },
    body,
  });
  if (data?.code !== 200 || !data.data) throw new TableCallError(reason(data, error, response));
  return data.data;
}

export async function deleteAsset(id: string): Promise<void> {
  const { data, error, response } = await api.DELETE('/api/administration/glAsset/{id}', {
    params: { path: { id } },
  });
  if (data?.code !== 200) throw new TableCallError(reason(data, error, response));
}
