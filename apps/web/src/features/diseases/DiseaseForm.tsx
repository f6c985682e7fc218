// Create and edit a disease (createDisease, updateDisease): the entry's fields with the rules
// the form can check (required, stake K264+449, area above 0); the gateway checks the rest (a
// stake outside the route, an accepted disease) and its refusal is shown in the form as it said.
import { Form } from '@douyinfe/semi-ui/lib/es/form';
import { type DicEntry, dictionaryOptions } from '../../lib/reference/reference-data';
import { FormModal } from '../../ui/form/FormModal';
import { RouteField } from '../../ui/form/RouteField';
import { StakeField } from '../../ui/form/StakeField';
import { type Disease, saveDisease } from './disease-calls';
import { type DiseaseFormValues, diseasePayload } from './disease-rules';
import { DISEASE_TEXTS } from './disease-texts';

export interface DiseaseFormProps {
  /** 'new': a new disease; else the disease edited. */
  editing: Disease | 'new';
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
  const before = editing !== 'new' ? valuesOf(editing) : undefined;
  const required = (label: string) => [{ required: true, message: DISEASE_TEXTS.required(label) }];

  return (
    <FormModal<DiseaseFormValues>
      title={editing === 'new' ? DISEASE_TEXTS.formAdd : DISEASE_TEXTS.formEdit}
      failedText={DISEASE_TEXTS.saveFailed}
      width={560}
      initValues={before ?? { direction: '1' }}
      className="jt-diseases__form"
      onClose={onClose}
      onSubmit={async (values) =>
        onSaved(await saveDisease(editing === 'new' ? null : editing.id, diseasePayload(values, before)))
      }
    >
      {() => (
        <>
          {(
            [
              ['diseaseType', '病害类型', dictionaryOptions(entries, 'disease_type')],
              ['diseaseLevel', '病害等级', dictionaryOptions(entries, 'disease_level')],
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
          <RouteField />
          <StakeField field="stakeNo" />
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
        </>
      )}
    </FormModal>
  );
}
