// The road asset big screen (/gl-roadAssets) in Chromium: the stage at 1920×1080, 3840×2160 and
// 1366×768 (screenshots in test-results/), the world's books as the gateway counts them, and the
// stale marker while the call fails, then its recovery.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium';
import {
  expectStaleThenRecovered,
  figureShown,
  itFillsEveryWindow,
  openScreen,
  SCREEN_VIEWPORTS,
  screenCall,
  screenFile,
} from './support/screens';

const PATH = '/gl-roadAssets';
const CALL = '/api/administration/bigScreen/assets';
const file = screenFile(CALL, launchChromium);

interface Books {
  byType: Array<{ count: number }>;
  conditions: Array<{ code: string; count: number }>;
  attention: Array<{ assetName: string; stakeNo: string }>;
  upcoming: Array<{ assetName: string }>;
}

const ready = async (page: Page) => {
  await figureShown(page, '资产总数');
  await page.waitForSelector('[data-chart="各路线资产分布"] canvas');
};
const open = (viewport: { width: number; height: number }) =>
  openScreen(file.browser, file.gateway, file.session, PATH, viewport, ready);
const figure = (page: Page, label: string) =>
  page.locator(`[data-figure="${label}"] .jt-screen-figure-value`).innerText();

describe('the road asset screen', () => {
  itFillsEveryWindow(file, {
    path: '/gl-roadAssets',
    title: '路产资产监测大屏',
    chart: '资产类型构成',
    shot: 'screen-assets',
    ready,
    also: async (page) => expect(await page.locator('.jt-screen-panel').count()).toBe(8),
  });

  it('shows the world’s books: totals, damaged assets and the lists the gateway gives', async () => {
    const { page, context } = await open(SCREEN_VIEWPORTS[0]);
    const books = await screenCall<Books>(file.gateway, file.session, CALL);
    const total = books.byType.reduce((sum, t) => sum + t.count, 0);
    const damaged = books.conditions.find((c) => c.code === '3')?.count ?? 0;
    await expect.poll(() => figure(page, '资产总数'), { timeout: 15_000 }).toBe(`${total}条`);
    await expect.poll(() => figure(page, '损坏资产'), { timeout: 15_000 }).toBe(`${damaged}条`);
    const attention = page.getByRole('region', { name: '需关注资产' }).locator('tbody tr td:first-child');
    expect(await attention.allInnerTexts()).toEqual(books.attention.map((a) => a.assetName));
    const upcoming = page.getByRole('region', { name: '近期定期检查' }).locator('tbody tr td:first-child');
    expect(await upcoming.allInnerTexts()).toEqual(books.upcoming.map((a) => a.assetName));
    await context.close();
  });

  it('keeps the last figures with a quiet stale marker while the call fails, and recovers', async () => {
    const { page, context } = await open({ width: 1366, height: 768 });
    await expectStaleThenRecovered(page, `**${CALL}`, '资产总数', ready);
    await context.close();
  });
});
