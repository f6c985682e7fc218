// The road condition big screen (/gl-evaluation) in Chromium: the stage at 1920×1080, 3840×2160
// and 1366×768 (screenshots in test-results/), the world's scores in their colour bands.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium';
import {
  figureShown,
  itFillsEveryWindow,
  openScreen,
  SCREEN_VIEWPORTS,
  screenCall,
  screenFile,
} from './support/screens';

const file = screenFile('/api/administration/bigScreen/evaluation', launchChromium);

const ready = async (page: Page) => {
  await figureShown(page, 'PQI');
  await page.waitForSelector('[data-chart="路网技术状况指数"] canvas');
};

interface Scores {
  network: { pqi: number };
  worst: Array<{ mqi: number; band: string }>;
}

describe('the road condition screen', () => {
  itFillsEveryWindow(file, {
    path: '/gl-evaluation',
    title: '路况评定监测大屏',
    chart: '各路线技术状况指数',
    shot: 'screen-evaluation',
    ready,
  });

  it('shows the world’s scores, the worst kilometres coloured by their band', async () => {
    const { page, context } = await openScreen(
      file.browser,
      file.gateway,
      file.session,
      '/gl-evaluation',
      SCREEN_VIEWPORTS[0],
      ready,
    );
    const scores = await screenCall<Scores>(
      file.gateway,
      file.session,
      '/api/administration/bigScreen/evaluation',
    );
    await expect
      .poll(() => page.locator('[data-index="PQI"] strong').innerText())
      .toBe(scores.network.pqi.toFixed(2));
    const cells = page.locator('.jt-evaluation-worst-table tbody tr td:nth-child(4)');
    expect(await cells.allInnerTexts()).toEqual(scores.worst.map((w) => w.mqi.toFixed(2)));
    // A band's colour, not one colour for all: the worst and the tenth differ when their bands do.
    const colours = await cells.evaluateAll((tds) => tds.map((td) => getComputedStyle(td).color));
    const bands = scores.worst.map((w) => w.band);
    for (let i = 1; i < bands.length; i++) expect(colours[i] === colours[0]).toBe(bands[i] === bands[0]);
    await context.close();
  });
});
