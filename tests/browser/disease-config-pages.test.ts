// 病害配置, 病害映射 and 行程轨迹 as an administrator uses them (issue 15): a disease type refused for
// a taken code, saved under its own, offered by /diseaseManage's form, then disabled and gone from
// it; a recognition label mapped to a type; a trip found by inspector and route, opened with its
// stops and the diseases found; the holiday calendar's year view with a taken date refused and a
// 调休 day added. One signed-in page for the whole story. The trip drawer's track
// map is not waited for (the track is unit-tested; the Baidu script never loads here).
import { mkdir } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalBodies } from './support/assistant';
import { mockAdmin } from './support/auth-helpers';
import { launchChromium } from './support/chromium';
import { openList as openTableList, tableRow } from './support/config-table';
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
  // The world's clock stands still: a trip finishing mid-test would change what is compared.
  await mockAdmin(gateway.url, 'PUT', '/__mock/world/clock', { frozen: true });
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

const openList = (path: string) => openTableList(page, gateway.url, path);
const row = (text: string) => tableRow(page, text);

/** Picks an option of a select inside `scope` marked with Semi's x-field-id. */
async function pick(scope: ReturnType<Page['locator']>, field: string, option: string) {
  await scope.locator(`[x-field-id="${field}"] .semi-select`).click();
  await clickSettled(page.locator('.semi-select-option', { hasText: new RegExp(`^${option}$`) }));
}

/** Filters /diseaseConfig by a part of the type's name. */
async function searchType(name: string) {
  await page.getByRole('textbox', { name: '病害类型' }).fill(name);
  const answered = page.waitForResponse((r) => r.url().includes('/glDiseaseType/page'));
  await page.getByRole('button', { name: '查询' }).click();
  await answered;
}

/** The disease_type dictionary's labels (listDicInfo, as /diseaseManage reads them). */
async function dictionaryLabels(): Promise<string[]> {
  const answer = await fetch(`${gateway.url}/api/component/dic/listDicInfo`, {
    method: 'POST',
    headers: { Authorization: token, 'Content-Type': 'application/json' },
    body: JSON.stringify({ dicCodeList: ['disease_type'] }),
  });
  return ((await answer.json()).data as Array<{ label: string }>).map((entry) => entry.label);
}

/** The disease types /diseaseManage's 新增病害 form offers. */
async function offeredTypes(): Promise<string[]> {
  await openList('/diseaseManage');
  await page.getByRole('button', { name: '新增病害' }).click();
  const form = page.locator('.semi-modal').filter({ hasText: '新增病害' });
  await form.locator('[x-field-id="diseaseType"] .semi-select').click();
  await page.locator('.semi-select-option').first().waitFor();
  const options = (await page.locator('.semi-select-option').allInnerTexts()).map((t) => t.trim());
  await page.keyboard.press('Escape');
  await form.getByRole('button', { name: '取消' }).click();
  return options;
}

