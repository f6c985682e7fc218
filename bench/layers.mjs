// What the compositor draws on a page: the composited layers of the settled page (CDP LayerTree:
// each layer's size, whether it draws content, and why Blink made it a layer) and the frame rate
// while a 10 px box moves each frame (plus, on /mapDemo's track, the car animation at 8×), in
// Chromium with SwiftShader (the map pages' flags: software WebGL, which also composites every
// frame). Without partial swap SwiftShader redraws every drawing layer in full at every frame, so
// the layers' total pixels are what a frame costs the GPU process (its CPU a frame, from /proc).
//
// Reproduce: npm run build && node bench/layers.mjs
// LAYER_PAGES=/gl-eventScreen,… (default: the six map screens at 1920×1080 and /mapDemo at 1366×768
// (the pan's 100,000 clustered points; the car), and the floor: blank pages with only still WebGL canvases of the maps' sizes,
// LAYER_PAGES=blank), WEB_ROOT=<dist> another build (A/B), RUNS=n frame counts a page (default 3),
// LAYER_LIST=0 only the frame rates, INJECT_CSS='…' a style added to the settled page (to bisect). Prints a table; writes nothing.
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { browserCpu, cpuPerFrame } from './support/browser-cpu.mjs';
import { startBuiltGateway } from './support/built-gateway.mjs';
import { signIn } from './support/signed-in.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
const RUNS = Number(process.env.RUNS ?? 3);
const WEB_ROOT = process.env.WEB_ROOT || join(root, 'apps/web/dist');
const LIST = process.env.LAYER_LIST !== '0';
const MARKER = `--jt-bench=${process.pid}`;
const BIG = { width: 1920, height: 1080 };
const DEMO = { width: 1366, height: 768 };
const PAGES = [
  { path: '/gl-diseaseInspection', viewport: BIG },
  { path: '/gl-eventScreen', viewport: BIG },
  { path: '/gl-hotMap', viewport: BIG },
  { path: '/bsSickNew', viewport: BIG },
  { path: '/gl-highwayInspection', viewport: BIG },
  { path: '/highwayInspectionNew', viewport: BIG },
  { path: '/mapDemo?points=100000', viewport: DEMO },
  { path: '/mapDemo?points=0&layer=none&patrol=bench-track-2000', viewport: DEMO, car: true },
  // The floor: a blank page holding only still WebGL canvases the size of a page's maps (the
  // event screen's; /mapDemo's two), drawn once: what SwiftShader costs with no page content.
  { path: 'blank + WebGL 930×591', viewport: BIG, canvases: [[930, 591]] },
  {
    path: 'blank + WebGL 1326×476, 1326×430',
    viewport: DEMO,
    canvases: [
      [1326, 476],
      [1326, 430],
    ],
  },
].filter(
  (p) =>
    !process.env.LAYER_PAGES ||
    process.env.LAYER_PAGES.split(',').some(
      (only) => only === p.path.split('?')[0] || (only === 'blank' && p.canvases),
    ),
);

