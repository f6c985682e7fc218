// What the big screens' browser tests share: the three viewports of issue 16, opening a screen
// signed in, waiting for its first figures, and checking the 1920×1080 stage's fit and sharpness.
import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { mockAdmin } from './auth-helpers';
import { type RunningGateway, startGateway } from './gateway';
import { ADMIN, apiSignIn, openSignedIn, type SignedInPage } from './shell-session';

export const SCREEN_VIEWPORTS = [
  { width: 1920, height: 1080, scale: 1 },
  { width: 3840, height: 2160, scale: 2 },
  { width: 1366, height: 768, scale: 768 / 1080 },
] as const;

export interface ScreenSession {
  token: string | undefined;
}

/** Opens `path` signed in as admin (one sign-in per test file) and waits for the first figures. */
export async function openScreen(
  browser: Browser,
  gateway: RunningGateway,
  session: ScreenSession,
  path: string,
  viewport: { width: number; height: number },
  ready: (page: Page) => Promise<void>,
): Promise<SignedInPage> {
  const opened = await openSignedIn(browser, gateway.url, ADMIN, { path, viewport, token: session.token });
  session.token = opened.token;
  await ready(opened.page);
  return opened;
}

/** Waits until a figure of the screen shows a number. */
export async function figureShown(page: Page, label: string): Promise<void> {
  await page.waitForFunction(
    (name) =>
      /\d/.test(
        document.querySelector(
          `[data-figure="${name}"] .jt-screen-figure-value, [data-index="${name}"] strong`,
        )?.textContent ?? '',
      ),
    label,
    { timeout: 45_000 },
  );
}

/** The stage fills the window as "contain" (within a pixel), and `chart` draws at the pixels it covers. */
export async function expectStageFit(
  page: Page,
  viewport: { width: number; height: number; scale: number },
  chart: string,
): Promise<void> {
  const stage = page.locator('.jt-screen-stage');
  expect(Number(await stage.getAttribute('data-scale'))).toBeCloseTo(viewport.scale, 3);
  const box = await stage.boundingBox();
  if (!box) throw new Error('no stage');
  const near = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThanOrEqual(1);
  near(box.width, 1920 * viewport.scale);
  near(box.height, 1080 * viewport.scale);
  near(box.x, (viewport.width - box.width) / 2);
  near(box.y, (viewport.height - box.height) / 2);
  const canvas = page.locator(`[data-chart="${chart}"] canvas`).first();
  await canvas.waitFor();
  const canvasBox = await canvas.boundingBox();
  const pixels = await canvas.evaluate((c: HTMLCanvasElement) => c.width);
  expect(Math.abs(pixels - (canvasBox?.width ?? 0))).toBeLessThanOrEqual(2);
}

/** A screen's summary as the gateway answers it. */
export async function screenCall<T>(
  gateway: RunningGateway,
  session: ScreenSession,
  path: string,
): Promise<T> {
  const response = await fetch(`${gateway.url}${path}`, { headers: { Authorization: session.token ?? '' } });
  return ((await response.json()) as { data: T }).data;
}

/** Screens with a software-WebGL map on a busy machine need more than the default minute. */
export const MAP_SCREEN_TIMEOUT_MS = 150_000;

/**
 * Signs in once and asks for the screen's summary, so the world is generated before the first
 * test's clock starts (the first read of a fresh gateway generates a year of records).
 */
export async function warmScreen(
  gateway: RunningGateway,
  session: ScreenSession,
  call: string,
): Promise<void> {
  session.token = await apiSignIn(gateway.url, ADMIN);
  await screenCall(gateway, session, call);
}

/** What a screen's test file holds once its beforeAll has run. */
export interface ScreenFile {
  gateway: RunningGateway;
  browser: Browser;
  session: ScreenSession;
}

/**
 * Registers a screen test file's set-up and tear-down: a fresh gateway, one Chromium (`launch`:
 * plain, or with software WebGL for screens with a map), the test-results folder, the world's
 * clock frozen at the start and the warmed world of `call`.
 */
