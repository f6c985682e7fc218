// /devices 设备管理 (seed 000 §2's management pages): the roadside devices — cameras, vehicle
// detectors, weather stations, message signs, ETC gantries — with their status now on the
// configured table (filters of seed 000 §9, paging and sorting on the gateway); the ones offline
// or faulty say since when, so a maintenance office sees what to send someone to.

import Tag from '@douyinfe/semi-ui/lib/es/tag';
import type { Schemas } from '@jt/api-contract';
import { api } from '../../lib/api/client';
import { ConfigTable, type FilterField, listPage, type TablePage, type TableQuery } from '../../ui/table';
import { DEVICE_STATUS_COLOURS, DEVICE_TYPE_NAMES, DEVICE_TEXTS as TEXT } from './device-rules';
import '../shell/pages.css';

type Device = Schemas['Device'];

const listDevices = async (query: TableQuery): Promise<TablePage<Device>> =>
  listPage(await api.POST('/api/administration/glDevice/page', { body: query }));

const options = (names: readonly string[]) => ({
  kind: 'options' as const,
  options: names.map((name) => ({ label: name, value: name })),
});

const FILTER_FIELDS: Readonly<Record<string, FilterField>> = {
  deviceTypeName: options(DEVICE_TYPE_NAMES),
  statusName: options(Object.keys(DEVICE_STATUS_COLOURS)),
  statusSince: { kind: 'time' },
};

const RENDER_CELL = {
  statusName: (value: unknown) => (
    <Tag color={DEVICE_STATUS_COLOURS[String(value)] ?? 'grey'} size="small">
      {String(value)}
    </Tag>
  ),
  statusSince: (value: unknown) => (value ? String(value) : ''),
};

export default function DevicesPage() {
  return (
    <div className="jt-page jt-devices">
      <section className="jt-card" aria-label={TEXT.title}>
        <ConfigTable<Device>
          route="/devices"
          load={listDevices}
          filterFields={FILTER_FIELDS}
          renderCell={RENDER_CELL}
        />
      </section>
    </div>
  );
}
