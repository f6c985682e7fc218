// 上报隐患: where the hazard is (route, carriageway, stake K1234+500) and what it is (type, level,
// description), with the rules the gateway keeps (HazardReport); the gateway checks the rest (the
// stake on the route) and its refusal is shown in the form as it said, what was entered kept.
import { Form } from '@douyinfe/semi-ui/lib/es/form';
import { FormModal } from '../../ui/form/FormModal';
import { RouteField } from '../../ui/form/RouteField';
import { StakeField } from '../../ui/form/StakeField';
import { reportSafetyHazard } from './road-safety-calls';
import {
  filledRules,
  HAZARD_DESCRIPTION_MAX,
  HAZARD_DIRECTION_OPTIONS,
  HAZARD_LEVELS,
  HAZARD_TYPE_OPTIONS,
  type ReportDraft,
  reportBody,
  type SafetyHazard,
} from './road-safety-rules';
import { ROAD_SAFETY_TEXTS as TEXT } from './road-safety-texts';

export interface ReportFormProps {
  onClose(): void;
  onSaved(hazard: SafetyHazard): void;
}

const chosen = (label: string) => [{ required: true, message: TEXT.choose(label) }];

export function ReportForm({ onClose, onSaved }: ReportFormProps) {
  return (
    <FormModal<ReportDraft>
      title={TEXT.report}
      failedText={TEXT.reportFailed}
      width={560}
      initValues={{ level: '一般' }}
      className="jt-road-safety__report"
      onClose={onClose}
      onSubmit={async (draft) => onSaved(await reportSafetyHazard(reportBody(draft)))}
    >
      {() => (
        <>
          <Form.Select
            field="hazardType"
            label={TEXT.hazardType}
            style={{ width: '100%' }}
            optionList={[...HAZARD_TYPE_OPTIONS]}
            rules={chosen(TEXT.hazardType)}
          />
          <Form.RadioGroup field="level" label={TEXT.level} rules={chosen(TEXT.level)}>
            {HAZARD_LEVELS.map((level) => (
              <Form.Radio key={level} value={level}>
                {level}
              </Form.Radio>
            ))}
          </Form.RadioGroup>
          <RouteField />
          <Form.Select
            field="direction"
            label={TEXT.direction}
            style={{ width: '100%' }}
            optionList={[...HAZARD_DIRECTION_OPTIONS]}
            rules={chosen(TEXT.direction)}
          />
          <StakeField field="stakeNo" />
          <Form.TextArea
            field="description"
            label={TEXT.description}
            maxCount={HAZARD_DESCRIPTION_MAX}
            maxLength={HAZARD_DESCRIPTION_MAX}
            rows={3}
            rules={filledRules(TEXT.descriptionRequired)}
          />
        </>
      )}
    </FormModal>
  );
}
