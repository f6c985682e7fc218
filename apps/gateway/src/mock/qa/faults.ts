// Injected faults (after WireMock's fault injection): the next N calls of an operation answer a
// status, wait, never answer, lose their connection or get a broken body. Kept in the store, so
// a fault set by a scenario survives a restart like the rest of the state.

import type { Collection, MockStore } from '../store/mock-store';

export type FaultKind = 'status' | 'delay' | 'timeout' | 'drop' | 'malformed';

export interface FaultSpec {
  /** The operation whose next calls fail, or '*' for any. */
  operationId: string;
  kind: FaultKind;
  status?: number;
  example?: string;
  delayMs?: number;
  times?: number;
}

export interface Fault {
  id: string;
  operationId: string;
  kind: FaultKind;
  status: number | null;
  example: string | null;
  delayMs: number;
  times: number;
  remaining: number;
  createdAt: string;
  /** Order of creation (ids sort as text, this as a number). */
  seq: number;
}

export const ANY_OPERATION = '*';

export class Faults {
  private readonly records: Collection<Fault>;

  constructor(store: MockStore) {
    this.records = store.collection<Fault>('faults');
  }

  add(spec: FaultSpec, now = Date.now()): Fault {
    const seq = Math.max(0, ...this.records.values().map((f) => f.seq)) + 1;
    const times = spec.times ?? 1;
    const fault: Fault = {
      id: `f${seq}`,
      operationId: spec.operationId,
      kind: spec.kind,
      status: spec.kind === 'status' ? (spec.status ?? 500) : null,
      example: spec.kind === 'status' ? (spec.example ?? null) : null,
      delayMs: spec.delayMs ?? 0,
      times,
      remaining: times,
      createdAt: new Date(now).toISOString(),
      seq,
    };
    this.records.set(fault.id, fault);
    return fault;
  }

  /** Oldest first. */
  list(): Fault[] {
    return this.records.values().sort((a, b) => a.seq - b.seq);
  }

  clear(): void {
    this.records.clear();
  }

  /**
   * The fault the next call of `operationId` gets, counted down in the same synchronous step
   * (concurrent calls never share the last one), or null.
   */
  take(operationId: string): Fault | null {
    if (this.records.size === 0) return null;
    const fault = this.list().find((f) => f.operationId === operationId || f.operationId === ANY_OPERATION);
    if (!fault) return null;
    this.records.update(fault.id, (current) =>
      current && current.remaining > 1 ? { ...current, remaining: current.remaining - 1 } : undefined,
    );
    return fault;
  }
}

/** The public shape of a fault (without its ordering key). */
export function faultView({ seq: _seq, ...fault }: Fault): Omit<Fault, 'seq'> {
  return fault;
}
