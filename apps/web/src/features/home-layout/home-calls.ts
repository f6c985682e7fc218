// What the home widgets show, through the contract's client: the to-dos (listTodos), the
// published notices (listMyNotices) and today's figures (the totals of listDiseases,
// listWorkOrders, listTodos). Loaded with the widgets only (they bring the table framework).
import { listDiseases } from '../diseases/disease-calls';
import { listMyNotices } from '../notices/notice-calls';
import { listTodos } from '../todos/todo-calls';
import { listWorkOrders } from '../work-orders/work-order-calls';
import { chinaDayStart } from './home-layout-rules';

export { listMyNotices, listTodos };

export interface HomeFigures {
  diseasesToday: number;
  ordersOpen: number;
  todos: number;
}

/** Today's figures: only the totals are read (one row each). */
export async function homeFigures(nowMs = Date.now()): Promise<HomeFigures> {
  const [diseases, orders, todos] = await Promise.all([
    listDiseases({
      current: 1,
      size: 1,
      filters: [{ key: 'reportTime', operator: 'ge', value: chinaDayStart(nowMs) }],
    }),
    listWorkOrders({ current: 1, size: 1, filters: [{ key: 'status', operator: 'in', value: '1,2,3' }] }),
    listTodos({ current: 1, size: 1 }),
  ]);
  return { diseasesToday: diseases.total, ordersOpen: orders.total, todos: todos.total };
}
