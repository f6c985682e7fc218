// Work orders (工单) of the world: their state now (planned lifecycle, or what users did), the
// list call's rows, and the moves of the state machine (work-order-states.ts) with their rules.

import { diseaseType, stepPictures } from '@jt/mocks/world/disease-types';
import { applyOrderEvent, orderStateAt, type Timed } from '@jt/mocks/world/materialise';
import { type Organisation, organisation } from '@jt/mocks/world/organisations';
import type { DiseaseFacts, OrderEvent, ProcessStep, WorkOrderState } from '@jt/mocks/world/records';
import { formatTime, HOUR, MINUTE, parseTime } from '@jt/mocks/world/time';
import {
  opinionProblem,
  STATUS_NAMES,
  transition,
  type WorkOrderAction,
  type WorkOrderStatus,
} from '@jt/mocks/world/work-order-states';
import { type Page, queryPage, type TableQueryInput } from '../platform/table-query';
import { done, fieldSpecs, refused, type WorldResult } from './field-specs';
import type { WorldData } from './world-data';
import { WorldList } from './world-list';

/** An order in a list: its state and its disease, without the parts only a detail shows. */
export interface WorkOrderRow extends Omit<WorkOrderState, 'steps' | 'history'> {
  statusName: string;
  diseaseCode: string;
  diseaseType: string;
  diseaseTypeName: string;
  diseaseName: string;
  diseaseLevel: 1 | 2 | 3;
  diseaseLevelName: string;
  diseaseArea: number;
  areaUnit: '㎡' | 'm';
  routeCode: string;
  routeName: string;
  stakeNo: string;
  direction: '1' | '2';
  directionName: string;
  lon: number;
  lat: number;
  /** The disease's picture before any work (seed 001 §3 picBefore). */
  picBefore: string;
  /** Dispatched or in repair past its deadline. */
  overdue: boolean;
}

/** One order in full: its history, construction steps and the before/after card's texts. */
export interface WorkOrderDetail extends WorkOrderRow {
  history: WorkOrderState['history'];
  /** The construction steps (seed 001 §3 workStepVoList). */
  workStepVoList: ProcessStep[];
  /** Opening and closing texts of the assistant's before/after card (seed 001 §3). */
  ktWords: string;
  jsWords: string;
}

/** What a user's move carries (the calls' bodies; each move reads the fields it needs). */
export interface MoveInput {
  operator: string;
  remark?: string;
  maintainUnitId?: string;
  deadline?: string;
  steps?: ProcessStep[];
  opinion?: string;
  /** When the user decided (the assistant's passTime); default now. */
  passTime?: string;
}

export const WORK_ORDER_FIELDS = fieldSpecs<WorkOrderRow>({
  id: 'text',
  orderCode: 'text',
  diseaseId: 'text',
  diseaseCode: 'text',
  diseaseType: 'text',
  diseaseTypeName: 'text',
  diseaseName: 'text',
  diseaseLevel: 'number',
  diseaseLevelName: 'text',
  routeCode: 'text',
  routeName: 'text',
  stakeNo: 'stake',
  direction: 'text',
  directionName: 'text',
  maintainUnitId: 'text',
  maintainUnit: 'text',
  status: 'number',
  statusName: 'text',
  createTime: 'time',
  dispatchTime: 'time',
  deadline: 'time',
  repairStartTime: 'time',
  submitTime: 'time',
  acceptTime: 'time',
  acceptorName: 'text',
  reworkCount: 'number',
  // A flag filters as its text, 'true' or 'false' (as Spring binds a Boolean from a parameter).
  overdue: 'text',
});

const number3 = (value: number) => value.toFixed(3);

function words(state: WorkOrderState, facts: DiseaseFacts): { ktWords: string; jsWords: string } {
  const what = `${facts.routeName} ${facts.stakeNo} ${facts.directionName}方向${facts.diseaseName}（${number3(facts.diseaseArea)}${facts.areaUnit}）`;
  switch (state.status) {
    case 1:
      return { ktWords: `${what}已上报，待派单处置。`, jsWords: '待施工完成后再进行验收。' };
    case 2:
      return {
        ktWords: `${what}已派单至${state.maintainUnit}，尚未施工。`,
        jsWords: '待施工完成后再进行验收。',
      };
    case 3:
      return { ktWords: `${what}正在处置，施工过程如下：`, jsWords: '待施工完成后再进行验收。' };
    case 6:
    case 99:
      return {
        ktWords: `${what}已完成修补，施工过程如下：`,
        jsWords: '修补后路面平整密实，接缝顺直，请您验收。',
      };
    case 4:
      return {
        ktWords: `${what}已完成修补，施工过程如下：`,
        jsWords: `已于${state.acceptTime}验收通过：${state.acceptOpinion ?? ''}`,
      };
    case 5:
      return {
        ktWords: `${what}修补未通过验收，施工过程如下：`,
        jsWords: `验收不通过：${state.acceptOpinion ?? ''}待返工后重新验收。`,
      };
  }
}

