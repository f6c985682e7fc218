// Starts the gateway as production does — its own process — for what only a real process shows:
// signals, kill -9, two processes on one DATA_DIR, the exit code and message of a start that
// fails. It runs the bundle `npm start` runs (apps/gateway/dist/main.js, built by `npm test`) when
// that is newer than every source file, else main.ts through tsx (slower to start, never stale).
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path));
    // Tests are not in the bundle.
    else if (!entry.name.endsWith('.test.ts')) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

function mainArgs(): string[] {
  const bundle = join(root, 'apps/gateway/dist/main.js');
  try {
    const sources = ['apps/gateway/src', 'packages/api-contract/generated', 'packages/crypto/src', 'mocks'];
    const newest = Math.max(...sources.map((dir) => newestSource(join(root, dir))));
    if (statSync(bundle).mtimeMs >= newest) return [bundle];
  } catch {
    // no bundle: run the source
  }
  return ['--import', 'tsx', 'apps/gateway/src/main.ts'];
}

export interface GatewayProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote to stderr and stdout so far. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/** Spawns main.ts with the environment given (quiet, no web app, by default); does not wait for it. */
export async function spawnGateway(env: Record<string, string>): Promise<GatewayProcess> {
  const port = Number(env.PORT ?? (await freePort()));
  const child = spawn(process.execPath, mainArgs(), {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      WEB_ROOT: '',
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | string>((resolveExit) => {
    child.once('exit', (code, signal) => resolveExit(code ?? signal ?? -1));
  });
  return { url: `http://127.0.0.1:${port}`, port, child, output: () => output, exited };
}

/** Spawns the gateway and waits until it answers /healthz (fails with its output if it exits first). */
export async function startGateway(env: Record<string, string>, timeoutMs = 60_000): Promise<GatewayProcess> {
  const gateway = await spawnGateway(env);
  let ended = false;
  gateway.exited.then(() => {
    ended = true;
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !ended) {
    try {
      if ((await fetch(`${gateway.url}/healthz`)).ok) return gateway;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 50));
  }
  gateway.child.kill('SIGKILL');
  throw new Error(`the gateway did not start: ${gateway.output()}`);
}

/** Ends the process if it still runs (after a test, whatever happened in it). */
export async function stopGateway(gateway: GatewayProcess | undefined): Promise<void> {
  if (!gateway || gateway.child.exitCode !== null || gateway.child.signalCode !== null) return;
  gateway.child.kill('SIGKILL');
  await gateway.exited;
}
