// Two builds of the gateway's proxy hop in a duel: A and B run at once, pinned to the same core,
// each under its own wrk (both on the load core, same duration), in front of the same local
// upstream, so whatever else the shared machine does falls on both alike; B's requests per
// second over A's is the figure (and each one's CPU time per request). A duel of a build against
// itself (the control: leave B out) shows how far from 1.00 the noise alone goes.
//
// Reproduce: npm run build -w @jt/gateway && cp -r apps/gateway/dist apps/gateway/dist-a   (A, the
// build to beat; the folder must sit beside dist/ so the bundle finds the repository), change the
// code, build again, then: node bench/proxy-duel.mjs apps/gateway/dist-a/main.js apps/gateway/dist/main.js
// Options (environment): DUEL_ROUNDS (5), DUEL_SECONDS (10), HOP_CONNECTIONS (32 per gateway).
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import {
  CONNECTIONS_DEFAULT,
  cpuPerRequest,
  cpuTicks,
  freePort,
  has,
  median,
  PATH,
  root,
  startGateway,
  startUpstream,
  wrkArgs,
  wrkAsync,
  wrkScript,
} from './proxy-hop/processes.mjs';

const ROUNDS = Number(process.env.DUEL_ROUNDS ?? 5);
const SECONDS = Number(process.env.DUEL_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.HOP_CONNECTIONS ?? CONNECTIONS_DEFAULT);
const [mainA = 'apps/gateway/dist/main.js', mainB = mainA] = process.argv.slice(2);
if (!has('wrk')) throw new Error('the duel needs wrk (apt-get install wrk)');

const { url: upstream } = await startUpstream();
const fighters = [];
for (const [name, main] of [
  ['A', mainA],
  ['B', mainB],
]) {
  const port = await freePort();
  const child = await startGateway(port, upstream, { main: resolve(root, main) });
  fighters.push({ name, main, pid: child.pid, url: `http://127.0.0.1:${port}${PATH}`, rounds: [] });
}
const script = await wrkScript();

/** Both under load at once for `seconds`; each one's requests/s and CPU per request. */
async function round(seconds) {
  const before = fighters.map((f) => cpuTicks(f.pid));
  const runs = await Promise.all(fighters.map((f) => wrkAsync(wrkArgs(script, f.url, seconds, CONNECTIONS))));
  return runs.map((run, i) => ({
    ...run,
    cpuUs: cpuPerRequest(cpuTicks(fighters[i].pid) - before[i], run.requests),
  }));
}

await round(3); // warm-up (JIT, pools)
const ratios = [];
console.log(
  `A = ${mainA}\nB = ${mainB}\n${ROUNDS} rounds of ${SECONDS} s, ${CONNECTIONS} connections each\n`,
);
console.log('| Round | A req/s | B req/s | B/A | A CPU µs/req | B CPU µs/req | non-2xx A/B | load (1 min) |');
console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (let r = 1; r <= ROUNDS; r++) {
  const [a, b] = await round(SECONDS);
  const ratio = a.rps > 0 ? b.rps / a.rps : Number.NaN;
  ratios.push(ratio);
  fighters[0].rounds.push(a);
  fighters[1].rounds.push(b);
  console.log(
    `| ${r} | ${Math.round(a.rps)} | ${Math.round(b.rps)} | ${ratio.toFixed(3)} | ${a.cpuUs} | ${b.cpuUs} | ${a.errors}/${b.errors} | ${loadavg()[0].toFixed(2)} |`,
  );
}
const cpu = (f) => median(f.rounds.map((run) => run.cpuUs));
console.log(
  `\nmedian B/A ${median(ratios).toFixed(3)} (min ${Math.min(...ratios).toFixed(3)}, max ${Math.max(...ratios).toFixed(3)}); median CPU per request A ${cpu(fighters[0])} µs, B ${cpu(fighters[1])} µs; load ${loadavg()
    .map((v) => v.toFixed(2))
    .join(', ')}`,
);
process.exit(0);
