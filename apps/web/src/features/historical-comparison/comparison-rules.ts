// 历史对比's choices apart from React: which orders have a before and an after (repaired and
// waiting for acceptance, or accepted), and which pictures face each other.
import { WORK_ORDER_STATUS } from '@jt/mocks/world/work-order-states';
import type { TableFilter } from '../../ui/table';
import type { WorkOrderDetail } from '../work-orders/work-order-calls';

export const COMPARISON_ROUTE = '/historicalComparison';

/** Repairs with an after: submitted for acceptance (待验收) or accepted (验收通过). */
export const REPAIRED_FILTERS: readonly TableFilter[] = [
  {
    key: 'status',
    operator: 'in',
    value: [WORK_ORDER_STATUS.awaitingAcceptance, WORK_ORDER_STATUS.accepted].join(','),
  },
];

export interface PicturePair {
  title: string;
  time: string | null;
  before: string | null;
  after: string | null;
}

/**
 * The disease as reported against the road after the last step, then every construction step's
 * own before and after.
 */
export function picturePairs(order: Pick<WorkOrderDetail, 'picBefore' | 'workStepVoList'>): PicturePair[] {
  const steps = order.workStepVoList;
  const last = steps[steps.length - 1];
  const overall: PicturePair = {
    title: '整体对比',
    time: last?.stepTime ?? null,
    before: order.picBefore ?? null,
    after: last?.picAfter ?? null,
  };
  return [
    overall,
    ...steps.map((step) => ({
      title: step.stepName,
      time: step.stepTime,
      before: step.picBefore,
      after: step.picAfter,
    })),
  ];
}

export const COMPARISON_TEXTS = {
  title: '历史对比',
  pick: '选择左侧工单查看修复前后对比',
  before: '修复前',
  after: '修复后',
  noPicture: '暂无图片',
  loadFailed: '工单读取失败',
} as const;
