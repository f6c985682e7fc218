// /routeInfo 路线信息 (seed 000 §2's management pages): the routes of the network on the configured
// table (code, name, length, lanes, technical grade, management office …), and a route's sheet:
// its stakes, carriageways and the places along it (interchanges, hubs, service areas). 编辑
// (button code route:edit) changes a route's name, lanes, grade, speed, pavement and office; the
// code and stakes are the network's. Every list and form naming the route follows the new name.

import Descriptions from '@douyinfe/semi-ui/lib/es/descriptions';
import { Form } from '@douyinfe/semi-ui/lib/es/form';
import SideSheet from '@douyinfe/semi-ui/lib/es/sideSheet';
import Table from '@douyinfe/semi-ui/lib/es/table';
import { useEffect, useMemo, useState } from 'react';
import { showMessage } from '../../lib/messages/popup-message';
import { PermissionButton } from '../../lib/permissions/PermissionButton';
import type { Option } from '../../lib/reference/reference-data';
import { FormModal } from '../../ui/form/FormModal';
import { ConfigTable, type FilterField, failureText, type RowActions } from '../../ui/table';
import { listRoutes, managementOffices, updateRoute } from './route-calls';
import {
  PAVEMENTS,
  ROUTE_BUTTONS,
  ROUTE_LIMITS,
  type RouteFormValues,
  type RouteRow,
  routeFacts,
  routeFormValues,
  routePayload,
  speedAllowed,
  ROUTE_TEXTS as T,
  TECHNICAL_GRADES,
} from './route-rules';
import '../shell/pages.css';

const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }));

const FILTER_FIELDS: Readonly<Record<string, FilterField>> = {
  technicalGrade: { kind: 'options', options: options(TECHNICAL_GRADES) },
};

function RouteForm({ route, onClose, onSaved }: { route: RouteRow; onClose(): void; onSaved(): void }) {
  const [offices, setOffices] = useState<Option[]>([]);
  const [failed, setFailed] = useState('');
  useEffect(() => {
    let live = true;
    managementOffices().then(
      (list) => live && setOffices(list),
      (error: unknown) => live && setFailed(failureText(T.officesFailed, error)),
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <FormModal<RouteFormValues>
      title={T.editTitle(route)}
      failedText={T.saveFailed}
      width={560}
      initValues={routeFormValues(route)}
      onClose={onClose}
      onSubmit={async (values) => {
        await updateRoute(route.routeCode, routePayload(values));
        showMessage(T.saved, { type: 'success' });
        onSaved();
      }}
    >
      {() => (
        <>
          <Form.Input
            field="name"
            label={T.fields.name}
            maxLength={ROUTE_LIMITS.name}
            showClear
            rules={[{ required: true, whitespace: true, message: T.nameRequired }]}
          />
          <Form.InputNumber
            field="lanes"
            label={T.fields.lanes}
            min={1}
            max={ROUTE_LIMITS.lanes}
            precision={0}
            rules={[{ required: true, type: 'number', min: 1, max: ROUTE_LIMITS.lanes, message: T.lanes }]}
          />
          <Form.Select
            field="technicalGrade"
            label={T.fields.technicalGrade}
            style={{ width: '100%' }}
            optionList={options(TECHNICAL_GRADES)}
            rules={[{ required: true, message: T.choose(T.fields.technicalGrade) }]}
          />
          <Form.InputNumber
            field="designSpeedKmh"
            label={T.fields.designSpeedKmh}
            min={ROUTE_LIMITS.minSpeed}
            max={ROUTE_LIMITS.maxSpeed}
            step={10}
            precision={0}
            rules={[
              { required: true, message: T.speed },
              { validator: (_rule: unknown, value: unknown) => speedAllowed(value), message: T.speed },
            ]}
          />
          <Form.RadioGroup field="pavement" label={T.fields.pavement}>
            {PAVEMENTS.map((pavement) => (
              <Form.Radio key={pavement} value={pavement}>
                {pavement}
              </Form.Radio>
            ))}
          </Form.RadioGroup>
          <Form.Select
            field="officeId"
            label={T.fields.officeId}
            style={{ width: '100%' }}
            optionList={offices}
            rules={[{ required: true, message: T.choose(T.fields.officeId) }]}
            extraText={failed ? <span role="alert">{failed}</span> : undefined}
          />
        </>
      )}
    </FormModal>
  );
}

export default function RouteInfoPage() {
  const [open, setOpen] = useState<RouteRow | null>(null);
  const [editing, setEditing] = useState<RouteRow | null>(null);
  const [reloadKey, setReloadKey] = useState(0);

  const rowActions = useMemo<RowActions<RouteRow>>(
    () => ({
      title: T.actions,
      width: 90,
      render: (route) => (
        <PermissionButton
          permission={ROUTE_BUTTONS.edit}
          theme="borderless"
          size="small"
          onClick={(event) => {
            event.stopPropagation();
            setEditing(route);
          }}
        >
          {T.edit}
        </PermissionButton>
      ),
    }),
    [],
  );

  return (
    <div className="jt-page jt-routes">
      <section className="jt-card" aria-label={T.title}>
        <ConfigTable<RouteRow>
          route="/routeInfo"
          load={listRoutes}
          filterFields={FILTER_FIELDS}
          onRowClick={setOpen}
          rowActions={rowActions}
          reloadKey={reloadKey}
        />
      </section>
      {editing && (
        <RouteForm
          route={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setReloadKey((n) => n + 1);
          }}
        />
      )}
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
