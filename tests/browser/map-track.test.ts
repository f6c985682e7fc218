// TrackMap (the patrol-track map) on the offline engine, with tracks of our own answered in place
// of getGisById: playing to the end emits finishMove, the controls work, and bad tracks get a
// clear message without breaking the page.
import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningGateway, startGateway } from './support/gateway';
import { ADMIN, openSignedIn } from './support/shell-session';
import { launchChromiumWithWebgl } from './support/webgl-chromium';

let gateway: RunningGateway;
let browser: Browser;
let token: string | undefined;

beforeAll(async () => {
  gateway = await startGateway();
  browser = await launchChromiumWithWebgl();
  await mkdir('test-results', { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await gateway?.close();
});

/** ≈ 330 m along a gentle curve south of the map centre (BD-09), 300 points. */
const CURVE = Array.from({ length: 300 }, (_, i) => ({
  lon: 118.78 + i * 0.00001,
  lat: 32.0 + 0.0004 * Math.sin(i / 40),
}));

/** Opens /mapDemo?patrol=P-TEST signed in, with getGisById answering `listData`. */
async function withTrack(
  listData: unknown[],
  run: (page: Page) => Promise<void>,
  viewport?: { width: number; height: number },
) {
  const opened = await openSignedIn(browser, gateway.url, ADMIN, {
    path: '/home',
    viewport: viewport ?? { width: 1366, height: 768 },
    token,
  });
  token = opened.token;
  const { page } = opened;
  await page.route('**/api/administration/getGisById', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ code: 200, msg: '操作成功', data: { listData } }),
    }),
  );
  await page.goto(`${gateway.url}/mapDemo?layer=none&patrol=P-TEST`);
  await page.waitForSelector('.jt-track-map .jt-road-map[data-ready="true"]', { timeout: 30_000 });
  try {
    await run(page);
  } finally {
    await opened.context.close();
  }
}

const progress = async (page: Page) => Number(await page.getAttribute('.jt-track-map', 'data-progress'));

/** Waits until the car has moved (a busy CI machine may take a while to draw the first frames). */
const moving = (page: Page) =>
  page.waitForFunction(
    () => Number(document.querySelector('.jt-track-map')?.getAttribute('data-progress')) > 0,
    null,
    {
      timeout: 15_000,
    },
  );

