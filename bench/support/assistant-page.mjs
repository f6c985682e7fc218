// The assistant benches' shared steps: the built app on the built gateway (mock mode), Debian's
// Chromium, a signed-in /home, the chat mock's pace and scripted answers, the window opened.
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startBuiltGateway } from './built-gateway.mjs';
import { readManifest } from './manifest-keys.mjs';
import { signIn } from './signed-in.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));

export async function startAssistantBench() {
  const gateway = await startBuiltGateway({ WEB_ROOT: join(root, 'apps/web/dist') });
  const token = await signIn(gateway.url);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--no-first-run', '--disable-background-networking', '--disable-gpu'],
  });
  const admin = async (method, path, body) => {
    const response = await fetch(`${gateway.url}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  return {
    gateway,
    browser,
    admin,
    setPace: (tokensPerSecond, agent = 'all') =>
      admin('PATCH', `/__mock/chat/agents/${agent}`, { tokensPerSecond }),
    /** A signed-in page of /home at 1920×1080 with `init` run before the app's scripts. */
    async openHome(init) {
      const context = await browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'zh-CN' });
      await context.addInitScript((value) => localStorage.setItem('jtToken', value), token);
      if (init) await context.addInitScript(init);
      const page = await context.newPage();
      return { context, page };
    },
    async close() {
      await browser.close();
      gateway.stop();
    },
  };
}

/** Opens the window from the avatar and waits until no answer streams. */
export async function openWindow(page) {
  await page.getByRole('button', { name: '超级管家' }).click();
  await page.getByRole('dialog', { name: '超级管家' }).waitFor();
  await waitIdle(page);
}

export async function waitIdle(page, timeout = 120_000) {
  await page.getByRole('button', { name: '停止', exact: true }).waitFor({ state: 'detached', timeout });
  await page.waitForFunction(
    () => {
      const cards = document.querySelectorAll('[data-role="assistant"]');
      return cards[cards.length - 1]?.getAttribute('data-finished') === 'true';
    },
    null,
    { timeout },
  );
}

/** Long tasks and frame gaps, recorded from before the app's first script (an init script). */
export function recordMainThread() {
  window.__bench = { longTasks: [], frames: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const tick = (now) => {
    window.__bench.frames.push(now);
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/** The long tasks and frame times (ms) of the page between two performance.now() marks. */
export function mainThreadBetween(page, from, to) {
  return page.evaluate(
    ([start, end]) => {
      const { longTasks, frames } = window.__bench;
      const tasks = longTasks.filter((t) => t.start >= start && t.start <= end).map((t) => t.duration);
      const inside = frames.filter((f) => f >= start && f <= end);
      const gaps = inside.slice(1).map((f, i) => f - inside[i]);
      return { tasks, gaps };
    },
    [from, to],
  );
}

export const percentile = (values, p) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

/** The long-task and frame-gap figures of one run. */
export function mainThreadFigures({ tasks, gaps }) {
  return {
    longTasks: tasks.length,
    longestTaskMs: tasks.length ? Math.max(...tasks) : 0,
    frameGapP50Ms: percentile(gaps, 50),
    frameGapP95Ms: percentile(gaps, 95),
    frameGapMaxMs: gaps.length ? Math.max(...gaps) : 0,
  };
}

/** The worst and the median of a figure over the runs. */
export function overRuns(runs) {
  return {
    worst: (key) => Math.max(...runs.map((r) => r[key])),
    median: (key) =>
      percentile(
        runs.map((r) => r[key]),
        50,
      ),
  };
}

/** The machine the figures come from (its load says how shared it was). */
export function machine() {
  return { cpus: cpus().length, model: cpus()[0]?.model, load: loadavg().map((l) => l.toFixed(2)) };
}

/** Main-thread busy time (CDP Performance.getMetrics TaskDuration, script, layout) in seconds. */
export async function busyMeter(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  return async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    const of = (name) => metrics.find((m) => m.name === name)?.value ?? 0;
    return { task: of('TaskDuration'), script: of('ScriptDuration'), layout: of('LayoutDuration') };
  };
}

/**
 * The assistant's chunks from the Vite manifest, gzip KB (node:zlib level 9, like
 * bundle-report.mjs): what the signed-in shell loads for the avatar (AssistantRoot and its static
 * imports the entry and the shell do not already load) and what opening the window adds
 * (AssistantSession — the engine and ChatWindow — and its static imports not loaded yet; the map's
 * lazy chunk is not among them).
 */
export function assistantChunks() {
  const dist = join(root, 'apps/web/dist');
  const { manifest, keyOf } = readManifest(dist);
  const closure = (key, into = new Set()) => {
    if (!key || into.has(key)) return into;
    into.add(key);
    for (const next of manifest[key].imports ?? []) closure(next, into);
    return into;
  };
  const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;
  const size = (keys) => {
    let js = 0;
    let css = 0;
    for (const key of keys) {
      js += gz(manifest[key].file);
      for (const file of manifest[key].css ?? []) css += gz(file);
    }
    return { js, css, files: [...keys].map((key) => manifest[key].file) };
  };
  const shell = closure(keyOf('src/features/shell/ShellLayout.tsx'), closure('index.html'));
  const avatar = new Set(
    [...closure(keyOf('src/features/assistant/AssistantRoot.tsx'))].filter((k) => !shell.has(k)),
  );
  const loaded = new Set([...shell, ...avatar]);
  const window = new Set(
    [...closure(keyOf('src/features/assistant/AssistantSession.tsx'))].filter((k) => !loaded.has(k)),
  );
  const map = keyOf('src/ui/map/index.ts');
  return { shellDelta: size(avatar), windowChunk: size(window), mapInWindow: map ? window.has(map) : false };
}
