// The signed-in path when the server fails (issue 18, seed 000 §4, §8): each fault is injected on
// the menu call through the mock's QA controls while admin signs in through the form; the §8 text
// is on screen exactly once, the menu is asked for once, and the home page does not pretend the
// account has no menu. Also: a clean console from /login to home with nothing authenticated asked
// before the sign-in, local storage empty after logout, and no role name on home or 个人中心.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ACCOUNTS,
  clickLogin,
  expectMessage,
  fillSignIn,
  mockAdmin,
  openLogin,
} from './support/auth-helpers';
import { launchChromium } from './support/chromium';
import {
  callSettled,
  clearFaults,
  type Fault,
  injectFault,
  messageCount,
  recordApiCalls,
  recordCalls,
  signInThroughForm,
} from './support/faults';
import { type RunningGateway, startGateway } from './support/gateway';
import { watchPage } from './support/page-watch';
import { ADMIN, apiSignIn, clickSettled } from './support/shell-session';

const MENU_PATH = '/api/component/function/getPlatformMenuTree';
const NETWORK_ERROR = '网络连接错误，请检查网络环境！';
const TIMEOUT = '网络连接超时，请重试！';
const FALLBACK = '未知错误，请联系程序员';
const SESSION_EXPIRED = '身份认证信息已失效，请重新登录。';
const NO_MENU = '当前账号暂无可用的功能菜单';

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

beforeEach(async () => {
  await mockAdmin(gateway.url, 'POST', '/__mock/reset');
});

async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'zh-CN' });
  return { context, page: await context.newPage() };
}

/**
 * What the mock answers the menu call with this fault, read with a token of its own before the
 * browser signs in (the browser's sign-in then ends that session): the text the user must see is
 * the server's message (Problem detail, or msg of a 444).
 */