describe('the patrol-track map', () => {
  it('plays the track at 8× to its last point and emits finishMove once', async () => {
    await withTrack(CURVE, async (page) => {
      expect(await page.getAttribute('.jt-track-map', 'data-player')).toBe('ready');
      // Fewer than 100 points are kept; these 300 are simplified by turf.
      expect(Number(await page.getAttribute('.jt-track-map', 'data-points'))).toBeLessThan(300);
      await page.locator('.jt-track-map select').selectOption('8');
      await page.getByRole('button', { name: '播放' }).click();
      await moving(page);
      await page.getByTestId('map-car').waitFor();
      await page.screenshot({ path: 'test-results/map-track-playing.png' });
      await page.getByText('回放完成 1 次').waitFor({ timeout: 30_000 });
      expect(await page.getAttribute('.jt-track-map', 'data-player')).toBe('finished');
      expect(await progress(page)).toBe(1);
      await page.getByRole('button', { name: '重播' }).waitFor();
    });
  });

  it('moves the car at every frame and the slider at most 10 times a second, to the exact place on pause', async () => {
    await withTrack(CURVE, async (page) => {
      // At 8× the car covers 13 of the slider's 1000 steps in 100 ms, so a slider left behind shows.
      await page.locator('.jt-track-map select').selectOption('8');
      await page.getByRole('button', { name: '播放' }).click();
      await moving(page);
      // One second of frames: where the car is (data-progress) and where the slider shows it.
      const frames = await page.evaluate(
        () =>
          new Promise<Array<{ progress: string | null; slider: string }>>((done) => {
            const seen: Array<{ progress: string | null; slider: string }> = [];
            const root = document.querySelector('.jt-track-map');
            const slider = document.querySelector<HTMLInputElement>('.jt-track-map__progress');
            const start = performance.now();
            const frame = (now: number) => {
              seen.push({
                progress: root?.getAttribute('data-progress') ?? null,
                slider: slider?.value ?? '',
              });
              if (now - start < 1000) requestAnimationFrame(frame);
              else done(seen);
            };
            requestAnimationFrame(frame);
          }),
      );
      const changes = (values: Array<string | null>) =>
        values.filter((value, i) => i > 0 && value !== values[i - 1]).length;
      expect(changes(frames.map((frame) => frame.progress))).toBeGreaterThan(
        changes(frames.map((f) => f.slider)),
      );
      expect(changes(frames.map((frame) => frame.slider))).toBeGreaterThanOrEqual(2);
      expect(changes(frames.map((frame) => frame.slider))).toBeLessThanOrEqual(11);
      await page.getByRole('button', { name: '暂停' }).click();
      // data-progress has 4 decimals (±0.05 of a step) and the slider whole steps (±0.5).
      const paused = await progress(page);
      const shown = Number(await page.getByLabel('回放进度').inputValue());
      expect(Math.abs(shown - paused * 1000)).toBeLessThanOrEqual(0.55);
    });
  });

  it('pauses, and seeks with the progress slider', async () => {
    await withTrack(CURVE, async (page) => {
      await page.getByRole('button', { name: '播放' }).click();
      await moving(page);
      await page.getByRole('button', { name: '暂停' }).click();
      const paused = await progress(page);
      await page.waitForTimeout(500);
      expect(await progress(page)).toBe(paused);
      await page.getByLabel('回放进度').fill('750');
      expect(await progress(page)).toBeCloseTo(0.75, 3);
      expect(await page.getAttribute('.jt-track-map', 'data-player')).toBe('paused');
    });
  });

  it('keeps the car on its point of the track while the map is dragged, before the drag ends', async () => {
    await withTrack(CURVE, async (page) => {
      await page.getByLabel('回放进度').fill('500');
      const car = page.getByTestId('map-car');
      await car.waitFor();
      const before = await car.boundingBox();
      const map = await page.locator('.jt-track-map .jt-road-map').boundingBox();
      if (!before || !map) throw new Error('no car or map');
      const from = { x: map.x + map.width / 4, y: map.y + map.height / 4 };
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      for (let step = 1; step <= 8; step++) await page.mouse.move(from.x + 15 * step, from.y + 8 * step);
      // Still dragging: the car has followed the map's frames, not waited for the move's end.
      await expect
        .poll(async () => {
          const during = await car.boundingBox();
          return during && [Math.round(during.x - before.x), Math.round(during.y - before.y)];
        })
        .toEqual([120, 64]);
      await page.mouse.up();
      expect(await progress(page)).toBeCloseTo(0.5, 3);
    });
  });

  it('says an empty track has no data, and offers no controls', async () => {
    await withTrack([], async (page) => {
      await page.getByText('暂无轨迹数据').waitFor();
      expect(await page.getByRole('button', { name: '播放' }).count()).toBe(0);
    });
  });

  it('says a one-point track cannot be played', async () => {
    await withTrack([{ lon: 118.78, lat: 32.0 }], async (page) => {
      await page.getByText('轨迹仅有一个有效点，无法回放').waitFor();
      expect(await page.getByRole('button', { name: '播放' }).count()).toBe(0);
    });
  });

  it('drops points that are not coordinates or out of range, says how many, and still plays', async () => {
    const bad = [
      ...CURVE.slice(0, 50),
      { lon: 'NaN', lat: 32 },
      { lon: 118.8 },
      { lon: 500, lat: 32 },
      { lon: 118.8, lat: -100 },
      null,
      ...CURVE.slice(50),
    ];
    await withTrack(bad, async (page) => {
      await page.getByText('已忽略 5 个无效轨迹点（坐标缺失或超出范围）').waitFor();
      await page.getByRole('button', { name: '播放' }).click();
      await moving(page);
      await page.screenshot({ path: 'test-results/map-track-bad-points.png' });
    });
  });

  it('fits at 1920×1080', async () => {
    await withTrack(
      CURVE,
      async (page) => {
        const box = await page.locator('.jt-track-map__controls').boundingBox();
        expect(box?.width).toBeGreaterThan(300);
        await page.screenshot({ path: 'test-results/map-track-1920.png', fullPage: true });
      },
      { width: 1920, height: 1080 },
    );
  });
});
