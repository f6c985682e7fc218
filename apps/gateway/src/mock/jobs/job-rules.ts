// 系统管理 › 定时任务's rules apart from Fastify: the cron expression read by cron-parser (the
// kept library; 5 fields or Quartz-style 6 with seconds, China time), the next run times, a name
// unique among the jobs, and the seeded jobs a road-maintenance platform runs.
import { CronExpressionParser } from 'cron-parser';

export type JobGroup = '同步任务' | '系统任务';

export interface JobRecord {
  id: string;
  jobName: string;
  jobGroup: JobGroup;
  invokeTarget: string;
  cronExpression: string;
  /** '0' on its schedule, '1' paused. */
  status: '0' | '1';
  remark: string | null;
  createMs: number;
}

export interface JobRunRecord {
  id: string;
  jobId: string;
  jobName: string;
  jobGroup: JobGroup;
  trigger: '手动执行' | '定时执行';
  startMs: number;
  durationMs: number;
  status: '成功' | '失败';
  message: string;
}

export const JOB_REFUSALS = {
  missing: '任务不存在或已删除',
  blankName: '任务名称不能为空',
  duplicateName: '任务名称已存在',
  badCron: (reason: string) => `Cron 表达式不正确：${reason}`,
} as const;

export const SEED_JOBS: readonly Omit<JobRecord, 'createMs'>[] = [
  {
    id: '1',
    jobName: '病害数据同步',
    jobGroup: '同步任务',
    invokeTarget: 'diseaseSync.run()',
    cronExpression: '0 0 2 * * *',
    status: '0',
    remark: '每天 02:00 从巡查系统同步病害数据',
  },
  {
    id: '2',
    jobName: '路网数据同步',
    jobGroup: '同步任务',
    invokeTarget: 'roadSync.run()',
    cronExpression: '0 30 1 * * 1',
    status: '0',
    remark: '每周一 01:30 同步路段与桩号',
  },
  {
    id: '3',
    jobName: '工单超期检查',
    jobGroup: '系统任务',
    invokeTarget: 'workOrderOverdue.run()',
    cronExpression: '0 */15 * * * *',
    status: '0',
    remark: '每 15 分钟标记超期工单',
  },
  {
    id: '4',
    jobName: '日志清理',
    jobGroup: '系统任务',
    invokeTarget: 'logClean.run()',
    cronExpression: '0 0 3 * * 0',
    status: '1',
    remark: '每周日 03:00 清理 180 天前的任务日志',
  },
];

/** The next `count` run times of the expression after `fromMs`, or why cron-parser cannot read it. */
export function nextRuns(
  cronExpression: string,
  fromMs: number,
  count: number,
): { ok: true; value: number[] } | { ok: false; reason: string } {
  try {
    const interval = CronExpressionParser.parse(cronExpression.trim(), {
      currentDate: new Date(fromMs),
      tz: 'Asia/Shanghai',
    });
    return { ok: true, value: interval.take(count).map((date) => date.getTime()) };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

export interface JobDraft {
  jobName: string;
  jobGroup: JobGroup;
  invokeTarget: string;
  cronExpression: string;
  remark: string | null;
}

/** The draft as stored (texts trimmed), or why it cannot be saved. */
export function checkedJob(
  draft: JobDraft,
  current: JobRecord | null,
  jobs: readonly JobRecord[],
  nowMs: number,
): { ok: true; value: JobDraft } | { ok: false; reason: string } {
  const jobName = draft.jobName.trim();
  if (jobName === '') return { ok: false, reason: JOB_REFUSALS.blankName };
  if (jobs.some((job) => job.id !== current?.id && job.jobName === jobName))
    return { ok: false, reason: JOB_REFUSALS.duplicateName };
  const cronExpression = draft.cronExpression.trim().replace(/\s+/g, ' ');
  const runs = nextRuns(cronExpression, nowMs, 1);
  if (!runs.ok) return { ok: false, reason: JOB_REFUSALS.badCron(runs.reason) };
  const remark = draft.remark?.trim() ? draft.remark.trim() : null;
  return {
    ok: true,
    value: { ...draft, jobName, cronExpression, invokeTarget: draft.invokeTarget.trim(), remark },
  };
}