export function workOrderRow(state: WorkOrderState, facts: DiseaseFacts, nowMs: number): WorkOrderRow {
  // Field by field (no object rest: this runs for every order of the list).
  const open = state.status === 2 || state.status === 3;
  return {
    id: state.id,
    orderCode: state.orderCode,
    diseaseId: state.diseaseId,
    status: state.status,
    statusName: STATUS_NAMES[state.status],
    createTime: state.createTime,
    maintainUnitId: state.maintainUnitId,
    maintainUnit: state.maintainUnit,
    dispatchTime: state.dispatchTime,
    deadline: state.deadline,
    repairStartTime: state.repairStartTime,
    submitTime: state.submitTime,
    openedTime: state.openedTime,
    acceptTime: state.acceptTime,
    acceptorName: state.acceptorName,
    acceptOpinion: state.acceptOpinion,
    reworkCount: state.reworkCount,
    diseaseCode: facts.diseaseCode,
    diseaseType: facts.diseaseType,
    diseaseTypeName: facts.diseaseTypeName,
    diseaseName: facts.diseaseName,
    diseaseLevel: facts.diseaseLevel,
    diseaseLevelName: facts.diseaseLevelName,
    diseaseArea: facts.diseaseArea,
    areaUnit: facts.areaUnit,
    routeCode: facts.routeCode,
    routeName: facts.routeName,
    stakeNo: facts.stakeNo,
    direction: facts.direction,
    directionName: facts.directionName,
    lon: facts.lon,
    lat: facts.lat,
    picBefore: facts.picUrl,
    overdue: open && state.deadline !== null && parseTime(state.deadline) < nowMs,
  };
}

export function workOrderDetail(state: WorkOrderState, facts: DiseaseFacts, nowMs: number): WorkOrderDetail {
  return {
    ...workOrderRow(state, facts, nowMs),
    history: state.history,
    workStepVoList: state.steps,
    ...words(state, facts),
  };
}

export class WorkOrders {
  readonly table: WorldList<WorkOrderRow>;
  /** Called with the disease id when a move changed an order (its disease row changes too). */
  onMove: (diseaseId: string) => void = () => {};
  /** The organisation a dispatch names (the world's organisations, as 组织机构 keeps them). */
  unitOf: (id: string) => Pick<Organisation, 'id' | 'orgName' | 'orgType'> | undefined = organisation;

  constructor(private readonly data: WorldData) {
    this.table = new WorldList(
      data,
      () => data.orderIds,
      () => data.orderIndex,
      (id, now) => this.compute(id, now),
    );
  }

  /** The state of an order now (a user's overlay, else its plan at the clock's moment). */
  stateAt(id: string, nowMs: number): Timed<WorkOrderState> {
    const overlay = this.data.orderOverlay.get(id);
    if (overlay) return { value: overlay.deleted ? null : overlay.value, nextMs: Number.POSITIVE_INFINITY };
    const plan = this.data.orderPlans.get(id);
    return plan ? orderStateAt(plan, nowMs) : { value: null, nextMs: Number.POSITIVE_INFINITY };
  }

  private compute(id: string, nowMs: number): Timed<WorkOrderRow> {
    const state = this.stateAt(id, nowMs);
    if (!state.value) return { value: null, nextMs: state.nextMs };
    const facts = this.data.facts(state.value.diseaseId);
    if (!facts) return { value: null, nextMs: Number.POSITIVE_INFINITY };
    const row = workOrderRow(state.value, facts, nowMs);
    const deadlineMs =
      row.deadline && !row.overdue && (row.status === 2 || row.status === 3)
        ? parseTime(row.deadline)
        : Number.POSITIVE_INFINITY;
    return { value: row, nextMs: Math.min(state.nextMs, deadlineMs + 1) };
  }

  /** Every order visible now, newest first. */
  rows(): WorkOrderRow[] {
    return this.table.rows();
  }

  /** One order in full (history, steps, card texts), as it stands now. */
  get(id: string): WorkOrderDetail | undefined {
    const now = this.data.now();
    const state = this.stateAt(id, now).value;
    const facts = state ? this.data.facts(state.diseaseId) : undefined;
    return state && facts ? workOrderDetail(state, facts, now) : undefined;
  }

  /** The order of a disease in full (undefined when it has none, or not yet). */
  ofDisease(diseaseId: string): WorkOrderDetail | undefined {
    const id = this.data.orderOfDisease.get(diseaseId);
    return id === undefined ? undefined : this.get(id);
  }

