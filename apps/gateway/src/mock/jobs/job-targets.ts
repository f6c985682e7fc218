// What a run of a job does on the mock, by its invokeTarget. 日志清理 really removes the job log's
// runs older than 180 days; the synchronisations and the overdue check have no upstream to call
// on the mock, so their run completes without work (said in its message). An unknown target fails
// the run, as the scheduler fails a bean it cannot find.
import type { JobRunRecord } from './job-rules';

export const LOG_KEEP_DAYS = 180;

export interface TargetContext {
  nowMs: number;
  runs: readonly JobRunRecord[];
  deleteRun: (id: string) => void;
}

type Target = (context: TargetContext) => string;

const TARGETS: Readonly<Record<string, Target>> = {
  'logClean.run()': ({ nowMs, runs, deleteRun }) => {
    const before = nowMs - LOG_KEEP_DAYS * 86_400_000;
    const old = runs.filter((run) => run.startMs < before);
    for (const run of old) deleteRun(run.id);
    return `清理 ${old.length} 条 ${LOG_KEEP_DAYS} 天前的任务日志`;
  },
  'diseaseSync.run()': () => '执行完成（模拟环境无上游巡查系统，未同步数据）',
  'roadSync.run()': () => '执行完成（模拟环境无上游路网系统，未同步数据）',
  'workOrderOverdue.run()': () => '执行完成（工单超期状态由模拟世界实时计算）',
};

/** Runs the target: its message, or throws why it failed. */
export function runTarget(invokeTarget: string, context: TargetContext): string {
  const target = TARGETS[invokeTarget];
  if (!target) throw new Error(`找不到执行目标 ${invokeTarget}`);
  return target(context);
}
