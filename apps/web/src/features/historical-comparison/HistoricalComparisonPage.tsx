// /historicalComparison 历史对比 (issue 15: before/after side by side): the repairs that have an
// after (待验收, 验收通过) on the configured table; the chosen one's pictures face each other —
// the disease as reported against the road after the last step, then each construction step's
// before and after — read with the session's token, each opening full size.
import Image from '@douyinfe/semi-ui/lib/es/image';
import Spin from '@douyinfe/semi-ui/lib/es/spin';
import { useCallback, useEffect, useState } from 'react';
import { pictureUrl } from '../../lib/media/picture-url';
import { ConfigTable, failureText, type TableQuery } from '../../ui/table';
import { useWorkOrderFilterFields } from '../work-orders/use-work-order-filter-fields';
import {
  getWorkOrder,
  listWorkOrders,
  type WorkOrder,
  type WorkOrderDetail,
} from '../work-orders/work-order-calls';
import { withQueueFilters } from '../work-orders/work-order-rules';
import {
  COMPARISON_ROUTE,
  type PicturePair,
  picturePairs,
  REPAIRED_FILTERS,
  COMPARISON_TEXTS as TEXT,
} from './comparison-rules';
import './historical-comparison.css';
import '../shell/pages.css';

function Picture({ objectKey, label }: { objectKey: string | null; label: string }) {
  const url = pictureUrl(objectKey);
  return (
    <figure className="jt-comparison__picture">
      {url ? (
        <Image src={url} alt={label} width="100%" height={220} imgCls="jt-comparison__img" />
      ) : (
        <div className="jt-comparison__none">{TEXT.noPicture}</div>
      )}
      <figcaption>{label}</figcaption>
    </figure>
  );
}

function Pair({ pair }: { pair: PicturePair }) {
  return (
    <section className="jt-comparison__pair" aria-label={pair.title}>
      <h3>
        {pair.title}
        {pair.time && <span className="jt-comparison__time">{pair.time}</span>}
      </h3>
      <div className="jt-comparison__sides">
        <Picture objectKey={pair.before} label={TEXT.before} />
        <Picture objectKey={pair.after} label={TEXT.after} />
      </div>
    </section>
  );
}

export default function HistoricalComparisonPage() {
  const filterFields = useWorkOrderFilterFields();
  const [chosen, setChosen] = useState<string | null>(null);
  const [order, setOrder] = useState<WorkOrderDetail | null>(null);
  const [failure, setFailure] = useState('');
  const load = useCallback(
    (query: TableQuery) => listWorkOrders(withQueueFilters(query, REPAIRED_FILTERS)),
    [],
  );

  useEffect(() => {
    if (chosen === null) return;
    let live = true;
    setOrder(null);
    setFailure('');
    getWorkOrder(chosen).then(
      (read) => live && setOrder(read),
      (error: unknown) => live && setFailure(failureText(TEXT.loadFailed, error)),
    );
    return () => {
      live = false;
    };
  }, [chosen]);

  return (
    <div className="jt-page jt-comparison">
      <section className="jt-card jt-comparison__list" aria-label={TEXT.title}>
        <ConfigTable<WorkOrder>
          route={COMPARISON_ROUTE}
          load={load}
          filterFields={filterFields}
          onRowClick={(row) => setChosen(row.id)}
        />
      </section>
      <section className="jt-card jt-comparison__view" aria-label="修复前后对比" data-comparison>
        {chosen === null ? (
          <p className="jt-comparison__hint">{TEXT.pick}</p>
        ) : failure ? (
          <p role="alert">{failure}</p>
        ) : order === null ? (
          <Spin />
        ) : (
          <>
            <h2 className="jt-comparison__heading">
              {order.orderCode} · {order.diseaseTypeName} · {order.routeName} {order.stakeNo}
            </h2>
            {picturePairs(order).map((pair) => (
              <Pair key={`${pair.title}-${pair.time}`} pair={pair} />
            ))}
          </>
        )}
      </section>
    </div>
  );
}
