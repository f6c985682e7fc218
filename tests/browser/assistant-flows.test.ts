// The assistant's flows across answers (seed 001 §2, §4, §7, §8, §9): queued disease questions
// one by one under 病害N：, the re-greeting 3 s after a summary on the main key and the second
// live-patrol read 5 s after a patrol-live check (the page's clock, not real waits), the
// online-search switch, 施工报告.xlsx, and the picture viewer with its green highlight.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  answers,
  assistantSuite,
  chatQuestions,
  failNext,
  journalCalls,
  messageLog,
  nextAnswer,
  nextPayloadAnswer,
  openAssistant,
  questionBox,
  quickButton,
  waitIdle,
} from './support/assistant';
import { ADMIN, openSignedIn, waitForShell } from './support/shell-session';

const suite = assistantSuite();

const SCREENS = process.env.SCREENSHOT_DIR;

/** Signed in with the page's clock installed (it runs on until paused), the shell on screen. */
async function openWithClock(viewport = { width: 1920, height: 1080 }) {
  const opened = await openSignedIn(suite.browser, suite.url, ADMIN, { viewport });
  await opened.page.clock.install();
  await opened.page.reload();
  await waitForShell(opened.page);
  return opened;
}

/**
 * Stops the page's clock (a little ahead of now, which keeps running while this is sent): from
 * here on only runFor moves its timers. Paused, the page's requestAnimationFrame stands still, so
 * waits go through locators and the mock's journal, not waitIdle's in-page polling.
 */
async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 3_000);
}

/** Waits, without the page's timers, until the last answer has finished. */
async function lastAnswerFinished(page: Page) {
  await page.getByRole('button', { name: '停止', exact: true }).waitFor({ state: 'detached' });
  await expect
    .poll(() => answers(page).last().getAttribute('data-finished'), { timeout: 15_000 })
    .toBe('true');
}

/** The id of a disease that has a work order (from the to-do card of 当前待办). */
async function diseaseWithOrder(page: Page): Promise<string> {
  await quickButton(page, '当前待办').click();
  await waitIdle(page);
  const row = messageLog(page).locator('[data-card="todos"] [data-todo]').first();
  const id = await row.getAttribute('data-disease');
  expect(id).toBeTruthy();
  return id as string;
}

/** The media key of the first disease thumbnail shown (the picture the world stores). */
async function shownPictureKey(page: Page): Promise<string> {
  const src = await messageLog(page)
    .locator('[data-card="diseases"] .jt-assistant-thumb img')
    .first()
    .getAttribute('src');
  const path = new URL(src as string, suite.url).pathname;
  expect(path.startsWith('/media/')).toBe(true);
  return decodeURI(path.slice('/media/'.length));
}

/** A finished repair's answer of the disposal agent: steps, summary, construction report. */
const summaryPayload = (diseaseId: string, picture: string) => ({
  diseaseId,
  finishStatus: 'done',
  pic_url: picture,
  zongjie: {
    content: '坑槽修补完成，路面平整密实，可以验收。',
    pic: picture,
    steps: [
      { stepName: '切割清理', stepTime: '2026-11-26 09:10:00' },
      { stepName: '摊铺压实', stepTime: '2026-11-26 10:05:00' },
    ],
  },
  ques: '下载施工报告',
});

/**
 * Asks the disease card's last 处置进度 with the disposal agent scripted to answer a finished
 * repair of `diseaseId`; the summary card once it shows its steps and summary.
 */
async function showSummary(page: Page, diseaseId: string, beforeAsking?: () => Promise<void>) {
  await quickButton(page, '查看病害信息').click();
  await waitIdle(page);
  await nextPayloadAnswer(
    suite.url,
    'disposal',
    summaryPayload(diseaseId, await shownPictureKey(page)),
    '该病害已处置完成。',
  );
  await beforeAsking?.();
  await messageLog(page).getByRole('button', { name: '处置进度', exact: true }).last().click();
  const card = messageLog(page).locator('[data-card="disposal"]').last();
  await card.getByText('施工步骤').waitFor();
  await card.getByText('坑槽修补完成，路面平整密实，可以验收。').waitFor();
  return card;
}

