// The chat mock under load: 1,000 concurrent streamed answers (the policy agent at a model's
// pace, 25 tokens/s, each ~10 s), twice, with the gateway's resident memory before, at its peak
// and after each round (flat memory: the second round ends where the first did); and how soon
// the first frame of an answer arrives after the request (idle gateway, and during a round).
//
// Reproduce: npm run build -w @jt/gateway && node bench/chat-streams.mjs
// Writes bench/results/chat-streams.md and bench/results/chat-streams.json.
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { startBuiltGateway } from './support/built-gateway.mjs';
import { cpuSecondsOf, heapAfterGc, rssOf, signIn } from './support/signed-in.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const COMMAND = 'npm run build -w @jt/gateway && node bench/chat-streams.mjs';
const STREAMS = Number(process.env.STREAMS ?? 1000);
const ROUNDS = 3;
const FIRST_FRAME_SAMPLES = 200;
const RAMP_BATCH = 50;
const INPUTS = { device_type: 'pc', account: 'admin', online: '0' };

console.log(`$ ${COMMAND}`);

// The inspector lets the bench ask for a full GC and read the heap the gateway really keeps.
const INSPECT_PORT = 9000 + (process.pid % 500);
const gateway = await startBuiltGateway({
  LOG_LEVEL: 'error',
  NODE_OPTIONS: `--inspect=127.0.0.1:${INSPECT_PORT}`,
});
const token = await signIn(gateway.url);
const headers = { authorization: token, 'content-type': 'application/json' };

async function setPace(tokensPerSecond) {
  await fetch(`${gateway.url}/__mock/chat/agents/all`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tokensPerSecond }),
  });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

/**
 * One streamed answer over node:http (lighter than fetch's web streams, so the client is not the
 * bottleneck): ms to the first data frame, ms to the end, whether it ended with message_end, the
 * events counted. With firstFrameOnly the client hangs up after the first frame (the mock then
 * ends the task as Dify does when its client goes).
 */
function stream(query, firstFrameOnly = false) {
  const started = performance.now();
  const body = JSON.stringify({ inputs: INPUTS, query, response_mode: 'streaming', user: 'admin' });
  return new Promise((resolveStream, reject) => {
    const request = http.request(
      `${gateway.url}/chat/policy/v1/chat-messages`,
      { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
      (response) => {
        let firstFrameMs = null;
        let events = 0;
        let tail = '';
        response.setEncoding('utf8');
        response.on('data', (piece) => {
          if (firstFrameMs === null) {
            firstFrameMs = performance.now() - started;
            if (firstFrameOnly) {
              request.destroy();
              resolveStream({
                status: response.statusCode,
                firstFrameMs,
                totalMs: firstFrameMs,
                ended: false,
                events: 1,
              });
              return;
            }
          }
          events += piece.split('data: ').length - 1;
          tail = (tail + piece).slice(-8192);
        });
        response.on('end', () =>
          resolveStream({
            status: response.statusCode,
            firstFrameMs,
            totalMs: performance.now() - started,
            ended: tail.includes('"event":"message_end"'),
            events,
          }),
        );
        response.on('error', (error) => (firstFrameOnly ? undefined : reject(error)));
      },
    );
    request.on('error', (error) => (firstFrameOnly && request.destroyed ? undefined : reject(error)));
    request.end(body);
  });
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const round1 = (n) => Math.round(n * 10) / 10;

async function firstFrames(label) {
  const samples = [];
  for (let i = 0; i < FIRST_FRAME_SAMPLES; i++)
    samples.push((await stream(`裂缝灌缝有什么要求 ${i}`, true)).firstFrameMs);
  return {
    label,
    p50: round1(percentile(samples, 50)),
    p95: round1(percentile(samples, 95)),
    p99: round1(percentile(samples, 99)),
    max: round1(Math.max(...samples)),
  };
}

// ---- first frame, idle (each answer abandoned after its first frame) ----------------------------
await setPace(25);
await firstFrames('warm-up');
const idle = await firstFrames('idle gateway');
console.log('first frame, idle', idle);

// ---- 1,000 concurrent streams, twice ----------------------------------------------------------
// Settle after the warm-up, then the baseline.
await new Promise((wait) => setTimeout(wait, 3000));
const rounds = [];
const rssBefore = rssOf(gateway.pid);
const heapBefore = await heapAfterGc(INSPECT_PORT);
let underLoad = null;
for (let r = 0; r < ROUNDS; r++) {
  let peak = rssOf(gateway.pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(gateway.pid));
  }, 250);
  const started = performance.now();
  const cpuStart = cpuSecondsOf(gateway.pid);
  const clientCpuStart = process.cpuUsage();
  // Opened over about a second (50 every 50 ms): a burst of 1,000 connects at once overflows the
  // listen backlog (511) while the event loop is busy, and the kernel resets the overflow.
  const running = [];
  for (let i = 0; i < STREAMS; i++) {
    if (i > 0 && i % RAMP_BATCH === 0) await new Promise((wait) => setTimeout(wait, 50));
    running.push(stream(`沥青路面坑槽怎么修补 ${r}-${i}`));
  }
  // The first frames of a few more answers while the round is running.
  if (r === ROUNDS - 1) {
    await new Promise((wait) => setTimeout(wait, 3000));
    const samples = [];
    for (let i = 0; i < 20; i++) samples.push((await stream(`龟裂怎么处理 ${i}`, true)).firstFrameMs);
    underLoad = {
      label: `during ${STREAMS} streams`,
      p50: round1(percentile(samples, 50)),
      p95: round1(percentile(samples, 95)),
      max: round1(Math.max(...samples)),
    };
  }
  const results = await Promise.all(running);
  const wallS = (performance.now() - started) / 1000;
  const cpuS = cpuSecondsOf(gateway.pid) - cpuStart;
  const clientCpu = process.cpuUsage(clientCpuStart);
  const clientCpuS = (clientCpu.user + clientCpu.system) / 1e6;
  clearInterval(sampler);
  await new Promise((wait) => setTimeout(wait, 5000));
  const after = rssOf(gateway.pid);
  const heapAfter = await heapAfterGc(INSPECT_PORT);
  const totals = results.map((x) => x.totalMs / 1000);
  rounds.push({
    round: r + 1,
    streams: STREAMS,
    completed: results.filter((x) => x.status === 200 && x.ended).length,
    wallS: round1(wallS),
    gatewayCpuS: round1(cpuS),
    cpuMsPerStream: round1((cpuS * 1000) / STREAMS),
    clientCpuS: round1(clientCpuS),
    eventsPerStream: percentile(
      results.map((x) => x.events),
      50,
    ),
    streamS: { p50: round1(percentile(totals, 50)), max: round1(Math.max(...totals)) },
    firstFrameMs: {
      p50: round1(
        percentile(
          results.map((x) => x.firstFrameMs),
          50,
        ),
      ),
      p99: round1(
        percentile(
          results.map((x) => x.firstFrameMs),
          99,
        ),
      ),
    },
    rssPeakMb: peak,
    rssAfterMb: after,
    heapAfterGcMb: heapAfter,
  });
  console.log('round', rounds.at(-1));
}
gateway.stop();

