// The mock's world: how long the built gateway takes to generate it (start-up, fresh process,
// median of 3), what it holds, and the list call's latency (autocannon, p50/p99) for `like`
// filters over the default world (~7,300 diseases) and over 100,000 rows (QA's scale knob).
//
// Reproduce: npm run build -w @jt/gateway && node bench/world.mjs
// Writes bench/results/world.md and bench/results/world.json (world-c<N>.* with BENCH_CONNECTIONS=N).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { tsImport } from 'tsx/esm/api';
import { freePort, startBuiltGateway } from './support/built-gateway.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = join(root, 'bench/results');
const COMMAND = 'npm run build -w @jt/gateway && node bench/world.mjs';
// BENCH_CONNECTIONS=1 gives one request at a time: the list call's own latency (issue 15's < 100 ms).
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SECONDS = 8;
/** world.md for the default; world-c1.md etc. for another number of connections. */
const RESULT = CONNECTIONS === 10 ? 'world' : `world-c${CONNECTIONS}`;
console.log(`$ ${COMMAND}`);

/** One fresh gateway process: ms until it listens, and the world's own generation time (its log). */
async function startUp() {
  const port = await freePort();
  return new Promise((resolveStart, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [join(root, 'apps/gateway/dist/main.js')], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: ':memory:',
        WEB_ROOT: '',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let listening = null;
    let buffer = '';
    child.stdout.on('data', (chunk) => {
      buffer += chunk;
      for (;;) {
        const end = buffer.indexOf('\n');
        if (end < 0) break;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 1);
        let entry;
        try {
          entry = JSON.parse(line);
        } catch {
          continue;
        }
        if (listening === null && /listening/i.test(entry.msg ?? '')) listening = performance.now() - started;
        if (entry.msg === 'world generated') {
          child.kill('SIGTERM');
          resolveStart({
            listeningMs: listening,
            worldMs: entry.ms,
            worldCpuMs: entry.cpuMs,
            readyMs: performance.now() - started,
            counts: entry.summary,
          });
        }
      }
    });
    child.once('exit', (code) =>
      reject(new Error(`gateway exited (${code}) before the world was generated`)),
    );
    setTimeout(() => reject(new Error('no world after 30 s')), 30_000).unref();
  });
}

/** CPU milliseconds a process has used (user + system, /proc): robust to a busy machine, unlike wall time. */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const runs = [];
for (let i = 0; i < 3; i++) runs.push(await startUp());
const startup = {
  listeningMs: Math.round(median(runs.map((r) => r.listeningMs))),
  worldMs: Math.round(median(runs.map((r) => r.worldMs))),
  worldCpuMs: Math.round(median(runs.map((r) => r.worldCpuMs))),
  readyMs: Math.round(median(runs.map((r) => r.readyMs))),
};
console.log('start-up', startup);

