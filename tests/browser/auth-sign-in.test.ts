// Sign-in (issue 5) in Chromium against the gateway's mock: the page laid out from the stored
// configuration, admin and inspector landing by the destination rule of seed 000 §2, single
// sign-on by ticket and by param, the embedded sign-in, a 401 in the middle of a session and a
// network fault.
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
});

async function activeTenantNames(): Promise<string[]> {
  const response = await fetch(`${gateway.url}/api/component/tenant/getTenantList`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ current: 1, size: 99999, model: { activeFlag: '1' } }),
  });
  const body = (await response.json()) as {
    data: { records: Array<{ tenantName: string; activeFlag: string }> };
  };
  return body.data.records.filter((tenant) => tenant.activeFlag === '1').map((tenant) => tenant.tenantName);
}

async function newPage(viewport = { width: 1920, height: 1080 }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  return { context, page, watch: watchPage(page) };
}

describe('the sign-in page', () => {
  for (const viewport of [
    { width: 1920, height: 1080 },
    { width: 1366, height: 768 },
  ]) {
    it(`is laid out from the page configuration at ${viewport.width}x${viewport.height}, without errors`, async () => {
      const { context, page, watch } = await newPage(viewport);
      const reads: string[] = [];
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (path === '/api/component/pageConfig/getCurrentPageConfig') reads.push('pageConfig');
        if (path === '/api/component/minio/download')
          reads.push(`download ${new URLSearchParams(request.postData() ?? '').get('fileName')}`);
      });
      await openLogin(page, gateway.url);
      await page.waitForLoadState('networkidle');
      // The boot's reads are the page's: the configuration read once, each shown file downloaded once.
      expect(reads.filter((read) => read === 'pageConfig')).toHaveLength(1);
      const downloads = reads.filter((read) => read.startsWith('download '));
      expect(downloads.length).toBeGreaterThanOrEqual(4);
      expect(new Set(downloads).size).toBe(downloads.length);
      // Texts, placeholders and the tab of the configuration (mocks/page-config.ts).
      await expect(page.locator('.jt-login-text', { hasText: '用户登录' }).count()).resolves.toBe(1);
      await expect(page.locator('.jt-login-gradient').innerText()).resolves.toBe('公路智慧巡检养护平台');
      await expect(page.locator('.jt-login input[aria-label="请输入用户名"]').count()).resolves.toBe(1);
      await expect(page.locator('.jt-login-tab').allInnerTexts()).resolves.toEqual(['账号登录']);
      // Multi-tenant mode: the tenant select lists the active tenants of getTenantList.
      await expect(page.locator('.jt-login select option:not([disabled])').allInnerTexts()).resolves.toEqual(
        await activeTenantNames(),
      );
      // The stage is scaled to the window and stays inside it.
      const stage = await page.locator('.jt-login__stage').boundingBox();
      expect(stage?.width).toBeCloseTo(1920 * Math.min(viewport.width / 1920, viewport.height / 1080), 0);
      expect((stage?.x ?? -1) >= 0 && (stage?.y ?? -1) >= 0).toBe(true);
      const button = await page.locator('.jt-login button[type="submit"]').boundingBox();
      expect(
        button && button.x + button.width <= viewport.width && button.y + button.height <= viewport.height,
      ).toBe(true);
      // Every image of the configuration came through the minio download call as an object URL.
      const sources = await page
        .locator('.jt-login img')
        .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
      expect(sources.length).toBeGreaterThanOrEqual(4);
      expect(sources.every((src) => src.startsWith('blob:'))).toBe(true);
      await screenshot(page, `auth-login-${viewport.width}x${viewport.height}`);
      expect(watch.consoleErrors).toEqual([]);
      expect(watch.failedRequests).toEqual([]);
      await context.close();
    });
  }

  it('plays a background video with its poster, as the video variant of the configuration places it', async () => {
    const { context, page, watch } = await newPage();
    await withLayout(page, (components) =>
      components.map((component) =>
        component.component === 'background'
          ? {
              ...component,
              imageName: null,
              videoName: 'login-background.mp4',
              coverPhotoName: 'login-background-cover.jpg',
            }
          : component,
      ),
    );
    await openLogin(page, gateway.url);
    const video = page.locator('.jt-login-background video');
    await video.waitFor({ state: 'attached' });
    const { src, poster } = await video.evaluate((element) => ({
      src: (element as HTMLVideoElement).src,
      poster: (element as HTMLVideoElement).poster,
    }));
    expect(src).toMatch(/^blob:/);
    expect(poster).toMatch(/^blob:/);
    expect(watch.consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows the default image when the video poster, the wechat or the filing image fails, and says 文件下载失败', async () => {
    const { context, page, watch } = await newPage();
    await withLayout(page, (components) =>
      components.map((component) => {
        if (component.component === 'background')
          return {
            ...component,
            imageName: null,
            videoName: 'missing-video.mp4',
            coverPhotoName: 'missing-cover.jpg',
          };
        if (component.component === 'wechat') return { ...component, imageName: 'missing-wechat.png' };
        if (component.component === 'filingNumber') return { ...component, imageName: 'missing-beian.png' };
        return component;
      }),
    );
    await openLogin(page, gateway.url);
    await expectMessage(page, '文件下载失败');
    const isDefault = (src: string | null) => /default-image|^data:image\/svg\+xml/.test(src ?? '');
    const wechat = page.locator('.jt-login-wechat img');
    const filing = page.locator('.jt-login-filing img');
    const poster = page.locator('.jt-login-background img');
    for (const image of [wechat, filing, poster]) await image.waitFor({ state: 'visible' });
    expect(isDefault(await wechat.getAttribute('src'))).toBe(true);
    expect(isDefault(await filing.getAttribute('src'))).toBe(true);
    expect(isDefault(await poster.getAttribute('src'))).toBe(true);
    // One message for all of them: the same text is not stacked.
    expect(await page.locator('.semi-toast-content-text', { hasText: '文件下载失败' }).count()).toBe(1);
    expect(unexpectedConsoleErrors(watch.consoleErrors, [404])).toEqual([]);
    await context.close();
  });

  it('gives the §5 texts on blur', async () => {
    const { context, page } = await newPage();
    await openLogin(page, gateway.url);
    await page.locator('.jt-login input[aria-label="请输入用户名"]').focus();
    await page.locator('.jt-login input[aria-label="请输入密码"]').focus();
    await page.locator('.jt-login select').focus();
    await page.locator('.jt-login input[aria-label="请输入用户名"]').focus();
    await expect(page.locator('[data-field="userNameInput"] [role="alert"]').innerText()).resolves.toBe(
      '用户名不能为空',
    );
    await expect(page.locator('[data-field="passwordInput"] [role="alert"]').innerText()).resolves.toBe(
      '密码不能为空',
    );
    await expect(page.locator('[data-field="tenantSelect"] [role="alert"]').innerText()).resolves.toBe(
      '租户账号不能为空',
    );
    await context.close();
  });

  it("uses the configuration's checkMessage for the typed tenant when the tenant list cannot be read", async () => {
    await mockAdmin(gateway.url, 'POST', '/__mock/faults', {
      operationId: 'getTenantList',
      kind: 'status',
      status: 500,
    });
    const { context, page } = await newPage();
    await openLogin(page, gateway.url);
    const tenant = page.locator('.jt-login input[aria-label="请输入租户账号"]');
    await tenant.focus();
    await tenant.blur();
    // mocks/page-config.ts: the tenant input's checkMessage is 请填写租户账号.
    await expect(page.locator('[data-field="tenantInput"] [role="alert"]').innerText()).resolves.toBe(
      '请填写租户账号',
    );
    await context.close();
  });

  it('presets the tenant from the route (tenantAccount)', async () => {
    const { context, page } = await newPage();
    await openLogin(page, gateway.url, '/login?tenantAccount=jtqa');
    await page.waitForSelector('.jt-login select option[value="jtqa"]', { state: 'attached' });
    await expect(page.locator('.jt-login select').inputValue()).resolves.toBe('jtqa');
    await context.close();
  });

  it('single-tenant mode without a common tenant: 单租户模式下无默认租户，请联系管理员配置！', async () => {
    await mockAdmin(gateway.url, 'PATCH', '/__mock/configs/sass_config', {
      sass_model: '1',
      common_tenant_account: '',
    });
    const { context, page } = await newPage();
    await openLogin(page, gateway.url);
    await expect(page.locator('.jt-login select').count()).resolves.toBe(0);
    await fillSignIn(page, ACCOUNTS.admin);
    await clickLogin(page);
    await expectMessage(page, '单租户模式下无默认租户，请联系管理员配置！');
    await context.close();
  });
});

