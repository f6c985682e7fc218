// 新增 / 编辑 a maintenance area: the fields with the rules the form can check (required,
// lengths, stakes K1234+500 with the end after the start, the phone); the gateway checks the
// rest (a stake outside the route, an overlap with another area, which it names) and its
// refusal is shown in the form in its words, what was entered kept.
import { Form, useFieldState } from '@douyinfe/semi-ui/lib/es/form';
import { EndStakeField } from '../../ui/form/EndStakeField';
import { FormModal } from '../../ui/form/FormModal';
import { RouteField } from '../../ui/form/RouteField';
import { StakeField } from '../../ui/form/StakeField';
import { createMaintenanceArea, updateMaintenanceArea } from './maintenance-area-calls';
import {
  type AreaDraft,
  areaBody,
  areaDraft,
  type MaintenanceArea,
  type Organisation,
  ownerOptions,
  phoneProblem,
} from './maintenance-area-rules';
import { MAINTENANCE_AREA_TEXTS as TEXT } from './maintenance-area-texts';

/** The organisation, those on the chosen route offered first. */
function OwnerField({ orgs, failed }: { orgs: readonly Organisation[]; failed: string }) {
  const routeCode = useFieldState('routeCode').value as string | undefined;
  return (
    <Form.Select
      field="orgId"
      label="管养单位"
      style={{ width: '100%' }}
      filter
      optionList={ownerOptions(orgs, routeCode)}
      rules={[{ required: true, message: TEXT.choose('管养单位') }]}
      extraText={failed ? <span role="alert">{failed}</span> : undefined}
    />
  );
}

export interface MaintenanceAreaFormProps {
  /** The area edited; none to add one. */
  area: MaintenanceArea | null;
  orgs: readonly Organisation[];
  orgsFailed: string;
  onClose(): void;
  onSaved(area: MaintenanceArea): void;
}

export function MaintenanceAreaForm({ area, orgs, orgsFailed, onClose, onSaved }: MaintenanceAreaFormProps) {
  const required = (label: string) => [{ required: true, message: TEXT.required(label) }];
  return (
    <FormModal<AreaDraft>
      title={area ? TEXT.editTitle(area) : TEXT.addTitle}
      failedText={area ? TEXT.saveFailed : TEXT.addFailed}
      width={600}
      initValues={area ? areaDraft(area) : {}}
      className="jt-maintenance-areas__form"
      onClose={onClose}
      onSubmit={async (draft) => {
        const body = areaBody(draft);
        onSaved(area ? await updateMaintenanceArea(area.id, body) : await createMaintenanceArea(body));
      }}
    >
      {() => (
        <>
          <Form.Input field="areaName" label="区域名称" maxLength={50} rules={required('区域名称')} />
          <RouteField />
          <OwnerField orgs={orgs} failed={orgsFailed} />
          <StakeField field="startStakeNo" label="起点桩号" />
          <EndStakeField label="终点桩号" />
          <Form.Input field="manager" label="负责人" maxLength={20} rules={required('负责人')} />
          <Form.Input
            field="phone"
            label="联系电话"
            placeholder="13905171234 或 025-84431101"
            rules={[
              ...required('联系电话'),
              {
                validator: (_rule: unknown, value: string | undefined) => {
                  const problem = phoneProblem(value);
                  return problem ? new Error(problem) : true;
                },
              },
            ]}
          />
          <Form.TextArea field="remark" label="备注" maxCount={200} maxLength={200} rows={2} />
        </>
      )}
    </FormModal>
  );
}
