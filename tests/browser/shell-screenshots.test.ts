// Screenshots of the shell as admin and as inspector at 1920x1080 and 1366x768 (test-results/),
// with the layout checks a look would make: nothing wider than the window, no header part over
// another, no menu entry, tab or header text cut.
import { mkdir } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium';
import { type RunningGateway, startGateway } from './support/gateway';
import { layoutProblems } from './support/layout';
import {
  type Account,
  ADMIN,
  clickSettled,
  INSPECTOR,
  openFromSidebar,
  openSignedIn,
  waitForShell,
} from './support/shell-session';

let gateway: RunningGateway;
let browser: Browser;

beforeAll(async () => {
  gateway = await startGateway();
  browser = await launchChromium();
  await mkdir('test-results', { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await gateway?.close();
});

const viewports = [
  { width: 1920, height: 1080 },
  { width: 1366, height: 768 },
];
const accounts: Array<[string, Account]> = [
  ['admin', ADMIN],
  ['inspector', INSPECTOR],
];

describe.each(accounts)('the shell as %s', (name, account) => {
  it.each(viewports)('at $width x $height: home, an open group and a menu page', async (viewport) => {
    const { context, page, watch } = await openSignedIn(browser, gateway.url, account, { viewport });
    await waitForShell(page);
    await page.locator('.jt-home__shortcut').first().waitFor();
    await page.locator('[data-watermark]').waitFor({ state: 'attached' });
    // Fonts and the sprite settle before the picture.
    await page.evaluate(() => document.fonts.ready);
    expect(await layoutProblems(page)).toEqual([]);
    await page.screenshot({ path: `test-results/shell-${name}-${viewport.width}x${viewport.height}.png` });

    await openFromSidebar(page, gateway.url, '巡查管理', '行程轨迹', '/trip');
    await page.waitForSelector('.jt-trips .jt-config-table[data-status="ready"]', { timeout: 30_000 });
    await openFromSidebar(page, gateway.url, '病害管理', '历史对比', '/historicalComparison');
    await page.waitForSelector('.jt-comparison .jt-config-table[data-status="ready"]', { timeout: 30_000 });
    expect(await layoutProblems(page)).toEqual([]);
    await page.screenshot({
      path: `test-results/shell-${name}-${viewport.width}x${viewport.height}-page.png`,
    });

    await page.locator('.jt-shell-header__user').click();
    await clickSettled(page.getByRole('menuitem', { name: '个人中心' }));
    await page.waitForURL(`${gateway.url}/self-edit`);
    await page.locator('.jt-self-edit input[name="name"]').waitFor();
    expect(await layoutProblems(page)).toEqual([]);
    await page.screenshot({
      path: `test-results/shell-${name}-${viewport.width}x${viewport.height}-self-edit.png`,
    });
    expect(watch.consoleErrors).toEqual([]);
    expect(watch.failedRequests).toEqual([]);
    await context.close();
  });
});

describe('the shell with the top menu (common_config enable_top_menu 0)', () => {
  it.each(viewports)('at $width x $height as admin', async (viewport) => {
    const patch = (values: Record<string, string>) =>
      fetch(`${gateway.url}/__mock/configs/common_config`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(values),
      });
    expect((await patch({ enable_top_menu: '0' })).status).toBe(200);
    try {
      const { context, page, watch } = await openSignedIn(browser, gateway.url, ADMIN, { viewport });
      await waitForShell(page);
      await clickSettled(page.locator('.jt-top-menu [data-top-menu-id="100"]'));
      await page.waitForURL(`${gateway.url}/diseaseManage`);
      await page.locator('.jt-diseases .jt-config-table').waitFor();
      expect(await layoutProblems(page)).toEqual([]);
      await page.screenshot({
        path: `test-results/shell-admin-top-menu-${viewport.width}x${viewport.height}.png`,
      });
      expect(watch.consoleErrors).toEqual([]);
      await context.close();
    } finally {
      await patch({ enable_top_menu: '1' });
    }
  });
});
