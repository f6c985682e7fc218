// /dispatch 调度派单: the dispatcher's queues over the same work orders as /workOrder — the
// orders waiting for a maintenance unit (dispatched one by one or several ticked at once to the
// same unit, deadline and remark) and the orders past their deadline — with the same moves,
// drawer and button codes (seed 000 §6).
import Button from '@douyinfe/semi-ui/lib/es/button';
import { hasPermission } from '../../lib/permissions/permission';
import type { MovedListener } from './use-work-order-moves';
import { WorkOrderQueues } from './WorkOrderQueues';
import { DISPATCH_ROUTE, type DispatchQueue, queueFilters, WORK_ORDER_BUTTONS } from './work-order-rules';
import { WORK_ORDER_TEXTS as TEXT } from './work-order-texts';

const QUEUES: ReadonlyArray<{ value: DispatchQueue; label: string }> = [
  { value: 'waiting', label: TEXT.waitingQueue },
  { value: 'overdue', label: TEXT.overdueQueue },
];

/** The dispatcher's queues; `onMoved` hears every move (the embedding page tells its host). */
export function DispatchQueues({
  className = 'jt-dispatch',
  onMoved,
}: {
  className?: string;
  onMoved?: MovedListener;
}) {
  return (
    <WorkOrderQueues<DispatchQueue>
      onMoved={onMoved}
      route={DISPATCH_ROUTE}
      title={TEXT.dispatchPage}
      className={className}
      queues={QUEUES}
      filtersOf={queueFilters}
      toolbar={({ queue, ticked, buttonCodes, openForm }) =>
        queue === 'waiting' && hasPermission(buttonCodes, WORK_ORDER_BUTTONS.dispatch) ? (
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
  );
}

export default function DispatchPage() {
  return <DispatchQueues />;
}
