// The proxy hop, measured: requests per second of small JSON answers through (a) the gateway in
// proxy mode (contract validation, access log at info, the caller's Authorization forwarded),
// (b) the smallest Fastify + @fastify/reply-from proxy, (c) nginx (when installed) and (d) the
// floor of a Node hop, a bare node:http + undici relay (bare-relay.mjs), each on one core in front
// of the same local upstream, in one run; then what the chat proxy adds to each SSE
// frame (warm: frames of an open stream; cold: the first frame of a new one) against reading the
// upstream directly.
//
// Reproduce: npm run build -w @jt/gateway && node bench/proxy-hop.mjs
// Setup: installs nginx-light and wrk from Debian when they are missing and it runs as root with
// apt-get (otherwise it says how, and measures without them: autocannon replaces wrk).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  CONNECTIONS_DEFAULT,
  children,
  cores,
  cpuPerRequest,
  cpuTicks,
  freePort,
  has,
  LOAD_CORE,
  median,
  PATH,
  PROXY_CORE,
  parseWrk,
  root,
  startGateway,
  startNode,
  startUpstream,
  TOKEN,
  waitFor,
  wrkArgs,
  wrkScript,
} from './proxy-hop/processes.mjs';

const here = join(root, 'bench/proxy-hop/');
const DURATION = Number(process.env.HOP_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.HOP_CONNECTIONS ?? CONNECTIONS_DEFAULT);

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

/**
 * Requests per second through a hop (wrk when installed, else autocannon), after a warm-up, and
 * the hop's CPU time per request over the measured run (its process's user + system time): on a
 * machine shared with other work, requests per second also measure the neighbours; CPU per request
 * much less so.
 */
async function load(url, pid) {
  const headers = { authorization: TOKEN };
  if (has('wrk')) {
    const script = await wrkScript();
    const run = (seconds) =>
      execFileSync('taskset', wrkArgs(script, url, seconds, CONNECTIONS), { encoding: 'utf8' });
    run(3);
    const before = cpuTicks(pid);
    const out = parseWrk(run(DURATION));
    const used = cpuTicks(pid) - before;
    return { ...out, cpuUs: cpuPerRequest(used, out.requests), tool: 'wrk' };
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

ensureTools();
if (!existsSync(join(root, 'apps/gateway/dist/main.js'))) {
  throw new Error('Build the gateway first: npm run build -w @jt/gateway');
}
const { port: upstreamPort, url: upstream } = await startUpstream();

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

// The floor of any Node hop here: node:http + the same undici Pool, nothing else (no check, no log).
const barePort = await freePort();
const bare = await startNode(
  join(here, 'bare-relay.mjs'),
  [String(barePort), upstream, 'dispatch'],
  PROXY_CORE,
);
await waitFor(`http://127.0.0.1:${barePort}${PATH}`);
results.bareRelay = await load(`http://127.0.0.1:${barePort}${PATH}`, bare.pid);
bare.kill('SIGTERM');

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
  gatewayToBareRelay: ratio(results.gateway.rps, results.bareRelay.rps),
  bareRelayToMinimalFastify: ratio(results.bareRelay.rps, results.minimalFastify.rps),
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
- the floor, bareRelay (node:http + the same undici Pool, its raw dispatch handler streaming the answer, no
  check, header rewriting, log or metric: \`bench/proxy-hop/bare-relay.mjs\`): the gateway does ${figures.gatewayToBareRelay} of it, and
  it does ${figures.bareRelayToMinimalFastify} of the minimal Fastify proxy (what any Node hop with the gateway's features can reach at most)
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
