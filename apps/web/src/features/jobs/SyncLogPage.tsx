// /system/syncLog 同步日志 (seed 000 §2's system pages): the synchronisation runs — the 同步任务
// jobs' runs of 定时任务, scheduled (a year's seeded history) and run now — newest first, filtered
// by a time range (开始时间≥, 结束时间≤) and result; a run's detail shows its whole message (the error).
import Button from '@douyinfe/semi-ui/lib/es/button';
import Descriptions from '@douyinfe/semi-ui/lib/es/descriptions';
import SideSheet from '@douyinfe/semi-ui/lib/es/sideSheet';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import { useMemo, useState } from 'react';
import { ConfigTable, type FilterField, type RowActions } from '../../ui/table';
import { type JobRun, listSyncLogs } from './job-calls';
import { JOB_TEXTS } from './job-rules';
import '../shell/pages.css';

const options = (names: readonly string[]) => names.map((name) => ({ label: name, value: name }));
const FILTER_FIELDS: Readonly<Record<string, FilterField>> = {
  startTime: { kind: 'time' },
  endTime: { kind: 'time' },
  status: { kind: 'options', options: options(['成功', '失败']) },
  trigger: { kind: 'options', options: options(['定时执行', '手动执行']) },
};
const RENDER_CELL = {
  status: (value: unknown) => (
    <Tag color={value === '成功' ? 'green' : 'red'} size="small">
      {String(value)}
    </Tag>
  ),
};
const TEXT = {
  title: '同步日志',
  detail: '详情',
  detailTitle: '同步详情',
  actions: '操作',
  jobName: '任务名称',
};

export default function SyncLogPage() {
  const [shown, setShown] = useState<JobRun | null>(null);
  const rowActions = useMemo<RowActions<JobRun>>(
    () => ({
      title: TEXT.actions,
      width: 90,
      render: (run) => (
        <Button theme="borderless" size="small" onClick={() => setShown(run)}>
          {TEXT.detail}
        </Button>
      ),
    }),
    [],
  );
  const columns = JOB_TEXTS.columns;
  return (
    <div className="jt-page jt-sync-log">
      <section className="jt-card" aria-label={TEXT.title}>
        <ConfigTable<JobRun>
          route="/system/syncLog"
          load={listSyncLogs}
          filterFields={FILTER_FIELDS}
          renderCell={RENDER_CELL}
          rowActions={rowActions}
        />
      </section>
      {shown && (
        <SideSheet visible title={TEXT.detailTitle} width={560} onCancel={() => setShown(null)}>
          <Descriptions
            data={[
              { key: TEXT.jobName, value: shown.jobName },
              { key: columns.trigger, value: shown.trigger },
              { key: columns.startTime, value: shown.startTime },
              { key: columns.durationMs, value: String(shown.durationMs) },
              { key: columns.status, value: shown.status },
              {
                key: columns.message,
                value: <span style={{ whiteSpace: 'pre-wrap' }}>{shown.message}</span>,
              },
            ]}
          />
        </SideSheet>
      )}
    </div>
  );
}