it('asks the shown diseases’ progress one by one, each under its heading 病害N：', async () => {
  const { context, page, watch } = await openSignedIn(suite.browser, suite.url, ADMIN, {
    viewport: { width: 1920, height: 1080 },
  });
  await waitForShell(page);
  await openAssistant(page);
  const before = (await chatQuestions(suite.url, 'disposal')).length;
  await quickButton(page, '查看病害信息').click();
  await waitIdle(page);
  const card = messageLog(page).locator('[data-card="diseases"]').last();
  const ids = await card
    .locator('[data-list="diseases"] [data-disease]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-disease')));
  expect(ids.length).toBe(3);
  await card.getByRole('button', { name: '逐个查询处置进度' }).click();

  // The journal keeps a chat call once its stream has ended: three, in order, none overlapping.
  await expect
    .poll(() => chatQuestions(suite.url, 'disposal').then((q) => q.length - before), { timeout: 30_000 })
    .toBe(3);
  const asked = (await chatQuestions(suite.url, 'disposal')).slice(before);
  expect(asked.map((q) => q.query.slice(0, 4))).toEqual(['病害1：', '病害2：', '病害3：']);
  expect(asked.map((q) => q.inputs.diseaseId)).toEqual(ids);
  for (let i = 1; i < asked.length; i++) {
    const previous = asked[i - 1] as (typeof asked)[number];
    const ended = Date.parse(previous.time) + previous.durationMs;
    expect(Date.parse((asked[i] as (typeof asked)[number]).time)).toBeGreaterThanOrEqual(ended - 5);
  }
  // The questions show in the stream with their headings.
  const bubbles = await messageLog(page).locator('[data-role="user"]').allInnerTexts();
  expect(bubbles.filter((text) => /^病害\d：/.test(text.trim())).map((t) => t.trim().slice(0, 4))).toEqual([
    '病害1：',
    '病害2：',
    '病害3：',
  ]);
  expect(watch.consoleErrors).toEqual([]);
  await context.close();
}, 110_000);

it('after a summary switches to the main key and greets again 3 s later (page clock)', async () => {
  const { context, page, watch } = await openWithClock();
  await openAssistant(page);
  const diseaseId = await diseaseWithOrder(page);
  // A conversation of 养护知识问答: free questions go to its agent (policy) until a summary.
  await page.getByRole('button', { name: '养护知识问答' }).click();
  await answers(page).first().getByText('您好').waitFor({ timeout: 15_000 });
  const greetings = async () =>
    (await chatQuestions(suite.url, 'main')).filter((q) => q.query === '你好').length;
  // The clock stands still from before the summary is asked until the test moves it.
  await showSummary(page, diseaseId, () => pauseClock(page));
  await lastAnswerFinished(page);
  const greeted = await greetings();
  await page.clock.runFor(2_900);
  // Not yet: nothing was asked of the steward before 3 s.
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(await runningMain(page)).toBe(false);
  expect(await greetings()).toBe(greeted);
  await page.clock.runFor(200);
  await expect.poll(greetings, { timeout: 15_000 }).toBe(greeted + 1);
  await page.clock.resume();
  await waitIdle(page);
  // The greeting came silently (no question bubble) and free questions now go to the main key.
  const policyBefore = (await chatQuestions(suite.url, 'policy')).length;
  const mainBefore = (await chatQuestions(suite.url, 'main')).length;
  await questionBox(page).fill('今天路况怎么样？');
  await questionBox(page).press('Enter');
  await waitIdle(page);
  await expect.poll(() => chatQuestions(suite.url, 'main').then((q) => q.length)).toBe(mainBefore + 1);
  expect((await chatQuestions(suite.url, 'policy')).length).toBe(policyBefore);
  expect(watch.consoleErrors).toEqual([]);
  await context.close();
}, 110_000);

/** Whether an answer is streaming now (the stop button is shown). */
async function runningMain(page: Page): Promise<boolean> {
  return (await page.getByRole('button', { name: '停止', exact: true }).count()) > 0;
}

it('reads the live patrols again 5 s after a patrol-live check (page clock)', async () => {
  const { context, page, watch } = await openWithClock();
  await openAssistant(page);
  await quickButton(page, '今日巡查').click();
  await waitIdle(page);
  const card = messageLog(page).locator('[data-card="patrols"]').last();
  const asked = (await chatQuestions(suite.url, 'patrol')).length;
  // The clock stands still from before the check until the test moves it.
  await pauseClock(page);
  await card.getByRole('button', { name: '实时巡查' }).click();
  await expect.poll(() => chatQuestions(suite.url, 'patrol').then((q) => q.length)).toBe(asked + 1);
  expect((await chatQuestions(suite.url, 'patrol')).at(-1)?.query).toBe('正在进行的巡查有哪些？');
  await lastAnswerFinished(page);
  const reads = () => journalCalls(suite.url, 'listForPatrolForNow').then((calls) => calls.length);
  // Let a read in flight land before counting.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const before = await reads();
  await page.clock.runFor(4_800);
  await new Promise((resolve) => setTimeout(resolve, 300));
  const early = await reads();
  // The 10 s poll may fall in these 4.8 s once; the check's own read comes at 5 s.
  expect(early - before).toBeLessThanOrEqual(1);
  await page.clock.runFor(400);
  await expect.poll(reads, { timeout: 15_000 }).toBeGreaterThan(early);
  await page.clock.resume();
  expect(watch.consoleErrors).toEqual([]);
  await context.close();
}, 110_000);

