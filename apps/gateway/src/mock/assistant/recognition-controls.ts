// QA's control of picture recognition: what the next analysisImage calls find (nothing, or the
// diseases given), in the store like the other QA settings.

import type { components } from '@jt/api-contract';
import type { Collection, MockStore } from '../store/mock-store';

type Schemas = components['schemas'];

interface PendingRecognition {
  results: Schemas['RecognitionSpec'][];
  remaining: number;
  seq: number;
}

export class RecognitionControls {
  private readonly pending: Collection<PendingRecognition>;

  constructor(store: MockStore) {
    this.pending = store.collection<PendingRecognition>('assistantNextRecognitions');
  }

  add(spec: Schemas['NextRecognitionSpec']): Schemas['NextRecognition'] {
    const seq = Math.max(0, ...this.pending.values().map((p) => p.seq)) + 1;
    const pending = { results: spec.results, remaining: spec.times ?? 1, seq };
    this.pending.set(String(seq), pending);
    return { results: pending.results, remaining: pending.remaining };
  }

  /** The scripted results of the next recognition, counted down; null when none is pending. */
  take(): Schemas['RecognitionSpec'][] | null {
    const next = this.pending.values().sort((a, b) => a.seq - b.seq)[0];
    if (!next) return null;
    this.pending.update(String(next.seq), (current) =>
      current && current.remaining > 1 ? { ...current, remaining: current.remaining - 1 } : undefined,
    );
    return next.results;
  }
}
