// /diseaseManage with 5,000 diseases (issue 14: "interactive within 2 s of navigation"), in
// Debian's Chromium with software WebGL (SwiftShader: no GPU here, so the map's share is a
// ceiling, not what a desktop with a GPU sees). The world is regenerated at 5,000 diseases
// (/__mock/world/scale); each run is a fresh browser context (no cache) signed in with a token,
// timed from page.goto('/diseaseManage') to interactive:
//   - the list's first page shown (the table's data-status ready),
//   - the map's positions of all 5,000 loaded (data-map-status ready) and its engine ready,
//   - the main thread free: a requestAnimationFrame answered within 50 ms, checked after both.
// Also the page chunk's gzip size (JS + CSS, from the Vite manifest), and what it loads lazily
// on top (the offline map engine, measured by bench/map-engine.mjs).
//
// Reproduce: npm run build && node bench/disease-manage.mjs
// Writes bench/results/disease-manage.md and bench/results/disease-manage.json. For an A/B:
// WEB_ROOT=dir measures another build of the web app (e.g. a copy of apps/web/dist taken before a
// change); RUNS=n (default 5); BENCH_OUT=name writes bench/results/<name>.md/.json instead.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startBuiltGateway } from './support/built-gateway.mjs';
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

const gateway = await startBuiltGateway({ WEB_ROOT });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--use-angle=swiftshader',
    '--enable-unsafe-swiftshader',
    '--no-first-run',
    '--disable-background-networking',
  ],
});
const runs = [];
let diseases = 0;
try {
  const scaled = await fetch(`${gateway.url}/__mock/world/scale`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ diseases: DISEASES }),
  });
  if (!scaled.ok) throw new Error(`scale answered ${scaled.status}: ${await scaled.text()}`);
  const token = await signIn(gateway.url);
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'zh-CN' });
    await context.addInitScript((value) => localStorage.setItem('jtToken', value), token);
    const page = await context.newPage();
    const start = Date.now();
    await page.goto(`${gateway.url}/diseaseManage`);
    await page.waitForSelector('.jt-config-table[data-status="ready"]', { timeout: 60_000 });
    const listMs = Date.now() - start;
    await page.waitForSelector('[data-map-status="ready"]', { timeout: 60_000 });
    await page.waitForSelector('.jt-diseases .jt-road-map[data-ready="true"]', { timeout: 60_000 });
    const mapMs = Date.now() - start;
    // Free: a frame answered within 50 ms (a long task in the way would delay it).
    for (;;) {
      const frameMs = await page.evaluate(
        () =>
          new Promise((done) => {
            const asked = performance.now();
            requestAnimationFrame(() => done(performance.now() - asked));
          }),
      );
      if (frameMs < 50) break;
    }
    const interactiveMs = Date.now() - start;
    diseases = Number(await page.getAttribute('[data-map-status="ready"]', 'data-count'));
    const listTotal = Number(await page.getAttribute('.jt-config-table', 'data-total'));
    // The same fresh start to the signed-in shell's home page, for scale on a loaded machine.
    const home = await context.newPage();
    const homeStart = Date.now();
    await home.goto(`${gateway.url}/home`);
    await home.waitForSelector('.jt-shell .jt-page-tabs', { timeout: 60_000 });
    const homeMs = Date.now() - homeStart;
    runs.push({ listMs, mapMs, interactiveMs, homeMs, listTotal, mapCount: diseases });
    await context.close();
  }
} finally {
  await browser.close();
  gateway.stop();
}

const manifest = JSON.parse(readFileSync(join(WEB_ROOT, '.vite/manifest.json'), 'utf8'));
const keyOf = (suffix) => Object.keys(manifest).find((key) => key.endsWith(suffix));
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

const figures = {
  command: COMMAND,
  machine: { cpus: cpus().length, model: cpus()[0]?.model, load: loadavg().map((l) => l.toFixed(2)) },
  runs: RUNS,
  diseases,
  listMs: median(runs.map((r) => r.listMs)),
  mapMs: median(runs.map((r) => r.mapMs)),
  interactiveMs: median(runs.map((r) => r.interactiveMs)),
  homeMs: median(runs.map((r) => r.homeMs)),
  pageChunkGzipKb: chunk,
  raw: runs,
};
mkdirSync(resultsDir, { recursive: true });
writeFileSync(join(resultsDir, `${OUT}.json`), `${JSON.stringify(figures, null, 2)}\n`);
const kb = (value) => (value === null || value === undefined ? '—' : `${value.toFixed(1)} KB`);
const md = `# /diseaseManage (issue 14)

\`${COMMAND}\` — Chromium with SwiftShader (software WebGL), 1920×1080, a fresh context per run,
${figures.machine.cpus} CPUs (${figures.machine.model}), load ${figures.machine.load.join(' ')}; median of ${RUNS} runs${WEB_ROOT === join(root, 'apps/web/dist') ? '' : ` of ${WEB_ROOT}`},
${figures.diseases} diseases on the map (the world scaled to ${DISEASES}).

| From navigation to … | Target | Measured |
| --- | --- | --- |
| the list's first page shown | | ${figures.listMs} ms |
| the map's ${figures.diseases} positions clustered and its engine ready | | ${figures.mapMs} ms |
| interactive (both, and a frame answered within 50 ms) | < 2,000 ms | ${figures.interactiveMs} ms |
| for scale: /home's shell shown (same context, after the page) | | ${figures.homeMs} ms |

Every run (ms, list / map / interactive): ${runs.map((r) => `${r.listMs} / ${r.mapMs} / ${r.interactiveMs}`).join('; ')}.

What opening the page loads beyond the signed-in shell (gzip): ${kb(chunk?.js)} JS + ${kb(chunk?.css)} CSS in
${chunk?.files.length ?? 0} chunks (\`${chunk?.file ?? '—'}\` and what it imports: the config-driven table with Semi's Table,
Select, DatePicker and the map component's shared part). The detail drawer and the form are lazy chunks loaded when
first opened; the offline map engine is its own lazy chunk on top (bench/results/map-engine.md).
`;
writeFileSync(join(resultsDir, `${OUT}.md`), md);
console.log(md);
