// /maintenanceArea 养护区域 (seed 000 §2's management pages): each organisation's stretch of a
// route with the person responsible, on the configured table filtered by route, organisation and
// name. 新增养护区域, 编辑 and 删除 sit behind their button codes (seed 000 §6); an area
// overlapping another of its route is refused by the gateway, which names the other.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { showMessage } from '../../lib/messages/popup-message';
import { PermissionButton } from '../../lib/permissions/PermissionButton';
import { type Road, roads } from '../../lib/reference/reference-data';
import { ConfigTable, ConfirmDelete, failureText, type RowActions } from '../../ui/table';
import { MaintenanceAreaForm } from './MaintenanceAreaForm';
import { areaOwners, deleteMaintenanceArea, listMaintenanceAreas } from './maintenance-area-calls';
import {
  areaFilterFields,
  MAINTENANCE_AREA_BUTTONS,
  MAINTENANCE_AREA_ROUTE,
  type MaintenanceArea,
  type Organisation,
} from './maintenance-area-rules';
import { MAINTENANCE_AREA_TEXTS as TEXT } from './maintenance-area-texts';
import '../shell/pages.css';

export default function MaintenanceAreasPage() {
  const [roadList, setRoadList] = useState<Road[]>([]);
  const [orgs, setOrgs] = useState<Organisation[]>([]);
  const [orgsFailed, setOrgsFailed] = useState('');
  const [reloadKey, setReloadKey] = useState(0);
  // null: no form open; 'new': adding; an area: editing it.
  const [editing, setEditing] = useState<MaintenanceArea | 'new' | null>(null);
  const changed = useCallback(() => setReloadKey((n) => n + 1), []);

  useEffect(() => {
    roads().then(setRoadList, (error: unknown) => showMessage(failureText(TEXT.roadsFailed, error)));
    areaOwners().then(setOrgs, (error: unknown) => setOrgsFailed(failureText(TEXT.orgsFailed, error)));
  }, []);
  const filterFields = useMemo(() => areaFilterFields(roadList), [roadList]);

  const rowActions = useMemo<RowActions<MaintenanceArea>>(
    () => ({
      title: TEXT.actions,
      width: 130,
      render: (area) => (
        <span className="jt-maintenance-areas__row-actions">
          <PermissionButton
            permission={MAINTENANCE_AREA_BUTTONS.edit}
            theme="borderless"
            size="small"
            onClick={() => setEditing(area)}
          >
            {TEXT.edit}
          </PermissionButton>
          <ConfirmDelete
            title={TEXT.deleteConfirm}
            remove={() => deleteMaintenanceArea(area.id)}
            deletedText={TEXT.deleted}
            failedText={TEXT.deleteFailed}
            onDeleted={changed}
            permission={MAINTENANCE_AREA_BUTTONS.delete}
          />
        </span>
      ),
    }),
    [changed],
  );

  return (
    <div className="jt-page jt-maintenance-areas">
      <section className="jt-card" aria-label={TEXT.title}>
        <ConfigTable<MaintenanceArea>
          route={MAINTENANCE_AREA_ROUTE}
          load={listMaintenanceAreas}
          filterFields={filterFields}
          rowActions={rowActions}
          toolbar={
            <PermissionButton
              permission={MAINTENANCE_AREA_BUTTONS.add}
              theme="solid"
              type="primary"
              onClick={() => setEditing('new')}
              data-action="add"
            >
              {TEXT.add}
            </PermissionButton>
          }
          reloadKey={reloadKey}
        />
      </section>
      {editing !== null && (
        <MaintenanceAreaForm
          area={editing === 'new' ? null : editing}
          orgs={orgs}
          orgsFailed={orgsFailed}
          onClose={() => setEditing(null)}
          onSaved={(area) => {
            showMessage(editing === 'new' ? TEXT.added(area.areaName) : TEXT.saved, { type: 'success' });
            setEditing(null);
            changed();
          }}
        />
      )}
    </div>
  );
}
