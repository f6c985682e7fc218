// /system/menu 菜单配置 and /system/role 角色管理 as an administrator uses them, and what the accounts
// see at their next sign-in: an entry renamed and another hidden leave the shell's menu so; a
// button code taken from a role takes the button off its pages (seed 000 §3, §6; issue 15).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockAdmin } from './support/auth-helpers';
import { launchChromium } from './support/chromium';
import { type RunningGateway, startGateway } from './support/gateway';
import {
  ADMIN,
  apiMenuTree,
  apiSignIn,
  INSPECTOR,
  type MenuEntry,
  openFromSidebar,
  openSignedIn,
  shownTopLevelTitles,
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

const modal = (page: Page, title: string) => page.locator('.semi-modal').filter({ hasText: title });
/** The tree table's row of an entry title. */
const menuRow = (page: Page, title: string) =>
  page.locator('.jt-menu-config tbody tr.semi-table-row', {
    has: page.locator('.jt-menu-config__title', { hasText: new RegExp(`^${title}$`) }),
  });

describe('/system/menu and /system/role', () => {
  it('renames one entry and hides another; the inspector sees both changes at the next sign-in', async () => {
    const { context, page, watch } = await openSignedIn(browser, gateway.url, ADMIN, {
      path: '/system/menu',
      viewport: { width: 1920, height: 1080 },
    });
    await menuRow(page, '巡查图片').waitFor();
    await page.screenshot({ path: 'test-results/menu-config-1920x1080.png' });

    // The form's rules: an empty title, a url that does not start with '/'.
    await page.getByRole('button', { name: '新增顶级菜单' }).click();
    const add = modal(page, '新增菜单');
    await add.getByRole('button', { name: '保存' }).click();
    await add.getByText('请输入菜单名称').waitFor();
    await add.getByRole('button', { name: '取消' }).click();
    await add.waitFor({ state: 'detached' });

    // A directory with entries below it is not deleted, and the gateway says why.
    await menuRow(page, '巡查管理').getByRole('button', { name: '删除' }).click();
    await page.locator('.semi-popconfirm').getByRole('button', { name: '确定' }).click();
    await page.getByText('删除失败：「巡查管理」下还有子菜单，不能删除，请先删除其子菜单').waitFor();

    // 巡查记录 renamed (a page's url checked on the way), 巡查图片 hidden.
    await menuRow(page, '巡查记录').getByRole('button', { name: '编辑' }).click();
    const edit = modal(page, '编辑菜单');
    await expect.poll(() => edit.locator('[x-field-id="title"] input').inputValue()).toBe('巡查记录');
    await edit.locator('[x-field-id="url"] input').fill('patrolRecord');
    await edit.getByText('路由地址须以 / 开头，只含字母、数字、-、_ 和 /').waitFor();
    await edit.locator('[x-field-id="url"] input').fill('/patrolRecord');
    await edit.locator('[x-field-id="title"] input').fill('巡查台账');
    await edit.getByRole('button', { name: '保存' }).click();
    await page.getByText('保存成功').first().waitFor();
    await menuRow(page, '巡查台账').waitFor();

    await menuRow(page, '巡查图片').getByRole('button', { name: '编辑' }).click();
    const hide = modal(page, '编辑菜单');
    await hide.locator('[x-field-id="hidden"] .semi-switch').click();
    await hide.getByRole('button', { name: '保存' }).click();
    await hide.waitFor({ state: 'detached' });
    await menuRow(page, '巡查图片').getByText('隐藏', { exact: true }).waitFor();
    // 行程轨迹 one place up: before 巡查图片.
    await menuRow(page, '行程轨迹').getByRole('button', { name: '上移' }).click();
    await expect.poll(() => menuRow(page, '行程轨迹').locator('td').nth(5).innerText()).toBe('3');
    await page.setViewportSize({ width: 1366, height: 768 });
    await menuRow(page, '巡查台账').scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/menu-config-1366x768.png' });
    // The one refusal (the directory's delete) is the only failed call.
    expect(watch.consoleErrors).toEqual([
      'Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);
    await context.close();

    const inspector = await openSignedIn(browser, gateway.url, INSPECTOR, { path: '/home' });
    await waitForShell(inspector.page);
    await openFromSidebar(inspector.page, gateway.url, '巡查管理', '巡查台账', '/patrolRecord');
    const items = inspector.page.locator('.jt-side-menu [data-menu-level="1"]');
    await expect.poll(() => items.allInnerTexts()).toContain('行程轨迹');
    const titles = await items.allInnerTexts();
    expect(titles).not.toContain('巡查图片');
    expect(titles).not.toContain('巡查记录');
    expect(titles.indexOf('行程轨迹')).toBeLessThan(titles.indexOf('巡查台账') + 3);
    await inspector.context.close();
  });

  it('creates a role (its code checked), and takes 导出 from 巡查员: the inspector loses the button at the next sign-in', async () => {
    // The inspector has 导出 on /diseaseManage before.
    const before = await openSignedIn(browser, gateway.url, INSPECTOR, { path: '/diseaseManage' });
    await before.page.waitForSelector('.jt-diseases .jt-config-table[data-status="ready"]', {
      timeout: 30_000,
    });
    expect(await before.page.getByRole('button', { name: '导出', exact: true }).count()).toBe(1);
    await before.context.close();

    const { context, page, watch } = await openSignedIn(browser, gateway.url, ADMIN, {
      path: '/system/role',
      viewport: { width: 1366, height: 768 },
    });
    await page.waitForSelector('.jt-roles .jt-config-table[data-status="ready"]', { timeout: 30_000 });
    const roleRow = (name: string) =>
      page.locator('.jt-roles tbody tr.semi-table-row', { has: page.getByText(name, { exact: true }) });
    await roleRow('巡查员').waitFor();

    await page.getByRole('button', { name: '新增角色' }).click();
    const form = modal(page, '新增角色');
    await form.locator('[x-field-id="name"] input').fill('路产管理员');
    await form.locator('[x-field-id="code"] input').fill('Road-Admin');
    await form.getByRole('button', { name: '保存' }).click();
    await form
      .getByText('角色编码以小写字母开头，只含小写字母、数字和下划线，2至32位，如 road_admin')
      .waitFor();
    await form.locator('[x-field-id="code"] input').fill('inspector');
    await form.getByRole('button', { name: '保存' }).click();
    await form.getByText('保存失败：角色编码 inspector 已存在').waitFor();
    watch.consoleErrors.length = 0;
    await form.locator('[x-field-id="code"] input').fill('road_admin');
    await form.getByRole('button', { name: '保存' }).click();
    await form.waitFor({ state: 'detached' });
    await roleRow('road_admin').waitFor();
    await page.screenshot({ path: 'test-results/roles-1366x768.png' });

    await roleRow('巡查员').getByRole('button', { name: '分配权限' }).click();
    const grant = modal(page, '分配权限：巡查员');
    const exportNode = grant.locator('.semi-tree-option', { hasText: '导出（disease:export）' });
    await exportNode.waitFor();
    expect(await exportNode.getAttribute('aria-checked')).toBe('true');
    await exportNode.locator('.semi-checkbox').click();
    await expect.poll(() => exportNode.getAttribute('aria-checked')).toBe('false');
    await page.screenshot({ path: 'test-results/roles-grant-1366x768.png' });
    await grant.getByRole('button', { name: '保存' }).click();
    await page.getByText('权限已保存，该角色的用户下次登录时生效').waitFor();
    expect(watch.consoleErrors).toEqual([]);
    await context.close();

    const after = await openSignedIn(browser, gateway.url, INSPECTOR, { path: '/diseaseManage' });
    await after.page.waitForSelector('.jt-diseases .jt-config-table[data-status="ready"]', {
      timeout: 30_000,
    });
    expect(await after.page.getByRole('button', { name: '导出', exact: true }).count()).toBe(0);
    expect(await after.page.getByRole('button', { name: '新增病害', exact: true }).count()).toBe(1);
    await after.context.close();
  });
  it('grants the new role 资产管理 and gives it to a user from 用户管理: that user signs in to 路产管理 only', async () => {
    const { context, page, watch } = await openSignedIn(browser, gateway.url, ADMIN, {
      path: '/system/role',
      viewport: { width: 1366, height: 768 },
    });
    await page.waitForSelector('.jt-roles .jt-config-table[data-status="ready"]', { timeout: 30_000 });
    await page
      .locator('.jt-roles tbody tr.semi-table-row', { has: page.getByText('road_admin', { exact: true }) })
      .getByRole('button', { name: '分配权限' })
      .click();
    const grant = modal(page, '分配权限：路产管理员');
    const node = (label: string) => grant.locator('.semi-tree-option', { hasText: label }).first();
    await node('新增资产（asset:add）').locator('.semi-checkbox').click();
    // Its page and directory come with it.
    await expect.poll(() => node('资产管理').getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => node('路产管理').getAttribute('aria-checked')).toBe('true');
    await grant.getByRole('button', { name: '保存' }).click();
    await page.getByText('权限已保存，该角色的用户下次登录时生效').waitFor();

    await page.goto(`${gateway.url}/system/user`);
    await page.waitForSelector('.jt-users .jt-config-table[data-status="ready"]', { timeout: 30_000 });
    await page
      .locator('.jt-config-table tbody tr.semi-table-row', {
        has: page.getByText('zhangsan', { exact: true }),
      })
      .getByRole('button', { name: '编辑' })
      .click();
    const edit = modal(page, '编辑用户');
    const roles = edit.locator('[x-field-id="roleIds"]');
    await roles.getByText('巡查员').waitFor();
    await roles.locator('.semi-tag-close').first().click();
    await roles.locator('.semi-select').click();
    await page.locator('.semi-select-option', { hasText: '路产管理员' }).click();
    // A multiple select stays open after a choice: close it as a user would, clicking elsewhere.
    await edit.locator('.semi-modal-title').click();
    await page.locator('.semi-select-option').first().waitFor({ state: 'detached' });
    await roles.getByText('路产管理员').waitFor();
    await edit.getByRole('button', { name: '保存' }).click();
    await edit.waitFor({ state: 'detached' });
    expect(watch.consoleErrors).toEqual([]);
    await context.close();

    await mockAdmin(gateway.url, 'PATCH', '/__mock/users/jtdemo/zhangsan', { lockedForSeconds: 0 });
    const tree: MenuEntry[] = await apiMenuTree(
      gateway.url,
      await apiSignIn(gateway.url, { username: 'zhangsan', password: 'Zhangsan@12345' }),
    );
    expect(shownTopLevelTitles(tree)).toEqual(['路产管理']);
    const codes: string[] = [];
    const walk = (entries: readonly MenuEntry[]) => {
      for (const entry of entries) {
        if (entry.permissionCode) codes.push(entry.permissionCode);
        walk(entry.children ?? []);
      }
    };
    walk(tree);
    expect(codes).toEqual(['asset:add']);
  });
  it('hides the buttons whose code the account lacks (seed 000 §6)', async () => {
    const lacking = ['menu:add', 'menu:delete', 'role:grant'];
    const strip = (entries: MenuEntry[]): MenuEntry[] =>
      entries
        .filter((entry) => !lacking.includes(entry.permissionCode ?? ''))
        .map((entry) => ({ ...entry, children: strip(entry.children ?? []) }));
    const { context, page } = await openSignedIn(browser, gateway.url, ADMIN, {
      path: '/home',
      prepare: (c) =>
        c.route('**/api/component/function/getPlatformMenuTree', async (route) => {
          const response = await route.fetch();
          const body = (await response.json()) as { data: MenuEntry[] };
          await route.fulfill({ response, json: { ...body, data: strip(body.data) } });
        }),
    });
    await page.goto(`${gateway.url}/system/menu`);
    const home = menuRow(page, '首页');
    await home.getByRole('button', { name: '编辑' }).waitFor();
    expect(await home.getByRole('button', { name: '删除' }).count()).toBe(0);
    expect(await home.getByRole('button', { name: '新增下级' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: '新增顶级菜单' }).count()).toBe(0);

    await page.goto(`${gateway.url}/system/role`);
    await page.waitForSelector('.jt-roles .jt-config-table[data-status="ready"]', { timeout: 30_000 });
    const inspector = page.locator('.jt-roles tbody tr.semi-table-row', {
      has: page.getByText('inspector', { exact: true }),
    });
    await inspector.getByRole('button', { name: '删除' }).waitFor();
    expect(await inspector.getByRole('button', { name: '分配权限' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: '新增角色' }).count()).toBe(1);
    await context.close();
  });
});
