// The page designer's calls, all through the contract's client (listPageConfigs, savePageConfig,
// usePageConfig, deletePageConfig). A refusal rejects with the gateway's own words.
import type { Schemas } from '@jt/api-contract';
import { api } from '../../lib/api/client';
import { problemText } from '../../lib/http/problem-text';
import type { PageType } from './designer-rules';

export type PageConfigEntry = Schemas['PageConfigEntry'];

export class DesignerCallError extends Error {}

function dataOf<T>({
  data,
  error,
  response,
}: {
  data?: { code: number; data?: T };
  error?: unknown;
  response: Response;
}): T {
  if (data?.code !== 200 || data.data === undefined)
    throw new DesignerCallError(problemText(data) || problemText(error) || `HTTP ${response.status}`);
  return data.data;
}

export const listPageConfigs = async (type: PageType): Promise<PageConfigEntry[]> =>
  dataOf(await api.GET('/api/component/pageConfig/list', { params: { query: { type } } }));

export const getPageConfig = async (id: string): Promise<PageConfigEntry> =>
  dataOf(await api.GET('/api/component/pageConfig/{id}', { params: { path: { id } } }));

export const savePageConfig = async (body: Schemas['PageConfigSave']): Promise<PageConfigEntry> =>
  dataOf(await api.POST('/api/component/pageConfig', { body }));

export const putPageConfigInUse = async (id: string): Promise<PageConfigEntry> =>
  dataOf(await api.POST('/api/component/pageConfig/{id}/use', { params: { path: { id } } }));

export async function deletePageConfig(id: string): Promise<void> {
  const { data, error, response } = await api.DELETE('/api/component/pageConfig/{id}', {
    params: { path: { id } },
  });
  if (data?.code !== 200)
    throw new DesignerCallError(problemText(data) || problemText(error) || `HTTP ${response.status}`);
}
