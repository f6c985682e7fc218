// The two ways the benches run Debian's Chromium for pages that draw WebGL on these machines,
// which have no GPU (Chromium's docs/gpu/swiftshader.md names both):
// - 'no-gpu': SwiftShader only as the WebGL fallback; everything else (raster, compositing) in
//   software on the CPU. This is what Chromium chooses by itself here with no flag, and what a
//   user's Chrome does on a PC or VM without a usable GPU. The frame rates the issues judge.
// - 'swiftshader-gpu': SwiftShader as the GL driver (the flags of the project's browser tests):
//   Chromium behaves as if it had a GPU, so Skia composites every frame through SwiftShader's GL.
//   No user runs Chromium so; its software GL compositor is what bounds its frame rates here.
// Each bench reports which one it ran, as chrome://gpu states it (`gpuStatus`), so a Chromium that
// picked otherwise shows in the results.
import { chromium } from 'playwright-core';

export const CHROMIUM_MODES = {
  'no-gpu': {
    label: 'Chromium without a GPU (software compositing, SwiftShader for WebGL only)',
    flags: ['--use-gl=angle', '--use-angle=swiftshader-webgl', '--enable-unsafe-swiftshader'],
  },
  'swiftshader-gpu': {
    label: "SwiftShader as the GPU (the browser tests' flags: compositing through SwiftShader's GL)",
    flags: ['--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
  },
};

/** chrome://gpu's Compositing and WebGL lines of a launched browser, e.g. { Compositing: 'Software only. …' }. */
export async function gpuStatus(browser) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto('chrome://gpu');
    // The page fills its feature list once the GPU process has answered.
    await page.waitForFunction(() =>
      /WebGL:/.test(document.querySelector('info-view')?.shadowRoot?.textContent ?? ''),
    );
    const text = await page.evaluate(() => document.querySelector('info-view').shadowRoot.textContent);
    const line = (name) =>
      text.match(new RegExp(`\\*\\s*${name}:\\s*([^*]+?)\\s*(?=\\*|$)`))?.[1].trim() ?? 'unknown';
    return { Compositing: line('Compositing'), WebGL: line('WebGL') };
  } finally {
    await context.close();
  }
}

/** The modes a bench runs, judged one first: CHROMIUM_MODES=no-gpu (or a list) narrows them. */
export const benchModes = () => (process.env.CHROMIUM_MODES ?? 'no-gpu,swiftshader-gpu').split(',');

/** Debian's Chromium, headless, in one of the modes; `extra` flags go after the bench's usual ones. */
export const launchInMode = (mode, extra = []) => {
  const known = CHROMIUM_MODES[mode];
  if (!known) throw new Error(`unknown Chromium mode ${mode}: ${Object.keys(CHROMIUM_MODES).join(', ')}`);
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', ...known.flags, '--no-first-run', '--disable-background-networking', ...extra],
  });
};
