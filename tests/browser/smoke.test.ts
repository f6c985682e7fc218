import { mkdir } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
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

it('loads the app from the gateway with no console error and no failed request', async () => {
  const page = await browser.newPage();
  const { consoleErrors, failedRequests } = watchPage(page);
  await page.goto(gateway.url, { waitUntil: 'networkidle' });
  await page.waitForSelector('#root[data-boot="ready"]');
  await mkdir('test-results', { recursive: true });
  await page.screenshot({ path: 'test-results/smoke.png' });
  expect(consoleErrors).toEqual([]);
  expect(failedRequests).toEqual([]);
});
