// The map's figures (issue 14), in Debian's Chromium with software WebGL (SwiftShader: no GPU on
// these machines, so frame rates are a floor, not what a desktop with a GPU sees). The judged
// figures come from Chromium as it runs here by itself, and as a user's Chrome runs on a PC without
// a GPU: compositing in software, SwiftShader for WebGL only. The frame rates are measured again
// with the browser tests' flags (SwiftShader as the GPU driver, so it composites too), for
// comparison with earlier runs (support/chromium-modes.mjs):
//   1. 100,000 markers clustered: supercluster's index build and a viewport query, timed in the
//      page (User Timing measures jt-map:cluster-index / jt-map:cluster-query), and the frame rate
//      while the map is dragged for 3 s over them (requestAnimationFrame count);
//   2. a 100,000-point track: simplification in the page (jt-map:track-simplify) and the frame
//      rate while the car animation plays at 8×;
//   3. the engines' lazy chunks, gzip (from the Vite manifest).
// Beside each frame rate, the CPU time a frame cost the GPU process (SwiftShader draws and
// composites there) and the renderers (the page's JS, style, layout, paint), read from /proc: a
// frame rate on a shared machine moves with the neighbours' load, what a frame costs much less.
// Beside the pan, its floor on this machine: the same page and drag with the base map's layers
// left out of the style (the gateway's style answered with no layers: what MapLibre and the page
// cost with only the clusters and the district outline drawn).
// The track is generated here (a winding 100,000-point GPS-like line) and answered in place of
// getGisById, so the figure does not depend on the assistant's mock.
//
// Reproduce: npm run build && node bench/map-engine.mjs
// Writes bench/results/map-engine.md and bench/results/map-engine.json. For an A/B or a quick look:
// WEB_ROOT=dir measures another build of the web app (e.g. a copy of apps/web/dist taken before a
// change); RUNS=n (default 5); MAP_BENCH=clusters or track measures only that half; BENCH_OUT=name
// writes bench/results/<name>.md/.json instead; CHROMIUM_MODES=no-gpu (or swiftshader-gpu, or both
// in the order wanted: the first is measured in full) runs only those.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { browserCpu, cpuPerFrame } from './support/browser-cpu.mjs';
import { startBuiltGateway } from './support/built-gateway.mjs';
import { benchModes, CHROMIUM_MODES, gpuStatus, launchInMode } from './support/chromium-modes.mjs';
import { signIn } from './support/signed-in.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = join(root, 'bench/results');
const COMMAND = 'npm run build && node bench/map-engine.mjs';
const RUNS = Number(process.env.RUNS ?? 5);
const WEB_ROOT = process.env.WEB_ROOT || join(root, 'apps/web/dist');
const ONLY = process.env.MAP_BENCH ?? 'all';
const OUT = process.env.BENCH_OUT ?? 'map-engine';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

function track(count) {
  return Array.from({ length: count }, (_, i) => {
    const x = i * 0.00002;
    return { lon: 118.6 + x, lat: 31.9 + 0.01 * Math.sin(x * 40) + ((i * 7919) % 13) * 1e-7 };
  });
}

/** Frames drawn during `ms` of wall time, counted with requestAnimationFrame. */
const countFrames = (page, ms) =>
  page.evaluate(
    (duration) =>
      new Promise((done) => {
        let frames = 0;
        const start = performance.now();
        const tick = (now) => {
          frames += 1;
          if (now - start < duration) requestAnimationFrame(tick);
          else done((frames * 1000) / (now - start));
        };
        requestAnimationFrame(tick);
      }),
    ms,
  );

const measures = (page, name) =>
  page.evaluate((n) => performance.getEntriesByName(n).map((entry) => entry.duration), name);

const gateway = await startBuiltGateway({ WEB_ROOT });
/** The judged mode first, measured in full; the others measure only the frame rates. */
const MODES = benchModes();
// The switch marks this browser's processes for browserCpu() (Chromium ignores one it does not know).
const launch = (mode) => launchInMode(mode, [`--jt-bench=${process.pid}`]);
const emptyResults = () => ({
  clusterIndexMs: [],
  clusterQueryMs: [],
  panFps: [],
  simplifyMs: [],
  simplifiedPoints: 0,
  animationFps: [],
  panCpuMsPerFrame: [],
  animationCpuMsPerFrame: [],
  bareStylePanFps: [],
  bareStylePanCpuMsPerFrame: [],
});
const resultsByMode = Object.fromEntries(MODES.map((mode) => [mode, emptyResults()]));
const statusByMode = {};
let browserVersion = '';
const MARKER = `--jt-bench=${process.pid}`;
const bigTrack = JSON.stringify({ code: 200, msg: '操作成功', data: { listData: track(100_000) } });

