// The list behind /tableHeaderDrag: the patrol records (listPatrols, TableQuery → Page), through
// the contract's client. /tableDemo reuses the disease page's own calls.
import type { Schemas } from '@jt/api-contract';
import { api } from '../../lib/api/client';
import { problemText } from '../../lib/http/problem-text';
import { TableCallError, type TablePage, type TableQuery } from '../../ui/table';

export type Patrol = Schemas['Patrol'];

export async function listPatrols(query: TableQuery): Promise<TablePage<Patrol>> {
  const { data, error, response } = await api.POST('/api/administration/glPatrol/page', { body: query });
  if (data?.code !== 200)
    throw new TableCallError(problemText(data) || problemText(error) || `HTTP ${response.status}`);
  return { records: data.data.records, total: data.data.total };
}
