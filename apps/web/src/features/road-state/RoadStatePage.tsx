// /roadStateJudge 路况评定: every evaluated kilometre of every carriageway (MQI and its indices)
// on the configured table (filters of seed 000 §9, paging and sorting on the gateway), its MQI
// coloured by the score band the gateway gives it — the same rows /gl-evaluation sums up. A row
// opens the kilometre's sheet; 新增评定 enters a survey the kilometres it covers are scored from.
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import { useCallback, useState } from 'react';
import { showMessage } from '../../lib/messages/popup-message';
import { PermissionButton } from '../../lib/permissions/PermissionButton';
import { ConfigTable, type FilterField } from '../../ui/table';
import { EvaluationDetail } from './EvaluationDetail';
import { listEvaluations } from './road-state-calls';
import { bandTag, type Evaluation, GRADE_NAMES, ROAD_STATE_BUTTONS } from './road-state-rules';
import { ROAD_STATE_TEXTS as TEXT } from './road-state-texts';
import { SurveyForm } from './SurveyForm';
import '../shell/pages.css';
import './road-state.css';

const FILTER_FIELDS: Readonly<Record<string, FilterField>> = {
  grade: { kind: 'options', options: GRADE_NAMES.map((name) => ({ label: name, value: name })) },
};

const RENDER_CELL = {
  mqi: (value: unknown, row: Evaluation) => {
    const { colour, label } = bandTag(row.band);
    return (
      <Tag style={{ background: colour, color: '#1c1f23' }} size="small" aria-label={label}>
        {String(value)}
      </Tag>
    );
  },
};

export default function RoadStatePage() {
  const [reloadKey, setReloadKey] = useState(0);
  const [openId, setOpenId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const changed = useCallback(() => setReloadKey((n) => n + 1), []);
  return (
    <div className="jt-page jt-road-state">
      <section className="jt-card" aria-label={TEXT.title}>
        <ConfigTable<Evaluation>
          route="/roadStateJudge"
          load={listEvaluations}
          filterFields={FILTER_FIELDS}
          renderCell={RENDER_CELL}
          toolbar={
            <PermissionButton
              permission={ROAD_STATE_BUTTONS.add}
              theme="solid"
              type="primary"
              onClick={() => setAdding(true)}
              data-action="add"
            >
              {TEXT.add}
            </PermissionButton>
          }
          onRowClick={(row) => setOpenId(row.id)}
          reloadKey={reloadKey}
        />
      </section>
      {openId !== null && (
        <EvaluationDetail id={openId} onClose={() => setOpenId(null)} onChanged={changed} />
      )}
      {adding && (
        <SurveyForm
          onClose={() => setAdding(false)}
          onSaved={(result) => {
            setAdding(false);
            showMessage(TEXT.added(result.rows.length), { type: 'success' });
            changed();
          }}
        />
      )}
    </div>
  );
}
