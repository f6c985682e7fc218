// /tableDemo (seed 000 §2 tool pages): the config-driven table over the real disease list — its
// own table configuration (/tableDemo) has a filtering column for every operator of seed 000 §9,
// and the page shows the filters it sends, the selected rows and the export of the disease page.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { type DicEntry, dictionaries } from '../../lib/reference/reference-data';
import { ConfigTable, type FilterField, type TableSelection } from '../../ui/table';
import { type Disease, exportDiseases, listDiseases } from '../diseases/disease-calls';
import { DICTIONARY_CODES, DISEASE_BUTTONS, diseaseFilterFields } from '../diseases/disease-rules';
import { TABLE_TOOL_TEXTS } from './table-tool-texts';
import '../shell/pages.css';
import './table-tools.css';

const ROUTE = '/tableDemo';

export default function TableDemoPage() {
  const [entries, setEntries] = useState<DicEntry[]>([]);
  const [selection, setSelection] = useState<TableSelection | null>(null);
  useEffect(() => {
    dictionaries(DICTIONARY_CODES).then(setEntries, () => setEntries([]));
  }, []);
  const filterFields = useMemo<Record<string, FilterField>>(
    () => ({
      ...diseaseFilterFields(entries),
      endTime: { kind: 'time' },
      lane: { kind: 'number' },
    }),
    [entries],
  );
  const renderCell = useMemo(
    () => ({
      diseaseArea: (_value: unknown, row: Disease) => `${row.diseaseArea.toFixed(3)}${row.areaUnit}`,
      endTime: (value: unknown) => (typeof value === 'string' && value !== '' ? value : '—'),
    }),
    [],
  );
  const onSelectionChange = useCallback((next: TableSelection) => setSelection(next), []);
  return (
    <div className="jt-page jt-table-tools">
      <section className="jt-card" aria-label={TABLE_TOOL_TEXTS.demoTitle}>
        <h2 className="jt-card__title">{TABLE_TOOL_TEXTS.demoTitle}</h2>
        <p className="jt-card__intro">{TABLE_TOOL_TEXTS.demoIntro}</p>
        <ConfigTable<Disease>
          route={ROUTE}
          load={listDiseases}
          filterFields={filterFields}
          renderCell={renderCell}
          exporter={{ permission: DISEASE_BUTTONS.export, run: exportDiseases }}
          onSelectionChange={onSelectionChange}
        />
        <details className="jt-table-tools__sent">
          <summary>查询条件（发送给服务端）</summary>
          <pre data-sent-selection>{JSON.stringify(selection ?? {}, null, 2)}</pre>
        </details>
      </section>
    </div>
  );
}