async function serverMessageOf(
  fault: Fault,
  pick: (body: Record<string, string | undefined>) => string | undefined = (body) => body.detail ?? body.msg,
): Promise<string> {
  const token = await apiSignIn(gateway.url, ADMIN);
  await injectFault(gateway.url, { ...fault, times: 1 });
  const response = await fetch(`${gateway.url}${MENU_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify({ resourceId: '0' }),
  });
  expect(response.status).toBe(fault.status);
  const text = pick((await response.json()) as Record<string, string | undefined>) ?? '';
  expect(text).not.toBe('');
  return text;
}

/** Signs in through the form with `fault` on the menu call; returns the page and its menu calls. */
async function signInWithMenuFault(fault: Fault) {
  const { context, page } = await newPage();
  const menuCalls = recordCalls(page, MENU_PATH);
  const menuAnswered = callSettled(page, MENU_PATH);
  await injectFault(gateway.url, fault);
  await signInThroughForm(page, gateway.url);
  await menuAnswered;
  return { context, page, menuCalls };
}

/** The message is on screen once, the menu was asked for once, and home says the menu is unread. */
/**
 * Whether each popup message with exactly `text` on screen is of the error type, read in one go:
 * a 1.5 s message may be gone by a second look on a busy machine.
 */
function toldAsErrors(page: Page, text: string): Promise<boolean[]> {
  return page.evaluate(
    (told) =>
      Array.from(document.querySelectorAll('.semi-toast-content-text'))
        .filter((element) => element.textContent === told)
        .map((element) => element.closest('.semi-toast-error') !== null),
    text,
  );
}

/** The message told once (and whether as an error), then home's offer to read the menu again. */
async function expectToldOnce(page: Page, menuCalls: readonly unknown[], text: string): Promise<boolean[]> {
  await expectMessage(page, text);
  const told = await toldAsErrors(page, text);
  expect(told).toHaveLength(1);
  await page.waitForURL(`${gateway.url}/home`);
  await page.getByText('功能菜单未能读取').waitFor();
  expect(await page.getByText(NO_MENU).count()).toBe(0);
  expect(menuCalls).toHaveLength(1);
  return told;
}

describe('a fault on the menu call at sign-in (seed 000 §8)', () => {
  it('HTTP 500: the server message, once, as an error; one menu call; home offers to read it again', async () => {
    const text = await serverMessageOf({ operationId: 'getPlatformMenuTree', kind: 'status', status: 500 });
    const { context, page, menuCalls } = await signInWithMenuFault({
      operationId: 'getPlatformMenuTree',
      kind: 'status',
      status: 500,
    });
    // Error type, 1.5 s.
    expect(await expectToldOnce(page, menuCalls, text)).toEqual([true]);
    const shownAt = Date.now();
    await page.locator('.semi-toast-content-text', { hasText: text }).waitFor({ state: 'detached' });
    expect(Date.now() - shownAt).toBeLessThan(3000);
    // Read again on demand: the menu is there.
    await page.getByRole('button', { name: '重新读取' }).click();
    await page.locator('.jt-home__shortcut').first().waitFor();
    expect(menuCalls).toHaveLength(2);
    await context.close();
  });

  it('a broken JSON answer: the fallback text', async () => {
    const { context, page, menuCalls } = await signInWithMenuFault({
      operationId: 'getPlatformMenuTree',
      kind: 'malformed',
    });
    await expectToldOnce(page, menuCalls, FALLBACK);
    await context.close();
  });

  it('no connection: the network text', async () => {
    // Chromium sends a request again when a kept-alive connection closes without an answer (once
    // per idle connection it tries): every attempt of this one call is dropped until it gives up.
    const { context, page, menuCalls } = await signInWithMenuFault({
      operationId: 'getPlatformMenuTree',
      kind: 'drop',
      times: 20,
    });
    await expectToldOnce(page, menuCalls, NETWORK_ERROR);
    await clearFaults(gateway.url);
    await context.close();
  });

  it('no answer in time: the timeout text', async () => {
    const { context, page } = await newPage();
    // The request timeout is 60 s: the page's clock is moved on once the menu call is waiting.
    await page.clock.install();
    const menuCalls = recordCalls(page, MENU_PATH);
    await injectFault(gateway.url, { operationId: 'getPlatformMenuTree', kind: 'timeout' });
    const sent = page.waitForRequest((request) => new URL(request.url()).pathname === MENU_PATH);
    await signInThroughForm(page, gateway.url);
    await sent;
    await page.clock.fastForward(61_000);
    await expectToldOnce(page, menuCalls, TIMEOUT);
    await context.close();
  });

  it('HTTP 403: the server message for 3 s, the session stays', async () => {
    const fault: Fault = {
      operationId: 'getPlatformMenuTree',
      kind: 'status',
      status: 403,
      example: 'noRight',
    };
    // A 403's message is its `message` (then detail, then title), as the HTTP layer reads it.
    const text = await serverMessageOf(fault, (body) => body.message ?? body.detail ?? body.title);
    const { context, page, menuCalls } = await signInWithMenuFault(fault);
    await expectToldOnce(page, menuCalls, text);
    const shownAt = Date.now();
    await page.locator('.semi-toast-content-text', { hasText: text }).waitFor({ state: 'detached' });
    expect(Date.now() - shownAt).toBeGreaterThan(1500);
    expect(new URL(page.url()).pathname).toBe('/home');
    await expect(page.evaluate(() => localStorage.getItem('jtToken'))).resolves.toMatch(/^Bearer /);
    await context.close();
  });

  it('HTTP 444: its msg', async () => {
    const text = await serverMessageOf({ operationId: 'getPlatformMenuTree', kind: 'status', status: 444 });
    const { context, page, menuCalls } = await signInWithMenuFault({
      operationId: 'getPlatformMenuTree',
      kind: 'status',
      status: 444,
    });
    await expectToldOnce(page, menuCalls, text);
    await context.close();
  });

  it('HTTP 401: the warning once, then /login after 2 s, signed out', async () => {
    const { context, page } = await newPage();
    const menuCalls = recordCalls(page, MENU_PATH);
    await injectFault(gateway.url, { operationId: 'getPlatformMenuTree', kind: 'status', status: 401 });
    await openLogin(page, gateway.url);
    // Timed in the page: when the warning appeared, and when the page came back to /login after
    // the sign-in had left it (the sign-in goes on to its destination meanwhile).
    await page.evaluate((text) => {
      const marks = { warnedAt: 0, leftAt: 0, backAt: 0 };
      Object.assign(window, { __marks: marks });
      new MutationObserver(() => {
        if (marks.warnedAt === 0 && document.body.innerText.includes(text))
          marks.warnedAt = performance.now();
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
      const timer = setInterval(() => {
        if (marks.leftAt === 0 && location.pathname !== '/login') marks.leftAt = performance.now();
        if (marks.leftAt !== 0 && location.pathname === '/login') {
          marks.backAt = performance.now();
          clearInterval(timer);
        }
      }, 10);
    }, SESSION_EXPIRED);
    await fillSignIn(page, ACCOUNTS.admin);
    await clickLogin(page);
    await page.locator('.semi-toast-warning', { hasText: SESSION_EXPIRED }).waitFor();
    expect(await messageCount(page, SESSION_EXPIRED)).toBe(1);
    await page.waitForFunction(
      () => (window as unknown as { __marks: { backAt: number } }).__marks.backAt > 0,
      null,
      {
        timeout: 8000,
      },
    );
    const marks = await page.evaluate(
      () => (window as unknown as { __marks: { warnedAt: number; backAt: number } }).__marks,
    );
    expect(marks.warnedAt).toBeGreaterThan(0);
    expect(marks.backAt - marks.warnedAt).toBeGreaterThanOrEqual(1900);
    await expect(page.evaluate(() => localStorage.getItem('jtToken'))).resolves.toBeNull();
    expect(menuCalls).toHaveLength(1);
    await context.close();
  });
});

describe('a fault at the sign-in call itself (seed 000 §8)', () => {
  const OTHER_ERROR = '登录失败，用户名、密码或验证码错误！';

  it('a gateway whose upstream is down (502, 503, 504) is another HTTP error', async () => {
    const { context, page } = await newPage();
    await openLogin(page, gateway.url);
    for (const status of [502, 503, 504]) {
      await injectFault(gateway.url, { operationId: 'systemLogin', kind: 'status', status });
      await signInThroughForm(page, gateway.url);
      await expectMessage(page, OTHER_ERROR);
      expect(await messageCount(page, NETWORK_ERROR)).toBe(0);
      await page.locator('.semi-toast-content-text', { hasText: OTHER_ERROR }).waitFor({ state: 'detached' });
    }
    await context.close();
  });

  it('no answer in time: the timeout text, not the wrong-password text, and the form is usable again', async () => {
    const { context, page } = await newPage();
    await page.clock.install();
    await injectFault(gateway.url, { operationId: 'systemLogin', kind: 'timeout' });
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/component/system/login'));
    await signInThroughForm(page, gateway.url);
    await sent;
    await page.clock.fastForward(61_000);
    await expectMessage(page, TIMEOUT);
    expect(await messageCount(page, OTHER_ERROR)).toBe(0);
    await expect(page.locator('.jt-login button[type="submit"]').innerText()).resolves.not.toContain(
      '正在登录中',
    );
    await context.close();
  });
});

describe('a healthy sign-in', () => {
  it('asks nothing authenticated on /login, keeps the console clean to home, and reads the menu once', async () => {
    const { context, page } = await newPage();
    const watch = watchPage(page);
    const apiCalls = recordApiCalls(page);
    const menuCalls = recordCalls(page, MENU_PATH);
    const documents: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'document')
        void response.text().then((html) => documents.push(html));
    });
    await openLogin(page, gateway.url);
    await page.waitForLoadState('networkidle');
    // The sign-in page's own copy of index.html asks at once for its two chunks, its own modules
    // and the libraries they import (apps/web/build/page-chunks.ts).
    expect(documents.join('')).toMatch(
      /<link rel="modulepreload" crossorigin href="\/assets\/sign-in-(?!shared-)[\w-]+\.js">/,
    );
    expect(documents.join('')).toMatch(
      /<link rel="modulepreload" crossorigin href="\/assets\/sign-in-shared-[\w-]+\.js">/,
    );
    // Leaving the user name asks the server nothing either.
    await page.locator('.jt-login input[aria-label="请输入用户名"]').fill('admin');
    await page.locator('.jt-login input[aria-label="请输入用户名"]').blur();
    await page.waitForLoadState('networkidle');
    const beforeSignIn = [...apiCalls];
    expect(beforeSignIn.length).toBeGreaterThan(0);
    expect(beforeSignIn.filter((call) => call.authorized)).toEqual([]);
    expect(beforeSignIn.map((call) => call.path)).not.toContain('/api/system/getCountKeyValue/admin');
    await signInThroughForm(page, gateway.url);
    await page.waitForURL(`${gateway.url}/home`);
    await page.locator('.jt-home__shortcut').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(watch.consoleErrors).toEqual([]);
    expect(watch.failedRequests).toEqual([]);
    expect(watch.preloadWarnings).toEqual([]);
    expect(menuCalls).toHaveLength(1);
    await context.close();
  });

  it('logout clears all local storage, vuex-app included, and it stays empty on /login', async () => {
    const { context, page } = await newPage();
    await signInThroughForm(page, gateway.url);
    await page.waitForURL(`${gateway.url}/home`);
    await page.locator('.jt-home__shortcut').first().waitFor();
    const before = await page.evaluate(() => Object.keys(localStorage).sort());
    expect(before).toEqual(expect.arrayContaining(['jtToken', 'vuex-app', 'user']));
    await page.locator('.jt-shell-header__user').click();
    await clickSettled(page.getByRole('menuitem', { name: '退出登录' }));
    await page.waitForURL(`${gateway.url}/login`);
    await page.waitForSelector('.jt-login button[type="submit"]');
    await page.waitForLoadState('networkidle');
    await expect(page.evaluate(() => Object.keys(localStorage))).resolves.toEqual([]);
    // Nothing comes back once the sign-in page has settled (its reads, its tabs, its state).
    await page.locator('.jt-login input[aria-label="请输入用户名"]').fill('someone');
    await page.waitForLoadState('networkidle');
    await expect(page.evaluate(() => Object.keys(localStorage))).resolves.toEqual([]);
    await context.close();
  });
});

describe('roles (seed 000 §6 "Role names are not shown")', () => {
  it('no role name on the home page or in 个人中心', async () => {
    const token = await apiSignIn(gateway.url, ADMIN);
    const detail = (await (
      await fetch(`${gateway.url}/api/component/user/getCurrentUserDetail`, {
        method: 'POST',
        headers: { authorization: token },
      })
    ).json()) as { data: { roleNames?: string } };
    const roles = (detail.data.roleNames ?? '').split(/[,，、]/).map((role) => role.trim());
    expect(roles.filter(Boolean).length).toBeGreaterThan(0);
    const { context, page } = await newPage();
    await signInThroughForm(page, gateway.url);
    await page.waitForURL(`${gateway.url}/home`);
    await page.locator('.jt-home__greeting').waitFor();
    const home = await page.locator('.jt-shell').innerText();
    await page.goto(`${gateway.url}/self-edit`);
    await page.locator('.jt-facts').waitFor();
    const selfEdit = await page.locator('.jt-shell').innerText();
    for (const role of roles.filter(Boolean)) {
      expect(home).not.toContain(role);
      expect(selfEdit).not.toContain(role);
    }
    expect(selfEdit).not.toContain('角色');
    await context.close();
  });
});
