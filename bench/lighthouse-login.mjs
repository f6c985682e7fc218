// Lighthouse performance of the sign-in page (/login) in Debian's Chromium, against the gateway
// in mock mode serving the built web app: the desktop preset (the platform is used on desktop
// screens, 1920×1080 and 1366×768) and, for reference, Lighthouse's default mobile emulation.
// Each is run RUNS times; the median run is reported with its metrics.
//
// Reproduce: npm run build -w @jt/web && npm run build -w @jt/gateway && node bench/lighthouse-login.mjs
// Writes bench/results/lighthouse-login.md and bench/results/lighthouse-login.json.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { startBuiltGateway } from './support/built-gateway.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = join(root, 'bench/results');
const COMMAND = 'npm run build -w @jt/web && npm run build -w @jt/gateway && node bench/lighthouse-login.mjs';
const RUNS = Number(process.env.RUNS ?? 5);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** PRESETS=mobile measures one preset only (a quicker look while working on it); both by default. */
const PRESETS = (process.env.PRESETS ?? 'desktop,mobile').split(',');
/** LHR_DIR=dir keeps each run's full Lighthouse report there (to read its trace-level audits). */
const LHR_DIR = process.env.LHR_DIR ?? '';

for (const built of ['apps/web/dist/index.html', 'apps/gateway/dist/main.js']) {
  if (!existsSync(join(root, built))) {
    console.error(`No ${built}: build first (${COMMAND}).`);
    process.exit(1);
  }
}

/** The browser flags of the browser tests (tests/browser/support/chromium.ts), read, not copied. */
function chromiumArgs() {
  const source = readFileSync(join(root, 'tests/browser/support/chromium.ts'), 'utf8');
  const list = source.match(/CHROMIUM_ARGS\s*=\s*\[([\s\S]*?)\]/)?.[1];
  if (!list) throw new Error('CHROMIUM_ARGS not found in tests/browser/support/chromium.ts');
  return [...list.matchAll(/'([^']+)'/g)].map((match) => match[1]);
}

const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'Speed Index'],
];

function summarize(lhr) {
  const metrics = Object.fromEntries(
    METRICS.map(([id]) => [
      id,
      { value: lhr.audits[id]?.numericValue ?? null, text: lhr.audits[id]?.displayValue ?? '' },
    ]),
  );
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const total = (type, field) =>
    requests.filter((item) => item.resourceType === type).reduce((sum, item) => sum + (item[field] ?? 0), 0);
  const kb = (field) => ({
    script: total('Script', field) / 1024,
    stylesheet: total('Stylesheet', field) / 1024,
  });
  // The element the largest paint was (issue 18: the background picture or the form).
  const lcpItems = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const lcpNode = lcpItems.flatMap((item) => item.items ?? [item]).find((item) => item.node)?.node;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpElement: lcpNode ? `${lcpNode.selector ?? ''} ${lcpNode.nodeLabel ?? ''}`.trim() : '',
    metrics,
    transferKB: kb('transferSize'),
    resourceKB: kb('resourceSize'),
    lighthouseVersion: lhr.lighthouseVersion,
    userAgent: lhr.environment?.hostUserAgent ?? '',
  };
}

async function measure(url, preset) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: ['--headless=new', ...chromiumArgs()],
    });
    try {
      const result = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
        preset === 'desktop' ? desktopConfig : undefined,
      );
      runs.push(summarize(result.lhr));
      if (LHR_DIR) {
        mkdirSync(LHR_DIR, { recursive: true });
        writeFileSync(join(LHR_DIR, `${preset}-${i + 1}.json`), JSON.stringify(result.lhr));
      }
    } finally {
      await chrome.kill();
    }
  }
  runs.sort((a, b) => a.score - b.score);
  return { median: runs[Math.floor(runs.length / 2)], scores: runs.map((run) => run.score) };
}

// The web app served as `npm start` does, compressed assets included.
// WEB_ROOT=dir measures another build of the web app (e.g. a copy of main's, for an A/B).
const gateway = await startBuiltGateway({
  WEB_ROOT: process.env.WEB_ROOT || join(root, 'apps/web/dist'),
  LOG_LEVEL: 'silent',
});
let report;
try {
  const url = `${gateway.url}/login`;
  report = {
    command: COMMAND,
    url: '/login',
    runs: RUNS,
    chrome: CHROME_PATH,
    desktop: PRESETS.includes('desktop') ? await measure(url, 'desktop') : null,
    mobile: PRESETS.includes('mobile') ? await measure(url, 'mobile') : null,
  };
} finally {
  gateway.stop();
}

const ms = (value) => (value === null ? '—' : `${Math.round(value)} ms`);
const row = (name, measured) => {
  if (!measured) return `| ${name} | not measured (PRESETS) | | | | | | | | |`;
  const { median, scores } = measured;
  return `| ${name} | ${median.score} | ${scores.join(', ')} | ${ms(median.metrics['first-contentful-paint'].value)} | ${ms(
    median.metrics['largest-contentful-paint'].value,
  )} | ${ms(median.metrics['total-blocking-time'].value)} | ${median.metrics['cumulative-layout-shift'].value?.toFixed(3)} | ${ms(
    median.metrics['speed-index'].value,
  )} | ${median.transferKB.script.toFixed(1)} / ${median.resourceKB.script.toFixed(1)} | ${median.transferKB.stylesheet.toFixed(1)} / ${median.resourceKB.stylesheet.toFixed(1)} |`;
};

const markdown = `# Lighthouse: the sign-in page

Reproduce: \`${COMMAND}\`

Lighthouse ${(report.desktop ?? report.mobile).median.lighthouseVersion} (performance only, simulated throttling) in
\`${CHROME_PATH}\` with the browser tests' flags, against the gateway in mock mode serving the
built app; ${RUNS} runs per preset, the median shown. Sizes are what the page fetched, as sent
(transfer) and decoded (resource): equal sizes mean the gateway sent the files uncompressed.
TBT depends on the machine's load: run it on a quiet machine.

| Preset | Score | Scores of the runs | FCP | LCP | TBT | CLS | Speed Index | JS KB transfer / resource | CSS KB transfer / resource |
|---|---:|---|---:|---:|---:|---:|---:|---:|---:|
${row('desktop', report.desktop)}
${row('mobile (default)', report.mobile)}
`;

console.log(markdown);
// Only a run of both presets is a result of record; a one-preset look writes nothing.
if (report.desktop && report.mobile) {
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, 'lighthouse-login.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(resultsDir, 'lighthouse-login.md'), markdown);
  console.log(`Wrote ${relative(root, join(resultsDir, 'lighthouse-login.md'))} and lighthouse-login.json`);
}
