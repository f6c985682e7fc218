// /system/job 定时任务 (seed 000 §2's system pages): the platform's scheduled jobs on the
// configured table with their next run times; a job is added or changed (its cron expression read
// by the gateway with cron-parser), paused and resumed, run at once (the run's result and duration
// shown and kept in its log, opened beside the table), and deleted with its log.
import Button from '@douyinfe/semi-ui/lib/es/button';
import { Form } from '@douyinfe/semi-ui/lib/es/form';
import SideSheet from '@douyinfe/semi-ui/lib/es/sideSheet';
import Table from '@douyinfe/semi-ui/lib/es/table';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { showMessage } from '../../lib/messages/popup-message';
import { PermissionButton } from '../../lib/permissions/PermissionButton';
import { FormModal } from '../../ui/form/FormModal';
import { ConfigTable, ConfirmDelete, type FilterField, failureText, type RowActions } from '../../ui/table';
import {
  changeJobStatus,
  deleteJob,
  type Job,
  type JobRun,
  listJobRuns,
  listJobs,
  runJob,
  saveJob,
} from './job-calls';
import {
  cronShapeOk,
  INVOKE_TARGET_PATTERN,
  JOB_BUTTONS,
  JOB_GROUPS,
  JOBS_ROUTE,
  JOB_TEXTS as TEXT,
} from './job-rules';
import '../shell/pages.css';

type JobDraft = {
  jobName: string;
  jobGroup: Job['jobGroup'];
  invokeTarget: string;
  cronExpression: string;
  remark: string;
};

const options = (names: readonly string[]) => names.map((name) => ({ label: name, value: name }));
const FILTER_FIELDS: Readonly<Record<string, FilterField>> = {
  jobGroup: { kind: 'options', options: options(JOB_GROUPS) },
  statusName: { kind: 'options', options: options(['正常', '暂停']) },
  lastRunStatus: { kind: 'options', options: options(['成功', '失败']) },
};

const RENDER_CELL = {
  statusName: (value: unknown, row: Job) => (
    <Tag color={row.status === '0' ? 'green' : 'grey'} size="small">
      {String(value)}
    </Tag>
  ),
  lastRunStatus: (value: unknown) =>
    value === null ? (
      ''
    ) : (
      <Tag color={value === '成功' ? 'green' : 'red'} size="small">
        {String(value)}
      </Tag>
    ),
  nextRunTimes: (value: unknown) =>
    Array.isArray(value) ? <span style={{ whiteSpace: 'pre-line' }}>{value.join('\n')}</span> : '',
};

const RUN_COLUMNS = [
  { title: TEXT.columns.startTime, dataIndex: 'startTime', width: 170 },
  { title: TEXT.columns.trigger, dataIndex: 'trigger', width: 90 },
  {
    title: TEXT.columns.status,
    dataIndex: 'status',
    width: 70,
    render: (status: JobRun['status']) => <Tag color={status === '成功' ? 'green' : 'red'}>{status}</Tag>,
  },
  { title: TEXT.columns.durationMs, dataIndex: 'durationMs', width: 100, align: 'right' as const },
  { title: TEXT.columns.message, dataIndex: 'message' },
];

function JobLog({ job, reloadKey, onClose }: { job: Job; reloadKey: number; onClose: () => void }) {
  const [runs, setRuns] = useState<JobRun[] | null>(null);
  useEffect(() => {
    let live = true;
    // reloadKey: a run started while the log is open shows in it.
    void reloadKey;
    listJobRuns(job.id).then(
      (loaded) => live && setRuns(loaded),
      (error: unknown) => live && showMessage(failureText(TEXT.failed, error)),
    );
    return () => {
      live = false;
    };
  }, [job.id, reloadKey]);
  return (
    <SideSheet visible title={TEXT.logTitle(job.jobName)} width={760} onCancel={onClose}>
      <Table
        className="jt-job-log"
        rowKey="id"
        size="small"
        loading={runs === null}
        columns={RUN_COLUMNS}
        dataSource={runs ?? []}
        pagination={{ pageSize: 20 }}
        empty={TEXT.logEmpty}
      />
    </SideSheet>
  );
}

