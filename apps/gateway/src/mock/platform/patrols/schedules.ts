// The patrol schedules (排班) of /patrolArrange, kept in the mock's store (DATA_DIR, persisted
// with every answered write): listed as a table, created, changed and deleted under the rules of
// schedule-rules.ts.

import { randomUUID } from 'node:crypto';
import type { components } from '@jt/api-contract';
import { formatTime } from '@jt/mocks/world/time';
import type { MockStore } from '../../store/mock-store';
import { done, fieldSpecs, refused, type WorldResult } from '../../world/field-specs';
import type { World } from '../../world/world';
import { type Page, queryPage, type TableQueryInput } from '../table-query';
import { overlapProblem, sectionProblem } from './schedule-rules';

export type ScheduleFields = components['schemas']['PatrolScheduleFields'];
export type Schedule = components['schemas']['PatrolSchedule'];

export const SCHEDULE_MISSING = '排班不存在或已删除';

export const SCHEDULE_FIELDS = fieldSpecs<Schedule>({
  id: 'text',
  routeCode: 'text',
  routeName: 'text',
  startStakeNo: 'stake',
  endStakeNo: 'stake',
  inspectorNames: 'text',
  patrolDate: 'time',
  shift: 'text',
  remark: 'text',
  createTime: 'time',
  createBy: 'text',
});

/** Newest date first, then by shift, then the latest created. */
const SHIFT_ORDER = { 早班: 0, 中班: 1, 夜班: 2 } as const;
const byDate = (a: Schedule, b: Schedule) =>
  b.patrolDate.localeCompare(a.patrolDate) ||
  SHIFT_ORDER[a.shift] - SHIFT_ORDER[b.shift] ||
  b.createTime.localeCompare(a.createTime);

export class Schedules {
  private readonly stored;

  constructor(
    store: MockStore,
    private readonly world: World,
  ) {
    this.stored = store.collection<Schedule>('patrolSchedules');
  }

  page(query: TableQueryInput): Page<Schedule> {
    return queryPage(this.stored.values(), query, SCHEDULE_FIELDS, byDate);
  }

  private check(fields: ScheduleFields, id?: string): WorldResult<string> {
    const route = this.world.roads.get(fields.routeCode);
    const section = sectionProblem(fields, route);
    if (section) return refused(section);
    const overlap = overlapProblem({ ...fields, id }, this.stored.values());
    if (overlap) return refused(overlap);
    return done(route?.routeName ?? fields.routeCode);
  }

  private record(id: string, fields: ScheduleFields, routeName: string, by: string): Schedule {
    return {
      id,
      routeCode: fields.routeCode,
      routeName,
      startStakeNo: fields.startStakeNo.toUpperCase(),
      endStakeNo: fields.endStakeNo.toUpperCase(),
      inspectors: [...fields.inspectors],
      inspectorNames: fields.inspectors.join('、'),
      patrolDate: fields.patrolDate,
      shift: fields.shift,
      remark: fields.remark ?? '',
      createTime: formatTime(this.world.clock.now()),
      createBy: by,
    };
  }

  create(fields: ScheduleFields, by: string): WorldResult<Schedule> {
    const checked = this.check(fields);
    if (!checked.ok) return refused(checked.message);
    const schedule = this.record(randomUUID(), fields, checked.value, by);
    this.stored.set(schedule.id, schedule);
    return done(schedule);
  }

  update(id: string, fields: ScheduleFields, by: string): WorldResult<Schedule> | null {
    const current = this.stored.get(id);
    if (!current) return null;
    const checked = this.check(fields, id);
    if (!checked.ok) return refused(checked.message);
    const schedule = { ...this.record(id, fields, checked.value, by), createTime: current.createTime };
    this.stored.set(id, schedule);
    return done(schedule);
  }

  remove(id: string): boolean {
    return this.stored.delete(id);
  }
}
