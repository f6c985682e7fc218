// The big screens on the built app (mock mode, Debian's Chromium with software WebGL for the map
// screens), each at 1920×1080:
//   1. interactive after navigation: the first figure shows a number and its charts have drawn
//      (time from the navigation's start, median of 3 fresh loads; budget 2 s);
//   2. animation: requestAnimationFrame rate over the 3 s after that (entry animations running,
//      and a map screen's engine starting), and over the 2 s of a refresh's animated changes on
//      the settled page (the next poll fired at once, its counts grown by a tenth);
//   3. 8 hours of refreshes with the page's timers faked (page.clock), the stage drawn at 960×540:
//      every 30 s poll answered by the gateway, the JS heap after a forced GC at each 2 h mark (growth reported; budget flat);
//   4. each screen's own chunk, gzip (from the Vite manifest), beside the ECharts chunk they share.
//
// Reproduce: npm run build && node bench/screens.mjs
// Writes bench/results/screens.md and bench/results/screens.json.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startBuiltGateway } from './support/built-gateway.mjs';
import { CHROMIUM_MODES, gpuStatus } from './support/chromium-modes.mjs';
import { heapSplitOf } from './support/heap-split.mjs';
import { signIn } from './support/signed-in.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
const COMMAND = 'npm run build && node bench/screens.mjs';
const LOADS = 3;
const POLL_MS = 30_000;
const HOURS = Number(process.env.BENCH_HOURS ?? 8);
const HEAP_VIEWPORT = { width: 960, height: 540 };
/** BENCH_SCREENS=/gl-hotMap,… measures only those (while working on one). */
/** BENCH_OUT=name writes bench/results/<name>.md and .json instead of screens.* (a run of a few screens). */
const OUT = process.env.BENCH_OUT ?? 'screens';
const ONLY = process.env.BENCH_SCREENS?.split(',');

const SCREENS = [
  {
    path: '/gl-diseaseInspection',
    source: 'disease/DiseaseScreenPage.tsx',
    figure: '今日发现',
    call: 'bigScreen/disease',
  },
  {
    path: '/gl-evaluation',
    source: 'evaluation/EvaluationScreenPage.tsx',
    figure: null,
    call: 'bigScreen/evaluation',
  },
  {
    path: '/gl-eventScreen',
    source: 'events/EventScreenPage.tsx',
    figure: '处置中',
    call: 'bigScreen/events',
  },
  {
    path: '/gl-roadAssets',
    source: 'assets/AssetScreenPage.tsx',
    figure: '资产总数',
    call: 'bigScreen/assets',
  },
  { path: '/gl-hotMap', source: 'heat/HeatScreenPage.tsx', figure: '病害总数', call: 'bigScreen/heat' },
  {
    path: '/bsSickNew',
    source: 'sick-new/SickNewScreenPage.tsx',
    figure: '待修复',
    call: 'bigScreen/sickNew',
  },
  { path: '/gl-bsSick', source: 'sick/SickScreenPage.tsx', figure: '近30天发现', call: 'bigScreen/sick' },
  {
    path: '/gl-highwayInspection',
    source: 'highway/HighwayScreenPage.tsx',
    figure: '今日巡查',
    call: 'bigScreen/highwayInspection',
  },
  {
    path: '/highwayInspectionNew',
    source: 'network/NetworkScreenPage.tsx',
    figure: '今日覆盖率',
    call: 'bigScreen/networkInspection',
  },
].filter((screen) => !ONLY || ONLY.includes(screen.path));

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const round = (x, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;

/** In the page: the first figure shows a digit and every chart panel has its canvas. */
function interactive(figure) {
  const value = figure
    ? document.querySelector(`[data-figure="${figure}"] .jt-screen-figure-value`)?.textContent
    : document.querySelector('[data-index] strong')?.textContent;
  if (!/\d/.test(value ?? '')) return false;
  const charts = [...document.querySelectorAll('[data-chart]')];
  return charts.length > 0 && charts.every((c) => c.querySelector('canvas'));
}

/** WEB_ROOT=<dist> measures another build (A/B of two builds); the chunk sizes stay this tree's. */
const gateway = await startBuiltGateway({ WEB_ROOT: process.env.WEB_ROOT ?? join(root, 'apps/web/dist') });
const token = await signIn(gateway.url);
// The map screens draw WebGL, so theirs is Chromium as it runs here by itself and as a control-room
// PC without a GPU runs it: compositing in software, SwiftShader for WebGL only (the judged figures);
// their frame rates are measured again with the browser tests' flags, SwiftShader as the GPU driver
// (it then composites every frame too), for comparison with earlier runs (support/chromium-modes.mjs).
// The chart screens are plain pages (2D canvas), so theirs runs with the GPU off, the project's
// flags for a page without WebGL. All software: frame rates here are a floor, not what a
// control-room PC with a GPU shows.
const COMMON_FLAGS = [
  '--no-sandbox',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--js-flags=--expose-gc',
];
const launch = (flags) =>
  chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: [...COMMON_FLAGS, ...flags] });