describe('the phone sign-in (show_phone_code 0)', () => {
  it('offers the phone tab; the SMS button checks the number and counts down 60 s, saying no code is sent', async () => {
    await mockAdmin(gateway.url, 'PATCH', '/__mock/configs/captcha_config', { show_phone_code: '0' });
    const { context, page } = await newPage();
    await openLogin(page, gateway.url);
    await expect(page.locator('.jt-login-tab').allInnerTexts()).resolves.toEqual(['账号登录', '手机登录']);
    await page.locator('.jt-login-tab', { hasText: '手机登录' }).click();
    await expect(page.locator('.jt-login input[aria-label="请输入用户名"]').count()).resolves.toBe(0);
    const sms = page.locator('.jt-login-sms');
    await expect(sms.innerText()).resolves.toBe('获取验证码');
    await sms.click();
    await expect(page.locator('[data-field="phoneInput"] [role="alert"]').innerText()).resolves.toBe(
      '手机号不能为空',
    );
    await page.locator('.jt-login input[aria-label="请输入手机号"]').fill('2381234567');
    await sms.click();
    await expect(page.locator('[data-field="phoneInput"] [role="alert"]').innerText()).resolves.toBe(
      '请输入正确的手机号',
    );
    await page.locator('.jt-login input[aria-label="请输入手机号"]').fill('13812345678');
    await sms.click();
    await expectMessage(page, '本系统未接入短信发送服务，请联系管理员获取短信验证码');
    await expect(sms.innerText()).resolves.toBe('60秒后重新获取');
    await expect(sms.isDisabled()).resolves.toBe(true);
    await page.waitForFunction(
      () => document.querySelector('.jt-login-sms')?.textContent === '59秒后重新获取',
    );
    // The configuration's checkMessage of the SMS code field (mocks/page-config.ts).
    await page.locator('.jt-login select').selectOption('jtdemo');
    await clickLogin(page);
    await expect(page.locator('[data-field="phoneCodeInput"] [role="alert"]').innerText()).resolves.toBe(
      '请输入6位短信验证码',
    );
    await page.locator('.jt-login input[aria-label="请输入短信验证码"]').fill('123456');
    await clickLogin(page);
    await expectMessage(page, '本系统未接入手机号登录服务，请使用账号登录');
    await context.close();
  });
});

