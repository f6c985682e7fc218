// The road network inspection big screen (/highwayInspectionNew 路网巡检大屏) in Chromium with
// software WebGL: the stage at 1920×1080, 3840×2160 and 1366×768 (screenshots in test-results/),
// the coverage figures and the routes' table as the gateway's world has them at a frozen 08:50
// of the epoch day, and the stale marker's round trip.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockAdmin } from './support/auth-helpers';
import {
  expectStaleThenRecovered,
  figureShown,
  itFillsEveryWindow,
  MAP_SCREEN_TIMEOUT_MS,
  openScreen,
  screenCall,
  screenFile,
} from './support/screens';
import { launchChromiumWithWebgl } from './support/webgl-chromium';

const CALL = '/api/administration/bigScreen/networkInspection';
const file = screenFile(CALL, launchChromiumWithWebgl);

beforeAll(async () => {
  // A still world while the daily patrols are under way: part of the network driven, figures
  // that do not move mid-test.
  const { epochDay } = await mockAdmin<{ epochDay: string }>(file.gateway.url, 'GET', '/__mock/world');
  await mockAdmin(file.gateway.url, 'PUT', '/__mock/world/clock', {
    time: `${epochDay} 08:50:00`,
    frozen: true,
  });
});

const ready = async (page: Page) => {
  await figureShown(page, '今日覆盖率');
  await page.waitForSelector('[data-chart="近30天覆盖率与发现趋势"] canvas');
};
const open = (viewport: { width: number; height: number }) =>
  openScreen(file.browser, file.gateway, file.session, '/highwayInspectionNew', viewport, ready);

interface Figures {
  network: {
    lengthKm: number;
    coveredKmToday: number;
    coverageToday: number;
    coverageMonth: number;
    perDay: number;
    patrolsMonth: number;
    findingsMonth: number;
    liveNow: number;
  };
  routes: Array<{ routeName: string; coverageToday: number; patrolsMonth: number; findingsMonth: number }>;
}
const figures = () => screenCall<Figures>(file.gateway, file.session, CALL);
const figure = (page: Page, label: string) =>
  page.locator(`[data-figure="${label}"] .jt-screen-figure-value`).innerText();

describe('the road network inspection screen', () => {
  itFillsEveryWindow(file, {
    path: '/highwayInspectionNew',
    title: '路网巡检大屏',
    chart: '近30天覆盖率与发现趋势',
    shot: 'screen-network-inspection',
    ready,
    map: true,
  });

  it(
    'shows the network’s coverage and every route’s figures as the world has them',
    async () => {
      const { page, context } = await open({ width: 1920, height: 1080 });
      const { network, routes } = await figures();
      // No daily patrol of a whole route up and back is over by 08:50.
      expect(network.coverageToday).toBeLessThan(100);
      await expect.poll(() => figure(page, '路网里程')).toBe(`${network.lengthKm.toFixed(1)}km`);
      await expect.poll(() => figure(page, '今日已巡里程')).toBe(`${network.coveredKmToday.toFixed(1)}km`);
      await expect.poll(() => figure(page, '今日覆盖率')).toBe(`${network.coverageToday.toFixed(1)}%`);
      await expect.poll(() => figure(page, '近30天覆盖率')).toBe(`${network.coverageMonth.toFixed(1)}%`);
      await expect.poll(() => figure(page, '日均巡查频次')).toBe(`${network.perDay.toFixed(2)}次`);
      await expect.poll(() => figure(page, '近30天巡查')).toBe(`${network.patrolsMonth}次`);
      await expect.poll(() => figure(page, '近30天发现病害')).toBe(`${network.findingsMonth}处`);
      await expect.poll(() => figure(page, '在途车辆')).toBe(`${network.liveNow}辆`);
      const rows = page.locator('.jt-network-table tbody tr');
      expect(await rows.count()).toBe(routes.length);
      for (const [i, route] of routes.entries()) {
        const cells = await rows.nth(i).locator('td').allInnerTexts();
        expect(cells[0]).toBe(route.routeName);
        expect(cells[3]).toBe(`${route.coverageToday.toFixed(1)}%`);
        expect(cells[4]).toBe(`${route.patrolsMonth} 次`);
        expect(cells[6]).toBe(`${route.findingsMonth} 处`);
      }
      expect(await page.locator('.jt-network-legend li').allInnerTexts()).toEqual([
        '双向已巡',
        '单向已巡',
        '今日未巡',
      ]);
      await context.close();
    },
    MAP_SCREEN_TIMEOUT_MS,
  );

  it(
    'keeps the last figures with a quiet stale marker while the call fails, and recovers',
    async () => {
      const { page, context } = await open({ width: 1366, height: 768 });
      await expectStaleThenRecovered(page, `**${CALL}`, '今日覆盖率', ready);
      await context.close();
    },
    MAP_SCREEN_TIMEOUT_MS,
  );
});
