// The process's log destination: lines batched, a short batch written by the periodic flush, a
// full batch written without waiting for it, and whatever is pending written before the process exits.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOG_BATCH_CHARS, LOG_FLUSH_MS, logDestination } from './log-destination';

const destinations: Array<ReturnType<typeof logDestination>> = [];
afterEach(() => {
  vi.useRealTimers();
  for (const destination of destinations.splice(0)) destination.destroy();
});

function logFile() {
  const path = join(mkdtempSync(join(tmpdir(), 'gateway-log-')), 'out.log');
  const destination = logDestination(openSync(path, 'w'));
  destinations.push(destination);
  return { path, log: pino({ level: 'info', base: null, timestamp: false }, destination) };
}

const realSleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await realSleep(10);
}

describe('the log destination of the gateway process', () => {
  it(`holds lines below ${LOG_BATCH_CHARS} characters until the flush every ${LOG_FLUSH_MS} ms`, async () => {
    // Only the periodic flush's interval is faked: the file's writes stay real.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { path, log } = logFile();
    log.info({ reqId: 'r1' }, 'request completed');
    await realSleep(50);
    expect(readFileSync(path, 'utf8')).toBe('');
    vi.advanceTimersByTime(LOG_FLUSH_MS);
    await until(() => readFileSync(path, 'utf8') !== '');
    expect(readFileSync(path, 'utf8')).toBe('{"level":30,"reqId":"r1","msg":"request completed"}\n');
  });

  it(`writes a batch of ${LOG_BATCH_CHARS} characters without waiting for the flush`, async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { path, log } = logFile();
    const line = '{"level":30,"reqId":"r1","msg":"request completed"}\n';
    const count = Math.ceil(LOG_BATCH_CHARS / line.length);
    for (let i = 0; i < count; i++) log.info({ reqId: 'r1' }, 'request completed');
    await until(() => readFileSync(path, 'utf8').length === count * line.length);
    expect(readFileSync(path, 'utf8')).toBe(line.repeat(count));
  });

  it('keeps the order of the lines across batches written one after another', async () => {
    const { path, log } = logFile();
    const lines = Array.from({ length: 3 * Math.ceil(LOG_BATCH_CHARS / 40) }, (_, i) => i);
    for (const i of lines) log.info({ n: i }, 'line');
    const expected = lines.map((i) => `{"level":30,"n":${i},"msg":"line"}\n`).join('');
    // Three full batches written at once (the 2nd and 3rd while the 1st is in flight), the last
    // short one by the periodic flush (real timers here).
    await until(() => readFileSync(path, 'utf8').length === expected.length);
    expect(readFileSync(path, 'utf8')).toBe(expected);
  });

  it('writes what is pending before the process exits', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'gateway-log-')), 'out.log');
    const module = fileURLToPath(new URL('./log-destination.ts', import.meta.url));
    const script = `
      import { openSync } from 'node:fs';
      import pino from 'pino';
      import { logDestination } from ${JSON.stringify(module)};
      const log = pino({ base: null, timestamp: false }, logDestination(openSync(${JSON.stringify(path)}, 'w')));
      log.info('draining');
      process.exit(0);
    `;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: fileURLToPath(new URL('../../', import.meta.url)),
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(readFileSync(path, 'utf8')).toBe('{"level":30,"msg":"draining"}\n');
  });
});
