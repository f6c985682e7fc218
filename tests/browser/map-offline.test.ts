// RoadMap on the offline engine (MapLibre, software WebGL) through /mapDemo and TrackMap with
// tracks of our own served in place of getGisById: what a user sees and can do, and that the
// map never asks anything of another origin.
import { mkdir } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningGateway, startGateway } from './support/gateway';
import { ADMIN, openSignedIn, type SignedInPage } from './support/shell-session';
import { launchChromiumWithWebgl } from './support/webgl-chromium';

let gateway: RunningGateway;
let browser: Browser;
let token: string;

beforeAll(async () => {
  gateway = await startGateway();
  browser = await launchChromiumWithWebgl();
  await mkdir('test-results', { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await gateway?.close();
});

/** Opens a page signed in, remembering every request that leaves the gateway's origin. */
async function open(
  path: string,
  viewport = { width: 1366, height: 768 },
  prepare?: (context: BrowserContext) => Promise<void>,
) {
  const opened: SignedInPage = await openSignedIn(browser, gateway.url, ADMIN, {
    path,
    viewport,
    token,
    prepare,
  });
  token = opened.token;
  const foreign: string[] = [];
  opened.page.on('request', (request) => {
    if (
      !request.url().startsWith(gateway.url) &&
      !request.url().startsWith('data:') &&
      !request.url().startsWith('blob:')
    )
      foreign.push(request.url());
  });
  return { ...opened, foreign };
}

const mapReady = (page: Page, scope = '.jt-road-map') =>
  page.waitForSelector(`${scope}[data-ready="true"]`, { timeout: 30_000 });

/** The map's pixels as the screen shows them (a WebGL canvas reads blank once composited). */
async function mapPixels(page: Page, scope = '.jt-road-map') {
  const box = await page.locator(scope).boundingBox();
  if (!box) throw new Error(`${scope} is not on screen`);
  const png = await page.screenshot({ clip: box });
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, box };
}

/** Distinct colours on the map: a blank map has a handful (background, controls' text). */
async function canvasColours(page: Page, scope = '.jt-road-map'): Promise<number> {
  const { data } = await mapPixels(page, scope);
  const colours = new Set<number>();
  for (let i = 0; i < data.length; i += 3)
    colours.add(((data[i] ?? 0) << 16) | ((data[i + 1] ?? 0) << 8) | (data[i + 2] ?? 0));
  return colours.size;
}

const zoomOf = async (page: Page, scope = '.jt-road-map') =>
  Number(await page.getAttribute(scope, 'data-zoom'));

/** Waits until the map has finished a move (its zoom attribute settles). */
async function settled(page: Page, scope = '.jt-road-map') {
  let last = Number.NaN;
  for (let i = 0; i < 40; i++) {
    await page.waitForTimeout(150);
    const now = await zoomOf(page, scope);
    if (now === last) return now;
    last = now;
  }
  return last;
}

describe('RoadMap on the offline engine', () => {
  it('draws the style, the district and the clusters with software WebGL and asks no other origin', async () => {
    const { page, context, foreign, watch } = await open('/mapDemo');
    await mapReady(page);
    expect(await page.getAttribute('.jt-road-map', 'data-engine')).toBe('offline');
    await page.waitForTimeout(1000);
    expect(await canvasColours(page)).toBeGreaterThan(20);
    expect(await zoomOf(page)).toBeCloseTo(10, 1);
    // The sample points' cluster index is built once, for the committed page (a render React
    // threw away used to build it a second time).
    expect(await page.evaluate(() => performance.getEntriesByName('jt-map:cluster-index').length)).toBe(1);
    expect(foreign).toEqual([]);
    expect(watch.consoleErrors).toEqual([]);
    await page.screenshot({ path: 'test-results/map-offline-1366.png' });
    await context.close();
  });

  it('pans without drawing a sky: the style has none, and MapLibre would draw its transparent default over the whole canvas at every frame', async () => {
    // Counts, per WebGL program used, whether it is MapLibre's sky (its fragment shader's uniform).
    const countPrograms = async (context: BrowserContext) => {
      await context.addInitScript(() => {
        const used = { sky: 0, other: 0 };
        Object.assign(window, { jtProgramsUsed: used });
        const proto = WebGL2RenderingContext.prototype;
        const skyShaders = new WeakSet<WebGLShader>();
        const skyPrograms = new WeakSet<WebGLProgram>();
        const { shaderSource, attachShader, useProgram } = proto;
        proto.shaderSource = function (shader, source) {
          if (source.includes('u_sky_color')) skyShaders.add(shader);
          shaderSource.call(this, shader, source);
        };
        proto.attachShader = function (program, shader) {
          if (skyShaders.has(shader)) skyPrograms.add(program);
          attachShader.call(this, program, shader);
        };
        proto.useProgram = function (program) {
          if (program) used[skyPrograms.has(program) ? 'sky' : 'other'] += 1;
          useProgram.call(this, program);
        };
      });
    };
    const { page, context } = await open('/mapDemo', undefined, countPrograms);
    await mapReady(page);
    const box = await page.locator('.jt-road-map').boundingBox();
    if (!box) throw new Error('no map');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 150, box.y + box.height / 2 + 60, { steps: 10 });
    await page.mouse.up();
    await settled(page);
    const used = await page.evaluate(
      () => (window as unknown as { jtProgramsUsed: { sky: number; other: number } }).jtProgramsUsed,
    );
    expect(used.other).toBeGreaterThan(20);
    expect(used.sky).toBe(0);
    expect(await canvasColours(page)).toBeGreaterThan(20);
    await context.close();
  });

  it('zooms a clicked cluster to 14 (seed 001 §9)', async () => {
    const { page, context } = await open('/mapDemo?points=3000');
    await mapReady(page);
    await settled(page);
    // The densest cluster is where the sample points gather: the map's centre.
    const box = await page.locator('.jt-road-map').boundingBox();
    if (!box) throw new Error('no map');
    const clusterAt = await findClusterPixel(page);
    expect(clusterAt).not.toBeNull();
    await page.mouse.click(box.x + (clusterAt?.x ?? 0), box.y + (clusterAt?.y ?? 0));
    await page.waitForFunction(
      () => Number(document.querySelector('.jt-road-map')?.getAttribute('data-zoom')) > 13.9,
      null,
      {
        timeout: 15_000,
      },
    );
    expect(await settled(page)).toBeCloseTo(14, 1);
    await context.close();
  });

  it('draws a route with the toolbar, edits it and clears it', async () => {
    const { page, context } = await open('/mapDemo?layer=none');
    await mapReady(page);
    const box = await page.locator('.jt-road-map').boundingBox();
    if (!box) throw new Error('no map');
    const at = (x: number, y: number) => [box.x + box.width * x, box.y + box.height * y] as const;
    await expect(page.getByRole('button', { name: '开始编辑' }).isDisabled()).resolves.toBe(true);
    await page.getByRole('button', { name: '画线' }).click();
    expect(await page.getAttribute('.jt-road-map', 'data-editing')).toBe('drawing');
    await page.getByText('单击地图添加路线节点').waitFor();
    await page.mouse.click(...at(0.3, 0.6));
    await page.mouse.click(...at(0.5, 0.5));
    await page.mouse.dblclick(...at(0.7, 0.6));
    await page.getByText('已画路线：3 个节点').waitFor();
    expect(await page.getAttribute('.jt-road-map', 'data-editing')).toBe('drawn');

    await page.getByRole('button', { name: '开始编辑' }).click();
    const handles = page.locator('.jt-road-map__vertex');
    expect(await handles.count()).toBe(3);
    const middle = await handles.nth(1).boundingBox();
    if (!middle) throw new Error('no handle');
    await page.mouse.move(middle.x + 7, middle.y + 7);
    await page.mouse.down();
    await page.mouse.move(middle.x + 7, middle.y + 90, { steps: 5 });
    await page.mouse.up();
    const moved = await handles.nth(1).boundingBox();
    expect((moved?.y ?? 0) - middle.y).toBeGreaterThan(80);
    await page.getByRole('button', { name: '结束编辑' }).click();
    expect(await page.getAttribute('.jt-road-map', 'data-editing')).toBe('drawn');
    await page.screenshot({ path: 'test-results/map-route-edited.png' });
    await page.getByRole('button', { name: '清除' }).click();
    await page.getByText('未画路线').waitFor();
    await context.close();
  });

  it('says the traffic layer needs Baidu, and keeps its switch off', async () => {
    const { page, context } = await open('/mapDemo?layer=none');
    await mapReady(page);
    expect(await page.getByRole('button', { name: '路况' }).isDisabled()).toBe(true);
    await page.getByText('离线地图不提供实时路况').waitFor();
    await context.close();
  });

  it('switches to the heat map and to mass markers, and extrudes 3D polygons', async () => {
    const { page, context, watch } = await open('/mapDemo?points=5000');
    await mapReady(page);
    await page.getByRole('button', { name: '热力图' }).click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: 'test-results/map-heat.png' });
    expect(await canvasColours(page)).toBeGreaterThan(50);
    await page.getByRole('button', { name: '海量点' }).click();
    await page.getByRole('button', { name: '3D 面' }).click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: 'test-results/map-mass-3d.png' });
    expect(watch.consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('RoadMap: search box and the session area', () => {
  it('searches places 5 a page in the session area and opens the one picked', async () => {
    const { page, context } = await open('/mapDemo?layer=none');
    await mapReady(page);
    await page.getByTestId('map-area').getByText('江宁区').waitFor();
    const box = page.getByRole('textbox', { name: '搜索地点' });
    // Every interchange's address names its expressway: more than one page in 江宁区.
    await box.fill('高速');
    await box.press('Enter');
    const items = page.locator('.jt-map-search__item');
    await items.first().waitFor();
    expect(await items.count()).toBe(5);
    await page.getByRole('button', { name: '下一页' }).click();
    await page.getByText(/^2 \/ \d+$/).waitFor();
    const name = (await page.locator('.jt-map-search__name').first().innerText()).trim();
    await items.first().click();
    await page.getByRole('dialog', { name }).waitFor();
    await page.screenshot({ path: 'test-results/map-search-picked.png' });
    await page.getByRole('button', { name: '关闭' }).click();
    expect(await page.getByRole('dialog', { name }).count()).toBe(0);
    await context.close();
  });

  it('says when nothing matches a search', async () => {
    const { page, context } = await open('/mapDemo?layer=none');
    await mapReady(page);
    const box = page.getByRole('textbox', { name: '搜索地点' });
    await box.fill('不存在的地点');
    await box.press('Enter');
    await page.getByText('没有找到相关地点').waitFor();
    await context.close();
  });

  it('names a missing geo_json and an area district search does not find, and still draws', async () => {
    const admin = (values: Record<string, string>) =>
      fetch(`${gateway.url}/__mock/configs/map_config`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(values),
      });
    await admin({ geo_json: '', current_area: '不存在区' });
    try {
      const { page, context, watch } = await open('/mapDemo?layer=none');
      await mapReady(page);
      await page.getByText('未配置区划边界（map_config 的 geo_json），不显示区划').waitFor();
      await page.getByText('未找到行政区划“不存在区”').waitFor();
      expect(await page.getAttribute('.jt-road-map', 'data-ready')).toBe('true');
      expect(watch.consoleErrors).toEqual([]);
      await page.screenshot({ path: 'test-results/map-no-area.png' });
      await context.close();
    } finally {
      await admin({ geo_json: '/media/jiangning-district.geojson', current_area: '江宁区' });
    }
  });

  it.each([
    { width: 1920, height: 1080 },
    { width: 1366, height: 768 },
  ])('fits the toolbar, the search box and the area at $width×$height', async (viewport) => {
    {
      const { page, context } = await open('/mapDemo', viewport);
      await mapReady(page);
      await page.getByTestId('map-area').waitFor();
      const map = await page.locator('.jt-road-map').boundingBox();
      for (const selector of ['.jt-map-search', '.jt-map-toolbar', '.jt-road-map__area']) {
        const part = await page.locator(selector).boundingBox();
        expect(part, selector).not.toBeNull();
        expect((part?.x ?? 0) + (part?.width ?? 0), selector).toBeLessThanOrEqual(
          (map?.x ?? 0) + (map?.width ?? 0) + 0.5,
        );
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: `test-results/map-offline-${viewport.width}.png` });
      await context.close();
    }
  });
});

/** A pixel of a cluster bubble (its orange or blue fill) nearest the map's centre, below the bars. */
async function findClusterPixel(page: Page): Promise<{ x: number; y: number } | null> {
  const { data, width, height } = await mapPixels(page);
  let best: { x: number; y: number; d: number } | null = null;
  for (let y = 80; y < height - 20; y += 2) {
    for (let x = 20; x < width - 20; x += 2) {
      const i = (y * width + x) * 3;
      const [r, g, b] = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
      const orange = r > 220 && g > 120 && g < 160 && b < 40;
      const blue = r < 70 && g > 100 && g < 140 && b > 220;
      if (!orange && !blue) continue;
      const d = (x - width / 2) ** 2 + (y - height / 2) ** 2;
      if (!best || d < best.d) best = { x, y, d };
    }
  }
  return best ? { x: best.x, y: best.y } : null;
}
