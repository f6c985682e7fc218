// 养护区域, 桩号校核, 路产信息, 道路安全 (issue 15) as an administrator uses them, on one signed-in page: a
// maintenance area made room for by editing its neighbour, refused for overlapping another area
// (named in the refusal) and saved once moved; a mis-staked bridge corrected on /checkPile and
// seen with its new stake on /assets; a route's road property filtered, its assets opened in the
// side sheet and the filtered rows exported as 路产信息.xlsx; a hazard reported (refused for a stake off its route,
// then saved), found by its code, taken in hand and closed, each with its note, its history in the sheet. Screenshots at 1920×1080 and 1366×768.
import { mkdir } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalBodies } from './support/assistant';
import { launchChromium } from './support/chromium';
import { type RunningGateway, startGateway } from './support/gateway';
import { ADMIN, clickSettled, openSignedIn } from './support/shell-session';

const SHOTS = 'test-results';
let gateway: RunningGateway;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let token: string;

beforeAll(async () => {
  gateway = await startGateway();
  browser = await launchChromium();
  await mkdir(SHOTS, { recursive: true });
  ({ context, page, token } = await openSignedIn(browser, gateway.url, ADMIN, {
    path: '/home',
    viewport: { width: 1920, height: 1080 },
  }));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await gateway?.close();
});

/** Opens a page of the menu and waits for its table's first answer; its total. */
async function openList(path: string): Promise<number> {
  await page.goto(`${gateway.url}${path}`);
  return listed();
}

async function listed(): Promise<number> {
  await page.waitForSelector('.jt-config-table[data-status="ready"]', { timeout: 30_000 });
  return Number(await page.locator('.jt-config-table').getAttribute('data-total'));
}

const row = (text: string) =>
  page.locator('.jt-config-table tbody tr.semi-table-row', { has: page.getByText(text, { exact: true }) });

/** Picks an option of a select inside `scope` marked with Semi's x-field-id. */
async function pick(scope: ReturnType<Page['locator']>, field: string, option: string) {
  await scope.locator(`[x-field-id="${field}"] .semi-select`).click();
  await clickSettled(page.locator('.semi-select-option', { hasText: option }).first());
}

/** Types into a text filter and searches, waiting for the list call. */
async function search(label: string, text: string, call: string) {
  await page.getByRole('textbox', { name: label }).fill(text);
  const answered = page.waitForResponse((r) => r.url().includes(call));
  await page.getByRole('button', { name: '查询' }).click();
  await answered;
  await listed();
}

