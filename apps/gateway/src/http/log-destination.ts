// Where the gateway's log goes when it runs as a process (main.ts): stdout through pino's own
// destination (sonic-boom), written asynchronously in batches of at least LOG_BATCH_BYTES, what is
// pending written every LOG_FLUSH_MS however little it is, and everything before the process exits
// (pino's exit hook flushes it synchronously) — pino's documented asynchronous logging. Measured as
// duels of the proxy hop (bench/proxy-duel.mjs, two builds on one core at once): 4 KiB batches
// served 5 % more requests per second than one write a line (pino's default), 12 KiB batches 5 %
// more again: each write is a hand-off to libuv's thread pool, which on a busy core costs far more
// than the write. At most LOG_FLUSH_MS (or LOG_BATCH_BYTES) of lines can be lost to a kill -9.
import pino from 'pino';

/** Below sonic-boom's largest write (16 KiB), so a batch is one write. */
export const LOG_BATCH_BYTES = 12 * 1024;
export const LOG_FLUSH_MS = 200;

export function logDestination(fd = 1): ReturnType<typeof pino.destination> {
  return pino.destination({
    dest: fd,
    sync: false,
    minLength: LOG_BATCH_BYTES,
    periodicFlush: LOG_FLUSH_MS,
  });
}
