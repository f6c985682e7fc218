// /diseaseConfig 病害配置 (seed 000 §2's management pages): the disease types the platform knows,
// on the configured table (filters of seed 000 §9, paging and sorting on the gateway). A type is
// created (code and name unique), edited (its code stays), disabled — no longer offered by
// /diseaseManage's form and filters, its diseases keep it — enabled again, or deleted while no
// disease and no recognition label uses it. The gateway's refusal is shown in its words.
import Button from '@douyinfe/semi-ui/lib/es/button';
import { Form } from '@douyinfe/semi-ui/lib/es/form';
import Popconfirm from '@douyinfe/semi-ui/lib/es/popconfirm';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import { useCallback, useMemo, useState } from 'react';
import { showMessage } from '../../lib/messages/popup-message';
import { PermissionButton } from '../../lib/permissions/PermissionButton';
import { usePermission } from '../../lib/permissions/use-permission';
import { FormModal } from '../../ui/form/FormModal';
import { ConfigTable, type FilterField, failureText, type RowActions } from '../../ui/table';
import {
  createDiseaseType,
  type DiseaseType,
  deleteDiseaseType,
  listDiseaseTypes,
  setDiseaseTypeEnabled,
  updateDiseaseType,
} from './disease-config-calls';
import {
  DISEASE_CATEGORIES,
  DISEASE_CONFIG_BUTTONS,
  DISEASE_UNITS,
  LEVEL_OPTIONS,
  DISEASE_CONFIG_TEXTS as TEXT,
  TYPE_CODE_PATTERN,
  TYPE_LIMITS,
  type TypeAction,
  type TypeFormValues,
  typeActions,
  typeFormValues,
  typePayload,
} from './disease-config-rules';
import './disease-config.css';
import '../shell/pages.css';

const ROUTE = '/diseaseConfig';

const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }));

const FILTER_FIELDS: Readonly<Record<string, FilterField>> = {
  category: { kind: 'options', options: options(DISEASE_CATEGORIES) },
  unit: { kind: 'options', options: options(DISEASE_UNITS) },
  statusName: { kind: 'options', options: options(['启用', '停用']) },
  repairDays: { kind: 'number' },
  diseaseCount: { kind: 'number' },
  updateTime: { kind: 'time' },
};

const RENDER_CELL = {
  statusName: (value: unknown, row: DiseaseType) => (
    <Tag color={row.enabled ? 'green' : 'grey'} size="small">
      {String(value)}
    </Tag>
  ),
};

