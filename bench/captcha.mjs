// Captcha throughput: POST /api/captcha/get (blockPuzzle, clickWord) and GET getDigitalCaptcha
// of the built gateway on the embedded mock, driven by autocannon, beside the floor: the same
// PNG encodes alone (the service's encodePng on the same pixels, as many in flight as autocannon
// keeps connections), i.e. what a captcha costs at the very least. Target: at least half the
// floor. The frequency limits are switched off through the QA API for the run.
//
// Reproduce: npm run build -w @jt/gateway && node bench/captcha.mjs
// Writes bench/results/captcha.md and bench/results/captcha.json.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { tsImport } from 'tsx/esm/api';
import { startBuiltGateway } from './support/built-gateway.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = join(root, 'bench/results');
const COMMAND = 'npm run build -w @jt/gateway && node bench/captcha.mjs';
const CONNECTIONS = 8;
const SECONDS = 10;
const TARGET = 0.5;
const CLOCK_TICKS = 100; // sysconf(_SC_CLK_TCK) on Linux

console.log(`$ ${COMMAND}`);
const LOAD = loadavg()
  .map((n) => n.toFixed(1))
  .join(' ');

// ---- the floor: the PNG encodes alone ----------------------------------------------------------
const captcha = join(root, 'apps/gateway/src/mock/captcha');
const { encodePng } = await tsImport(join(captcha, 'images/png.ts'), import.meta.url);
const { loadBackgrounds } = await tsImport(join(captcha, 'images/backgrounds.ts'), import.meta.url);
const { blockPuzzleImages } = await tsImport(join(captcha, 'images/block-puzzle-image.ts'), import.meta.url);
const { seededRandom } = await tsImport(join(captcha, 'random.ts'), import.meta.url);

const { clickWordImage, loadClickWords } = await tsImport(
  join(captcha, 'images/click-word-image.ts'),
  import.meta.url,
);
const { digitalCodeImage, randomCode } = await tsImport(
  join(captcha, 'images/digital-code-image.ts'),
  import.meta.url,
);

const backgrounds = await loadBackgrounds();
// The pixels of real captchas (decoded from one of each), encoded as the service encodes them.
const sharp = (await import('sharp')).default;
const rgba = (png) => sharp(png).ensureAlpha().raw().toBuffer();
const sample = await blockPuzzleImages(backgrounds, seededRandom(1));
const holed = await rgba(sample.original);
const piece = await rgba(sample.jigsaw);
const words = await rgba((await clickWordImage(backgrounds, loadClickWords(), seededRandom(1))).original);
const random = seededRandom(1);
const code = await sharp(await digitalCodeImage(randomCode(random), random))
  .removeAlpha()
  .raw()
  .toBuffer();

const floorWork = {
  blockPuzzle: () =>
    Promise.all([encodePng(holed, 310, 155, { alpha: false }), encodePng(piece, 47, 155, { alpha: true })]),
  clickWord: () => encodePng(words, 310, 155, { alpha: false }),
  numberCode: () => encodePng(code, 150, 50, { alpha: false, channels: 3 }),
};

/**
 * The encodes alone, CONNECTIONS at a time, for `seconds`: captchas per second, and CPU
 * milliseconds per captcha (all threads of this process: the encoder runs on libuv's pool).
 */
async function floor(work, seconds) {
  const end = performance.now() + seconds * 1000;
  let done = 0;
  const lane = async () => {
    while (performance.now() < end) {
      await work();
      done++;
    }
  };
  const cpu = process.cpuUsage();
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, lane));
  const used = process.cpuUsage(cpu);
  return {
    perSecond: done / ((performance.now() - started) / 1000),
    cpuMs: (used.user + used.system) / 1000 / done,
  };
}

