// The traffic event big screen (/gl-eventScreen) in Chromium with software WebGL: the stage at
// 1920×1080, 3840×2160 and 1366×768 (screenshots in test-results/), and the events being handled
// as the world has them.
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

const file = screenFile('/api/administration/bigScreen/events', launchChromiumWithWebgl);

const ready = async (page: Page) => {
  await figureShown(page, '处置中');
  await page.waitForSelector('[data-chart="今日事件时段分布"] canvas');
};
const open = (viewport: { width: number; height: number }) =>
  openScreen(file.browser, file.gateway, file.session, '/gl-eventScreen', viewport, ready);

interface Figures {
  totals: { active: number };
  active: Array<{ id: string; eventTypeName: string; description: string }>;
}
const figures = () => screenCall<Figures>(file.gateway, file.session, '/api/administration/bigScreen/events');

describe('the traffic event screen', () => {
  itFillsEveryWindow(file, {
    path: '/gl-eventScreen',
    title: '交通事件监测大屏',
    chart: '近14天事件趋势',
    shot: 'screen-events',
    ready,
    map: true,
  });

  it(
    'lists the events being handled as the world has them',
    async () => {
      const { page, context } = await open({ width: 1920, height: 1080 });
      const { totals, active } = await figures();
      await expect
        .poll(() => page.locator('[data-figure="处置中"] .jt-screen-figure-value').innerText())
        .toBe(`${totals.active}起`);
      expect(await page.locator('.jt-event-list li').count()).toBe(active.length);
      await context.close();
    },
    MAP_SCREEN_TIMEOUT_MS,
  );
});
