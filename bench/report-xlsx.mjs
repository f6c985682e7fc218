// The assistant's spreadsheet downloads streamed: the patrol spreadsheet of the reserved bench
// patrols (bench-track-10000: 10,000 track rows; bench-track-100000: 100,000) — time to the first
// byte, time to the last, size, rows read back with exceljs, and the gateway's resident memory
// before, at its peak and after (bounded: the workbook is never held whole).
//
// Reproduce: npm run build -w @jt/gateway && node bench/report-xlsx.mjs
// Writes bench/results/report-xlsx.md and bench/results/report-xlsx.json.
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { startBuiltGateway } from './support/built-gateway.mjs';
import { cpuSecondsOf, heapAfterGc, rssOf, signIn } from './support/signed-in.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const COMMAND = 'npm run build -w @jt/gateway && node bench/report-xlsx.mjs';
const RUNS = 5;

console.log(`$ ${COMMAND}`);
const INSPECT_PORT = 9500 + (process.pid % 400);
const gateway = await startBuiltGateway({
  LOG_LEVEL: 'error',
  NODE_OPTIONS: `--inspect=127.0.0.1:${INSPECT_PORT}`,
});
const token = await signIn(gateway.url);
const me = await (
  await fetch(`${gateway.url}/api/component/user/getCurrentUserDetail`, {
    method: 'POST',
    headers: { authorization: token },
  })
).json();
const tenantId = String(me.data.tenantId);

async function download(points) {
  const query = new URLSearchParams({
    id: `bench-track-${points}`,
    fileName: 'roadDailyReport.xlsx',
    tenantId,
  });
  const started = performance.now();
  const response = await fetch(
    `${gateway.url}/api/administration/weeklyInspectionRecordReportLoad?${query}`,
    {
      headers: { authorization: token },
    },
  );
  const reader = response.body.getReader();
  const chunks = [];
  let firstByteMs = null;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    if (firstByteMs === null) firstByteMs = performance.now() - started;
    chunks.push(value);
  }
  const totalMs = performance.now() - started;
  return { status: response.status, firstByteMs, totalMs, bytes: Buffer.concat(chunks) };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round1 = (n) => Math.round(n * 10) / 10;

const rows = [];
for (const points of [10_000, 100_000]) {
  await download(points); // warm-up: the track is computed once and kept
  const rssBefore = rssOf(gateway.pid);
  const heapBefore = await heapAfterGc(INSPECT_PORT);
  let peak = rssBefore;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(gateway.pid));
  }, 20);
  const runs = [];
  const cpuStart = cpuSecondsOf(gateway.pid);
  for (let i = 0; i < RUNS; i++) runs.push(await download(points));
  const cpuMsPerDownload = Math.round(((cpuSecondsOf(gateway.pid) - cpuStart) * 1000) / RUNS);
  clearInterval(sampler);
  await new Promise((wait) => setTimeout(wait, 2000));
  const last = runs.at(-1);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(last.bytes);
  rows.push({
    points,
    status: last.status,
    trackRows: workbook.getWorksheet('巡查轨迹').rowCount - 1,
    sizeKb: Math.round(last.bytes.length / 1024),
    firstByteMs: round1(median(runs.map((r) => r.firstByteMs))),
    totalMs: round1(median(runs.map((r) => r.totalMs))),
    gatewayCpuMs: cpuMsPerDownload,
    rssBeforeMb: rssBefore,
    rssPeakMb: peak,
    rssAfterMb: rssOf(gateway.pid),
    heapBeforeGcMb: heapBefore,
    heapAfterGcMb: await heapAfterGc(INSPECT_PORT),
  });
  console.log(rows.at(-1));
}
gateway.stop();

const load = loadavg()[0].toFixed(1);
const figures = {
  command: COMMAND,
  cpu: `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}`,
  node: process.version,
  loadAfter: load,
  runs: RUNS,
  rows,
};
const md = [
  '# Spreadsheet downloads (exceljs streaming writer)',
  '',
  `Reproduce: \`${COMMAND}\``,
  '',
  `${figures.cpu}, Node ${process.version}; the built gateway (embedded mock) and the client on the same machine; median of ${RUNS} downloads after one warm-up; load average (1 min) ${load} after.`,
  '',
  '| report | rows read back | size KB | first byte ms | whole file ms | gateway CPU ms | RSS before MB | RSS peak MB | RSS after MB | heap before / after (GC) MB |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...rows.map(
    (r) =>
      `| roadDailyReport.xlsx of bench-track-${r.points} | ${r.trackRows} | ${r.sizeKb} | ${r.firstByteMs} | ${r.totalMs} | ${r.gatewayCpuMs} | ${r.rssBeforeMb} | ${r.rssPeakMb} | ${r.rssAfterMb} | ${r.heapBeforeGcMb} / ${r.heapAfterGcMb} |`,
  ),
  '',
  'Rows are committed one by one into the zip stream of the response. The RSS peak is V8 leaving',
  'garbage (rows already zipped) uncollected until it needs the room; the heap measured right after a',
  'full GC (asked through the inspector) shows what a download leaves behind: nothing. "Before" of the',
  '100,000-row report already holds its track (computed by the warm-up and cached by the world).',
  '',
].join('\n');
writeFileSync(join(root, 'bench/results/report-xlsx.md'), md);
writeFileSync(join(root, 'bench/results/report-xlsx.json'), `${JSON.stringify(figures, null, 2)}\n`);
console.log(md);
