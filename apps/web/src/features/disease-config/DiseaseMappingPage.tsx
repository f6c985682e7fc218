// /diseaseMapping 病害映射 (seed 000 §2's management pages): every label the recognition model
// answers (seed 001's disease recognition, analysisImage) and the platform's disease type it
// stands for; the unmapped ones are shown as such. Changing a label's target changes what the
// recognition answers from the next picture on (the gateway's LabelMappings).
import { Form } from '@douyinfe/semi-ui/lib/es/form';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { showMessage } from '../../lib/messages/popup-message';
import { PermissionButton } from '../../lib/permissions/PermissionButton';
import { FormModal } from '../../ui/form/FormModal';
import { ConfigTable, type FilterField, type RowActions } from '../../ui/table';
import {
  allDiseaseTypes,
  type DiseaseMapping,
  type DiseaseType,
  listDiseaseMappings,
  updateDiseaseMapping,
} from './disease-config-calls';
import {
  DISEASE_CONFIG_BUTTONS,
  mappingChange,
  mappingNames,
  mappingTargets,
  DISEASE_CONFIG_TEXTS as TEXT,
} from './disease-config-rules';
import './disease-config.css';
import '../shell/pages.css';

const ROUTE = '/diseaseMapping';

type MappingValues = { typeCode?: string | null; diseaseName?: string | null };

const FILTER_FIELDS: Readonly<Record<string, FilterField>> = {
  statusName: {
    kind: 'options',
    options: ['已映射', '未映射'].map((name) => ({ label: name, value: name })),
  },
  updateTime: { kind: 'time' },
};

const RENDER_CELL = {
  statusName: (value: unknown, row: DiseaseMapping) => (
    <Tag color={row.mapped ? 'green' : 'orange'} size="small">
      {String(value)}
    </Tag>
  ),
  typeName: (value: unknown, row: DiseaseMapping) =>
    row.mapped ? (
      `${String(value)}${row.typeEnabled === false ? TEXT.disabledSuffix : ''}`
    ) : (
      <span className="jt-disease-config__unmapped">{TEXT.unmapped}</span>
    ),
};

export default function DiseaseMappingPage() {
  const [reloadKey, setReloadKey] = useState(0);
  const [editing, setEditing] = useState<DiseaseMapping | null>(null);
  const [types, setTypes] = useState<DiseaseType[]>([]);
  // The type chosen in the open form (the names offered follow it; the form's children are not
  // drawn again on a value change).
  const [chosen, setChosen] = useState<string | null>(null);
  const edit = useCallback((mapping: DiseaseMapping | null) => {
    setChosen(mapping?.typeCode ?? null);
    setEditing(mapping);
  }, []);
  const changed = useCallback(() => setReloadKey((n) => n + 1), []);

  // The targets are read again whenever a form opens (a type may have been added or disabled).
  useEffect(() => {
    if (!editing) return;
    allDiseaseTypes().then(setTypes, (error: unknown) =>
      showMessage(String((error as Error).message ?? error)),
    );
  }, [editing]);

  const rowActions = useMemo<RowActions<DiseaseMapping>>(
    () => ({
      title: TEXT.actions,
      width: 120,
      render: (mapping) => (
        <PermissionButton
          permission={DISEASE_CONFIG_BUTTONS.mapping}
          theme="borderless"
          size="small"
          onClick={() => edit(mapping)}
        >
          {TEXT.mapEdit}
        </PermissionButton>
      ),
    }),
    [edit],
  );

  return (
    <div className="jt-page">
      <section className="jt-card" aria-label={TEXT.mappingsTitle}>
        <ConfigTable<DiseaseMapping>
          route={ROUTE}
          load={listDiseaseMappings}
          filterFields={FILTER_FIELDS}
          renderCell={RENDER_CELL}
          rowActions={rowActions}
          reloadKey={reloadKey}
        />
      </section>
      {editing && (
        <FormModal<MappingValues>
          title={TEXT.mapTitle(editing.label)}
          failedText={TEXT.mapFailed}
          width={520}
          initValues={{ typeCode: editing.typeCode, diseaseName: editing.diseaseName }}
          onClose={() => edit(null)}
          onSubmit={async (values) => {
            await updateDiseaseMapping(editing.label, mappingChange(values, types));
            showMessage(TEXT.mapDone, { type: 'success' });
            edit(null);
            changed();
          }}
        >
          {(form) => (
            <>
              <Form.Select
                field="typeCode"
                label={TEXT.mapType}
                placeholder={TEXT.mapTypePlaceholder}
                optionList={mappingTargets(types, editing.typeCode)}
                showClear
                style={{ width: '100%' }}
                onChange={(code) => {
                  const typeCode = typeof code === 'string' ? code : null;
                  setChosen(typeCode);
                  form()?.setValue('diseaseName', mappingNames(types, typeCode)[0] ?? null);
                }}
              />
              <Form.Select
                field="diseaseName"
                label={TEXT.mapName}
                optionList={mappingNames(types, chosen).map((name) => ({
                  label: name,
                  value: name,
                }))}
                style={{ width: '100%' }}
              />
            </>
          )}
        </FormModal>
      )}
    </div>
  );
}
