// The shell's open-page tabs (seed 000 §2): a home tab by default, kept across reloads (app state
// under vuex-app), close-others keeps the home tab and the current page, close-all resets to home.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchChromium } from './support/chromium';
import { type RunningGateway, startGateway } from './support/gateway';
import {
  ADMIN,
  clickSettled,
  openFromSidebar,
  openSignedIn,
  tabTitles,
  waitForShell,
} from './support/shell-session';

let gateway: RunningGateway;
let browser: Browser;

beforeAll(async () => {
  gateway = await startGateway();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await gateway?.close();
});

const openFromMenu = (page: Page, group: string, entry: string, path: string) =>
  openFromSidebar(page, gateway.url, group, entry, path);

const selectedTab = (page: Page) =>
  page.locator('.jt-page-tabs .semi-tabs-tab-active .jt-page-tabs__label').innerText();

async function savedTabs(page: Page): Promise<Array<{ path: string; title: string; selected: boolean }>> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('vuex-app') ?? '{}').openTabs ?? []);
}

it('keeps the open tabs and the selected one across a reload', async () => {
  const { context, page, watch } = await openSignedIn(browser, gateway.url, ADMIN);
  await waitForShell(page);
  await openFromMenu(page, '巡查管理', '巡查记录', '/patrolRecord');
  await openFromMenu(page, '工单管理', '调度派单', '/dispatch');
  await openFromMenu(page, '巡查管理', '巡查记录', '/patrolRecord');
  await expect.poll(() => tabTitles(page)).toEqual(['首页', '巡查记录', '调度派单']);
  expect(await selectedTab(page)).toBe('巡查记录');
  expect((await savedTabs(page)).map((tab) => [tab.path, tab.title, tab.selected])).toEqual([
    ['/home', '首页', false],
    ['/patrolRecord', '巡查记录', true],
    ['/dispatch', '调度派单', false],
  ]);

  await page.reload();
  await waitForShell(page);
  await expect.poll(() => tabTitles(page)).toEqual(['首页', '巡查记录', '调度派单']);
  expect(await selectedTab(page)).toBe('巡查记录');
  expect(page.url()).toBe(`${gateway.url}/patrolRecord`);

  // A tab opens its page.
  await page.locator('.jt-page-tabs__label', { hasText: '调度派单' }).click();
  await page.waitForURL(`${gateway.url}/dispatch`);
  await page.locator('.jt-dispatch .jt-config-table').waitFor();
  expect(watch.consoleErrors).toEqual([]);
  await context.close();
});

it('close-others keeps the home tab and the current page; close-all resets to the home tab', async () => {
  const { context, page } = await openSignedIn(browser, gateway.url, ADMIN);
  await waitForShell(page);
  await openFromMenu(page, '巡查管理', '巡查记录', '/patrolRecord');
  await openFromMenu(page, '巡查管理', '巡查图片', '/patrolImage');
  await openFromMenu(page, '工单管理', '工单管理', '/workOrder');
  await expect.poll(() => tabTitles(page)).toEqual(['首页', '巡查记录', '巡查图片', '工单管理']);

  await page.locator('.jt-page-tabs__label', { hasText: '巡查图片' }).click();
  await page.waitForURL(`${gateway.url}/patrolImage`);
  await page.locator('.jt-page-tabs__actions').click();
  await clickSettled(page.getByRole('menuitem', { name: '关闭其他' }));
  await expect.poll(() => tabTitles(page)).toEqual(['首页', '巡查图片']);
  expect(await selectedTab(page)).toBe('巡查图片');
  expect(page.url()).toBe(`${gateway.url}/patrolImage`);

  await openFromMenu(page, '巡查管理', '行程轨迹', '/trip');
  await expect.poll(() => tabTitles(page)).toEqual(['首页', '巡查图片', '行程轨迹']);
  // The context menu of a tab offers the same actions.
  await page.locator('.jt-page-tabs__label', { hasText: '巡查图片' }).click({ button: 'right' });
  await clickSettled(page.getByRole('menuitem', { name: '关闭全部' }));
  await expect.poll(() => tabTitles(page)).toEqual(['首页']);
  await page.waitForURL(`${gateway.url}/home`);
  expect(await selectedTab(page)).toBe('首页');

  await page.reload();
  await waitForShell(page);
  expect(await tabTitles(page)).toEqual(['首页']);
  await context.close();
});

it('closing the selected tab goes to its left neighbour; the home tab has no close button', async () => {
  const { context, page } = await openSignedIn(browser, gateway.url, ADMIN);
  await waitForShell(page);
  await openFromMenu(page, '巡查管理', '巡查记录', '/patrolRecord');
  await openFromMenu(page, '巡查管理', '巡查图片', '/patrolImage');
  expect(
    await page
      .locator('.jt-page-tabs .semi-tabs-tab', { hasText: '首页' })
      .locator('.semi-tabs-tab-icon-close')
      .count(),
  ).toBe(0);
  await page
    .locator('.jt-page-tabs .semi-tabs-tab', { hasText: '巡查图片' })
    .locator('.semi-tabs-tab-icon-close')
    .click();
  await page.waitForURL(`${gateway.url}/patrolRecord`);
  await expect.poll(() => tabTitles(page)).toEqual(['首页', '巡查记录']);
  expect(await selectedTab(page)).toBe('巡查记录');
  await context.close();
});
