// The assistant's cards against the gateway's mock world (seed 001 §2, §3, §4, §7, §8): the
// to-do card with acceptance through the disposal-process modal, the patrol card's report
// download (巡查记录.xlsx, 服务未响应！ when the server fails), the disease card, and its
// patrol-track map drawn by the offline map engine (software WebGL).
import { expect, it } from 'vitest';
import {
  answers,
  assistantSuite,
  failNext,
  journalBodies,
  journalCalls,
  messageLog,
  openAssistant,
  quickButton,
  waitIdle,
} from './support/assistant';
import { ADMIN, openSignedIn, waitForShell } from './support/shell-session';
import { launchChromiumWithWebgl } from './support/webgl-chromium';

const suite = assistantSuite();

const SCREENS = process.env.SCREENSHOT_DIR;

it('accepts a pending task from the to-do card through the disposal-process modal (status 4 with the opinion)', async () => {
  const { context, page, watch } = await openSignedIn(suite.browser, suite.url, ADMIN, {
    viewport: { width: 1920, height: 1080 },
  });
  await waitForShell(page);
  await openAssistant(page);
  await quickButton(page, '当前待办').click();
  await waitIdle(page);
  const card = messageLog(page).locator('[data-card="todos"]').last();
  await card.getByText(/待办事项（\d+项）/).waitFor();
  // The first 5 tasks, then the 'more' link.
  const total = Number((await card.getByText(/待办事项（\d+项）/).innerText()).match(/\d+/)?.[0]);
  expect(await card.locator('[data-todo]').count()).toBe(Math.min(total, 5));
  if (total > 5) {
    await card.getByRole('button', { name: `更多（${total - 5}）` }).click();
    expect(await card.locator('[data-todo]').count()).toBe(total);
  }
  expect(await answers(page).last().innerText()).toMatch(/数据截止：\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/);

  const row = card
    .locator('[data-todo]')
    .filter({ has: page.getByRole('button', { name: '验收' }) })
    .first();
  const orderId = await row.getAttribute('data-todo');
  await row.getByRole('button', { name: '验收' }).click();
  const modal = page.getByRole('dialog').filter({ hasText: '处置过程' });
  await modal.getByText('验收意见').waitFor();
  await modal.locator('.semi-timeline-item').first().waitFor();
  // The modal is above the chat window: its buttons take the click.
  const opinion = modal.getByRole('textbox');
  await opinion.fill('路'.repeat(250));
  expect((await opinion.inputValue()).length).toBe(200);
  await opinion.fill('修补平整，同意验收');
  if (SCREENS) await page.screenshot({ path: `${SCREENS}/assistant-disposal.png` });
  await modal.getByRole('button', { name: '通过', exact: true }).click();
  await modal.waitFor({ state: 'detached' });
  await card.locator(`[data-todo="${orderId}"]`).getByText('验收通过').waitFor();
  const sent = (await journalBodies(suite.url, 'sendOrderModel')) as Array<Record<string, unknown>>;
  expect(sent.find((body) => body.processStatus === 4 || body.processStatus === '4')).toMatchObject({
    id: orderId,
  });
  expect(watch.consoleErrors).toEqual([]);
  await context.close();
});

it('downloads a patrol record as 巡查记录.xlsx from the patrol card, and says 服务未响应！ when the server fails', async () => {
  const { context, page } = await openSignedIn(suite.browser, suite.url, ADMIN);
  await waitForShell(page);
  await openAssistant(page);
  await quickButton(page, '今日巡查').click();
  await waitIdle(page);
  const card = messageLog(page).getByText(/巡查记录（\d+条）/);
  await card.waitFor();

  const saved = page.waitForEvent('download');
  await messageLog(page).getByRole('button', { name: '下载巡查记录' }).first().click();
  const download = await saved;
  expect(download.suggestedFilename()).toBe('巡查记录.xlsx');
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const file = Buffer.concat(chunks);
  // An xlsx is a zip: PK\x03\x04.
  expect(file.subarray(0, 4).toString('hex')).toBe('504b0304');
  const query = (await journalBodies(suite.url, 'weeklyInspectionRecordReportLoad')).length;
  expect(query).toBeGreaterThan(0);

  await failNext(suite.url, 'weeklyInspectionRecordReportLoad', 500);
  await messageLog(page).getByRole('button', { name: '下载巡查记录' }).first().click();
  await page.getByText('服务未响应！').waitFor();
  await context.close();
});

