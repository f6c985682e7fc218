// /roadDraw 道路绘制 (seed 000 §2's management pages; the map component's draw tools, seed 001 §2,
// §4): the road sections administrators draw on the map, listed on the configured table (filters
// of seed 000 §9, paging and sorting on the gateway) beside a RoadMap that shows the listed
// sections, the selected one highlighted and fitted. 新增路段: draw the line with the toolbar
// (画线, click, double-click to end; 开始编辑 drags its vertices, 结束编辑), fill the form,
// save. 编辑: the form, and a line drawn again replaces the saved one. 删除 asks first.
import Popconfirm from '@douyinfe/semi-ui/lib/es/popconfirm';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { showMessage } from '../../lib/messages/popup-message';
import { PermissionButton } from '../../lib/permissions/PermissionButton';
import { type DicEntry, dictionaries, dictionaryOptions } from '../../lib/reference/reference-data';
import { type LngLat, RoadMap } from '../../ui/map';
import { ConfigTable, type FilterField, failureText, type RowActions, type TableQuery } from '../../ui/table';
import {
  createRoadSection,
  deleteRoadSection,
  listRoadSections,
  type RoadSection,
  type RoadSectionFields,
  updateRoadSection,
} from './road-draw-calls';
import {
  lengthText,
  ROAD_DRAW_BUTTONS,
  ROAD_DRAW_ROUTE,
  sectionLines,
  sectionPath,
  ROAD_DRAW_TEXTS as T,
} from './road-draw-rules';
import { SectionForm } from './SectionForm';
import './road-draw.css';
import '../shell/pages.css';

const RENDER_CELL = {
  lengthM: (value: unknown) => lengthText(Number(value)),
};

export default function RoadDrawPage() {
  const [rows, setRows] = useState<RoadSection[]>([]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [editing, setEditing] = useState<RoadSection | 'new' | null>(null);
  const [drawn, setDrawn] = useState<readonly LngLat[]>([]);
  // A new map (its drawing tools cleared) after a save or a cancel.
  const [mapKey, setMapKey] = useState(0);
  const [reloadKey, setReloadKey] = useState(0);
  const [entries, setEntries] = useState<DicEntry[]>([]);
  const top = useRef<HTMLElement | null>(null);

  // The form opens beside the map: bring them into view when 编辑 is clicked far down the list.
  const editingKey = editing === null ? null : editing === 'new' ? 'new' : editing.id;
  useEffect(() => {
    if (editingKey !== null) top.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [editingKey]);

  useEffect(() => {
    // Without the dictionary the direction has no choices; the form says so when saving.
    dictionaries(['road_direction']).then(setEntries, () => setEntries([]));
  }, []);
  const directions = useMemo(() => dictionaryOptions(entries, 'road_direction'), [entries]);
  const directionFilter = useMemo<Readonly<Record<string, FilterField>>>(
    () => ({
      directionName: {
        kind: 'options',
        options: directions.map((o) => ({ label: o.label, value: o.label })),
      },
      lengthM: { kind: 'number' },
      updateTime: { kind: 'time' },
    }),
    [directions],
  );

  const load = useCallback(async (query: TableQuery) => {
    const page = await listRoadSections(query);
    setRows(page.records);
    return page;
  }, []);

  const lines = useMemo(() => sectionLines(rows, selectedId), [rows, selectedId]);
  const selected = rows.find((row) => row.id === selectedId) ?? null;
  const fitTo = useMemo(
    () => (selected ? sectionPath(selected) : rows.length > 0 ? rows.flatMap(sectionPath) : null),
    [selected, rows],
  );

  const close = () => {
    setEditing(null);
    setDrawn([]);
    setMapKey((n) => n + 1);
  };
  const save = async (fields: RoadSectionFields) => {
    const saved =
      editing === 'new' || editing === null
        ? await createRoadSection(fields)
        : await updateRoadSection(editing.id, fields);
    showMessage(T.saved, { type: 'success' });
    setSelectedId(saved.id);
    close();
    setReloadKey((n) => n + 1);
  };

  const rowActions = useMemo<RowActions<RoadSection>>(
    () => ({
      title: T.actions,
      width: 130,
      render: (section) => (
        <span className="jt-road-draw__row-actions">
          <PermissionButton
            permission={ROAD_DRAW_BUTTONS.edit}
            theme="borderless"
            size="small"
            onClick={(event) => {
              event.stopPropagation();
              setSelectedId(section.id);
              setDrawn([]);
              setEditing(section);
            }}
          >
            {T.edit}
          </PermissionButton>
          <Popconfirm
            title={T.deleteConfirm}
            onConfirm={() =>
              deleteRoadSection(section.id).then(
                () => {
                  showMessage(T.deleted, { type: 'success' });
                  if (selectedId === section.id) setSelectedId(null);
                  setReloadKey((n) => n + 1);
                },
                (error: unknown) => showMessage(failureText(T.deleteFailed, error)),
              )
            }
          >
            <PermissionButton
              permission={ROAD_DRAW_BUTTONS.delete}
              theme="borderless"
              type="danger"
              size="small"
              onClick={(event) => event.stopPropagation()}
            >
              {T.delete}
            </PermissionButton>
          </Popconfirm>
        </span>
      ),
    }),
    [selectedId],
  );

  return (
    <div className="jt-page jt-road-draw">
      <section ref={top} className="jt-card jt-road-draw__top" aria-label={T.mapTitle}>
        <div className="jt-road-draw__map" data-road-draw-map>
          <RoadMap
            key={mapKey}
            engine="auto"
            height="100%"
            lines={lines}
            fitTo={fitTo}
            toolbar={editing !== null}
            onRouteChange={setDrawn}
          />
        </div>
        {editing !== null && (
          <SectionForm
            key={editing === 'new' ? 'new' : editing.id}
            section={editing === 'new' ? null : editing}
            drawn={drawn}
            directions={directions}
            onSave={save}
            onCancel={close}
          />
        )}
      </section>
      <section className="jt-card" aria-label={T.title}>
        <ConfigTable<RoadSection>
          route={ROAD_DRAW_ROUTE}
          load={load}
          filterFields={directionFilter}
          renderCell={RENDER_CELL}
          rowActions={rowActions}
          onRowClick={(row) => setSelectedId(row.id)}
          reloadKey={reloadKey}
          toolbar={
            <PermissionButton
              permission={ROAD_DRAW_BUTTONS.add}
              theme="solid"
              type="primary"
              disabled={editing !== null}
              onClick={() => {
                setDrawn([]);
                setEditing('new');
              }}
            >
              {T.add}
            </PermissionButton>
          }
        />
      </section>
    </div>
  );
}
