// 道路绘制 and 路线信息 as an administrator uses them (issue 15): a road section drawn by clicking on
// the offline map (software WebGL), its stake range refused start ≥ end and then saved, found in
// the list and highlighted on the map; a route renamed on /routeInfo, the new name in its list and
// in /roadDraw's; the section edited (its line kept) and deleted after confirming. One Chromium,
// one gateway, one signed-in page for the story.
import { mkdir } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalBodies } from './support/assistant';
import { openList as openTableList, tableRow } from './support/config-table';
import { type RunningGateway, startGateway } from './support/gateway';
import { ADMIN, clickSettled, openSignedIn } from './support/shell-session';
import { launchChromiumWithWebgl } from './support/webgl-chromium';

const SHOTS = 'test-results';
let gateway: RunningGateway;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  gateway = await startGateway();
  browser = await launchChromiumWithWebgl();
  await mkdir(SHOTS, { recursive: true });
  ({ context, page } = await openSignedIn(browser, gateway.url, ADMIN, {
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

/** How many of the map's pixels are the selected section's magenta (#d6249f). */
async function selectedPixels(): Promise<number> {
  const box = await page.locator('.jt-road-map').boundingBox();
  if (!box) throw new Error('no map');
  const png = await page.screenshot({ clip: box });
  const { data } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let i = 0; i < data.length; i += 3)
    if (
      Math.abs((data[i] ?? 0) - 0xd6) < 24 &&
      Math.abs((data[i + 1] ?? 0) - 0x24) < 24 &&
      Math.abs((data[i + 2] ?? 0) - 0x9f) < 24
    )
      count++;
  return count;
}

describe('road draw and route info', () => {
  it('draws a section on the map, refuses a reversed stake range, saves it and shows it in the list and on the map', async () => {
    expect(await openList('/roadDraw')).toBe(3);
    await page.waitForSelector('.jt-road-map[data-ready="true"]', { timeout: 30_000 });
    // Nothing selected yet: no section is drawn highlighted.
    expect(await selectedPixels()).toBeLessThan(20);
    await page.getByRole('button', { name: '新增路段' }).click();
    const form = page.locator('.jt-road-draw__form');
    await form.getByText('请在地图上绘制路段').waitFor();

    const box = await page.locator('.jt-road-map').boundingBox();
    if (!box) throw new Error('no map');
    const at = (x: number, y: number) => [box.x + box.width * x, box.y + box.height * y] as const;
    await page.getByRole('button', { name: '画线' }).click();
    await page.mouse.click(...at(0.35, 0.6));
    await page.mouse.click(...at(0.5, 0.45));
    await page.mouse.dblclick(...at(0.65, 0.55));
    await form.getByText('已绘制 3 个点').waitFor();

    await form.getByRole('textbox', { name: '路段名称' }).fill('麒麟枢纽东延段');
    await form.locator('[x-field-id="routeCode"] .semi-select').click();
    await clickSettled(page.locator('.semi-select-option', { hasText: /^G42 沪蓉高速$/ }));
    await form.getByRole('textbox', { name: '起点桩号' }).fill('K262+000');
    await form.getByRole('textbox', { name: '终点桩号' }).fill('K260+000');
    await form.getByRole('button', { name: '保存' }).click();
    await form.getByText('终点桩号应大于起点桩号').waitFor();
    expect(await journalBodies(gateway.url, 'createRoadSection')).toEqual([]);

    // Outside the route: the gateway's refusal, in its words, the form kept.
    await form.getByRole('textbox', { name: '终点桩号' }).fill('K300+000');
    await form.getByRole('button', { name: '保存' }).click();
    await form.getByText('保存失败：终点桩号K300+000不在G42 沪蓉高速范围内（K252+300～K296+365）').waitFor();

    await form.getByRole('textbox', { name: '终点桩号' }).fill('K264+500');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/glRoadDraw') && r.request().method() === 'POST',
    );
    await form.getByRole('button', { name: '保存' }).click();
    const answer = await (await saved).json();
    expect(answer).toMatchObject({ code: 200, data: { sectionName: '麒麟枢纽东延段', pointCount: 3 } });
    await page.getByText('保存成功').first().waitFor();
    await row('麒麟枢纽东延段').waitFor();
    expect(await row('麒麟枢纽东延段').innerText()).toContain('G42 沪蓉高速');
    expect(await page.locator('.jt-config-table').getAttribute('data-total')).toBe('4');
    const sent = (await journalBodies(gateway.url, 'createRoadSection')) as Array<{ path: number[][] }>;
    // The refused one outside the route and the saved one; the reversed range was never sent.
    expect(sent).toHaveLength(2);
    expect(sent[1]?.path).toHaveLength(3);

    // The new section is selected: drawn highlighted on the map, the view fitted to it.
    await page.waitForSelector('.jt-road-map[data-ready="true"]', { timeout: 30_000 });
    await expect.poll(selectedPixels, { timeout: 15_000 }).toBeGreaterThan(200);
    await page.screenshot({ path: `${SHOTS}/road-draw-1920x1080.png` });
  });

  it('renames a route on /routeInfo: the new name in its list and in the sections of /roadDraw', async () => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await openList('/routeInfo');
    await row('G42').getByRole('button', { name: '编辑' }).click();
    const form = page.locator('.semi-modal').filter({ hasText: '编辑路线 G42' });
    await form.getByRole('textbox', { name: '路线名称' }).fill('沪宁高速');
    await form.getByRole('button', { name: '保存' }).click();
    await page.getByText('保存成功').first().waitFor();
    await row('G42 沪宁高速').waitFor();
    await page.screenshot({ path: `${SHOTS}/route-info-1366x768.png` });

    expect(await openList('/roadDraw')).toBe(4);
    await page.waitForSelector('.jt-road-map[data-ready="true"]', { timeout: 30_000 });
    expect(await row('麒麟枢纽东延段').innerText()).toContain('G42 沪宁高速');
    expect(await row('汤山互通至麒麟枢纽段').innerText()).toContain('G42 沪宁高速');
    await page.screenshot({ path: `${SHOTS}/road-draw-1366x768.png` });
  });

  it('edits a section keeping its line, and deletes it after confirming', async () => {
    await row('麒麟枢纽东延段').getByRole('button', { name: '编辑' }).click();
    const form = page.locator('.jt-road-draw__form');
    await form.getByText('沿用已保存的轨迹（3 个点）').waitFor();
    await page.screenshot({ path: `${SHOTS}/road-draw-edit-1366x768.png` });
    // 保存 in sight at 1366×768 without scrolling the panel: inside the map's card.
    const saveBox = await form.getByRole('button', { name: '保存' }).boundingBox();
    const cardBox = await page.locator('.jt-road-draw__top').boundingBox();
    expect((saveBox?.y ?? 1e9) + (saveBox?.height ?? 0)).toBeLessThanOrEqual(
      (cardBox?.y ?? 0) + (cardBox?.height ?? 0),
    );
    await form.getByRole('textbox', { name: '路段名称' }).fill('麒麟枢纽东延段（复核）');
    const saved = page.waitForResponse(
      (r) => r.url().includes('/glRoadDraw/') && r.request().method() === 'PUT',
    );
    await form.getByRole('button', { name: '保存' }).click();
    expect(await (await saved).json()).toMatchObject({
      code: 200,
      data: { sectionName: '麒麟枢纽东延段（复核）', pointCount: 3, routeName: 'G42 沪宁高速' },
    });
    await row('麒麟枢纽东延段（复核）').waitFor();

    await row('麒麟枢纽东延段（复核）').getByRole('button', { name: '删除' }).click();
    await page.locator('.semi-popconfirm').getByText('确定删除该路段？').waitFor();
    await page.locator('.semi-popconfirm').getByRole('button', { name: '确定' }).click();
    await page.getByText('删除成功').first().waitFor();
    await expect.poll(async () => page.locator('.jt-config-table').getAttribute('data-total')).toBe('3');
    expect(await row('麒麟枢纽东延段（复核）').count()).toBe(0);
  });
});
