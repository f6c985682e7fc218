// Signs in to a running gateway the way the sign-in page does (the password RSA-encrypted with
// the runtime config's key) and answers the jtToken ('Bearer …'). For benches that call
// authenticated operations.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** @returns {Promise<string>} the token */
export async function signIn(baseUrl, username = 'admin', password = 'Admin@12345') {
  const crypto = await tsImport(join(root, 'packages/crypto/src/node.ts'), import.meta.url);
  const publicKey = (await (await fetch(`${baseUrl}/app-config.json`)).json()).rsaPublicKey;
  const response = await fetch(`${baseUrl}/api/component/system/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username,
      password: crypto.encryptPassword(password, publicKey),
      tenantAccount: 'jtdemo',
      rememberme: '0',
    }),
  });
  const token = (await response.json())?.data?.token;
  if (typeof token !== 'string') throw new Error(`sign-in of ${username} failed: ${response.status}`);
  return token;
}

/** The resident memory of a process (VmRSS of /proc/<pid>/status), in MB. */
export function rssOf(pid) {
  // Linux only, like every machine the benches run on.
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN);
  return Math.round((kb / 1024) * 10) / 10;
}

/** CPU seconds (user + system) a process has used so far, from /proc/<pid>/stat (100 ticks/s). */
export function cpuSecondsOf(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * The V8 heap in use (MB) of a gateway started with NODE_OPTIONS=--inspect=127.0.0.1:<port>,
 * after a full garbage collection asked for through the inspector: what the process really
 * keeps, unlike RSS (V8 gives memory back to the system lazily).
 */
export async function heapAfterGc(inspectPort) {
  const [target] = await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json();
  const { default: WebSocket } = await import('ws');
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolveOpen, reject) => {
    socket.once('open', resolveOpen);
    socket.once('error', reject);
  });
  let id = 0;
  const call = (method, params = {}) =>
    new Promise((resolveCall) => {
      const mine = ++id;
      const onMessage = (data) => {
        const message = JSON.parse(String(data));
        if (message.id !== mine) return;
        socket.off('message', onMessage);
        resolveCall(message.result);
      };
      socket.on('message', onMessage);
      socket.send(JSON.stringify({ id: mine, method, params }));
    });
  await call('HeapProfiler.collectGarbage');
  const result = await call('Runtime.evaluate', {
    expression: 'process.memoryUsage().heapUsed',
    returnByValue: true,
  });
  socket.close();
  return Math.round((result.result.value / 1024 / 1024) * 10) / 10;
}