it('sends the online-search switch with each question (online 1 on, 0 off)', async () => {
  const { context, page, watch } = await openSignedIn(suite.browser, suite.url, ADMIN);
  await waitForShell(page);
  await openAssistant(page);
  const online = page.getByRole('switch', { name: '联网搜索' });
  expect(await online.getAttribute('aria-checked')).toBe('false');
  await online.click();
  expect(await online.getAttribute('aria-checked')).toBe('true');
  await questionBox(page).fill('沪蓉高速今天有施工吗？');
  await questionBox(page).press('Enter');
  await waitIdle(page);
  await expect
    .poll(() => chatQuestions(suite.url, 'main').then((q) => q.at(-1)?.query))
    .toBe('沪蓉高速今天有施工吗？');
  expect((await chatQuestions(suite.url, 'main')).at(-1)?.inputs.online).toBe('1');
  await online.click();
  await questionBox(page).fill('路面坑槽怎么修补？');
  await questionBox(page).press('Enter');
  await waitIdle(page);
  await expect
    .poll(() => chatQuestions(suite.url, 'main').then((q) => q.at(-1)?.query))
    .toBe('路面坑槽怎么修补？');
  const last = (await chatQuestions(suite.url, 'main')).at(-1);
  expect(last?.inputs).toMatchObject({ online: '0', device_type: 'pc' });
  expect(watch.consoleErrors).toEqual([]);
  await context.close();
}, 110_000);

it('downloads 施工报告.xlsx with the tenant id, and says 服务未响应！ unless the answer is HTTP 200', async () => {
  const { context, page } = await openSignedIn(suite.browser, suite.url, ADMIN, {
    viewport: { width: 1920, height: 1080 },
  });
  await waitForShell(page);
  await openAssistant(page);
  const diseaseId = await diseaseWithOrder(page);
  const card = await showSummary(page, diseaseId);
  if (SCREENS) await page.screenshot({ path: `${SCREENS}/assistant-summary.png` });
  const tenantId = await page.evaluate(() => {
    const raw = localStorage.getItem('vuex-app') ?? sessionStorage.getItem('vuex-app') ?? '';
    const match = /"tenantId":"?([^",}]+)/.exec(raw);
    return match?.[1] ?? null;
  });

  const saved = page.waitForEvent('download');
  await card.getByRole('button', { name: '下载施工报告' }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toBe('施工报告.xlsx');
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 4).toString('hex')).toBe('504b0304');
  const sent = (await journalCalls(suite.url, 'ysReportLoad')).at(-1);
  expect(sent?.query).toMatchObject({ id: diseaseId, fileName: 'ysReport.xlsx' });
  expect(String(sent?.query.tenantId ?? '')).not.toBe('');
  if (tenantId) expect(String(sent?.query.tenantId)).toBe(tenantId);

  for (const status of [500, 404]) {
    await failNext(suite.url, 'ysReportLoad', status);
    const calls = (await journalCalls(suite.url, 'ysReportLoad')).length;
    await card.getByRole('button', { name: '下载施工报告' }).click();
    await page.getByText('服务未响应！').first().waitFor();
    await expect.poll(() => journalCalls(suite.url, 'ysReportLoad').then((c) => c.length)).toBe(calls + 1);
    await page.getByText('服务未响应！').first().waitFor({ state: 'detached', timeout: 15_000 });
  }
  await context.close();
}, 110_000);

