// The lockout and the captcha (issue 5) in Chromium against the gateway's mock: wrong passwords
// until the captcha is required, then until the lock with the remaining time; the puzzle solved
// by mouse and by touch, click-word and the text captcha solved with the QA answer of the captcha
// on screen; the widget's failure, and its lock after the maximum of failed checks.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ACCOUNTS,
  clickLogin,
  dragPuzzle,
  expectMessage,
  fillSignIn,
  latestCaptchaAnswer,
  mockAdmin,
  openLogin,
  screenshot,
  solveClickWord,
  solvePuzzle,
  unexpectedConsoleErrors,
  waitForCaptchaPopup,
  withLayout,
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
  // AJ-Captcha counts gets and failures per browser (IP + user agent), the same for every test.
  await mockAdmin(gateway.url, 'DELETE', '/__mock/captcha/counters');
});

/**
 * Waits until the widget shows an image other than `previous` and its handle is back at the start
 * of the bar (after a refresh it slides back for 0.3 s).
 */
async function waitForNewImage(page: Page, previous: string | null): Promise<void> {
  await page.waitForFunction((src) => {
    const image = document.querySelector('.jt-verify__image > img');
    const handle = document.querySelector('.jt-verify__handle');
    const bar = document.querySelector('.jt-verify__bar');
    if (image === null || image.getAttribute('src') === src) return false;
    if (handle === null || bar === null) return true;
    return Math.abs(handle.getBoundingClientRect().left - bar.getBoundingClientRect().left) < 2;
  }, previous);
}

const imageSource = (page: Page) => page.locator('.jt-verify__image > img').getAttribute('src');

async function newPage(viewport = { width: 1920, height: 1080 }, options: { hasTouch?: boolean } = {}) {
  const context = await browser.newContext({ viewport, ...options });
  const page = await context.newPage();
  const logins: Array<Record<string, string>> = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/component/system/login')) logins.push(request.headers());
  });
  return { context, page, logins, watch: watchPage(page) };
}

const wrong = (n: number) => `登录失败，用户名，密码或验证码错误，您还有 ${n} 尝试机会！`;

async function wrongPassword(page: Page, attemptsLeft: number): Promise<void> {
  await page.locator('.jt-login input[aria-label="请输入密码"]').fill(`Wrong#${attemptsLeft}`);
  await clickLogin(page);
  await expectMessage(page, wrong(attemptsLeft));
}

/** Opens the popup, solves the puzzle and waits for the sign-in it sends. */
async function passPuzzle(page: Page): Promise<void> {
  await clickLogin(page);
  await waitForCaptchaPopup(page);
  await solvePuzzle(page, gateway.url);
  await page.locator('.jt-verify__tip--success').waitFor({ state: 'visible' });
}

