// /roadSafety 道路安全 (seed 000 §2's management pages): the safety hazards along the routes on
// the configured table, filtered by route, level, state and report time; a row opens its sheet
// with the history, 处置 (roadSafety:dispose, seed 000 §6) moves it 上报 → 处置中 → 已关闭 with a note;
// 上报隐患 (roadSafety:add) reports a new one, in 上报. A hazard is not deleted: it is closed, and
// kept on record with its history (as a hazard register keeps it).
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { showMessage } from '../../lib/messages/popup-message';
import { PermissionButton } from '../../lib/permissions/PermissionButton';
import { type Road, roads } from '../../lib/reference/reference-data';
import { ConfigTable, failureText, type RowActions } from '../../ui/table';
import { DisposalForm } from './DisposalForm';
import { HazardDetail } from './HazardDetail';
import { ReportForm } from './ReportForm';
import { listSafetyHazards } from './road-safety-calls';
import {
  disposalOption,
  hazardFilterFields,
  ROAD_SAFETY_ADD,
  ROAD_SAFETY_DISPOSE,
  ROAD_SAFETY_ROUTE,
  type SafetyHazard,
  STATUS_COLOURS,
} from './road-safety-rules';
import { ROAD_SAFETY_TEXTS as TEXT } from './road-safety-texts';
import '../shell/pages.css';

const RENDER_CELL = {
  statusName: (value: unknown) => (
    <Tag color={STATUS_COLOURS[String(value)] ?? 'grey'} size="small">
      {String(value)}
    </Tag>
  ),
};

export default function RoadSafetyPage() {
  const [roadList, setRoadList] = useState<Road[]>([]);
  const [reloadKey, setReloadKey] = useState(0);
  const [openId, setOpenId] = useState<string | null>(null);
  const [disposing, setDisposing] = useState<SafetyHazard | null>(null);
  const [reporting, setReporting] = useState(false);
  const changed = useCallback(() => setReloadKey((n) => n + 1), []);

  useEffect(() => {
    roads().then(setRoadList, (error: unknown) => showMessage(failureText(TEXT.roadsFailed, error)));
  }, []);
  const filterFields = useMemo(() => hazardFilterFields(roadList), [roadList]);

  const rowActions = useMemo<RowActions<SafetyHazard>>(
    () => ({
      title: TEXT.actions,
      width: 90,
      render: (hazard) =>
        disposalOption(hazard) ? (
          // Clicks here act on the button, not on the row (which opens the sheet).
          // biome-ignore lint/a11y/noStaticElementInteractions: only stops the click reaching the row.
          // biome-ignore lint/a11y/useKeyWithClickEvents: the button inside takes the keyboard.
          <span onClick={(event) => event.stopPropagation()}>
            <PermissionButton
              permission={ROAD_SAFETY_DISPOSE}
              theme="borderless"
              size="small"
              onClick={() => setDisposing(hazard)}
            >
              {TEXT.dispose}
            </PermissionButton>
          </span>
        ) : null,
    }),
    [],
  );

  return (
    <div className="jt-page jt-road-safety">
      <section className="jt-card" aria-label={TEXT.title}>
        <ConfigTable<SafetyHazard>
          route={ROAD_SAFETY_ROUTE}
          load={listSafetyHazards}
          filterFields={filterFields}
          renderCell={RENDER_CELL}
          rowActions={rowActions}
          toolbar={
            <PermissionButton
              permission={ROAD_SAFETY_ADD}
              theme="solid"
              type="primary"
              onClick={() => setReporting(true)}
              data-action="report"
            >
              {TEXT.report}
            </PermissionButton>
          }
          onRowClick={(hazard) => setOpenId(hazard.id)}
          reloadKey={reloadKey}
        />
      </section>
      {openId !== null && <HazardDetail id={openId} reloadKey={reloadKey} onClose={() => setOpenId(null)} />}
      {reporting && (
        <ReportForm
          onClose={() => setReporting(false)}
          onSaved={(hazard) => {
            setReporting(false);
            showMessage(TEXT.reported(hazard.hazardCode), { type: 'success' });
            changed();
          }}
        />
      )}
      {disposing && (
        <DisposalForm
          hazard={disposing}
          onClose={() => setDisposing(null)}
          onSaved={(hazard) => {
            setDisposing(null);
            showMessage(TEXT.disposed(hazard.statusName), { type: 'success' });
            changed();
          }}
        />
      )}
    </div>
  );
}
