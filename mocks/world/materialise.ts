// What a planned record looks like at a moment: a work order is its plan's events up to now, a
// patrol is hidden before its start, on the road (its mileage, diseases and track up to now)
// or done. Each answer says when it next changes, so a view can keep it until then.

import { stepPictures } from './disease-types';
import { organisation } from './organisations';
import type { DiseaseFacts, OrderEvent, PatrolPlan, WorkOrderPlan, WorkOrderState } from './records';
import { formatTime } from './time';
import { STATUS_NAMES, type WorkOrderStatus } from './work-order-states';

export interface Timed<T> {
  /** null: not there yet (or any more). */
  value: T | null;
  /** When the value next changes (Infinity: never by itself). */
  nextMs: number;
}

export function emptyOrderState(
  plan: Pick<WorkOrderPlan, 'id' | 'orderCode' | 'diseaseId'>,
  createTime: string,
): WorkOrderState {
  return {
    id: plan.id,
    orderCode: plan.orderCode,
    diseaseId: plan.diseaseId,
    status: 1,
    createTime,
    maintainUnitId: null,
    maintainUnit: null,
    dispatchTime: null,
    deadline: null,
    repairStartTime: null,
    submitTime: null,
    openedTime: null,
    acceptTime: null,
    acceptorName: null,
    acceptOpinion: null,
    reworkCount: 0,
    steps: [],
    history: [],
  };
}

/** Applies one event (a user's move) to a state; returns a new state. */
export function applyOrderEvent(state: WorkOrderState, event: OrderEvent): WorkOrderState {
  return {
    ...state,
    ...event.patch,
    status: event.status,
    steps: event.steps ? [...state.steps, ...event.steps] : state.steps,
    history: [...state.history, event.history],
  };
}

/** The planned state at a moment: the plan's events up to it, with the fields each one sets. */
export function orderStateAt(plan: WorkOrderPlan, nowMs: number): Timed<WorkOrderState> {
  const first = plan.events[0];
  if (!first || first.atMs > nowMs) return { value: null, nextMs: first?.atMs ?? Number.POSITIVE_INFINITY };
  const state = emptyOrderState(plan, formatTime(first.atMs));
  let next = Number.POSITIVE_INFINITY;
  let repairs = 0;
  for (const event of plan.events) {
    if (event.atMs > nowMs) {
      next = event.atMs;
      break;
    }
    const time = formatTime(event.atMs);
    state.status = event.status;
    switch (event.status) {
      case 2: {
        const unit = organisation(plan.maintainUnitId);
        state.maintainUnitId = plan.maintainUnitId;
        state.maintainUnit = unit?.orgName ?? null;
        state.dispatchTime = time;
        state.deadline = formatTime(event.atMs + plan.dueHours * 3_600_000);
        break;
      }
      case 3:
        state.repairStartTime = time;
        state.reworkCount = repairs++;
        break;
      case 6:
        state.submitTime = time;
        (event.stepTimes ?? []).forEach((at, i) => {
          const stepName = plan.stepNames[i] ?? '施工';
          state.steps.push({ stepName, stepTime: formatTime(at), ...stepPictures(stepName) });
        });
        break;
      case 4:
      case 5:
        state.acceptTime = time;
        state.acceptorName = event.operator;
        state.acceptOpinion = event.remark;
        break;
    }
    state.history.push({
      status: event.status,
      statusName: STATUS_NAMES[event.status],
      time,
      operator: event.operator,
      remark: event.remark,
    });
  }
  return { value: state, nextMs: next };
}

export interface DiseaseRow extends DiseaseFacts {
  workOrderId: string | null;
  /** The work order's status, 0 when the disease is only watched (no order). */
  processStatus: WorkOrderStatus | 0;
  processStatusName: string;
  /** When its disposal ended (acceptance passed), else null. */
  endTime: string | null;
}

export const WATCHED = { code: 0, name: '无需处置' } as const;

export function diseaseRow(
  facts: DiseaseFacts,
  order: Pick<WorkOrderState, 'id' | 'status' | 'acceptTime'> | null,
): DiseaseRow {
  return {
    ...facts,
    workOrderId: order?.id ?? null,
    processStatus: order ? order.status : WATCHED.code,
    processStatusName: order ? STATUS_NAMES[order.status] : WATCHED.name,
    endTime: order?.status === 4 ? order.acceptTime : null,
  };
}

export interface PatrolRow {
  id: string;
  patrolCode: string;
  patrolType: string;
  patrolTypeName: string;
  routeCode: string;
  routeName: string;
  orgId: string;
  orgName: string;
  inspectorId: string;
  inspectorName: string;
  inspectorUserId: string | null;
  vehiclePlate: string;
  startTime: string;
  /** null while the patrol is on the road. */
  endTime: string | null;
  startStakeNo: string;
  endStakeNo: string;
  /** Kilometres driven so far, 2 decimals. */
  mileage: number;
  /** Diseases recorded so far. */
  diseaseCount: number;
  /** patrol_status dictionary: '2' 巡查中, '3' 已完成. */
  status: '2' | '3';
  statusName: string;
  gpsIntervalS: number;
}

export function patrolRowAt(
  plan: PatrolPlan,
  nowMs: number,
  distanceAt: (ms: number) => number,
): Timed<PatrolRow> {
  if (nowMs < plan.startMs) return { value: null, nextMs: plan.startMs };
  const done = nowMs >= plan.endMs;
  const driven = done ? plan.distanceM : distanceAt(nowMs);
  const diseaseCount = done ? plan.diseaseIds.length : plan.diseaseTimes.filter((t) => t <= nowMs).length;
  return {
    value: {
      id: plan.id,
      patrolCode: plan.patrolCode,
      patrolType: plan.patrolType,
      patrolTypeName: plan.patrolTypeName,
      routeCode: plan.routeCode,
      routeName: plan.routeName,
      orgId: plan.orgId,
      orgName: plan.orgName,
      inspectorId: plan.inspectorId,
      inspectorName: plan.inspectorName,
      inspectorUserId: plan.inspectorUserId,
      vehiclePlate: plan.vehiclePlate,
      startTime: formatTime(plan.startMs),
      endTime: done ? formatTime(plan.endMs) : null,
      startStakeNo: plan.startStakeNo,
      endStakeNo: plan.endStakeNo,
      mileage: Math.round(driven / 10) / 100,
      diseaseCount,
      status: done ? '3' : '2',
      statusName: done ? '已完成' : '巡查中',
      gpsIntervalS: plan.gpsIntervalS,
    },
    // On the road it changes all the time (mileage): valid for this moment only.
    nextMs: done ? Number.POSITIVE_INFINITY : nowMs + 1,
  };
}
