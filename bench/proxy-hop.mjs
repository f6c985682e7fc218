// The proxy hop, measured: requests per second of small JSON answers through (a) the gateway in
// proxy mode (contract validation, access log at info, the caller's Authorization forwarded),
// (b) the smallest Fastify + @fastify/reply-from proxy and (c) nginx (when installed), each on one
// core in front of the same local upstream, in one run; then what the chat proxy adds to each SSE
// frame (warm: frames of an open stream; cold: the first frame of a new one) against reading the
// upstream directly.
//
// Reproduce: npm run build -w @jt/gateway && node bench/proxy-hop.mjs
// Setup: installs nginx-light and wrk from Debian when they are missing and it runs as root with
// apt-get (otherwise it says how, and measures without them: autocannon replaces wrk).
import { execFileSync, fork, spawn, spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = fileURLToPath(new URL('../', import.meta.url));
const here = fileURLToPath(new URL('./proxy-hop/', import.meta.url));
const DURATION = Number(process.env.HOP_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.HOP_CONNECTIONS ?? 32);
const PATH = '/api/administration/getTenantType';
const TOKEN = 'Bearer eyJhbGciOiJIUzUxMiJ9.eyJzdWIiOiIxMDAxLGp0ZGVtbyxhZG1pbiJ9.c2lnbmF0dXJl';
const cores = Number(execFileSync('nproc', { encoding: 'utf8' }).trim());
// One core for the hop under test, the other for the upstream and the load generator.
const PROXY_CORE = cores > 1 ? '1' : '0';
const LOAD_CORE = '0';

const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
function ensureTools() {
  const missing = [];
  if (!has('nginx') && !existsSync('/usr/sbin/nginx')) missing.push('nginx-light');
  if (!has('wrk')) missing.push('wrk');
  if (missing.length === 0) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !has('apt-get')) {
    console.warn(`(without ${missing.join(', ')}: sudo apt-get install -y ${missing.join(' ')})`);
    return;
  }
  console.log(`installing ${missing.join(', ')} from Debian …`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], {
    stdio: 'inherit',
    env,
  });
}

