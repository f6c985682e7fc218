import type { Timed } from '@jt/mocks/world/materialise';
import { TimedList } from './timed-list';
import type { WorldData } from './world-data';

/**
 * The materialised list of one entity of the world, addressed by id: its ids (newest first) and
 * their positions come from WorldData, each row from the entity's `compute` at the clock's moment.
 */
export class WorldList<Row> {
  readonly list: TimedList<Row>;

  constructor(
    private readonly data: WorldData,
    private readonly ids: () => readonly string[],
    private readonly index: () => ReadonlyMap<string, number>,
    compute: (id: string, nowMs: number) => Timed<Row>,
  ) {
    this.list = new TimedList(
      () => ids().length,
      (i, now) => compute(this.ids()[i] as string, now),
    );
    data.onRebuild(() => this.list.invalidateAll());
  }

  /** Every visible row now, newest first. */
  rows(): Row[] {
    return this.list.visible(this.data.now());
  }

  get(id: string): Row | undefined {
    const now = this.data.now();
    const i = this.index().get(id);
    return i === undefined ? undefined : (this.list.item(i, now) ?? undefined);
  }

  /** Row `id` at a moment another list is being computed for (no clock read). */
  at(id: string, nowMs: number): { row: Row | null; nextMs: number } | undefined {
    const i = this.index().get(id);
    if (i === undefined) return undefined;
    return { row: this.list.item(i, nowMs), nextMs: this.list.nextChange(i) };
  }

  /** A user changed record `id`: computed again at the next read. */
  invalidate(id: string): void {
    const i = this.index().get(id);
    if (i !== undefined) this.list.invalidate(i);
  }
}
