// The shell's menu, routes, guard and assistant mount point (issue 6) in Chromium against the
// gateway's mock: admin, inspector and nomenu of tenant jtdemo, signed in through the API.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium';
import { type RunningGateway, startGateway } from './support/gateway';
import { watchPage } from './support/page-watch';
import {
  ADMIN,
  apiMenuTree,
  apiSignIn,
  clickSettled,
  INSPECTOR,
  NOMENU,
  openFromSidebar,
  openSignedIn,
  shownTopLevelTitles,
  sidebarTopLevelTitles,
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

const EMPTY_MENU_WARNING = '当前账号未设置菜单权限，请联系管理员处理!';

describe('the route guard', () => {
  it("sends a visitor without a token from a shell page to /login, without fetching that page's or the shell's chunks", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const { consoleErrors } = watchPage(page);
    const chunks: string[] = [];
    page.on('request', (request) => {
      const file = new URL(request.url()).pathname.split('/').pop() ?? '';
      if (/^(shell-|PatrolRecord)/.test(file)) chunks.push(file);
    });
    await page.goto(`${gateway.url}/patrolRecord`);
    await page.waitForURL(`${gateway.url}/login`);
    await page.waitForSelector('.jt-login button[type="submit"]');
    expect(await page.locator('.jt-shell').count()).toBe(0);
    expect(chunks).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('the route guard with a session', () => {
  it('keeps a user with a pending forced password change on /update-password', async () => {
    const context = await browser.newContext();
    await context.addInitScript(() => {
      sessionStorage.setItem(
        'jt-password-change',
        JSON.stringify({
          userName: 'firstlogin',
          tenantAccount: 'jtdemo',
          reason: 1,
          notice: '首次登录，请修改后再重新登录！',
        }),
      );
    });
    const page = await context.newPage();
    await page.goto(`${gateway.url}/home`);
    await page.waitForURL(`${gateway.url}/update-password`);
    expect(await page.locator('.jt-shell').count()).toBe(0);
    await context.close();
  });

  it('logs out from the header: session ended, storage and menu routes cleared, back on /login', async () => {
    const { context, page, token } = await openSignedIn(browser, gateway.url, ADMIN);
    await waitForShell(page);
    await openFromSidebar(page, gateway.url, '巡查管理', '巡查记录', '/patrolRecord');
    await page.locator('.jt-shell-header__user').click();
    await clickSettled(page.getByRole('menuitem', { name: '退出登录' }));
    await page.waitForURL(`${gateway.url}/login`);
    await expect.poll(() => page.evaluate(() => Object.keys(localStorage))).toEqual([]);
    expect(await page.locator('.jt-shell').count()).toBe(0);
    expect(await page.locator('[data-assistant-mount]').count()).toBe(0);
    const after = await fetch(`${gateway.url}/api/component/user/getCurrentUserDetail`, {
      method: 'POST',
      headers: { authorization: token },
    });
    expect(after.status).toBe(401);
    // Back to a menu page: no token and no menu route any more.
    await page.goto(`${gateway.url}/patrolRecord`);
    await page.waitForURL(`${gateway.url}/login`);
    await context.close();
  });
});

describe('admin', () => {
  it('sees every shown top-level entry of its menu, in order, under the default header title', async () => {
    const token = await apiSignIn(gateway.url, ADMIN);
    const expected = shownTopLevelTitles(await apiMenuTree(gateway.url, token));
    const { context, page, watch } = await openSignedIn(browser, gateway.url, ADMIN, { token });
    await waitForShell(page);
    expect(expected.length).toBeGreaterThan(5);
    expect(await sidebarTopLevelTitles(page)).toEqual(expected);
    expect(await page.locator('.jt-shell-header__title').innerText()).toBe('交通数字大脑');
    expect(await page.locator('.jt-shell-header__name').innerText()).toBe('王建国');
    expect(await tabTitles(page)).toEqual(['首页']);
    expect(watch.consoleErrors).toEqual([]);
    expect(watch.failedRequests).toEqual([]);
    await context.close();
  });

  it('opens a page from the menu in a tab, and the page names an entry this build does not have', async () => {
    // An administrator adds an entry whose url no page of this build has (菜单配置's call).
    const token = await apiSignIn(gateway.url, ADMIN);
    const saved = await fetch(`${gateway.url}/api/component/function/saveMenuEntry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify({
        parentId: '600',
        type: 'menu2',
        title: '桥梁监测',
        url: '/bridgeMonitor',
        isShow: '0',
        openType: '0',
      }),
    });
    expect(saved.status).toBe(200);
    const { context, page, watch } = await openSignedIn(browser, gateway.url, ADMIN, { token });
    await waitForShell(page);
    await openFromSidebar(page, gateway.url, '道路管理', '桥梁监测', '/bridgeMonitor');
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '桥梁监测']);
    await page.getByText('「桥梁监测」暂未在此版本中提供').waitFor();
    expect(await page.locator('.jt-side-menu .semi-navigation-item-selected').innerText()).toBe('桥梁监测');
    expect(await page.title()).toBe('桥梁监测 - 交通数字大脑');
    expect(watch.consoleErrors).toEqual([]);
    await context.close();
  });

  it("opens a page from the home page shortcuts; the config-driven table's chunks come with that page, not with the shell", async () => {
    const tableChunks: string[] = [];
    const { context, page } = await openSignedIn(browser, gateway.url, ADMIN, {
      prepare: async (context) => {
        context.on('request', (request) => {
          const file = new URL(request.url()).pathname.split('/').pop() ?? '';
          if (/^table-/.test(file)) tableChunks.push(file);
        });
      },
    });
    await waitForShell(page);
    await page.waitForLoadState('networkidle');
    // /home and the shell's frame (its notice bell included) need no Semi Table or DatePicker.
    expect(tableChunks).toEqual([]);
    await page.locator('.jt-home__shortcut', { hasText: '工单管理' }).click();
    await page.waitForURL(`${gateway.url}/workOrder`);
    await page.locator('.jt-work-orders .jt-config-table').waitFor();
    // …and a table page gets them in its two chunks (apps/web/build/page-chunks.ts), with their CSS.
    const scripts = tableChunks.filter((file) => file.endsWith('.js'));
    expect(scripts.some((file) => /^table-shared-/.test(file))).toBe(true);
    expect(scripts.some((file) => !/^table-shared-/.test(file))).toBe(true);
    await context.close();
  });

  it('opens an entry with openType 1 in a new window', async () => {
    const { context, page } = await openSignedIn(browser, gateway.url, ADMIN);
    await waitForShell(page);
    await clickSettled(page.locator('.jt-side-menu [data-menu-level="0"]', { hasText: '大屏展示' }));
    const popup = context.waitForEvent('page');
    await clickSettled(page.locator('.jt-side-menu [data-menu-level="1"]', { hasText: '病害巡检大屏' }));
    const opened = await popup;
    await opened.waitForURL(`${gateway.url}/gl-diseaseInspection`);
    expect(page.url()).toBe(`${gateway.url}/home`);
    expect(await tabTitles(page)).toEqual(['首页']);
    await context.close();
  });

  it('gets a route for a hidden entry and the 404 page for a path of no entry', async () => {
    const { context, page, token } = await openSignedIn(browser, gateway.url, ADMIN, {
      path: '/system/loginLog',
    });
    // Hidden from the sidebar, still a page of its own.
    await page.locator('section[aria-label="登录日志"] .jt-config-table').waitFor();
    expect(await page.locator('.jt-side-menu [data-menu-level="1"]', { hasText: '登录日志' }).count()).toBe(
      0,
    );
    await context.close();

    const again = await openSignedIn(browser, gateway.url, ADMIN, { path: '/no-such-page', token });
    await again.page.getByText('抱歉，您访问的页面不存在').waitFor();
    expect(again.page.url()).toBe(`${gateway.url}/no-such-page`);
    await again.context.close();
  });

  it('has the assistant mount point on shell pages (page.system.szr is held)', async () => {
    const { context, page } = await openSignedIn(browser, gateway.url, ADMIN);
    await waitForShell(page);
    expect(await page.locator('[data-assistant-mount]').count()).toBe(1);
    await page.goto(`${gateway.url}/self-edit`);
    await page.locator('.jt-self-edit').waitFor();
    expect(await page.locator('[data-assistant-mount]').count()).toBe(1);
    await context.close();
  });

  it('folds the sidebar to its icons and back', async () => {
    const { context, page } = await openSignedIn(browser, gateway.url, ADMIN);
    await waitForShell(page);
    const sidebar = page.locator('.jt-side-menu');
    expect(await sidebar.evaluate((element) => element.getBoundingClientRect().width)).toBe(224);
    const foldButton = page.locator('.jt-side-menu .semi-navigation-collapse-btn button');
    expect(await foldButton.innerText()).toBe('收起侧边栏');
    await clickSettled(foldButton);
    await expect.poll(() => sidebar.evaluate((element) => element.getBoundingClientRect().width)).toBe(60);
    expect(await page.locator('.jt-side-menu.semi-navigation-collapsed').count()).toBe(1);
    await clickSettled(foldButton);
    await expect.poll(() => sidebar.evaluate((element) => element.getBoundingClientRect().width)).toBe(224);
    await context.close();
  });

  it('hides the header and the sidebar when the app state says so (embedded login flags)', async () => {
    const { context, page } = await openSignedIn(browser, gateway.url, ADMIN, {
      appState: { headerHidden: true, sidebarHidden: true },
    });
    await waitForShell(page);
    await page.locator('.jt-home__shortcut').first().waitFor();
    expect(await page.locator('.jt-shell-header').count()).toBe(0);
    expect(await page.locator('.jt-side-menu').count()).toBe(0);
    expect(await tabTitles(page)).toEqual(['首页']);
    await context.close();
  });

  it('shows the configured title and the top menu when common_config asks for them', async () => {
    const patch = await fetch(`${gateway.url}/__mock/configs/common_config`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sys_title_name: '江宁公路养护管理平台', enable_top_menu: '0' }),
    });
    expect(patch.status).toBe(200);
    try {
      const { context, page } = await openSignedIn(browser, gateway.url, ADMIN);
      await waitForShell(page);
      expect(await page.locator('.jt-shell-header__title').innerText()).toBe('江宁公路养护管理平台');
      await clickSettled(page.locator('.jt-top-menu [data-top-menu-id="200"]'));
      // A group of the top menu fills the sidebar with its own entries and opens its first page.
      await page.waitForURL(`${gateway.url}/patrolRecord`);
      expect(await sidebarTopLevelTitles(page)).toEqual(['巡查记录', '巡查安排', '巡查图片', '行程轨迹']);
      await context.close();
    } finally {
      await fetch(`${gateway.url}/__mock/configs/common_config`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ sys_title_name: '交通数字大脑', enable_top_menu: '1' }),
      });
    }
  });
});

describe('inspector', () => {
  it('sees only its own entries and no assistant mount point', async () => {
    const adminTree = await apiMenuTree(gateway.url, await apiSignIn(gateway.url, ADMIN));
    const token = await apiSignIn(gateway.url, INSPECTOR);
    const expected = shownTopLevelTitles(await apiMenuTree(gateway.url, token));
    expect(expected).not.toEqual(shownTopLevelTitles(adminTree));

    const { context, page, watch } = await openSignedIn(browser, gateway.url, INSPECTOR, { token });
    await waitForShell(page);
    expect(await sidebarTopLevelTitles(page)).toEqual(expected);
    await clickSettled(page.locator('.jt-side-menu [data-menu-level="0"]', { hasText: '病害管理' }));
    await page.locator('.jt-side-menu [data-menu-level="1"]', { hasText: '历史对比' }).waitFor();
    expect(await page.locator('.jt-side-menu [data-menu-level="1"]').allInnerTexts()).toEqual([
      '病害管理',
      '历史对比',
    ]);
    expect(await page.locator('[data-assistant-mount]').count()).toBe(0);
    expect(await page.locator('.jt-shell-header__name').innerText()).toBe('李巡查');
    expect(watch.consoleErrors).toEqual([]);
    await context.close();
  });

  it('has no route for a page of the admin menu', async () => {
    const { context, page } = await openSignedIn(browser, gateway.url, INSPECTOR, { path: '/system/user' });
    await page.getByText('抱歉，您访问的页面不存在').waitFor();
    await context.close();
  });
});

describe('nomenu', () => {
  it('gets the empty-menu warning for 4 s and a shell without a menu', async () => {
    // Timed inside the page: a busy test machine notices the toast late, the page does not.
    const { context, page, watch } = await openSignedIn(browser, gateway.url, NOMENU, {
      prepare: async (ctx) => {
        await ctx.addInitScript((text) => {
          const times: { shown?: number; gone?: number } = {};
          (window as unknown as { toastTimes: typeof times }).toastTimes = times;
          new MutationObserver(() => {
            const present = (document.body?.innerText ?? '').includes(text);
            if (present && times.shown === undefined) times.shown = performance.now();
            if (!present && times.shown !== undefined && times.gone === undefined)
              times.gone = performance.now();
          }).observe(document, { childList: true, subtree: true, characterData: true });
        }, EMPTY_MENU_WARNING);
      },
    });
    const warning = page.getByText(EMPTY_MENU_WARNING);
    await warning.waitFor();
    await warning.waitFor({ state: 'detached', timeout: 8000 });
    const shownFor = await page.evaluate(() => {
      const { shown, gone } = (window as unknown as { toastTimes: { shown?: number; gone?: number } })
        .toastTimes;
      return shown !== undefined && gone !== undefined ? gone - shown : Number.NaN;
    });
    expect(shownFor).toBeGreaterThanOrEqual(3900);
    expect(shownFor).toBeLessThan(5000);
    await waitForShell(page);
    expect(await page.locator('.jt-side-menu').count()).toBe(0);
    await page.getByText('当前账号暂无可用的功能菜单').waitFor();
    expect(await page.locator('[data-assistant-mount]').count()).toBe(0);
    expect(watch.consoleErrors).toEqual([]);
    await context.close();
  });
});