async function freePort() {
  const { createServer } = await import('node:net');
  return new Promise((resolvePort) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

const children = [];
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

/** A node script pinned to a core, resolved once it says 'ready'. */
function startNode(script, args, core, env = {}) {
  return new Promise((resolveStart, reject) => {
    const child = fork(script, args, {
      execPath: 'taskset',
      execArgv: ['-c', core, process.execPath],
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    children.push(child);
    child.once('message', () => resolveStart(child));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

async function waitFor(url, init) {
  // Up to 30 s: on a busy shared machine the gateway's start (contract, validators) takes longer than 10 s.
  for (let i = 0; i < 600; i++) {
    try {
      const response = await fetch(url, init);
      await response.arrayBuffer();
      if (response.status < 500) return;
    } catch {}
    await new Promise((wait) => setTimeout(wait, 50));
  }
  throw new Error(`${url} did not answer`);
}

async function startGateway(port, upstream) {
  const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const child = spawn(
    'taskset',
    ['-c', PROXY_CORE, process.execPath, join(root, 'apps/gateway/dist/main.js')],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        WEB_ROOT: '',
        LOG_LEVEL: 'info',
        API_MODE: 'proxy',
        API_URL: upstream,
        CHAT_MODE: 'proxy',
        CHAT_URL: upstream,
        ...Object.fromEntries(
          ['MAIN', 'ACCEPTANCE', 'POLICY', 'DISEASE', 'PATROL', 'TRAFFIC', 'OPERATION', 'DISPOSAL'].map(
            (agent) => [`CHAT_KEY_${agent}`, `app-bench-${agent.toLowerCase()}`],
          ),
        ),
        RSA_PUBLIC_KEY: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      },
      // The access log is written (to nowhere), as production writes it.
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  children.push(child);
  await waitFor(`http://127.0.0.1:${port}/healthz`);
  return child;
}

async function startNginx(port, upstreamPort) {
  const dir = await mkdtemp(join(tmpdir(), 'hop-nginx-'));
  await mkdir(join(dir, 'logs'));
  const conf = `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  upstream backend { server 127.0.0.1:${upstreamPort}; keepalive 64; }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://backend;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_buffering off;
    }
  }
}
`;
  await writeFile(join(dir, 'nginx.conf'), conf);
  const binary = has('nginx') ? 'nginx' : '/usr/sbin/nginx';
  const child = spawn(
    'taskset',
    ['-c', PROXY_CORE, binary, '-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  children.push(child);
  await waitFor(`http://127.0.0.1:${port}${PATH}`);
  return child;
}

const TICK_US = 1e6 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
/** CPU time (user + system, in clock ticks) a process and its descendants (nginx's worker) used so far. */
function cpuTicks(pid) {
  let ticks = 0;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      for (const child of children === '' ? [] : children.split(' ')) ticks += cpuTicks(Number(child));
    }
  } catch {}
  return ticks;
}

function cpuPerRequest(ticks, requests) {
  return requests > 0 ? Math.round((ticks * TICK_US) / requests) : null;
}

/**
 * Requests per second through a hop (wrk when installed, else autocannon), after a warm-up, and
 * the hop's CPU time per request over the measured run (its process's user + system time): on a
 * machine shared with other work, requests per second also measure the neighbours; CPU per request
 * much less so.
 */
async function load(url, pid) {
  const headers = { authorization: TOKEN };
  if (has('wrk')) {
    const script = join(tmpdir(), 'hop-wrk.lua');
    await writeFile(script, `wrk.headers["Authorization"] = "${TOKEN}"\n`);
    const run = (seconds) =>
      execFileSync(
        'taskset',
        ['-c', LOAD_CORE, 'wrk', '-t1', `-c${CONNECTIONS}`, `-d${seconds}s`, '-s', script, url],
        {
          encoding: 'utf8',
        },
      );
    run(3);
    const before = cpuTicks(pid);
    const out = run(DURATION);
    const used = cpuTicks(pid) - before;
    const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0);
    const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0);
    const errors = /Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? '0';
    const latency = /Latency\s+([\d.]+\w+)/.exec(out)?.[1] ?? '';
    return { rps, errors: Number(errors), latency, cpuUs: cpuPerRequest(used, requests), tool: 'wrk' };
  }
  await autocannon({ url, connections: CONNECTIONS, duration: 3, headers });
  const before = cpuTicks(pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  const used = cpuTicks(pid) - before;
  return {
    cpuUs: cpuPerRequest(used, result.requests.total),
    rps: result.requests.average,
    errors: result.non2xx + result.errors,
    latency: `${result.latency.average}ms`,
    tool: 'autocannon',
  };
}

/** Arrival minus sending time of every frame of `streams` SSE streams of `frames` frames. */
async function sseDelays(url, streams, frames) {
  const warm = [];
  const cold = [];
  for (let s = 0; s < streams; s++) {
    const started = performance.timeOrigin + performance.now();
    const response = await fetch(`${url}?frames=${frames}`, {
      method: 'POST',
      headers: { authorization: TOKEN, 'content-type': 'application/json' },
      body: JSON.stringify({
        inputs: { device_type: 'pc', account: 'bench', online: '0' },
        query: '巡查路段有哪些病害',
        response_mode: 'streaming',
        user: 'bench',
      }),
    });
    const decoder = new TextDecoder();
    let buffer = '';
    let first = true;
    for await (const chunk of response.body) {
      const at = performance.timeOrigin + performance.now();
      buffer += decoder.decode(chunk, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end !== -1) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
        if (!frame.startsWith('data: ')) continue;
        const { t } = JSON.parse(frame.slice(6));
        if (first) {
          cold.push(at - started);
          first = false;
        } else warm.push(at - t);
      }
    }
  }
  return { warm: median(warm), cold: median(cold) };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

ensureTools();
if (!existsSync(join(root, 'apps/gateway/dist/main.js'))) {
  throw new Error('Build the gateway first: npm run build -w @jt/gateway');
}
const upstreamPort = await freePort();
const upstream = `http://127.0.0.1:${upstreamPort}`;
await startNode(join(here, 'upstream.mjs'), [String(upstreamPort)], LOAD_CORE);

const results = {};
const gatewayPort = await freePort();
const gateway = await startGateway(gatewayPort, upstream);
results.gateway = await load(`http://127.0.0.1:${gatewayPort}${PATH}`, gateway.pid);
const direct = await sseDelays(`${upstream}/v1/chat-messages`, 20, 50);
const viaGateway = await sseDelays(`http://127.0.0.1:${gatewayPort}/chat/main/v1/chat-messages`, 20, 50);
gateway.kill('SIGTERM');

const minimalPort = await freePort();
const minimal = await startNode(join(here, 'minimal-proxy.mjs'), [String(minimalPort), upstream], PROXY_CORE);
await waitFor(`http://127.0.0.1:${minimalPort}${PATH}`);
results.minimalFastify = await load(`http://127.0.0.1:${minimalPort}${PATH}`, minimal.pid);
minimal.kill('SIGTERM');

if (has('nginx') || existsSync('/usr/sbin/nginx')) {
  const nginxPort = await freePort();
  const nginx = await startNginx(nginxPort, upstreamPort);
  results.nginx = await load(`http://127.0.0.1:${nginxPort}${PATH}`, nginx.pid);
  nginx.kill('SIGQUIT');
}

const ratio = (a, b) => (a && b ? Math.round((a / b) * 100) / 100 : null);
const figures = {
  date: new Date().toISOString(),
  cores,
  connections: CONNECTIONS,
  seconds: DURATION,
  tool: results.gateway.tool,
  requestsPerSecond: Object.fromEntries(Object.entries(results).map(([k, v]) => [k, Math.round(v.rps)])),
  non2xx: Object.fromEntries(Object.entries(results).map(([k, v]) => [k, v.errors])),
  latency: Object.fromEntries(Object.entries(results).map(([k, v]) => [k, v.latency])),
  cpuMicrosecondsPerRequest: Object.fromEntries(Object.entries(results).map(([k, v]) => [k, v.cpuUs])),
  loadAverage: loadavg().map((value) => Math.round(value * 100) / 100),
  gatewayToNginx: ratio(results.gateway.rps, results.nginx?.rps),
  gatewayToMinimalFastify: ratio(results.gateway.rps, results.minimalFastify.rps),
  sse: {
    warmFrameMs: {
      direct: round(direct.warm),
      gateway: round(viaGateway.warm),
      added: round(viaGateway.warm - direct.warm),
    },
    firstFrameMs: {
      direct: round(direct.cold),
      gateway: round(viaGateway.cold),
      added: round(viaGateway.cold - direct.cold),
    },
  },
};
function round(n) {
  return Math.round(n * 1000) / 1000;
}

const table = [
  '| Hop | Requests/s | Latency (mean) | non-2xx | CPU per request |',
  '|---|---:|---:|---:|---:|',
  ...Object.entries(results).map(
    ([k, v]) => `| ${k} | ${Math.round(v.rps)} | ${v.latency} | ${v.errors} | ${v.cpuUs ?? 'n/a'} µs |`,
  ),
].join('\n');
const md = `# Proxy hop (${figures.date})

\`npm run build -w @jt/gateway && node bench/proxy-hop.mjs\` — ${CONNECTIONS} keep-alive connections, ${DURATION} s after 3 s of warm-up,
${figures.tool}; the hop on core ${PROXY_CORE}, upstream and load on core ${LOAD_CORE}; small JSON answers (GET ${PATH}).
Load average at the end: ${figures.loadAverage.join(', ')} (${cores} cores): above ~1 the figures also measure the neighbours.

${table}

- gateway / nginx: **${figures.gatewayToNginx ?? 'n/a (nginx not installed)'}** (goal ≥ 0.5)
- gateway / minimal Fastify proxy: **${figures.gatewayToMinimalFastify}** (goal ≥ 1.5)
- SSE through the chat proxy, median of 20 streams × 50 frames: a warm frame ${figures.sse.warmFrameMs.direct} ms direct,
  ${figures.sse.warmFrameMs.gateway} ms through the gateway (**+${figures.sse.warmFrameMs.added} ms**, goal ≤ 1 ms); the first frame
  of a stream ${figures.sse.firstFrameMs.direct} ms direct, ${figures.sse.firstFrameMs.gateway} ms through the gateway (+${figures.sse.firstFrameMs.added} ms,
  its session check cached after the first stream).
`;
await mkdir(join(root, 'bench/results'), { recursive: true });
await writeFile(join(root, 'bench/results/proxy-hop.json'), `${JSON.stringify(figures, null, 2)}\n`);
await writeFile(join(root, 'bench/results/proxy-hop.md'), md);
console.log(md);
process.exit(0);
