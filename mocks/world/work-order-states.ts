// The work order's (工单) states and the only moves between them. One pure state machine that
// every consumer calls (the generator's planned lifecycles, the platform's work-order calls, the
// assistant's sendOrderModel), so a move refused in one place is refused everywhere.
//
// Codes are those of the work_order_status dictionary. Seed 001 §4 fixes three of them as the
// values the assistant sends: 4 accepted as passed, 5 failed, 99 when the assistant opens an
// order whose repair was reported done (the acceptance modal: pass / fail follow):
//
//   1 待派单 ──dispatch──▶ 2 已派单 ──startRepair──▶ 3 处置中 ──submit──▶ 6 待验收
//                                                       ▲                 │ open (99)
//                                 startRepair (rework)  │                 ▼
//                                       5 验收不通过 ◀──reject── 99 验收中 ──accept──▶ 4 验收通过
//   (accept and reject are also allowed straight from 6; open again from 99 keeps 99)

export const WORK_ORDER_STATUS = {
  reported: 1,
  dispatched: 2,
  inRepair: 3,
  awaitingAcceptance: 6,
  opened: 99,
  accepted: 4,
  rejected: 5,
} as const;

export type WorkOrderStatus = (typeof WORK_ORDER_STATUS)[keyof typeof WORK_ORDER_STATUS];

export const STATUS_NAMES: Readonly<Record<WorkOrderStatus, string>> = {
  1: '待派单',
  2: '已派单',
  3: '处置中',
  6: '待验收',
  99: '验收中',
  4: '验收通过',
  5: '验收不通过',
};

export type WorkOrderAction = 'dispatch' | 'startRepair' | 'submit' | 'open' | 'accept' | 'reject';

export const ACTION_NAMES: Readonly<Record<WorkOrderAction, string>> = {
  dispatch: '派单',
  startRepair: '开始处置',
  submit: '提交验收',
  open: '打开验收',
  accept: '验收通过',
  reject: '验收不通过',
};

const MOVES: Readonly<Record<WorkOrderAction, ReadonlyArray<readonly [WorkOrderStatus, WorkOrderStatus]>>> = {
  dispatch: [[1, 2]],
  startRepair: [
    [2, 3],
    [5, 3],
  ],
  submit: [[3, 6]],
  open: [
    [6, 99],
    [99, 99],
  ],
  accept: [
    [6, 4],
    [99, 4],
  ],
  reject: [
    [6, 5],
    [99, 5],
  ],
};

export type Transition =
  | { ok: true; from: WorkOrderStatus; to: WorkOrderStatus }
  | { ok: false; from: WorkOrderStatus; message: string };

export function isWorkOrderStatus(value: unknown): value is WorkOrderStatus {
  return typeof value === 'number' && value in STATUS_NAMES;
}

/** Where `action` takes an order in `from`, or why it cannot (a message for the user). */
export function transition(from: WorkOrderStatus, action: WorkOrderAction): Transition {
  const move = MOVES[action].find(([source]) => source === from);
  if (move) return { ok: true, from, to: move[1] };
  const allowed = MOVES[action].map(([source]) => `「${STATUS_NAMES[source]}」`).join('或');
  return {
    ok: false,
    from,
    message: `工单当前状态为「${STATUS_NAMES[from]}」，不能${ACTION_NAMES[action]}（仅${allowed}的工单可以${ACTION_NAMES[action]}）`,
  };
}

/** The actions an order in `status` allows (for buttons and to-dos). */
export function allowedActions(status: WorkOrderStatus): WorkOrderAction[] {
  return (Object.keys(MOVES) as WorkOrderAction[]).filter((action) =>
    MOVES[action].some(([source]) => source === status),
  );
}

/** The assistant's sendOrderModel processStatus (seed 001 §4) as an action. */
export function actionOfProcessStatus(processStatus: 4 | 5 | 99): WorkOrderAction {
  return processStatus === 4 ? 'accept' : processStatus === 5 ? 'reject' : 'open';
}

/** Orders closed for good: nothing moves them any more. */
export function isClosed(status: WorkOrderStatus): boolean {
  return status === 4;
}

/** Seed 001 §5/§9: the acceptance opinion is at most 200 characters. */
export const OPINION_MAX_LENGTH = 200;

/** null when the opinion may be recorded, else the message (characters, not UTF-16 units). */
export function opinionProblem(opinion: string | null | undefined): string | null {
  if (opinion === null || opinion === undefined) return null;
  const length = [...opinion].length;
  return length > OPINION_MAX_LENGTH
    ? `验收意见不能超过${OPINION_MAX_LENGTH}个字符（当前${length}个）`
    : null;
}
