// Trips (行程轨迹): the patrols seen as journeys — how long each took, where it stopped (at every
// disease it recorded) and what it found. Derived from the patrols' rows and plans, nothing stored.

import type { PatrolRow } from '@jt/mocks/world/materialise';
import { formatStake } from '@jt/mocks/world/stake';
import { formatTime, parseTime } from '@jt/mocks/world/time';
import {
  type FieldSpecs,
  type Page,
  queryPage,
  selectRows,
  type TableQueryInput,
} from '../platform/table-query';
import type { DiseaseRow, Diseases } from './diseases';
import { fieldSpecs } from './field-specs';
import { PATROL_FIELDS, type Patrols } from './patrols';

export interface TripRow extends PatrolRow {
  durationMinutes: number;
  stopCount: number;
}

export interface TripStop {
  index: number;
  arriveTime: string;
  leaveTime: string | null;
  durationSeconds: number;
  routeCode: string;
  stakeNo: string;
  direction: '1' | '2';
  diseaseId: string | null;
  diseaseCode: string | null;
  diseaseName: string | null;
}

export interface TripDetail extends TripRow {
  stops: TripStop[];
  diseases: DiseaseRow[];
}

/** The /trip table's columns: the patrol records' and the trip's own. */
export const TRIP_FIELDS: FieldSpecs<TripRow> = {
  ...PATROL_FIELDS,
  ...fieldSpecs<TripRow>({ durationMinutes: 'number', stopCount: 'number' }),
};

export class Trips {
  constructor(
    private readonly patrols: Patrols,
    private readonly diseases: Diseases,
    private readonly now: () => number,
  ) {}

  private row(patrol: PatrolRow, now: number): TripRow {
    const endMs = patrol.endTime ? parseTime(patrol.endTime) : now;
    const plan = this.patrols.plan(patrol.id);
    // A finished trip made every stop of its plan; only one on the road needs its timeline.
    const stopCount =
      patrol.status === '3' ? (plan?.motion.stops.length ?? 0) : (this.patrols.stops(patrol.id)?.length ?? 0);
    return {
      ...patrol,
      durationMinutes: Math.max(0, Math.floor((endMs - parseTime(patrol.startTime)) / 60_000)),
      stopCount,
    };
  }

  /** Every trip started by now, newest first. */
  rows(): TripRow[] {
    const now = this.now();
    return this.patrols.rows().map((patrol) => this.row(patrol, now));
  }

  page(query: TableQueryInput): Page<TripRow> {
    return queryPage(this.rows(), query, TRIP_FIELDS);
  }

  select(query: Pick<TableQueryInput, 'model' | 'filters' | 'orders'>): TripRow[] {
    return selectRows(this.rows(), query, TRIP_FIELDS);
  }

  get(id: string): TripDetail | undefined {
    const patrol = this.patrols.get(id);
    if (!patrol) return undefined;
    const now = this.now();
    const stops = (this.patrols.stops(id) ?? []).map((stop, i): TripStop => {
      const leaveMs = stop.arriveMs + stop.durationS * 1000;
      const disease = stop.diseaseId ? this.diseases.get(stop.diseaseId) : undefined;
      return {
        index: i + 1,
        arriveTime: formatTime(stop.arriveMs),
        leaveTime: leaveMs <= now ? formatTime(leaveMs) : null,
        durationSeconds: Math.round((Math.min(leaveMs, now) - stop.arriveMs) / 1000),
        routeCode: stop.routeCode,
        stakeNo: formatStake(stop.stakeM),
        direction: stop.direction,
        diseaseId: disease?.id ?? null,
        diseaseCode: disease?.diseaseCode ?? null,
        diseaseName: disease?.diseaseName ?? null,
      };
    });
    return { ...this.row(patrol, now), stops, diseases: this.diseases.ofPatrol(id) };
  }
}
