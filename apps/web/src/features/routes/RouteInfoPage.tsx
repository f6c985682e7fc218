// /routeInfo 路线信息 (seed 000 §2's management pages): the routes of the network on the configured
// table (code, name, length, lanes, technical grade, management office …), and a route's sheet:
// its stakes, carriageways and the places along it (interchanges, hubs, service areas).

import Descriptions from '@douyinfe/semi-ui/lib/es/descriptions';
import SideSheet from '@douyinfe/semi-ui/lib/es/sideSheet';
import Table from '@douyinfe/semi-ui/lib/es/table';
import { useState } from 'react';
import { api } from '../../lib/api/client';
import { ConfigTable, type FilterField, listPage, type TablePage, type TableQuery } from '../../ui/table';
import { type NetworkRoute, type RouteRow, routeFacts, TECHNICAL_GRADES } from './route-rules';
import '../shell/pages.css';

/** The table keys its rows by id: a route's is its code. */
async function listRoutes(query: TableQuery): Promise<TablePage<RouteRow>> {
  const page = listPage(await api.POST('/api/administration/glRoute/page', { body: query }));
  return { ...page, records: page.records.map((route: NetworkRoute) => ({ ...route, id: route.routeCode })) };
}

const FILTER_FIELDS: Readonly<Record<string, FilterField>> = {
  technicalGrade: {
    kind: 'options',
    options: TECHNICAL_GRADES.map((grade) => ({ label: grade, value: grade })),
  },
};

export default function RouteInfoPage() {
  const [open, setOpen] = useState<RouteRow | null>(null);
  return (
    <div className="jt-page jt-routes">
      <section className="jt-card" aria-label="路线信息">
        <ConfigTable<RouteRow>
          route="/routeInfo"
          load={listRoutes}
          filterFields={FILTER_FIELDS}
          onRowClick={setOpen}
        />
      </section>
      <SideSheet
        title={open ? open.routeName : ''}
        visible={open !== null}
        onCancel={() => setOpen(null)}
        width={520}
      >
        {open && (
          <div data-route-sheet>
            <Descriptions align="left" data={routeFacts(open)} />
            <h3>沿线地点</h3>
            <Table
              size="small"
              pagination={false}
              rowKey="name"
              dataSource={open.places ?? []}
              columns={[
                { title: '地点', dataIndex: 'name' },
                { title: '桩号', dataIndex: 'stakeNo', width: 140 },
              ]}
            />
          </div>
        )}
      </SideSheet>
    </div>
  );
}
