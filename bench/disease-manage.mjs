// /diseaseManage with 5,000 diseases (issue 14: "interactive within 2 s of navigation"), in
// Debian's Chromium with software WebGL (SwiftShader: no GPU here, so the map's share is a
// ceiling, not what a desktop with a GPU sees). Judged as Chromium runs here by itself and as a
// user's Chrome runs without a GPU (compositing in software, SwiftShader for WebGL only), then
// measured again with the browser tests' flags (SwiftShader as the GPU driver), for comparison
// with earlier runs (support/chromium-modes.mjs). The world is regenerated at 5,000 diseases
// (/__mock/world/scale); each run is a fresh browser context (no cache) signed in with a token,
// timed on the page's own clock from navigation start to interactive:
//   - the list's first page shown (the table's data-status ready),
//   - the map's positions of all 5,000 loaded (data-map-status ready) and its engine ready,
//   - the main thread free: a requestAnimationFrame answered within 50 ms, checked after both.
// Also the page chunk's gzip size (JS + CSS, from the Vite manifest), and what it loads lazily
// on top (the offline map engine, measured by bench/map-engine.mjs).
//
// Reproduce: npm run build && node bench/disease-manage.mjs
// Writes bench/results/disease-manage.md and bench/results/disease-manage.json. For an A/B:
// WEB_ROOT=dir measures another build of the web app (e.g. a copy of apps/web/dist taken before a
// change); RUNS=n (default 5); BENCH_OUT=name writes bench/results/<name>.md/.json instead;
// CHROMIUM_MODES=no-gpu (or swiftshader-gpu, or both in the order wanted) runs only those.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { startBuiltGateway } from './support/built-gateway.mjs';
import { benchModes, CHROMIUM_MODES, gpuStatus, launchInMode } from './support/chromium-modes.mjs';
import { readManifest } from './support/manifest-keys.mjs';
import { signIn } from './support/signed-in.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = join(root, 'bench/results');
const COMMAND = 'npm run build && node bench/disease-manage.mjs';
const RUNS = Number(process.env.RUNS ?? 5);
const WEB_ROOT = process.env.WEB_ROOT || join(root, 'apps/web/dist');
const OUT = process.env.BENCH_OUT ?? 'disease-manage';
const DISEASES = 5000;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * Runs in the page before its scripts (an init script): notes on the page's clock (ms from
 * navigation start) when the list is shown, when the map is ready (its positions and its engine),
 * and then the first frame answered within 50 ms of being asked (no long task in the way). A
 * MutationObserver sees each the moment the page sets it; Playwright's own polling, on a busy
 * 2-CPU machine, saw them 300–500 ms later.
 */
function timeInPage() {
  const times = {};
  window.__benchTimes = times;
  const untilFree = () => {
    const asked = performance.now();
    requestAnimationFrame(() => {
      const answered = performance.now();
      if (answered - asked < 50) times.interactive = answered;
      else untilFree();
    });
  };
  const observer = new MutationObserver(() => {
    if (times.list === undefined && document.querySelector('.jt-config-table[data-status="ready"]'))
      times.list = performance.now();
    if (
      times.map === undefined &&
      document.querySelector('[data-map-status="ready"]') &&
      document.querySelector('.jt-diseases .jt-road-map[data-ready="true"]')
    )
      times.map = performance.now();
    if (times.list !== undefined && times.map !== undefined) {
      observer.disconnect();
      untilFree();
    }
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true });
}

const gateway = await startBuiltGateway({ WEB_ROOT });
/** The judged mode first (support/chromium-modes.mjs); each is measured in full. */
const MODES = benchModes();
let diseases = 0;

