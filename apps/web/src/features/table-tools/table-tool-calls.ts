// The list behind /tableHeaderDrag: the patrol records (listPatrols, TableQuery → Page), through
// the contract's client. /tableDemo reuses the disease page's own calls.
import type { Schemas } from '@jt/api-contract';
import { api } from '../../lib/api/client';
import { listPage, type TablePage, type TableQuery } from '../../ui/table';

export type Patrol = Schemas['Patrol'];

export const listPatrols = async (query: TableQuery): Promise<TablePage<Patrol>> =>
  listPage(await api.POST('/api/administration/glPatrol/page', { body: query }));
