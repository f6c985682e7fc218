// /roadStateJudge 路况评定: every evaluated kilometre of every carriageway (MQI and its indices)
// on the configured table (filters of seed 000 §9, paging and sorting on the gateway), its MQI
// coloured by the score band the gateway gives it — the same rows /gl-evaluation sums up.

import Tag from '@douyinfe/semi-ui/lib/es/tag';
import type { Schemas } from '@jt/api-contract';
import { api } from '../../lib/api/client';
import { ConfigTable, type FilterField, listPage, type TablePage, type TableQuery } from '../../ui/table';
import { bandTag, GRADE_NAMES, ROAD_STATE_TEXTS as TEXT } from './road-state-rules';
import '../shell/pages.css';

type Evaluation = Schemas['Evaluation'];

const listEvaluations = async (query: TableQuery): Promise<TablePage<Evaluation>> =>
  listPage(await api.POST('/api/administration/glEvaluation/page', { body: query }));

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
  return (
    <div className="jt-page jt-road-state">
      <section className="jt-card" aria-label={TEXT.title}>
        <ConfigTable<Evaluation>
          route="/roadStateJudge"
          load={listEvaluations}
          filterFields={FILTER_FIELDS}
          renderCell={RENDER_CELL}
        />
      </section>
    </div>
  );
}
