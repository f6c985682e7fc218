// The disease situation screen (/bsSickNew) in Chromium with software WebGL: the stage at
// 1920×1080, 3840×2160 and 1366×768 (screenshots in test-results/), the figures and lists as the
// gateway's world has them, the stale marker and its recovery, and the screen as the landing
// page of single sign-on by a portal parameter (seed 000 §2).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { mockAdmin, TENANT } from './support/auth-helpers';
import {
  expectStaleThenRecovered,
  figureShown,
  itFillsEveryWindow,
  MAP_SCREEN_TIMEOUT_MS,
  openScreen,
  screenCall,
  screenFile,
} from './support/screens';
import { ADMIN, clickSettled, openSignedIn, waitForShell } from './support/shell-session';
import { launchChromiumWithWebgl } from './support/webgl-chromium';

const CALL = '/api/administration/bigScreen/sickNew';
const file = screenFile(CALL, launchChromiumWithWebgl);

const ready = async (page: Page) => {
  await figureShown(page, '待修复');
  await page.waitForSelector('[data-chart="近30天新增与处置"] canvas');
};
const open = (viewport: { width: number; height: number }) =>
  openScreen(file.browser, file.gateway, file.session, '/bsSickNew', viewport, ready);

interface Figures {
  totals: Record<'newToday' | 'newMonth' | 'open' | 'overdue' | 'handledToday' | 'handledMonth', number>;
  overdue: Array<{ diseaseName: string; stakeNo: string; overdueHours: number }>;
  latest: Array<{ diseaseName: string; stakeNo: string }>;
}
const figures = () => screenCall<Figures>(file.gateway, file.session, CALL);
const figure = (page: Page, label: string) =>
  page.locator(`[data-figure="${label}"] .jt-screen-figure-value`).innerText();

/** The headline figures of an answer, in the screen's words. */
const headline = (totals: Figures['totals']): Array<[string, string]> => [
  ['今日新增', `${totals.newToday}处`],
  ['今日处置', `${totals.handledToday}处`],
  ['近30天新增', `${totals.newMonth}处`],
  ['近30天处置', `${totals.handledMonth}处`],
  ['待修复', `${totals.open}处`],
  ['超期工单', `${totals.overdue}单`],
];

/** The headline figures as the gateway answers them, in the screen's words. */
async function expectFigures(page: Page) {
  const { totals } = await figures();
  for (const [label, text] of headline(totals)) {
    await expect.poll(() => figure(page, label), { timeout: 10_000 }).toBe(text);
  }
}

describe('the disease situation screen', () => {
  itFillsEveryWindow(file, {
    path: '/bsSickNew',
    title: '病害态势大屏',
    chart: '近30天新增与处置',
    shot: 'screen-sick-new',
    ready,
    map: true,
  });

  it(
    'shows the world’s figures, the overdue orders and the newest diseases as the gateway answers',
    async () => {
      const { page, context } = await open({ width: 1920, height: 1080 });
      await expectFigures(page);
      const { overdue, latest } = await figures();
      const rows = page.locator('.jt-sick-new-overdue-table tbody tr');
      expect(await rows.count()).toBe(overdue.length);
      const late = overdue[0];
      if (late) {
        const days = Math.floor(late.overdueHours / 24);
        const text = await rows.first().innerText();
        expect(text).toContain(`${late.stakeNo}\t`);
        expect(text).toContain(late.overdueHours < 24 ? `${late.overdueHours} 小时` : `${days} 天`);
      }
      const items = page.locator('.jt-screen-latest li');
      expect(await items.count()).toBe(latest.length);
      expect(await items.first().innerText()).toContain(latest[0]?.stakeNo ?? '—');
      await context.close();
    },
    MAP_SCREEN_TIMEOUT_MS,
  );

  it(
    'keeps the last figures with a quiet stale marker while the call fails, and recovers',
    async () => {
      const { page, context } = await open({ width: 1366, height: 768 });
      await expectStaleThenRecovered(page, `**${CALL}`, '待修复', ready);
      await context.close();
    },
    MAP_SCREEN_TIMEOUT_MS,
  );

  it(
    'opens from the menu (大屏展示 › 病害态势大屏, openType 1) in a new window',
    async () => {
      const { context, page } = await openSignedIn(file.browser, file.gateway.url, ADMIN, {
        token: file.session.token,
        viewport: { width: 1366, height: 768 },
      });
      await waitForShell(page);
      await clickSettled(page.locator('.jt-side-menu [data-menu-level="0"]', { hasText: '大屏展示' }));
      const popup = context.waitForEvent('page');
      await clickSettled(page.locator('.jt-side-menu [data-menu-level="1"]', { hasText: '病害态势大屏' }));
      const opened = await popup;
      await opened.waitForURL(`${file.gateway.url}/bsSickNew`);
      await ready(opened);
      expect(await opened.locator('.jt-screen-title').innerText()).toBe('病害态势大屏');
      expect(page.url()).toBe(`${file.gateway.url}/home`);
      await context.close();
    },
    MAP_SCREEN_TIMEOUT_MS,
  );

  it(
    'is where single sign-on by a portal parameter lands, signed in, with the world’s figures',
    async () => {
      const sso = await mockAdmin<{ param: string }>(file.gateway.url, 'POST', '/__mock/sso-tickets', {
        tenantAccount: TENANT,
        userName: 'admin',
      });
      const context = await file.browser.newContext({ viewport: { width: 1920, height: 1080 } });
      const page = await context.newPage();
      await page.goto(`${file.gateway.url}/login?param=${sso.param}`);
      await page.waitForURL(`${file.gateway.url}/bsSickNew`);
      await ready(page);
      const token = await page.evaluate(() => localStorage.getItem('jtToken'));
      expect(token).toMatch(/^Bearer \S+$/);
      // Signing admin in again ends the file's earlier session: compare under the new one.
      file.session.token = token ?? undefined;
      await expectFigures(page);
      await context.close();
    },
    MAP_SCREEN_TIMEOUT_MS,
  );
});
