// The patrol pages as an administrator uses them (issue 15): a schedule of /patrolArrange refused
// for an inspector's clash, then saved on another shift and listed; /patrolRecord's records filtered by
// route and inspector and exported as a real 巡查记录.xlsx; a to-do of /system/todo opening the work
// order it waits on; /patrolImage's pictures of a route previewed. No map here (the drawer's track is unit-tested with the track rules).
import { mkdir } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalBodies } from './support/assistant';
import { mockAdmin } from './support/auth-helpers';
import { launchChromium } from './support/chromium';
import { type RunningGateway, startGateway } from './support/gateway';
import { layoutProblems } from './support/layout';
import { ADMIN, apiSignIn, clickSettled, openSignedIn } from './support/shell-session';

const SHOTS = 'test-results';
let gateway: RunningGateway;
let browser: Browser;

beforeAll(async () => {
  gateway = await startGateway();
  // The world's clock stands still: a patrol finishing mid-test would change the counts compared.
  await mockAdmin(gateway.url, 'PUT', '/__mock/world/clock', { frozen: true });
  browser = await launchChromium();
  await mkdir(SHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await gateway?.close();
});

type Body = { filters?: Array<{ key: string; operator: string; value: string }> };
const lastBody = async (operationId: string) => (await journalBodies(gateway.url, operationId))[0] as Body;

/** The list's total once loaded (data-total of the ready table). */
async function listTotal(page: Page, scope: string): Promise<number> {
  await page.waitForSelector(`${scope} .jt-config-table[data-status="ready"]`, { timeout: 30_000 });
  return Number(await page.locator(`${scope} .jt-config-table`).getAttribute('data-total'));
}

/** The texts of one column's cells on the page shown. */
async function columnTexts(page: Page, title: string): Promise<string[]> {
  const titles = await page.locator('.jt-config-table thead th').allInnerTexts();
  const index = titles.findIndex((text) => text.trim() === title);
  expect(index, `column ${title} in ${titles.join('|')}`).toBeGreaterThanOrEqual(0);
  return page.locator(`.jt-config-table tbody tr.semi-table-row td:nth-child(${index + 1})`).allInnerTexts();
}

/** Picks options of an `in` filter (a multiple select) and closes its dropdown. */
async function pickFilter(page: Page, key: string, options: readonly string[]) {
  await page.locator(`[data-filter-key="${key}"] .semi-select`).click();
  for (const option of options)
    await clickSettled(page.locator('.semi-select-option', { hasText: new RegExp(`^${option}$`) }));
  await page.keyboard.press('Escape');
  await expect
    .poll(async () =>
      (await page.locator(`[data-filter-key="${key}"] .semi-tag`).allInnerTexts()).map((t) => t.trim()),
    )
    .toEqual(options);
}

async function search(page: Page, path: string) {
  const answered = page.waitForResponse((r) => r.url().includes(path));
  await page.getByRole('button', { name: '查询' }).click();
  await answered;
}

describe('the patrol pages', () => {
  it('refuses a schedule that puts an inspector on two overlapping shifts, then lists one on a free shift', async () => {
    const token = await apiSignIn(gateway.url, ADMIN);
    const road = (
      (await (
        await fetch(`${gateway.url}/api/administration/glRoute/page`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: token },
          body: JSON.stringify({ current: 1, size: 1 }),
        })
      ).json()) as {
        data: {
          records: Array<{ routeCode: string; routeName: string; startStakeNo: string; endStakeNo: string }>;
        };
      }
    ).data.records[0];
    if (!road) throw new Error('no route');
    const busy = {
      routeCode: road.routeCode,
      startStakeNo: road.startStakeNo,
      endStakeNo: road.endStakeNo,
      inspectors: ['李巡查'],
      patrolDate: '2026-12-01',
      shift: '早班',
    };
    const first = await fetch(`${gateway.url}/api/administration/glPatrolSchedule`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify(busy),
    });
    expect(((await first.json()) as { code: number }).code).toBe(200);

    const { context, page, watch } = await openSignedIn(browser, gateway.url, ADMIN, {
      path: '/patrolArrange',
      viewport: { width: 1920, height: 1080 },
      token,
    });
    expect(await listTotal(page, '.jt-patrol-arrange')).toBe(1);
    await page.getByRole('button', { name: '新增排班' }).click();
    const form = page.locator('.semi-modal').filter({ hasText: '新增排班' });
    await form.locator('[x-field-id="routeCode"] .semi-select').click();
    await clickSettled(page.locator('.semi-select-option', { hasText: new RegExp(`^${road.routeName}$`) }));
    await form.locator('[x-field-id="startStakeNo"] input').fill(road.startStakeNo);
    await form.locator('[x-field-id="endStakeNo"] input').fill(road.endStakeNo);
    await form.locator('[x-field-id="inspectors"] .semi-select').click();
    await clickSettled(page.locator('.semi-select-option', { hasText: /^李巡查$/ }));
    await page.keyboard.press('Escape');
    const date = form.locator('[x-field-id="patrolDate"] input');
    await date.fill('2026-12-01');
    await date.press('Enter');
    await expect.poll(() => date.inputValue()).toBe('2026-12-01');
    await form.getByRole('button', { name: '保存' }).click();
    await form.getByText('保存失败：巡查人员李巡查在2026-12-01 早班已有排班，时间冲突').waitFor();
    await page.screenshot({ path: `${SHOTS}/patrol-arrange-refused-1920x1080.png` });

    await form.getByText('中班', { exact: true }).click();
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/glPatrolSchedule') && r.request().method() === 'POST',
    );
    await form.getByRole('button', { name: '保存' }).click();
    expect(((await (await saved).json()) as { code: number }).code).toBe(200);
    await page.getByText('保存成功').waitFor();
    await form.waitFor({ state: 'hidden' });
    await expect.poll(() => listTotal(page, '.jt-patrol-arrange')).toBe(2);
    expect((await columnTexts(page, '班次')).map((t) => t.trim()).sort()).toEqual(['中班', '早班']);
    expect((await columnTexts(page, '巡查人员')).map((t) => t.trim())).toEqual(['李巡查', '李巡查']);
    expect(await layoutProblems(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/patrol-arrange-1920x1080.png` });
    expect(watch.consoleErrors).toEqual([]);
    await context.close();
  });
  it('filters the patrol records by route and inspector and exports them as 巡查记录.xlsx', async () => {
    const { context, page, watch } = await openSignedIn(browser, gateway.url, ADMIN, {
      path: '/patrolRecord',
      viewport: { width: 1920, height: 1080 },
    });
    const all = await listTotal(page, '.jt-patrols');
    expect(all).toBeGreaterThan(100);
    const firstRoute = (await columnTexts(page, '路线名称'))[0]?.trim() ?? '';
    expect(firstRoute).not.toBe('');

    await pickFilter(page, 'routeName', [firstRoute]);
    await search(page, '/glPatrol/page');
    const onRoute = await listTotal(page, '.jt-patrols');
    expect(onRoute).toBeGreaterThan(0);
    expect(onRoute).toBeLessThan(all);
    expect((await columnTexts(page, '路线名称')).every((t) => t.trim() === firstRoute)).toBe(true);

    // like: 巡查人 (the inspector of the first patrol on the route) → *name*
    const inspector = (await columnTexts(page, '巡查人'))[0]?.trim() ?? '';
    expect(inspector).not.toBe('');
    await page.getByRole('textbox', { name: '巡查人' }).fill(inspector);
    await search(page, '/glPatrol/page');
    const kept = await listTotal(page, '.jt-patrols');
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThanOrEqual(onRoute);
    expect((await columnTexts(page, '巡查人')).every((t) => t.includes(inspector))).toBe(true);
    expect((await columnTexts(page, '路线名称')).every((t) => t.trim() === firstRoute)).toBe(true);
    const filters = [
      { key: 'routeName', operator: 'in', value: firstRoute },
      { key: 'inspectorName', operator: 'like', value: `*${inspector}*` },
    ];
    expect((await lastBody('listPatrols')).filters).toEqual(expect.arrayContaining(filters));
    expect((await lastBody('listPatrols')).filters).toHaveLength(2);
    expect(await layoutProblems(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/patrol-record-1920x1080.png` });

    const headers = (await page.locator('.jt-config-table thead th').allInnerTexts())
      .map((t) => t.trim())
      .filter((t) => t !== '' && t !== '操作');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '导出' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('巡查记录.xlsx');
    const path = `${SHOTS}/patrol-record-export.xlsx`;
    await download.saveAs(path);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(path);
    const sheet = book.worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.name).toBe('巡查记录');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(headers);
    expect(sheet.rowCount).toBe(kept + 1);
    const routeColumn = headers.indexOf('路线名称') + 1;
    const inspectorColumn = headers.indexOf('巡查人') + 1;
    for (let row = 2; row <= sheet.rowCount; row += 1) {
      expect(String(sheet.getRow(row).getCell(routeColumn).value)).toBe(firstRoute);
      expect(String(sheet.getRow(row).getCell(inspectorColumn).value)).toContain(inspector);
    }
    expect((await lastBody('exportPatrols')).filters).toEqual(expect.arrayContaining(filters));
    expect(watch.consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows the pictures patrols took on a route and previews one', async () => {
    const { context, page, watch } = await openSignedIn(browser, gateway.url, ADMIN, {
      path: '/patrolImage',
      viewport: { width: 1366, height: 768 },
    });
    const grid = page.locator('.jt-patrol-images__grid[data-status="ready"]');
    await grid.waitFor({ timeout: 30_000 });
    const all = Number(await grid.getAttribute('data-total'));
    expect(all).toBeGreaterThan(24);
    const route = (
      (await page.locator('.jt-patrol-images__item figcaption').first().innerText()).split(' · ')[1] ?? ''
    ).replace(/ K\d+\+\d{3}$/, '');
    expect(route).not.toBe('');
    await page.locator('[data-gallery-filter="routeName"]').click();
    await clickSettled(page.locator('.semi-select-option', { hasText: new RegExp(`^${route}$`) }));
    await expect
      .poll(async () => (await page.locator('[data-gallery-filter="routeName"]').innerText()).trim())
      .toBe(route);
    const answered = page.waitForResponse((r) => r.url().includes('/glDisease/page'));
    await page.getByRole('button', { name: '查询' }).click();
    await answered;
    await expect.poll(async () => Number(await grid.getAttribute('data-total'))).toBeLessThan(all);
    const captions = await page.locator('.jt-patrol-images__item figcaption').allInnerTexts();
    expect(captions.length).toBeGreaterThan(0);
    for (const text of captions) expect(text).toContain(` · ${route} K`);
    expect(await page.locator('.jt-patrol-images__item img').first().getAttribute('src')).toBeTruthy();
    await page.screenshot({ path: `${SHOTS}/patrol-image-1366x768.png` });
    await page.locator('.jt-patrol-images__item img').first().click();
    await page.locator('.semi-image-preview').waitFor();
    await page.screenshot({ path: `${SHOTS}/patrol-image-preview-1366x768.png` });
    expect(watch.consoleErrors).toEqual([]);
    await context.close();
  });

  it('opens the work order a to-do waits on from /system/todo', async () => {
    const { context, page, watch } = await openSignedIn(browser, gateway.url, ADMIN, {
      path: '/system/todo',
      viewport: { width: 1366, height: 768 },
    });
    expect(await listTotal(page, '.jt-todos')).toBeGreaterThan(0);
    await pickFilter(page, 'statusText', ['待验收']);
    await search(page, '/glTodo/page');
    expect(await listTotal(page, '.jt-todos')).toBeGreaterThan(0);
    expect((await columnTexts(page, '状态')).every((t) => t.trim() === '待验收')).toBe(true);
    expect(await layoutProblems(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/system-todo-1366x768.png` });

    const code = (await columnTexts(page, '工单编号'))[0]?.trim() ?? '';
    expect(code).toMatch(/^GD\d+$/);
    await page
      .locator('.jt-config-table tbody tr.semi-table-row')
      .first()
      .getByRole('button', { name: '办理' })
      .click();
    await page.waitForURL(/\/workOrder\?id=/);
    const drawer = page.locator('.jt-work-orders__detail');
    await drawer.getByText(`工单详情 ${code}`).waitFor({ timeout: 30_000 });
    await drawer.getByText('待验收').first().waitFor();
    await page.screenshot({ path: `${SHOTS}/system-todo-work-order-1366x768.png` });
    expect(watch.consoleErrors).toEqual([]);
    await context.close();
  });
});
