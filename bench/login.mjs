// Sign-in throughput: POST /api/component/system/login of the built gateway on the embedded mock,
// driven by autocannon, beside the floor: the RSA decryption of the password alone on one core
// (what every sign-in costs at the very least), and the password work of a sign-in (decryption
// + the scrypt check of the stored hash) with as many in flight as autocannon keeps connections.
// For scale, a locked account's sign-in (refused before any crypto) and a call with a token
// (the session check) show the gateway's own cost per request.
//
// Reproduce: npm run build -w @jt/gateway && node bench/login.mjs
// Writes bench/results/login.md and bench/results/login.json.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { tsImport } from 'tsx/esm/api';
import { startBuiltGateway } from './support/built-gateway.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = join(root, 'bench/results');
const COMMAND = 'npm run build -w @jt/gateway && node bench/login.mjs';
const CONNECTIONS = 10;
const SECONDS = 10;

console.log(`$ ${COMMAND}`);

const crypto = await tsImport(join(root, 'packages/crypto/src/node.ts'), import.meta.url);
const auth = join(root, 'apps/gateway/src/mock/auth');
const { hashPasswordSync, verifyPassword } = await tsImport(join(auth, 'password-hash.ts'), import.meta.url);

// ---- the floors ---------------------------------------------------------------------------------
const keys = crypto.generateRsaKeyPair(1024);
const decrypt = crypto.createPasswordDecryptor(keys.privateKeyPem);
const ciphertext = crypto.encryptPassword('Admin@12345', keys.publicKeyPem);
const storedHash = hashPasswordSync('Admin@12345');

/** Synchronous decryptions per second on the one thread that runs them. */
function rsaFloor(seconds) {
  const end = performance.now() + seconds * 1000;
  let done = 0;
  const started = performance.now();
  while (performance.now() < end) {
    for (let i = 0; i < 50; i++) decrypt(ciphertext);
    done += 50;
  }
  return done / ((performance.now() - started) / 1000);
}

/** Decryption + scrypt check per second, CONNECTIONS in flight (scrypt runs on libuv's pool, as in the gateway). */
async function passwordWorkFloor(seconds) {
  const end = performance.now() + seconds * 1000;
  let done = 0;
  const lane = async () => {
    while (performance.now() < end) {
      if (!(await verifyPassword(decrypt(ciphertext), storedHash)))
        throw new Error('the floor checks a wrong password');
      done++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, lane));
  return done / ((performance.now() - started) / 1000);
}

// ---- the gateway --------------------------------------------------------------------------------
// A real data directory: every session and counter change is written to disk, as in QA's runs.
const dataDir = mkdtempSync(join(tmpdir(), 'jt-bench-login-'));
const gateway = await startBuiltGateway({ DATA_DIR: dataDir });
const BASE = gateway.url;
const stop = () => {
  gateway.stop();
  rmSync(dataDir, { recursive: true, force: true });
};

function run(title, options) {
  return new Promise((resolveRun, reject) => {
    const instance = autocannon(
      { url: `${BASE}${options.path}`, connections: CONNECTIONS, duration: SECONDS, ...options.request },
      (error, result) => (error ? reject(error) : resolveRun(result)),
    );
    autocannon.track(instance, {
      renderProgressBar: false,
      renderResultsTable: false,
      renderLatencyTable: false,
    });
    console.log(`… ${title}`);
  });
}

const row = (name, result, floor, expected) => ({
  name,
  requestsPerSecond: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  floor: floor === null ? null : Math.round(floor),
  ofFloor: floor === null ? null : Math.round((result.requests.average / floor) * 100),
  expected,
  non2xx: result.non2xx,
  errors: result.errors + result.timeouts,
});