describe('signing in with the form', () => {
  it('admin: token stored verbatim, 登录成功！, lands on the default home page it can see', async () => {
    const { context, page, watch } = await newPage();
    const sent: Array<{ body: Record<string, unknown>; headers: Record<string, string> }> = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/component/system/login'))
        sent.push({ body: request.postDataJSON() as Record<string, unknown>, headers: request.headers() });
    });
    await openLogin(page, gateway.url);
    await fillSignIn(page, ACCOUNTS.admin);
    await page.locator('.jt-login .semi-checkbox').click();
    await clickLogin(page);
    await expectMessage(page, '登录成功！');
    await page.waitForURL(`${gateway.url}/home`);
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('jtToken'),
      rememberMe: localStorage.getItem('remember-me'),
      tenantType: localStorage.getItem('tenantType'),
    }));
    expect(stored.token).toMatch(/^Bearer \S+$/);
    expect(stored.rememberMe).toBe('1');
    expect(stored.tenantType).toBe('0');
    // The payload of §3, the password RSA-encrypted (base64 of one key-sized block), no captcha.
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({ username: 'admin', tenantAccount: TENANT, rememberme: '1' });
    expect(String(sent[0]?.body.password)).toMatch(/^[A-Za-z0-9+/]{100,}={0,2}$/);
    expect(sent[0]?.headers).toMatchObject({ codestatus: 'false', captchaverification: '' });
    expect(sent[0]?.headers.authorization).toBeUndefined();
    expect(unexpectedConsoleErrors(watch.consoleErrors, [401])).toEqual([]);
    await context.close();
  });

  it('big screens enabled: lands on the configured big-screen route', async () => {
    await mockAdmin(gateway.url, 'PATCH', '/__mock/configs/big_screen_config', {
      enable_bigscreen: '0',
      default_bigscreen_route: '/gl-highwayInspection',
    });
    const { context, page } = await newPage();
    await openLogin(page, gateway.url);
    await fillSignIn(page, ACCOUNTS.admin);
    await clickLogin(page);
    await page.waitForURL(`${gateway.url}/gl-highwayInspection`);
    await context.close();
  });

  it('inspector (no /home in its menu): lands on its first menu2 page', async () => {
    const { context, page } = await newPage();
    await openLogin(page, gateway.url);
    await fillSignIn(page, ACCOUNTS.inspector);
    await clickLogin(page);
    await page.waitForURL((url) => url.pathname !== '/login');
    const landed = new URL(page.url()).pathname;
    expect(landed).not.toBe('/home');
    // The first shown menu2 entry of the sidebar is where the rule sends it.
    const firstPage = await page.evaluate(() => {
      const state = JSON.parse(localStorage.getItem('vuex-app') ?? '{}') as {
        menuList?: Array<{ url: string | null; type: string; children: unknown[] }>;
      };
      type Item = { url: string | null; type: string; children: Item[] };
      const walk = (items: Item[]): string | null => {
        for (const item of items) {
          if (item.url && item.type === 'menu2') return item.url;
          const nested = walk(item.children);
          if (nested) return nested;
        }
        return null;
      };
      return walk((state.menuList ?? []) as Item[]);
    });
    expect(landed).toBe(firstPage);
    await context.close();
  });

  it('blocks a double submit while the sign-in runs, with the loading text on the button', async () => {
    await mockAdmin(gateway.url, 'POST', '/__mock/faults', {
      operationId: 'systemLogin',
      kind: 'delay',
      delayMs: 1500,
    });
    const { context, page } = await newPage();
    await openLogin(page, gateway.url);
    await fillSignIn(page, ACCOUNTS.admin);
    await clickLogin(page);
    await expect(page.locator('.jt-login button[type="submit"]').innerText()).resolves.toContain(
      '正在登录中',
    );
    await page.locator('.jt-login button[type="submit"]').click({ force: true });
    await page.keyboard.press('Enter');
    await page.waitForURL(`${gateway.url}/home`);
    const journal = await mockAdmin<{ entries: Array<{ operationId: string }> }>(
      gateway.url,
      'GET',
      '/__mock/journal',
    );
    expect(journal.entries.filter((entry) => entry.operationId === 'systemLogin')).toHaveLength(1);
    await context.close();
  });
});