it('opens a picture in the viewer with its green rectangle drawn from x, y, w, h', async () => {
  const { context, page, watch } = await openSignedIn(suite.browser, suite.url, ADMIN, {
    viewport: { width: 1920, height: 1080 },
  });
  await waitForShell(page);
  await openAssistant(page);
  await quickButton(page, '查看病害信息').click();
  await waitIdle(page);
  const thumb = messageLog(page).locator('[data-card="diseases"] .jt-assistant-thumb img').first();
  const src = await thumb.getAttribute('src');
  expect(src).toBeTruthy();
  // The disease card's thumbnail opens the viewer.
  await thumb.click();
  const viewer = page.locator('.jt-assistant-viewer');
  await viewer.locator('img').first().waitFor();
  await page.keyboard.press('Escape');
  await viewer.waitFor({ state: 'detached' });

  // An answer's picture with a rectangle: drawn over the picture, scaled to its drawn size.
  const picture = new URL(src as string, suite.url);
  picture.hash = 'xywh=40,30,120,80';
  await nextAnswer(suite.url, 'main', `病害位置如图：\n\n![病害位置](${picture.href})`);
  await questionBox(page).fill('病害在图片的哪个位置？');
  await questionBox(page).press('Enter');
  await waitIdle(page);
  const answer = answers(page).last();
  const box = answer.locator('.jt-assistant-image__highlight');
  await box.waitFor();
  expect(await box.getAttribute('data-highlight')).toBe('40,30,120,80');
  const geometry = await answer.locator('.jt-assistant-image').evaluate((wrap) => {
    const img = wrap.querySelector('img') as HTMLImageElement;
    const rect = wrap.querySelector('.jt-assistant-image__highlight') as HTMLElement;
    const a = img.getBoundingClientRect();
    const b = rect.getBoundingClientRect();
    return {
      scale: a.width / img.naturalWidth,
      left: b.left - a.left,
      top: b.top - a.top,
      width: b.width,
      height: b.height,
      colour: getComputedStyle(rect).borderTopColor,
    };
  });
  // Within 2 px (the rectangle's border is drawn inside its box).
  expect(Math.abs(geometry.left - 40 * geometry.scale)).toBeLessThan(2);
  expect(Math.abs(geometry.top - 30 * geometry.scale)).toBeLessThan(2);
  expect(Math.abs(geometry.width - 120 * geometry.scale)).toBeLessThan(2);
  expect(Math.abs(geometry.height - 80 * geometry.scale)).toBeLessThan(2);
  const [r, g, b] = (geometry.colour.match(/\d+/g) ?? []).map(Number);
  expect((g as number) > (r as number) && (g as number) > (b as number)).toBe(true);

  // The same picture in the viewer keeps its rectangle.
  await answer.getByRole('button', { name: '查看病害位置' }).click();
  await viewer.locator('.jt-assistant-image__highlight').waitFor();
  if (SCREENS) await page.screenshot({ path: `${SCREENS}/assistant-viewer.png` });
  expect(watch.consoleErrors).toEqual([]);
  await context.close();
}, 110_000);

it('plays a saved conversation’s patrol video in the video modal', async () => {
  const { context, page, token, watch } = await openSignedIn(suite.browser, suite.url, ADMIN, {
    viewport: { width: 1920, height: 1080 },
  });
  // A conversation saved with a patrol video (ChatMessageItem.videoUrl: an object key of the
  // media store; the mock's store holds one video).
  const label = '巡查视频回放';
  const saved = await fetch(`${suite.url}/api/administration/saveModelHistory`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Authorization: token },
    body: JSON.stringify({
      label,
      type: 1,
      contentList: [
        { send: true, content: label },
        {
          send: false,
          content: '这是今天上午的巡查视频。',
          status: 'finished',
          finished: true,
          up: false,
          down: false,
          videoUrl: 'login-background.mp4',
        },
      ],
    }),
  });
  expect(saved.status).toBe(200);
  await waitForShell(page);
  await openAssistant(page);
  await page
    .locator('[data-list="history"]')
    .getByRole('button', { name: new RegExp(label) })
    .first()
    .click();
  await answers(page).last().getByText('这是今天上午的巡查视频。').waitFor();
  await answers(page).last().getByRole('button', { name: '播放视频' }).click();
  const modal = page.locator('.jt-assistant-video');
  await modal.getByText('巡查视频', { exact: true }).waitFor();
  const video = modal.locator('video');
  await video.waitFor();
  expect(new URL((await video.getAttribute('src')) as string, suite.url).pathname).toBe(
    '/media/login-background.mp4',
  );
  // The browser loaded the video (its metadata: duration known).
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(1);
  expect(await video.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(0);
  if (SCREENS) await page.screenshot({ path: `${SCREENS}/assistant-video.png` });
  await page.keyboard.press('Escape');
  await modal.waitFor({ state: 'detached' });
  // Escape closed the modal only: the chat window stays.
  await page.getByRole('dialog', { name: '超级管家' }).waitFor();
  expect(watch.consoleErrors).toEqual([]);
  await context.close();
}, 110_000);
