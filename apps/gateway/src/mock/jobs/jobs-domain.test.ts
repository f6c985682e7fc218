import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  contractErrors,
  type DomainTestApp,
  domainTestApp,
  expectButtonGuard,
  expectRefused,
  testUser,
} from '../config/domain-test-app';
import { MockStore } from '../store/mock-store';
import { jobsDomain } from './jobs-domain';

let t: DomainTestApp;
afterEach(async () => {
  await t?.app.close();
});

const ADMIN = { ...testUser(['admin'], 'admin'), userId: '1001' };
const INSPECTOR = { ...testUser(['inspector'], 'inspector'), userId: '1002' };

async function start(store?: MockStore) {
  t = await domainTestApp([jobsDomain], store);
  t.signIn(ADMIN);
}
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, ...(payload === undefined ? {} : { payload }) });
const page = (payload: object = {}) =>
  call('POST', '/api/system/job/page', { current: 1, size: 10, ...payload });
const save = (payload: object) => call('POST', '/api/system/job', payload);
const BACKUP = {
  jobName: '巡查轨迹归档',
  jobGroup: '系统任务',
  invokeTarget: 'logClean.run()',
  cronExpression: '0 0 4 * * *',
};

describe('scheduled jobs (系统管理 › 定时任务)', () => {
  it('lists the seeded jobs with their next three run times; a paused one has none; filters', async () => {
    await start();
    const listed = await page();
    expect(contractErrors('listJobs', 200, listed.json())).toEqual([]);
    const rows = listed.json().data.records as Array<{
      jobName: string;
      nextRunTimes: string[];
      statusName: string;
    }>;
    expect(rows.map((row) => row.jobName)).toEqual([
      '病害数据同步',
      '路网数据同步',
      '工单超期检查',
      '日志清理',
    ]);
    expect(rows[0]?.nextRunTimes).toHaveLength(3);
    expect(rows[0]?.nextRunTimes.every((time) => time.endsWith(' 02:00:00'))).toBe(true);
    expect(rows[3]).toMatchObject({ statusName: '暂停', nextRunTimes: [] });
    const sync = await page({ filters: [{ key: 'jobGroup', operator: 'in', value: '同步任务' }] });
    expect(sync.json().data.total).toBe(2);
    expect((await page({ filters: [{ key: 'nope', operator: 'like', value: 'x' }] })).statusCode).toBe(400);
  });

  it('adds a job, refuses an expression cron-parser cannot read and a taken name, pauses and resumes it', async () => {
    await start();
    const added = await save(BACKUP);
    expect(contractErrors('saveJob', 200, added.json())).toEqual([]);
    const job = added.json().data;
    expect(job).toMatchObject({ id: '5', status: '0', statusName: '正常', lastRunTime: null });
    expect(job.nextRunTimes[0]).toMatch(/ 04:00:00$/);
    expectRefused(
      await save({ ...BACKUP, jobName: '新任务', cronExpression: '0 61 * * * *' }),
      'saveJob',
      /^Cron 表达式不正确：/,
    );
    expectRefused(
      await save({ ...BACKUP, jobName: '新任务', cronExpression: 'every day' }),
      'saveJob',
      /^Cron 表达式不正确：/,
    );
    expectRefused(await save(BACKUP), 'saveJob', '任务名称已存在');
    expectRefused(await save({ ...BACKUP, id: '99' }), 'saveJob', '任务不存在或已删除');
    expect((await save({ ...BACKUP, invokeTarget: 'rm -rf /' })).statusCode).toBe(400);

    const paused = await call('POST', `/api/system/job/${job.id}/status`, { status: '1' });
    expect(contractErrors('changeJobStatus', 200, paused.json())).toEqual([]);
    expect(paused.json().data).toMatchObject({ statusName: '暂停', nextRunTimes: [] });
    const resumed = await call('POST', `/api/system/job/${job.id}/status`, { status: '0' });
    expect(resumed.json().data.nextRunTimes).toHaveLength(3);
    const deleted = await call('DELETE', `/api/system/job/${job.id}`);
    expect(contractErrors('deleteJob', 200, deleted.json())).toEqual([]);
    expectRefused(await call('DELETE', `/api/system/job/${job.id}`), 'deleteJob', '任务不存在或已删除');
  });

  it('runs a job now: the run with its result and duration heads the job’s log; 日志清理 removes old runs', async () => {
    await start();
    const before = (await call('GET', '/api/system/job/1/logs')).json();
    expect(contractErrors('listJobRuns', 200, before)).toEqual([]);
    expect(before.data.length).toBe(100);
    expect(before.data.some((run: { status: string }) => run.status === '失败')).toBe(true);

    const run = await call('POST', '/api/system/job/1/run');
    expect(contractErrors('runJob', 200, run.json())).toEqual([]);
    expect(run.json().data).toMatchObject({ jobId: '1', trigger: '手动执行', status: '成功' });
    expect(run.json().data.durationMs).toBeGreaterThanOrEqual(0);
    const after = (await call('GET', '/api/system/job/1/logs')).json().data;
    expect(after[0]).toEqual(run.json().data);
    expect((await page()).json().data.records[0]).toMatchObject({
      lastRunStatus: '成功',
      lastRunTime: run.json().data.startTime,
    });

    const cleaned = (await call('POST', '/api/system/job/4/run')).json().data;
    expect(cleaned.message).toMatch(/^清理 [1-9]\d* 条 180 天前的任务日志$/);
    const again = (await call('POST', '/api/system/job/4/run')).json().data;
    expect(again.message).toBe('清理 0 条 180 天前的任务日志');

    const odd = (await save({ ...BACKUP, invokeTarget: 'nobody.run()' })).json().data;
    const failed = (await call('POST', `/api/system/job/${odd.id}/run`)).json().data;
    expect(failed).toMatchObject({ status: '失败', message: '找不到执行目标 nobody.run()' });
    expectRefused(await call('POST', '/api/system/job/99/run'), 'runJob', '任务不存在或已删除');
  });

  it('adds, edits, pauses, runs and deletes only for the holders of job:add/edit/status/run/delete', async () => {
    await start();
    const path = ['900', '913'];
    const added = await expectButtonGuard(t, 'saveJob', path, '9131', () => save(BACKUP));
    const id = added.data.id as string;
    await expectButtonGuard(t, 'saveJob', path, '9132', () =>
      save({ ...BACKUP, id, cronExpression: '0 0 5 * * *' }),
    );
    await expectButtonGuard(t, 'changeJobStatus', path, '9135', () =>
      call('POST', `/api/system/job/${id}/status`, { status: '1' }),
    );
    await expectButtonGuard(t, 'runJob', path, '9134', () => call('POST', `/api/system/job/${id}/run`));
    await expectButtonGuard(t, 'deleteJob', path, '9133', () => call('DELETE', `/api/system/job/${id}`));
    expect(
      (await page({ size: 100 })).json().data.records.map((job: { id: string }) => job.id),
    ).not.toContain(id);
  });

  it('keeps jobs and runs across a restart, and is administration only', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'jobs-'));
    try {
      await start(await MockStore.open(dir));
      const run = (await call('POST', '/api/system/job/3/run')).json().data;
      await t.store.flush();
      await t.app.close();
      await start(await MockStore.open(dir));
      expect((await call('GET', '/api/system/job/3/logs')).json().data[0]).toEqual(run);
      t.signIn(INSPECTOR);
      expect((await page()).statusCode).toBe(403);
      expect((await call('POST', '/api/system/job/3/run')).statusCode).toBe(403);
    } finally {
      await t.store.flush();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('lists the synchronisation runs of the last year, newest first, by time range and status', async () => {
    await start();
    const manual = (await call('POST', '/api/system/job/2/run')).json().data;
    await call('POST', '/api/system/job/3/run');
    const all = await call('POST', '/api/system/syncLog/page', { current: 1, size: 10 });
    expect(contractErrors('listSyncLogs', 200, all.json())).toEqual([]);
    expect(all.json().data.records[0]).toEqual(manual);
    expect(all.json().data.total).toBe(1 + 122 + 53);
    const failed = (
      await call('POST', '/api/system/syncLog/page', {
        current: 1,
        size: 100,
        filters: [
          { key: 'status', operator: 'in', value: '失败' },
          { key: 'startTime', operator: 'ge', value: '2000-01-01' },
          { key: 'endTime', operator: 'le', value: '2999-12-31' },
        ],
      })
    ).json().data;
    expect(failed.total).toBeGreaterThan(0);
    expect(
      failed.records.every(
        (run: { status: string; message: string }) =>
          run.status === '失败' && run.message.startsWith('同步失败：'),
      ),
    ).toBe(true);
    const none = await call('POST', '/api/system/syncLog/page', {
      current: 1,
      size: 10,
      filters: [{ key: 'startTime', operator: 'le', value: '2000-01-01' }],
    });
    expect(none.json().data.total).toBe(0);
  });
});
