// Where the gateway's log goes when it runs as a process (main.ts): stdout through pino's own
// destination (sonic-boom), written asynchronously in batches of at least LOG_BATCH_BYTES, what is
// pending written every LOG_FLUSH_MS however little it is, and everything before the process exits
// (pino's exit hook flushes it synchronously) — pino's documented asynchronous logging. One write a
// line cost the proxy hop about a tenth of its requests per second (bench/proxy-duel); at most
// LOG_FLUSH_MS of lines can be lost to a kill -9.
import pino from 'pino';

export const LOG_BATCH_BYTES = 4096;
export const LOG_FLUSH_MS = 200;

export function logDestination(fd = 1): ReturnType<typeof pino.destination> {
  return pino.destination({
    dest: fd,
    sync: false,
    minLength: LOG_BATCH_BYTES,
    periodicFlush: LOG_FLUSH_MS,
  });
}