describe('disease config, mapping and trips', () => {
  it('creates a disease type (a taken code refused), offered by /diseaseManage until it is disabled', async () => {
    expect(await openList('/diseaseConfig')).toBe(10);
    await page.getByRole('button', { name: '新增病害类型' }).click();
    const form = page.locator('.semi-modal').filter({ hasText: '新增病害类型' });
    // Nothing filled: the form's own rules, nothing sent.
    await form.getByRole('textbox', { name: '类型编码' }).fill('');
    await form.getByRole('button', { name: '保存' }).click();
    await form.getByText('请输入类型编码').waitFor();
    await form.getByText('请输入病害类型').waitFor();
    expect(await journalBodies(gateway.url, 'createDiseaseType')).toEqual([]);

    await form.getByRole('textbox', { name: '类型编码' }).fill('2');
    await form.getByRole('textbox', { name: '病害类型' }).fill('井盖破损');
    await form.getByRole('button', { name: '保存' }).click();
    await form.getByText('病害类型编码「2」已存在（坑槽）').waitFor();
    await form.getByRole('textbox', { name: '类型编码' }).fill('JG01');
    await form.getByRole('button', { name: '保存' }).click();
    await page.getByText('保存成功').first().waitFor();
    // In code order it is the 11th: found by name.
    await searchType('井盖');
    await row('井盖破损').waitFor();
    expect(await journalBodies(gateway.url, 'createDiseaseType')).toContainEqual(
      expect.objectContaining({ code: 'JG01', typeName: '井盖破损', names: ['井盖破损'] }),
    );
    await page.screenshot({ path: `${SHOTS}/disease-config-1920x1080.png` });

    // Offered at once by the disease_type dictionary /diseaseManage's form and filters read.
    expect(await dictionaryLabels()).toContain('井盖破损');

    await openList('/diseaseConfig');
    await searchType('井盖');
    await row('井盖破损').getByRole('button', { name: '停用' }).click();
    await page.locator('.semi-popconfirm').getByRole('button', { name: '确定' }).click();
    await page.getByText('已停用').first().waitFor();
    await row('井盖破损').getByText('停用', { exact: true }).waitFor();

    const offered = await offeredTypes();
    expect(offered).toContain('坑槽');
    expect(offered).not.toContain('井盖破损');
  });

  it('maps an unmapped recognition label to a disease type', async () => {
    await page.setViewportSize({ width: 1366, height: 768 });
    expect(await openList('/diseaseMapping')).toBe(12);
    await page.locator('[data-filter-key="statusName"] .semi-select').click();
    await clickSettled(page.locator('.semi-select-option', { hasText: /^未映射$/ }));
    await page.keyboard.press('Escape');
    const answered = page.waitForResponse((r) => r.url().includes('/glDiseaseMapping/page'));
    await page.getByRole('button', { name: '查询' }).click();
    await answered;
    await expect.poll(async () => page.locator('.jt-config-table').getAttribute('data-total')).toBe('4');

    await row('块状裂缝').getByRole('button', { name: '修改映射' }).click();
    const form = page.locator('.semi-modal').filter({ hasText: '修改映射：块状裂缝' });
    await pick(form, 'typeCode', '裂缝');
    await expect
      .poll(async () => (await form.locator('[x-field-id="diseaseName"]').innerText()).trim())
      .toContain('纵向裂缝');
    await pick(form, 'diseaseName', '横向裂缝');
    await form.getByRole('button', { name: '保存' }).click();
    await page.getByText('映射已保存').first().waitFor();
    expect(await journalBodies(gateway.url, 'updateDiseaseMapping')).toContainEqual({
      typeCode: '1',
      diseaseName: '横向裂缝',
    });
    // Filtered to 未映射, the label has left the list.
    await expect.poll(async () => page.locator('.jt-config-table').getAttribute('data-total')).toBe('3');
    await page.screenshot({ path: `${SHOTS}/disease-mapping-1366x768.png` });
  });

  it('finds a trip by inspector and route and opens it with its stops and the diseases found', async () => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    const answer = await fetch(`${gateway.url}/api/administration/glTrip/page`, {
      method: 'POST',
      headers: { Authorization: token, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        current: 1,
        size: 200,
        filters: [{ key: 'statusName', operator: 'in', value: '已完成' }],
      }),
    });
    type TripRow = {
      patrolCode: string;
      inspectorName: string;
      routeName: string;
      mileage: number;
      stopCount: number;
      diseaseCount: number;
    };
    const trips = (await answer.json()).data.records as TripRow[];
    const trip = trips.find((t) => t.diseaseCount >= 2);
    if (!trip) throw new Error('no finished trip with diseases');

    await openList('/trip');
    await page.getByRole('textbox', { name: '巡查人' }).fill(trip.inspectorName);
    await page.locator('[data-filter-key="routeName"] .semi-select').click();
    await clickSettled(page.locator('.semi-select-option', { hasText: new RegExp(`^${trip.routeName}$`) }));
    await page.keyboard.press('Escape');
    const answered = page.waitForResponse((r) => r.url().includes('/glTrip/page'));
    await page.getByRole('button', { name: '查询' }).click();
    const sent = (await (await answered).request().postDataJSON()) as { filters: unknown[] };
    expect(sent.filters).toEqual(
      expect.arrayContaining([
        { key: 'inspectorName', operator: 'like', value: `*${trip.inspectorName}*` },
        { key: 'routeName', operator: 'in', value: trip.routeName },
      ]),
    );
    await row(trip.patrolCode).click();
    const drawer = page.locator('.jt-trips__detail');
    await drawer.getByText(`行程详情 ${trip.patrolCode}`).waitFor({ timeout: 30_000 });
    await drawer.getByText(`${trip.mileage.toFixed(2)} km`).waitFor();
    await expect.poll(async () => drawer.locator('[data-trip-stops] tbody tr').count()).toBe(trip.stopCount);
    await expect
      .poll(async () => drawer.locator('[data-trip-diseases] tbody tr').count())
      .toBe(trip.diseaseCount);
    await drawer.getByText('停留次数').waitFor();
    await page.screenshot({ path: `${SHOTS}/trip-1920x1080.png` });
  });

  it('shows the holiday year and adds a day worked, a date already set refused', async () => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`${gateway.url}/system/holiday`);
    const year = new Date().getFullYear();
    await page.locator(`.jt-holidays__year[data-year="${year}"]`).waitFor({ timeout: 30_000 });
    if (year === 2026) {
      await page.getByRole('button', { name: '2026-02-17 春节 节假日' }).waitFor();
      await page.getByRole('button', { name: '2026-02-14 春节调休 调休工作日' }).waitFor();
    }
    await page.getByRole('button', { name: '新增日期' }).click();
    const form = page.locator('.semi-modal').filter({ hasText: '新增日期' });
    await form.getByRole('textbox', { name: '日期' }).fill('2026-10-01');
    await form.getByRole('textbox', { name: '名称' }).fill('国庆');
    await form.getByRole('button', { name: '保存' }).click();
    await form.getByText('2026-10-01 已设置为节假日（国庆节）').waitFor();
    await form.getByRole('textbox', { name: '日期' }).fill('2027-02-20');
    await form.getByRole('textbox', { name: '名称' }).fill('春节调休');
    await form.getByText('调休工作日').click();
    await form.getByRole('button', { name: '保存' }).click();
    await page.getByText('保存成功').first().waitFor();
    // The view follows the day to its year.
    await page.getByRole('button', { name: '2027-02-20 春节调休 调休工作日' }).waitFor({ timeout: 30_000 });
    expect(await journalBodies(gateway.url, 'createHoliday')).toContainEqual({
      date: '2027-02-20',
      name: '春节调休',
      type: '2',
    });
    await page.screenshot({ path: `${SHOTS}/holidays-1366x768.png` });
  });
});
