// The assistant's avatar and chat window against the gateway's Dify-compatible mock (seed 001
// §1, §2, §4, §5): the avatar 超级管家, the streamed greeting, Enter / Shift+Enter / blank
// questions, history and its search, the mode buttons, stop, and the avatar's kept place.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  answers,
  avatar,
  chatWindow,
  daytimeWorld,
  messageLog,
  openAssistant,
  questionBox,
  runningStreams,
  setChatPace,
  waitIdle,
} from './support/assistant';
import { launchChromium } from './support/chromium';
import { type RunningGateway, startGateway } from './support/gateway';
import { ADMIN, openSignedIn, waitForShell } from './support/shell-session';

let gateway: RunningGateway;
let browser: Browser;

beforeAll(async () => {
  gateway = await startGateway();
  browser = await launchChromium();
  await daytimeWorld(gateway.url);
});

afterAll(async () => {
  await browser?.close();
  await gateway?.close();
});

const SCREENS = process.env.SCREENSHOT_DIR;

it('opens the window from the avatar 超级管家 and streams the steward greeting at 1920×1080', async () => {
  await setChatPace(gateway.url, 1_000_000);
  const { context, page, watch } = await openSignedIn(browser, gateway.url, ADMIN, {
    viewport: { width: 1920, height: 1080 },
  });
  await waitForShell(page);
  await avatar(page).waitFor();
  expect(await avatar(page).getAttribute('aria-expanded')).toBe('false');
  // The window is a chunk of its own: nothing of it before the avatar is clicked.
  expect(await chatWindow(page).count()).toBe(0);

  await avatar(page).click();
  await chatWindow(page).waitFor();
  await waitIdle(page);
  expect(await avatar(page).getAttribute('aria-expanded')).toBe('true');
  const greeting = await answers(page).first().locator('.jt-assistant-msg__text').innerText();
  expect(greeting).toMatch(/您好！今天是\d+月\d+日星期.。/);
  // §5: commas shown full width.
  expect(greeting).not.toContain(',');
  if (SCREENS) await page.screenshot({ path: `${SCREENS}/assistant-1920.png` });

  // The window closes with its close button and opens again with the conversation kept.
  await chatWindow(page).getByRole('button', { name: '关闭' }).click();
  await chatWindow(page).waitFor({ state: 'detached' });
  await avatar(page).click();
  await chatWindow(page).waitFor();
  // (closing also stops the report being read: only the text is compared)
  expect(await answers(page).first().locator('.jt-assistant-msg__text').innerText()).toBe(greeting);
  expect(watch.consoleErrors).toEqual([]);
  await context.close();
});

it('sends with Enter, adds a line with Shift+Enter, never sends a blank question, and lists it in the searchable history', async () => {
  await setChatPace(gateway.url, 1_000_000);
  const { context, page, watch } = await openSignedIn(browser, gateway.url, ADMIN);
  await waitForShell(page);
  await openAssistant(page);
  const questions = messageLog(page).locator('[data-role="user"]');
  expect(await questions.count()).toBe(0);

  // Only spaces: not sent, the send button stays off.
  await questionBox(page).fill('   ');
  expect(await page.getByRole('button', { name: '发送' }).isDisabled()).toBe(true);
  await questionBox(page).press('Enter');
  expect(await questions.count()).toBe(0);

  await questionBox(page).fill('');
  await questionBox(page).pressSequentially('今日巡查');
  await questionBox(page).press('Shift+Enter');
  await questionBox(page).pressSequentially('情况');
  expect(await questionBox(page).inputValue()).toBe('今日巡查\n情况');
  expect(await questions.count()).toBe(0);
  await questionBox(page).press('Enter');
  await questions.first().waitFor();
  expect(await questions.first().innerText()).toBe('今日巡查\n情况');
  expect(await questionBox(page).inputValue()).toBe('');
  await waitIdle(page);
  // The patrol agent answered with its card of the day's patrols.
  await messageLog(page)
    .getByText(/巡查记录（\d+条）/)
    .waitFor();

  // The conversation is in the history; the search keeps only matching entries.
  const history = page.getByRole('complementary', { name: '历史记录' });
  await history.locator('[data-list="history"] li').first().waitFor();
  const search = history.getByRole('textbox', { name: '搜索历史记录' });
  await search.fill('巡查');
  await expect.poll(() => history.locator('[data-list="history"] li').count()).toBeGreaterThan(0);
  await search.fill('没有这样的对话');
  await history.getByText('没有匹配的历史记录').waitFor();
  expect(watch.consoleErrors).toEqual([]);
  await context.close();
});

