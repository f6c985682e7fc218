// When a map's engine starts on a page that has something to show first (/diseaseManage's list):
// its creation (MapLibre compiling its WebGL programs, on software WebGL for a second or more of
// the main thread) waits until that is shown and the browser has had a moment to paint it, or a
// few seconds at the latest, so the map still comes when the other part is slow or fails. The
// engine's chunk, its style and its worker load in the meantime (preloadEngine).
import { useEffect, useState } from 'react';

/** The engine starts this long after the map mounted at the latest, whatever it waits for. */
export const ENGINE_START_LATEST_MS = 3000;
/** … and at most this long after what it waits for is shown, idle or not. */
export const ENGINE_START_IDLE_MS = 200;

/** What whenIdle uses of the window (given in tests). */
export interface IdleScope {
  requestIdleCallback?(callback: () => void, options: { timeout: number }): number;
  cancelIdleCallback?(handle: number): void;
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(handle: number): void;
}

/**
 * Calls `callback` once the browser is idle (requestIdleCallback), within `timeoutMs`; where
 * there is no requestIdleCallback (Safari), after the current task. Returns the cancel.
 */
export function whenIdle(callback: () => void, timeoutMs: number, scope: IdleScope): () => void {
  if (scope.requestIdleCallback && scope.cancelIdleCallback) {
    const handle = scope.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => scope.cancelIdleCallback?.(handle);
  }
  const handle = scope.setTimeout(callback, 0);
  return () => scope.clearTimeout(handle);
}

/**
 * Whether the engine may start: at once without `waitFor`; else once `waitFor` is true and the
 * browser is idle, or ENGINE_START_LATEST_MS after mounting. Once started it stays started.
 */
export function useEngineStart(waitFor: boolean | undefined): boolean {
  const [started, setStarted] = useState(waitFor === undefined);
  useEffect(() => {
    if (started) return;
    const latest = window.setTimeout(() => setStarted(true), ENGINE_START_LATEST_MS);
    return () => window.clearTimeout(latest);
  }, [started]);
  useEffect(() => {
    if (started || !waitFor) return;
    return whenIdle(() => setStarted(true), ENGINE_START_IDLE_MS, window);
  }, [started, waitFor]);
  return started;
}