it('shows the disease card (first 3, area in ㎡ for potholes and m otherwise), asks a progress, and opens /diseaseManage', async () => {
  const { context, page, watch } = await openSignedIn(suite.browser, suite.url, ADMIN, {
    viewport: { width: 1920, height: 1080 },
  });
  await waitForShell(page);
  await openAssistant(page);
  await quickButton(page, '查看病害信息').click();
  await waitIdle(page);
  // The greeting, then the disease answer (a fixed index: later answers come below it).
  const last = answers(page).nth(1);
  await last.getByText(/病害信息（\d+处）/).waitFor();
  const rows = last.getByRole('button', { name: '处置进度', exact: true });
  expect(await rows.count()).toBe(3);
  const text = await last.innerText();
  for (const area of text.match(/\d+\.\d+(㎡|m)/g) ?? []) expect(area).toMatch(/^\d+\.\d{3}(㎡|m)$/);
  // Each row: ㎡ for a pothole, m for anything else (which diseases come first depends on the
  // world's clock, so every shown row is checked rather than expecting a pothole among them).
  const shown = await last.locator('[data-list="diseases"] [data-disease]').allInnerTexts();
  expect(shown.length).toBe(3);
  for (const row of shown) {
    const unit = /\d+\.\d{3}(㎡|m)/.exec(row)?.[1];
    expect(unit).toBe(row.includes('坑槽') ? '㎡' : 'm');
  }
  if (SCREENS) await page.screenshot({ path: `${SCREENS}/assistant-diseases.png` });

  // A disease's progress goes to the disposal agent and answers with its card.
  await rows.first().click();
  await expect.poll(() => answers(page).count()).toBeGreaterThan(2);
  await waitIdle(page);
  if (SCREENS) await page.screenshot({ path: `${SCREENS}/assistant-progress.png` });

  // 病害管理 saves the conversation, then opens the disease management page.
  await last.getByRole('button', { name: /病害管理/ }).click();
  await page.waitForURL(`${suite.url}/diseaseManage`);
  expect((await journalBodies(suite.url, 'saveModelHistory')).length).toBeGreaterThan(0);
  expect(watch.consoleErrors).toEqual([]);
  await context.close();
});

it('draws the patrol track inside the disease card with the offline map engine (software WebGL)', async () => {
  const webgl = await launchChromiumWithWebgl();
  try {
    const { context, page, watch } = await openSignedIn(webgl, suite.url, ADMIN, {
      viewport: { width: 1920, height: 1080 },
    });
    await waitForShell(page);
    await openAssistant(page);
    await quickButton(page, '今日巡查').click();
    await waitIdle(page);
    const patrol = messageLog(page).locator('[data-card="patrols"] [data-patrol]').first();
    const patrolId = await patrol.getAttribute('data-patrol');
    await patrol.getByRole('button', { name: '查看轨迹' }).click();
    await waitIdle(page);
    const card = messageLog(page).locator('[data-card="diseases"]').last();
    const track = card.locator('[data-card="track"]');
    await track.locator('.jt-track-map .jt-road-map[data-ready="true"]').waitFor({ timeout: 30_000 });
    expect(Number(await track.locator('.jt-track-map').getAttribute('data-points'))).toBeGreaterThan(1);
    expect(await track.locator('canvas').count()).toBeGreaterThan(0);
    const gis = (await journalCalls(suite.url, 'getGisById')).at(-1);
    expect(JSON.stringify(gis?.body ?? gis?.query)).toContain(patrolId as string);
    // Beside the map, the first 4 of the card's diseases.
    const listed = await track.locator('[data-list="track-diseases"] li').count();
    const total = Number((await card.getByText(/病害信息（\d+处）/).innerText()).match(/\d+/)?.[0]);
    expect(listed).toBe(Math.min(total, 4));
    if (SCREENS) await page.screenshot({ path: `${SCREENS}/assistant-track.png` });
    expect(watch.consoleErrors).toEqual([]);
    await context.close();
  } finally {
    await webgl.close();
  }
}, 110_000);