/** Both screenshots of the page as it is now. */
async function shots(name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}-1920x1080.png` });
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.screenshot({ path: `${SHOTS}/${name}-1366x768.png` });
  await page.setViewportSize({ width: 1920, height: 1080 });
}

/** One call as the page makes it, with the signed-in token. */
async function post(path: string, body: unknown) {
  const answer = await fetch(`${gateway.url}${path}`, {
    method: 'POST',
    headers: { Authorization: token, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return answer.json();
}

describe('road property pages', () => {
  it('/maintenanceArea: a neighbour shortened, an overlapping area refused naming the other, then saved and found', async () => {
    expect(await openList('/maintenanceArea')).toBeGreaterThan(10);
    // Room on S55: its last area now starts at K28+000.
    await search('区域名称', '禄口机场枢纽', 'glMaintenanceArea/page');
    await row('宁宣高速禄口机场枢纽段').getByRole('button', { name: '编辑' }).click();
    const edit = page.locator('.semi-modal').filter({ hasText: '编辑养护区域' });
    await edit.getByRole('textbox', { name: '起点桩号' }).fill('K28+000');
    await edit.getByRole('button', { name: '保存' }).click();
    await page.getByText('养护区域已保存').first().waitFor();
    await row('K28+000').waitFor();

    await page.getByRole('button', { name: '新增养护区域' }).click();
    const form = page.locator('.semi-modal').filter({ hasText: '新增养护区域' });
    // The form's own rules first: nothing is sent.
    await form.getByRole('button', { name: '保存' }).click();
    await form.getByText('请输入区域名称').waitFor();
    await form.getByText('请选择路线').waitFor();
    await form.getByRole('textbox', { name: '区域名称' }).fill('宁宣高速禄口机场段');
    await pick(form, 'routeCode', 'S55 宁宣高速');
    await pick(form, 'orgId', '禄口巡查中队');
    await form.getByRole('textbox', { name: '起点桩号' }).fill('K20+000');
    await form.getByRole('textbox', { name: '终点桩号' }).fill('K19+000');
    await form.getByRole('textbox', { name: '负责人' }).fill('周斌');
    await form.getByRole('textbox', { name: '联系电话' }).fill('2390517123');
    await form.getByRole('button', { name: '保存' }).click();
    await form.getByText('终点桩号应大于起点桩号').waitFor();
    await form
      .getByText('联系电话格式不正确，应为1开头的11位手机号或带区号的固定电话（如 025-84431101）')
      .waitFor();
    expect(await journalBodies(gateway.url, 'createMaintenanceArea')).toEqual([]);

    await form.getByRole('textbox', { name: '终点桩号' }).fill('K26+000');
    await form.getByRole('textbox', { name: '联系电话' }).fill('13905171234');
    await form.getByRole('button', { name: '保存' }).click();
    await form.getByText('新增失败：与养护区域「宁宣高速秣陵段」（K12+000～K23+900）范围重叠').waitFor();
    await shots('maintenance-area-overlap');

    await form.getByRole('textbox', { name: '起点桩号' }).fill('K23+900');
    await form.getByRole('button', { name: '保存' }).click();
    await page.getByText('养护区域已新增：宁宣高速禄口机场段').first().waitFor();
    await search('区域名称', '禄口机场', 'glMaintenanceArea/page');
    const saved = row('宁宣高速禄口机场段');
    await saved.getByText('禄口巡查中队').waitFor();
    await saved.getByText('K23+900').waitFor();
    expect(await journalBodies(gateway.url, 'createMaintenanceArea')).toContainEqual(
      expect.objectContaining({
        routeCode: 'S55',
        orgId: '20151',
        startStakeNo: 'K23+900',
        endStakeNo: 'K26+000',
      }),
    );
    await shots('maintenance-area');
  });

  it('/checkPile: a mis-staked bridge corrected to its coordinates’ stake, seen so on /assets', async () => {
    const total = await openList('/checkPile');
    expect(total).toBeGreaterThan(0);
    const first = (await post('/api/administration/glCheckPile/page', { current: 1, size: 1 })).data
      .records[0];
    const mismatch = row(first.assetCode);
    await mismatch.getByText(first.measuredStakeNo, { exact: true }).waitFor();
    await mismatch.getByText(String(first.distanceM), { exact: true }).waitFor();
    await shots('check-pile');

    await mismatch.getByRole('button', { name: '校正' }).click();
    await page.getByText(`将记录桩号 ${first.stakeNo} 校正为坐标桩号 ${first.measuredStakeNo}？`).waitFor();
    await page.locator('.semi-popconfirm').getByRole('button', { name: '确定' }).click();
    await page
      .getByText(`已校正 1 条资产的桩号：${first.assetCode} ${first.stakeNo}→${first.measuredStakeNo}`)
      .first()
      .waitFor();
    await mismatch.waitFor({ state: 'detached' });
    expect(await listed()).toBe(total - 1);

    await openList('/assets');
    await search('资产编号', first.assetCode, 'glAsset/page');
    await row(first.assetCode).getByText(first.measuredStakeNo, { exact: true }).waitFor();
  });
  it('/roadProperty: a route’s asset counts, its assets in the side sheet, the filtered rows exported', async () => {
    expect(await openList('/roadProperty')).toBe(5);
    const g2503 = (
      await post('/api/administration/glRoadProperty/page', {
        current: 1,
        size: 1,
        filters: [{ key: 'routeCode', operator: 'like', value: '*G2503*' }],
      })
    ).data.records[0];
    await search('路线编码', 'G2503', 'glRoadProperty/page');
    expect(await listed()).toBe(1);
    const route = row('G2503 南京绕城高速');
    await route.getByText(String(g2503.assetTotal), { exact: true }).waitFor();
    await shots('road-property');

    const headers = (await page.locator('.jt-road-property .jt-config-table thead th').allInnerTexts())
      .map((text) => text.trim())
      .filter((text) => text !== '');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '导出' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('路产信息.xlsx');
    const path = `${SHOTS}/road-property-export.xlsx`;
    await download.saveAs(path);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(path);
    const sheet = book.worksheets[0] as ExcelJS.Worksheet;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(headers);
    expect(sheet.rowCount).toBe(2);
    expect((sheet.getRow(2).values as unknown[]).map(String)).toContain('G2503 南京绕城高速');

    await route.getByText('G2503', { exact: true }).click();
    const assets = page.locator('.jt-road-property__assets .jt-config-table[data-status="ready"]');
    await assets.waitFor({ timeout: 30_000 });
    expect(Number(await assets.getAttribute('data-total'))).toBe(g2503.assetTotal);
    await page.locator('.jt-road-property__assets').getByText('G2503 南京绕城高速').first().waitFor();
    await shots('road-property-assets');
    await page.keyboard.press('Escape');
  });

  it('/roadSafety: a hazard reported (a stake off the route refused, then fixed), found, moved to 处置中 and 已关闭', async () => {
    await openList('/roadSafety');
    await page.getByRole('button', { name: '上报隐患' }).click();
    const entry = page.locator('.semi-modal').filter({ hasText: '上报隐患' });
    // The form's own rules first: nothing is sent.
    await entry.getByRole('button', { name: '保存' }).click();
    await entry.getByText('请选择隐患类型').waitFor();
    await entry.getByText('请选择路线').waitFor();
    await entry.getByText('请填写隐患描述').first().waitFor();
    await pick(entry, 'hazardType', '护栏缺损');
    await entry.getByText('较大', { exact: true }).click();
    await pick(entry, 'routeCode', 'G42 沪蓉高速');
    await pick(entry, 'direction', '上行');
    await entry.getByRole('textbox', { name: '桩号' }).fill('K2605');
    await entry.getByRole('textbox', { name: '隐患描述' }).fill('波形梁护栏被撞变形约12米');
    await entry.getByRole('button', { name: '保存' }).click();
    await entry.getByText('桩号格式如 K264+449').waitFor();
    expect(await journalBodies(gateway.url, 'reportSafetyHazard')).toEqual([]);
    // Well written but beyond the route: the gateway's words, what was entered kept.
    await entry.getByRole('textbox', { name: '桩号' }).fill('K9999+000');
    await entry.getByRole('button', { name: '保存' }).click();
    await entry.getByText('上报失败：桩号K9999+000不在G42 沪蓉高速范围内（K252+300～K296+365）').waitFor();
    await shots('road-safety-report');
    await entry.getByRole('textbox', { name: '桩号' }).fill('K260+500');
    await entry.getByRole('button', { name: '保存' }).click();
    const said = await page
      .getByText(/^隐患 AQ-\d{8}-\d{3} 已上报$/)
      .first()
      .textContent();
    const reported = { hazardCode: /AQ-\d{8}-\d{3}/.exec(said ?? '')?.[0] ?? '' };
    expect(await journalBodies(gateway.url, 'reportSafetyHazard')).toEqual([
      {
        hazardType: '护栏缺损',
        level: '较大',
        routeCode: 'G42',
        direction: '1',
        stakeNo: 'K260+500',
        description: '波形梁护栏被撞变形约12米',
      },
      expect.objectContaining({ stakeNo: 'K9999+000' }),
    ]);
    await search('隐患编号', reported.hazardCode, 'glSafetyHazard/page');
    const hazard = row(reported.hazardCode);
    await hazard.getByText('上报', { exact: true }).waitFor();
    await hazard.getByText('K260+500', { exact: true }).waitFor();

    await hazard.getByRole('button', { name: '处置' }).click();
    const form = page.locator('.semi-modal').filter({ hasText: `隐患处置 · ${reported.hazardCode}` });
    await form.getByText('处置中', { exact: true }).waitFor();
    await form.getByRole('button', { name: '保存' }).click();
    await form.getByText('请填写处置说明').first().waitFor();
    expect(await journalBodies(gateway.url, 'disposeSafetyHazard')).toEqual([]);
    await form.getByRole('textbox', { name: '处置说明' }).fill('已通知养护单位，现场设置警示');
    await form.getByRole('button', { name: '保存' }).click();
    await page.getByText('隐患已更新为「处置中」').first().waitFor();
    await hazard.getByText('处置中', { exact: true }).waitFor();

    await hazard.getByRole('button', { name: '处置' }).click();
    const close = page.locator('.semi-modal').filter({ hasText: `隐患处置 · ${reported.hazardCode}` });
    await close.getByText('已关闭', { exact: true }).waitFor();
    await close.getByRole('textbox', { name: '处置说明' }).fill('护栏已更换，复查合格');
    await close.getByRole('button', { name: '保存' }).click();
    await page.getByText('隐患已更新为「已关闭」').first().waitFor();
    await hazard.getByText('已关闭', { exact: true }).waitFor();
    expect(await hazard.getByRole('button', { name: '处置' }).count()).toBe(0);
    // The journal answers newest first.
    expect(await journalBodies(gateway.url, 'disposeSafetyHazard')).toEqual([
      { status: '3', note: '护栏已更换，复查合格' },
      { status: '2', note: '已通知养护单位，现场设置警示' },
    ]);

    await hazard.getByText(reported.hazardCode, { exact: true }).click();
    const sheet = page.locator('.jt-road-safety__detail');
    await sheet.getByText(/已关闭 · .+：护栏已更换，复查合格/).waitFor();
    await sheet.getByText(/处置中 · .+：已通知养护单位，现场设置警示/).waitFor();
    await shots('road-safety');
  });
});
