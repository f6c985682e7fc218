// Create or edit a patrol schedule (createPatrolSchedule, updatePatrolSchedule): route, section
// stakes, inspectors from the users, date and shift. The form checks the stakes itself; an
// inspector's clash is the gateway's refusal, shown under the form as it said it.
import { Form } from '@douyinfe/semi-ui/lib/es/form';
import type { Road } from '../../lib/reference/reference-data';
import { FormModal } from '../../ui/form/FormModal';
import { StakeField } from '../../ui/form/StakeField';
import { type Schedule, saveSchedule } from './schedule-calls';
import {
  type ScheduleValues,
  SHIFTS,
  schedulePayload,
  scheduleValues,
  sectionText,
  SCHEDULE_TEXTS as T,
} from './schedule-rules';

export interface ScheduleFormProps {
  editing: Schedule | 'new';
  roads: readonly Road[];
  inspectors: readonly string[];
  onClose(): void;
  onSaved(schedule: Schedule): void;
}

export function ScheduleForm({ editing, roads, inspectors, onClose, onSaved }: ScheduleFormProps) {
  const creating = editing === 'new';
  const roadOf = (code: unknown) => roads.find((road) => road.routeCode === code);
  return (
    <FormModal<ScheduleValues>
      title={creating ? T.formAdd : T.formEdit}
      failedText={T.saveFailed}
      initValues={creating ? { shift: '早班' } : scheduleValues(editing)}
      className="jt-patrols__schedule-form"
      onClose={onClose}
      onSubmit={async (values) =>
        onSaved(await saveSchedule(creating ? null : editing.id, schedulePayload(values)))
      }
    >
      {(form) => (
        <>
          <Form.Select
            field="routeCode"
            label="路线"
            filter
            style={{ width: '100%' }}
            optionList={roads.map((road) => ({ label: road.routeName, value: road.routeCode }))}
            rules={[{ required: true, message: T.choose('路线') }]}
          />
          <StakeField field="startStakeNo" label="起点桩号" />
          <Form.Input
            field="endStakeNo"
            label="终点桩号"
            placeholder="K45+000"
            rules={[
              { required: true, message: T.required('终点桩号') },
              {
                validator: (_r: unknown, v: string, callback: (error?: string) => void) => {
                  const values = { ...form()?.getValues(), endStakeNo: v };
                  const problem = sectionText(values, roadOf(values.routeCode));
                  callback(problem || undefined);
                  return problem === '';
                },
              },
            ]}
          />
          <Form.Select
            field="inspectors"
            label="巡查人员"
            multiple
            filter
            style={{ width: '100%' }}
            optionList={inspectors.map((name) => ({ label: name, value: name }))}
            rules={[{ required: true, type: 'array', min: 1, message: T.choose('巡查人员') }]}
          />
          <Form.DatePicker
            field="patrolDate"
            label="巡查日期"
            type="date"
            style={{ width: '100%' }}
            rules={[{ required: true, message: T.choose('巡查日期') }]}
          />
          <Form.RadioGroup field="shift" label="班次" type="button">
            {SHIFTS.map((shift) => (
              <Form.Radio key={shift} value={shift}>
                {shift}
              </Form.Radio>
            ))}
          </Form.RadioGroup>
          <Form.TextArea field="remark" label="备注" maxCount={200} />
        </>
      )}
    </FormModal>
  );
}
