// /workOrder (工单管理) as the administrator uses it: one order taken from 待派单 through 派单,
// 开始处置, 提交验收 to 验收通过, the list and the drawer showing each state; the form rules and
// a move the gateway refuses (the order moved behind the page's back) shown in its own words.
// The filtered list exported as 工单管理.xlsx and read back.
// /dispatch (调度派单): two ticked orders sent to one unit in one go; the overdue queue.
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockAdmin } from './support/auth-helpers';
import { launchChromium } from './support/chromium';
import { type RunningGateway, startGateway } from './support/gateway';
import { ADMIN, apiSignIn, openSignedIn } from './support/shell-session';
import { type Order, postAsAdmin, waitingOrder } from './support/work-orders';

let gateway: RunningGateway;
let browser: Browser;
let token: string;

beforeAll(async () => {
  gateway = await startGateway();
  browser = await launchChromium();
  token = await apiSignIn(gateway.url, ADMIN);
});

afterAll(async () => {
  await browser?.close();
  await gateway?.close();
});

/** A call straight to the gateway as the administrator (not through the page). */
const post = <T>(path: string, body: unknown) => postAsAdmin<T>(gateway.url, token, path, body);
const newWaitingOrder = () => waitingOrder(gateway.url, token);

const filtered = (key: string, value: string) => ({
  current: 1,
  size: 10,
  filters: [{ key, operator: 'in', value }],
});

const table = (page: Page) => page.locator('.jt-work-orders .jt-config-table');
const listed = (page: Page) =>
  page.waitForSelector('.jt-work-orders .jt-config-table[data-status="ready"]', { timeout: 30_000 });
const row = (page: Page, code: string) =>
  page.locator('.jt-config-table tbody tr.semi-table-row', { has: page.getByText(code, { exact: true }) });
const modal = (page: Page, title: string) => page.locator('.semi-modal').filter({ hasText: title });
const drawer = (page: Page) => page.locator('[data-work-order-detail]');

async function findOrder(page: Page, code: string) {
  await page.getByRole('textbox', { name: '工单编号' }).fill(code);
  await page.getByRole('button', { name: '查询' }).click();
  await row(page, code).waitFor();
  await listed(page);
}

/** The row and the open drawer both show `statusName`. */
async function showsState(page: Page, code: string, statusName: string) {
  await row(page, code).getByText(statusName, { exact: true }).waitFor();
  await drawer(page).getByText(statusName, { exact: true }).first().waitFor();
  await page.locator('[data-work-order-history]').getByText(statusName).first().waitFor();
}

/** The drawer's buttons (the drawer covers the row's). */
const moves = (page: Page) => page.locator('.jt-work-orders__detail-actions');

async function confirmMove(page: Page, action: string) {
  await moves(page).getByRole('button', { name: action }).click();
  // The confirm of this move (the last move's may still be fading out).
  await page
    .locator('.semi-popconfirm')
    .filter({ hasText: `${action}？` })
    .getByRole('button', { name: '确定' })
    .click();
  await page.getByText(`${action}成功`).first().waitFor();
}