/** Opens a signed-in page of the showcase with the big track answered in place of getGisById. */
async function open(browser, token, path, ready, { bareStyle = false } = {}) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  await context.addInitScript((value) => localStorage.setItem('jtToken', value), token);
  const page = await context.newPage();
  await page.route('**/api/administration/getGisById', (route) =>
    route.fulfill({ contentType: 'application/json', body: bigTrack }),
  );
  if (bareStyle)
    await page.route('**/map-style/offline.json', async (route) => {
      const response = await route.fetch();
      route.fulfill({ response, json: { ...(await response.json()), layers: [] } });
    });
  await page.goto(`${gateway.url}${path}`);
  await page.waitForSelector(ready, { timeout: 60_000 });
  await page.waitForTimeout(1000);
  return { page, context };
}

/** Drags in a circle across the map for 3 s while counting frames: [fps, CPU a frame by process]. */
async function pan(page) {
  const box = await page.locator('.jt-road-map').first().boundingBox();
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  const cpuStart = browserCpu(MARKER);
  let cpuEnd = {};
  const fps = countFrames(page, 3000).then((value) => {
    cpuEnd = browserCpu(MARKER);
    return value;
  });
  for (let step = 0; step < 60; step++) {
    const angle = (step / 60) * Math.PI * 2;
    await page.mouse.move(cx + 200 * Math.cos(angle), cy + 120 * Math.sin(angle));
    await page.waitForTimeout(45);
  }
  const panFps = await fps;
  await page.mouse.up();
  return [panFps, cpuPerFrame(cpuStart, cpuEnd, panFps * 3)];
}

/** One run of the figures in one browser; `full` adds what does not depend on the mode (the page's own timings) and the floor. */
async function measureRun(browser, token, results, full) {
  // Clusters: 100,000 points on the showcase map, nothing else on the page.
  if (ONLY !== 'track') {
    const { page, context } = await open(
      browser,
      token,
      '/mapDemo?points=100000',
      '.jt-road-map[data-ready="true"]',
    );
    if (full) {
      results.clusterIndexMs.push(...(await measures(page, 'jt-map:cluster-index')));
      results.clusterQueryMs.push(median(await measures(page, 'jt-map:cluster-query')));
    }
    const [panFps, panCpu] = await pan(page);
    results.panFps.push(panFps);
    results.panCpuMsPerFrame.push(panCpu);
    await context.close();
    if (full) {
      const bare = await open(browser, token, '/mapDemo?points=100000', '.jt-road-map[data-ready="true"]', {
        bareStyle: true,
      });
      const [bareFps, bareCpu] = await pan(bare.page);
      results.bareStylePanFps.push(bareFps);
      results.bareStylePanCpuMsPerFrame.push(bareCpu);
      await bare.context.close();
    }
  }
  // Track: a 100,000-point patrol, the showcase's point map empty.
  if (ONLY !== 'clusters') {
    const { page, context } = await open(
      browser,
      token,
      '/mapDemo?points=0&layer=none&patrol=bench-track-100000',
      '.jt-track-map .jt-road-map[data-ready="true"]',
    );
    if (full) {
      results.simplifyMs.push(...(await measures(page, 'jt-map:track-simplify')).filter((ms) => ms > 1));
      results.simplifiedPoints = Number(await page.getAttribute('.jt-track-map', 'data-points'));
    }
    await page.locator('.jt-track-map select').selectOption('8');
    await page.locator('.jt-track-map__controls button').click();
    const cpuStart = browserCpu(MARKER);
    const animationFps = await countFrames(page, 3000);
    results.animationFps.push(animationFps);
    results.animationCpuMsPerFrame.push(cpuPerFrame(cpuStart, browserCpu(MARKER), animationFps * 3));
    await context.close();
  }
}

try {
  const token = await signIn(gateway.url);
  for (const mode of MODES) {
    const browser = await launch(mode);
    try {
      browserVersion = browser.version();
      statusByMode[mode] = await gpuStatus(browser);
      for (let run = 0; run < RUNS; run++)
        await measureRun(browser, token, resultsByMode[mode], mode === MODES[0]);
    } finally {
      await browser.close();
    }
  }
} finally {
  gateway.stop();
}

/** The median of each kind's figures. */
function medianByKind(readings) {
  if (readings.length === 0) return undefined;
  return Object.fromEntries(
    Object.keys(readings[0]).map((kind) => [kind, median(readings.map((reading) => reading[kind]))]),
  );
}

// The engines' chunks.
const manifest = JSON.parse(readFileSync(join(WEB_ROOT, '.vite/manifest.json'), 'utf8'));
const chunkOf = (source) => Object.entries(manifest).find(([key]) => key.endsWith(source))?.[1];
const gz = (file) => gzipSync(readFileSync(join(WEB_ROOT, file))).length / 1024;
const chunk = (source) => {
  const entry = chunkOf(source);
  if (!entry) return null;
  return { js: gz(entry.file), css: (entry.css ?? []).reduce((sum, file) => sum + gz(file), 0) };
};
const workerFile = Object.values(manifest).find((entry) => entry.file.includes('maplibre-gl-worker'))?.file;
const chunks = {
  offline: chunk('ui/map/engine/maplibre/MaplibreEngine.tsx'),
  offlineWorker: workerFile ? gz(workerFile) : null,
  baidu: chunk('ui/map/engine/baidu/BaiduEngine.tsx'),
  baiduDataLayers: chunk('ui/map/engine/baidu/BaiduDataLayers.tsx'),
};

