// Recognition from the chat window (seed 001 §2, §5): the upload widget's warnings verbatim
// (format, size, count), a picture uploaded with its preview, sent, and the recognition card
// keeping only potholes and cracks.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  answers,
  assistantSuite,
  journalBodies,
  messageLog,
  nextRecognition,
  openAssistant,
  waitIdle,
} from './support/assistant';
import { ADMIN, openSignedIn, waitForShell } from './support/shell-session';

const suite = assistantSuite();

const SCREENS = process.env.SCREENSHOT_DIR;

/** A real PNG drawn by the page's canvas (a grey road with a dark patch). */
async function roadPicture(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 240;
    const g = canvas.getContext('2d') as CanvasRenderingContext2D;
    g.fillStyle = '#777';
    g.fillRect(0, 0, 320, 240);
    g.fillStyle = '#222';
    g.beginPath();
    g.ellipse(160, 120, 60, 35, 0, 0, Math.PI * 2);
    g.fill();
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1] as string, 'base64');
}

it('warns verbatim about format, size and count of pictures', async () => {
  const { context, page, watch } = await openSignedIn(suite.browser, suite.url, ADMIN, {
    viewport: { width: 1920, height: 1080 },
  });
  await waitForShell(page);
  await openAssistant(page);
  await page.getByRole('button', { name: '上传图片识别病害' }).click();
  const input = page.locator('.jt-assistant-upload input[type="file"]').first();
  const png = await roadPicture(page);

  await input.setInputFiles({ name: 'road.gif', mimeType: 'image/gif', buffer: png });
  await page.getByText('文件格式不正确，请上传jpg或png格式的图片！').waitFor();

  await input.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([png, Buffer.alloc(2048 * 1024)]),
  });
  await page.getByText('文件过大，不能超过2M！').waitFor();

  await input.setInputFiles([
    { name: 'a.png', mimeType: 'image/png', buffer: png },
    { name: 'b.png', mimeType: 'image/png', buffer: png },
    { name: 'c.png', mimeType: 'image/png', buffer: png },
  ]);
  await page.getByText('最多只能上传2张图片！').waitFor();
  // The first two go up; the third stays listed, marked refused with the same warning (never
  // dropped unseen); the gif and the huge picture were never sent.
  const cards = page.locator('.jt-assistant-upload .semi-upload-picture-file-card');
  await expect.poll(() => cards.count()).toBe(4);
  // huge.png and c.png carry the error mark (their warning on hover); a.png and b.png go up.
  expect(await page.locator('.jt-assistant-upload .semi-upload-picture-file-card-icon-error').count()).toBe(
    2,
  );
  await expect
    .poll(() => journalBodies(suite.url, 'uploadFile').then((b) => b.length), { timeout: 15_000 })
    .toBe(2);
  await page.locator('.jt-assistant-upload .semi-upload-picture-file-card-icon-error').last().hover();
  await page.locator('.semi-tooltip-content').getByText('最多只能上传2张图片！').waitFor();
  const send = page.getByRole('button', { name: '发送' });
  await expect.poll(() => send.isDisabled(), { timeout: 15_000 }).toBe(false);

  expect(watch.consoleErrors).toEqual([]);
  await context.close();
}, 120_000);

it('recognises an uploaded picture and keeps only potholes and cracks', async () => {
  const { context, page, watch } = await openSignedIn(suite.browser, suite.url, ADMIN, {
    viewport: { width: 1920, height: 1080 },
  });
  await waitForShell(page);
  await openAssistant(page);
  const png = await roadPicture(page);
  await page.getByRole('button', { name: '上传图片识别病害' }).click();
  await nextRecognition(suite.url, [
    { diseaseName: '坑槽', diseaseArea: 0.36, diseaseLevel: 3 },
    { diseaseName: '车辙', diseaseArea: 12.5, diseaseLevel: 1 },
  ]);
  await page.locator('.jt-assistant-upload input[type="file"]').first().setInputFiles({
    name: 'pothole.png',
    mimeType: 'image/png',
    buffer: png,
  });
  const send = page.getByRole('button', { name: '发送' });
  await expect.poll(() => send.isDisabled(), { timeout: 15_000 }).toBe(false);
  if (SCREENS) await page.screenshot({ path: `${SCREENS}/assistant-upload.png` });
  await send.click();
  // The question carries the picture; the answer is the recognition card.
  await messageLog(page).locator('[data-role="user"] img').first().waitFor();
  await waitIdle(page);
  const card = answers(page).last();
  await card.getByText('识别结果（1处病害）').waitFor();
  const text = await card.innerText();
  expect(text).toContain('坑槽');
  expect(text).toContain('严重');
  expect(text).toContain('0.360㎡');
  expect(text).not.toContain('车辙');
  if (SCREENS) await page.screenshot({ path: `${SCREENS}/assistant-recognition.png` });
  expect(watch.consoleErrors).toEqual([]);
  await context.close();
}, 120_000);
