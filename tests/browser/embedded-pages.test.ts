// The iframe pages of seed 000 §2 (patrol, task delivery) framed by a page of the same origin, as
// a duty desk or GIS portal served behind the same gateway frames them: no shell, the records
// there, and the framing page told what happened — only ids, and only to its own origin.
import type { Browser, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium';
import { type RunningGateway, startGateway } from './support/gateway';
import { ADMIN, apiSignIn, clickSettled, openSignedIn } from './support/shell-session';
import { waitingOrder } from './support/work-orders';

let gateway: RunningGateway;
let browser: Browser;
let token: string;

beforeAll(async () => {
  gateway = await startGateway();
  browser = await launchChromium();
  token = await apiSignIn(gateway.url, ADMIN);
});

afterAll(async () => {
  await browser?.close();
  await gateway?.close();
});

type Received = { origin: string; data: Record<string, unknown> };

/**
 * Opens a host page of the gateway's origin (answered by the test, not the gateway) that frames
 * `path` and records every message it receives.
 */
async function openHost(path: string, viewport: { width: number; height: number }) {
  const signed = await openSignedIn(browser, gateway.url, ADMIN, { token, path: '/home', viewport });
  const { page } = signed;
  const host = `${gateway.url}/__embedding-host.html`;
  await page.route(host, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><meta charset="utf-8"><title>值班台</title>
<body style="margin:0"><iframe src="${path}" style="border:0;width:100vw;height:100vh"></iframe>
<script>window.received = []; addEventListener('message', (e) => received.push({ origin: e.origin, data: e.data }));</script>`,
    }),
  );
  await page.goto(host);
  return { ...signed, frame: page.frameLocator('iframe') };
}

const received = (page: Page) =>
  page.evaluate(() => (window as unknown as { received: Received[] }).received);
const ready = (frame: FrameLocator) =>
  frame.locator('.jt-config-table[data-status="ready"]').waitFor({ timeout: 30_000 });

describe('the iframe pages', () => {
  it('lists the patrols in the frame, opens one’s sheet and tells the framing page which', async () => {
    const { page, frame, context } = await openHost('/iframe/patrol', { width: 1366, height: 768 });
    await frame.getByRole('heading', { name: '巡查记录' }).waitFor();
    await ready(frame);
    expect(await frame.locator('.jt-side-menu, .jt-page-tabs').count()).toBe(0);
    const first = frame.locator('tbody tr.semi-table-row').first();
    const code = (await first.locator('td').nth(1).innerText()).trim();
    await first.locator('td').nth(1).click();
    const sheet = frame.locator('[data-patrol-detail]');
    await sheet.waitFor();
    const patrolId = await sheet.getAttribute('data-patrol-detail');
    await expect
      .poll(() => received(page))
      .toEqual([
        {
          origin: gateway.url,
          data: { source: 'jt-platform', type: 'patrolOpened', patrolId, patrolCode: code },
        },
      ]);
    await page.screenshot({ path: 'test-results/iframe-patrol-1366x768.png' });
    await frame.getByRole('button', { name: '返回列表' }).click();
    await ready(frame);
    await context.close();
  });

  it('delivers a waiting order from the frame and tells the framing page which', async () => {
    const order = await waitingOrder(gateway.url, token);
    const { page, frame, context } = await openHost('/iframe/taskDelivery', { width: 1920, height: 1080 });
    await frame.getByRole('heading', { name: '任务下发' }).waitFor();
    await ready(frame);
    await frame.getByRole('textbox', { name: '工单编号' }).fill(order.orderCode);
    // The list asked again with the code (the first page, read before, has the order too).
    const narrowed = page.waitForResponse(
      (r) =>
        r.url().endsWith('/glWorkOrder/page') &&
        JSON.stringify(r.request().postDataJSON()).includes(order.orderCode),
    );
    await frame.getByRole('button', { name: '查询' }).click();
    await narrowed;
    await ready(frame);
    const row = frame.locator('tbody tr.semi-table-row', { hasText: order.orderCode });
    await row.getByRole('button', { name: '派单' }).click();
    const dispatch = frame.locator('.semi-modal').filter({ hasText: '派单' });
    await dispatch.locator('.semi-select').first().click();
    // A unit once the units have loaded (until then the list offers only its empty line).
    await clickSettled(frame.locator('.semi-select-option:not(.semi-select-option-empty)').first());
    // The list closed (a click while it fades lands on it, not on 保存).
    await frame.locator('.semi-select-option').first().waitFor({ state: 'detached' });
    const dispatched = page.waitForResponse((r) => r.url().includes(`/glWorkOrder/${order.id}/dispatch`));
    await dispatch.getByRole('button', { name: '保存' }).click();
    expect(((await (await dispatched).json()) as { code: number }).code).toBe(200);
    await expect
      .poll(() => received(page))
      .toEqual([
        {
          origin: gateway.url,
          data: {
            source: 'jt-platform',
            type: 'taskDelivered',
            action: 'dispatch',
            workOrderIds: [order.id],
          },
        },
      ]);
    // Delivered, it leaves the waiting queue.
    await row.waitFor({ state: 'detached' });
    await page.screenshot({ path: 'test-results/iframe-task-delivery-1920x1080.png' });
    await context.close();
  });
});