export default function DiseaseConfigPage() {
  const [reloadKey, setReloadKey] = useState(0);
  const [editing, setEditing] = useState<DiseaseType | 'new' | null>(null);
  const changed = useCallback(() => setReloadKey((n) => n + 1), []);
  // Each row's buttons follow their codes (seed 000 §6): 启用 and 停用 are one button's two faces.
  const mayEdit = usePermission(DISEASE_CONFIG_BUTTONS.edit);
  const mayToggle = usePermission(DISEASE_CONFIG_BUTTONS.status);
  const mayDelete = usePermission(DISEASE_CONFIG_BUTTONS.delete);

  const act = useCallback(
    (action: TypeAction, run: () => Promise<unknown>) =>
      run().then(
        () => {
          showMessage(TEXT.done[action], { type: 'success' });
          changed();
        },
        (error: unknown) => showMessage(failureText(TEXT.failed[action], error)),
      ),
    [changed],
  );

  const rowActions = useMemo<RowActions<DiseaseType>>(
    () => ({
      title: TEXT.actions,
      width: 180,
      render: (type) => (
        <span className="jt-disease-config__row-actions">
          {typeActions(type)
            .filter((action) => (action === 'edit' ? mayEdit : action === 'delete' ? mayDelete : mayToggle))
            .map((action) => {
              const label = TEXT.actionNames[action];
              if (action === 'edit')
                return (
                  <Button key={action} theme="borderless" size="small" onClick={() => setEditing(type)}>
                    {label}
                  </Button>
                );
              if (action === 'enable')
                return (
                  <Button
                    key={action}
                    theme="borderless"
                    size="small"
                    onClick={() => act(action, () => setDiseaseTypeEnabled(type.code, true))}
                  >
                    {label}
                  </Button>
                );
              const confirm = action === 'delete' ? TEXT.deleteConfirm : TEXT.disableConfirm;
              const run =
                action === 'delete'
                  ? () => deleteDiseaseType(type.code)
                  : () => setDiseaseTypeEnabled(type.code, false);
              return (
                <Popconfirm key={action} title={confirm} onConfirm={() => act(action, run)}>
                  <Button theme="borderless" size="small" type={action === 'delete' ? 'danger' : 'warning'}>
                    {label}
                  </Button>
                </Popconfirm>
              );
            })}
        </span>
      ),
    }),
    [act, mayEdit, mayToggle, mayDelete],
  );

  return (
    <div className="jt-page">
      <section className="jt-card" aria-label={TEXT.typesTitle}>
        <ConfigTable<DiseaseType>
          route={ROUTE}
          load={listDiseaseTypes}
          filterFields={FILTER_FIELDS}
          renderCell={RENDER_CELL}
          rowActions={rowActions}
          toolbar={
            <PermissionButton
              permission={DISEASE_CONFIG_BUTTONS.add}
              theme="solid"
              type="primary"
              onClick={() => setEditing('new')}
            >
              {TEXT.add}
            </PermissionButton>
          }
          reloadKey={reloadKey}
        />
      </section>
      {editing && (
        <FormModal<TypeFormValues>
          title={editing === 'new' ? TEXT.add : TEXT.edit}
          failedText={TEXT.failed.edit}
          width={640}
          initValues={typeFormValues(editing === 'new' ? null : editing)}
          onClose={() => setEditing(null)}
          onSubmit={async (values) => {
            const { code, ...fields } = typePayload(values);
            if (editing === 'new') await createDiseaseType({ code, ...fields });
            else await updateDiseaseType(editing.code, fields);
            showMessage(TEXT.done.edit, { type: 'success' });
            setEditing(null);
            changed();
          }}
        >
          {() => (
            <>
              <Form.Input
                field="code"
                label={TEXT.fields.code}
                maxLength={TYPE_LIMITS.code}
                disabled={editing !== 'new'}
                showClear
                rules={[
                  { required: true, whitespace: true, message: TEXT.codeRequired },
                  { pattern: TYPE_CODE_PATTERN, message: TEXT.codeFormat },
                ]}
              />
              <Form.Input
                field="typeName"
                label={TEXT.fields.typeName}
                maxLength={TYPE_LIMITS.typeName}
                showClear
                rules={[{ required: true, whitespace: true, message: TEXT.nameRequired }]}
              />
              <Form.Select
                field="category"
                label={TEXT.fields.category}
                optionList={options(DISEASE_CATEGORIES)}
                style={{ width: '100%' }}
                rules={[{ required: true, message: TEXT.categoryRequired }]}
              />
              <Form.RadioGroup field="unit" label={TEXT.fields.unit}>
                {DISEASE_UNITS.map((unit) => (
                  <Form.Radio key={unit} value={unit}>
                    {unit}
                  </Form.Radio>
                ))}
              </Form.RadioGroup>
              <Form.CheckboxGroup
                field="levels"
                label={TEXT.fields.levels}
                direction="horizontal"
                options={LEVEL_OPTIONS.map(({ value, label }) => ({ value, label }))}
                rules={[{ required: true, type: 'array', min: 1, message: TEXT.levelsRequired }]}
              />
              <Form.InputNumber
                field="repairDays"
                label={TEXT.fields.repairDays}
                min={1}
                max={TYPE_LIMITS.repairDays}
                precision={0}
                rules={[
                  { required: true, message: TEXT.repairDaysRequired },
                  { type: 'number', min: 1, max: TYPE_LIMITS.repairDays, message: TEXT.repairDaysRequired },
                ]}
              />
              <Form.TagInput
                field="names"
                label={TEXT.fields.names}
                placeholder={TEXT.namesHint}
                maxTagCount={TYPE_LIMITS.names}
                max={TYPE_LIMITS.names}
                maxLength={TYPE_LIMITS.typeName}
                allowDuplicates={false}
                addOnBlur
              />
            </>
          )}
        </FormModal>
      )}
    </div>
  );
}