const cpu = cpus()[0]?.model ?? 'unknown CPU';
const load = loadavg()[0].toFixed(1);
const figures = {
  command: COMMAND,
  cpu: `${cpus().length} × ${cpu}`,
  node: process.version,
  loadAfter: load,
  rssBeforeMb: rssBefore,
  heapBeforeGcMb: heapBefore,
  idle,
  underLoad,
  rounds,
};
const md = [
  '# Chat mock under load',
  '',
  `Reproduce: \`${COMMAND}\``,
  '',
  `${figures.cpu}, Node ${process.version}; the built gateway (embedded mock, QA admin API and journal on, in-memory store) and the client on the same machine; load average (1 min) ${load} after.`,
  '',
  `## ${STREAMS} concurrent streamed answers (policy agent, 25 tokens/s, opened ${RAMP_BATCH} every 50 ms), ${ROUNDS} rounds`,
  '',
  '| round | completed (message_end) | wall s | stream p50 s | stream max s | first frame p50 ms | first frame p99 ms | gateway CPU s | CPU ms / stream | client CPU s | RSS peak MB | RSS after MB | heap after GC MB |',
  '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...rounds.map(
    (r) =>
      `| ${r.round} | ${r.completed} / ${r.streams} | ${r.wallS} | ${r.streamS.p50} | ${r.streamS.max} | ${r.firstFrameMs.p50} | ${r.firstFrameMs.p99} | ${r.gatewayCpuS} | ${r.cpuMsPerStream} | ${r.clientCpuS} | ${r.rssPeakMb} | ${r.rssAfterMb} | ${r.heapAfterGcMb} |`,
  ),
  '',
  `Before the first round: RSS ${rssBefore} MB, heap after a full GC ${heapBefore} MB (asked through the inspector). RSS "after" is 5 s after the round's last stream ended; the heap is measured right after a full GC. The mock keeps a user's latest 500 conversations per agent, so what a round adds is bounded. Each answer is ${rounds[0]?.eventsPerStream ?? '?'} events; a machine shared with other jobs stretches the streams and first frames (load average above), the CPU per stream does not depend on that.`,
  '',
  '## First frame of an answer (request sent → first `data:` frame received)',
  '',
  '| when | p50 ms | p95 ms | p99 ms | max ms |',
  '| --- | ---: | ---: | ---: | ---: |',
  `| ${idle.label}, ${FIRST_FRAME_SAMPLES} answers one after another | ${idle.p50} | ${idle.p95} | ${idle.p99} | ${idle.max} |`,
  `| ${underLoad.label}, 20 answers | ${underLoad.p50} | ${underLoad.p95} | – | ${underLoad.max} |`,
  '',
].join('\n');
writeFileSync(join(root, 'bench/results/chat-streams.md'), md);
writeFileSync(join(root, 'bench/results/chat-streams.json'), `${JSON.stringify(figures, null, 2)}\n`);
console.log(md);
