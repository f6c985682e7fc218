// Create or edit a role (saveRole): name and code checked as the gateway checks them; a taken
// name or code comes back from the gateway and is shown under the form as it said.
import { Form } from '@douyinfe/semi-ui/lib/es/form';
import { FormModal } from '../../ui/form/FormModal';
import { saveRole } from './role-calls';
import {
  ROLE_TEXTS,
  type Role,
  type RoleFormValues,
  roleFieldErrors,
  roleSave,
  roleValues,
} from './role-rules';

export interface RoleFormProps {
  editing: Role | 'new';
  onClose(): void;
  onSaved(): void;
}

export function RoleForm({ editing, onClose, onSaved }: RoleFormProps) {
  const role = editing === 'new' ? null : editing;
  const check = (field: 'name' | 'code') => (_value: unknown, values: Partial<RoleFormValues>) =>
    roleFieldErrors({ ...roleValues(null), ...values })[field] ?? '';
  return (
    <FormModal<RoleFormValues>
      title={role ? ROLE_TEXTS.formEdit : ROLE_TEXTS.formAdd}
      failedText={ROLE_TEXTS.saveFailed}
      initValues={roleValues(role)}
      onClose={onClose}
      onSubmit={async (values) => {
        await saveRole(roleSave({ ...roleValues(null), ...values }, role?.id));
        onSaved();
      }}
    >
      {() => (
        <>
          <Form.Input field="name" label={ROLE_TEXTS.fields.name} validate={check('name')} />
          <Form.Input
            field="code"
            label={ROLE_TEXTS.fields.code}
            placeholder="road_admin"
            disabled={role?.builtIn === true}
            validate={check('code')}
          />
          <Form.TextArea
            field="remark"
            label={ROLE_TEXTS.fields.remark}
            maxCount={200}
            maxLength={200}
            rows={3}
          />
        </>
      )}
    </FormModal>
  );
}
