// 租户管理 (/system/tenant) and 用户组管理 (/system/userGroup) as the administrator uses them: a
// tenant added, refused deletion while users are in it (the gateway's words), deleted once empty;
// a user group with members picked from the tenant's users; 定时任务 (/system/job): a job run now
// shows in its log; 同步日志 (/system/syncLog): a run's detail. Screenshots at 1920×1080 and 1366×768.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium';
import { type RunningGateway, startGateway } from './support/gateway';
import { ADMIN, openSignedIn } from './support/shell-session';

let gateway: RunningGateway;
let browser: Browser;

beforeAll(async () => {
  gateway = await startGateway();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await gateway?.close();
});

const listed = (page: Page, feature: string) =>
  page.waitForSelector(`.${feature} .jt-config-table[data-status="ready"]`, { timeout: 30_000 });
const row = (page: Page, text: string) =>
  page.locator('.jt-config-table tbody tr.semi-table-row', { has: page.getByText(text, { exact: true }) });
const modal = (page: Page, title: string) => page.locator('.semi-modal').filter({ hasText: title });
const confirm = (page: Page) =>
  page.locator('.semi-popconfirm').getByRole('button', { name: '确定' }).click();

describe('/system/tenant and /system/userGroup', () => {
  it('adds a tenant, is refused deleting a tenant with users, and deletes the empty one', async () => {
    const { context, page } = await openSignedIn(browser, gateway.url, ADMIN, {
      path: '/system/tenant',
      viewport: { width: 1920, height: 1080 },
    });
    await listed(page, 'jt-tenants');
    await row(page, 'jtqa').waitFor();

    await page.getByRole('button', { name: '新增租户' }).click();
    const form = modal(page, '新增租户');
    await form.getByRole('textbox', { name: '租户账号' }).fill('JT city');
    await form.getByRole('textbox', { name: '租户名称' }).fill('城市道路租户');
    await form.getByRole('button', { name: '保存' }).click();
    await form.getByText('租户账号以小写字母开头，3-20 位小写字母、数字或下划线').waitFor();
    await form.getByRole('textbox', { name: '租户账号' }).fill('jtcity');
    await form.getByRole('button', { name: '保存' }).click();
    await form.waitFor({ state: 'hidden' });
    const city = row(page, 'jtcity');
    await city.getByText('城市道路租户').waitFor();
    await city.getByText('启用').waitFor();

    await row(page, 'jtqa').getByRole('button', { name: '删除' }).click();
    await confirm(page);
    await page.getByText(/^删除失败：租户下存在 \d+ 个用户/).waitFor();
    await row(page, 'jtqa').waitFor();
    await page.screenshot({ path: 'test-results/system-tenant-1920x1080.png' });

    await city.getByRole('button', { name: '删除' }).click();
    await confirm(page);
    await page.getByText('删除成功').waitFor();
    await city.waitFor({ state: 'detached' });
    await context.close();
  });

  it('saves a user group with members picked from the tenant’s users', async () => {
    const { context, page } = await openSignedIn(browser, gateway.url, ADMIN, {
      path: '/system/userGroup',
      viewport: { width: 1366, height: 768 },
    });
    await listed(page, 'jt-user-groups');
    await page.getByRole('button', { name: '新增用户组' }).click();
    const form = modal(page, '新增用户组');
    await form.getByRole('button', { name: '保存' }).click();
    await form.getByText('请输入用户组名称').waitFor();
    await form.getByRole('textbox', { name: '用户组名称' }).fill('夜间巡查组');
    await form.locator('textarea').fill('夜间封闭施工的巡查人员');
    await form.locator('.semi-select').click();
    await page.locator('.semi-select-option', { hasText: '（inspector）' }).click();
    await page.locator('.semi-select-option', { hasText: '（admin）' }).click();
    await form.getByText('用户组名称', { exact: true }).click();
    await form.getByRole('button', { name: '保存' }).click();
    await form.waitFor({ state: 'hidden' });
    const group = row(page, '夜间巡查组');
    await group.getByText('李巡查、王建国', { exact: true }).waitFor();
    expect(await group.locator('td').allInnerTexts()).toContain('2');
    await page.screenshot({ path: 'test-results/system-user-group-1366x768.png' });
    await context.close();
  });

  it('runs a job now and shows the run at the head of its log', async () => {
    const { context, page } = await openSignedIn(browser, gateway.url, ADMIN, {
      path: '/system/job',
      viewport: { width: 1920, height: 1080 },
    });
    await listed(page, 'jt-jobs');
    const job = row(page, '工单超期检查');
    await job.getByText('正常').waitFor();
    const ran = page.waitForResponse((r) => r.url().endsWith('/api/system/job/3/run'));
    await job.getByRole('button', { name: '执行一次' }).click();
    const run = (await (await ran).json()).data as { startTime: string; durationMs: number };
    await page.getByText(`执行成功，耗时 ${run.durationMs} 毫秒`).waitFor();
    await job.getByText(run.startTime).waitFor();
    await job.getByRole('button', { name: '日志' }).click();
    const first = page.locator('.jt-job-log tbody tr').first();
    await first.getByText(run.startTime).waitFor();
    await first.getByText('手动执行').waitFor();
    await first.getByText('成功').waitFor();
    await page.screenshot({ path: 'test-results/system-job-1920x1080.png' });
    await context.close();
  });

  it('lists the synchronisation runs and shows one run’s detail', async () => {
    const { context, page } = await openSignedIn(browser, gateway.url, ADMIN, {
      path: '/system/syncLog',
      viewport: { width: 1366, height: 768 },
    });
    await listed(page, 'jt-sync-log');
    expect(
      Number(await page.locator('.jt-sync-log .jt-config-table').getAttribute('data-total')),
    ).toBeGreaterThan(100);
    const first = page.locator('.jt-config-table tbody tr.semi-table-row').first();
    const cells = await first.locator('td').allInnerTexts();
    await first.getByRole('button', { name: '详情' }).click();
    const sheet = page.locator('.semi-sidesheet').filter({ hasText: '同步详情' });
    await sheet.getByText('病害数据同步').first().waitFor();
    expect(cells.some((cell) => cell.startsWith('同步'))).toBe(true);
    await page.screenshot({ path: 'test-results/system-sync-log-1366x768.png' });
    await context.close();
  });
});
