// 系统管理 › 定时任务 on the mock: the platform's scheduled jobs and their log in the store
// (DATA_DIR), administered by the administrators (adminOnly): added and changed with a cron
// expression cron-parser reads, paused and resumed, run at once (the run, its result and duration
// kept in the job's log). The mock runs nothing on the schedule by itself: its log holds the
// manual runs and a seeded history of scheduled ones.
import { randomUUID } from 'node:crypto';
import type { components } from '@jt/api-contract';
import { formatTime } from '@jt/mocks/world/time';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContextOptions } from '../../context';
import { operationRoute } from '../../contract/operation-route';
import { problem } from '../../http/problem';
import { adminOnly } from '../auth/admin-only';
import { authState } from '../auth/auth-state';
import { ok } from '../config/result';
import type { MockDomain } from '../mock-domain';
import { adminButtonGuard, type ButtonCode } from '../platform/button-guard';
import { type FieldSpecs, queryPage, TableQueryError, type TableQueryInput } from '../platform/table-query';
import { tableQueryProblem } from '../platform/table-query-problem';
import {
  checkedJob,
  JOB_REFUSALS,
  type JobRecord,
  type JobRunRecord,
  nextRuns,
  SEED_JOBS,
} from './job-rules';
import { runTarget } from './job-targets';

type Schemas = components['schemas'];
type Job = Schemas['Job'];
const OPERATIONS = [
  'listJobs',
  'saveJob',
  'deleteJob',
  'changeJobStatus',
  'runJob',
  'listJobRuns',
  'listSyncLogs',
] as const;
const DAY = 86_400_000;

/** The button codes of 定时任务's entries in the menu tree (seed 000 §6). */
export const JOB_BUTTONS = {
  add: 'job:add',
  edit: 'job:edit',
  delete: 'job:delete',
  run: 'job:run',
  status: 'job:status',
} as const;

/** The /system/job table's columns (filters and sort). */
export const JOB_FIELDS: FieldSpecs<Job> = {
  jobName: { kind: 'text', read: (row) => row.jobName },
  jobGroup: { kind: 'text', read: (row) => row.jobGroup },
  invokeTarget: { kind: 'text', read: (row) => row.invokeTarget },
  cronExpression: { kind: 'text', read: (row) => row.cronExpression },
  statusName: { kind: 'text', read: (row) => row.statusName },
  lastRunTime: { kind: 'time', read: (row) => row.lastRunTime },
  lastRunStatus: { kind: 'text', read: (row) => row.lastRunStatus },
};

/** The /system/syncLog table's columns (filters and sort). */
export const SYNC_LOG_FIELDS: FieldSpecs<Schemas['JobRun']> = {
  jobName: { kind: 'text', read: (row) => row.jobName },
  trigger: { kind: 'text', read: (row) => row.trigger },
  startTime: { kind: 'time', read: (row) => row.startTime },
  endTime: { kind: 'time', read: (row) => row.endTime },
  durationMs: { kind: 'number', read: (row) => row.durationMs },
  status: { kind: 'text', read: (row) => row.status },
  message: { kind: 'text', read: (row) => row.message },
};

/** A year of the seeded jobs' scheduled runs, a few a week, one failure a month. */
function seededRuns(nowMs: number): Record<string, JobRunRecord> {
  const runs: Record<string, JobRunRecord> = {};
  for (const job of SEED_JOBS.filter((seed) => seed.jobGroup === '同步任务')) {
    for (let day = 1; day <= 365; day += job.id === '1' ? 3 : 7) {
      const failed = day % 30 === 1;
      const id = `seed-${job.id}-${day}`;
      runs[id] = {
        id,
        jobId: job.id,
        jobName: job.jobName,
        jobGroup: job.jobGroup,
        trigger: '定时执行',
        startMs: nowMs - day * DAY,
        durationMs: 800 + ((day * 37) % 2400),
        status: failed ? '失败' : '成功',
        message: failed ? '同步失败：上游接口超时（30000 ms）' : `同步完成，更新 ${(day * 13) % 90} 条记录`,
      };
    }
  }
  return runs;
}