/** RUNS fresh contexts opening /diseaseManage, each then a repeat visit and /home. */
async function measureRuns(browser, token) {
  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'zh-CN' });
    await context.addInitScript((value) => localStorage.setItem('jtToken', value), token);
    await context.addInitScript(timeInPage);
    const page = await context.newPage();
    const start = Date.now();
    await page.goto(`${gateway.url}/diseaseManage`);
    // As Playwright sees it: its polling adds its own delay on a busy machine (kept for comparison).
    await page.waitForSelector('.jt-config-table[data-status="ready"]', { timeout: 60_000 });
    const seenListMs = Date.now() - start;
    await page.waitForSelector('[data-map-status="ready"]', { timeout: 60_000 });
    await page.waitForSelector('.jt-diseases .jt-road-map[data-ready="true"]', { timeout: 60_000 });
    const seenMapMs = Date.now() - start;
    // As the page's own clock has it, from navigation start.
    await page.waitForFunction(() => window.__benchTimes?.interactive !== undefined, null, {
      timeout: 60_000,
    });
    const seenInteractiveMs = Date.now() - start;
    const times = await page.evaluate(() => window.__benchTimes);
    const listMs = Math.round(times.list);
    const mapMs = Math.round(times.map);
    const interactiveMs = Math.round(times.interactive);
    diseases = Number(await page.getAttribute('[data-map-status="ready"]', 'data-count'));
    const listTotal = Number(await page.getAttribute('.jt-config-table', 'data-total'));
    // A repeat visit, as a user's every day after the first: the same page opened again in the
    // same context, its chunks, MapLibre's worker and the style now in the browser's cache.
    const again = await context.newPage();
    await again.goto(`${gateway.url}/diseaseManage`);
    await again.waitForFunction(() => window.__benchTimes?.interactive !== undefined, null, {
      timeout: 60_000,
    });
    const repeat = await again.evaluate(() => window.__benchTimes);
    await again.close();
    const repeatListMs = Math.round(repeat.list);
    const repeatInteractiveMs = Math.round(repeat.interactive);
    // The same fresh start to the signed-in shell's home page, for scale on a loaded machine.
    const home = await context.newPage();
    const homeStart = Date.now();
    await home.goto(`${gateway.url}/home`);
    await home.waitForSelector('.jt-shell .jt-page-tabs', { timeout: 60_000 });
    const homeMs = Date.now() - homeStart;
    runs.push({
      listMs,
      mapMs,
      interactiveMs,
      seenListMs,
      seenMapMs,
      seenInteractiveMs,
      repeatListMs,
      repeatInteractiveMs,
      homeMs,
      listTotal,
      mapCount: diseases,
    });
    await context.close();
  }
  return runs;
}

const runsByMode = {};
const statusByMode = {};
let browserVersion = '';
try {
  const scaled = await fetch(`${gateway.url}/__mock/world/scale`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ diseases: DISEASES }),
  });
  if (!scaled.ok) throw new Error(`scale answered ${scaled.status}: ${await scaled.text()}`);
  const token = await signIn(gateway.url);
  for (const mode of MODES) {
    const browser = await launchInMode(mode);
    try {
      browserVersion = browser.version();
      statusByMode[mode] = await gpuStatus(browser);
      runsByMode[mode] = await measureRuns(browser, token);
    } finally {
      await browser.close();
    }
  }
} finally {
  gateway.stop();
}

const { manifest, keyOf } = readManifest(WEB_ROOT);
/** Every chunk a manifest entry loads statically (itself included). */
const closure = (key, into = new Set()) => {
  if (!key || into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, into);
  return into;
};
// What opening the page adds to a signed-in shell: its static closure minus the app's entry
// and the shell's frame (already loaded on any page of the shell).
const loaded = new Set([...closure('index.html'), ...closure(keyOf('features/shell/ShellLayout.tsx'))]);
const pageKey = keyOf('features/diseases/DiseaseManagePage.tsx');
const added = [...closure(pageKey)].filter((key) => !loaded.has(key));
const gz = (file) => gzipSync(readFileSync(join(WEB_ROOT, file))).length / 1024;
const chunk = pageKey
  ? {
      file: manifest[pageKey].file,
      files: added.map((key) => manifest[key].file),
      js: added.reduce((sum, key) => sum + gz(manifest[key].file), 0),
      css: added.reduce(
        (sum, key) => sum + (manifest[key].css ?? []).reduce((s, file) => s + gz(file), 0),
        0,
      ),
    }
  : null;

