// Create and edit a disease (createDisease, updateDisease): the entry's fields with the rules
// the form can check (required, stake K264+449, area above 0); the gateway checks the rest (a
// stake outside the route, an accepted disease) and its refusal is shown in the form as it said.
import { Form } from '@douyinfe/semi-ui/lib/es/form';
import type { FormApi } from '@douyinfe/semi-ui/lib/es/form/interface';
import Modal from '@douyinfe/semi-ui/lib/es/modal';
import { useEffect, useRef, useState } from 'react';
import { failureText } from '../../ui/table';
import { type DicEntry, type Disease, type Road, roads, saveDisease } from './disease-calls';
import { type DiseaseFormValues, dictionaryOptions, diseasePayload, STAKE_PATTERN } from './disease-rules';
import { DISEASE_TEXTS } from './disease-texts';

export interface DiseaseFormProps {
  /** null: closed; 'new': a new disease; else the disease edited. */
  editing: Disease | 'new' | null;
  entries: readonly DicEntry[];
  onClose(): void;
  onSaved(disease: Disease): void;
}

const valuesOf = (disease: Disease): DiseaseFormValues => ({
  diseaseType: disease.diseaseType,
  diseaseLevel: String(disease.diseaseLevel),
  routeCode: disease.routeCode,
  stakeNo: disease.stakeNo,
  direction: disease.direction,
  lane: disease.lane,
  diseaseArea: disease.diseaseArea,
  remark: disease.remark ?? '',
});

export function DiseaseForm({ editing, entries, onClose, onSaved }: DiseaseFormProps) {
  const formApi = useRef<FormApi<DiseaseFormValues> | null>(null);
  const [roadList, setRoadList] = useState<Road[]>([]);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState('');
  const open = editing !== null;
  useEffect(() => {
    if (!open || roadList.length > 0) return;
    roads()
      .then(setRoadList)
      .catch((error: unknown) => setRefusal(failureText(DISEASE_TEXTS.saveFailed, error)));
  }, [open, roadList.length]);

  const before = editing && editing !== 'new' ? valuesOf(editing) : undefined;
  const required = (label: string) => [{ required: true, message: DISEASE_TEXTS.required(label) }];

  const submit = async () => {
    const api = formApi.current;
    if (!api || editing === null) return;
    let values: DiseaseFormValues;
    try {
      values = await api.validate();
    } catch {
      return;
    }
    setSaving(true);
    setRefusal('');
    try {
      const saved = await saveDisease(editing === 'new' ? null : editing.id, diseasePayload(values, before));
      onSaved(saved);
    } catch (error) {
      setRefusal(failureText(DISEASE_TEXTS.saveFailed, error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={editing === 'new' ? DISEASE_TEXTS.formAdd : DISEASE_TEXTS.formEdit}
      visible={editing !== null}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={DISEASE_TEXTS.save}
      cancelText={DISEASE_TEXTS.cancel}
      // Semi names its footer buttons "confirm"/"cancel" in English; a screen reader should say
      // what the button says.
      okButtonProps={{ loading: saving, 'aria-label': DISEASE_TEXTS.save }}
      cancelButtonProps={{ 'aria-label': DISEASE_TEXTS.cancel }}
      width={560}
      destroyOnClose
    >
      {editing !== null && (
        <Form<DiseaseFormValues>
          getFormApi={(api) => {
            formApi.current = api;
          }}
          initValues={before ?? { direction: '1' }}
          labelPosition="left"
          labelWidth={96}
          className="jt-diseases__form"
        >
          {(
            [
              ['diseaseType', '病害类型', dictionaryOptions(entries, 'disease_type')],
              ['diseaseLevel', '病害等级', dictionaryOptions(entries, 'disease_level')],
              [
                'routeCode',
                '路线',
                roadList.map((road) => ({ label: road.routeName, value: road.routeCode })),
              ],
            ] as const
          ).map(([field, label, options]) => (
            <Form.Select
              key={field}
              field={field}
              label={label}
              style={{ width: '100%' }}
              optionList={[...options]}
              rules={required(label)}
            />
          ))}
          <Form.Input
            field="stakeNo"
            label="桩号"
            placeholder="K264+449"
            rules={[...required('桩号'), { pattern: STAKE_PATTERN, message: DISEASE_TEXTS.stakeHint }]}
          />
          <Form.Select
            field="direction"
            label="方向"
            style={{ width: '100%' }}
            optionList={dictionaryOptions(entries, 'road_direction').filter((o) => o.value !== '3')}
            rules={required('方向')}
          />
          <Form.InputNumber
            field="lane"
            label="车道"
            min={1}
            max={8}
            precision={0}
            style={{ width: '100%' }}
          />
          <Form.InputNumber
            field="diseaseArea"
            label="面积/长度"
            min={0}
            precision={3}
            style={{ width: '100%' }}
            rules={[
              ...required('面积/长度'),
              { type: 'number', min: 0.001, message: DISEASE_TEXTS.areaPositive },
            ]}
          />
          <Form.TextArea field="remark" label="备注" maxCount={200} rows={2} />
        </Form>
      )}
      {refusal && (
        <p className="jt-diseases__failure" role="alert">
          {refusal}
        </p>
      )}
    </Modal>
  );
}
