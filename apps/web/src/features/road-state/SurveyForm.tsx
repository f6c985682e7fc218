// 新增评定 (createEvaluationSurvey): what a detection vehicle measured on a stretch of one
// carriageway — route, direction, stake range, day, IRI, RD, SFC and, when assessed, SCI — with
// the rules the form can check (required, stakes K1234+500 with the end after the start, a day
// not after today, each measurement in its range); the gateway checks the rest (the route's
// range, at least half a kilometre) and its refusal is shown in the form as it said.
import { Form } from '@douyinfe/semi-ui/lib/es/form';
import { EndStakeField } from '../../ui/form/EndStakeField';
import { FormModal } from '../../ui/form/FormModal';
import { RouteField } from '../../ui/form/RouteField';
import { StakeField } from '../../ui/form/StakeField';
import { createSurvey } from './road-state-calls';
import {
  isFutureDay,
  measureRule,
  type SurveyDraft,
  type SurveyResult,
  surveyBody,
} from './road-state-rules';
import { ROAD_STATE_TEXTS as TEXT } from './road-state-texts';

const DIRECTIONS = [
  { value: '1', label: '上行' },
  { value: '2', label: '下行' },
];

export interface SurveyFormProps {
  onClose(): void;
  onSaved(result: SurveyResult): void;
}

export function SurveyForm({ onClose, onSaved }: SurveyFormProps) {
  const required = (label: string) => [{ required: true, message: TEXT.required(label) }];
  const measure = (field: 'iri' | 'rd' | 'sfc' | 'sci', label: string, isRequired = true) => (
    <Form.InputNumber
      field={field}
      label={label}
      min={0}
      precision={2}
      style={{ width: '100%' }}
      rules={[...(isRequired ? required(label) : []), measureRule(field)]}
    />
  );
  return (
    <FormModal<SurveyDraft>
      title={TEXT.addTitle}
      failedText={TEXT.addFailed}
      width={600}
      initValues={{ direction: '1' }}
      className="jt-road-state__form"
      onClose={onClose}
      onSubmit={async (draft) => onSaved(await createSurvey(surveyBody(draft)))}
    >
      {() => (
        <>
          <RouteField />
          <Form.Select
            field="direction"
            label="方向"
            style={{ width: '100%' }}
            optionList={DIRECTIONS}
            rules={[{ required: true, message: TEXT.choose('方向') }]}
          />
          <StakeField field="startStakeNo" label="起点桩号" />
          <EndStakeField />
          <Form.DatePicker
            field="surveyDate"
            label="检测日期"
            style={{ width: '100%' }}
            disabledDate={(day) => (day ? isFutureDay(day) : false)}
            rules={[{ required: true, message: TEXT.choose('检测日期') }]}
          />
          {measure('iri', '国际平整度指数 IRI（m/km）')}
          {measure('rd', '车辙深度 RD（mm）')}
          {measure('sfc', '横向力系数 SFC')}
          {measure('sci', '路基技术状况指数 SCI（未评定可不填）', false)}
          <Form.TextArea field="remark" label="备注" maxCount={200} maxLength={200} rows={2} />
        </>
      )}
    </FormModal>
  );
}