/** One mode's medians. */
const summary = (runs) => {
  const of = (key) => median(runs.map((r) => r[key]));
  return {
    listMs: of('listMs'),
    mapMs: of('mapMs'),
    interactiveMs: of('interactiveMs'),
    seenListMs: of('seenListMs'),
    seenMapMs: of('seenMapMs'),
    seenInteractiveMs: of('seenInteractiveMs'),
    repeatListMs: of('repeatListMs'),
    repeatInteractiveMs: of('repeatInteractiveMs'),
    homeMs: of('homeMs'),
  };
};
const byMode = Object.fromEntries(
  MODES.map((mode) => [
    mode,
    { gpu: statusByMode[mode], ...summary(runsByMode[mode]), raw: runsByMode[mode] },
  ]),
);
const figures = {
  command: COMMAND,
  machine: { cpus: cpus().length, model: cpus()[0]?.model, load: loadavg().map((l) => l.toFixed(2)) },
  runs: RUNS,
  diseases,
  judgedMode: MODES[0],
  ...byMode[MODES[0]],
  byMode,
  pageChunkGzipKb: chunk,
};
mkdirSync(resultsDir, { recursive: true });
writeFileSync(join(resultsDir, `${OUT}.json`), `${JSON.stringify(figures, null, 2)}\n`);
const kb = (value) => (value === null || value === undefined ? '—' : `${value.toFixed(1)} KB`);
/** A row's cells: per mode, the page clock's figure and Playwright's. */
const cells = (key, seenKey) =>
  MODES.map((mode) => `${byMode[mode][key]} ms | ${seenKey ? `${byMode[mode][seenKey]} ms` : ''}`).join(
    ' | ',
  );
const md = `# /diseaseManage (issue 14)

\`${COMMAND}\` — Chromium ${browserVersion}, 1920×1080, a fresh context per run,
${figures.machine.cpus} CPUs (${figures.machine.model}), load ${figures.machine.load.join(' ')}; median of ${RUNS} runs${WEB_ROOT === join(root, 'apps/web/dist') ? '' : ` of ${WEB_ROOT}`},
${figures.diseases} diseases on the map (the world scaled to ${DISEASES}).

No GPU here, so WebGL is SwiftShader's (software) either way (\`support/chromium-modes.mjs\`):
${MODES.map((mode, i) => `- ${i === 0 ? '**Judged:** ' : ''}\`${mode}\`: ${CHROMIUM_MODES[mode].label}; chrome://gpu: Compositing "${statusByMode[mode]?.Compositing}", WebGL "${statusByMode[mode]?.WebGL}".`).join('\n')}

Timed by the page's own clock from navigation start (an init script's MutationObserver sees each
state the moment the page sets it); beside it, when Playwright's polling from Node saw the same
states, timed from \`page.goto\`: on a busy machine its polling adds its own delay.

| From navigation to … | Target | ${MODES.map((mode) => `${mode}: page clock | as Playwright saw it`).join(' | ')} |
| --- | --- |${MODES.map(() => ' --- | --- |').join('')}
| the list's first page shown | | ${cells('listMs', 'seenListMs')} |
| the map's ${figures.diseases} positions clustered and its engine ready | | ${cells('mapMs', 'seenMapMs')} |
| interactive (both, and a frame answered within 50 ms) | < 2,000 ms | ${cells('interactiveMs', 'seenInteractiveMs')} |
| for scale: /home's shell shown (same context, after the page) | | ${MODES.map((mode) => ` | ${byMode[mode].homeMs} ms`).join(' | ')} |
| a repeat visit: the list shown | | ${cells('repeatListMs')} |
| a repeat visit: interactive | | ${cells('repeatInteractiveMs')} |

A repeat visit is the page opened again in the same context: chunks, MapLibre's worker and the style
from the browser's cache, as on a user's every day after the first.

Every run (ms, list / map / interactive, page clock; then the repeat visit's list / interactive):
${MODES.map((mode) => `- ${mode}: ${byMode[mode].raw.map((r) => `${r.listMs} / ${r.mapMs} / ${r.interactiveMs} (${r.repeatListMs} / ${r.repeatInteractiveMs})`).join('; ')}`).join('\n')}

What opening the page loads beyond the signed-in shell (gzip): ${kb(chunk?.js)} JS + ${kb(chunk?.css)} CSS in
${chunk?.files.length ?? 0} chunks (\`${chunk?.file ?? '—'}\` and what it imports: the config-driven table with Semi's Table,
Select, DatePicker and the map component's shared part). The detail drawer and the form are lazy chunks loaded when
first opened; the offline map engine is its own lazy chunk on top (bench/results/map-engine.md).
`;
writeFileSync(join(resultsDir, `${OUT}.md`), md);
console.log(md);
