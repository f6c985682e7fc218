// Seed 001 §7/§9: the patrols on the road now (listForPatrolForNow) are read every 10000 ms while
// the assistant is shown — from the avatar, before any conversation engine exists.
import type { ApiClient } from '@jt/api-contract';
import type { PatrolItem } from '../assistant-types';
import { REPORT_POLL_MS } from '../constants';

export interface PatrolPollDeps {
  livePatrols(): Promise<PatrolItem[]>;
  setInterval(run: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export function createPatrolPoll(state: { livePatrols: PatrolItem[] }, deps: PatrolPollDeps) {
  let handle: unknown = null;

  async function poll() {
    try {
      state.livePatrols = await deps.livePatrols();
    } catch {
      // Polled again in 10 s.
    }
  }

  return {
    poll,
    start() {
      if (handle !== null) return;
      void poll();
      handle = deps.setInterval(() => void poll(), REPORT_POLL_MS);
    },
    stop() {
      if (handle !== null) deps.clearInterval(handle);
      handle = null;
    },
  };
}

/** The patrols on the road now, through the app's client; a rejection when the call failed. */
export async function fetchLivePatrols(client: ApiClient): Promise<PatrolItem[]> {
  const answer = await client.POST('/api/administration/listForPatrolForNow', {});
  if (answer.data?.code !== 200 || answer.data.data === undefined)
    throw new Error('listForPatrolForNow failed');
  return answer.data.data;
}
