// The watermark of water_mark_config (seed 000 §2, §3, §9): a click-through overlay over the
// shell that comes back at once when removed or hidden, and none when the switch is off.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchChromium } from './support/chromium';
import { type RunningGateway, startGateway } from './support/gateway';
import { ADMIN, openSignedIn, waitForShell } from './support/shell-session';

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

async function setWatermarkConfig(values: Record<string, string>): Promise<void> {
  const response = await fetch(`${gateway.url}/__mock/configs/water_mark_config`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(values),
  });
  expect(response.status).toBe(200);
}

/** The overlay as the user gets it: how many, and its effective style. */
function overlay(page: Page) {
  return page.evaluate(() => {
    const marks = Array.from(document.querySelectorAll<HTMLElement>('[data-watermark]'));
    const mark = marks[0];
    if (!mark) return { count: 0 };
    const style = getComputedStyle(mark);
    const box = mark.getBoundingClientRect();
    return {
      count: marks.length,
      parent: mark.parentElement?.tagName,
      position: style.position,
      display: style.display,
      visibility: style.visibility,
      opacity: style.opacity,
      pointerEvents: style.pointerEvents,
      zIndex: style.zIndex,
      image: style.backgroundImage.slice(0, 27),
      covers: box.width === window.innerWidth && box.height === window.innerHeight,
    };
  });
}

const intact = {
  count: 1,
  parent: 'BODY',
  position: 'fixed',
  display: 'block',
  visibility: 'visible',
  opacity: '1',
  pointerEvents: 'none',
  zIndex: '9999999',
  image: 'url("data:image/png;base64,',
  covers: true,
};

it('covers the shell with a click-through canvas background at z-index 9999999', async () => {
  const { context, page } = await openSignedIn(browser, gateway.url, ADMIN);
  await waitForShell(page);
  await page.locator('[data-watermark]').waitFor({ state: 'attached' });
  expect(await overlay(page)).toEqual(intact);
  // Clicks go through it to the page.
  await page.locator('.jt-home__shortcut', { hasText: '巡查管理' }).click();
  await page.waitForURL(`${gateway.url}/patrolRecord`);
  await context.close();
});

it('comes back at once when removed, hidden, restyled or given a class', async () => {
  const { context, page, watch } = await openSignedIn(browser, gateway.url, ADMIN);
  await waitForShell(page);
  await page.locator('[data-watermark]').waitFor({ state: 'attached' });

  const tamperings = [
    () => document.querySelector('[data-watermark]')?.remove(),
    () => {
      const mark = document.querySelector<HTMLElement>('[data-watermark]');
      if (mark) mark.style.display = 'none';
    },
    () => document.querySelector('[data-watermark]')?.setAttribute('style', 'opacity:0'),
    () => document.querySelector('[data-watermark]')?.setAttribute('hidden', ''),
    () => document.querySelector('[data-watermark]')?.classList.add('gone'),
    () => {
      const mark = document.querySelector('[data-watermark]');
      if (mark) mark.innerHTML = '<p>x</p>';
    },
  ];
  for (const tamper of tamperings) {
    // One evaluate: the tampering and the check after the observer's microtask, with no render between.
    const after = await page.evaluate(
      `(${tamper.toString()})(), new Promise((resolve) => setTimeout(() => {
        const marks = document.querySelectorAll('[data-watermark]');
        const mark = marks[0];
        resolve({ count: marks.length, display: mark && getComputedStyle(mark).display, opacity: mark && getComputedStyle(mark).opacity, hidden: mark?.hasAttribute('hidden'), children: mark?.childElementCount, className: mark?.className });
      }, 0))`,
    );
    expect(after).toEqual({
      count: 1,
      display: 'block',
      opacity: '1',
      hidden: false,
      children: 0,
      className: '',
    });
  }
  expect(await overlay(page)).toEqual(intact);

  // A stylesheet rule cannot hide it either: its inline declarations are !important.
  await page.addStyleTag({
    content: '[data-watermark] { display: none !important; opacity: 0 !important; }',
  });
  expect(await overlay(page)).toEqual(intact);
  expect(watch.consoleErrors).toEqual([]);
  await context.close();
});

it('is not drawn when enable_watermark_config is not 0', async () => {
  await setWatermarkConfig({ enable_watermark_config: '1' });
  try {
    const { context, page } = await openSignedIn(browser, gateway.url, ADMIN);
    await waitForShell(page);
    await page.locator('.jt-home__shortcut').first().waitFor();
    expect(await overlay(page)).toEqual({ count: 0 });
    await context.close();
  } finally {
    await setWatermarkConfig({ enable_watermark_config: '0' });
  }
});
