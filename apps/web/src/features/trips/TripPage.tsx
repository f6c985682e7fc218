// /trip 行程轨迹: the patrols' trips on the route's table configuration (by date range, inspector,
// route and vehicle; paging and sorting on the gateway), the export of the filtered trips as
// 行程轨迹.xlsx through the shared table export, and a trip's drawer with its track.
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { roads } from '../../lib/reference/reference-data';
import { ConfigTable } from '../../ui/table';
import { exportTrips, listTrips, type Trip } from './trip-calls';
import { TRIP_EXPORT, TRIP_ROUTE, TRIP_TEXTS, tripFilterFields } from './trip-rules';
import './trips.css';
import '../shell/pages.css';

// The drawer (and the map with it) loads when a trip is first opened: the list comes first.
const TripDetail = lazy(() => import('./TripDetail').then((m) => ({ default: m.TripDetail })));

type Road = Awaited<ReturnType<typeof roads>>[number];

export default function TripPage() {
  const [routes, setRoutes] = useState<Road[]>([]);
  const [openId, setOpenId] = useState<string | null>(null);
  useEffect(() => {
    // Without the routes the route filter offers none; the list still works.
    roads().then(setRoutes, () => setRoutes([]));
  }, []);
  const filterFields = useMemo(() => tripFilterFields(routes), [routes]);
  return (
    <div className="jt-page jt-trips">
      <section className="jt-card" aria-label={TRIP_TEXTS.title}>
        <ConfigTable<Trip>
          route={TRIP_ROUTE}
          load={listTrips}
          filterFields={filterFields}
          exporter={{ permission: TRIP_EXPORT, run: exportTrips }}
          onRowClick={(row) => setOpenId(row.id)}
        />
      </section>
      <Suspense fallback={null}>
        {openId !== null && <TripDetail key={openId} id={openId} onClose={() => setOpenId(null)} />}
      </Suspense>
    </div>
  );
}
