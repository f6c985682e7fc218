// The tool pages (seed 000 §2) as one administrator uses them: /tableHeaderDrag — a column dragged
// to another place and another dragged wider, still so after a reload, then reset from /userConfig;
// /encryption — the password's ciphertext signs in through the API, the captcha AES refuses a bad
// key and matches AJ-Captcha's; /main-page → /tableDemo — filters sent with their operators,
// rows selected.
import { aesEncrypt } from '@jt/crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './support/auth-helpers';
import { launchChromium } from './support/chromium';
import { searched } from './support/config-table';
import { type RunningGateway, startGateway } from './support/gateway';
import { layoutProblems } from './support/layout';
import { ADMIN, openSignedIn, TENANT } from './support/shell-session';

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

const ready = (page: Page) =>
  page.waitForSelector('.jt-config-table[data-status="ready"] tbody tr.semi-table-row', { timeout: 30_000 });

/** The header titles in their shown order (the selection column has none). */
const headerTitles = (page: Page) =>
  page.$$eval('.jt-config-table thead th', (cells) =>
    cells.map((cell) => cell.textContent?.trim() ?? '').filter((text) => text !== ''),
  );

const headerWidth = async (page: Page, title: string) =>
  Math.round(
    (await page.locator('.jt-config-table thead th', { hasText: title }).first().boundingBox())?.width ?? 0,
  );

/** Drags with the mouse in small steps, as a hand would (dnd-kit starts after 6 px). */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 8, from.y, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 20 });
  await page.mouse.up();
}

