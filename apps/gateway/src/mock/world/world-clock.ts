import type { Collection } from '../store/mock-store';

/** The clock setting QA and tests give the world, kept in the store (survives a restart). */
export interface ClockSetting {
  /** Added to the machine's time. */
  offsetMs: number;
  /** When set, the world's time stands still at this instant. */
  frozenAtMs: number | null;
}

export const REAL_TIME: ClockSetting = { offsetMs: 0, frozenAtMs: null };

/**
 * The one clock the whole world reads: the machine's time shifted by QA's offset, or frozen at
 * an instant (tests). Every "now" of the world's services comes from here, never Date.now().
 */
export class WorldClock {
  constructor(
    private readonly settings: Collection<ClockSetting>,
    private readonly machineNow: () => number = Date.now,
  ) {}

  private get setting(): ClockSetting {
    return this.settings.get('clock') ?? REAL_TIME;
  }

  now(): number {
    const { offsetMs, frozenAtMs } = this.setting;
    return frozenAtMs ?? this.machineNow() + offsetMs;
  }

  /** The world's time becomes `ms`; frozen there, or running on from it. */
  set(ms: number, frozen = false): void {
    this.settings.set(
      'clock',
      frozen ? { offsetMs: 0, frozenAtMs: ms } : { offsetMs: ms - this.machineNow(), frozenAtMs: null },
    );
  }

  /** Moves the world's time by `ms` (frozen or running, as it is). */
  advance(ms: number): void {
    const { offsetMs, frozenAtMs } = this.setting;
    this.settings.set(
      'clock',
      frozenAtMs === null
        ? { offsetMs: offsetMs + ms, frozenAtMs }
        : { offsetMs, frozenAtMs: frozenAtMs + ms },
    );
  }

  /** Back to the machine's time. */
  realTime(): void {
    this.settings.set('clock', REAL_TIME);
  }

  get frozen(): boolean {
    return this.setting.frozenAtMs !== null;
  }

  get offsetMs(): number {
    const { offsetMs, frozenAtMs } = this.setting;
    return frozenAtMs === null ? offsetMs : frozenAtMs - this.machineNow();
  }
}