const browsers = {
  webgl: await launch(CHROMIUM_MODES['no-gpu'].flags),
  plain: await launch(['--disable-gpu']),
  swiftshaderGpu: await launch(CHROMIUM_MODES['swiftshader-gpu'].flags),
};
const gpu = {
  webgl: await gpuStatus(browsers.webgl),
  swiftshaderGpu: await gpuStatus(browsers.swiftshaderGpu),
};
/** The screens that hold a map (RoadMap, WebGL); the others draw only charts and text. */
const MAP_SCREENS = new Set([
  '/gl-diseaseInspection',
  '/gl-eventScreen',
  '/gl-hotMap',
  '/bsSickNew',
  '/gl-highwayInspection',
  '/highwayInspectionNew',
]);
const browserOf = (screen) => (MAP_SCREENS.has(screen.path) ? 'webgl' : 'plain');

async function newPage(screen, viewport = { width: 1920, height: 1080 }, browser = browserOf(screen)) {
  const context = await browsers[browser].newContext({ viewport, locale: 'zh-CN' });
  await context.addInitScript((value) => localStorage.setItem('jtToken', value), token);
  return { context, page: await context.newPage() };
}

/** rAF timestamps over `ms` of wall time (window.__eachFrame, if set, runs in each frame). */
const frameRate = (page, ms) =>
  page
    .evaluate(
      (duration) =>
        new Promise((done) => {
          const times = [];
          const tick = (now) => {
            times.push(now);
            window.__eachFrame?.();
            if (now - times[0] < duration) requestAnimationFrame(tick);
            else done(times);
          };
          requestAnimationFrame(tick);
        }),
      ms,
    )
    .then((times) => {
      let worstMs = 0;
      for (let f = 1; f < times.length; f++) worstMs = Math.max(worstMs, times[f] - times[f - 1]);
      return { fps: ((times.length - 1) * 1000) / (times.at(-1) - times[0]), worstMs };
    });

/** Counts of 10 or more in a JSON text (not inside strings, not a coordinate's integer part, not the Result's code). */
const COUNT = /(?<=[:[,])(?<!"code":)(\d{2,})(?=[,\]}])/g;

async function refreshFrames(screen, browser = browserOf(screen)) {
  const { context, page } = await newPage(screen, undefined, browser);
  // The screen's 30 s poll timer is held, to be fired when the bench says (its other timers run).
  await context.addInitScript((pollMs) => {
    const schedule = window.setTimeout;
    window.__heldPolls = [];
    window.setTimeout = (handler, ms, ...args) => {
      if (ms !== pollMs) return schedule(handler, ms, ...args);
      window.__heldPolls.push(() => handler(...args));
      return schedule(() => undefined, 2 ** 30);
    };
  }, POLL_MS);
  let answers = 0;
  await context.route(`**/api/administration/${screen.call}**`, async (route) => {
    const response = await route.fetch();
    const grow = 1 + 0.1 * answers++;
    const body = (await response.text()).replace(COUNT, (count) => String(Math.round(Number(count) * grow)));
    // Not the upstream's headers: its content-length and encoding are the original body's.
    await route.fulfill({ status: response.status(), contentType: 'application/json', body });
  });
  await page.goto(`${gateway.url}${screen.path}`);
  await page.waitForFunction(interactive, screen.figure, { timeout: 60_000, polling: 'raf' });
  if ((await page.locator('.jt-road-map').count()) > 0)
    await page.waitForSelector('.jt-road-map[data-ready="true"]', { timeout: 60_000 });
  await page.waitForTimeout(2500);
  const runs = [];
  for (let i = 0; i < 2; i++) {
    await page.waitForFunction(() => window.__heldPolls.length > 0);
    const answered = page.waitForEvent('requestfinished', {
      predicate: (r) => r.url().includes(screen.call),
    });
    await page.evaluate(() => {
      for (const poll of window.__heldPolls.splice(0)) poll();
    });
    await answered;
    runs.push(await frameRate(page, 2000));
    await page.waitForTimeout(1000);
  }
  await context.close();
  return runs;
}

