// What the sign-in browser tests share: the accounts of the mock, the QA admin API of the
// gateway (/__mock, issues 3 and 4), filling the sign-in form as a person does, reading the popup
// messages, and solving the captcha widgets with the QA answer of the captcha on screen.
import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';

/** Accounts of tenant jtdemo (mocks/README.md). */
export const TENANT = 'jtdemo';
export const ACCOUNTS = {
  admin: { userName: 'admin', password: 'Admin@12345' },
  inspector: { userName: 'inspector', password: 'Inspect@12345' },
  firstLogin: { userName: 'firstlogin', password: 'First@12345' },
  expiredPassword: { userName: 'expiredpwd', password: 'Expired@12345' },
} as const;

export const SCREENSHOT_DIR = 'test-results';

/** Calls the gateway's QA admin API (mock mode); fails the test when it refuses. */
export async function mockAdmin<T = unknown>(
  baseUrl: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    // The admin API's POSTs take JSON only, with or without a body.
    headers: body === undefined && method !== 'POST' ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * The popup message with exactly this text appears (Semi's Toast). One wait for the exact text:
 * reading the toasts again after it could find the message already gone on a busy machine.
 */
export async function expectMessage(page: Page, text: string, timeout = 5000): Promise<void> {
  const exactly = new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  await page
    .locator('.semi-toast-content-text')
    .filter({ hasText: exactly })
    .first()
    .waitFor({ state: 'visible', timeout });
}

/** Every popup message on screen now. */
export function messagesOnScreen(page: Page): Promise<string[]> {
  return page.locator('.semi-toast-content-text').allInnerTexts();
}

/** Opens the sign-in page and waits for its form. */
export async function openLogin(page: Page, baseUrl: string, path = '/login'): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await page.waitForSelector('#root[data-boot="ready"]');
  await page.waitForSelector('.jt-login button[type="submit"]');
}

const field = (page: Page, placeholder: string) =>
  page.locator(`.jt-login input[aria-label="${placeholder}"]`);

/** Fills tenant, user name and password as typed by a person (the tenant from the select). */
export async function fillSignIn(
  page: Page,
  { userName, password, tenant = TENANT }: { userName: string; password: string; tenant?: string },
): Promise<void> {
  // The form is drawn once the page configuration is read; the select only in multi-tenant mode.
  await page.waitForSelector('.jt-login button[type="submit"]');
  const select = page.locator('.jt-login select');
  if (await select.count()) await select.selectOption(tenant);
  await field(page, '请输入用户名').fill(userName);
  await field(page, '请输入用户名').blur();
  await field(page, '请输入密码').fill(password);
}

export async function clickLogin(page: Page): Promise<void> {
  await page.locator('.jt-login button[type="submit"]').click();
}

/** Waits for the 请完成安全验证 popup and its image. */
export async function waitForCaptchaPopup(page: Page): Promise<void> {
  await page.locator('.jt-captcha-box', { hasText: '请完成安全验证' }).waitFor({ state: 'visible' });
  await page.locator('.jt-captcha-box .jt-verify__image > img').waitFor({ state: 'visible' });
}

interface CaptchaAnswer {
  captchaType: string;
  token: string;
  x?: number;
  points?: Array<{ x: number; y: number }>;
}

/** The answer of the captcha on screen (the newest of its kind). */
export function latestCaptchaAnswer(
  baseUrl: string,
  captchaType: 'blockPuzzle' | 'clickWord',
): Promise<CaptchaAnswer> {
  return mockAdmin<CaptchaAnswer>(baseUrl, 'GET', `/__mock/captcha/latest?captchaType=${captchaType}`);
}

/**
 * Drags the puzzle's handle with the mouse, in small steps as a hand does, by `distance`
 * pixels of the 310-px image (the popup draws it at its real size).
 */
export async function dragPuzzle(page: Page, distance: number): Promise<void> {
  const handle = page.locator('.jt-verify__handle');
  const box = await handle.boundingBox();
  if (!box) throw new Error('the puzzle handle is not on screen');
  const startX = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  const steps = 12;
  for (let i = 1; i <= steps; i++) await page.mouse.move(startX + (distance * i) / steps, y + (i % 3) - 1);
  await page.mouse.up();
}

/** Solves the puzzle on screen with its QA answer, through the widget. */
export async function solvePuzzle(page: Page, baseUrl: string): Promise<void> {
  const answer = await latestCaptchaAnswer(baseUrl, 'blockPuzzle');
  await dragPuzzle(page, answer.x ?? 0);
}

/** Clicks the three words on screen, in order, at the places the QA answer gives. */
export async function solveClickWord(page: Page, baseUrl: string): Promise<void> {
  const answer = await latestCaptchaAnswer(baseUrl, 'clickWord');
  const image = page.locator('.jt-verify[data-captcha="clickWord"] .jt-verify__image');
  const box = await image.boundingBox();
  if (!box) throw new Error('the click-word image is not on screen');
  for (const point of answer.points ?? []) {
    await page.mouse.click(box.x + (point.x * box.width) / 310, box.y + (point.y * box.height) / 155);
  }
}

/** Console errors that are not the browser's own report of an answer the test expects. */
export function unexpectedConsoleErrors(
  errors: readonly string[],
  expectedStatuses: readonly number[] = [],
): string[] {
  return errors.filter(
    (text) =>
      !expectedStatuses.some((status) =>
        text.startsWith(`Failed to load resource: the server responded with a status of ${status}`),
      ),
  );
}

/** Saves a screenshot under test-results/ (opened and looked at by the author). */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const path = `${SCREENSHOT_DIR}/${name}.png`;
  await page.screenshot({ path });
  return path;
}

export interface PlacedComponent {
  component: string;
  h: number;
  imageName: string | null;
  videoName: string | null;
  coverPhotoName: string | null;
}

/** Serves the mock's page configuration changed by `change` (the mock has no QA call to edit it). */
export async function withLayout(
  page: Page,
  change: (components: PlacedComponent[]) => PlacedComponent[],
): Promise<void> {
  await page.route('**/api/component/pageConfig/getCurrentPageConfig*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { configData: string } };
    body.data.configData = JSON.stringify(change(JSON.parse(body.data.configData) as PlacedComponent[]));
    await route.fulfill({ response, json: body });
  });
}