/** CPU milliseconds the gateway process has used so far (all its threads), from /proc. */
function gatewayCpuMs() {
  const fields = readFileSync(`/proc/${gateway.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const ticks = Number(fields[11]) + Number(fields[12]); // utime + stime
  return (ticks * 1000) / CLOCK_TICKS;
}

// ---- the gateway --------------------------------------------------------------------------------
const gateway = await startBuiltGateway();
const BASE = gateway.url;
const stop = gateway.stop;

function cannon({ path, ...options }) {
  return new Promise((resolvePromise, reject) => {
    autocannon(
      { url: `${BASE}${path}`, connections: CONNECTIONS, duration: SECONDS, ...options },
      (error, result) => (error ? reject(error) : resolvePromise(result)),
    );
  });
}

const calls = {
  blockPuzzle: {
    method: 'POST',
    path: '/api/captcha/get',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ captchaType: 'blockPuzzle', clientUid: 'slider-bench', ts: 1 }),
  },
  clickWord: {
    method: 'POST',
    path: '/api/captcha/get',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ captchaType: 'clickWord', clientUid: 'point-bench', ts: 1 }),
  },
  numberCode: { method: 'GET', path: '/api/component/captcha/getDigitalCaptcha' },
};

try {
  const off = await fetch(`${BASE}/__mock/captcha/limits`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ enabled: false }),
  });
  if (!off.ok) throw new Error(`could not switch the limits off: ${off.status}`);

  const rows = [];
  for (const [type, call] of Object.entries(calls)) {
    await cannon({ ...call, duration: 2 }); // warm-up
    const cpuBefore = gatewayCpuMs();
    const result = await cannon(call);
    const cpuMs = (gatewayCpuMs() - cpuBefore) / result.requests.total;
    const floorRun = await floor(floorWork[type], SECONDS / 2);
    const perSecond = result.requests.average;
    rows.push({
      type,
      requestsPerSecond: Math.round(perSecond),
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      non2xx: result.non2xx,
      statusCodes: Object.keys(result.statusCodeStats ?? {}).join(' '),
      errors: result.errors,
      kbPerAnswer: Math.round(result.throughput.average / perSecond / 1024),
      cpuMsPerRequest: Number(cpuMs.toFixed(2)),
      floorPerSecond: Math.round(floorRun.perSecond),
      floorCpuMs: Number(floorRun.cpuMs.toFixed(2)),
      // At equal CPU, the gateway serves this share of what the encoder alone would.
      ofFloor: Number((floorRun.cpuMs / cpuMs).toFixed(2)),
      ofFloorWallClock: Number((perSecond / floorRun.perSecond).toFixed(2)),
    });
    console.log(rows.at(-1));
  }

  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}`;
  const lines = [
    '# Captcha throughput',
    '',
    `Reproduce: \`${COMMAND}\``,
    '',
    `${machine}; autocannon ${CONNECTIONS} connections × ${SECONDS} s against the built gateway (embedded mock,`,
    'frequency limits off) on the same machine. Floor: the same PNG encodes alone (the service’s',
    `encodePng on the pixels of a real captcha, ${CONNECTIONS} in flight). Target: ≥ ${TARGET * 100} % of the floor.`,
    '',
    '"of floor" compares CPU time per captcha (the gateway process, all threads, from /proc; the',
    'floor, from process.cpuUsage): the share of the encoder-only throughput the gateway reaches on',
    'the same CPU. Wall-clock figures are beside it; on a machine shared with other work they',
    `swing with its load (load average at the start of this run: ${LOAD}).`,
    '',
    '| captcha | requests/s | p50 ms | p99 ms | KB/answer | CPU ms/request | floor CPU ms | of floor | floor/s (wall) | of floor (wall) | non-2xx | errors |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.type} | ${r.requestsPerSecond} | ${r.latencyP50Ms} | ${r.latencyP99Ms} | ${r.kbPerAnswer} | ${r.cpuMsPerRequest} | ${r.floorCpuMs} | ${Math.round(r.ofFloor * 100)} % | ${r.floorPerSecond} | ${Math.round(r.ofFloorWallClock * 100)} % | ${r.non2xx} | ${r.errors} |`,
    ),
    '',
    rows.every((r) => r.ofFloor >= TARGET && r.non2xx === 0 && r.errors === 0)
      ? `Every type reaches the target (≥ ${TARGET * 100} % of the floor at equal CPU, no error).`
      : `Below target: ${rows
          .filter((r) => r.ofFloor < TARGET || r.non2xx > 0 || r.errors > 0)
          .map((r) => r.type)
          .join(', ')}.`,
    '',
  ];
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, 'captcha.md'), lines.join('\n'));
  writeFileSync(
    join(resultsDir, 'captcha.json'),
    `${JSON.stringify({ command: COMMAND, machine, connections: CONNECTIONS, seconds: SECONDS, rows }, null, 2)}\n`,
  );
  console.log(lines.join('\n'));
} finally {
  stop();
}
