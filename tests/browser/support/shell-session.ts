// Signing in for the shell's browser tests through the API (not through the sign-in page, which
// another issue builds): the password encrypted with the runtime config's key, the token put in
// localStorage jtToken before the app loads, as the sign-in page leaves it.
import { encryptPassword } from '@jt/crypto';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { watchPage } from './page-watch';

export interface Account {
  username: string;
  password: string;
}

export const ADMIN: Account = { username: 'admin', password: 'Admin@12345' };
export const INSPECTOR: Account = { username: 'inspector', password: 'Inspect@12345' };
export const NOMENU: Account = { username: 'nomenu', password: 'Nomenu@12345' };
export const TENANT = 'jtdemo';

export interface MenuEntry {
  id: string;
  title: string;
  type: string;
  url?: string | null;
  isShow: string;
  orderby: number;
  openType?: string | null;
  permissionCode?: string | null;
  children?: MenuEntry[];
}

async function json(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`${response.url} answered HTTP ${response.status} with no JSON: ${text.slice(0, 200)}`);
  }
}

/** Signs in through POST /api/component/system/login; returns the token ('Bearer …'). */
export async function apiSignIn(baseUrl: string, account: Account): Promise<string> {
  const config = (await json(await fetch(`${baseUrl}/app-config.json`))) as { rsaPublicKey: string };
  const response = await fetch(`${baseUrl}/api/component/system/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: account.username,
      password: encryptPassword(account.password, config.rsaPublicKey),
      tenantAccount: TENANT,
      rememberme: '0',
    }),
  });
  const body = (await json(response)) as { data?: { token?: string } | null };
  const token = body.data?.token;
  if (!token) throw new Error(`Sign-in of ${account.username} gave no token: ${JSON.stringify(body)}`);
  return token;
}

/** The sign-in's whole answer for a user name and password of jtdemo (refused ones included). */
export async function signInAnswer(
  baseUrl: string,
  username: string,
  password: string,
): Promise<{ code: number; msg: string; data?: { token?: string; passwordStatus?: unknown } | null }> {
  const config = (await json(await fetch(`${baseUrl}/app-config.json`))) as { rsaPublicKey: string };
  const response = await fetch(`${baseUrl}/api/component/system/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username,
      password: encryptPassword(password, config.rsaPublicKey),
      tenantAccount: TENANT,
      rememberme: '0',
    }),
  });
  return (await json(response)) as { code: number; msg: string; data?: { token?: string } | null };
}

/** The account's menu tree as the gateway answers it. */
export async function apiMenuTree(baseUrl: string, token: string): Promise<MenuEntry[]> {
  const response = await fetch(`${baseUrl}/api/component/function/getPlatformMenuTree`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify({ resourceId: '0' }),
  });
  const body = (await json(response)) as { data?: MenuEntry[] };
  return body.data ?? [];
}

/** The shown top-level entries' titles, in menu order (seed 000 §6), computed independently of the app. */
export function shownTopLevelTitles(tree: readonly MenuEntry[]): string[] {
  return tree
    .filter((entry) => entry.id !== '0' && entry.type.startsWith('menu') && entry.isShow === '0')
    .sort((a, b) => a.orderby - b.orderby)
    .map((entry) => entry.title);
}

export interface SignedInPage {
  context: BrowserContext;
  page: Page;
  token: string;
  watch: ReturnType<typeof watchPage>;
}

export interface OpenOptions {
  path?: string;
  viewport?: { width: number; height: number };
  /** Reuse a token (same session) instead of signing in again. */
  token?: string;
  /** Fields of the persisted app state (vuex-app) to start from, e.g. what an embedded login set. */
  appState?: Record<string, unknown>;
  /** Runs on the new context before the page opens, e.g. to add an init script that watches the DOM. */
  prepare?: (context: BrowserContext) => Promise<unknown>;
}

/**
 * A fresh browser context signed in as `account`: the token stored as jtToken on the gateway's
 * origin, then `path` opened and the app booted.
 */
export async function openSignedIn(
  browser: Browser,
  baseUrl: string,
  account: Account,
  { path = '/home', viewport = { width: 1366, height: 768 }, token, appState, prepare }: OpenOptions = {},
): Promise<SignedInPage> {
  const jtToken = token ?? (await apiSignIn(baseUrl, account));
  const context = await browser.newContext({ viewport, locale: 'zh-CN' });
  // Stored before the app's first script runs, once per tab: a reload (or a logout) in the same
  // tab must see what the app left, not the seeded token again.
  await context.addInitScript(
    ({ value, state }) => {
      if (sessionStorage.getItem('shell-test-seeded') !== null) return;
      sessionStorage.setItem('shell-test-seeded', '1');
      localStorage.setItem('jtToken', value);
      if (state) localStorage.setItem('vuex-app', JSON.stringify(state));
    },
    { value: jtToken, state: appState ?? null },
  );
  await prepare?.(context);
  const page = await context.newPage();
  const watch = watchPage(page);
  await page.goto(`${baseUrl}${path}`);
  await page.waitForSelector('#root[data-boot="ready"]');
  return { context, page, token: jtToken, watch };
}

/** Waits until the shell's frame is on screen (header and tabs rendered). */
export async function waitForShell(page: Page): Promise<void> {
  await page.waitForSelector('.jt-shell .jt-page-tabs');
}

/** The titles of the sidebar's top-level entries. */
export async function sidebarTopLevelTitles(page: Page): Promise<string[]> {
  return page.locator('.jt-side-menu [data-menu-level="0"]').allInnerTexts();
}

/** The open tabs' titles, in order. */
export async function tabTitles(page: Page): Promise<string[]> {
  return page.locator('.jt-page-tabs .jt-page-tabs__label').allInnerTexts();
}

/**
 * Clicks once the element has stopped moving: Semi's sub-menus and dropdowns open with an
 * animation, and on a busy machine a click during it can land on a neighbour.
 */
export async function clickSettled(
  locator: Locator,
  options: { button?: 'left' | 'right' } = {},
): Promise<void> {
  await locator.waitFor({ state: 'visible' });
  let previous = await locator.boundingBox();
  for (let attempt = 0; attempt < 50; attempt++) {
    await locator.page().waitForTimeout(80);
    const current = await locator.boundingBox();
    if (
      previous &&
      current &&
      previous.x === current.x &&
      previous.y === current.y &&
      previous.width === current.width &&
      previous.height === current.height
    ) {
      break;
    }
    previous = current;
  }
  await locator.click(options);
}

/** Opens a page from the sidebar: unfolds its group when needed, clicks the entry, waits for the URL. */
export async function openFromSidebar(
  page: Page,
  baseUrl: string,
  group: string,
  entry: string,
  path: string,
) {
  const item = page.locator('.jt-side-menu [data-menu-level="1"]', { hasText: entry });
  if (!(await item.isVisible())) {
    await clickSettled(page.locator('.jt-side-menu [data-menu-level="0"]', { hasText: group }));
  }
  await clickSettled(item);
  await page.waitForURL(`${baseUrl}${path}`);
}
