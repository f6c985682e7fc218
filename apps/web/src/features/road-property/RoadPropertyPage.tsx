// /roadProperty 路产信息 (seed 000 §2's management pages): every route with its road property —
// length, lanes, and the assets on its books counted by type — on the configured table, exported
// as 路产信息.xlsx behind roadProperty:export (seed 000 §6). A row opens the route's assets in a
// side sheet (/assets' own table, kept to that route).
import SideSheet from '@douyinfe/semi-ui/lib/es/sideSheet';
import { useCallback, useState } from 'react';
import { ConfigTable, type TableQuery } from '../../ui/table';
import { listAssets } from '../road-assets/asset-calls';
import type { Asset } from '../road-assets/asset-rules';
import { exportRoadProperties, listRoadProperties } from './road-property-calls';
import {
  ROAD_PROPERTY_EXPORT,
  ROAD_PROPERTY_ROUTE,
  type RoadProperty,
  routeAssetsQuery,
} from './road-property-rules';
import { ROAD_PROPERTY_TEXTS as TEXT } from './road-property-texts';
import '../shell/pages.css';

function RouteAssets({ route, onClose }: { route: RoadProperty; onClose(): void }) {
  const load = useCallback(
    (query: TableQuery) => listAssets(routeAssetsQuery(query, route.routeCode)),
    [route],
  );
  return (
    <SideSheet visible closeOnEsc title={TEXT.assetsTitle(route.routeName)} width={1100} onCancel={onClose}>
      <div className="jt-road-property__assets">
        <ConfigTable<Asset> route="/assets" load={load} arrangeable={false} pageSize={20} />
      </div>
    </SideSheet>
  );
}

export default function RoadPropertyPage() {
  const [open, setOpen] = useState<RoadProperty | null>(null);
  return (
    <div className="jt-page jt-road-property">
      <section className="jt-card" aria-label={TEXT.title}>
        <ConfigTable<RoadProperty>
          route={ROAD_PROPERTY_ROUTE}
          load={listRoadProperties}
          exporter={{ permission: ROAD_PROPERTY_EXPORT, run: exportRoadProperties }}
          onRowClick={setOpen}
        />
      </section>
      {open && <RouteAssets route={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
