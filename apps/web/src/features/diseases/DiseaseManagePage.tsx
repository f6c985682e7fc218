// /diseaseManage (seed 000 §2, seed 001 §2): disease management — the list driven by the route's
// table configuration (filters of seed 000 §9, paging and sorting on the gateway, export), a map
// of the same filtered diseases (clusters or heat), the detail drawer (process steps, pictures,
// the patrol track) and create, edit and delete behind the menu's button codes (seed 000 §6).
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { showMessage } from '../../lib/messages/popup-message';
import { PermissionButton } from '../../lib/permissions/PermissionButton';
import { type DicEntry, dictionaries } from '../../lib/reference/reference-data';
import { preloadRoadMap } from '../../ui/map';
import { ConfigTable, ConfirmDelete, type RowActions, type TableSelection } from '../../ui/table';
import { DiseaseMap } from './DiseaseMap';
import { type Disease, deleteDisease, exportDiseases, listDiseases } from './disease-calls';
import { DICTIONARY_CODES, DISEASE_BUTTONS, DISEASE_ROUTE, diseaseFilterFields } from './disease-rules';
import { DISEASE_TEXTS } from './disease-texts';
import './disease-manage.css';

// The drawer and the form load when first opened: the list and the map come first.
const DiseaseDetail = lazy(() => import('./DiseaseDetail').then((m) => ({ default: m.DiseaseDetail })));
const DiseaseForm = lazy(() => import('./DiseaseForm').then((m) => ({ default: m.DiseaseForm })));

// The map's engine (its chunk, the offline style, MapLibre's worker) downloads and compiles from
// the moment this page's chunk runs, beside the list's calls: it is ready when the list is shown.
preloadRoadMap();

const LEVEL_TAG: Record<string, string> = { '1': 'slight', '2': 'general', '3': 'serious' };

export default function DiseaseManagePage() {
  const [entries, setEntries] = useState<DicEntry[]>([]);
  const [selection, setSelection] = useState<TableSelection | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const [openId, setOpenId] = useState<string | null>(null);
  const [editing, setEditing] = useState<Disease | 'new' | null>(null);

  useEffect(() => {
    // Without the dictionaries the filters fall back to typed values; the list still works.
    dictionaries(DICTIONARY_CODES).then(setEntries, () => setEntries([]));
  }, []);

  const filterFields = useMemo(() => diseaseFilterFields(entries), [entries]);
  const renderCell = useMemo(
    () => ({
      diseaseLevelName: (value: unknown, row: Disease) => (
        <span className={`jt-diseases__level jt-diseases__level--${LEVEL_TAG[String(row.diseaseLevel)]}`}>
          {String(value)}
        </span>
      ),
      diseaseArea: (_value: unknown, row: Disease) => `${row.diseaseArea.toFixed(3)}${row.areaUnit}`,
    }),
    [],
  );
  const changed = useCallback(() => setReloadKey((n) => n + 1), []);
  // The list is what a user reads first: the map's engine starts once it is shown.
  const [listShown, setListShown] = useState(false);
  const shown = useCallback(() => setListShown(true), []);

  const rowActions = useMemo<RowActions<Disease>>(
    () => ({
      title: DISEASE_TEXTS.actions,
      width: 140,
      render: (row) => (
        // Clicks here act on the row's buttons, not on the row (which opens the detail).
        // biome-ignore lint/a11y/noStaticElementInteractions: only stops the click reaching the row.
        // biome-ignore lint/a11y/useKeyWithClickEvents: the buttons inside take the keyboard.
        <span className="jt-diseases__row-actions" onClick={(event) => event.stopPropagation()}>
          <PermissionButton
            permission={DISEASE_BUTTONS.edit}
            theme="borderless"
            size="small"
            onClick={() => setEditing(row)}
          >
            {DISEASE_TEXTS.edit}
          </PermissionButton>
          <ConfirmDelete
            title={DISEASE_TEXTS.deleteConfirm}
            remove={() => deleteDisease(row.id)}
            deletedText={DISEASE_TEXTS.deleted}
            failedText={DISEASE_TEXTS.deleteFailed}
            onDeleted={changed}
            permission={DISEASE_BUTTONS.delete}
            label={DISEASE_TEXTS.delete}
          />
        </span>
      ),
    }),
    [changed],
  );

  return (
    <div className="jt-page jt-diseases">
      <div className="jt-diseases__body">
        <section className="jt-card jt-diseases__list" aria-label={DISEASE_TEXTS.title}>
          <ConfigTable<Disease>
            route={DISEASE_ROUTE}
            load={listDiseases}
            filterFields={filterFields}
            renderCell={renderCell}
            rowActions={rowActions}
            exporter={{ permission: DISEASE_BUTTONS.export, run: exportDiseases }}
            toolbar={
              <PermissionButton
                permission={DISEASE_BUTTONS.add}
                theme="solid"
                type="primary"
                onClick={() => setEditing('new')}
                data-action="add"
              >
                {DISEASE_TEXTS.add}
              </PermissionButton>
            }
            onSelectionChange={setSelection}
            onShown={shown}
            onRowClick={(row) => setOpenId(row.id)}
            reloadKey={reloadKey}
          />
        </section>
        <DiseaseMap selection={selection} reloadKey={reloadKey} onOpen={setOpenId} startEngine={listShown} />
      </div>
      <Suspense fallback={null}>
        {openId !== null && <DiseaseDetail id={openId} onClose={() => setOpenId(null)} />}
        {editing !== null && (
          <DiseaseForm
            // A new form for each disease edited: no refusal or value is carried over.
            key={editing === null ? 'closed' : editing === 'new' ? 'new' : editing.id}
            editing={editing}
            entries={entries}
            onClose={() => setEditing(null)}
            onSaved={(disease) => {
              setEditing(null);
              showMessage(DISEASE_TEXTS.saved, { type: 'success' });
              changed();
              setOpenId(disease.id);
            }}
          />
        )}
      </Suspense>
    </div>
  );
}
