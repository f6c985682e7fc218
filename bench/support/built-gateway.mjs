// Starts `npm start`'s gateway (apps/gateway/dist/main.js: build it first) on a free port, mock
// mode, for a measurement; the caller stops it. Shared by every bench that talks HTTP.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** A port nobody listens on now (the OS picks it). */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * @param {Record<string, string>} env overrides of the defaults (in-memory store, no web app, warnings only)
 * @returns {Promise<{ url: string, pid: number, stop: () => void }>}
 */
export async function startBuiltGateway(env = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'apps/gateway/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: ':memory:',
      WEB_ROOT: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => child.kill('SIGTERM');
  process.once('exit', stop);
  const url = `http://127.0.0.1:${port}`;
  // Up to 30 s: the world is generated at start, slower on a busy machine.
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, pid: child.pid, stop };
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  stop();
  throw new Error(`The gateway did not start on ${url} (build it first: npm run build -w @jt/gateway)`);
}
