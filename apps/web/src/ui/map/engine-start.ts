// When a map's engine starts on a page that has something to show first (/diseaseManage's list):
// its creation (a WebGL context and MapLibre's programs, on software WebGL 100–250 ms of the main
// thread at once) waits until that is shown and painted, so the map never holds the list's first
// frame back, or a few seconds at the latest, so the map still comes when the other part is slow
// or fails. The engine's chunk, its style and its worker load in the meantime (preloadEngine).
import { useEffect, useState } from 'react';

/** The engine starts this long after the map mounted at the latest, whatever it waits for. */
export const ENGINE_START_LATEST_MS = 3000;

/** What afterNextPaint uses of the window (given in tests). */
export interface PaintScope {
  requestAnimationFrame(callback: () => void): number;
  cancelAnimationFrame(handle: number): void;
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(handle: number): void;
}

/**
 * Calls `callback` once the next frame has been painted: a task queued from that frame's
 * requestAnimationFrame runs after its paint. Not an idle callback: on a busy page (the map's
 * positions being clustered) idle comes late, and the list is already on screen by then.
 * Returns the cancel.
 */
export function afterNextPaint(callback: () => void, scope: PaintScope): () => void {
  let timer: number | undefined;
  const frame = scope.requestAnimationFrame(() => {
    timer = scope.setTimeout(callback, 0);
  });
  return () => {
    scope.cancelAnimationFrame(frame);
    if (timer !== undefined) scope.clearTimeout(timer);
  };
}

/**
 * Whether the engine may start: at once without `waitFor`; else once `waitFor` is true and the
 * next frame has been painted, or ENGINE_START_LATEST_MS after mounting. Once started it stays
 * started.
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
    return afterNextPaint(() => setStarted(true), window);
  }, [started, waitFor]);
  return started;
}
