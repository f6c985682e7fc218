// /patrolArrange's pure rules: the button code (the menu tree's 新增排班, seed 000 §6), the
// shifts, and the form's checks the gateway makes too (stakes K12+300, start before end, inside
// the route) so the user reads them before anything is sent; the payload from the form's values.
import { parseStake } from '@jt/mocks/world/stake';
import { stakeOrderProblem } from '@jt/mocks/world/stake-rules';
import type { Road } from '../../lib/reference/reference-data';
import { STAKE_TEXTS } from '../../ui/form/stake';
import type { Schedule, ScheduleFields } from './schedule-calls';

export const SCHEDULE_ROUTE = '/patrolArrange';
export const SCHEDULE_BUTTONS = { arrange: 'patrol:arrange' } as const;
export const SHIFTS = ['早班', '中班', '夜班'] as const;

export const SCHEDULE_TEXTS = {
  title: '巡查安排',
  add: '新增排班',
  formAdd: '新增排班',
  formEdit: '编辑排班',
  edit: '编辑',
  delete: '删除',
  actions: '操作',
  confirm: '确定',
  cancel: '取消',
  deleteConfirm: '确定删除该排班吗？',
  saved: '保存成功',
  deleted: '删除成功',
  saveFailed: '保存失败',
  deleteFailed: '删除失败',
  required: (label: string) => `请输入${label}`,
  choose: (label: string) => `请选择${label}`,
  outsideRoute: (road: Pick<Road, 'routeName' | 'startStakeNo' | 'endStakeNo'>) =>
    `巡查路段须在路线${road.routeName}范围内（${road.startStakeNo}–${road.endStakeNo}）`,
} as const;

export interface ScheduleValues extends Record<string, unknown> {
  routeCode?: string;
  startStakeNo?: string;
  endStakeNo?: string;
  inspectors?: string[];
  patrolDate?: Date | string;
  shift?: (typeof SHIFTS)[number];
  remark?: string;
}

/** Why the section the form holds is wrong (the first problem), or '' when it is right. */
export function sectionText(values: ScheduleValues, road: Road | undefined): string {
  const start = parseStake(values.startStakeNo ?? '');
  const end = parseStake(values.endStakeNo ?? '');
  if (start === null || end === null) return STAKE_TEXTS.format;
  const order = stakeOrderProblem(values.startStakeNo, values.endStakeNo, '终点桩号');
  if (order) return order;
  if (road) {
    const from = parseStake(road.startStakeNo) ?? 0;
    const to = parseStake(road.endStakeNo) ?? Number.POSITIVE_INFINITY;
    if (start < from || end > to) return SCHEDULE_TEXTS.outsideRoute(road);
  }
  return '';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 2026-05-19 from the date picker's Date (local day) or its text. */
export function dayText(value: Date | string | undefined): string {
  if (value instanceof Date)
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  return (value ?? '').slice(0, 10);
}

export function schedulePayload(values: ScheduleValues): ScheduleFields {
  return {
    routeCode: values.routeCode ?? '',
    startStakeNo: (values.startStakeNo ?? '').trim().toUpperCase(),
    endStakeNo: (values.endStakeNo ?? '').trim().toUpperCase(),
    inspectors: [...(values.inspectors ?? [])],
    patrolDate: dayText(values.patrolDate),
    shift: values.shift ?? '早班',
    ...(values.remark?.trim() ? { remark: values.remark.trim() } : {}),
  };
}

/** The form's values for a schedule being edited. */
export function scheduleValues(schedule: Schedule): ScheduleValues {
  return {
    routeCode: schedule.routeCode,
    startStakeNo: schedule.startStakeNo,
    endStakeNo: schedule.endStakeNo,
    inspectors: [...schedule.inspectors],
    patrolDate: schedule.patrolDate,
    shift: schedule.shift,
    remark: schedule.remark,
  };
}
