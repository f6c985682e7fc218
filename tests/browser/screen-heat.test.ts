// The disease heat map (/gl-hotMap) in Chromium with software WebGL: the stage at 1920×1080,
// 3840×2160 and 1366×768 (screenshots in test-results/), the window and type switches asking the
// gateway and showing its counts, and the stale marker while the call fails, then its recovery.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectStaleThenRecovered,
  figureShown,
  itFillsEveryWindow,
  MAP_SCREEN_TIMEOUT_MS,
  openScreen,
  SCREEN_VIEWPORTS,
  screenCall,
  screenFile,
} from './support/screens';
import { launchChromiumWithWebgl } from './support/webgl-chromium';

const PATH = '/gl-hotMap';
const CALL = '/api/administration/bigScreen/heat';
const file = screenFile(CALL, launchChromiumWithWebgl);

interface Heat {
  total: number;
  severe: number;
  byType: Array<{ code: string; name: string; count: number }>;
}

const ready = async (page: Page) => {
  await figureShown(page, '病害总数');
  await page.waitForSelector('[data-chart="病害等级"] canvas');
  await page.waitForSelector('.jt-heat-map canvas');
};
const open = (viewport: { width: number; height: number }) =>
  openScreen(file.browser, file.gateway, file.session, PATH, viewport, ready);
/** A figure counts up to its new value: allow for the animation on a busy machine. */
const SETTLED = { timeout: 15_000 };
const figure = (page: Page, label: string) =>
  page.locator(`[data-figure="${label}"] .jt-screen-figure-value`).innerText();

describe('the disease heat map screen', () => {
  itFillsEveryWindow(file, {
    path: PATH,
    title: '病害热力图',
    chart: '病害等级',
    shot: 'screen-heat',
    ready,
    map: true,
  });

  it(
    'asks the gateway for the window and the type chosen and shows its counts',
    async () => {
      const { page, context } = await open(SCREEN_VIEWPORTS[0]);
      const month = await screenCall<Heat>(file.gateway, file.session, `${CALL}?days=30`);
      await expect.poll(() => figure(page, '病害总数'), SETTLED).toBe(`${month.total}处`);

      const asked = page.waitForRequest((r) => r.url().includes(`${CALL}?days=7`));
      await page.getByRole('button', { name: '近7天' }).click();
      await asked;
      const week = await screenCall<Heat>(file.gateway, file.session, `${CALL}?days=7`);
      await expect.poll(() => figure(page, '病害总数'), SETTLED).toBe(`${week.total}处`);
      expect(await page.getByRole('button', { name: '近7天' }).getAttribute('aria-pressed')).toBe('true');

      const type = week.byType[0];
      if (!type) throw new Error('no disease type');
      const typeAsked = page.waitForRequest((r) => r.url().includes(`diseaseType=${type.code}`));
      await page.getByRole('region', { name: '病害类型' }).getByRole('button', { name: type.name }).click();
      await typeAsked;
      const ofType = await screenCall<Heat>(
        file.gateway,
        file.session,
        `${CALL}?days=7&diseaseType=${type.code}`,
      );
      expect(ofType.total).toBe(type.count);
      await expect.poll(() => figure(page, '病害总数'), SETTLED).toBe(`${type.count}处`);
      await expect.poll(() => figure(page, '严重病害'), SETTLED).toBe(`${ofType.severe}处`);
      await context.close();
    },
    MAP_SCREEN_TIMEOUT_MS,
  );

  it(
    'keeps the last figures with a quiet stale marker while the call fails, and recovers',
    async () => {
      const { page, context } = await open({ width: 1366, height: 768 });
      await expectStaleThenRecovered(page, `**${CALL}*`, '病害总数', ready);
      await context.close();
    },
    MAP_SCREEN_TIMEOUT_MS,
  );
});