describe('single sign-on and the embedded sign-in', () => {
  it('a ticket signs in by tokenLogin, stores tenantType 1 and lands on /gl-diseaseInspection', async () => {
    const sso = await mockAdmin<{ ticket: string }>(gateway.url, 'POST', '/__mock/sso-tickets', {
      tenantAccount: TENANT,
      userName: 'inspector',
    });
    const { context, page, watch } = await newPage();
    await page.goto(`${gateway.url}/login?ticket=${sso.ticket}`);
    await page.waitForURL(`${gateway.url}/gl-diseaseInspection`);
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('jtToken'),
      tenantType: localStorage.getItem('tenantType'),
      ticket: sessionStorage.getItem('ticket'),
    }));
    expect(stored).toEqual({
      token: expect.stringMatching(/^Bearer \S+$/),
      tenantType: '1',
      ticket: sso.ticket,
    });
    expect(watch.consoleErrors).toEqual([]);
    await context.close();
  });

  it('a param signs in by singleLogin and lands on /bsSickNew', async () => {
    const sso = await mockAdmin<{ param: string }>(gateway.url, 'POST', '/__mock/sso-tickets', {
      tenantAccount: TENANT,
      userName: 'inspector',
    });
    const { context, page } = await newPage();
    await page.goto(`${gateway.url}/login?param=${sso.param}`);
    await page.waitForURL(`${gateway.url}/bsSickNew`);
    await context.close();
  });

  it('a used ticket: the server message, then the form without the ticket in the address', async () => {
    const sso = await mockAdmin<{ ticket: string }>(gateway.url, 'POST', '/__mock/sso-tickets', {
      tenantAccount: TENANT,
      userName: 'inspector',
    });
    const first = await newPage();
    await first.page.goto(`${gateway.url}/login?ticket=${sso.ticket}`);
    await first.page.waitForURL(`${gateway.url}/gl-diseaseInspection`);
    await first.context.close();
    const { context, page } = await newPage();
    await page.goto(`${gateway.url}/login?ticket=${sso.ticket}&tenantAccount=jtdemo`);
    await page.waitForURL(`${gateway.url}/login?tenantAccount=jtdemo`);
    await page.waitForSelector('.jt-login button[type="submit"]');
    expect((await page.locator('.semi-toast-content-text').allInnerTexts()).length).toBe(1);
    await context.close();
  });

  it('embedded: userName and password in the route sign in, headerHidden and sliderHidden kept', async () => {
    const { context, page } = await newPage();
    const query = new URLSearchParams({
      userName: 'admin',
      password: ACCOUNTS.admin.password,
      tenantAccount: TENANT,
      headerHidden: 'true',
      sliderHidden: 'true',
    });
    await page.goto(`${gateway.url}/login?${query}`);
    await page.waitForURL(`${gateway.url}/home`);
    const flags = await page.evaluate(() => {
      const state = JSON.parse(localStorage.getItem('vuex-app') ?? '{}') as Record<string, unknown>;
      return [state.headerHidden, state.sidebarHidden];
    });
    expect(flags).toEqual([true, true]);
    // The embedded sign-in went through integration/login.
    const journal = await mockAdmin<{ entries: Array<{ operationId: string }> }>(
      gateway.url,
      'GET',
      '/__mock/journal',
    );
    expect(journal.entries.map((entry) => entry.operationId)).toContain('integrationLogin');
    await context.close();
  });
  it('embedded on /sysLogin with a password to change: the text is shown over the form, which stays usable', async () => {
    const { context, page } = await newPage();
    const query = new URLSearchParams({
      userName: ACCOUNTS.firstLogin.userName,
      password: ACCOUNTS.firstLogin.password,
      tenantAccount: TENANT,
    });
    await page.goto(`${gateway.url}/sysLogin?${query}`);
    await expectMessage(page, '首次登录，请修改后再重新登录！');
    await page.waitForSelector('.jt-login button[type="submit"]');
    expect(new URL(page.url()).pathname).toBe('/sysLogin');
    await context.close();
  });
});

