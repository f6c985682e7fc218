// What /system/job checks before it asks, apart from React: the shape of a cron expression (the
// gateway reads it with cron-parser and answers a wrong one in its words) and the page's texts.

export const JOBS_ROUTE = '/system/job';
export const JOB_GROUPS = ['同步任务', '系统任务'] as const;
export const INVOKE_TARGET_PATTERN = /^[A-Za-z][A-Za-z0-9_]*\.[A-Za-z][A-Za-z0-9_]*\(\)$/;

/** The button codes of 定时任务's entries in the menu tree (seed 000 §6). */
export const JOB_BUTTONS = {
  add: 'job:add',
  edit: 'job:edit',
  delete: 'job:delete',
  run: 'job:run',
  status: 'job:status',
} as const;

export const JOB_TEXTS = {
  title: '定时任务',
  add: '新增任务',
  edit: '编辑任务',
  actions: '操作',
  run: '执行一次',
  pause: '暂停',
  resume: '恢复',
  log: '日志',
  editAction: '编辑',
  deleteAction: '删除',
  deleteConfirm: '确定删除该任务及其日志？',
  ran: (status: string, durationMs: number) => `执行${status}，耗时 ${durationMs} 毫秒`,
  saved: '保存成功',
  deleted: '删除成功',
  paused: '已暂停',
  resumed: '已恢复',
  failed: '操作失败',
  saveFailed: '保存失败',
  logTitle: (jobName: string) => `任务日志 · ${jobName}`,
  logEmpty: '暂无执行记录',
  fieldName: '任务名称',
  fieldGroup: '任务分组',
  fieldTarget: '调用目标',
  fieldCron: 'Cron 表达式',
  fieldRemark: '备注',
  nameRequired: '请输入任务名称',
  targetInvalid: '调用目标形如 diseaseSync.run()',
  cronInvalid: 'Cron 表达式为 5 段（分 时 日 月 周）或 6 段（秒 分 时 日 月 周）',
  cronHint: '例：0 0 2 * * *（每天 02:00）',
  columns: {
    trigger: '触发方式',
    startTime: '开始时间',
    durationMs: '耗时(毫秒)',
    status: '结果',
    message: '信息',
  },
} as const;

/** Whether the expression has the 5 or 6 space-separated fields cron-parser reads. */
export function cronShapeOk(value: string | undefined): boolean {
  const fields = (value ?? '').trim().split(/\s+/).filter(Boolean);
  return fields.length === 5 || fields.length === 6;
}
