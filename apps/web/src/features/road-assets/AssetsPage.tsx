// /assets 资产管理 (seed 000 §2's management pages): the road assets on the books — structures
// with their technical class, facilities with their condition — and their last and next routine
// inspection, on the configured table; 登记检查 records what an inspection found (a structure's
// class, its condition following; a facility's condition) with a note, the gateway's refusal
// shown in its words. The road-assets screen counts the new condition.

import Button from '@douyinfe/semi-ui/lib/es/button';
import { Form } from '@douyinfe/semi-ui/lib/es/form';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import type { Schemas } from '@jt/api-contract';
import { useCallback, useMemo, useState } from 'react';
import { api } from '../../lib/api/client';
import { problemText } from '../../lib/http/problem-text';
import { showMessage } from '../../lib/messages/popup-message';
import { FormModal } from '../../ui/form/FormModal';
import {
  ConfigTable,
  type FilterField,
  listPage,
  type RowActions,
  TableCallError,
  type TablePage,
  type TableQuery,
} from '../../ui/table';
import {
  type Asset,
  type AssetInspection,
  CONDITION_COLOURS,
  CONDITIONS,
  type InspectionDraft,
  inspectionBody,
  inspectionDraft,
  isStructure,
  TECH_GRADES,
  ASSET_TEXTS as TEXT,
} from './asset-rules';
import '../shell/pages.css';

const listAssets = async (query: TableQuery): Promise<TablePage<Asset>> =>
  listPage(await api.POST('/api/administration/glAsset/page', { body: query }));

async function recordInspection(id: string, body: AssetInspection): Promise<Schemas['AssetResult']['data']> {
  const { data, error, response } = await api.PUT('/api/administration/glAsset/{id}', {
    params: { path: { id } },
    body,
  });
  if (data?.code !== 200)
    throw new TableCallError(problemText(data) || problemText(error) || `HTTP ${response.status}`);
  return data.data;
}

const FILTER_FIELDS: Readonly<Record<string, FilterField>> = {
  assetTypeName: {
    kind: 'options',
    options: ['桥梁', '隧道', '涵洞', '互通立交', '收费站', '服务区', '交通标志', '护栏', '照明设施'].map(
      (name) => ({
        label: name,
        value: name,
      }),
    ),
  },
  conditionName: { kind: 'options', options: CONDITIONS.map(({ label }) => ({ label, value: label })) },
  nextInspectTime: { kind: 'time' },
};

const RENDER_CELL = {
  conditionName: (value: unknown) => (
    <Tag color={CONDITION_COLOURS[String(value)] ?? 'grey'} size="small">
      {String(value)}
    </Tag>
  ),
  techGradeName: (value: unknown) => (value ? String(value) : '—'),
};

export default function AssetsPage() {
  const [reloadKey, setReloadKey] = useState(0);
  const [inspecting, setInspecting] = useState<Asset | null>(null);
  const changed = useCallback(() => setReloadKey((n) => n + 1), []);
  const rowActions = useMemo<RowActions<Asset>>(
    () => ({
      title: '操作',
      width: 110,
      render: (asset) => (
        <Button theme="borderless" size="small" onClick={() => setInspecting(asset)}>
          {TEXT.inspect}
        </Button>
      ),
    }),
    [],
  );

  return (
    <div className="jt-page jt-assets">
      <section className="jt-card" aria-label={TEXT.title}>
        <ConfigTable<Asset>
          route="/assets"
          load={listAssets}
          filterFields={FILTER_FIELDS}
          renderCell={RENDER_CELL}
          rowActions={rowActions}
          reloadKey={reloadKey}
        />
      </section>
      {inspecting && (
        <FormModal<InspectionDraft>
          title={TEXT.inspectTitle(inspecting)}
          failedText={TEXT.saveFailed}
          initValues={inspectionDraft(inspecting)}
          onClose={() => setInspecting(null)}
          onSubmit={async (draft) => {
            await recordInspection(inspecting.id, inspectionBody(inspecting, draft));
            showMessage(TEXT.saved, { type: 'success' });
            setInspecting(null);
            changed();
          }}
        >
          {() => (
            <>
              {isStructure(inspecting) ? (
                <Form.Select
                  field="techGrade"
                  label={TEXT.techGrade}
                  optionList={TECH_GRADES}
                  extraText={TEXT.gradeHint}
                  style={{ width: '100%' }}
                  rules={[{ required: true, message: `请选择${TEXT.techGrade}` }]}
                />
              ) : (
                <Form.RadioGroup field="condition" label={TEXT.condition} rules={[{ required: true }]}>
                  {CONDITIONS.map(({ value, label }) => (
                    <Form.Radio key={value} value={value}>
                      {label}
                    </Form.Radio>
                  ))}
                </Form.RadioGroup>
              )}
              <Form.TextArea field="remark" label={TEXT.remark} maxCount={200} maxLength={200} autosize />
            </>
          )}
        </FormModal>
      )}
    </div>
  );
}
