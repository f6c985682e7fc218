// Where the gateway's log goes when it runs as a process (main.ts): stdout, written asynchronously
// in batches. The lines of a batch are gathered here, in one string, and handed to pino's own
// destination (sonic-boom, asynchronous) as one write when LOG_BATCH_CHARS are pending or every
// LOG_FLUSH_MS however little is pending, and when the process exits (what sonic-boom holds is then
// written synchronously, a write already started is finished by libuv's exit, which runs the thread
// pool's queued work: log-destination.test.ts checks the line logged just before process.exit).
// Why not sonic-boom's own batching (`minLength`): its write measures the UTF-8 length of the whole
// pending batch again at every line (Buffer.byteLength of a string grown by `+=`), so a line cost
// more the fuller the batch, and each batch is a hand-off to libuv's thread pool, which on a busy
// core costs far more than the write itself (a CPU profile of the proxy hop under wrk: one fs.write
// of a 12 KiB batch cost as much CPU as ~2 requests). Measured as duels of the proxy hop
// (bench/proxy-duel.mjs, bench/README). At most LOG_FLUSH_MS (or LOG_BATCH_CHARS) of lines can be
// lost to a kill -9.
import pino from 'pino';

/** Characters pending (UTF-16 units: bytes for the ASCII of access lines) that make a batch. */
export const LOG_BATCH_CHARS = 64 * 1024;
export const LOG_FLUSH_MS = 200;

/** A pino destination stream: lines gathered into batches, written by sonic-boom. */
export interface LogDestination {
  write(line: string): boolean;
  /** Hands what is pending to the file now (written asynchronously), then calls pino's flush of it. */
  flush(done?: (error?: Error) => void): void;
  /** Hands what is pending to the file and writes what it holds synchronously (the process is exiting). */
  flushSync(): void;
  destroy(): void;
}

export function logDestination(fd = 1): LogDestination {
  // minLength 0: sonic-boom writes each batch as it gets it (or right after the write in flight).
  const file = pino.destination({ dest: fd, sync: false, minLength: 0 });
  let pending = '';
  let open = true;
  const handOff = () => {
    if (pending === '' || !open) return;
    const batch = pending;
    pending = '';
    file.write(batch);
  };
  const timer = setInterval(handOff, LOG_FLUSH_MS);
  timer.unref();
  const onExit = () => {
    if (!open) return;
    handOff();
    // pino flushes its destination on exit too; this one also holds the lines gathered here.
    file.flushSync();
  };
  process.on('exit', onExit);
  return {
    write(line) {
      pending += line;
      if (pending.length >= LOG_BATCH_CHARS) handOff();
      return true;
    },
    flush(done) {
      handOff();
      file.flush(done);
    },
    flushSync: onExit,
    destroy() {
      open = false;
      clearInterval(timer);
      process.off('exit', onExit);
      pending = '';
      file.destroy();
    },
  };
}
