// The highway inspection big screen (/gl-highwayInspection 公路巡检大屏) in Chromium with software
// WebGL: the stage at 1920×1080, 3840×2160 and 1366×768 (screenshots in test-results/), the
// figures, vehicles and records as the gateway's world has them at a frozen 08:50 of the epoch
// day (patrols on the road), and the stale marker's round trip.
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

const CALL = '/api/administration/bigScreen/highwayInspection';
const file = screenFile(CALL, launchChromiumWithWebgl);

beforeAll(async () => {
  // A still world while the daily patrols are under way: vehicles on the road, figures that do
  // not move mid-test.
  const { epochDay } = await mockAdmin<{ epochDay: string }>(file.gateway.url, 'GET', '/__mock/world');
  await mockAdmin(file.gateway.url, 'PUT', '/__mock/world/clock', {
    time: `${epochDay} 08:50:00`,
    frozen: true,
  });
});

const ready = async (page: Page) => {
  await figureShown(page, '今日巡查');
  await page.waitForSelector('[data-chart="近14天巡查趋势"] canvas');
};
const open = (viewport: { width: number; height: number }) =>
  openScreen(file.browser, file.gateway, file.session, '/gl-highwayInspection', viewport, ready);

interface Figures {
  totals: {
    patrolsToday: number;
    patrolsMonth: number;
    liveNow: number;
    mileageToday: number;
    hoursToday: number;
    diseasesToday: number;
    diseasesMonth: number;
  };
  live: Array<{ vehiclePlate: string; stakeNo: string }>;
  latest: Array<{ patrolTypeName: string; inspectorName: string; statusName: string }>;
}
const figures = () => screenCall<Figures>(file.gateway, file.session, CALL);
const figure = (page: Page, label: string) =>
  page.locator(`[data-figure="${label}"] .jt-screen-figure-value`).innerText();

describe('the highway inspection screen', () => {
  itFillsEveryWindow(file, {
    path: '/gl-highwayInspection',
    title: '公路巡检大屏',
    chart: '近14天巡查趋势',
    shot: 'screen-highway-inspection',
    ready,
    map: true,
  });

  it(
    'shows the patrols, the vehicles on the road and the newest records as the world has them',
    async () => {
      const { page, context } = await open({ width: 1920, height: 1080 });
      const { totals, live, latest } = await figures();
      expect(totals.liveNow).toBeGreaterThan(0);
      await expect.poll(() => figure(page, '今日巡查')).toBe(`${totals.patrolsToday}次`);
      await expect.poll(() => figure(page, '在途车辆')).toBe(`${totals.liveNow}辆`);
      await expect.poll(() => figure(page, '今日巡查里程')).toBe(`${totals.mileageToday.toFixed(1)}km`);
      await expect.poll(() => figure(page, '今日巡查时长')).toBe(`${totals.hoursToday.toFixed(1)}小时`);
      await expect.poll(() => figure(page, '本月巡查')).toBe(`${totals.patrolsMonth}次`);
      await expect.poll(() => figure(page, '今日发现病害')).toBe(`${totals.diseasesToday}处`);
      await expect.poll(() => figure(page, '本月发现病害')).toBe(`${totals.diseasesMonth}处`);
      const rows = page.locator('.jt-highway-live-list li');
      expect(await rows.count()).toBe(live.length);
      for (const [i, vehicle] of live.entries()) {
        const text = await rows.nth(i).innerText();
        expect(text).toContain(vehicle.vehiclePlate);
        expect(text).toContain(vehicle.stakeNo);
      }
      const records = page.locator('.jt-highway-latest-list li');
      expect(await records.count()).toBe(latest.length);
      expect(await records.first().innerText()).toContain(latest[0]?.inspectorName ?? '?');
      await context.close();
    },
    MAP_SCREEN_TIMEOUT_MS,
  );

  it(
    'keeps the last figures with a quiet stale marker while the call fails, and recovers',
    async () => {
      const { page, context } = await open({ width: 1366, height: 768 });
      await expectStaleThenRecovered(page, `**${CALL}`, '今日巡查', ready);
      await context.close();
    },
    MAP_SCREEN_TIMEOUT_MS,
  );
});
