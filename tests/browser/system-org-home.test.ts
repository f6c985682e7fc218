// /system/org (组织机构) and the home page's layouts as an administrator uses them: an
// organisation added under a parent through the form (its rules first) and shown in the tree; a
// delete refused with the counts of what refers to it. A home layout added in 首页管理, given
// widgets on /customHome, put in use, and /home showing them with the platform's data. A form
// designed in 表单管理 (its rules, the preview's checks), saved, copied and deleted.
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

const modal = (page: Page, title: string) => page.locator('.semi-modal').filter({ hasText: title });
const row = (page: Page, name: string) =>
  page.locator('.jt-organisations tbody tr.semi-table-row', { has: page.getByText(name, { exact: true }) });

describe('/system/org', () => {
  it('adds an organisation under a parent (the form’s rules first) and refuses a delete with its counts', async () => {
    const { context, page, watch } = await openSignedIn(browser, gateway.url, ADMIN, {
      path: '/system/org',
      viewport: { width: 1920, height: 1080 },
    });
    const office = row(page, '沪宁高速南京管理处');
    await office.waitFor({ timeout: 30_000 });
    await row(page, '马群巡查中队').waitFor();
    await page.screenshot({ path: 'test-results/system-org-1920x1080.png' });

    await office.getByRole('button', { name: '新增下级' }).click();
    const form = modal(page, '新增机构');
    await form.waitFor();
    await form.getByText('沪宁高速南京管理处').first().waitFor();
    // A sibling's name and a taken code are refused by the form before anything is sent.
    await form.getByRole('textbox', { name: '机构名称' }).fill('马群巡查中队');
    await form.getByRole('textbox', { name: '机构编码' }).fill('jsjk-20111');
    await form.getByRole('button', { name: '保存' }).click();
    await form.getByText('同级机构名称已存在').waitFor();
    await form.getByText('机构编码已存在').waitFor();
    await form.getByRole('textbox', { name: '机构名称' }).fill('仙林巡查中队');
    await form.getByRole('textbox', { name: '机构编码' }).fill('JSJK-20113');
    await form.getByRole('textbox', { name: '负责人' }).fill('陈明');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/administration/glOrg'));
    await form.getByRole('button', { name: '保存' }).click();
    const body = (await (await saved).json()) as {
      code: number;
      data: { parentId: string; orgType: string };
    };
    expect(body).toMatchObject({ code: 200, data: { parentId: '20110', orgType: 'patrol' } });
    await page.getByText('保存成功').waitFor();
    const added = row(page, '仙林巡查中队');
    await added.getByText('JSJK-20113').waitFor();
    // It sits under its parent: the row right after the parent's existing squads.
    const names = await page
      .locator('.jt-organisations tbody tr.semi-table-row td:first-child')
      .allInnerTexts();
    const at = names.findIndex((n) => n.includes('仙林巡查中队'));
    expect(names[at - 1]).toContain('马群巡查中队');

    // 马群巡查中队 has inspectors, a vehicle and records: refused, counted.
    await row(page, '马群巡查中队').getByRole('button', { name: '删除' }).click();
    await page.locator('.semi-popconfirm').getByRole('button', { name: '确定' }).click();
    await page
      .getByText(
        /^删除失败：机构下存在 2 名巡查人员、1 辆巡查车辆、\d+ 条病害记录、\d+ 条巡查记录，不能删除$/,
      )
      .waitFor();
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.screenshot({ path: 'test-results/system-org-1366x768.png' });
    await row(page, '马群巡查中队').waitFor();

    // The new one has nothing under it: deleted.
    await added.getByRole('button', { name: '删除' }).click();
    await page.locator('.semi-popconfirm').getByRole('button', { name: '确定' }).click();
    await page.getByText('删除成功').waitFor();
    await added.waitFor({ state: 'detached' });
    // The refused delete's answer is the only failed request.
    expect(watch.consoleErrors).toEqual([
      'Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);
    await context.close();
  });
});

describe('/system/home, /customHome and /home', () => {
  it('adds a home layout, designs its widgets, puts it in use, and /home shows them', async () => {
    const { context, page, watch } = await openSignedIn(browser, gateway.url, ADMIN, {
      path: '/system/home',
      viewport: { width: 1920, height: 1080 },
    });
    const layouts = page.locator('.jt-home-layouts tbody tr.semi-table-row');
    await layouts.filter({ hasText: '默认首页' }).getByText('当前使用').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: '新增首页' }).click();
    const form = modal(page, '新增首页');
    await form.getByRole('textbox', { name: '名称' }).fill('养护首页');
    await form.getByRole('button', { name: '保存' }).click();
    const added = layouts.filter({ hasText: '养护首页' });
    await added.waitFor();

    await added.getByRole('button', { name: '设计' }).click();
    await page.waitForURL(/\/customHome\?id=\d+$/);
    await page.locator('.jt-designer__frame').waitFor();
    // Each widget added (then selected) is placed by its X and Y: 待办事项 on the left, 今日概况 beside it.
    for (const [widget, x] of [
      ['待办事项', '0'],
      ['今日概况', '960'],
    ] as const) {
      await page.locator('.jt-designer__add').click();
      await page.getByRole('option', { name: widget }).click();
      await page.locator('.semi-select-option-list').waitFor({ state: 'detached' });
      await page.getByLabel('X', { exact: true }).fill(x);
      await page.getByLabel('Y', { exact: true }).fill('0');
      await page.getByLabel('Y', { exact: true }).press('Tab');
    }
    await page.screenshot({ path: 'test-results/custom-home-1920x1080.png' });
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByText('保存成功').waitFor();
    await page.getByRole('button', { name: '设为当前' }).click();
    await page.getByText('已设为当前').waitFor();

    await page.goto(`${gateway.url}/home`);
    const todos = page.locator('[data-widget="homeTodos"]');
    await todos.getByRole('heading', { name: /待办事项/ }).waitFor({ timeout: 30_000 });
    await todos.locator('.jt-home-widget__list li').first().waitFor();
    const figures = page.locator('[data-widget="homeFigures"]');
    await figures.getByText('待处置工单').waitFor();
    expect(Number(await figures.locator('dd').nth(1).innerText())).toBeGreaterThan(0);
    // The classic page's cards are gone: only the layout's widgets are drawn.
    expect(await page.locator('.jt-home__welcome').count()).toBe(0);
    const [todosBox, figuresBox] = [await todos.boundingBox(), await figures.boundingBox()];
    expect(todosBox?.y).toBe(figuresBox?.y);
    expect((todosBox?.x ?? Number.NaN) < (figuresBox?.x ?? Number.NaN)).toBe(true);
    await page.screenshot({ path: 'test-results/home-layout-1920x1080.png' });
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.screenshot({ path: 'test-results/home-layout-1366x768.png' });
    expect(watch.consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('/system/form', () => {
  it('designs a form with a preview that checks its rules, saves, copies and deletes it', async () => {
    const { context, page, watch } = await openSignedIn(browser, gateway.url, ADMIN, {
      path: '/system/form',
      viewport: { width: 1920, height: 1080 },
    });
    const table = page.locator('.jt-forms .jt-config-table[data-status="ready"]');
    await table.getByText('病害复核单').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: '新增表单' }).click();
    const designer = modal(page, '新增表单');
    await designer.getByRole('textbox', { name: '表单名称' }).fill('桥梁巡检表');
    await designer.getByRole('textbox', { name: '表单编码' }).fill('patrol_log');
    const fields = designer.locator('.jt-form-designer__field');
    await fields.nth(0).getByRole('textbox', { name: '字段名称' }).fill('桥梁名称');
    await fields.nth(0).getByText('必填').click();
    await designer.getByRole('button', { name: '添加字段' }).click();
    await fields.nth(1).getByRole('textbox', { name: '字段名称' }).fill('病害类型');
    await fields.nth(1).locator('.semi-select').first().click();
    await page.getByRole('option', { name: '下拉选择' }).click();
    // The list closed (a click while it fades lands on it, not on 保存).
    await page.locator('.semi-select-option').first().waitFor({ state: 'detached' });
    // A code another form has, then a select without its dictionary: said before anything is sent.
    await designer.getByRole('button', { name: '保存' }).click();
    await designer.getByText('表单编码已存在').waitFor();
    await designer.getByRole('textbox', { name: '表单编码' }).fill('bridge_check');
    await designer.getByRole('button', { name: '保存' }).click();
    await designer.getByText('字段「病害类型」需要选择字典').waitFor();
    await fields.nth(1).locator('.semi-select').nth(1).click();
    await page
      .locator('.semi-select-option')
      .filter({ hasText: /^disease_type$/ })
      .click();
    await page.locator('.semi-select-option').first().waitFor({ state: 'detached' });

    // The preview is the form as Semi Form renders it, with the fields' rules.
    const preview = designer.locator('.jt-form-designer__preview');
    await preview.getByRole('button', { name: '校验预览' }).click();
    await preview.getByText('请输入桥梁名称').waitFor();
    await preview.locator('.semi-select').click();
    await page.getByRole('option', { name: '裂缝' }).waitFor();
    await page.keyboard.press('Escape');
    await page.screenshot({ path: 'test-results/system-form-1920x1080.png' });
    await designer.getByRole('button', { name: '保存' }).click();
    // Saved: the designer closes (its 1.5 s 保存成功 may be gone before a loaded machine looks).
    await designer.waitFor({ state: 'hidden' });
    const row = (name: string) =>
      page.locator('.jt-forms tbody tr.semi-table-row', { has: page.getByText(name, { exact: true }) });
    await row('桥梁巡检表').getByText('bridge_check').waitFor();

    await row('桥梁巡检表').getByRole('button', { name: '复制' }).click();
    await row('桥梁巡检表（副本）').getByText('bridge_check_copy').waitFor();
    await row('桥梁巡检表（副本）').getByRole('button', { name: '删除' }).click();
    await page.locator('.semi-popconfirm').getByRole('button', { name: '确定' }).click();
    await page.getByText('删除成功').waitFor();
    await row('桥梁巡检表（副本）').waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.screenshot({ path: 'test-results/system-form-1366x768.png' });
    expect(watch.consoleErrors).toEqual([]);
    await context.close();
  });
});
