// The personal center /self-edit (seed 000 §2: 个人中心, not in the menu): the user's own details
// saved through the gateway (PUT cscpUserDetails/1) and kept after a reload; the password changed
// (PUT updateCscpUserPwd/1, RSA-encrypted) so that the new one signs in.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchChromium } from './support/chromium';
import { type RunningGateway, startGateway } from './support/gateway';
import { apiSignIn, INSPECTOR, openSignedIn, tabTitles, waitForShell } from './support/shell-session';

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

const field = (page: Page, name: string) => page.locator(`.jt-self-edit input[name="${name}"]`);

async function currentUser(
  token: string,
): Promise<{ name: string; mobile: string | null; email: string | null }> {
  const response = await fetch(`${gateway.url}/api/component/user/getCurrentUserDetail`, {
    method: 'POST',
    headers: { authorization: token },
  });
  return ((await response.json()) as { data: { name: string; mobile: string | null; email: string | null } })
    .data;
}

it('shows the own details in a 个人中心 tab outside the menu, and keeps saved changes after a reload', async () => {
  const { context, page, token, watch } = await openSignedIn(browser, gateway.url, INSPECTOR, {
    path: '/self-edit',
  });
  await waitForShell(page);
  await page.locator('.jt-page__title', { hasText: '个人中心' }).waitFor();
  await expect.poll(() => tabTitles(page)).toEqual(['首页', '个人中心']);
  expect(await page.locator('.jt-side-menu .semi-navigation-item-selected').count()).toBe(0);
  expect(await page.locator('.jt-facts__row', { hasText: '用户名' }).locator('dd').innerText()).toBe(
    'inspector',
  );
  expect(await field(page, 'name').inputValue()).toBe('李巡查');

  // A wrong mobile number is refused before anything is sent.
  await field(page, 'mobile').fill('2398765432');
  await page.getByRole('button', { name: '保存资料' }).click();
  await page.getByText('请输入正确的手机号').waitFor();

  await field(page, 'name').fill('李巡查员');
  await field(page, 'mobile').fill('13911112222');
  await field(page, 'email').fill('lixuncha@jtdemo.cn');
  await page.getByRole('button', { name: '保存资料' }).click();
  await page.getByText('个人资料已保存').waitFor();
  await expect.poll(() => page.locator('.jt-shell-header__name').innerText()).toBe('李巡查员');
  expect(await currentUser(token)).toMatchObject({
    name: '李巡查员',
    mobile: '13911112222',
    email: 'lixuncha@jtdemo.cn',
  });

  await page.reload();
  await waitForShell(page);
  await page.locator('.jt-self-edit input[name="name"]').waitFor();
  expect(await field(page, 'name').inputValue()).toBe('李巡查员');
  expect(await field(page, 'mobile').inputValue()).toBe('13911112222');
  expect(await field(page, 'email').inputValue()).toBe('lixuncha@jtdemo.cn');
  expect(await page.locator('.jt-shell-header__name').innerText()).toBe('李巡查员');
  expect(watch.consoleErrors).toEqual([]);
  await context.close();
});

it('changes the password: a wrong old one is refused with the server reason, the new one signs in', async () => {
  const { context, page } = await openSignedIn(browser, gateway.url, INSPECTOR, { path: '/self-edit' });
  await waitForShell(page);
  await field(page, 'oldPassword').waitFor();
  // The tenant's rules are shown, one per line (getUserPasswordRule).
  await page.locator('.jt-self-edit__rules li').first().waitFor();

  await field(page, 'oldPassword').fill('Inspect@12345');
  await field(page, 'newPassword').fill('Road#Patrol2025');
  await field(page, 'confirmPassword').fill('Road#Patrol2026');
  await page.getByRole('button', { name: '修改密码' }).click();
  await page.getByText('两次输入的新密码不一致').waitFor();

  await field(page, 'oldPassword').fill('Wrong@12345');
  await field(page, 'confirmPassword').fill('Road#Patrol2025');
  await page.getByRole('button', { name: '修改密码' }).click();
  await page.getByText('修改失败：与原密码不符!').waitFor();

  await field(page, 'oldPassword').fill('Inspect@12345');
  await page.getByRole('button', { name: '修改密码' }).click();
  await page.getByText('修改密码成功！').waitFor();
  expect(await field(page, 'oldPassword').inputValue()).toBe('');
  await context.close();

  await expect(apiSignIn(gateway.url, INSPECTOR)).rejects.toThrow(/gave no token/);
  expect(await apiSignIn(gateway.url, { username: 'inspector', password: 'Road#Patrol2025' })).toMatch(
    /^Bearer /,
  );
});