describe('the lockout with the slide puzzle (captcha_type 1, captcha after 3 failures, lock at 5)', () => {
  it('requires the captcha after 3 failures, then locks with the remaining time', async () => {
    const { context, page, logins, watch } = await newPage();
    await openLogin(page, gateway.url);
    await fillSignIn(page, { userName: 'admin', password: 'x' });
    await wrongPassword(page, 4);
    await wrongPassword(page, 3);
    await wrongPassword(page, 2);
    expect(logins).toHaveLength(3);
    expect(
      logins.every((headers) => headers.codestatus === 'false' && headers.captchaverification === ''),
    ).toBe(true);

    // 5 − 2 ≥ 3: the next submit opens the 请完成安全验证 popup instead of signing in.
    await page.locator('.jt-login input[aria-label="请输入密码"]').fill('Wrong#1');
    await clickLogin(page);
    await waitForCaptchaPopup(page);
    await page.waitForTimeout(300);
    await screenshot(page, 'auth-captcha-popup-1920x1080');
    expect(logins).toHaveLength(3);
    await solvePuzzle(page, gateway.url);
    const success = page.locator('.jt-verify__tip--success');
    await success.waitFor({ state: 'visible' });
    expect(await success.innerText()).toMatch(/^\d+\.\d{2}s验证成功$/);
    await expectMessage(page, wrong(1));
    expect(logins).toHaveLength(4);
    expect(logins[3]).toMatchObject({ codestatus: 'true' });
    expect(logins[3]?.captchaverification?.length).toBeGreaterThan(20);
    // The popup closes 1.5 s after the pass.
    await page.locator('.jt-captcha-box').waitFor({ state: 'detached' });

    // The fifth failure locks the account for lockoutTime (3600 s).
    await page.locator('.jt-login input[aria-label="请输入密码"]').fill('Wrong#0');
    await passPuzzle(page);
    await expectMessage(page, '登录失败，您的账号已被锁定，请在1小时后重试！');

    // Locked: even the right password is refused, with the time left.
    await page.locator('.jt-captcha-box').waitFor({ state: 'detached' });
    await page.locator('.jt-login input[aria-label="请输入密码"]').fill(ACCOUNTS.admin.password);
    await passPuzzle(page);
    await page.locator('.semi-toast-content-text', { hasText: '您的账号已被锁定' }).last().waitFor();
    const texts = await page.locator('.semi-toast-content-text').allInnerTexts();
    expect(
      texts.some((text) => /^登录失败，您的账号已被锁定，请在(1小时|59分钟\d{1,2}秒)后重试！$/.test(text)),
    ).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(unexpectedConsoleErrors(watch.consoleErrors, [401])).toEqual([]);
    await context.close();
  });

  it('shows the popup at 1366x768 at its real size, over the scaled page', async () => {
    await mockAdmin(gateway.url, 'PATCH', '/__mock/sign-in-policy', { captchaAttempts: 0 });
    const { context, page } = await newPage({ width: 1366, height: 768 });
    await openLogin(page, gateway.url);
    await fillSignIn(page, ACCOUNTS.admin);
    await clickLogin(page);
    await waitForCaptchaPopup(page);
    await page.waitForTimeout(300);
    const image = await page.locator('.jt-captcha-box .jt-verify__image').boundingBox();
    expect(image?.width).toBe(310);
    expect(image?.height).toBe(155);
    await screenshot(page, 'auth-captcha-popup-1366x768');
    await context.close();
  });

  it('asks nothing before the first try: a server that demands the captcha (3 failures so far) gets it on the next submit', async () => {
    await mockAdmin(gateway.url, 'PATCH', '/__mock/users/jtdemo/admin', { failedAttempts: 3 });
    const { context, page, logins } = await newPage();
    const authenticatedCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/system/getCountKeyValue'))
        authenticatedCalls.push(request.url());
    });
    await openLogin(page, gateway.url);
    await fillSignIn(page, ACCOUNTS.admin);
    await clickLogin(page);
    // The 4th try carries no captcha: the gateway refuses it (error.captcha.header.missing).
    await expectMessage(page, '登录失败，用户名、密码或验证码错误！');
    expect(logins).toHaveLength(1);
    await clickLogin(page);
    await waitForCaptchaPopup(page);
    expect(logins).toHaveLength(1);
    await solvePuzzle(page, gateway.url);
    await page.waitForURL(`${gateway.url}/home`);
    expect(authenticatedCalls).toEqual([]);
    await context.close();
  });

  it('solves the puzzle by touch', async () => {
    await mockAdmin(gateway.url, 'PATCH', '/__mock/sign-in-policy', { captchaAttempts: 0 });
    const { context, page } = await newPage({ width: 1366, height: 768 }, { hasTouch: true });
    await openLogin(page, gateway.url);
    await fillSignIn(page, ACCOUNTS.admin);
    await clickLogin(page);
    await waitForCaptchaPopup(page);
    const answer = await latestCaptchaAnswer(gateway.url, 'blockPuzzle');
    const box = await page.locator('.jt-verify__handle').boundingBox();
    if (!box) throw new Error('no handle');
    const cdp = await context.newCDPSession(page);
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let i = 1; i <= 10; i++)
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: x + ((answer.x ?? 0) * i) / 10, y }],
      });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.locator('.jt-verify__tip--success').waitFor({ state: 'visible' });
    await page.waitForURL(`${gateway.url}/home`);
    await context.close();
  });
});