describe('the HTTP rules during a session', () => {
  it('a 401 mid-session: 身份认证信息已失效，请重新登录。, then /login after 2 s, signed out', async () => {
    const { context, page } = await newPage();
    await openLogin(page, gateway.url);
    await fillSignIn(page, ACCOUNTS.admin);
    await clickLogin(page);
    await page.waitForURL(`${gateway.url}/home`);
    await page.waitForLoadState('networkidle');
    await mockAdmin(gateway.url, 'POST', '/__mock/faults', {
      operationId: 'getCurrentUserDetail',
      kind: 'status',
      status: 401,
      // The shell may read the user again on its own just before the reload: enough for both.
      times: 3,
    });
    // The warning and the move to /login are timed inside the page (a busy test machine can
    // notice the 2 s warning late, or not before it is gone).
    await context.addInitScript(() => {
      const seen: Array<{ text: string; at: number }> = [];
      (window as unknown as { toastsSeen: typeof seen }).toastsSeen = seen;
      new MutationObserver(() => {
        for (const node of Array.from(document.querySelectorAll('.semi-toast-content-text'))) {
          const text = node.textContent ?? '';
          if (!seen.some((entry) => entry.text === text)) seen.push({ text, at: performance.now() });
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.reload();
    await page.waitForURL(`${gateway.url}/login`, { timeout: 15_000 });
    const { warned, left } = await page.evaluate(() => ({
      warned: (window as unknown as { toastsSeen: Array<{ text: string; at: number }> }).toastsSeen.find(
        (entry) => entry.text === '身份认证信息已失效，请重新登录。',
      )?.at,
      left: performance.now(),
    }));
    expect(warned).toBeDefined();
    expect(left - (warned ?? left)).toBeGreaterThanOrEqual(1500);
    await expect(page.evaluate(() => localStorage.getItem('jtToken'))).resolves.toBeNull();
    // One warning, one redirect, even though several calls answered 401 or were cut short.
    expect(
      await page.locator('.semi-toast-content-text', { hasText: '身份认证信息已失效' }).count(),
    ).toBeLessThanOrEqual(1);
    await context.close();
  });

  it('a dropped connection at sign-in: 网络连接错误，请检查网络环境！ and the form is usable again', async () => {
    // Chromium sends a request again when a kept-alive connection closes without an answer (once
    // per idle connection it tries): every attempt is dropped until the faults are cleared.
    await mockAdmin(gateway.url, 'POST', '/__mock/faults', {
      operationId: 'systemLogin',
      kind: 'drop',
      times: 20,
    });
    const { context, page } = await newPage();
    await openLogin(page, gateway.url);
    await fillSignIn(page, ACCOUNTS.admin);
    await clickLogin(page);
    await expectMessage(page, '网络连接错误，请检查网络环境！');
    await expect(page.locator('.jt-login button[type="submit"]').innerText()).resolves.not.toContain(
      '正在登录中',
    );
    await mockAdmin(gateway.url, 'DELETE', '/__mock/faults');
    await clickLogin(page);
    await page.waitForURL(`${gateway.url}/home`);
    await context.close();
  });

  it('any other HTTP error at sign-in: 登录失败，用户名、密码或验证码错误！', async () => {
    await mockAdmin(gateway.url, 'POST', '/__mock/faults', {
      operationId: 'systemLogin',
      kind: 'status',
      status: 500,
    });
    const { context, page } = await newPage();
    await openLogin(page, gateway.url);
    await fillSignIn(page, ACCOUNTS.admin);
    await clickLogin(page);
    await expectMessage(page, '登录失败，用户名、密码或验证码错误！');
    await context.close();
  });

  it('a 444 answer: its msg is shown', async () => {
    await mockAdmin(gateway.url, 'POST', '/__mock/faults', {
      operationId: 'systemLogin',
      kind: 'status',
      status: 444,
    });
    const { context, page } = await newPage();
    await openLogin(page, gateway.url);
    await fillSignIn(page, ACCOUNTS.admin);
    await clickLogin(page);
    await expectMessage(page, '参数校验出错：{tenantAccount=租户账号不能为空}');
    await context.close();
  });
});
