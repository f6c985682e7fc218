// /patrolArrange's calls, all through the contract's client: the schedules (listPatrolSchedules)
// and their writes; the inspectors offered are the tenant's users (listUsers), the routes roads().
import type { Schemas } from '@jt/api-contract';
import { api } from '../../lib/api/client';
import { problemText } from '../../lib/http/problem-text';
import { TableCallError, type TablePage, type TableQuery } from '../../ui/table';
import { listUsers } from '../users/user-calls';

export type Schedule = Schemas['PatrolSchedule'];
export type ScheduleFields = Schemas['PatrolScheduleFields'];

const reason = (data: unknown, error: unknown, response: Response): string =>
  problemText(data) || problemText(error) || `HTTP ${response.status}`;

export async function listSchedules(query: TableQuery): Promise<TablePage<Schedule>> {
  const { data, error, response } = await api.POST('/api/administration/glPatrolSchedule/page', {
    body: query,
  });
  if (data?.code !== 200) throw new TableCallError(reason(data, error, response));
  return { records: data.data.records, total: data.data.total };
}

/** A write: the schedule, or the server's refusal (e.g. an inspector's clash) as an error with its message. */
export async function saveSchedule(id: string | null, fields: ScheduleFields): Promise<Schedule> {
  const { data, error, response } = id
    ? await api.PUT('/api/administration/glPatrolSchedule/{id}', { params: { path: { id } }, body: fields })
    : await api.POST('/api/administration/glPatrolSchedule', { body: fields });
  if (data?.code !== 200 || !('data' in data) || !data.data)
    throw new TableCallError(reason(data, error, response));
  return data.data;
}

export async function deleteSchedule(id: string): Promise<void> {
  const { data, error, response } = await api.DELETE('/api/administration/glPatrolSchedule/{id}', {
    params: { path: { id } },
  });
  if (data?.code !== 200) throw new TableCallError(reason(data, error, response));
}

/** The names of the tenant's users, the inspectors a schedule can name. */
export async function inspectorNames(): Promise<string[]> {
  const { records } = await listUsers({ current: 1, size: 200 });
  return [...new Set(records.map((user) => user.name ?? user.username).filter(Boolean))];
}
