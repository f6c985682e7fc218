// /workOrder's pure rules: which moves an order's state and the account's button codes allow
// (the state machine of mocks/world/work-order-states.ts, the menu tree's codes, seed 000 §6),
// how the filters are entered, and the rules of the dispatch and acceptance forms.

import type { Schemas } from '@jt/api-contract';
import {
  ACTION_NAMES,
  STATUS_NAMES,
  transition,
  WORK_ORDER_STATUS,
  type WorkOrderAction,
  type WorkOrderStatus,
} from '@jt/mocks/world/work-order-states';
import { hasPermission } from '../../lib/permissions/permission';
import type { FilterField, TableFilter, TableQuery } from '../../ui/table';
import { WORK_ORDER_TEXTS } from './work-order-texts';

export const WORK_ORDER_ROUTE = '/workOrder';

/** The button codes of 工单管理's entries in the menu tree (派单, 验收, 导出). */
export const WORK_ORDER_BUTTONS = {
  dispatch: 'workorder:dispatch',
  accept: 'workorder:accept',
  export: 'workorder:export',
} as const;

/** The moves the page offers, in the order shown ('open' is the assistant's, not a button). */
export type PageAction = Exclude<WorkOrderAction, 'open'>;
export const PAGE_ACTIONS: readonly PageAction[] = ['dispatch', 'startRepair', 'submit', 'accept', 'reject'];

/**
 * The code each move needs. The menu tree gives 派单 and 验收 codes only; starting the repair and
 * submitting it are the maintenance unit's moves, which carry no code there, so only the state
 * limits them.
 */
export const ACTION_CODES: Readonly<Record<PageAction, string | null>> = {
  dispatch: WORK_ORDER_BUTTONS.dispatch,
  startRepair: null,
  submit: null,
  accept: WORK_ORDER_BUTTONS.accept,
  reject: WORK_ORDER_BUTTONS.accept,
};

export const actionName = (action: PageAction): string => ACTION_NAMES[action];

/** The buttons an order in `status` shows to an account holding `codes`. */
export function allowedActions(status: WorkOrderStatus, codes: readonly string[]): PageAction[] {
  return PAGE_ACTIONS.filter(
    (action) => transition(status, action).ok && hasPermission(codes, ACTION_CODES[action]),
  );
}

/** How each filtering column is entered (the *Name columns filter by the name shown). */
export function workOrderFilterFields(entries: readonly Schemas['DicEntry'][]): Record<string, FilterField> {
  const labels = (code: string) =>
    entries
      .filter((entry) => entry.key === code)
      .map((entry) => ({ label: entry.label, value: entry.label }));
  const statuses = labels('work_order_status');
  return {
    statusName: {
      kind: 'options',
      // Without the dictionary the state machine's names are the same labels.
      options: statuses.length
        ? statuses
        : Object.values(STATUS_NAMES).map((name) => ({ label: name, value: name })),
    },
    diseaseTypeName: { kind: 'options', options: labels('disease_type') },
    // /dispatch's 病害等级 (`in`): picked from the levels, not typed.
    diseaseLevelName: { kind: 'options', options: labels('disease_level') },
    createTime: { kind: 'time' },
    dispatchTime: { kind: 'time' },
    deadline: { kind: 'time' },
  };
}

export const REMARK_MAX = 200;
/** Seed 001 §4: the acceptance opinion is at most 200 characters. */
export const OPINION_MAX = 200;

/** The dispatch form's deadline rule: empty (the gateway sets it by level) or later than now. */
export function deadlineProblem(deadline: Date | null | undefined, now: Date): string | null {
  if (!deadline) return null;
  return deadline.getTime() > now.getTime() ? null : WORK_ORDER_TEXTS.deadlinePast;
}

/** A text field's length rule. */
export function lengthProblem(value: string | undefined, label: string, max: number): string | null {
  return (value ?? '').trim().length > max ? WORK_ORDER_TEXTS.tooLong(label, max) : null;
}

/** A failed acceptance says why (the maintenance unit repairs from it); a pass may be silent. */
export const opinionRequired = (action: 'accept' | 'reject'): boolean => action === 'reject';

const pad = (n: number) => String(n).padStart(2, '0');
/** The contract's DateTime (yyyy-MM-dd HH:mm:ss, local time). */
export function formatDateTime(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

export const DISPATCH_ROUTE = '/dispatch';

/** The dispatcher's two queues: orders waiting for a unit, and orders past their deadline. */
export type DispatchQueue = 'waiting' | 'overdue';

/**
 * The filters a queue adds to the user's own: waiting is status 1 (待派单); overdue is the
 * gateway's flag (dispatched or in repair past the deadline, by the world's clock, not the
 * browser's).
 */
export function queueFilters(queue: DispatchQueue): TableFilter[] {
  return queue === 'waiting'
    ? [{ key: 'status', operator: 'in', value: String(WORK_ORDER_STATUS.reported) }]
    : [{ key: 'overdue', operator: 'in', value: 'true' }];
}

/** A page of a queue: the user's query with the queue's filters added. */
export function withQueueFilters(query: TableQuery, filters: readonly TableFilter[]): TableQuery {
  return { ...query, filters: [...(query.filters ?? []), ...filters] };
}

/** A page of the dispatcher's queue. */
export function queueQuery(queue: DispatchQueue, query: TableQuery): TableQuery {
  return withQueueFilters(query, queueFilters(queue));
}

export const ABNORMAL_ROUTE = '/abnormal';

/**
 * 异常管理's lists of orders in trouble: past their deadline (the gateway's flag), refused at
 * acceptance and waiting to be redone (验收不通过), and repaired more than once (reworkCount > 0,
 * whatever their state now).
 */
export type AbnormalKind = 'overdue' | 'rejected' | 'reworked';
export const ABNORMAL_KINDS: readonly AbnormalKind[] = ['overdue', 'rejected', 'reworked'];

export function abnormalFilters(kind: AbnormalKind): TableFilter[] {
  if (kind === 'overdue') return queueFilters('overdue');
  if (kind === 'rejected')
    return [{ key: 'status', operator: 'in', value: String(WORK_ORDER_STATUS.rejected) }];
  return [{ key: 'reworkCount', operator: 'gt', value: '0' }];
}
