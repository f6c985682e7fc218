// /system/user (用户管理) as an administrator uses it: the tenant's users on the configured table,
// searching by user name, creating a user (the form's rules and a taken name), editing, resetting
// a password that then signs in, unlocking an account locked by failed sign-ins, deleting, and
// the buttons an account lacking their codes does not see (seed 000 §6, §7).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalBodies } from './support/assistant';
import { mockAdmin } from './support/auth-helpers';
import { launchChromium } from './support/chromium';
import { type RunningGateway, startGateway } from './support/gateway';
import { ADMIN, type MenuEntry, openSignedIn, signInAnswer } from './support/shell-session';

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

const table = (page: Page) => page.locator('.jt-users .jt-config-table');

async function open(prepare?: (page: Page) => Promise<unknown>) {
  const opened = await openSignedIn(browser, gateway.url, ADMIN, {
    path: '/home',
    viewport: { width: 1920, height: 1080 },
  });
  if (prepare) await prepare(opened.page);
  await opened.page.goto(`${gateway.url}/system/user`);
  await listed(opened.page);
  return opened;
}

/** The list's total once loaded. */
async function listed(page: Page): Promise<number> {
  await page.waitForSelector('.jt-users .jt-config-table[data-status="ready"]', { timeout: 30_000 });
  return Number(await table(page).getAttribute('data-total'));
}

/** The row of one user name. */
const row = (page: Page, username: string) =>
  page.locator('.jt-config-table tbody tr.semi-table-row', {
    has: page.getByText(username, { exact: true }),
  });

async function searchName(page: Page, username: string) {
  await page.getByRole('textbox', { name: '用户名' }).fill(username);
  const answered = page.waitForResponse((r) => r.url().includes('/api/system/cscpUserDetailsOr'));
  await page.getByRole('button', { name: '查询' }).click();
  const response = await answered;
  expect(new URL(response.url()).searchParams.get('usernameLike')).toBe(username);
  await listed(page);
}

const modal = (page: Page, title: string) => page.locator('.semi-modal').filter({ hasText: title });

