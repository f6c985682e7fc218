// /customLogin 自定义登录页 (issue 15) as an administrator uses it: the form title's text changed
// and the login button dragged on the scaled canvas, saved and put in use; a signed-out visitor's
// /login then shows the new title at the new place. A layout without its login button is refused
// in the gateway's words.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium';
import { type RunningGateway, startGateway } from './support/gateway';
import { ADMIN, openSignedIn } from './support/shell-session';

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

const box = (page: Page, component: string) => page.locator(`[data-designer="${component}"]`);
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

async function designerOpen(viewport: { width: number; height: number }) {
  const opened = await openSignedIn(browser, gateway.url, ADMIN, { path: '/customLogin', viewport });
  await box(opened.page, 'loginButton')
    .waitFor({ timeout: 30_000 })
    .catch(async (error) => {
      await opened.page.screenshot({ path: 'test-results/page-designer-failed.png' });
      throw error;
    });
  return opened;
}

describe('/customLogin', () => {
  it('edits the form title, drags the login button, saves, sets it in use, and /login shows it', async () => {
    const { context, page } = await designerOpen({ width: 1920, height: 1080 });
    // The image layout is in use; the video one is edited and then put in use.
    await page.getByRole('combobox').first().click();
    await page.getByRole('option', { name: '登录页（视频背景）' }).click();
    await page.locator('.semi-select-option-list').waitFor({ state: 'detached' });
    await box(page, 'formTitle').click();
    await page.locator('.jt-designer__panel').getByText('formTitle', { exact: true }).waitFor();
    await field(page, '文字内容').fill('巡检平台登录');

    const button = await box(page, 'loginButton').boundingBox();
    if (!button) throw new Error('the login button is not on the canvas');
    const frame = await page.locator('.jt-designer__frame').boundingBox();
    if (!frame) throw new Error('the canvas is not on the page');
    const scale = frame.width / 1920;
    const start = { x: button.x + button.width / 2, y: button.y + button.height / 2 };
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x - 400 * scale, start.y + 100 * scale, { steps: 8 });
    await page.mouse.up();
    // Two arrow presses nudge it two design pixels further right.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const x = Number(await page.getByLabel('X', { exact: true }).inputValue());
    const y = Number(await page.getByLabel('Y', { exact: true }).inputValue());
    expect(Math.abs(x - (1290 - 400 + 2))).toBeLessThanOrEqual(2);
    expect(Math.abs(y - (672 + 100))).toBeLessThanOrEqual(2);
    await page.screenshot({ path: 'test-results/page-designer-1920x1080.png' });

    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByText('保存成功').waitFor();
    await page.getByRole('button', { name: '设为当前' }).click();
    await page.getByText('已设为当前').waitFor();
    await context.close();

    const visitor = await browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'zh-CN' });
    const login = await visitor.newPage();
    await login.goto(`${gateway.url}/login`);
    await login.getByText('巡检平台登录').waitFor({ timeout: 30_000 });
    const shown = await login.locator('.jt-login-button').boundingBox();
    expect(shown && Math.abs(shown.x - x)).toBeLessThanOrEqual(2);
    expect(shown && Math.abs(shown.y - y)).toBeLessThanOrEqual(2);
    await visitor.close();
  });

  it('refuses to save the layout without its login button in the gateway words (1366×768)', async () => {
    const { context, page } = await designerOpen({ width: 1366, height: 768 });
    await box(page, 'loginButton').click();
    await page.getByRole('button', { name: '删除组件' }).click();
    await expect(box(page, 'loginButton').count()).resolves.toBe(0);
    await page.screenshot({ path: 'test-results/page-designer-1366x768.png' });
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByText('登录页必须包含登录按钮').waitFor();
    await context.close();
  });
});
