import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_LOAD_TIMEOUT_MS,
  ChunkLoadError,
  isChunkLoadError,
  logChunkLoadError,
  withChunkTimeout,
} from './lazy-page';

/** A loader whose promise the test settles by hand. */
function manualLoader<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { load: vi.fn(() => promise), resolve, reject };
}

describe('withChunkTimeout', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('uses the 120000 ms script chunk load timeout of seed 000 §9 by default', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120000);
  });

  it('does not call the loader until the wrapped loader is called', () => {
    const chunk = manualLoader<{ default: string }>();
    const load = withChunkTimeout(chunk.load);
    expect(chunk.load).not.toHaveBeenCalled();
    void load();
    expect(chunk.load).toHaveBeenCalledTimes(1);
  });

  it('resolves with the module when the chunk arrives before the timeout', async () => {
    const chunk = manualLoader<{ default: string }>();
    const loading = withChunkTimeout(chunk.load)();
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    chunk.resolve({ default: 'page' });
    await expect(loading).resolves.toEqual({ default: 'page' });
  });

  it('clears its timer once the chunk has arrived', async () => {
    const chunk = manualLoader<string>();
    const loading = withChunkTimeout(chunk.load)();
    chunk.resolve('page');
    await loading;
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects with a timeout ChunkLoadError when the chunk takes 120000 ms', async () => {
    const chunk = manualLoader<string>();
    const loading = withChunkTimeout(chunk.load)();
    const outcome = loading.then(
      () => 'resolved',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({
      name: 'ChunkLoadError',
      reason: 'timeout',
      message: 'Loading chunk timed out after 120000 ms',
    });
  });

  it('ignores a chunk that arrives after the timeout', async () => {
    const chunk = manualLoader<string>();
    const loading = withChunkTimeout(chunk.load, 50)();
    const outcome = loading.then(
      () => 'resolved',
      (error: unknown) => (isChunkLoadError(error) ? error.reason : 'other'),
    );
    await vi.advanceTimersByTimeAsync(50);
    chunk.resolve('late page');
    expect(await outcome).toBe('timeout');
  });

  it('honours a custom timeout', async () => {
    const chunk = manualLoader<string>();
    const outcome = withChunkTimeout(chunk.load, 10)().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10);
    expect(await outcome).toMatchObject({
      reason: 'timeout',
      message: 'Loading chunk timed out after 10 ms',
    });
  });

  it('turns a rejected import into a failed ChunkLoadError that keeps the cause', async () => {
    const chunk = manualLoader<string>();
    const cause = new TypeError('Failed to fetch dynamically imported module: /assets/NotFoundPage-x1.js');
    const outcome = withChunkTimeout(chunk.load)().catch((error: unknown) => error);
    chunk.reject(cause);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({
      reason: 'failed',
      message:
        'Loading chunk failed: Failed to fetch dynamically imported module: /assets/NotFoundPage-x1.js',
      cause,
    });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('describes a rejection that is not an Error by its string form', async () => {
    const outcome = withChunkTimeout(() => Promise.reject('offline'))().catch((error: unknown) => error);
    expect(await outcome).toMatchObject({ reason: 'failed', message: 'Loading chunk failed: offline' });
  });

  it('turns a loader that throws synchronously into a failed ChunkLoadError', async () => {
    const outcome = withChunkTimeout<string>(() => {
      throw new Error('boom');
    })().catch((error: unknown) => error);
    expect(await outcome).toMatchObject({
      name: 'ChunkLoadError',
      reason: 'failed',
      message: 'Loading chunk failed: boom',
    });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('passes a ChunkLoadError from a nested wrapper through unchanged', async () => {
    const inner = new ChunkLoadError('timeout', 'Loading chunk timed out after 5 ms');
    const outcome = withChunkTimeout(() => Promise.reject(inner))().catch((error: unknown) => error);
    expect(await outcome).toBe(inner);
  });

  it('starts a fresh attempt, with a fresh timer, each time it is called', async () => {
    const first = manualLoader<string>();
    const second = manualLoader<string>();
    const loader = vi.fn().mockReturnValueOnce(first.load()).mockReturnValueOnce(second.load());
    const load = withChunkTimeout<string>(loader, 100);
    const firstOutcome = load().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(100);
    expect(await firstOutcome).toMatchObject({ reason: 'timeout' });
    const secondAttempt = load();
    second.resolve('page');
    await expect(secondAttempt).resolves.toBe('page');
    expect(loader).toHaveBeenCalledTimes(2);
  });
});

describe('logChunkLoadError', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('writes one console error naming the context, the message and the cause', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const cause = new TypeError('Failed to fetch');
    logChunkLoadError(
      new ChunkLoadError('failed', 'Loading chunk failed: Failed to fetch', { cause }),
      '/404',
    );
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(
      '[chunk-load] /404: Loading chunk failed: Failed to fetch',
      cause,
    );
  });

  it('logs an empty cause for a timeout', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    logChunkLoadError(new ChunkLoadError('timeout', 'Loading chunk timed out after 120000 ms'), '/home');
    expect(consoleError).toHaveBeenCalledWith(
      '[chunk-load] /home: Loading chunk timed out after 120000 ms',
      '',
    );
  });
});