const crypto = await tsImport(join(root, 'packages/crypto/src/node.ts'), import.meta.url);
const gateway = await startBuiltGateway({ MOCK_ADMIN: '1' });
const loadBefore = loadavg()[0] ?? 0;
try {
  const json = async (path, init) => (await fetch(`${gateway.url}${path}`, init)).json();
  const { rsaPublicKey } = await json('/app-config.json');
  const signIn = await json('/api/component/system/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: 'admin',
      password: crypto.encryptPassword('Admin@12345', rsaPublicKey),
      tenantAccount: 'jtdemo',
      rememberme: '0',
    }),
  });
  const token = signIn.data.token;
  const headers = { 'content-type': 'application/json', authorization: token };

  const queries = {
    'like routeName *G42*': {
      current: 1,
      size: 20,
      filters: [{ key: 'routeName', operator: 'like', value: '*G42*' }],
    },
    'like diseaseCode *0517* + in level, sorted by area': {
      current: 1,
      size: 20,
      filters: [
        { key: 'diseaseCode', operator: 'like', value: '*0517*' },
        { key: 'diseaseLevelName', operator: 'in', value: '严重,一般' },
      ],
      orders: [{ column: 'diseaseArea', asc: false }],
    },
  };
  const measure = async (label, body) => {
    const check = await json('/api/administration/glDisease/page', {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    if (check.code !== 200) throw new Error(`${label}: ${JSON.stringify(check).slice(0, 200)}`);
    const cpuBefore = cpuMs(gateway.pid);
    const result = await autocannon({
      url: `${gateway.url}/api/administration/glDisease/page`,
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      connections: CONNECTIONS,
      duration: SECONDS,
    });
    const cpu = cpuMs(gateway.pid) - cpuBefore;
    return {
      query: label,
      matched: check.data.total,
      cpuMsPerRequest: Math.round((cpu / result.requests.total) * 10) / 10,
      requestsPerSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      non2xx: result.non2xx,
    };
  };

  const world = await json('/__mock/world');
  const rows = [];
  for (const [label, body] of Object.entries(queries))
    rows.push({ diseases: world.counts.diseases, ...(await measure(label, body)) });

  const scaleCpuBefore = cpuMs(gateway.pid);
  const scaleStarted = performance.now();
  const scaled = await json('/__mock/world/scale', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ diseases: 100_000 }),
  });
  const scaleMs = Math.round(performance.now() - scaleStarted);
  const scaleCpuMs = Math.round(cpuMs(gateway.pid) - scaleCpuBefore);
  for (const [label, body] of Object.entries(queries))
    rows.push({ diseases: scaled.counts.diseases, ...(await measure(label, body)) });
  const loadAfter = loadavg()[0] ?? 0;

  const figures = {
    command: COMMAND,
    machine: { cpus: cpus().length, model: cpus()[0]?.model, loadBefore, loadAfter },
    startup,
    counts: world.counts,
    scaleTo100kMs: scaleMs,
    scaleTo100kCpuMs: scaleCpuMs,
    scaledCounts: scaled.counts,
    list: rows,
    autocannon: { connections: CONNECTIONS, seconds: SECONDS },
  };
  console.table(rows);
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, `${RESULT}.json`), `${JSON.stringify(figures, null, 2)}\n`);
  const lines = [
    "# The mock's world: start-up, records, list latency",
    '',
    `\`${COMMAND}\` — ${figures.machine.cpus} CPUs (${figures.machine.model}), load average ${loadBefore.toFixed(2)} → ${loadAfter.toFixed(2)}; autocannon ${CONNECTIONS} connections × ${SECONDS} s, in-memory store, mock mode.`,
    '',
    '## Start-up (fresh process, median of 3)',
    '',
    '| gateway listening | world generated and materialised (after listen) | its CPU time | ready with the world |',
    '| --- | --- | --- | --- |',
    `| ${startup.listeningMs} ms | ${startup.worldMs} ms | ${startup.worldCpuMs} ms | ${startup.readyMs} ms |`,
    '',
    '## Records (default world, seed 20260518)',
    '',
    '| ' + Object.keys(world.counts).join(' | ') + ' |',
    '| ' +
      Object.keys(world.counts)
        .map(() => '---')
        .join(' | ') +
      ' |',
    '| ' + Object.values(world.counts).join(' | ') + ' |',
    '',
    `Regenerating at 100,000 diseases (PUT /__mock/world/scale) took ${scaleMs} ms (${scaleCpuMs} ms of the gateway's CPU): ${scaled.counts.diseases} diseases, ${scaled.counts.workOrders} work orders.`,
    '',
    '## POST /api/administration/glDisease/page (page of 20)',
    '',
    '| diseases | query | matched | gateway CPU per request | req/s | p50 | p99 | non-2xx |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (r) =>
        `| ${r.diseases} | ${r.query} | ${r.matched} | ${r.cpuMsPerRequest} ms | ${r.requestsPerSecond} | ${r.p50Ms} ms | ${r.p99Ms} ms | ${r.non2xx} |`,
    ),
    '',
    'Wall-clock figures depend on what else the 2-CPU machine runs (the load average above); the',
    "gateway's CPU per request and the generation's CPU time depend on it much less.",
    '',
  ];
  writeFileSync(join(resultsDir, `${RESULT}.md`), lines.join('\n'));
  console.log(lines.join('\n'));
} finally {
  gateway.stop();
}
