// /workOrder 工单管理: the work orders on the config-driven table (filters of seed 000 §9,
// paging and sorting on the gateway, export to .xlsx under workorder:export), the detail drawer with the order's disease, pictures and
// history, and the moves of the one state machine behind the menu's button codes (seed 000 §6).
// Opened as /workOrder?id=… (a to-do's 办理) it opens that order's drawer.
import { useCallback, useState } from 'react';
import { useSearch } from 'wouter';
import { ConfigTable } from '../../ui/table';
import { openedId } from '../todos/todo-rules';
import { useWorkOrderFilterFields } from './use-work-order-filter-fields';
import { useWorkOrderMoves } from './use-work-order-moves';
import { WorkOrderDetail } from './WorkOrderDetail';
import { exportWorkOrders, listWorkOrders, type WorkOrder } from './work-order-calls';
import { WORK_ORDER_BUTTONS, WORK_ORDER_ROUTE } from './work-order-rules';
import { WORK_ORDER_TEXTS } from './work-order-texts';
import './work-orders.css';

export default function WorkOrdersPage() {
  const [reloadKey, setReloadKey] = useState(0);
  const search = useSearch();
  const [opened, setOpened] = useState(search);
  const [openId, setOpenId] = useState<string | null>(() => openedId(search));
  if (search !== opened) {
    // Opened again on another order while mounted (the tab kept): show that one.
    setOpened(search);
    setOpenId(openedId(search));
  }
  const changed = useCallback(() => setReloadKey((n) => n + 1), []);
  const { buttons, form, renderCell } = useWorkOrderMoves(changed);
  const filterFields = useWorkOrderFilterFields();

  return (
    <div className="jt-page jt-work-orders">
      <section className="jt-card" aria-label={WORK_ORDER_TEXTS.title}>
        <ConfigTable<WorkOrder>
          route={WORK_ORDER_ROUTE}
          load={listWorkOrders}
          filterFields={filterFields}
          renderCell={renderCell}
          onRowClick={(row) => setOpenId(row.id)}
          reloadKey={reloadKey}
          exporter={{ permission: WORK_ORDER_BUTTONS.export, run: exportWorkOrders }}
        />
      </section>
      {openId !== null && (
        <WorkOrderDetail
          id={openId}
          reloadKey={reloadKey}
          actions={buttons}
          onClose={() => setOpenId(null)}
        />
      )}
      {form}
    </div>
  );
}
