// A list of records that change with the world's clock, kept materialised: each item is computed
// for a moment together with the moment it next changes, and only the items whose moment has
// come are computed again. The visible rows keep the list's order (newest first), so a list call
// pages them without sorting. Pure (no Fastify, no store): tested on its own.

import type { Timed } from '@jt/mocks/world/materialise';

export class TimedList<Row> {
  private rows: Array<Row | null> = [];
  private next: number[] = [];
  private live: number[] = [];
  private visibleRows: Row[] | null = null;
  private at = Number.NEGATIVE_INFINITY;
  private dirty = new Set<number>();
  private stale = true;

  constructor(
    /** How many items there are (the base list may grow as days are generated). */
    private readonly count: () => number,
    /** Item i at a moment. */
    private readonly compute: (index: number, nowMs: number) => Timed<Row>,
  ) {}

  /** Everything is computed again at the next read (after a reset, a regeneration). */
  invalidateAll(): void {
    this.stale = true;
  }

  /** Item i is computed again at the next read (a user changed it). */
  invalidate(index: number): void {
    this.dirty.add(index);
  }

  /** The visible rows at `nowMs`, in the list's order. */
  visible(nowMs: number): Row[] {
    this.refresh(nowMs);
    if (!this.visibleRows) {
      const out: Row[] = [];
      for (const row of this.rows) if (row !== null) out.push(row);
      this.visibleRows = out;
    }
    return this.visibleRows;
  }

  /** Item i at `nowMs` (null when not visible). */
  item(index: number, nowMs: number): Row | null {
    this.refresh(nowMs);
    return this.rows[index] ?? null;
  }

  /** When item i next changes by itself (after a read at the same moment). */
  nextChange(index: number): number {
    return this.next[index] ?? Number.POSITIVE_INFINITY;
  }

  private refresh(nowMs: number): void {
    const n = this.count();
    if (nowMs === this.at && !this.stale && this.dirty.size === 0 && n === this.rows.length) return;
    // A clock set back, or items added: start over (cheap enough, and rare).
    if (this.stale || nowMs < this.at || n !== this.rows.length) {
      this.rows = new Array(n);
      this.next = new Array(n);
      this.live = [];
      for (let i = 0; i < n; i++) {
        this.put(i, nowMs);
        if ((this.next[i] as number) !== Number.POSITIVE_INFINITY) this.live.push(i);
      }
      this.stale = false;
      this.dirty.clear();
      this.visibleRows = null;
      this.at = nowMs;
      return;
    }
    let changed = false;
    const stillLive: number[] = [];
    for (const i of this.live) {
      if ((this.next[i] as number) <= nowMs || this.dirty.has(i)) {
        this.dirty.delete(i);
        this.put(i, nowMs);
        changed = true;
      }
      if ((this.next[i] as number) !== Number.POSITIVE_INFINITY) stillLive.push(i);
    }
    this.live = stillLive;
    for (const i of this.dirty) {
      this.put(i, nowMs);
      if ((this.next[i] as number) !== Number.POSITIVE_INFINITY) this.live.push(i);
      changed = true;
    }
    this.dirty.clear();
    if (changed) this.visibleRows = null;
    this.at = nowMs;
  }

  private put(i: number, nowMs: number): void {
    const { value, nextMs } = this.compute(i, nowMs);
    this.rows[i] = value;
    this.next[i] = nextMs;
  }
}