export function screenFile(call: string, launch: () => Promise<Browser>): ScreenFile {
  const file = { session: { token: undefined } } as ScreenFile;
  beforeAll(async () => {
    file.gateway = await startGateway();
    file.browser = await launch();
    await mkdir('test-results', { recursive: true });
    // A still world: diseases reported and handled while a test runs would move the figures
    // between the screen's read and the test's (CI once saw 今日新增 step mid-test). A file that
    // wants a particular moment sets the clock again in its own beforeAll.
    await mockAdmin(file.gateway.url, 'PUT', '/__mock/world/clock', { frozen: true });
    await warmScreen(file.gateway, file.session, call);
  }, MAP_SCREEN_TIMEOUT_MS);
  afterAll(async () => {
    await file.browser?.close();
    await file.gateway?.close();
  });
  return file;
}

/**
 * The stale marker's round trip on an open screen: with the page's timers faked from a reload,
 * the call (a glob) fails at the next 30 s poll, the figure keeps its value beside the marker,
 * and the marker leaves once the call answers again at the 10 s retry.
 */
export async function expectStaleThenRecovered(
  page: Page,
  call: string,
  figure: string,
  ready: (page: Page) => Promise<void>,
): Promise<void> {
  const value = () => page.locator(`[data-figure="${figure}"] .jt-screen-figure-value`).innerText();
  await page.clock.install();
  await page.reload();
  await ready(page);
  const before = await value();
  await page.route(call, (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.clock.runFor(31_000);
  await page.waitForSelector('.jt-screen-stale');
  expect(await value()).toBe(before);
  await page.unroute(call);
  await page.clock.runFor(11_000);
  await page.waitForSelector('.jt-screen-stale', { state: 'detached' });
}

/** What the window test of one screen looks at. */
export interface ScreenLook {
  path: string;
  /** The screen's title as its header shows it. */
  title: string;
  /** A chart whose canvas must draw at the pixels it covers. */
  chart: string;
  /** The screenshots' file name prefix in test-results/. */
  shot: string;
  /** Waits for the screen's first figures. */
  ready: (page: Page) => Promise<void>;
  /** The screen has a map: wait for its first drawing before each screenshot. */
  map?: boolean;
  /** Further checks of the screen at each window size. */
  also?: (page: Page) => Promise<void>;
}

/**
 * Registers the screen's window test: opened at 1920×1080, then the same window resized to
 * 3840×2160 and 1366×768 as a wall's window is when moved between monitors — the stage refits,
 * letterboxed, and the charts redraw at the new pixels (screenshots in test-results/). One page
 * for the three sizes: opening a screen three times costs a software-rendered map three times.
 */
export function itFillsEveryWindow(file: ScreenFile, look: ScreenLook): void {
  const sizes = SCREEN_VIEWPORTS.map(({ width, height }) => `${width}×${height}`).join(', ');
  it(
    `fills a ${sizes} window with the stage, letterboxed and crisp`,
    async () => {
      const [first] = SCREEN_VIEWPORTS;
      const { page, context } = await openScreen(
        file.browser,
        file.gateway,
        file.session,
        look.path,
        first,
        look.ready,
      );
      expect(await page.locator('.jt-screen-title').innerText()).toBe(look.title);
      for (const viewport of SCREEN_VIEWPORTS) {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        // The stage refits on the window's resize and the charts redraw a frame later.
        await vi.waitFor(() => expectStageFit(page, viewport, look.chart), {
          timeout: 15_000,
          interval: 200,
        });
        if (look.map) await page.waitForSelector('.jt-road-map[data-ready="true"]', { timeout: 30_000 });
        // The assistant's avatar follows the window's bottom-right corner, not over the map.
        await vi.waitFor(
          async () => {
            const avatar = await page.locator('.jt-assistant-avatar').boundingBox();
            if (!avatar) throw new Error('no avatar');
            expect(viewport.width - (avatar.x + avatar.width)).toBeLessThan(64);
            expect(viewport.height - (avatar.y + avatar.height)).toBeLessThan(64);
          },
          { timeout: 10_000, interval: 200 },
        );
        await look.also?.(page);
        await page.waitForTimeout(1200); // entry animations at first, the map's redraw after a resize
        await page.screenshot({ path: `test-results/${look.shot}-${viewport.width}x${viewport.height}.png` });
      }
      await context.close();
    },
    MAP_SCREEN_TIMEOUT_MS,
  );
}
