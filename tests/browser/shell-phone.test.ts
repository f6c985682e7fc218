// Phones and small screens (issue 18): the sign-in form fills a narrow window and stays usable,
// the shell's sidebar becomes a drawer behind a menu button, the tabs scroll sideways; the
// sign-in page and home at 390×844, 768×1024, 1366×768 and 1920×1080 photographed
// (test-results/layout-*.png) and measured.
import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNTS, clickLogin, fillSignIn, mockAdmin, openLogin } from './support/auth-helpers';
import { launchChromium } from './support/chromium';
import { type RunningGateway, startGateway } from './support/gateway';
import { layoutProblems } from './support/layout';
import { watchPage } from './support/page-watch';
import { clickSettled, tabTitles, waitForShell } from './support/shell-session';

const PHONE = { width: 390, height: 844 };
const SIZES = [
  PHONE,
  { width: 768, height: 1024 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];

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

beforeEach(async () => {
  await mockAdmin(gateway.url, 'POST', '/__mock/reset');
});

async function newPage(viewport: { width: number; height: number }) {
  const context = await browser.newContext({
    viewport,
    locale: 'zh-CN',
    ...(viewport.width < 768 ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
  });
  const page = await context.newPage();
  return { context, page, watch: watchPage(page) };
}

/** The boxes of the sign-in form's fields and button, and their text size, as drawn. */
function formBoxes(page: Page) {
  return page.evaluate(() =>
    ['input[aria-label="请输入用户名"]', 'input[aria-label="请输入密码"]', 'button[type="submit"]'].map(
      (selector) => {
        const element = document.querySelector(`.jt-login ${selector}`);
        if (!element) return null;
        // The field's box (its icons included); the text size is the input's own.
        const box = (element.closest('.jt-login-field') ?? element).getBoundingClientRect();
        return {
          left: box.left,
          right: box.right,
          height: box.height,
          fontSize: Number.parseFloat(getComputedStyle(element).fontSize),
        };
      },
    ),
  );
}

describe('the sign-in page on a phone (390×844)', () => {
  it('fills the width with readable fields, without sideways scrolling, and signs in', async () => {
    const { context, page, watch } = await newPage(PHONE);
    await openLogin(page, gateway.url);
    for (const box of await formBoxes(page)) {
      expect(box).not.toBeNull();
      if (!box) continue;
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(PHONE.width);
      expect(box.right - box.left).toBeGreaterThan(PHONE.width * 0.8);
      expect(box.height).toBeGreaterThanOrEqual(40);
      // 16 px: readable, and mobile browsers do not zoom into the field.
      expect(box.fontSize).toBeGreaterThanOrEqual(16);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await fillSignIn(page, ACCOUNTS.admin);
    await clickLogin(page);
    await page.waitForURL(`${gateway.url}/home`);
    await waitForShell(page);
    expect(watch.consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('the shell on a phone (390×844)', () => {
  it('puts the menu in a drawer behind a button; a page opened there closes it; tabs scroll sideways', async () => {
    const { context, page, watch } = await newPage(PHONE);
    await openLogin(page, gateway.url);
    await fillSignIn(page, ACCOUNTS.admin);
    await clickLogin(page);
    await page.waitForURL(`${gateway.url}/home`);
    await waitForShell(page);
    await page.locator('.jt-home__shortcut').first().waitFor();
    // No sidebar beside the page: the content has the window's width.
    expect(await page.locator('.jt-shell__body > .jt-shell__sidebar').count()).toBe(0);
    const content = await page.locator('.jt-shell__main').boundingBox();
    expect(content?.width).toBe(PHONE.width);
    expect(await layoutProblems(page)).toEqual([]);

    const openPage = async (group: string, entry: string, path: string) => {
      await page.getByRole('button', { name: '打开菜单' }).click();
      const drawer = page.locator('.jt-shell__drawer');
      await drawer.locator('.jt-side-menu').waitFor();
      const item = drawer.locator('[data-menu-level="1"]', { hasText: entry });
      if (!(await item.isVisible()))
        await clickSettled(drawer.locator('[data-menu-level="0"]', { hasText: group }));
      await clickSettled(item);
      await page.waitForURL(`${gateway.url}${path}`);
      await drawer.locator('.jt-side-menu').waitFor({ state: 'hidden' });
    };
    await openPage('巡查管理', '巡查记录', '/patrolRecord');
    await openPage('病害管理', '历史对比', '/historicalComparison');
    await openPage('巡查管理', '巡查安排', '/patrolArrange');
    expect(await tabTitles(page)).toHaveLength(4);
    // The tab strip is wider than its room and scrolls sideways (Semi's collapsible tabs), with
    // the page's own tab scrolled into view; the page itself does not get wider.
    await page.waitForFunction(() => {
      const strip = document.querySelector('.jt-page-tabs .semi-overflow-list-scroll-wrapper');
      if (!strip || strip.scrollWidth <= strip.clientWidth + 1) return false;
      const active = document.querySelector('.jt-page-tabs .semi-tabs-tab-active');
      if (!active) return false;
      const view = strip.getBoundingClientRect();
      const tab = active.getBoundingClientRect();
      return tab.left >= view.left - 1 && tab.right <= view.right + 1;
    });
    expect(await page.locator('.jt-page-tabs .semi-tabs-tab-active').innerText()).toContain('巡查安排');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await layoutProblems(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/layout-shell-tabs-390x844.png' });
    await page.getByRole('button', { name: '打开菜单' }).click();
    await page.locator('.jt-shell__drawer .jt-side-menu').waitFor();
    await page.screenshot({ path: 'test-results/layout-shell-drawer-390x844.png' });
    expect(watch.consoleErrors).toEqual([]);
    await context.close();
  });
});

describe.each(SIZES)('at $width×$height', (size) => {
  it('the sign-in page and home are laid out without overflow (screenshots)', async () => {
    const { context, page, watch } = await newPage(size);
    await openLogin(page, gateway.url);
    await page.evaluate(() => document.fonts.ready);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    await page.screenshot({ path: `test-results/layout-login-${size.width}x${size.height}.png` });
    await fillSignIn(page, ACCOUNTS.admin);
    await clickLogin(page);
    await page.waitForURL(`${gateway.url}/home`);
    await waitForShell(page);
    await page.locator('.jt-home__shortcut').first().waitFor();
    await page.evaluate(() => document.fonts.ready);
    // The sidebar is a drawer exactly under 768 px.
    expect(await page.locator('.jt-shell__body > .jt-shell__sidebar').count()).toBe(size.width < 768 ? 0 : 1);
    expect(await page.getByRole('button', { name: '打开菜单' }).count()).toBe(size.width < 768 ? 1 : 0);
    expect(await layoutProblems(page)).toEqual([]);
    await page.screenshot({ path: `test-results/layout-home-${size.width}x${size.height}.png` });
    expect(watch.consoleErrors).toEqual([]);
    await context.close();
  });
});
