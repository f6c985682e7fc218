// Loading of lazily imported page chunks (seed 000 §7, §8, §9): a chunk that fails to load or
// takes longer than 120000 ms becomes a chunk-load error, which is logged and shows the user no
// message. Kept free of React so it is tested directly.

/** Script chunk load timeout (seed 000 §9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export type ChunkLoadFailure = 'failed' | 'timeout';

/** A page chunk could not be loaded: the import rejected, or did not settle in time. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  readonly reason: ChunkLoadFailure;

  constructor(reason: ChunkLoadFailure, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.reason = reason;
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}

/**
 * Wraps a chunk loader (typically `() => import('./Page')`): the returned loader settles like the
 * original, except that a rejection becomes a ChunkLoadError('failed') and no settlement within
 * `ms` rejects with ChunkLoadError('timeout'). A late answer after the timeout is ignored.
 */
export function withChunkTimeout<T>(
  loader: () => Promise<T>,
  ms: number = CHUNK_LOAD_TIMEOUT_MS,
): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new ChunkLoadError('timeout', `Loading chunk timed out after ${ms} ms`));
      }, ms);
      const fail = (cause: unknown) => {
        clearTimeout(timer);
        reject(
          isChunkLoadError(cause)
            ? cause
            : new ChunkLoadError('failed', `Loading chunk failed: ${describe(cause)}`, { cause }),
        );
      };
      let pending: Promise<T>;
      try {
        pending = loader();
      } catch (cause) {
        fail(cause);
        return;
      }
      pending.then((value) => {
        clearTimeout(timer);
        resolve(value);
      }, fail);
    });
}

/** The one place a chunk-load error is reported: the console only, never the user (seed 000 §8). */
export function logChunkLoadError(error: ChunkLoadError, context: string): void {
  console.error(`[chunk-load] ${context}: ${error.message}`, error.cause ?? '');
}

function describe(cause: unknown): string {
  return cause instanceof Error ? cause.message : String(cause);
}
