// 定时任务's calls, all through the contract's client (listJobs, saveJob, deleteJob,
// changeJobStatus, runJob, listJobRuns). A refusal rejects with the gateway's own words.
import type { Schemas } from '@jt/api-contract';
import { api } from '../../lib/api/client';
import { problemText } from '../../lib/http/problem-text';
import { listPage, TableCallError, type TablePage, type TableQuery } from '../../ui/table';

export type Job = Schemas['Job'];
export type JobSave = Schemas['JobSave'];
export type JobRun = Schemas['JobRun'];

/** The answer's envelope data, or the server's words for the failure. */
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
    throw new TableCallError(problemText(data) || problemText(error) || `HTTP ${response.status}`);
  return data.data;
}

export const listJobs = async (query: TableQuery): Promise<TablePage<Job>> =>
  listPage(await api.POST('/api/system/job/page', { body: query }));

export const listSyncLogs = async (query: TableQuery): Promise<TablePage<JobRun>> =>
  listPage(await api.POST('/api/system/syncLog/page', { body: query }));

export const saveJob = async (job: JobSave): Promise<Job> =>
  dataOf(await api.POST('/api/system/job', { body: job }));

export const changeJobStatus = async (id: string, status: Job['status']): Promise<Job> =>
  dataOf(await api.POST('/api/system/job/{id}/status', { params: { path: { id } }, body: { status } }));

export const runJob = async (id: string): Promise<JobRun> =>
  dataOf(await api.POST('/api/system/job/{id}/run', { params: { path: { id } } }));

export const listJobRuns = async (id: string): Promise<JobRun[]> =>
  dataOf(await api.GET('/api/system/job/{id}/logs', { params: { path: { id } } }));

export async function deleteJob(id: string): Promise<void> {
  const { data, error, response } = await api.DELETE('/api/system/job/{id}', { params: { path: { id } } });
  if (data?.code !== 200)
    throw new TableCallError(problemText(data) || problemText(error) || `HTTP ${response.status}`);
}