  page(query: TableQueryInput): Page<WorkOrderRow> {
    return queryPage(this.rows(), query, WORK_ORDER_FIELDS);
  }

  /** Marks an order as changed by a user (its overlay was written). */
  invalidate(id: string): void {
    this.table.invalidate(id);
  }

  /** One move of the state machine, with its rules; nothing is saved when it is refused. */
  move(id: string, action: WorkOrderAction, input: MoveInput): WorldResult<WorkOrderDetail> {
    const now = this.data.now();
    const current = this.stateAt(id, now).value;
    const facts = current ? this.data.facts(current.diseaseId) : undefined;
    if (!current || !facts) return refused('工单不存在或已删除');
    const step = transition(current.status, action);
    if (!step.ok) return refused(step.message);
    const decided = input.passTime ? parseTime(input.passTime) : now;
    if (Number.isNaN(decided)) return refused('时间格式应为 yyyy-MM-dd HH:mm:ss');
    const at = Math.floor(now / 1000) * 1000;
    const event = (patch: OrderEvent['patch'], remark: string, steps?: ProcessStep[]): OrderEvent => ({
      atMs: at,
      status: step.to as WorkOrderStatus,
      patch,
      ...(steps ? { steps } : {}),
      history: {
        status: step.to,
        statusName: STATUS_NAMES[step.to],
        time: formatTime(at),
        operator: input.operator,
        remark: input.remark?.trim() || remark,
      },
    });
    let next: OrderEvent;
    switch (action) {
      case 'dispatch': {
        const unit = input.maintainUnitId ? this.unitOf(input.maintainUnitId) : undefined;
        if (unit?.orgType !== 'maintenance') return refused('请选择有效的养护单位');
        const dueHours = facts.diseaseLevel === 3 ? 24 : facts.diseaseLevel === 2 ? 72 : 168;
        const deadlineMs = input.deadline ? parseTime(input.deadline) : at + dueHours * HOUR;
        if (Number.isNaN(deadlineMs)) return refused('要求完成时间格式应为 yyyy-MM-dd HH:mm:ss');
        if (deadlineMs <= at) return refused('要求完成时间必须晚于当前时间');
        next = event(
          {
            maintainUnitId: unit.id,
            maintainUnit: unit.orgName,
            dispatchTime: formatTime(at),
            deadline: formatTime(deadlineMs),
          },
          `派单至${unit.orgName}`,
        );
        break;
      }
      case 'startRepair':
        next = event(
          {
            repairStartTime: formatTime(at),
            reworkCount: current.status === 5 ? current.reworkCount + 1 : current.reworkCount,
          },
          current.status === 5 ? `第${current.reworkCount + 1}次返工` : '进场施工',
        );
        break;
      case 'submit': {
        const steps = input.steps ?? this.standardSteps(current, facts, at);
        for (const s of steps) {
          const ms = parseTime(s.stepTime);
          if (Number.isNaN(ms) || ms > at)
            return refused(`施工步骤「${s.stepName}」的时间无效或晚于当前时间`);
        }
        next = event({ submitTime: formatTime(at) }, '施工完成，提交验收', steps);
        break;
      }
      case 'open':
        next = event({ openedTime: formatTime(decided) }, '打开验收');
        break;
      case 'accept':
      case 'reject': {
        const problem = opinionProblem(input.opinion);
        if (problem) return refused(problem);
        const opinion = input.opinion?.trim() || (action === 'accept' ? '验收通过' : '验收不通过');
        next = event(
          { acceptTime: formatTime(decided), acceptorName: input.operator, acceptOpinion: opinion },
          opinion,
        );
        break;
      }
    }
    const state = applyOrderEvent(current, next);
    const overlay = this.data.orderOverlay.get(id);
    this.data.orderOverlay.set(id, {
      value: state,
      created: overlay !== undefined && !overlay.deleted && overlay.created,
    });
    this.invalidate(id);
    this.onMove(state.diseaseId);
    return done(workOrderDetail(state, facts, now));
  }

  /**
   * The type's construction steps with the mock's pictures, spread from the repair's start to
   * now: what the field app records when a crew submits without listing its steps.
   */
  private standardSteps(state: WorkOrderState, facts: DiseaseFacts, at: number): ProcessStep[] {
    const names = diseaseType(facts.diseaseType)?.steps ?? ['安全布控', '摊铺压实'];
    const start = state.repairStartTime ? parseTime(state.repairStartTime) : at - names.length * 30 * MINUTE;
    // Spread within [start, now]: a repair submitted a minute after it started has its steps in
    // that minute, never later than the submission that the check below refuses.
    const span = Math.max(0, at - start);
    return names.map((stepName, i) => ({
      stepName,
      stepTime: formatTime(start + Math.floor((span * (i + 1)) / (names.length + 1))),
      ...stepPictures(stepName),
    }));
  }
}
