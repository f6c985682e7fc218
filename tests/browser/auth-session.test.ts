// A session kicked out by a second sign-in of the same user (issue 5, seed 000 §4): two browser
// contexts against the gateway's mock; the first one's next call answers 403 error.user.kickOut.
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
import { type RunningGateway, startGateway } from './support/gateway';

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

async function signedInAdmin(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await openLogin(page, gateway.url);
  await fillSignIn(page, ACCOUNTS.admin);
  await clickLogin(page);
  await page.waitForURL(`${gateway.url}/home`);
  await page.waitForLoadState('networkidle');
  return { context, page };
}

describe('kick-out', () => {
  it('a second sign-in elsewhere ends the first session: message, ticket and portal token gone, /login', async () => {
    const first = await signedInAdmin();
    await first.page.evaluate(() => {
      sessionStorage.setItem('ticket', 'ST-from-the-portal');
      sessionStorage.setItem('portalToken', 'PT-from-the-portal');
    });
    const firstToken = await first.page.evaluate(() => localStorage.getItem('jtToken'));

    const second = await signedInAdmin();
    const secondToken = await second.page.evaluate(() => localStorage.getItem('jtToken'));
    expect(secondToken).not.toBe(firstToken);

    // The first browser's next call answers 403 kick-out.
    await first.page.reload();
    await expectMessage(first.page, '您的账号已在其他地方登录，请重新登录');
    await first.page.waitForURL(`${gateway.url}/login`);
    const left = await first.page.evaluate(() => ({
      local: Object.keys(localStorage).filter((key) => key !== 'vuex-app'),
      state: JSON.parse(localStorage.getItem('vuex-app') ?? '{}') as {
        menuList?: unknown[];
        userInfo?: unknown;
      },
      ticket: sessionStorage.getItem('ticket'),
      portalToken: sessionStorage.getItem('portalToken'),
    }));
    expect(left.local).toEqual([]);
    expect(left.state.menuList ?? []).toEqual([]);
    expect(left.state.userInfo ?? null).toBeNull();
    expect(left.ticket).toBeNull();
    expect(left.portalToken).toBeNull();

    // The second session goes on.
    await second.page.reload();
    await second.page.waitForURL(`${gateway.url}/home`);
    await expect(second.page.evaluate(() => localStorage.getItem('jtToken'))).resolves.toBe(secondToken);
    await first.context.close();
    await second.context.close();
  });

  it('another 403: the server message for 3 s, the session stays', async () => {
    const { context, page } = await signedInAdmin();
    await mockAdmin(gateway.url, 'POST', '/__mock/faults', {
      operationId: 'getCurrentUserDetail',
      kind: 'status',
      status: 403,
      example: 'noRight',
      // The shell may read the user again on its own just before the reload: enough for both.
      times: 3,
    });
    await page.reload();
    await expectMessage(page, '没有访问该资源的权限，请联系管理员');
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/home');
    await expect(page.evaluate(() => localStorage.getItem('jtToken'))).resolves.toMatch(/^Bearer /);
    await context.close();
  });
});