describe('the widget', () => {
  it('emits the verification 1 s after the pass: the sign-in starts then', async () => {
    await mockAdmin(gateway.url, 'PATCH', '/__mock/sign-in-policy', { captchaAttempts: 0 });
    const { context, page } = await newPage();
    const sentAt: number[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/component/system/login')) sentAt.push(Date.now());
    });
    await openLogin(page, gateway.url);
    await fillSignIn(page, ACCOUNTS.admin);
    await clickLogin(page);
    await waitForCaptchaPopup(page);
    await solvePuzzle(page, gateway.url);
    await page.locator('.jt-verify__tip--success').waitFor({ state: 'visible' });
    const passedAt = Date.now();
    await page.waitForURL(`${gateway.url}/home`);
    expect(sentAt).toHaveLength(1);
    expect((sentAt[0] ?? 0) - passedAt).toBeGreaterThanOrEqual(800);
    await context.close();
  });

  it('repCode 6201 on get: the images are cleared and repMsg is shown', async () => {
    await mockAdmin(gateway.url, 'PATCH', '/__mock/sign-in-policy', { captchaAttempts: 0 });
    await mockAdmin(gateway.url, 'PUT', '/__mock/captcha/limits', { enabled: true, getMinuteLimit: 1 });
    try {
      const { context, page } = await newPage();
      await openLogin(page, gateway.url);
      await fillSignIn(page, ACCOUNTS.admin);
      await clickLogin(page);
      await waitForCaptchaPopup(page);
      await page.locator('.jt-verify__refresh').click();
      const tip = page.locator('.jt-verify__tip--error');
      await tip.waitFor({ state: 'visible' });
      expect(await tip.innerText()).toBe('get接口请求次数超限，请稍后再试!');
      expect(await page.locator('.jt-verify__image > img').count()).toBe(0);
      expect(await page.locator('.jt-verify__piece').count()).toBe(0);
      await context.close();
    } finally {
      await mockAdmin(gateway.url, 'PUT', '/__mock/captcha/limits', { getMinuteLimit: 30 });
    }
  });

  it('inline (a captcha slot tall enough): solved in the form, then the sign-in goes on by itself', async () => {
    await mockAdmin(gateway.url, 'PATCH', '/__mock/sign-in-policy', { captchaAttempts: 0 });
    const { context, page, logins } = await newPage();
    await withLayout(page, (components) =>
      components.map((component) =>
        component.component === 'captcha' ? { ...component, h: 210 } : component,
      ),
    );
    await openLogin(page, gateway.url);
    await fillSignIn(page, ACCOUNTS.admin);
    const inline = page.locator('[data-field="captcha"] .jt-verify[data-captcha="blockPuzzle"]');
    await inline.locator('.jt-verify__image > img').waitFor({ state: 'visible' });
    expect(await page.locator('.jt-captcha-box').count()).toBe(0);
    await clickLogin(page);
    await expectMessage(page, '请完成安全验证');
    expect(logins).toHaveLength(0);
    await solvePuzzle(page, gateway.url);
    await inline.locator('.jt-verify__tip--success').waitFor({ state: 'visible' });
    await page.waitForURL(`${gateway.url}/home`);
    expect(logins).toHaveLength(1);
    await context.close();
  });

  it('a wrong position: 验证失败, then a new image after 1 s', async () => {
    await mockAdmin(gateway.url, 'PATCH', '/__mock/sign-in-policy', { captchaAttempts: 0 });
    const { context, page } = await newPage();
    await openLogin(page, gateway.url);
    await fillSignIn(page, ACCOUNTS.admin);
    await clickLogin(page);
    await waitForCaptchaPopup(page);
    const first = await latestCaptchaAnswer(gateway.url, 'blockPuzzle');
    const firstImage = await imageSource(page);
    await dragPuzzle(page, (first.x ?? 0) > 150 ? 10 : 250);
    const tip = page.locator('.jt-verify__tip--error');
    await tip.waitFor({ state: 'visible' });
    expect(await tip.innerText()).toBe('验证失败');
    const failedAt = Date.now();
    await waitForNewImage(page, firstImage);
    expect(Date.now() - failedAt).toBeGreaterThanOrEqual(800);
    const second = await latestCaptchaAnswer(gateway.url, 'blockPuzzle');
    expect(second.token).not.toBe(first.token);
    await solvePuzzle(page, gateway.url);
    await page.waitForURL(`${gateway.url}/home`);
    await context.close();
  });

  it('after captcha_max_attempts failures the box closes and stays locked for verify_code_forbidden_time', async () => {
    await mockAdmin(gateway.url, 'PATCH', '/__mock/sign-in-policy', { captchaAttempts: 0 });
    await mockAdmin(gateway.url, 'PATCH', '/__mock/configs/captcha_config', {
      captcha_max_attempts: '2',
      verify_code_forbidden_time: '3',
    });
    const { context, page } = await newPage();
    await openLogin(page, gateway.url);
    await fillSignIn(page, ACCOUNTS.admin);
    await clickLogin(page);
    await waitForCaptchaPopup(page);
    for (let i = 0; i < 2; i++) {
      const answer = await latestCaptchaAnswer(gateway.url, 'blockPuzzle');
      const before = await imageSource(page);
      await dragPuzzle(page, (answer.x ?? 0) > 150 ? 10 : 250);
      if (i === 0) await waitForNewImage(page, before);
    }
    await page.locator('.jt-captcha-box').waitFor({ state: 'detached' });
    await expectMessage(page, '接口验证失败数过多，请稍后再试');
    const lockedAt = Date.now();
    await clickLogin(page);
    await page.waitForTimeout(300);
    expect(await page.locator('.jt-captcha-box').count()).toBe(0);
    // After the forbidden period the attempts reset and the popup opens again.
    await page.waitForTimeout(Math.max(0, 3200 - (Date.now() - lockedAt)));
    await clickLogin(page);
    await waitForCaptchaPopup(page);
    await solvePuzzle(page, gateway.url);
    await page.waitForURL(`${gateway.url}/home`);
    await context.close();
  });
});

