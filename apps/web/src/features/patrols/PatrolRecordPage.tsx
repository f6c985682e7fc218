// /patrolRecord 巡查记录: the patrol records driven by the route's table configuration (filters by
// route, inspector, date range and status; paging and sorting on the gateway), the export of the
// filtered rows as 巡查记录.xlsx behind patrol:export (seed 000 §6) and the detail drawer.
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { roads } from '../../lib/reference/reference-data';
import { ConfigTable } from '../../ui/table';
import { exportPatrols, listPatrols, type Patrol } from './patrol-calls';
import { PATROL_BUTTONS, PATROL_ROUTE, patrolFilterFields } from './patrol-rules';
import { PATROL_TEXTS } from './patrol-texts';
import './patrols.css';

// The drawer (and the map with it) loads when a record is first opened: the list comes first.
const PatrolDetail = lazy(() => import('./PatrolDetail').then((m) => ({ default: m.PatrolDetail })));

type Road = Awaited<ReturnType<typeof roads>>[number];

export default function PatrolRecordPage() {
  const [routes, setRoutes] = useState<Road[]>([]);
  const [openId, setOpenId] = useState<string | null>(null);

  useEffect(() => {
    // Without the routes the route filter offers none; the list still works.
    roads().then(setRoutes, () => setRoutes([]));
  }, []);
  const filterFields = useMemo(() => patrolFilterFields(routes), [routes]);

  return (
    <div className="jt-page jt-patrols">
      <section className="jt-card jt-patrols__list" aria-label={PATROL_TEXTS.title}>
        <ConfigTable<Patrol>
          route={PATROL_ROUTE}
          load={listPatrols}
          filterFields={filterFields}
          exporter={{ permission: PATROL_BUTTONS.export, run: exportPatrols }}
          onRowClick={(row) => setOpenId(row.id)}
        />
      </section>
      <Suspense fallback={null}>
        {openId !== null && <PatrolDetail key={openId} id={openId} onClose={() => setOpenId(null)} />}
      </Suspense>
    </div>
  );
}
