// Polls a screen's summary: at once, then every 30 s (10 s while failing), each call aborted when
// the screen closes. A failed call (no answer, HTTP error, a Result code other than 200) keeps
// the last figures and marks them stale (poll-state.ts).
import { useEffect, useReducer } from 'react';
import { initialPollState, nextDelay, nextPollState, type PollEvent, type PollState } from './poll-state';

/** One call of a summary: the figures, or throws with the reason. */
export type SummaryCall<T> = (signal: AbortSignal) => Promise<T>;

export function usePolled<T>(call: SummaryCall<T>, intervalMs?: number): PollState<T> {
  const [state, dispatch] = useReducer(
    (s: PollState<T>, e: PollEvent<T>) => nextPollState(s, e),
    undefined,
    initialPollState<T>,
  );
  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let current = initialPollState<T>();
    const tick = async () => {
      let event: PollEvent<T>;
      try {
        event = { kind: 'success', data: await call(controller.signal), at: Date.now() };
      } catch (error) {
        if (controller.signal.aborted) return;
        event = { kind: 'failure', reason: error instanceof Error ? error.message : String(error) };
      }
      if (controller.signal.aborted) return;
      current = nextPollState(current, event);
      dispatch(event);
      timer = setTimeout(tick, nextDelay(current, intervalMs));
    };
    void tick();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [call, intervalMs]);
  return state;
}

/** The figures of a platform Result, or the reason it failed. */
export function resultData<T>(answer: {
  data?: { code: number; msg: string; data?: T } | undefined;
  response: Response;
}): T {
  const body = answer.data;
  if (!answer.response.ok || !body) throw new Error(`HTTP ${answer.response.status}`);
  if (body.code !== 200 || body.data === undefined) throw new Error(body.msg || `code ${body.code}`);
  return body.data;
}
