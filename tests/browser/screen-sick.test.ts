// The older disease situation screen (/gl-bsSick) in Chromium: the stage at 1920×1080, 3840×2160
// and 1366×768 (screenshots in test-results/), the figures, the offices' table and the most
// diseased kilometres as the gateway's world has them, and the stale marker and its recovery.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium';
import {
  expectStaleThenRecovered,
  figureShown,
  itFillsEveryWindow,
  MAP_SCREEN_TIMEOUT_MS,
  openScreen,
  screenCall,
  screenFile,
} from './support/screens';

const CALL = '/api/administration/bigScreen/sick';
const file = screenFile(CALL, launchChromium);

const ready = async (page: Page) => {
  await figureShown(page, '近30天发现');
  await page.waitForSelector('[data-chart="近12个月病害发现与修复"] canvas');
};
const open = (viewport: { width: number; height: number }) =>
  openScreen(file.browser, file.gateway, file.session, '/gl-bsSick', viewport, ready);

interface Figures {
  totals: Record<'year' | 'month' | 'open' | 'repairedMonth' | 'avgRepairHours' | 'overdue', number>;
  byOffice: Array<{
    orgName: string;
    found: number;
    open: number;
    repaired: number;
    repairRate: number;
    onTimeRate: number;
  }>;
  topSections: Array<{ routeCode: string; startStakeNo: string; endStakeNo: string; found: number }>;
}
const figures = () => screenCall<Figures>(file.gateway, file.session, CALL);
const figure = (page: Page, label: string) =>
  page.locator(`[data-figure="${label}"] .jt-screen-figure-value`).innerText();

describe('the older disease situation screen', () => {
  itFillsEveryWindow(file, {
    path: '/gl-bsSick',
    title: '病害态势大屏',
    chart: '近12个月病害发现与修复',
    shot: 'screen-sick',
    ready,
  });

  it(
    'shows the world’s figures, each office’s rates and the ten most diseased kilometres',
    async () => {
      const { page, context } = await open({ width: 1920, height: 1080 });
      const { totals, byOffice, topSections } = await figures();
      const expected: Array<[string, string]> = [
        ['近一年发现', `${totals.year}处`],
        ['近30天发现', `${totals.month}处`],
        ['待修复', `${totals.open}处`],
        ['近30天修复', `${totals.repairedMonth}处`],
        ['平均修复用时', `${totals.avgRepairHours.toFixed(1)}小时`],
        ['超期工单', `${totals.overdue}单`],
      ];
      for (const [label, text] of expected)
        await expect.poll(() => figure(page, label), { timeout: 10_000 }).toBe(text);
      for (const office of byOffice) {
        const cells = await page.locator(`tr[data-office="${office.orgName}"] td`).allInnerTexts();
        expect(cells.slice(2)).toEqual([
          String(office.found),
          String(office.open),
          String(office.repaired),
          `${office.repairRate.toFixed(1)}%`,
          `${office.onTimeRate.toFixed(1)}%`,
        ]);
      }
      const sections = page.locator('.jt-sick-sections li');
      expect(await sections.count()).toBe(topSections.length);
      const first = topSections[0];
      if (!first) throw new Error('no diseased kilometre in the world');
      expect(await sections.first().innerText()).toContain(
        `${first.routeCode} ${first.startStakeNo}～${first.endStakeNo}`,
      );
      expect(await sections.first().innerText()).toContain(`${first.found} 处`);
      await context.close();
    },
    MAP_SCREEN_TIMEOUT_MS,
  );

  it(
    'keeps the last figures with a quiet stale marker while the call fails, and recovers',
    async () => {
      const { page, context } = await open({ width: 1366, height: 768 });
      await expectStaleThenRecovered(page, `**${CALL}`, '近30天发现', ready);
      await context.close();
    },
    MAP_SCREEN_TIMEOUT_MS,
  );
});
