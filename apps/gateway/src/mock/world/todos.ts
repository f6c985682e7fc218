// To-dos (待办): the work orders waiting for the management side — to dispatch (待派单) and to
// accept (待验收, 验收中) — in the shape of seed 001 §3's to-do item. Derived from the orders
// every time, so a move anywhere shows at once.

import { type Page, queryPage, type TableQueryInput } from '../platform/table-query';
import { fieldSpecs } from './field-specs';
import type { WorkOrderRow, WorkOrders } from './work-orders';

export type TodoKind = 'dispatch' | 'acceptance';

export interface TodoItem {
  /** The work order's id (what sendOrderModel and the order calls take). */
  id: string;
  diseaseId: string;
  /** The disease's name ('坑槽', '横向裂缝'). */
  type: string;
  statusText: string;
  /** 'G42 沪蓉高速'. */
  roadName: string;
  /** 'K1234+500'. */
  pile: string;
  /** The maintenance unit (the reporting squad while not dispatched). */
  unit: string;
  /** When the disease was collected. */
  collectTime: string;
  kind: TodoKind;
  orderCode: string;
  status: number;
  diseaseLevel: 1 | 2 | 3;
  deadline: string | null;
}

export const TODO_FIELDS = fieldSpecs<TodoItem>({
  id: 'text',
  diseaseId: 'text',
  type: 'text',
  statusText: 'text',
  roadName: 'text',
  pile: 'text',
  unit: 'text',
  collectTime: 'time',
  kind: 'text',
  orderCode: 'text',
  status: 'number',
  diseaseLevel: 'number',
  deadline: 'time',
});

const KIND_OF: Readonly<Record<number, TodoKind>> = { 1: 'dispatch', 6: 'acceptance', 99: 'acceptance' };

export class Todos {
  constructor(
    private readonly orders: WorkOrders,
    private readonly reporterOf: (diseaseId: string) => string | undefined,
  ) {}

  /** The to-dos now, newest first; only the kinds asked for (both by default). */
  list(kinds: readonly TodoKind[] = ['dispatch', 'acceptance']): TodoItem[] {
    const out: TodoItem[] = [];
    for (const order of this.orders.rows()) {
      const kind = KIND_OF[order.status];
      if (kind && kinds.includes(kind)) out.push(this.item(order, kind));
    }
    return out;
  }

  /** A page of the to-dos of the kinds asked for (whose button codes the user holds). */
  page(query: TableQueryInput, kinds?: readonly TodoKind[]): Page<TodoItem> {
    return queryPage(this.list(kinds), query, TODO_FIELDS);
  }

  private item(order: WorkOrderRow, kind: TodoKind): TodoItem {
    return {
      id: order.id,
      diseaseId: order.diseaseId,
      type: order.diseaseName,
      statusText: order.statusName,
      roadName: order.routeName,
      pile: order.stakeNo,
      unit: order.maintainUnit ?? this.reporterOf(order.diseaseId) ?? '',
      // The order is created when its disease is reported: the collection time.
      collectTime: order.createTime,
      kind,
      orderCode: order.orderCode,
      status: order.status,
      diseaseLevel: order.diseaseLevel,
      deadline: order.deadline,
    };
  }
}