/**
 * What a browser can show at all at 1920×1080: an empty page whose only change per frame is a
 * 10 px box moving; with `map`, beside a still WebGL canvas of a screen map's size (with
 * SwiftShader as the GPU, a page holding one composites much more slowly). A screen cannot draw faster than this on the
 * same machine at the same load.
 */
async function ceilingFps(kind, map = false) {
  const page = await browsers[kind].newPage({ viewport: { width: 1920, height: 1080 } });
  await page.setContent(
    `<div id="box" style="position:absolute;z-index:1;width:10px;height:10px;background:#f00"></div>${
      map
        ? '<canvas id="map" width="1000" height="700" style="position:absolute;left:460px;top:140px"></canvas>'
        : ''
    }`,
  );
  if (map)
    await page.evaluate(() => {
      const gl = document.getElementById('map').getContext('webgl2');
      gl.clearColor(0.9, 0.93, 0.95, 1);
      gl.clear(gl.COLOR_BUFFER_BIT);
    });
  await page.evaluate(() => {
    const box = document.getElementById('box');
    window.__eachFrame = () => {
      box.style.left = `${(Number.parseInt(box.style.left || '0', 10) + 1) % 100}px`;
    };
  });
  const { fps } = await frameRate(page, 2000);
  await page.close();
  return round(fps);
}

const ceilings = async () => ({
  plain: await ceilingFps('plain'),
  webgl: await ceilingFps('webgl'),
  webglWithMap: await ceilingFps('webgl', true),
  swiftshaderGpu: await ceilingFps('swiftshaderGpu'),
  swiftshaderGpuWithMap: await ceilingFps('swiftshaderGpu', true),
});

/** A map screen's frame rates with the browser tests' flags: 3 s after one load, then two refreshes. */
async function swiftshaderGpuFrames(screen) {
  const { context, page } = await newPage(screen, undefined, 'swiftshaderGpu');
  await page.goto(`${gateway.url}${screen.path}`);
  await page.waitForFunction(interactive, screen.figure, { timeout: 60_000, polling: 'raf' });
  const { fps, worstMs } = await frameRate(page, 3000);
  await context.close();
  const refresh = await refreshFrames(screen, 'swiftshaderGpu');
  return { fps: round(fps), worstFrameMs: round(worstMs), refreshFps: refresh.map((r) => round(r.fps)) };
}