describe('/system/user', () => {
  it('finds a user, unlocks an account that failed sign-ins locked, and resets a password the user then signs in with and must change', async () => {
    await mockAdmin(gateway.url, 'PATCH', '/__mock/users/jtdemo/inspector', { lockedForSeconds: 600 });
    const { context, page, watch } = await open();
    expect(await listed(page)).toBeGreaterThan(2);
    await searchName(page, 'inspector');
    const inspector = row(page, 'inspector');
    await inspector.getByText('已锁定').waitFor();
    await page.screenshot({ path: 'test-results/system-users-1920x1080.png' });

    await inspector.getByRole('button', { name: '解锁账号' }).click();
    await page.getByText('确定解锁用户「李巡查」吗？其登录失败次数将清零。').waitFor();
    await page.locator('.semi-popconfirm').getByRole('button', { name: '确定' }).click();
    await page.getByText('解锁成功').waitFor();
    await inspector.getByText('正常').waitFor();
    expect(await inspector.getByRole('button', { name: '解锁账号' }).count()).toBe(0);

    // 重置密码: typed twice; the new one signs in.
    await inspector.getByRole('button', { name: '重置密码' }).click();
    const reset = modal(page, '重置「李巡查」的密码');
    await reset.getByRole('button', { name: '保存' }).click();
    await reset.getByText('请输入新密码').waitFor();
    await reset.locator('[x-field-id="password"] input').fill('Reset@2026x');
    await reset.locator('[x-field-id="confirmPassword"] input').fill('Reset@2026y');
    await reset.getByRole('button', { name: '保存' }).click();
    await reset.getByText('两次输入的密码不一致').waitFor();
    await reset.locator('[x-field-id="confirmPassword"] input').fill('Reset@2026x');
    await reset.getByRole('button', { name: '保存' }).click();
    await page.getByText('密码已重置').waitFor();
    // The new password is taken, and the user must change it first (an administrator set it).
    const signIn = await signInAnswer(gateway.url, 'inspector', 'Reset@2026x');
    expect(signIn.data?.passwordStatus).toEqual({ code: 1, msg: '首次登录，请修改后再重新登录！' });
    expect(
      (await signInAnswer(gateway.url, 'inspector', 'Inspect@12345')).data?.passwordStatus,
    ).toBeUndefined();
    expect(watch.consoleErrors).toEqual([]);
    await context.close();
  });

  it('creates a user with the form’s rules and a taken name refused, edits and deletes it', async () => {
    const { context, page, watch } = await open();
    const before = await listed(page);
    await page.getByRole('button', { name: '新增用户' }).click();
    const form = modal(page, '新增用户');
    await form.getByRole('button', { name: '保存' }).click();
    await form.getByText('请输入用户名').waitFor();
    await form.getByText('请输入姓名').waitFor();
    await form.locator('[x-field-id="username"] input').fill('inspector');
    await form.locator('[x-field-id="name"] input').fill('王五');
    await form.locator('[x-field-id="mobile"] input').fill('1398765');
    await form.getByRole('button', { name: '保存' }).click();
    await form.getByText('请输入正确的手机号').waitFor();
    await form.locator('[x-field-id="mobile"] input').fill('13900001234');
    await form.getByRole('button', { name: '保存' }).click();
    await form.getByText('该用户名已存在').waitFor();
    expect(await journalBodies(gateway.url, 'createCscpUserDetails')).toEqual([]);

    await form.locator('[x-field-id="username"] input').fill('wangwu01');
    await form.locator('[x-field-id="password"] input').fill('Wangwu@2026');
    await form.locator('[x-field-id="confirmPassword"] input').fill('Wangwu@2026');
    await form.getByRole('button', { name: '保存' }).click();
    await page.getByText('保存成功').waitFor();
    await form.waitFor({ state: 'detached' });
    const sent = (await journalBodies(gateway.url, 'createCscpUserDetails'))[0] as Record<string, unknown>;
    expect(sent).toMatchObject({
      username: 'wangwu01',
      name: '王五',
      tenantAccount: 'jtdemo',
      mobile: '13900001234',
    });
    expect(sent.password).not.toBe('Wangwu@2026');
    await expect.poll(() => listed(page)).toBe(before + 1);

    await searchName(page, 'wangwu01');
    const wangwu = row(page, 'wangwu01');
    await wangwu.getByRole('button', { name: '编辑' }).click();
    const edit = modal(page, '编辑用户');
    await expect.poll(() => edit.locator('[x-field-id="name"] input').inputValue()).toBe('王五');
    expect(await edit.locator('[x-field-id="username"] input').isDisabled()).toBe(true);
    await edit.locator('[x-field-id="email"] input').fill('wangwu@jtdemo.cn');
    await edit.getByRole('button', { name: '保存' }).click();
    await page.getByText('保存成功').first().waitFor();
    await edit.waitFor({ state: 'detached' });
    const change = (await journalBodies(gateway.url, 'updateCscpUserDetails'))[0] as {
      cscpUserDetailDTO: Record<string, unknown>;
    };
    expect(Object.keys(change.cscpUserDetailDTO).sort()).toEqual(['email', 'id', 'userId']);
    expect(change.cscpUserDetailDTO.email).toBe('wangwu@jtdemo.cn');

    await wangwu.getByRole('button', { name: '删除' }).click();
    await page.getByText('确定删除用户「王五」吗？该用户的登录将同时结束。').waitFor();
    await page.locator('.semi-popconfirm').getByRole('button', { name: '确定' }).click();
    await page.getByText('删除成功').waitFor();
    await expect.poll(() => listed(page)).toBe(0);
    expect(watch.consoleErrors).toEqual([]);
    await context.close();
  });

  it('hides the buttons whose code the account lacks (seed 000 §6)', async () => {
    await mockAdmin(gateway.url, 'PATCH', '/__mock/users/jtdemo/inspector', { lockedForSeconds: 600 });
    const strip = (entries: MenuEntry[]): MenuEntry[] =>
      entries
        .filter(
          (entry) => !['user:add', 'user:deblocking', 'user:delete'].includes(entry.permissionCode ?? ''),
        )
        .map((entry) => ({ ...entry, children: strip(entry.children ?? []) }));
    const { context, page } = await open((p) =>
      p.route('**/api/component/function/getPlatformMenuTree', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { data: MenuEntry[] };
        await route.fulfill({ response, json: { ...body, data: strip(body.data) } });
      }),
    );
    await searchName(page, 'inspector');
    const inspector = row(page, 'inspector');
    await inspector.getByText('已锁定').waitFor();
    expect(await inspector.getByRole('button', { name: '编辑' }).count()).toBe(1);
    expect(await inspector.getByRole('button', { name: '解锁账号' }).count()).toBe(0);
    expect(await inspector.getByRole('button', { name: '删除' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: '新增用户' }).count()).toBe(0);

    // Sorting is offered where cscp sorts, and reaches it as field,direction.
    const header = (title: string) => page.locator('.jt-config-table thead th', { hasText: title });
    expect(await header('部门').locator('.semi-table-column-sorter').count()).toBe(0);
    const sorted = page.waitForResponse((r) => r.url().includes('/api/system/cscpUserDetailsOr'));
    await header('最近登录').click();
    expect(new URL((await sorted).url()).searchParams.get('sort')).toBe('lastLogin,asc');
    await context.close();
  });
});
