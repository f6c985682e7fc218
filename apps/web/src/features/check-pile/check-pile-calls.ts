// /checkPile's calls through the contract's client: the mismatches and the correction. A
// refusal throws the gateway's own words.
import { api } from '../../lib/api/client';
import { problemText } from '../../lib/http/problem-text';
import { listPage, TableCallError, type TablePage, type TableQuery } from '../../ui/table';
import type { StakeCorrection, StakeMismatch } from './check-pile-rules';

const reason = (data: unknown, error: unknown, response: Response): string =>
  problemText(data) || problemText(error) || `HTTP ${response.status}`;

export const listStakeMismatches = async (query: TableQuery): Promise<TablePage<StakeMismatch>> =>
  listPage(await api.POST('/api/administration/glCheckPile/page', { body: query }));

export async function correctStakes(ids: string[]): Promise<StakeCorrection[]> {
  const { data, error, response } = await api.POST('/api/administration/glCheckPile/correct', {
    body: { ids },
  });
  if (data?.code !== 200 || !('data' in data) || !data.data)
    throw new TableCallError(reason(data, error, response));
  return data.data.corrected;
}