export const jobsDomain: MockDomain = {
  name: 'jobs',
  operations: [...OPERATIONS],
  plugin: async (app: FastifyInstance, { ctx }: ContextOptions) => {
    const store = ctx.store;
    if (!store) throw new Error('The jobs mock domain needs the mock store');
    const accounts = authState(store).accounts;
    const jobs = store.collection<JobRecord>('jobs', () =>
      Object.fromEntries(SEED_JOBS.map((job) => [job.id, { ...job, createMs: Date.now() - 365 * DAY }])),
    );
    const runs = store.collection<JobRunRecord>('jobRuns', () => seededRuns(Date.now()));
    const admin = adminOnly(accounts);

    const json = (reply: FastifyReply, status: number, body: unknown) =>
      reply.code(status).type('application/json').send(JSON.stringify(body));
    const refuse = (request: FastifyRequest, reply: FastifyReply, reason: string) =>
      json(reply, 400, problem(400, reason, request.url, 'error.job.refused'));
    type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
    const route = (id: (typeof OPERATIONS)[number], handler: Handler, code?: ButtonCode) =>
      app.route(
        operationRoute(ctx.contract.operation(id), ctx.hooks, {
          handler: adminButtonGuard(admin, store, code)(handler),
        }),
      );
    const find = (request: FastifyRequest) => jobs.get((request.params as { id: string }).id);

    const runsOf = (jobId: string) =>
      runs
        .values()
        .filter((run) => run.jobId === jobId)
        .sort((a, b) => b.startMs - a.startMs);
    const shownRun = (run: JobRunRecord) => {
      const { startMs, ...rest } = run;
      return { ...rest, startTime: formatTime(startMs), endTime: formatTime(startMs + run.durationMs) };
    };
    const shown = (job: JobRecord): Job => {
      const last = runsOf(job.id)[0];
      const next = job.status === '0' ? nextRuns(job.cronExpression, Date.now(), 3) : null;
      const { createMs: _createMs, ...rest } = job;
      return {
        ...rest,
        statusName: job.status === '0' ? '正常' : '暂停',
        nextRunTimes: next?.ok ? next.value.map(formatTime) : [],
        lastRunTime: last ? formatTime(last.startMs) : null,
        lastRunStatus: last ? last.status : null,
      };
    };

    route('listJobs', async (request, reply) => {
      try {
        return ok(
          queryPage(
            jobs.values().map(shown),
            request.body as TableQueryInput,
            JOB_FIELDS,
            (a, b) => Number(a.id) - Number(b.id) || a.id.localeCompare(b.id),
          ),
        );
      } catch (error) {
        if (!(error instanceof TableQueryError)) throw error;
        return json(reply, 400, tableQueryProblem(error, request.url));
      }
    });

    route(
      'saveJob',
      async (request, reply) => {
        const body = request.body as Schemas['JobSave'];
        const current = body.id === undefined ? null : jobs.get(body.id);
        if (current === undefined) return refuse(request, reply, JOB_REFUSALS.missing);
        const outcome = checkedJob(
          { ...body, remark: body.remark ?? null },
          current,
          jobs.values(),
          Date.now(),
        );
        if (!outcome.ok) return refuse(request, reply, outcome.reason);
        const saved: JobRecord = current
          ? { ...current, ...outcome.value }
          : {
              id: String(Math.max(0, ...jobs.values().map((job) => Number(job.id) || 0)) + 1),
              ...outcome.value,
              status: '0',
              createMs: Date.now(),
            };
        jobs.set(saved.id, saved);
        return ok(shown(saved));
      },
      (request) =>
        (request.body as Schemas['JobSave']).id === undefined ? JOB_BUTTONS.add : JOB_BUTTONS.edit,
    );

    route(
      'deleteJob',
      async (request, reply) => {
        const job = find(request);
        if (!job) return refuse(request, reply, JOB_REFUSALS.missing);
        jobs.delete(job.id);
        for (const run of runsOf(job.id)) runs.delete(run.id);
        return { code: 200, msg: '操作成功' };
      },
      JOB_BUTTONS.delete,
    );

    route(
      'changeJobStatus',
      async (request, reply) => {
        const job = find(request);
        if (!job) return refuse(request, reply, JOB_REFUSALS.missing);
        const { status } = request.body as Schemas['JobStatusChange'];
        const changed = { ...job, status };
        jobs.set(job.id, changed);
        return ok(shown(changed));
      },
      JOB_BUTTONS.status,
    );

    route(
      'runJob',
      async (request, reply) => {
        const job = find(request);
        if (!job) return refuse(request, reply, JOB_REFUSALS.missing);
        const startMs = Date.now();
        const started = performance.now();
        let status: JobRunRecord['status'] = '成功';
        let message: string;
        try {
          message = runTarget(job.invokeTarget, {
            nowMs: startMs,
            runs: runs.values(),
            deleteRun: (id) => runs.delete(id),
          });
        } catch (error) {
          status = '失败';
          message = error instanceof Error ? error.message : String(error);
        }
        const run: JobRunRecord = {
          id: randomUUID(),
          jobId: job.id,
          jobName: job.jobName,
          jobGroup: job.jobGroup,
          trigger: '手动执行',
          startMs,
          durationMs: Math.round(performance.now() - started),
          status,
          message,
        };
        runs.set(run.id, run);
        return ok(shownRun(run));
      },
      JOB_BUTTONS.run,
    );

    route('listSyncLogs', async (request, reply) => {
      try {
        const syncRuns = runs
          .values()
          .filter((run) => run.jobGroup === '同步任务')
          .sort((a, b) => b.startMs - a.startMs)
          .map(shownRun);
        return ok(queryPage(syncRuns, request.body as TableQueryInput, SYNC_LOG_FIELDS));
      } catch (error) {
        if (!(error instanceof TableQueryError)) throw error;
        return json(reply, 400, tableQueryProblem(error, request.url));
      }
    });

    route('listJobRuns', async (request, reply) => {
      const job = find(request);
      if (!job) return refuse(request, reply, JOB_REFUSALS.missing);
      return ok(runsOf(job.id).slice(0, 100).map(shownRun));
    });
  },
};