describe('the other captcha types', () => {
  it('click-word (captcha_type 2): three clicks in order pass it', async () => {
    await mockAdmin(gateway.url, 'PATCH', '/__mock/sign-in-policy', { captchaAttempts: 0, captchaType: '2' });
    const { context, page, logins } = await newPage();
    await openLogin(page, gateway.url);
    await fillSignIn(page, ACCOUNTS.admin);
    await clickLogin(page);
    await waitForCaptchaPopup(page);
    const prompt = await page.locator('.jt-verify[data-captcha="clickWord"] .jt-verify__explain').innerText();
    const answer = await latestCaptchaAnswer(gateway.url, 'clickWord');
    expect(prompt).toBe(`请依次点击【${(answer as unknown as { wordList: string[] }).wordList.join(',')}】`);
    await screenshot(page, 'auth-captcha-click-word-1920x1080');
    await solveClickWord(page, gateway.url);
    expect(await page.locator('.jt-verify__dot').allInnerTexts()).toEqual(['1', '2', '3']);
    await page.locator('.jt-verify[data-status="success"]').waitFor();
    expect(await page.locator('.jt-verify__explain').innerText()).toMatch(/^\d+\.\d{2}s验证成功$/);
    await page.waitForURL(`${gateway.url}/home`);
    expect(logins[0]?.captchaverification?.length).toBeGreaterThan(20);
    await context.close();
  });

  it('the text captcha (captcha_type 0): required, no Chinese, the typed code signs in', async () => {
    await mockAdmin(gateway.url, 'PATCH', '/__mock/sign-in-policy', { captchaAttempts: 0, captchaType: '0' });
    const { context, page, logins } = await newPage();
    await openLogin(page, gateway.url);
    const code = page.locator('.jt-login input[aria-label="请输入验证码"]');
    await code.waitFor({ state: 'visible' });
    await page.locator('.jt-login-code__image img').waitFor({ state: 'visible' });
    await fillSignIn(page, ACCOUNTS.admin);
    await clickLogin(page);
    await expect(page.locator('[data-field="captcha"] [role="alert"]').innerText()).resolves.toBe(
      '请输入验证码',
    );
    await code.fill('验证');
    await clickLogin(page);
    await expectMessage(page, '登录失败，验证码不允许存在中文！');
    expect(logins).toHaveLength(0);
    const answer = await mockAdmin<{ key: string; code: string }>(
      gateway.url,
      'GET',
      '/__mock/captcha/latest?captchaType=numberCode',
    );
    await code.fill(answer.code.toLowerCase());
    await clickLogin(page);
    await page.waitForURL(`${gateway.url}/home`);
    expect(logins[0]).toMatchObject({
      jtcaptchakey: answer.key,
      jtcaptcha: answer.code.toLowerCase(),
      codestatus: 'true',
    });
    await context.close();
  });

  it('the text captcha is refreshed after a failed sign-in', async () => {
    await mockAdmin(gateway.url, 'PATCH', '/__mock/sign-in-policy', { captchaAttempts: 0, captchaType: '0' });
    const { context, page } = await newPage();
    await openLogin(page, gateway.url);
    await page.locator('.jt-login-code__image img').waitFor({ state: 'visible' });
    const before = await page.locator('.jt-login-code__image img').getAttribute('src');
    await fillSignIn(page, { userName: 'admin', password: 'Wrong#1' });
    await page.locator('.jt-login input[aria-label="请输入验证码"]').fill('zzzz');
    await clickLogin(page);
    await page.locator('.semi-toast-content-text').first().waitFor();
    await page.waitForFunction(
      (previous) => document.querySelector('.jt-login-code__image img')?.getAttribute('src') !== previous,
      before,
    );
    await expect(page.locator('.jt-login input[aria-label="请输入验证码"]').inputValue()).resolves.toBe('');
    await context.close();
  });
});
