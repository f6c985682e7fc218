// /iframe/taskDelivery 任务下发（嵌入页）: the dispatcher's queues for a page of this origin that
// frames them — the work orders waiting for a maintenance unit and those past their deadline,
// dispatched one by one or ticked together, with /dispatch's drawer, moves and button codes —
// and the framing page is told of every move (which, on which orders). No shell.
import { useCallback } from 'react';
import { DispatchQueues } from '../work-orders/DispatchPage';
import type { MovedListener } from '../work-orders/use-work-order-moves';
import { EMBEDDED_TEXTS as TEXT } from './embedded-texts';
import { FRAME_MESSAGE_SOURCE, notifyEmbedder } from './frame-messages';
import './embedded.css';

export default function TaskDeliveryFramePage() {
  const moved = useCallback<MovedListener>((action, ids) => {
    notifyEmbedder({ source: FRAME_MESSAGE_SOURCE, type: 'taskDelivered', action, workOrderIds: [...ids] });
  }, []);
  return (
    <div className="jt-embedded jt-embedded--tasks">
      <header className="jt-embedded__bar">
        <h1 className="jt-embedded__title">{TEXT.taskTitle}</h1>
      </header>
      <DispatchQueues className="jt-dispatch jt-embedded__queues" onMoved={moved} />
    </div>
  );
}