describe('/workOrder', () => {
  it('takes an order from 待派单 through dispatch, repair and submission to 验收通过; 历史对比 faces a repair’s before and after', async () => {
    const order = await newWaitingOrder();
    expect(order.status).toBe(1);
    const code = order.orderCode;
    const { page } = await openSignedIn(browser, gateway.url, ADMIN, {
      token,
      path: '/workOrder',
      viewport: { width: 1920, height: 1080 },
    });
    await listed(page);
    expect(Number(await table(page).getAttribute('data-total'))).toBeGreaterThan(1);
    await findOrder(page, code);
    await row(page, code).getByText('待派单', { exact: true }).waitFor();
    // Only the move the state allows.
    expect(await row(page, code).getByRole('button').allTextContents()).toEqual(['派单']);

    await row(page, code).getByText(code, { exact: true }).click();
    await drawer(page).waitFor();

    // 派单: the form's rules first, then a unit chosen.
    await moves(page).getByRole('button', { name: '派单' }).click();
    const dispatch = modal(page, '派单');
    await dispatch.getByRole('button', { name: '保存' }).click();
    await dispatch.getByText('请选择养护单位').waitFor();
    await dispatch.locator('.semi-select').first().click();
    await page.locator('.semi-select-option').first().click();
    await dispatch.getByRole('textbox').last().fill('请尽快处置');
    await page.screenshot({ path: 'test-results/work-orders-dispatch-1920x1080.png' });
    await dispatch.getByRole('button', { name: '保存' }).click();
    await page.getByText('派单成功').first().waitFor();
    await showsState(page, code, '已派单');
    await drawer(page).getByText('请尽快处置').waitFor();

    await confirmMove(page, '开始处置');
    await showsState(page, code, '处置中');
    // The repair takes its time: the standard steps are spread from its start to now.
    await mockAdmin(gateway.url, 'PUT', '/__mock/world/clock', { advanceSeconds: 5400 });
    await confirmMove(page, '提交验收');
    await showsState(page, code, '待验收');

    // 验收不通过 needs an opinion; 200 characters at most (seed 001 §4).
    await moves(page).getByRole('button', { name: '验收不通过' }).click();
    const reject = modal(page, '验收不通过');
    await reject.getByRole('button', { name: '保存' }).click();
    await reject.getByText('请输入验收意见').waitFor();
    await reject.getByRole('button', { name: '取消' }).click();

    await moves(page).getByRole('button', { name: '验收通过' }).click();
    const accept = modal(page, '验收通过');
    await accept.getByRole('textbox').fill('修补平整密实，同意验收。');
    await accept.getByRole('button', { name: '保存' }).click();
    await page.getByText('验收通过成功').first().waitFor();
    await showsState(page, code, '验收通过');
    expect(await moves(page).getByRole('button').count()).toBe(0);
    await page.screenshot({ path: 'test-results/work-orders-accepted-1920x1080.png' });
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.screenshot({ path: 'test-results/work-orders-accepted-1366x768.png' });

    // 历史对比: only repairs with an after, and the chosen one's pictures side by side.
    const asked = page.waitForRequest((request) => request.url().endsWith('/glWorkOrder/page'));
    await page.goto(`${gateway.url}/historicalComparison`);
    expect((await asked).postDataJSON().filters).toEqual([{ key: 'status', operator: 'in', value: '6,4' }]);
    await page.waitForSelector('.jt-comparison .jt-config-table[data-status="ready"]', { timeout: 30_000 });
    const repaired = page.locator('.jt-comparison .jt-config-table tbody tr.semi-table-row');
    expect(await repaired.count()).toBeGreaterThan(0);
    expect(
      (await repaired.allInnerTexts()).every((text) => text.includes('验收通过') || text.includes('待验收')),
    ).toBe(true);
    await repaired.first().click();
    const view = page.locator('[data-comparison]');
    await view.getByRole('region', { name: '整体对比' }).waitFor();
    expect(await view.locator('figcaption').first().innerText()).toBe('修复前');
    await expect
      .poll(() =>
        view
          .locator('img')
          .evaluateAll((imgs) => imgs.filter((img) => (img as HTMLImageElement).naturalWidth > 0).length),
      )
      .toBeGreaterThan(1);
    await page.screenshot({ path: 'test-results/historical-comparison-1366x768.png' });
  });

  it('shows the gateway’s refusal in its own words when the order moved behind the page’s back, and exports the filtered order', async () => {
    const order = await newWaitingOrder();
    const { page } = await openSignedIn(browser, gateway.url, ADMIN, { token, path: '/workOrder' });
    await listed(page);
    await findOrder(page, order.orderCode);
    // Someone else dispatches it first.
    const units = await post<{ data: { records: { id: string }[] } }>(
      '/api/administration/glOrg/page',
      filtered('orgType', 'maintenance'),
    );
    const unit = units.data.records[0]?.id as string;
    const dispatchPath = `/api/administration/glWorkOrder/${order.id}/dispatch`;
    expect((await post<{ code: number }>(dispatchPath, { maintainUnitId: unit })).code).toBe(200);
    const refusal = (await post<{ msg: string }>(dispatchPath, { maintainUnitId: unit })).msg;
    expect(refusal.length).toBeGreaterThan(0);

    await row(page, order.orderCode).getByRole('button', { name: '派单' }).click();
    const dispatch = modal(page, '派单');
    await dispatch.locator('.semi-select').first().click();
    await page.locator('.semi-select-option').first().click();
    await page.locator('.semi-select-option').first().waitFor({ state: 'hidden' });
    await dispatch.getByRole('button', { name: '保存' }).click();
    await dispatch.getByRole('alert').filter({ hasText: refusal }).waitFor();
    expect(await dispatch.getByRole('alert').textContent()).toContain('派单失败');
    await page.screenshot({ path: 'test-results/work-orders-refused-1366x768.png' });
    await dispatch.getByRole('button', { name: '取消' }).click();
    await dispatch.waitFor({ state: 'hidden' });

    // The list as filtered (one order), exported with the columns shown.
    const headers = (await table(page).locator('thead th').allInnerTexts())
      .map((text) => text.trim())
      .filter((text) => text !== '' && text !== '操作');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '导出' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('工单管理.xlsx');
    const path = 'test-results/work-orders-export.xlsx';
    await download.saveAs(path);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(path);
    const sheet = book.worksheets[0] as ExcelJS.Worksheet;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(headers);
    expect(sheet.rowCount).toBe(2);
    const values = (sheet.getRow(2).values as unknown[]).map(String);
    expect(values).toContain(order.orderCode);
    expect(values).toContain('已派单');
  });

  it('/dispatch sends two ticked orders to one unit in one go, and lists the overdue ones; /abnormal the reworked', async () => {
    const first = await newWaitingOrder();
    const second = await newWaitingOrder();
    const { page } = await openSignedIn(browser, gateway.url, ADMIN, {
      token,
      path: '/dispatch',
      viewport: { width: 1366, height: 768 },
    });
    const queueReady = () =>
      page.waitForSelector('.jt-dispatch .jt-config-table[data-status="ready"]', { timeout: 30_000 });
    await queueReady();
    const batch = page
      .locator('.jt-dispatch .jt-config-table__toolbar button')
      .filter({ hasText: '批量派单' });
    expect(await batch.isDisabled()).toBe(true);
    for (const order of [first, second]) await row(page, order.orderCode).locator('.semi-checkbox').click();
    // Ticking a row does not open it.
    expect(await drawer(page).count()).toBe(0);
    await batch.filter({ hasText: '批量派单（2）' }).click();
    const dispatch = modal(page, '派单（2）');
    await dispatch.locator('.semi-select').first().click();
    await page.locator('.semi-select-option').first().click();
    await page.locator('.semi-select-option').first().waitFor({ state: 'hidden' });
    await dispatch.getByRole('button', { name: '保存' }).click();
    await page.getByText('派单成功').first().waitFor();
    for (const order of [first, second]) await row(page, order.orderCode).waitFor({ state: 'detached' });
    for (const order of [first, second]) {
      const response = await fetch(`${gateway.url}/api/administration/glWorkOrder/${order.id}`, {
        headers: { authorization: token },
      });
      expect(((await response.json()) as { data: Order }).data.statusName).toBe('已派单');
    }
    await page.screenshot({ path: 'test-results/work-orders-dispatch-queue-1366x768.png' });

    // 超期工单: only orders past their deadline, dispatched or in repair, and no batch dispatch.
    await page.locator('.jt-dispatch .semi-radio', { hasText: '超期工单' }).click();
    await queueReady();
    const states = await page
      .locator('.jt-config-table tbody tr.semi-table-row')
      .evaluateAll((rows) => rows.map((r) => r.textContent ?? ''));
    expect(states.length).toBeGreaterThan(0);
    expect(states.every((text) => /已派单|处置中/.test(text))).toBe(true);
    expect(await batch.count()).toBe(0);

    // 异常管理 › 返工工单: the orders repaired more than once, asked for with the rework condition.
    await page.goto(`${gateway.url}/abnormal`);
    await page.waitForSelector('.jt-abnormal .jt-config-table[data-status="ready"]', { timeout: 30_000 });
    const asked = page.waitForRequest((request) => request.url().endsWith('/glWorkOrder/page'));
    await page.locator('.jt-abnormal .semi-radio', { hasText: '返工工单' }).click();
    expect((await asked).postDataJSON().filters).toEqual([
      { key: 'reworkCount', operator: 'gt', value: '0' },
    ]);
    await page.waitForSelector('.jt-abnormal .jt-config-table[data-status="ready"]', { timeout: 30_000 });
    const reworks = await page
      .locator('.jt-abnormal tbody tr.semi-table-row td:nth-last-child(2)')
      .evaluateAll((cells) => cells.map((cell) => Number(cell.textContent)));
    expect(reworks.length).toBeGreaterThan(0);
    expect(reworks.every((count) => count > 0)).toBe(true);
    await page.screenshot({ path: 'test-results/work-orders-abnormal-1366x768.png' });
  });
});
