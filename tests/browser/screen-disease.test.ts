// The disease big screen (/gl-diseaseInspection) in Chromium with software WebGL: the 1920×1080
// stage at 1920×1080, 3840×2160 and 1366×768 (screenshots in test-results/), the figures from
// the gateway's world, a chart's tooltip under the pointer at a scale below 1, the stale marker
// when the call fails and its recovery, and the full-screen toggle.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  figureShown,
  itFillsEveryWindow,
  MAP_SCREEN_TIMEOUT_MS,
  openScreen,
  screenCall,
  screenFile,
} from './support/screens';
import { launchChromiumWithWebgl } from './support/webgl-chromium';

const file = screenFile('/api/administration/bigScreen/disease', launchChromiumWithWebgl);

const PATH = '/gl-diseaseInspection';
const CALL = '**/api/administration/bigScreen/disease';

/** The first figures: 今日发现 shows a number and the trend chart has drawn. */
async function figuresShown(page: Page) {
  await figureShown(page, '今日发现');
  await page.waitForSelector('[data-chart="近30天病害趋势"] canvas');
}

const open = (viewport: { width: number; height: number }) =>
  openScreen(file.browser, file.gateway, file.session, PATH, viewport, figuresShown);

interface Figures {
  totals: { open: number };
  byRoute: Array<{ routeCode: string }>;
}
const figures = () =>
  screenCall<Figures>(file.gateway, file.session, '/api/administration/bigScreen/disease');

describe('the disease screen', () => {
  itFillsEveryWindow(file, {
    path: PATH,
    title: '病害巡检监测大屏',
    chart: '近30天病害趋势',
    shot: 'screen-disease',
    ready: figuresShown,
    map: true,
  });

  it(
    'shows the world’s figures: the same open count as the call, the newest diseases listed',
    async () => {
      const { page, context } = await open({ width: 1920, height: 1080 });
      const { totals } = await figures();
      await expect
        .poll(() => page.locator('[data-figure="待修复"] .jt-screen-figure-value').innerText())
        .toBe(`${totals.open}处`);
      expect(await page.locator('.jt-screen-latest li').count()).toBe(10);
      await context.close();
    },
    MAP_SCREEN_TIMEOUT_MS,
  );

  it(
    'puts a chart’s tooltip under the pointer at scale 0.71',
    async () => {
      const { page, context } = await open({ width: 1366, height: 768 });
      const chart = page.locator('[data-chart="各路线病害"]');
      const box = await chart.boundingBox();
      if (!box) throw new Error('no chart');
      // The first route's bars sit in the first fifth of the plot (5 routes): hover there.
      const scale = 768 / 1080;
      const plotLeft = box.x + 44 * scale;
      const plotWidth = box.width - (44 + 16) * scale;
      await page.mouse.move(plotLeft + plotWidth / 10, box.y + box.height * 0.7);
      const tip = page.locator('[data-chart="各路线病害"] > div:not(:first-child)');
      await expect.poll(async () => (await tip.allInnerTexts()).join(' '), { timeout: 5000 }).toContain('G');
      const firstRoute = (await figures()).byRoute[0]?.routeCode ?? '';
      expect((await tip.allInnerTexts()).join(' ')).toContain(firstRoute);
      await context.close();
    },
    MAP_SCREEN_TIMEOUT_MS,
  );

  it(
    'keeps the last figures with a quiet stale marker while the call fails, and recovers',
    async () => {
      const { page, context } = await open({ width: 1366, height: 768 });
      // Timers faked from the page's start (time still flows), so the 30 s poll can be run at once.
      await page.clock.install();
      await page.reload();
      await figuresShown(page);
      const before = await page.locator('[data-figure="近30天发现"] .jt-screen-figure-value').innerText();
      await page.route(CALL, (route) => route.fulfill({ status: 503, body: 'down' }));
      await page.clock.runFor(31_000);
      await page.waitForSelector('.jt-screen-stale');
      expect(await page.locator('[data-figure="近30天发现"] .jt-screen-figure-value').innerText()).toBe(
        before,
      );
      await page.screenshot({ path: 'test-results/screen-disease-stale-1366x768.png' });
      await page.unroute(CALL);
      await page.clock.runFor(11_000);
      await page.waitForSelector('.jt-screen-stale', { state: 'detached' });
      await context.close();
    },
    MAP_SCREEN_TIMEOUT_MS,
  );

  it(
    'goes full screen and back with the toggle',
    async () => {
      const { page, context } = await open({ width: 1366, height: 768 });
      await page.getByRole('button', { name: '全屏' }).click();
      await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
      await page.getByRole('button', { name: '退出全屏' }).click();
      await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
      await context.close();
    },
    MAP_SCREEN_TIMEOUT_MS,
  );
});
