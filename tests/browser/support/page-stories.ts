// Several pages' stories at once in one Chromium against one gateway: each page in its own
// browser context signed in once, a few at a time, every failure named with its page and a
// screenshot of it left in test-results.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { mockAdmin } from './auth-helpers';
import { launchChromium } from './chromium';
import { type RunningGateway, startGateway } from './gateway';
import { type Account, ADMIN, apiSignIn, openSignedIn } from './shell-session';

/** A page's path, its story, and who signs in for it (the administrator unless named). */
export type PageStory = readonly [path: string, run: (page: Page) => Promise<unknown>, account?: Account];

interface Started {
  gateway: RunningGateway;
  browser: Browser;
  /** The administrator's session, shared by the stories that sign in as the administrator. */
  token: string;
}

async function story(started: Started, file: string, [path, run, account]: PageStory) {
  const { context, page } = await openSignedIn(started.browser, started.gateway.url, account ?? ADMIN, {
    token: account ? undefined : started.token,
    path,
    viewport: { width: 1920, height: 1080 },
  });
  try {
    await run(page);
  } catch (error) {
    await page.screenshot({ path: `test-results/${file}-${path.replaceAll('/', '_')}.png` });
    throw new Error(`${path}: ${String(error)}`);
  } finally {
    await context.close();
  }
}

/**
 * Every story to its end, four at a time (more pages at once only slow each one's first load on
 * a two-core machine); the failures of all of them named together.
 */
async function runStories(started: Started, file: string, stories: readonly PageStory[]) {
  const failed: string[] = [];
  const queue = [...stories];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift())
      await story(started, file, next).catch((error: unknown) => failed.push(String(error)));
  };
  await Promise.all([1, 2, 3, 4].map(worker));
  expect(failed).toEqual([]);
}

export interface StorySuite {
  readonly url: string;
  readonly browser: Browser;
  /** The administrator's session (a second sign-in of the administrator would end it). */
  readonly token: string;
  /** Runs the stories, each page in its own signed-in context, four at a time. */
  stories(list: readonly PageStory[]): Promise<void>;
}

/**
 * A test file's gateway with the world's clock stopped (a live patrol's new disease or order
 * would change the counts), its Chromium and the administrator's session, started before its
 * tests and closed after them; `file` names the failure screenshots.
 */
export function storySuite(file: string): StorySuite {
  let started: Started | undefined;
  let gateway: RunningGateway | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    gateway = await startGateway();
    await mockAdmin(gateway.url, 'PUT', '/__mock/world/clock', { frozen: true });
    browser = await launchChromium();
    started = { gateway, browser, token: await apiSignIn(gateway.url, ADMIN) };
  });
  afterAll(async () => {
    await browser?.close();
    await gateway?.close();
  });
  const ready = (): Started => {
    if (!started) throw new Error('the suite has not started (use it inside a test)');
    return started;
  };
  return {
    get url() {
      return ready().gateway.url;
    },
    get browser() {
      return ready().browser;
    },
    get token() {
      return ready().token;
    },
    stories: (list) => runStories(ready(), file, list),
  };
}
