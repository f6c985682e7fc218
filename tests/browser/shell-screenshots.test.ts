// Screenshots of the shell as admin and as inspector at 1920x1080 and 1366x768 (test-results/),
// with the layout checks a look would make: nothing wider than the window, no header part over
// another, no menu entry, tab or header text cut.
import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium';
import { type RunningGateway, startGateway } from './support/gateway';
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

/** What a look at the page would catch, measured. */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth) problems.push(`page ${root.scrollWidth}px wide`);
    const box = (selector: string) => document.querySelector(selector)?.getBoundingClientRect();
    const parts = ['.jt-shell-header__brand', '.jt-shell-header__menu', '.jt-shell-header__user']
      .map((selector) => [selector, box(selector)] as const)
      .filter((part): part is readonly [string, DOMRect] => part[1] !== undefined);
    for (let i = 1; i < parts.length; i++) {
      const [leftName, left] = parts[i - 1] as readonly [string, DOMRect];
      const [rightName, right] = parts[i] as readonly [string, DOMRect];
      if (left.right > right.left + 0.5) problems.push(`${leftName} overlaps ${rightName}`);
    }
    const menu = box('.jt-shell-header__menu');
    for (const item of Array.from(document.querySelectorAll('.jt-top-menu .semi-navigation-item'))) {
      const itemBox = item.getBoundingClientRect();
      if (menu && (itemBox.left < menu.left - 0.5 || itemBox.right > menu.right + 0.5)) {
        problems.push(`top menu entry outside the header's menu area: ${item.textContent}`);
      }
    }
    const footer = box('.jt-side-menu .semi-navigation-footer');
    if (footer && footer.bottom > window.innerHeight + 0.5)
      problems.push('the sidebar runs below the window');
    const cut = (element: Element) => element.scrollWidth > element.clientWidth + 1;
    for (const selector of [
      '.jt-shell-header__title',
      '.jt-shell-header__name',
      '.jt-side-menu__text',
      '.jt-page-tabs__label',
      '.jt-home__shortcut-title',
      '.jt-home__greeting',
      '.jt-home__org',
    ]) {
      for (const element of Array.from(document.querySelectorAll(selector))) {
        if (cut(element)) problems.push(`${selector} cut: ${element.textContent}`);
      }
    }
    return problems;
  });
}

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

    await openFromSidebar(page, gateway.url, '巡查管理', '巡查记录', '/patrolRecord');
    await page.getByText('「巡查记录」暂未在此版本中提供').waitFor();
    await openFromSidebar(page, gateway.url, '病害管理', '历史对比', '/historicalComparison');
    await page.getByText('「历史对比」暂未在此版本中提供').waitFor();
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