export default function JobsPage() {
  const [reloadKey, setReloadKey] = useState(0);
  const [editing, setEditing] = useState<Job | 'new' | null>(null);
  const [logOf, setLogOf] = useState<Job | null>(null);
  const changed = useCallback(() => setReloadKey((n) => n + 1), []);

  const act = useCallback(
    (run: () => Promise<string>) =>
      run().then(
        (done) => {
          showMessage(done, { type: 'success' });
          changed();
        },
        (error: unknown) => showMessage(failureText(TEXT.failed, error)),
      ),
    [changed],
  );

  const rowActions = useMemo<RowActions<Job>>(
    () => ({
      title: TEXT.actions,
      width: 300,
      render: (job) => (
        <span>
          <PermissionButton
            permission={JOB_BUTTONS.run}
            theme="borderless"
            size="small"
            type="primary"
            onClick={() =>
              act(async () => {
                const run = await runJob(job.id);
                return TEXT.ran(run.status, run.durationMs);
              })
            }
          >
            {TEXT.run}
          </PermissionButton>
          <PermissionButton
            permission={JOB_BUTTONS.status}
            theme="borderless"
            size="small"
            type="warning"
            onClick={() =>
              act(async () => {
                await changeJobStatus(job.id, job.status === '0' ? '1' : '0');
                return job.status === '0' ? TEXT.paused : TEXT.resumed;
              })
            }
          >
            {job.status === '0' ? TEXT.pause : TEXT.resume}
          </PermissionButton>
          <Button theme="borderless" size="small" onClick={() => setLogOf(job)}>
            {TEXT.log}
          </Button>
          <PermissionButton
            permission={JOB_BUTTONS.edit}
            theme="borderless"
            size="small"
            onClick={() => setEditing(job)}
          >
            {TEXT.editAction}
          </PermissionButton>
          <ConfirmDelete
            title={TEXT.deleteConfirm}
            remove={() => deleteJob(job.id)}
            deletedText={TEXT.deleted}
            failedText={TEXT.failed}
            onDeleted={changed}
            permission={JOB_BUTTONS.delete}
            label={TEXT.deleteAction}
          />
        </span>
      ),
    }),
    [act, changed],
  );

  return (
    <div className="jt-page jt-jobs">
      <section className="jt-card" aria-label={TEXT.title}>
        <ConfigTable<Job>
          route={JOBS_ROUTE}
          load={listJobs}
          filterFields={FILTER_FIELDS}
          renderCell={RENDER_CELL}
          rowActions={rowActions}
          toolbar={
            <PermissionButton
              permission={JOB_BUTTONS.add}
              theme="solid"
              type="primary"
              onClick={() => setEditing('new')}
            >
              {TEXT.add}
            </PermissionButton>
          }
          reloadKey={reloadKey}
        />
      </section>
      {logOf && <JobLog job={logOf} reloadKey={reloadKey} onClose={() => setLogOf(null)} />}
      {editing && (
        <FormModal<JobDraft>
          title={editing === 'new' ? TEXT.add : TEXT.edit}
          failedText={TEXT.saveFailed}
          width={600}
          initValues={
            editing === 'new'
              ? { jobName: '', jobGroup: '系统任务', invokeTarget: '', cronExpression: '', remark: '' }
              : {
                  jobName: editing.jobName,
                  jobGroup: editing.jobGroup,
                  invokeTarget: editing.invokeTarget,
                  cronExpression: editing.cronExpression,
                  remark: editing.remark ?? '',
                }
          }
          onClose={() => setEditing(null)}
          onSubmit={async (draft) => {
            await saveJob({
              ...(editing === 'new' ? {} : { id: editing.id }),
              jobName: draft.jobName.trim(),
              jobGroup: draft.jobGroup,
              invokeTarget: draft.invokeTarget.trim(),
              cronExpression: draft.cronExpression.trim(),
              remark: draft.remark?.trim() ? draft.remark.trim() : null,
            });
            showMessage(TEXT.saved, { type: 'success' });
            setEditing(null);
            changed();
          }}
        >
          {() => (
            <>
              <Form.Input
                field="jobName"
                label={TEXT.fieldName}
                maxLength={30}
                rules={[{ required: true, whitespace: true, message: TEXT.nameRequired }]}
              />
              <Form.Select
                field="jobGroup"
                label={TEXT.fieldGroup}
                optionList={options(JOB_GROUPS)}
                style={{ width: '100%' }}
              />
              <Form.Input
                field="invokeTarget"
                label={TEXT.fieldTarget}
                maxLength={100}
                rules={[
                  {
                    validator: (_rule: unknown, value: string) =>
                      INVOKE_TARGET_PATTERN.test((value ?? '').trim()),
                    message: TEXT.targetInvalid,
                  },
                ]}
              />
              <Form.Input
                field="cronExpression"
                label={TEXT.fieldCron}
                maxLength={100}
                extraText={TEXT.cronHint}
                rules={[
                  {
                    validator: (_rule: unknown, value: string) => cronShapeOk(value),
                    message: TEXT.cronInvalid,
                  },
                ]}
              />
              <Form.TextArea
                field="remark"
                label={TEXT.fieldRemark}
                maxLength={200}
                autosize={{ minRows: 2, maxRows: 4 }}
              />
            </>
          )}
        </FormModal>
      )}
    </div>
  );
}
