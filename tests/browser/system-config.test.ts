// 系统管理 › 通用配置, 地图配置, 数据字典 as an administrator uses them: a configuration saved is shown
// again after a reload and changes the screen that reads it (the shell's title and the sign-in
// form's SMS code; the map's session values), a bad value is refused at the field with nothing
// sent, and a dictionary item added is listed (seed 000 §2, §3, §7).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalBodies } from './support/assistant';
import { launchChromium } from './support/chromium';
import { type RunningGateway, startGateway } from './support/gateway';
import { ADMIN, clickSettled, openSignedIn } from './support/shell-session';

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

const section = (page: Page, title: string) => page.locator(`section[aria-label="${title}"]`);
const input = (page: Page, scope: string, key: string) =>
  section(page, scope).locator(`[x-field-id="${key}"] input`);

async function openPage(path: string, viewport = { width: 1920, height: 1080 }) {
  const opened = await openSignedIn(browser, gateway.url, ADMIN, { path, viewport });
  return opened;
}

describe('system configuration', () => {
  it('saves the system name and the SMS code switch: shown after a reload, in the header after signing in, on /login', async () => {
    const { context, page, watch } = await openPage('/system/config');
    const name = input(page, '系统信息', 'sys_title_name');
    await name.waitFor();
    expect(await name.inputValue()).toBe('交通数字大脑');
    await name.fill('江宁公路养护平台');
    const saved = page.waitForResponse((r) => r.url().includes('/saveConfig/common_config'));
    await section(page, '系统信息').getByRole('button', { name: '保存' }).click();
    expect((await saved).status()).toBe(200);
    await page.getByText('保存成功').first().waitFor();

    await section(page, '验证码配置').locator('[x-field-id="show_phone_code"]').getByText('开启').click();
    const captchaSaved = page.waitForResponse((r) => r.url().includes('/saveConfig/captcha_config'));
    await section(page, '验证码配置').getByRole('button', { name: '保存' }).click();
    expect((await captchaSaved).status()).toBe(200);
    await page.screenshot({ path: 'test-results/system-config-1920x1080.png' });

    await page.reload();
    await name.waitFor();
    expect(await name.inputValue()).toBe('江宁公路养护平台');
    expect(watch.consoleErrors).toEqual([]);
    await context.close();

    // The next sign-in reads common_config: the header carries the new name.
    const next = await openPage('/home', { width: 1366, height: 768 });
    await next.page.locator('.jt-shell-header__title', { hasText: '江宁公路养护平台' }).waitFor();
    await next.context.close();

    // The sign-in page reads captcha_config: show_phone_code '0' adds the phone sign-in tab.
    const context2 = await browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'zh-CN' });
    const login = await context2.newPage();
    await login.goto(`${gateway.url}/login`);
    await login.getByRole('tab').nth(1).waitFor();
    expect(await login.getByRole('tab').count()).toBe(2);
    await login.screenshot({ path: 'test-results/system-config-login-1920x1080.png' });
    await context2.close();
  });

  it('refuses a map centre outside China at the field, then saves one the next sign-in puts in the session', async () => {
    const { context, page } = await openPage('/system/mapConfig', { width: 1366, height: 768 });
    const centre = input(page, '地图配置', 'map_center');
    await centre.waitFor();
    await centre.fill('200,32');
    await section(page, '地图配置').getByRole('button', { name: '保存' }).click();
    await section(page, '地图配置').getByText('经度应在 73 到 136 之间').waitFor();
    await page.screenshot({ path: 'test-results/system-config-map-1366x768.png' });
    expect(await journalBodies(gateway.url, 'saveConfig')).not.toContainEqual(
      expect.arrayContaining([{ code: 'map_center', value: '200,32' }]),
    );

    await centre.fill('120.15507,30.274085');
    await input(page, '地图配置', 'current_area').fill('西湖区');
    const saved = page.waitForResponse((r) => r.url().includes('/saveConfig/map_config'));
    await section(page, '地图配置').getByRole('button', { name: '保存' }).click();
    expect((await saved).status()).toBe(200);
    await context.close();

    const next = await openPage('/home');
    await next.page.waitForFunction(
      () => sessionStorage.getItem('default_map_center') === '120.15507,30.274085',
    );
    expect(await next.page.evaluate(() => sessionStorage.getItem('current_area'))).toBe('西湖区');
    await next.context.close();
  });

  it('wears the theme colour and header style saved on 皮肤设置 at once, and at the next sign-in', async () => {
    const { context, page, watch } = await openPage('/system/skin', { width: 1366, height: 768 });
    const colour = input(page, '皮肤设置', 'theme_color');
    await colour.waitFor();
    expect(await colour.inputValue()).toBe('#1456c4');
    // The swatch opens Semi's colour picker, which follows the colour typed; a click elsewhere closes it.
    await section(page, '皮肤设置').getByRole('button', { name: '选择主题色' }).click();
    const picker = page.locator('.semi-colorPicker-popover');
    await picker.waitFor();
    await colour.fill('#2E7D32');
    await expect.poll(() => picker.locator('input').first().inputValue()).toBe('#2E7D32');
    await section(page, '皮肤设置').locator('h3').click();
    await picker.waitFor({ state: 'hidden' });
    await section(page, '皮肤设置').locator('[x-field-id="header_style"] .semi-select').click();
    await clickSettled(page.locator('.semi-select-option', { hasText: '纯色' }));
    // The choice is the form's once the option list has closed.
    await page.locator('.semi-select-option').first().waitFor({ state: 'detached' });
    const saved = page.waitForResponse((r) => r.url().includes('/saveConfig/skin_config'));
    await section(page, '皮肤设置').getByRole('button', { name: '保存' }).click();
    const answer = await saved;
    expect(answer.status()).toBe(200);
    expect(answer.request().postDataJSON()).toEqual([
      { code: 'theme_color', value: '#2E7D32' },
      { code: 'header_style', value: 'solid' },
    ]);
    const header = page.locator('.jt-shell-header');
    await expect
      .poll(() => header.evaluate((el) => getComputedStyle(el).backgroundImage))
      .toBe('linear-gradient(90deg, rgb(46, 125, 50) 0%, rgb(46, 125, 50) 100%)');
    const save = section(page, '皮肤设置').getByRole('button', { name: '保存' });
    await page.mouse.move(0, 400);
    await expect
      .poll(() => save.evaluate((el) => getComputedStyle(el).backgroundColor))
      .toBe('rgb(46, 125, 50)');
    await page.screenshot({ path: 'test-results/system-skin-1366x768.png' });
    expect(watch.consoleErrors).toEqual([]);
    await context.close();

    const next = await openPage('/home');
    await expect
      .poll(() =>
        next.page.locator('.jt-shell-header').evaluate((el) => getComputedStyle(el).backgroundImage),
      )
      .toBe('linear-gradient(90deg, rgb(46, 125, 50) 0%, rgb(46, 125, 50) 100%)');
    await next.context.close();
  });

  it('adds a dictionary item, refusing a value the dictionary has', async () => {
    const { context, page, watch } = await openPage('/system/dict');
    await page.getByRole('button', { name: 'disease_level' }).click();
    const items = section(page, 'disease_level 字典项');
    await items.getByText('严重', { exact: true }).waitFor();
    await items.getByRole('button', { name: '新增字典项' }).click();
    const form = page.locator('.semi-modal').filter({ hasText: '新增字典项' });
    await form.locator('[x-field-id="value"] input').fill('3');
    await form.locator('[x-field-id="label"] input').fill('特别严重');
    await form.getByRole('button', { name: '保存' }).click();
    await form.getByText('字典值已存在').waitFor();
    await form.locator('[x-field-id="value"] input').fill('4');
    await form.getByRole('button', { name: '保存' }).click();
    await items.getByText('特别严重', { exact: true }).waitFor();
    await page.screenshot({ path: 'test-results/system-config-dict-1920x1080.png' });
    await page.reload();
    await page.getByRole('button', { name: 'disease_level' }).click();
    await section(page, 'disease_level 字典项').getByText('特别严重', { exact: true }).waitFor();
    expect(watch.consoleErrors).toEqual([]);
    await context.close();
  });
});
