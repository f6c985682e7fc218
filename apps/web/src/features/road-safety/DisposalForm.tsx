// 处置: the state the hazard moves to (only the next one is offered) and the note, required; the
// gateway refuses any other move and its refusal is shown in the form in its words.
import { Form } from '@douyinfe/semi-ui/lib/es/form';
import { FormModal } from '../../ui/form/FormModal';
import { disposeSafetyHazard } from './road-safety-calls';
import {
  type DisposalDraft,
  disposalBody,
  disposalOption,
  filledRules,
  type SafetyHazard,
} from './road-safety-rules';
import { ROAD_SAFETY_TEXTS as TEXT } from './road-safety-texts';

export interface DisposalFormProps {
  hazard: SafetyHazard;
  onClose(): void;
  onSaved(hazard: SafetyHazard): void;
}

export function DisposalForm({ hazard, onClose, onSaved }: DisposalFormProps) {
  const next = disposalOption(hazard);
  return (
    <FormModal<DisposalDraft>
      title={TEXT.disposeTitle(hazard)}
      failedText={TEXT.disposeFailed}
      initValues={next ? { status: next.value } : {}}
      className="jt-road-safety__form"
      onClose={onClose}
      onSubmit={async (draft) => onSaved(await disposeSafetyHazard(hazard.id, disposalBody(draft)))}
    >
      {() => (
        <>
          <Form.Select
            field="status"
            label={TEXT.nextStatus}
            style={{ width: '100%' }}
            optionList={next ? [next] : []}
            rules={[{ required: true, message: TEXT.chooseStatus }]}
          />
          <Form.TextArea
            field="note"
            label={TEXT.note}
            maxCount={200}
            maxLength={200}
            rows={3}
            rules={filledRules(TEXT.noteRequired)}
          />
        </>
      )}
    </FormModal>
  );
}
