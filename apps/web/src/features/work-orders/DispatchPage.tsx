// /dispatch 调度派单: the dispatcher's queues over the same work orders as /workOrder — the
// orders waiting for a maintenance unit (dispatched one by one or several ticked at once to the
// same unit, deadline and remark) and the orders past their deadline — with the same moves,
// drawer and button codes (seed 000 §6).
import Button from '@douyinfe/semi-ui/lib/es/button';
import Radio from '@douyinfe/semi-ui/lib/es/radio';
import RadioGroup from '@douyinfe/semi-ui/lib/es/radio/radioGroup';
import { useCallback, useState } from 'react';
import { hasPermission } from '../../lib/permissions/permission';
import { ConfigTable, type TableQuery } from '../../ui/table';
import { useWorkOrderFilterFields } from './use-work-order-filter-fields';
import { useWorkOrderMoves } from './use-work-order-moves';
import { WorkOrderDetail } from './WorkOrderDetail';
import { listWorkOrders, type WorkOrder } from './work-order-calls';
import { DISPATCH_ROUTE, type DispatchQueue, queueQuery, WORK_ORDER_BUTTONS } from './work-order-rules';
import { WORK_ORDER_TEXTS as TEXT } from './work-order-texts';
import '../shell/pages.css';
import './work-orders.css';

export default function DispatchPage() {
  const [queue, setQueue] = useState<DispatchQueue>('waiting');
  const [reloadKey, setReloadKey] = useState(0);
  const [openId, setOpenId] = useState<string | null>(null);
  const [ticked, setTicked] = useState<readonly string[]>([]);
  const changed = useCallback(() => setReloadKey((n) => n + 1), []);
  const { buttons, form, openForm, buttonCodes, renderCell } = useWorkOrderMoves(changed);
  const filterFields = useWorkOrderFilterFields();
  const load = useCallback((query: TableQuery) => listWorkOrders(queueQuery(queue, query)), [queue]);

  const mayDispatch = queue === 'waiting' && hasPermission(buttonCodes, WORK_ORDER_BUTTONS.dispatch);
  return (
    <div className="jt-page jt-work-orders jt-dispatch">
      <section className="jt-card" aria-label={TEXT.dispatchPage}>
        <RadioGroup
          type="button"
          value={queue}
          onChange={(event) => {
            setQueue(event.target.value as DispatchQueue);
            setTicked([]);
          }}
          aria-label={TEXT.dispatchPage}
        >
          <Radio value="waiting">{TEXT.waitingQueue}</Radio>
          <Radio value="overdue">{TEXT.overdueQueue}</Radio>
        </RadioGroup>
        <ConfigTable<WorkOrder>
          // A queue is its own list: its filters, paging and ticks start afresh.
          key={queue}
          route={DISPATCH_ROUTE}
          load={load}
          filterFields={filterFields}
          renderCell={renderCell}
          onRowClick={(row) => setOpenId(row.id)}
          onRowsSelected={setTicked}
          reloadKey={reloadKey}
          toolbar={
            mayDispatch ? (
              <Button
                theme="solid"
                type="primary"
                disabled={ticked.length === 0}
                title={TEXT.dispatchHint}
                onClick={() => openForm({ action: 'dispatch', ids: [...ticked] })}
              >
                {TEXT.dispatchSelected(ticked.length)}
              </Button>
            ) : null
          }
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
