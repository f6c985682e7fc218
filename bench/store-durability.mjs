// The mock store's cost per durable write: each change appended to the journal and fdatasync'd
// before the gateway answers. One writer at a time (every write pays its own fdatasync) and 64
// concurrent writers (they share one fdatasync: group commit), in a temporary DATA_DIR on the
// disk the checkout lives on.
// Reproduce: node bench/store-durability.mjs   (runs the TypeScript source through tsx)
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const script = `
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { MockStore } from './apps/gateway/src/mock/store/mock-store.ts';
const dir = await mkdtemp(join(process.cwd(), '.bench-store-'));
const store = await MockStore.open(dir);
const users = store.collection('users');
const record = (i) => ({ userId: String(i), passwordHash: 'scrypt$' + 'x'.repeat(120), failures: i % 5 });
const N = 500;
let start = performance.now();
for (let i = 0; i < N; i++) { users.set('u' + (i % 50), record(i)); await store.sync(); }
const sequential = (performance.now() - start) / N;
start = performance.now();
const ROUNDS = 100, WRITERS = 64;
for (let r = 0; r < ROUNDS; r++) {
  await Promise.all(Array.from({ length: WRITERS }, (_, w) => { users.set('w' + w, record(r * WRITERS + w)); return store.sync(); }));
}
const grouped = (performance.now() - start) / (ROUNDS * WRITERS);
await store.close();
await rm(dir, { recursive: true, force: true });
console.log(JSON.stringify({ sequentialMsPerWrite: +sequential.toFixed(3), groupedMsPerWrite: +grouped.toFixed(4), writers: WRITERS }));
`;
const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
  cwd: root,
  encoding: 'utf8',
});
if (run.status !== 0) {
  console.error(run.stderr);
  process.exit(1);
}
const figures = JSON.parse(run.stdout.trim().split('\n').at(-1));
console.log(`node bench/store-durability.mjs
one durable write at a time: ${figures.sequentialMsPerWrite} ms each (journal line + fdatasync)
${figures.writers} concurrent writers: ${figures.groupedMsPerWrite} ms per write (one fdatasync shared)`);
writeFileSync(
  new URL('./results/store-durability.json', import.meta.url),
  `${JSON.stringify({ date: new Date().toISOString(), ...figures }, null, 2)}\n`,
);
