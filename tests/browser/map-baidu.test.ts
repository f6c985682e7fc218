// RoadMap on the Baidu engine, with Baidu's script stubbed at the component boundary (the
// request to api.map.baidu.com answered by tests/browser/support/bmapgl-stub.ts): the key
// reaches the loader, the script loads once, the §9 defaults reach BMapGL, layers become
// overlays, traffic turns on, a cluster click zooms to 14 — and a script that fails leaves the
// user on the offline engine with a note.
import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BMAPGL_STUB } from './support/bmapgl-stub';
import { type RunningGateway, startGateway } from './support/gateway';
import { ADMIN, openSignedIn } from './support/shell-session';
import { launchChromiumWithWebgl } from './support/webgl-chromium';

const BROWSER_AK = 'test-browser-ak-7f3c';

let gateway: RunningGateway;
let browser: Browser;
let token: string | undefined;

beforeAll(async () => {
  gateway = await startGateway({ MAPS_BROWSER_AK: BROWSER_AK });
  browser = await launchChromiumWithWebgl();
  await mkdir('test-results', { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await gateway?.close();
});

type Call = [string, ...unknown[]];

async function openWithBaidu(path: string, answer: 'stub' | 'fail' = 'stub') {
  const opened = await openSignedIn(browser, gateway.url, ADMIN, { path: '/home', token });
  token = opened.token;
  const { page } = opened;
  const scripts: string[] = [];
  await page.route('https://api.map.baidu.com/**', async (route) => {
    const url = new URL(route.request().url());
    scripts.push(url.toString());
    if (answer === 'fail') return route.abort('connectionrefused');
    const callback = url.searchParams.get('callback') ?? '';
    return route.fulfill({
      contentType: 'application/javascript',
      body: `${BMAPGL_STUB}\nwindow[${JSON.stringify(callback)}]();`,
    });
  });
  await page.goto(`${gateway.url}${path}`);
  await page.waitForSelector('.jt-road-map[data-ready="true"]', { timeout: 30_000 });
  return { ...opened, scripts };
}

const calls = (page: Page) => page.evaluate(() => (window as unknown as { __bmapCalls: Call[] }).__bmapCalls);

describe('RoadMap on the Baidu engine (script stubbed)', () => {
  it('loads the GL script once with the browser key and opens with the §9 defaults', async () => {
    const { page, context, scripts } = await openWithBaidu('/mapDemo?layer=none');
    expect(await page.getAttribute('.jt-road-map', 'data-engine')).toBe('baidu');
    expect(scripts).toHaveLength(1);
    const url = new URL(scripts[0] ?? '');
    expect(url.pathname).toBe('/api');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ type: 'webgl', v: '1.0', ak: BROWSER_AK });
    const made = await calls(page);
    expect(made.find(([name]) => name === 'new Map')?.[1]).toMatchObject({ minZoom: 4, maxZoom: 21 });
    expect(made).toContainEqual(['centerAndZoom', [118.796877, 32.060255], 10]);
    // The district outline of geo_json became a polygon. Its file is read beside the engine's
    // start, so under load it can arrive after the map is ready: wait for it.
    await page.waitForFunction(
      () => (window as unknown as { __bmapCalls: Call[] }).__bmapCalls.some(([n]) => n === 'new Polygon'),
      undefined,
      { timeout: 10_000 },
    );
    await page.screenshot({ path: 'test-results/map-baidu-stub.png' });
    await context.close();
  });

  it('turns the traffic layer on and off', async () => {
    const { page, context } = await openWithBaidu('/mapDemo?layer=none');
    const traffic = page.getByRole('button', { name: '路况' });
    expect(await traffic.isDisabled()).toBe(false);
    await traffic.click();
    await page.waitForFunction(() =>
      (window as unknown as { __bmapCalls: Call[] }).__bmapCalls.some(([n]) => n === 'setTrafficOn'),
    );
    await traffic.click();
    await page.waitForFunction(() =>
      (window as unknown as { __bmapCalls: Call[] }).__bmapCalls.some(([n]) => n === 'setTrafficOff'),
    );
    expect(await page.getByText('离线地图不提供实时路况').count()).toBe(0);
    await context.close();
  });

  it('draws clusters as markers and zooms a clicked cluster to 14', async () => {
    const { page, context } = await openWithBaidu('/mapDemo?points=1000');
    const markers = page.locator('.bmapgl-stub-marker');
    await markers.first().waitFor();
    // The busiest cluster: the one whose title counts most points.
    const titles = await markers.allInnerTexts();
    const busiest = titles
      .map(Number)
      .reduce((best, count, i, all) => (count > (all[best] ?? 0) ? i : best), 0);
    expect(Number(titles[busiest])).toBeGreaterThan(4);
    // Dispatched: the stub's marker may sit under the search box or the toolbar.
    await markers.nth(busiest).dispatchEvent('click');
    await page.waitForFunction(() =>
      (window as unknown as { __bmapCalls: Call[] }).__bmapCalls.some(
        ([n, , zoom]) => n === 'centerAndZoom' && zoom === 14,
      ),
    );
    await context.close();
  });

  it('adds 3D polygons as prisms', async () => {
    const { page, context } = await openWithBaidu('/mapDemo?layer=none');
    await page.getByRole('button', { name: '3D 面' }).click();
    await page.waitForFunction(
      () =>
        (window as unknown as { __bmapCalls: Call[] }).__bmapCalls.filter(([n]) => n === 'new Prism')
          .length === 3,
    );
    const prism = (await calls(page)).find(([name]) => name === 'new Prism');
    expect(prism?.[2]).toBe(2000);
    await context.close();
  });

  it('falls back to the offline engine with a note when the script cannot load', async () => {
    const { page, context, scripts } = await openWithBaidu('/mapDemo?layer=none', 'fail');
    expect(scripts.length).toBeGreaterThanOrEqual(1);
    expect(await page.getAttribute('.jt-road-map', 'data-engine')).toBe('offline');
    await page.getByText('百度地图加载失败，已切换到离线地图').waitFor();
    await context.close();
  });
});