try {
  // The machine may be shared: the floors are taken before and after the HTTP runs (averaged),
  // and the load average is reported with them.
  console.log('… floors');
  const loadBefore = loadavg()[0] ?? 0;
  const floorsBefore = [rsaFloor(3), await passwordWorkFloor(3)];

  const publicKey = (await (await fetch(`${BASE}/app-config.json`)).json()).rsaPublicKey;
  const form = (username, password) =>
    JSON.stringify({
      username,
      password: crypto.encryptPassword(password, publicKey),
      tenantAccount: 'jtdemo',
      rememberme: '0',
    });
  const json = { 'content-type': 'application/json' };

  // The sign-in of admin succeeds every time (each one kicks the previous session out).
  const signIns = await run('sign-in (admin, succeeds)', {
    path: '/api/component/system/login',
    request: { method: 'POST', headers: json, body: form('admin', 'Admin@12345') },
  });
  // zhangsan starts locked: refused (401) before any decryption or hash.
  const locked = await run('sign-in of a locked account', {
    path: '/api/component/system/login',
    request: { method: 'POST', headers: json, body: form('zhangsan', 'Zhangsan@12345') },
  });
  const login = await (
    await fetch(`${BASE}/api/component/system/login`, {
      method: 'POST',
      headers: json,
      body: form('inspector', 'Inspect@12345'),
    })
  ).json();
  const withToken = await run('a call with a token (getTenantType)', {
    path: '/api/administration/getTenantType',
    request: { method: 'GET', headers: { authorization: login.data.token } },
  });

  console.log('… floors again');
  const floorsAfter = [rsaFloor(3), await passwordWorkFloor(3)];
  const loadAfter = loadavg()[0] ?? 0;
  const rsaPerSecond = ((floorsBefore[0] ?? 0) + (floorsAfter[0] ?? 0)) / 2;
  const passwordWorkPerSecond = ((floorsBefore[1] ?? 0) + (floorsAfter[1] ?? 0)) / 2;

  const rows = [
    row('sign-in, right password (systemLogin)', signIns, passwordWorkPerSecond, '200'),
    row('sign-in, locked account (no crypto)', locked, null, '401'),
    row('session check only (getTenantType)', withToken, null, '200'),
  ];
  const machine = `${cpus().length} × ${cpus()[0]?.model.trim()}, Node ${process.version}`;
  const lines = [
    '# Sign-in throughput',
    '',
    `Reproduce: \`${COMMAND}\``,
    '',
    `${machine}; autocannon ${CONNECTIONS} connections × ${SECONDS} s against the built gateway (embedded mock, QA`,
    'admin API and journal on, store in a data directory, as QA runs it) on the same machine.',
    `Load average (1 min) ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after; floors are the mean of a`,
    `run before (RSA ${Math.round(floorsBefore[0] ?? 0)}/s, password work ${Math.round(floorsBefore[1] ?? 0)}/s) and after (RSA ${Math.round(floorsAfter[0] ?? 0)}/s, password work ${Math.round(floorsAfter[1] ?? 0)}/s) the HTTP runs.`,
    '',
    '| floor (no HTTP) | per second |',
    '| --- | ---: |',
    `| RSA decryption of the password alone, one core (1024-bit, PKCS#1 v1.5) | ${Math.round(rsaPerSecond)} |`,
    `| password work of a sign-in: decryption + scrypt check (N 2^12), ${CONNECTIONS} in flight | ${Math.round(passwordWorkPerSecond)} |`,
    '',
    '| call | requests/s | p50 ms | p99 ms | floor/s | of floor | status | non-2xx | errors |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.floor ?? '–'} | ${r.ofFloor === null ? '–' : `${r.ofFloor} %`} | ${r.expected} | ${r.non2xx} | ${r.errors} |`,
    ),
    '',
    'The sign-in is bound by the scrypt check of the stored hash (libuv pool), not by the RSA',
    'decryption: the decryption alone allows many times more sign-ins per second than the hash.',
    '',
  ];
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, 'login.md'), lines.join('\n'));
  writeFileSync(
    join(resultsDir, 'login.json'),
    `${JSON.stringify({ command: COMMAND, machine, loadBefore, loadAfter, floorsBefore, floorsAfter, connections: CONNECTIONS, seconds: SECONDS, rsaPerSecond, passwordWorkPerSecond, rows }, null, 2)}\n`,
  );
  console.log(lines.join('\n'));
} finally {
  stop();
}
