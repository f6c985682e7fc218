// /devices 设备管理 (seed 000 §2's management pages): the roadside devices — cameras, vehicle
// detectors, weather stations, message signs, ETC gantries — with their status now on the
// configured table (filters of seed 000 §9, paging and sorting on the gateway); the ones offline
// or faulty say since when, so a maintenance office sees what to send someone to. 编辑 corrects
// a device's record behind its button code (seed 000 §6).
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { showMessage } from '../../lib/messages/popup-message';
import { PermissionButton } from '../../lib/permissions/PermissionButton';
import { type DicEntry, dictionaries } from '../../lib/reference/reference-data';
import { ConfigTable, type RowActions } from '../../ui/table';
import { DeviceForm } from './DeviceForm';
import { listDevices } from './device-calls';
import {
  DEVICE_BUTTONS,
  DEVICE_DICTIONARIES,
  DEVICE_ROUTE,
  DEVICE_STATUS_COLOURS,
  type Device,
  deviceFilterFields,
  DEVICE_TEXTS as TEXT,
} from './device-rules';
import '../shell/pages.css';

const RENDER_CELL = {
  statusName: (value: unknown) => (
    <Tag color={DEVICE_STATUS_COLOURS[String(value)] ?? 'grey'} size="small">
      {String(value)}
    </Tag>
  ),
  statusSince: (value: unknown) => (value ? String(value) : ''),
};

export default function DevicesPage() {
  const [entries, setEntries] = useState<DicEntry[]>([]);
  const [editing, setEditing] = useState<Device | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const changed = useCallback(() => setReloadKey((n) => n + 1), []);
  useEffect(() => {
    // Without the dictionaries the filters fall back to typed values; the list still works.
    dictionaries(DEVICE_DICTIONARIES).then(setEntries, () => setEntries([]));
  }, []);
  const filterFields = useMemo(() => deviceFilterFields(entries), [entries]);
  const rowActions = useMemo<RowActions<Device>>(
    () => ({
      title: TEXT.actions,
      width: 90,
      render: (device) => (
        <PermissionButton
          permission={DEVICE_BUTTONS.edit}
          theme="borderless"
          size="small"
          onClick={() => setEditing(device)}
        >
          {TEXT.edit}
        </PermissionButton>
      ),
    }),
    [],
  );

  return (
    <div className="jt-page jt-devices">
      <section className="jt-card" aria-label={TEXT.title}>
        <ConfigTable<Device>
          route={DEVICE_ROUTE}
          load={listDevices}
          filterFields={filterFields}
          renderCell={RENDER_CELL}
          rowActions={rowActions}
          reloadKey={reloadKey}
        />
      </section>
      {editing && (
        <DeviceForm
          device={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            showMessage(TEXT.saved, { type: 'success' });
            changed();
          }}
        />
      )}
    </div>
  );
}