const centre = async (page: Page, selector: string) => {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not on screen`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

describe('tool pages', () => {
  it('keeps a dragged column order and width over a reload, and /userConfig resets them', async () => {
    const { context, page, watch } = await openSignedIn(browser, gateway.url, ADMIN, {
      path: '/tableHeaderDrag',
      viewport: { width: 1920, height: 1080 },
    });
    await ready(page);
    // Dragging a title must not sort by it (a click on it does).
    const sorted: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/glPatrol/page')) sorted.push(request.postDataJSON()?.orders);
    });
    const configured = await headerTitles(page);
    expect(configured.slice(0, 4)).toEqual(['巡查编号', '巡查类型', '路线名称', '巡查单位']);

    // 路线名称 dragged onto 巡查类型's place.
    await drag(
      page,
      await centre(page, '[data-column-drag="routeName"]'),
      await centre(page, '[data-column-drag="patrolTypeName"]'),
    );
    await expect
      .poll(() => headerTitles(page))
      .toEqual(['巡查编号', '路线名称', '巡查类型', ...configured.slice(3)]);
    // 巡查单位 dragged 120 px wider at its right edge.
    const before = await headerWidth(page, '巡查单位');
    const handle = page
      .locator('.jt-config-table thead th', { hasText: '巡查单位' })
      .locator('.react-resizable-handle');
    const grip = await handle.boundingBox();
    if (!grip) throw new Error('no resize handle on 巡查单位');
    const y = grip.y + grip.height / 2;
    await drag(page, { x: grip.x + grip.width / 2, y }, { x: grip.x + grip.width / 2 + 120, y });
    await expect.poll(() => headerWidth(page, '巡查单位')).toBeGreaterThan(before + 100);
    await screenshot(page, 'tools-table-header-drag-1920x1080');
    expect(sorted.filter((orders) => orders !== undefined)).toEqual([]);

    const userId = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').userId);
    const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('jt-table-columns') ?? '{}'));
    expect(kept[userId]['/tableHeaderDrag'].order.slice(0, 3)).toEqual([
      'patrolCode',
      'routeName',
      'patrolTypeName',
    ]);
    expect(kept[userId]['/tableHeaderDrag'].widths.orgName).toBeGreaterThan(before + 100);

    await page.reload();
    await ready(page);
    expect((await headerTitles(page)).slice(0, 3)).toEqual(['巡查编号', '路线名称', '巡查类型']);
    expect(await headerWidth(page, '巡查单位')).toBeGreaterThan(before + 100);

    // /userConfig lists the kept choice and resets it; the table is as configured again.
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`${gateway.url}/userConfig`);
    const columns = page.locator('[data-preferences="columns"]');
    const row = columns.locator('li[data-route="/tableHeaderDrag"]');
    await row.getByText('调整了列顺序；调整了1列宽度').waitFor();
    await page.locator('.jt-self-edit input[name="name"]').waitFor();
    await page.locator('[data-preferences="tabs"]').getByText('表头拖拽').waitFor();
    await columns.scrollIntoViewIfNeeded();
    await screenshot(page, 'tools-user-config-1366x768');
    expect(await layoutProblems(page)).toEqual([]);
    await row.getByRole('button', { name: '恢复默认' }).click();
    await columns.getByText('暂无保存的表格列偏好').waitFor();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('jt-table-columns') ?? '{}'))).toEqual({
      [userId]: {},
    });

    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto(`${gateway.url}/tableHeaderDrag`);
    await ready(page);
    expect(await headerTitles(page)).toEqual(configured);
    expect(Math.abs((await headerWidth(page, '巡查单位')) - before)).toBeLessThan(2);
    expect(watch.consoleErrors).toEqual([]);
    await context.close();
  });

  it('/encryption gives the ciphertext the sign-in sends, and the captcha’s AES with its key', async () => {
    const { context, page, watch } = await openSignedIn(browser, gateway.url, ADMIN, {
      path: '/encryption',
      viewport: { width: 1366, height: 768 },
    });
    const password = page.locator('[data-tool="password"]');
    await password.getByRole('button', { name: '加密' }).click();
    await password.getByText('请输入要加密的密码').waitFor();
    await password.locator('input[name="plainPassword"]').fill(ADMIN.password);
    await password.getByRole('button', { name: '加密' }).click();
    const cipher = await password.locator('textarea[name="passwordCipher"]').inputValue();
    expect(cipher).toMatch(/^[A-Za-z0-9+/]{100,}=*$/);
    await screenshot(page, 'tools-encryption-1366x768');
    expect(await layoutProblems(page)).toEqual([]);

    // The gateway decrypts it: the sign-in with this ciphertext answers a token.
    const signIn = await fetch(`${gateway.url}/api/component/system/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: ADMIN.username,
        password: cipher,
        tenantAccount: TENANT,
        rememberme: '0',
      }),
    });
    const answer = (await signIn.json()) as { data?: { token?: string } | null };
    expect(answer.data?.token).toMatch(/^Bearer /);

    await page.getByRole('tab', { name: '验证码加密（AES）' }).click();
    const captcha = page.locator('[data-tool="captcha"]');
    await captcha.locator('textarea[name="captchaText"]').fill('{"x":120,"y":5}');
    await captcha.locator('input[name="secretKey"]').fill('short');
    await captcha.getByRole('button', { name: '加密' }).click();
    await captcha.getByText('密钥须为16个字节（AES-128），当前为5个字节').waitFor();
    await captcha.locator('input[name="secretKey"]').fill('XwKsGlMcdPMEhR1B');
    await captcha.getByRole('button', { name: '加密' }).click();
    const aes = await captcha.locator('textarea[name="captchaResult"]').inputValue();
    expect(aes).toBe(aesEncrypt('{"x":120,"y":5}', 'XwKsGlMcdPMEhR1B'));
    await captcha.locator('textarea[name="captchaText"]').fill(aes);
    await captcha.getByRole('button', { name: '解密' }).click();
    await expect
      .poll(() => captcha.locator('textarea[name="captchaResult"]').inputValue())
      .toBe('{"x":120,"y":5}');
    expect(watch.consoleErrors).toEqual([]);
    await context.close();
  });

  it('/main-page leads to /tableDemo, whose filters go out with their operators and rows are selected', async () => {
    const { context, page, watch } = await openSignedIn(browser, gateway.url, ADMIN, {
      path: '/main-page',
      viewport: { width: 1920, height: 1080 },
    });
    for (const title of ['表格组件示例', '表头拖拽', '加密工具', '个人设置', '地图组件示例'])
      await page.locator('.jt-main-page').getByText(title, { exact: true }).waitFor();
    await page.locator('.jt-main-page').getByText('表格组件示例', { exact: true }).click();
    await ready(page);
    const total = Number(await page.locator('.jt-config-table').getAttribute('data-total'));
    expect(total).toBeGreaterThan(10);

    await page.getByRole('textbox', { name: '病害编号' }).fill('BH');
    await page.getByRole('spinbutton', { name: '面积/长度>' }).fill('1');
    await page.getByRole('spinbutton', { name: '车道<' }).fill('3');
    // 查询, then the total once the table shows the filtered answer, not the first page still there.
    const { body, total: filtered } = await searched(page, '/api/administration/glDisease/page');
    expect(body).toMatchObject({
      current: 1,
      filters: [
        { key: 'diseaseCode', operator: 'like', value: '*BH*' },
        { key: 'lane', operator: 'lt', value: '3' },
        { key: 'diseaseArea', operator: 'gt', value: '1' },
      ],
    });
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThan(total);

    const boxes = page.locator('.jt-config-table tbody tr.semi-table-row .semi-checkbox');
    await boxes.nth(0).click();
    await boxes.nth(1).click();
    await page.getByText('已选 2 条').waitFor();
    await screenshot(page, 'tools-table-demo-1920x1080');
    expect(await layoutProblems(page)).toEqual([]);
    expect(watch.consoleErrors).toEqual([]);
    await context.close();
  });
});
