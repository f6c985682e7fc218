// /patrolArrange 巡查安排: the patrol schedules (排班) on the configured table, 新增排班 behind
// patrol:arrange (seed 000 §6) and edit and delete on each row behind the same code.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { showMessage } from '../../lib/messages/popup-message';
import { PermissionButton } from '../../lib/permissions/PermissionButton';
import { type Road, roads } from '../../lib/reference/reference-data';
import { ConfigTable, ConfirmDelete, type FilterField, type RowActions } from '../../ui/table';
import { ScheduleForm } from './ScheduleForm';
import { deleteSchedule, inspectorNames, listSchedules, type Schedule } from './schedule-calls';
import { SCHEDULE_BUTTONS, SCHEDULE_ROUTE, SHIFTS, SCHEDULE_TEXTS as T } from './schedule-rules';
import './patrols.css';

const FILTERS: Record<string, FilterField> = {
  patrolDate: { kind: 'date' },
  shift: { kind: 'options', options: SHIFTS.map((shift) => ({ label: shift, value: shift })) },
};

export default function PatrolArrangePage() {
  const [routes, setRoutes] = useState<Road[]>([]);
  const [inspectors, setInspectors] = useState<string[]>([]);
  const [editing, setEditing] = useState<Schedule | 'new' | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const changed = useCallback(() => setReloadKey((n) => n + 1), []);

  useEffect(() => {
    // Without them the form offers no route or inspector (and says so when saved); the list works.
    roads().then(setRoutes, () => setRoutes([]));
    inspectorNames().then(setInspectors, () => setInspectors([]));
  }, []);

  const rowActions = useMemo<RowActions<Schedule>>(
    () => ({
      title: T.actions,
      width: 150,
      render: (row) => (
        <span className="jt-patrols__row-actions">
          <PermissionButton
            permission={SCHEDULE_BUTTONS.arrange}
            theme="borderless"
            size="small"
            onClick={() => setEditing(row)}
          >
            {T.edit}
          </PermissionButton>
          <ConfirmDelete
            title={T.deleteConfirm}
            remove={() => deleteSchedule(row.id)}
            deletedText={T.deleted}
            failedText={T.deleteFailed}
            onDeleted={changed}
            permission={SCHEDULE_BUTTONS.arrange}
            label={T.delete}
          />
        </span>
      ),
    }),
    [changed],
  );

  return (
    <div className="jt-page jt-patrol-arrange">
      <section className="jt-card" aria-label={T.title}>
        <ConfigTable<Schedule>
          route={SCHEDULE_ROUTE}
          load={listSchedules}
          filterFields={FILTERS}
          rowActions={rowActions}
          reloadKey={reloadKey}
          toolbar={
            <PermissionButton
              permission={SCHEDULE_BUTTONS.arrange}
              theme="solid"
              type="primary"
              onClick={() => setEditing('new')}
              data-action="add"
            >
              {T.add}
            </PermissionButton>
          }
        />
      </section>
      {editing !== null && (
        <ScheduleForm
          key={editing === 'new' ? 'new' : editing.id}
          editing={editing}
          roads={routes}
          inspectors={inspectors}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            showMessage(T.saved, { type: 'success' });
            changed();
          }}
        />
      )}
    </div>
  );
}
