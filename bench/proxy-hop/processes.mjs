// The pieces bench/proxy-hop.mjs and bench/proxy-duel.mjs share: free ports, processes pinned to a
// core (taskset), the gateway started in proxy mode in front of a local upstream, a process's CPU
// time, and wrk's run parsed.
import { execFileSync, fork, spawn, spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../../', import.meta.url));
export const PATH = '/api/administration/getTenantType';
export const TOKEN = 'Bearer eyJhbGciOiJIUzUxMiJ9.eyJzdWIiOiIxMDAxLGp0ZGVtbyxhZG1pbiJ9.c2lnbmF0dXJl';
export const cores = Number(execFileSync('nproc', { encoding: 'utf8' }).trim());
// One core for the hop under test, the other for the upstream and the load generator.
export const PROXY_CORE = cores > 1 ? '1' : '0';
export const LOAD_CORE = '0';
export const CONNECTIONS_DEFAULT = 32;

export const has = (command) =>
  spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

export async function freePort() {
  const { createServer } = await import('node:net');
  return new Promise((resolvePort) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

export const children = [];
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

/** A node script pinned to a core, resolved once it says 'ready'. */
export function startNode(script, args, core, env = {}) {
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

/** The local upstream (bench/proxy-hop/upstream.mjs) on the load core; its base URL and port. */
export async function startUpstream() {
  const port = await freePort();
  await startNode(fileURLToPath(new URL('./upstream.mjs', import.meta.url)), [String(port)], LOAD_CORE);
  return { port, url: `http://127.0.0.1:${port}` };
}

export async function waitFor(url, init) {
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

/**
 * The gateway built at `main` (apps/gateway/dist/main.js by default) on the hop's core, both
 * upstreams (backend and chat) proxied to `upstream`, the access log at info written to nowhere
 * (as production writes it); `nodeArgs` go before the script (for example --cpu-prof).
 */
export async function startGateway(port, upstream, { main, nodeArgs = [], cwd = root } = {}) {
  // Each gateway its own DATA_DIR (one process owns one).
  const dataDir = await mkdtemp(join(tmpdir(), 'hop-gateway-'));
  const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const script = main ?? join(root, 'apps/gateway/dist/main.js');
  const child = spawn('taskset', ['-c', PROXY_CORE, process.execPath, ...nodeArgs, script], {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
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
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const exited = new Promise((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the gateway ${script} exited with ${code}`))),
  );
  await Promise.race([waitFor(`http://127.0.0.1:${port}/healthz`), exited]);
  exited.catch(() => {}); // stopped later on purpose
  return child;
}

const TICK_US = 1e6 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
/** CPU time (user + system, in clock ticks) a process and its descendants (nginx's worker) used so far. */
export function cpuTicks(pid) {
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

export function cpuPerRequest(ticks, requests) {
  return requests > 0 ? Math.round((ticks * TICK_US) / requests) : null;
}

/** The wrk script that sends the caller's Authorization, as the web app does. */
export async function wrkScript() {
  const script = join(tmpdir(), 'hop-wrk.lua');
  await writeFile(script, `wrk.headers["Authorization"] = "${TOKEN}"\n`);
  return script;
}

/** wrk's arguments (one thread, on the load core) for `seconds` against `url`. */
export function wrkArgs(script, url, seconds, connections) {
  return ['-c', LOAD_CORE, 'wrk', '-t1', `-c${connections}`, `-d${seconds}s`, '-s', script, url];
}

/** What a wrk run printed: requests, requests per second, non-2xx answers, mean latency. */
export function parseWrk(out) {
  return {
    requests: Number(/(\d+) requests in/.exec(out)?.[1] ?? 0),
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0),
    errors: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? '0'),
    latency: /Latency\s+([\d.]+\w+)/.exec(out)?.[1] ?? '',
  };
}

/** wrk in the background: resolves with its parsed output. */
export function wrkAsync(args) {
  return new Promise((resolveRun, reject) => {
    const child = spawn('taskset', args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolveRun(parseWrk(out)) : reject(new Error(`wrk exited ${code}`)),
    );
  });
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
