// The system logs as an administrator reads them: /system/loginLog (登录日志), the tenant's
// sign-in attempts, the refused one with what the user was told, narrowed with the table's
// filters (like, notEqual); /system/operLog (操作日志), the calls that changed something, a
// refused one with the refusal, and a call's parameters with the password masked.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalBodies } from './support/assistant';
import { launchChromium } from './support/chromium';
import { type RunningGateway, startGateway } from './support/gateway';
import { ADMIN, apiSignIn, clickSettled, openSignedIn, signInAnswer } from './support/shell-session';

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

async function listed(page: Page): Promise<number> {
  await page.waitForSelector('.jt-config-table[data-status="ready"]', { timeout: 30_000 });
  return Number(await page.locator('.jt-config-table').getAttribute('data-total'));
}

describe('/system/loginLog', () => {
  it('lists the tenant’s sign-ins, the refused one with its message, and narrows them with the filters', async () => {
    const told = (await signInAnswer(gateway.url, 'inspector', 'Wrong@12345')).msg;
    const { context, page, watch } = await openSignedIn(browser, gateway.url, ADMIN, {
      path: '/system/loginLog',
      viewport: { width: 1920, height: 1080 },
    });
    expect(await listed(page)).toBeGreaterThanOrEqual(2);
    const rows = page.locator('.jt-config-table tbody tr.semi-table-row');
    // Newest first: the administrator's own sign-in, then inspector's refused one.
    await expect.poll(async () => (await rows.first().innerText()).includes('admin')).toBe(true);
    const refused = rows.filter({ hasText: 'inspector' }).filter({ hasText: '失败' });
    await refused.getByText(told).waitFor();
    await page.screenshot({ path: 'test-results/system-login-log-1920x1080.png' });

    await page.getByRole('textbox', { name: '用户账号' }).fill('inspector');
    await page.locator('[data-filter-key="result"] .semi-select').click();
    // Semi's dropdown opens with an animation: click the option once it stands still.
    await clickSettled(page.locator('.semi-select-option', { hasText: /^成功$/ }));
    await expect
      .poll(async () => (await page.locator('[data-filter-key="result"] .semi-select').innerText()).trim())
      .toBe('成功');
    const answered = page.waitForResponse((r) => r.url().includes('/api/system/loginLog/page'));
    await page.getByRole('button', { name: '查询' }).click();
    await answered;
    expect(await listed(page)).toBe(1);
    expect(((await journalBodies(gateway.url, 'listLoginLogs'))[0] as { filters: unknown }).filters).toEqual([
      { key: 'userName', operator: 'like', value: '*inspector*' },
      { key: 'result', operator: 'notEqual', value: '!成功' },
    ]);
    await rows.first().getByText('失败').waitFor();
    expect(watch.consoleErrors).toEqual([]);
    await context.close();
  });

  it('/system/operLog lists the calls that changed something, a refused one with its refusal, and opens a call’s parameters', async () => {
    const token = await apiSignIn(gateway.url, ADMIN);
    const create = (body: object) =>
      fetch(`${gateway.url}/api/system/cscpUserDetails`, {
        method: 'POST',
        headers: { Authorization: token, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: '路政新员', tenantAccount: 'jtdemo', ...body }),
      });
    expect((await create({ username: 'inspector' })).status).toBe(400);
    expect((await create({ username: 'luzheng01' })).status).toBe(201);
    const { context, page, watch } = await openSignedIn(browser, gateway.url, ADMIN, {
      path: '/system/operLog',
      viewport: { width: 1366, height: 768 },
      token,
    });
    expect(await listed(page)).toBe(2);
    const rows = page.locator('.jt-config-table tbody tr.semi-table-row');
    await expect.poll(async () => (await rows.first().innerText()).includes('成功')).toBe(true);
    await rows.filter({ hasText: '失败' }).getByText('用户名已存在').waitFor();
    await page.screenshot({ path: 'test-results/system-operation-log-1366x768.png' });

    // 操作状态≠成功: the refused call only.
    await page.locator('[data-filter-key="status"] .semi-select').click();
    await clickSettled(page.locator('.semi-select-option', { hasText: /^成功$/ }));
    await expect
      .poll(async () => (await page.locator('[data-filter-key="status"] .semi-select').innerText()).trim())
      .toBe('成功');
    const answered = page.waitForResponse((r) => r.url().includes('/api/system/operLog/page'));
    await page.getByRole('button', { name: '查询' }).click();
    await answered;
    expect(
      ((await journalBodies(gateway.url, 'listOperationLogs'))[0] as { filters: unknown }).filters,
    ).toEqual([{ key: 'status', operator: 'notEqual', value: '!成功' }]);
    await expect.poll(() => listed(page)).toBe(1);

    await rows.first().getByText('新增用户').click();
    const sheet = page.locator('.jt-operation-log__detail');
    await sheet.getByText('POST /api/system/cscpUserDetails').waitFor();
    expect(await sheet.locator('.jt-operation-log__params').innerText()).toContain('"username": "inspector"');
    await sheet.getByText('用户名已存在').waitFor();
    await page.screenshot({ path: 'test-results/system-operation-log-detail-1366x768.png' });
    expect(watch.consoleErrors).toEqual([]);
    await context.close();
  });
});
