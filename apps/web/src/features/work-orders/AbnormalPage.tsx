// /abnormal 异常管理: the work orders in trouble, over the same orders as /workOrder — past their
// deadline, refused at acceptance (验收不通过, to be redone), and repaired more than once — with
// the same moves, drawer and button codes (seed 000 §6), so a supervisor acts on them at once.
import { WorkOrderQueues } from './WorkOrderQueues';
import { ABNORMAL_KINDS, ABNORMAL_ROUTE, type AbnormalKind, abnormalFilters } from './work-order-rules';
import { WORK_ORDER_TEXTS as TEXT } from './work-order-texts';

const QUEUES = ABNORMAL_KINDS.map((kind) => ({ value: kind, label: TEXT.abnormalKinds[kind] }));

export default function AbnormalPage() {
  return (
    <WorkOrderQueues<AbnormalKind>
      route={ABNORMAL_ROUTE}
      title={TEXT.abnormalPage}
      className="jt-abnormal"
      queues={QUEUES}
      filtersOf={abnormalFilters}
    />
  );
}