/** One mode's medians. */
const summary = (results) => ({
  clusterIndexMs: median(results.clusterIndexMs),
  clusterQueryMs: median(results.clusterQueryMs),
  panFps: median(results.panFps),
  simplifyMs: median(results.simplifyMs),
  simplifiedPoints: results.simplifiedPoints,
  animationFps: median(results.animationFps),
  panCpuMsPerFrame: medianByKind(results.panCpuMsPerFrame),
  bareStylePanFps: median(results.bareStylePanFps),
  bareStylePanCpuMsPerFrame: medianByKind(results.bareStylePanCpuMsPerFrame),
  animationCpuMsPerFrame: medianByKind(results.animationCpuMsPerFrame),
});
const byMode = Object.fromEntries(
  MODES.map((mode) => [
    mode,
    { gpu: statusByMode[mode], ...summary(resultsByMode[mode]), raw: resultsByMode[mode] },
  ]),
);
const figures = {
  command: COMMAND,
  machine: { cpus: cpus().length, model: cpus()[0]?.model, load: loadavg().map((l) => l.toFixed(2)) },
  runs: RUNS,
  judgedMode: MODES[0],
  ...byMode[MODES[0]],
  byMode,
  chunksGzipKb: chunks,
};
mkdirSync(resultsDir, { recursive: true });
writeFileSync(join(resultsDir, `${OUT}.json`), `${JSON.stringify(figures, null, 2)}\n`);
/** A figure, or a dash for one not measured in this run (MAP_BENCH). */
const fixed = (value, digits) => (value === undefined ? '—' : value.toFixed(digits));
const cpu = (byKind) =>
  byKind?.['gpu-process'] == null
    ? '—'
    : `${byKind['gpu-process'].toFixed(1)} / ${byKind.renderer?.toFixed(1) ?? '—'} ms`;
const kb = (value) => (value === null || value === undefined ? '—' : `${value.toFixed(1)} KB`);
const judged = byMode[MODES[0]];
const others = MODES.slice(1);
/** A frame-rate row: the judged mode's figure, then each other mode's. */
const frames = (key, cpuKey) =>
  [judged, ...others.map((mode) => byMode[mode])]
    .map((one) => `${fixed(one[key], 1)} fps, ${cpu(one[cpuKey])}`)
    .join(' | ');
const dashes = others.map(() => ' |').join('');
const md = `# Map engine (issue 14)

\`${COMMAND}\` — Chromium ${browserVersion}, ${figures.machine.cpus} CPUs
(${figures.machine.model}), load ${figures.machine.load.join(' ')}; median of ${RUNS} runs${WEB_ROOT === join(root, 'apps/web/dist') ? '' : ` of ${WEB_ROOT}`}.

No GPU here, so WebGL is SwiftShader's (software) either way (\`support/chromium-modes.mjs\`):
${MODES.map((mode, i) => `- ${i === 0 ? '**Judged:** ' : ''}${CHROMIUM_MODES[mode].label}; chrome://gpu: Compositing "${statusByMode[mode]?.Compositing}", WebGL "${statusByMode[mode]?.WebGL}".`).join('\n')}

Frame rates with the CPU a frame of the GPU process / the renderers beside them.

| Figure | Target | ${MODES.join(' | ')} |
| --- | --- | --- |${others.map(() => ' --- |').join('')}
| 100,000 markers: supercluster index built | < 200 ms | ${fixed(judged.clusterIndexMs, 1)} ms |${dashes}
| … a viewport's clusters queried | | ${fixed(judged.clusterQueryMs, 2)} ms |${dashes}
| … panned (frames a second while dragging 3 s) | ≥ 50 fps | ${frames('panFps', 'panCpuMsPerFrame')} |
| … floor: the same pan, the base map's layers left out | | ${fixed(judged.bareStylePanFps, 1)} fps, ${cpu(judged.bareStylePanCpuMsPerFrame)} |${dashes}
| 100,000-point track simplified (to ${judged.simplifiedPoints} points) | < 50 ms | ${fixed(judged.simplifyMs, 1)} ms |${dashes}
| … car animation at 8× | ≥ 50 fps | ${frames('animationFps', 'animationCpuMsPerFrame')} |

Lazy chunks (gzip): offline engine ${kb(chunks.offline?.js)} JS + ${kb(chunks.offline?.css)} CSS, its worker
${kb(chunks.offlineWorker)}; Baidu engine ${kb(chunks.baidu?.js)} JS (Baidu's own script is loaded from Baidu on
top); Baidu heat map / mass markers (mapvgl) ${kb(chunks.baiduDataLayers?.js)}, loaded only when those layers are shown.
`;
writeFileSync(join(resultsDir, `${OUT}.md`), md);
console.log(md);
