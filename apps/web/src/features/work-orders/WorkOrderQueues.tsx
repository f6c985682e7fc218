// A page of work-order queues (/dispatch, /abnormal): one list per queue over the same orders
// (the queue's filters added to the user's own), switched with buttons, with /workOrder's moves,
// drawer and button codes. A queue is its own list: its filters, paging and ticks start afresh.
import Radio from '@douyinfe/semi-ui/lib/es/radio';
import RadioGroup from '@douyinfe/semi-ui/lib/es/radio/radioGroup';
import { type ReactNode, useCallback, useState } from 'react';
import { ConfigTable, type TableFilter, type TableQuery } from '../../ui/table';
import { useWorkOrderFilterFields } from './use-work-order-filter-fields';
import { type MovedListener, type MoveTarget, useWorkOrderMoves } from './use-work-order-moves';
import { WorkOrderDetail } from './WorkOrderDetail';
import { listWorkOrders, type WorkOrder } from './work-order-calls';
import { withQueueFilters } from './work-order-rules';
import '../shell/pages.css';
import './work-orders.css';

export interface WorkOrderQueuesProps<Queue extends string> {
  /** The table configuration's route. */
  route: string;
  title: string;
  className: string;
  queues: ReadonlyArray<{ value: Queue; label: string }>;
  filtersOf(queue: Queue): TableFilter[];
  /** The buttons over a queue's list (e.g. dispatching the ticked orders). */
  toolbar?(context: {
    queue: Queue;
    ticked: readonly string[];
    buttonCodes: readonly string[];
    openForm(target: MoveTarget): void;
  }): ReactNode;
  /** Told after every move (e.g. the embedding page of task delivery tells its host). */
  onMoved?: MovedListener;
}

export function WorkOrderQueues<Queue extends string>(props: WorkOrderQueuesProps<Queue>) {
  const [queue, setQueue] = useState<Queue>(props.queues[0]?.value as Queue);
  const [reloadKey, setReloadKey] = useState(0);
  const [openId, setOpenId] = useState<string | null>(null);
  const [ticked, setTicked] = useState<readonly string[]>([]);
  const { onMoved } = props;
  const changed = useCallback<MovedListener>(
    (action, ids) => {
      setReloadKey((n) => n + 1);
      onMoved?.(action, ids);
    },
    [onMoved],
  );
  const { buttons, form, openForm, buttonCodes, renderCell } = useWorkOrderMoves(changed);
  const filterFields = useWorkOrderFilterFields();
  const { filtersOf } = props;
  const load = useCallback(
    (query: TableQuery) => listWorkOrders(withQueueFilters(query, filtersOf(queue))),
    [queue, filtersOf],
  );

  return (
    <div className={`jt-page jt-work-orders ${props.className}`}>
      <section className="jt-card" aria-label={props.title}>
        <RadioGroup
          type="button"
          value={queue}
          onChange={(event) => {
            setQueue(event.target.value as Queue);
            setTicked([]);
          }}
          aria-label={props.title}
        >
          {props.queues.map(({ value, label }) => (
            <Radio key={value} value={value}>
              {label}
            </Radio>
          ))}
        </RadioGroup>
        <ConfigTable<WorkOrder>
          key={queue}
          route={props.route}
          load={load}
          filterFields={filterFields}
          renderCell={renderCell}
          onRowClick={(row) => setOpenId(row.id)}
          onRowsSelected={setTicked}
          reloadKey={reloadKey}
          toolbar={props.toolbar?.({ queue, ticked, buttonCodes, openForm })}
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