const results = [];
const ceiling = { before: {}, after: {} };
try {
  ceiling.before = await ceilings();
  // Warm the world (its first read generates a year of records) and the gateway's caches.
  for (const screen of SCREENS)
    await fetch(`${gateway.url}/api/administration/${screen.call}`, { headers: { Authorization: token } });

  for (const screen of SCREENS) {
    const loads = [];
    let fps = 0;
    let worstFrameMs = 0;
    for (let i = 0; i < LOADS; i++) {
      const { context, page } = await newPage(screen);
      await page.goto(`${gateway.url}${screen.path}`);
      await page.waitForFunction(interactive, screen.figure, { timeout: 60_000, polling: 'raf' });
      loads.push(await page.evaluate(() => performance.now()));
      if (i === LOADS - 1) ({ fps, worstMs: worstFrameMs } = await frameRate(page, 3000));
      await context.close();
    }

    // The refresh animation on a settled page (map ready, entry animations over): the next poll
    // fired at once, its answer every count of 10 or more grown by a tenth (coordinates, levels and
    // ids stay), and the frames counted over the 2 s its changes animate in. Twice; both reported.
    const refresh = await refreshFrames(screen);
    const compared = browserOf(screen) === 'webgl' ? await swiftshaderGpuFrames(screen) : null;

    // 8 hours of polls on one page with faked timers: each 30 s step waits for its answer.
    // The heap phase draws the stage at half size: the JS heap does not depend on the pixels, and
    // software WebGL's raster of a full-HD map on every poll would take hours on a small machine.
    const { context, page } = await newPage(screen, HEAP_VIEWPORT);
    await page.clock.install();
    await page.goto(`${gateway.url}${screen.path}`);
    await page.waitForFunction(interactive, screen.figure, { timeout: 60_000 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    // JSHeapUsedSize after a forced GC, and a heap snapshot's split of it (support/heap-split.mjs):
    // what the page's code holds, V8's compiled code, what DevTools keeps for the measurement.
    const heapMb = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      const { metrics } = await cdp.send('Performance.getMetrics');
      const mb = round(metrics.find((m) => m.name === 'JSHeapUsedSize').value / 2 ** 20, 2);
      return { mb, ...(await heapSplitOf(cdp)) };
    };
    const heap = [{ hour: 0, ...(await heapMb()) }];
    const pollsPerMark = (2 * 3600_000) / POLL_MS;
    const started = Date.now();
    for (let hour = 2; hour <= HOURS; hour += 2) {
      for (let p = 0; p < pollsPerMark; p++) {
        let done = false;
        const answered = page
          .waitForEvent('requestfinished', {
            predicate: (r) => r.url().includes(screen.call),
            timeout: 60_000,
          })
          .then(() => {
            done = true;
          });
        // fastForward fires the due poll timer once (runFor would also run 1,800 animation frames
        // per step, which is not what a wall screen does between two polls). The page schedules its
        // next poll only once it has read the last answer, so a jump can come before the timer
        // exists: then jump again after a few real milliseconds.
        for (let jump = 0; jump < 400 && !done; jump++) {
          await page.clock.fastForward(jump === 0 ? POLL_MS : 1000);
          await Promise.race([answered, new Promise((wait) => setTimeout(wait, 15))]);
        }
        await answered;
      }
      heap.push({ hour, ...(await heapMb()) });
      console.log(`${screen.path}: ${hour} h of polls, ${round((Date.now() - started) / 1000)} s`);
    }
    await context.close();

    results.push({
      path: screen.path,
      interactiveMs: round(median(loads), 0),
      interactiveRunsMs: loads.map((x) => round(x, 0)),
      browser: browserOf(screen),
      fps: round(fps),
      worstFrameMs: round(worstFrameMs),
      refreshFps: refresh.map((r) => round(r.fps)),
      refreshWorstFrameMs: refresh.map((r) => round(r.worstMs)),
      heap,
      swiftshaderGpu: compared,
      heapGrowthMb: heap.length > 2 ? round(heap.at(-1).mb - heap[1].mb, 2) : null,
      appGrowthMb: heap.length > 2 ? round(heap.at(-1).appMb - heap[1].appMb, 2) : null,
    });
    console.log(results.at(-1));
  }
  ceiling.after = await ceilings();
} finally {
  await Promise.all(Object.values(browsers).map((browser) => browser.close()));
  gateway.stop();
}

// Chunks, gzip: each screen's own (its page module and what only it imports) beside the shared ones.
const dist = join(root, 'apps/web/dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => round(bytes / 1024);
const keyOf = (source) => Object.keys(manifest).find((key) => key.endsWith(`features/screens/${source}`));
const closure = (key, into = new Set()) => {
  if (!key || into.has(key)) return into;
  into.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, into);
  return into;
};
const entryKeys = new Set();
for (const key of Object.keys(manifest).filter((k) => manifest[k].isEntry)) closure(key, entryKeys);
const perScreen = SCREENS.map((s) => closure(keyOf(s.source)));
const chunks = SCREENS.map((screen, i) => {
  const own = [...perScreen[i]].filter(
    (key) => !entryKeys.has(key) && perScreen.every((set, j) => j === i || !set.has(key)),
  );
  const js = own.reduce((sum, key) => sum + gz(manifest[key].file), 0);
  const css = own.flatMap((key) => manifest[key].css ?? []).reduce((sum, file) => sum + gz(file), 0);
  return { path: screen.path, ownJsKb: kb(js), ownCssKb: kb(css) };
});
const shared = [...new Set(perScreen.flatMap((set) => [...set]))].filter(
  (key) => !entryKeys.has(key) && perScreen.filter((set) => set.has(key)).length > 1,
);
const sharedChunks = shared.map((key) => ({ file: manifest[key].file, kb: kb(gz(manifest[key].file)) }));

const machine = `${cpus().length} × ${cpus()[0]?.model.trim().split(' ').slice(0, 2).join(' ')}`;
const out = {
  command: COMMAND,
  machine,
  node: process.version,
  loadAfter: round(loadavg()[0]),
  gpu,
  ceilingFps: ceiling,
  screens: results,
  chunks,
  sharedChunks,
};
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, `bench/results/${OUT}.json`), `${JSON.stringify(out, null, 2)}\n`);
const rows = results.map((r) => {
  const c = chunks.find((x) => x.path === r.path);
  return `| ${r.path} (${r.browser === 'webgl' ? 'no GPU, WebGL' : 'GPU off'}) | ${r.interactiveMs} (${r.interactiveRunsMs.join(', ')}) | ${r.fps} | ${r.worstFrameMs} | ${r.refreshFps.join(', ')} | ${r.refreshWorstFrameMs.join(', ')} | ${r.heap.map((h) => h.mb).join(' → ')} | ${r.heapGrowthMb} | ${r.heap.map((h) => h.appMb).join(' → ')} | ${r.appGrowthMb} | ${r.heap.map((h) => `${h.codeMb} / ${h.measuringMb}`).join(' → ')} | ${c?.ownJsKb} + ${c?.ownCssKb} CSS |`;
});
writeFileSync(
  join(root, `bench/results/${OUT}.md`),
  `# Big screens

Reproduce: \`${COMMAND}\`

${machine}, Node ${process.version}; the built gateway (mock mode) and Debian's Chromium on the same machine; load average (1 min) ${out.loadAfter} after.
The map screens run in Chromium as it runs on a machine without a GPU (${CHROMIUM_MODES['no-gpu'].label};
chrome://gpu: Compositing "${gpu.webgl.Compositing}", WebGL "${gpu.webgl.WebGL}"), the chart screens in Chromium with the GPU off
(software 2D canvas and compositing). What each can show at all at 1920×1080 (an empty page moving a 10 px box), before → after the
screens: GPU off ${ceiling.before.plain} → ${ceiling.after.plain} fps; no GPU, WebGL ${ceiling.before.webgl} → ${ceiling.after.webgl} fps, and ${ceiling.before.webglWithMap} → ${ceiling.after.webglWithMap} fps with a still WebGL canvas of a map's size on the page.

The map screens' frame rates again with the browser tests' flags (${CHROMIUM_MODES['swiftshader-gpu'].label};
chrome://gpu: Compositing "${gpu.swiftshaderGpu.Compositing}"), one load and two refreshes each; that browser's own ceiling
${ceiling.before.swiftshaderGpu} → ${ceiling.after.swiftshaderGpu} fps, ${ceiling.before.swiftshaderGpuWithMap} → ${ceiling.after.swiftshaderGpuWithMap} fps with the still WebGL canvas:

| map screen | fps, 3 s after | worst frame ms | fps, refresh |
| --- | ---: | ---: | ---: |
${results
  .filter((r) => r.swiftshaderGpu)
  .map(
    (r) =>
      `| ${r.path} | ${r.swiftshaderGpu.fps} | ${r.swiftshaderGpu.worstFrameMs} | ${r.swiftshaderGpu.refreshFps.join(', ')} |`,
  )
  .join('\n')}

| screen | interactive ms, median (runs) | fps, 3 s after | worst frame ms | fps, refresh (2 runs) | worst frame ms | JS heap after GC, 0 → 2 → 4 → 6 → 8 h (MB) | growth 2 → 8 h MB | the page's objects (snapshot), MB | their growth 2 → 8 h MB | V8 code / DevTools' records, MB | own chunk gzip KB |
| --- | ---: | ---: | ---: | ---: | ---: | --- | ---: | --- | ---: | --- | ---: |
${rows.join('\n')}

Shared by two or more screens (gzip KB): ${sharedChunks.map((c) => `${c.file} ${c.kb}`).join(', ')}.

Interactive = the first figure shows a number and every chart has its canvas, timed from the
navigation's start. "3 s after" counts frames from then: the entry animations, and on a map
screen its engine's start (the map is started once the first figures are in). "Refresh" counts
them over the 2 s after a poll's answer on a settled page (map ready, entries over), every count
of 10 or more in the answer grown by a tenth, so the figures and charts animate their change.
The heap is read after a forced GC; its growth is taken from the 2 h mark
(the first hours hold the caches a long-running page keeps: fonts, tiles, the first answers).
A heap snapshot at each mark splits it: the page's objects (what its code holds: a leak shows
here), V8's compiled code (grows while the JIT warms up) and what DevTools keeps because the
bench watches (its records of every answer, buffered performance entries).
`,
);
console.log(readFileSync(join(root, `bench/results/${OUT}.md`), 'utf8'));