it('switches to 养护知识问答 and stops its slow answer: what arrived stays, marked 暂停调用, and the mock stops streaming', async () => {
  const { context, page, watch } = await openSignedIn(browser, gateway.url, ADMIN);
  await waitForShell(page);
  await setChatPace(gateway.url, 1_000_000);
  await openAssistant(page);
  await page.getByRole('button', { name: '养护知识问答' }).click();
  await expect.poll(() => page.getByTestId('chat-mode').innerText()).toBe('养护知识问答');

  // The agent introduces itself (its opening statement) after the fake reply delay.
  await answers(page).first().getByText('您好').waitFor();
  expect(await answers(page).count()).toBe(1);
  await setChatPace(gateway.url, 4);
  await questionBox(page).fill('裂缝灌缝有哪些要求？');
  await questionBox(page).press('Enter');
  const stop = page.getByRole('button', { name: '停止', exact: true });
  await stop.waitFor();
  const last = answers(page).nth(1);
  await expect.poll(() => last.locator('.jt-assistant-msg__text').count(), { timeout: 20_000 }).toBe(1);
  expect((await runningStreams(gateway.url)).length).toBe(1);
  await stop.click();
  await stop.waitFor({ state: 'detached' });
  if (SCREENS) await page.screenshot({ path: `${SCREENS}/assistant-stopped.png` });
  await last.getByText('暂停调用').waitFor();
  expect(await last.getAttribute('data-finished')).toBe('true');
  await expect.poll(() => runningStreams(gateway.url).then((r) => r.length)).toBe(0);
  // The input is free again at once.
  expect(await page.getByRole('group', { name: '快捷问题' }).getByRole('button').first().isDisabled()).toBe(
    false,
  );
  expect(watch.consoleErrors).toEqual([]);
  await setChatPace(gateway.url, 1_000_000);
  await context.close();
});

it('keeps the dragged avatar where it was put, and on screen in a smaller window (1366×768)', async () => {
  const { context, page } = await openSignedIn(browser, gateway.url, ADMIN, {
    viewport: { width: 1366, height: 768 },
  });
  await waitForShell(page);
  const box = await avatar(page).boundingBox();
  if (!box) throw new Error('no avatar');
  // Starts in the bottom-right corner.
  expect(box.x + box.width).toBeGreaterThan(1366 - 60);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(700, 400, { steps: 8 });
  await page.mouse.move(300, 200, { steps: 8 });
  await page.mouse.up();
  // A drag is no click: the window stays closed.
  expect(await chatWindow(page).count()).toBe(0);
  const moved = await avatar(page).boundingBox();
  expect(Math.abs((moved?.x ?? 0) + (moved?.width ?? 0) / 2 - 300)).toBeLessThan(3);

  await page.reload();
  await waitForShell(page);
  const kept = await avatar(page).boundingBox();
  expect(kept).toEqual(moved);

  // Dragged past the edge it stays wholly on screen; a smaller window pulls it back in.
  await page.mouse.move((kept?.x ?? 0) + 20, (kept?.y ?? 0) + 20);
  await page.mouse.down();
  await page.mouse.move(1360, 760, { steps: 10 });
  await page.mouse.up();
  const corner = await avatar(page).boundingBox();
  expect((corner?.x ?? 0) + (corner?.width ?? 0)).toBeLessThanOrEqual(1366);
  expect((corner?.y ?? 0) + (corner?.height ?? 0)).toBeLessThanOrEqual(768);
  await page.setViewportSize({ width: 1024, height: 600 });
  await expect
    .poll(async () => {
      const b = await avatar(page).boundingBox();
      return (b?.x ?? 0) + (b?.width ?? 0) <= 1024 && (b?.y ?? 0) + (b?.height ?? 0) <= 600;
    })
    .toBe(true);

  await page.setViewportSize({ width: 1366, height: 768 });
  await openAssistant(page);
  if (SCREENS) await page.screenshot({ path: `${SCREENS}/assistant-1366.png` });
  const frame = await chatWindow(page).boundingBox();
  expect(
    frame && frame.x >= 0 && frame.y >= 0 && frame.x + frame.width <= 1366 && frame.y + frame.height <= 768,
  ).toBe(true);
  await context.close();
});

it('blinks the idle avatar for 0.2 s every 5 s, with nothing animating between blinks, its shadow painted (no filter)', async () => {
  const { context, page, watch } = await openSignedIn(browser, gateway.url, ADMIN);
  await waitForShell(page);
  await avatar(page).waitFor();
  // What runs on the avatar and inside it, read at every frame until a blink starts (5 s at most).
  const blink = await page.waitForFunction(
    () => {
      const button = document.querySelector('.jt-assistant-avatar');
      const running = button?.getAnimations({ subtree: true }) ?? [];
      if (running.length === 0) return false;
      return running.map((animation) => {
        const effect = animation.effect as KeyframeEffect;
        return {
          target: effect.target?.getAttribute('class'),
          duration: effect.getTiming().duration,
          iterations: effect.getTiming().iterations,
          transforms: effect.getKeyframes().map((frame) => frame.transform),
        };
      });
    },
    undefined,
    { polling: 'raf', timeout: 6000 },
  );
  expect(await blink.jsonValue()).toEqual([
    {
      target: 'jt-assistant-avatar__eyes',
      duration: 200,
      iterations: 1,
      transforms: ['scaleY(1)', 'scaleY(0.1)', 'scaleY(1)'],
    },
  ]);
  // Between two blinks nothing animates, so an idle page asks for no frame.
  const between: number[] = [];
  await page.waitForTimeout(400);
  for (let i = 0; i < 2; i++) {
    between.push(await avatar(page).evaluate((el) => el.getAnimations({ subtree: true }).length));
    await page.waitForTimeout(1000);
  }
  expect(between).toEqual([0, 0]);
  expect(await avatar(page).evaluate((el) => getComputedStyle(el).filter)).toBe('none');
  expect(watch.consoleErrors).toEqual([]);
  await context.close();
});
