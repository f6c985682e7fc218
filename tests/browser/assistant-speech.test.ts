// Speech (seed 001 §1, §4, §9): the status report is read aloud 3 s after the window opened,
// over the gateway's /tts socket (the mock's iFlytek frames) played with Web Audio; the avatar
// looks different while it speaks; play toggles with 停止播放 and waits 10 s before a replay.
import type { Browser } from 'playwright-core';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { answers, avatar, openAssistant, setChatPace } from './support/assistant';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';
import { type RunningGateway, startGateway } from './support/gateway';
import { ADMIN, openSignedIn, waitForShell } from './support/shell-session';

let gateway: RunningGateway;
let browser: Browser;

beforeAll(async () => {
  gateway = await startGateway();
  // Audio starts without a click in the tested flows' second half (the replay check).
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--autoplay-policy=no-user-gesture-required'],
    headless: true,
  });
  await setChatPace(gateway.url, 1_000_000);
});

afterAll(async () => {
  await browser?.close();
  await gateway?.close();
});

it('reads the status report aloud 3 s after opening, with the speaking avatar, and stops it with 停止播放', async () => {
  const { context, page, watch } = await openSignedIn(browser, gateway.url, ADMIN);
  await waitForShell(page);
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  const opened = Date.now();
  await openAssistant(page);
  await expect
    .poll(() => avatar(page).getAttribute('data-speaking'), { timeout: 15_000, interval: 100 })
    .toBe('true');
  expect(Date.now() - opened).toBeGreaterThanOrEqual(3000);
  expect(sockets.some((url) => new URL(url).pathname === '/tts')).toBe(true);
  expect(await avatar(page).getAttribute('class')).toContain('jt-assistant-avatar--speaking');

  const speech = answers(page).first().locator('[data-action="speech"]');
  expect(await speech.innerText()).toContain('停止播放');
  await speech.click();
  await expect.poll(() => avatar(page).getAttribute('data-speaking')).toBe('false');
  // Just spoken: it can be played again only after 10 s.
  expect(await speech.innerText()).toContain('播放');
  expect(await speech.isDisabled()).toBe(true);
  expect(await speech.getAttribute('title')).toMatch(/^(10|9)秒后可再次播放$/);
  expect(watch.consoleErrors).toEqual([]);
  await context.close();
});
