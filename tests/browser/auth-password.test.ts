// The forced password update (issue 5) in Chromium against the gateway's mock: first login →
// /update-password → sign in with the new password; an expired password (N days from
// password_config); the update's failure text; the user kept on /update-password until done.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ACCOUNTS,
  clickLogin,
  expectMessage,
  fillSignIn,
  mockAdmin,
  openLogin,
  screenshot,
  TENANT,
  unexpectedConsoleErrors,
} from './support/auth-helpers';
import { launchChromium } from './support/chromium';
import { type RunningGateway, startGateway } from './support/gateway';
import { watchPage } from './support/page-watch';

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

/** Satisfies jtdemo's rules: 8–20 characters, 4 character classes, no 4 keyboard neighbours. */
const NEW_PASSWORD = 'Lu#7Fen2Qy';

async function newPage(viewport = { width: 1920, height: 1080 }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  return { context, page, watch: watchPage(page) };
}

const input = (name: string) => `#update-password-${name}`;

describe('first login', () => {
  it('首次登录 → /update-password → 修改密码成功！ → /login → signs in with the new password', async () => {
    const { context, page, watch } = await newPage();
    await openLogin(page, gateway.url);
    await fillSignIn(page, ACCOUNTS.firstLogin);
    await clickLogin(page);
    await expectMessage(page, '首次登录，请修改后再重新登录！');
    await page.waitForURL(`${gateway.url}/update-password`);
    await expect(page.locator('.jt-update-password__title').innerText()).resolves.toBe('修改密码');
    await expect(page.locator('.jt-update-password__notice').innerText()).resolves.toBe(
      '首次登录，请修改后再重新登录！',
    );
    await expect(page.locator(input('tenantAccount')).inputValue()).resolves.toBe(TENANT);
    await expect(page.locator(input('tenantAccount')).getAttribute('readonly')).resolves.not.toBeNull();
    await expect(page.locator(input('userName')).inputValue()).resolves.toBe('firstlogin');
    await expect(page.evaluate(() => localStorage.getItem('jtToken'))).resolves.toBeNull();

    // The rule tooltip lists the tenant's rules from getUserPasswordRule.
    await page.locator(input('newPassword')).focus();
    const rules = page.locator('.jt-update-password__rules li');
    await rules.first().waitFor({ state: 'visible' });
    expect(await rules.count()).toBeGreaterThanOrEqual(3);

    // Empty fields: the §5 texts, on submit.
    await page.locator('.jt-update-password button[type="submit"]').click();
    await expect(page.locator('.jt-update-password__error').allInnerTexts()).resolves.toEqual([
      '请输入原密码',
      '请输入新密码',
    ]);

    // A wrong old password: 修改失败：{server message}.
    await page.locator(input('oldPassword')).fill('Not#The0ld');
    await page.locator(input('newPassword')).fill(NEW_PASSWORD);
    await page.locator('.jt-update-password button[type="submit"]').click();
    await expectMessage(page, '修改失败：与原密码不符!');

    await page.locator(input('oldPassword')).fill(ACCOUNTS.firstLogin.password);
    await page.locator('.jt-update-password button[type="submit"]').click();
    await expectMessage(page, '修改密码成功！');
    await page.waitForURL(`${gateway.url}/login`);

    await fillSignIn(page, { userName: 'firstlogin', password: NEW_PASSWORD });
    await clickLogin(page);
    await expectMessage(page, '登录成功！');
    await page.waitForURL((url) => url.pathname !== '/login');
    expect(unexpectedConsoleErrors(watch.consoleErrors, [401])).toEqual([]);
    await context.close();
  });

  for (const viewport of [
    { width: 1920, height: 1080 },
    { width: 1366, height: 768 },
  ]) {
    it(`draws /update-password at ${viewport.width}x${viewport.height}`, async () => {
      const { context, page } = await newPage(viewport);
      await openLogin(page, gateway.url);
      await fillSignIn(page, ACCOUNTS.firstLogin);
      await clickLogin(page);
      await page.waitForURL(`${gateway.url}/update-password`);
      await page.locator(input('newPassword')).focus();
      await page.locator('.jt-update-password__rules li').first().waitFor({ state: 'visible' });
      await page.waitForTimeout(1800);
      const card = await page.locator('.jt-update-password__card').boundingBox();
      expect(card && card.y >= 0 && card.y + card.height <= viewport.height).toBe(true);
      await screenshot(page, `auth-update-password-${viewport.width}x${viewport.height}`);
      await context.close();
    });
  }

  it('keeps the user on /update-password until the password is changed; 取消 goes to /home', async () => {
    const { context, page } = await newPage();
    await openLogin(page, gateway.url);
    await fillSignIn(page, ACCOUNTS.firstLogin);
    await clickLogin(page);
    await page.waitForURL(`${gateway.url}/update-password`);
    await page.locator('.jt-update-password button', { hasText: '取消' }).click();
    // /home is refused while the change is pending: back on /update-password.
    await page.waitForURL(`${gateway.url}/update-password`);
    await page.goto(`${gateway.url}/system/user`);
    await page.waitForURL(`${gateway.url}/update-password`);
    await page.locator('.jt-update-password__title').waitFor();
    await context.close();
  });
});

describe('an expired password', () => {
  it('密码已使用N天 with N from password_config, then /update-password', async () => {
    const config = await mockAdmin<{ values: Record<string, string> }>(
      gateway.url,
      'PATCH',
      '/__mock/configs/password_config',
      { password_expire_period: '30' },
    );
    expect(config.values.password_expire_period).toBe('30');
    const { context, page } = await newPage();
    await openLogin(page, gateway.url);
    await fillSignIn(page, ACCOUNTS.expiredPassword);
    await clickLogin(page);
    await expectMessage(page, '密码已使用30天，请修改后再重新登录！');
    await page.waitForURL(`${gateway.url}/update-password`);
    await expect(page.locator('.jt-update-password__notice').innerText()).resolves.toBe(
      '密码已使用30天，请修改后再重新登录！',
    );
    await context.close();
  });

  it('the weak initial password: 初始密码强度较弱，请修改后再重新登录！', async () => {
    const { context, page } = await newPage();
    await openLogin(page, gateway.url);
    await fillSignIn(page, { userName: 'weakpwd', password: '123456' });
    await clickLogin(page);
    await expectMessage(page, '初始密码强度较弱，请修改后再重新登录！');
    await page.waitForURL(`${gateway.url}/update-password`);
    await context.close();
  });
});

describe('the second system sign-in (/sysLogin)', () => {
  it('is the same page without the password-validation flag: the status is said, no redirect', async () => {
    const { context, page } = await newPage();
    await openLogin(page, gateway.url, '/sysLogin');
    await fillSignIn(page, ACCOUNTS.firstLogin);
    await clickLogin(page);
    await expectMessage(page, '首次登录，请修改后再重新登录！');
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/sysLogin');
    await fillSignIn(page, ACCOUNTS.admin);
    await clickLogin(page);
    await page.waitForURL(`${gateway.url}/home`);
    await context.close();
  });
});

describe('accounts that cannot sign in', () => {
  it('account status 1 and 2 give the §8 texts', async () => {
    const { context, page } = await newPage();
    await openLogin(page, gateway.url);
    await fillSignIn(page, { userName: 'expiredacct', password: 'Expired@12345' });
    await clickLogin(page);
    await expectMessage(page, '账号已达有效期，无法登录！');
    await fillSignIn(page, { userName: 'disabled', password: 'Disabled@12345' });
    await clickLogin(page);
    await expectMessage(page, '账号已停用，无法登录！');
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });
});