const round = (x, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A straight patrol track of n points (the car's path for /mapDemo?patrol=bench-track-n). */
function track(n) {
  const rows = [];
  for (let i = 0; i < n; i++)
    rows.push({ lon: 118.6 + (0.4 * i) / n, lat: 32.0 + 0.1 * Math.sin((i / n) * 6), gpsTime: `${i}` });
  return JSON.stringify({ code: 200, msg: '操作成功', data: { listData: rows } });
}

/** The settled page's layers: [{ id, name, width, height, drawsContent, reasons }]. */
async function layersOf(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  const tree = new Promise((resolve) => {
    cdp.on('LayerTree.layerTreeDidChange', ({ layers }) => {
      if (layers) resolve(layers);
    });
  });
  await cdp.send('LayerTree.enable');
  // The tree is sent when it changes: a 1 px probe of its own layer changes it (left out below).
  await page.evaluate(() => {
    const probe = document.createElement('div');
    probe.className = 'layer-probe';
    probe.style.cssText = 'position:fixed;width:1px;height:1px;will-change:transform';
    document.body.append(probe);
  });
  const layers = await tree;
  await page.evaluate(() => document.querySelector('.layer-probe')?.remove());
  const out = [];
  for (const layer of layers) {
    let reasons = [];
    try {
      ({ compositingReasonIds: reasons = [] } = await cdp.send('LayerTree.compositingReasons', {
        layerId: layer.layerId,
      }));
    } catch {
      // The layer went away meanwhile.
    }
    let name = '';
    if (layer.backendNodeId) {
      try {
        const { node } = await cdp.send('DOM.describeNode', { backendNodeId: layer.backendNodeId });
        const cls = node.attributes?.[node.attributes.indexOf('class') + 1] ?? '';
        name = `${node.localName}${cls && node.attributes.includes('class') ? `.${cls.split(' ')[0]}` : ''}`;
      } catch {
        name = '?';
      }
    }
    if (name === 'div.layer-probe') continue;
    out.push({
      id: layer.layerId,
      name: name || '(no node)',
      width: Math.round(layer.width),
      height: Math.round(layer.height),
      drawsContent: layer.drawsContent,
      reasons,
    });
  }
  await cdp.detach();
  return out;
}

/** Frames a second over `ms`, a 10 px box moved at each frame (the page's own changes go on). */
const boxFps = (page, ms) =>
  page.evaluate(
    (duration) =>
      new Promise((done) => {
        const box = document.createElement('div');
        box.style.cssText =
          'position:fixed;z-index:2147483647;left:0;top:0;width:10px;height:10px;background:#f00';
        document.body.append(box);
        const times = [];
        const tick = (now) => {
          times.push(now);
          box.style.left = `${times.length % 100}px`;
          if (now - times[0] < duration) requestAnimationFrame(tick);
          else {
            box.remove();
            done(((times.length - 1) * 1000) / (times.at(-1) - times[0]));
          }
        };
        requestAnimationFrame(tick);
      }),
    ms,
  );

const gateway = await startBuiltGateway({ WEB_ROOT });
const token = await signIn(gateway.url);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: [MARKER, '--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--no-first-run'],
});
const rows = [];
try {
  for (const spec of PAGES) {
    const context = await browser.newContext({ viewport: spec.viewport, locale: 'zh-CN' });
    await context.addInitScript((value) => localStorage.setItem('jtToken', value), token);
    await context.route('**/api/administration/getGisById', (route) =>
      route.fulfill({ contentType: 'application/json', body: track(2000) }),
    );
    const page = await context.newPage();
    if (spec.canvases) {
      await page.setContent(
        spec.canvases
          .map(([w, h]) => `<canvas width="${w}" height="${h}" style="display:block"></canvas>`)
          .join(''),
      );
      await page.evaluate(() => {
        for (const canvas of document.querySelectorAll('canvas')) {
          const gl = canvas.getContext('webgl2');
          gl.clearColor(0.93, 0.95, 0.96, 1);
          gl.clear(gl.COLOR_BUFFER_BIT);
        }
      });
    } else {
      await page.goto(`${gateway.url}${spec.path}`);
      await page.waitForSelector('.jt-road-map[data-ready="true"]', { timeout: 60_000 });
    }
    await page.waitForTimeout(3000);
    if (spec.car) {
      await page.locator('.jt-track-map select').selectOption('8');
      await page.locator('.jt-track-map__controls button').click();
      await page.waitForTimeout(300);
    }
    if (process.env.INJECT_CSS) await page.addStyleTag({ content: process.env.INJECT_CSS });
    const layers = LIST ? await layersOf(page) : [];
    const fps = [];
    const gpuMs = [];
    for (let r = 0; r < RUNS; r++) {
      const before = browserCpu(MARKER);
      const rate = await boxFps(page, 2000);
      fps.push(round(rate));
      gpuMs.push(round(cpuPerFrame(before, browserCpu(MARKER), rate * 2)['gpu-process'] ?? Number.NaN));
    }
    const drawing = layers.filter((l) => l.drawsContent);
    const screen = spec.viewport.width * spec.viewport.height;
    rows.push({
      path: spec.car ? '/mapDemo (car at 8×)' : spec.path,
      fps,
      gpuMs,
      layers: layers.length,
      drawing: drawing.length,
      screens: round(drawing.reduce((sum, l) => sum + l.width * l.height, 0) / screen, 2),
    });
    console.log(
      `\n${spec.path} at ${spec.viewport.width}×${spec.viewport.height}: fps ${fps.join(', ')}, GPU process ${gpuMs.join(', ')} ms a frame`,
    );
    for (const l of layers)
      console.log(
        `  ${l.drawsContent ? '■' : '□'} ${String(l.width).padStart(5)}×${String(l.height).padEnd(5)} ${l.name.slice(0, 48).padEnd(48)} ${l.reasons.join(',')}`,
      );
    await context.close();
  }
} finally {
  await browser.close();
  gateway.stop();
}
console.log(
  `\n${WEB_ROOT}, load ${loadavg()
    .map((x) => round(x))
    .join(' ')}`,
);
console.log(
  '| page | fps (10 px box moving) | GPU process CPU a frame (ms) | layers | drawing | drawn pixels (screens) |',
);
console.log('| --- | --- | --- | ---: | ---: | ---: |');
for (const r of rows)
  console.log(
    `| ${r.path} | ${r.fps.join(', ')} (median ${median(r.fps)}) | ${r.gpuMs.join(', ')} (median ${median(r.gpuMs)}) | ${r.layers} | ${r.drawing} | ${r.screens} |`,
  );
