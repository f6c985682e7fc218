// An administrator sets a user's new password (updateCscpUserPwd type 0, RSA-encrypted like the
// sign-in): typed twice; the tenant's password rules are the gateway's, its refusal shown as said.
import { Form } from '@douyinfe/semi-ui/lib/es/form';
import { createPasswordEncryptor } from '@jt/crypto';
import { runtimeConfig } from '../../lib/runtime-config';
import { FormModal } from '../../ui/form/FormModal';
import { resetPassword } from './user-calls';
import { passwordReset, USER_TEXTS, type UserDetail } from './user-rules';

type ResetValues = { password?: string; confirmPassword?: string };

export interface ResetPasswordFormProps {
  user: UserDetail;
  onClose(): void;
  onDone(): void;
}

export function ResetPasswordForm({ user, onClose, onDone }: ResetPasswordFormProps) {
  return (
    <FormModal<ResetValues>
      title={USER_TEXTS.resetTitle(user.name ?? user.username)}
      failedText={USER_TEXTS.resetFailed}
      width={480}
      onClose={onClose}
      onSubmit={async (values) => {
        const encrypt = createPasswordEncryptor(runtimeConfig.current().rsaPublicKey);
        await resetPassword(passwordReset(user, values.password ?? '', encrypt));
        onDone();
      }}
    >
      {(form) => (
        <>
          <Form.Input
            field="password"
            label="新密码"
            mode="password"
            autoComplete="new-password"
            rules={[{ required: true, message: USER_TEXTS.required('新密码') }]}
          />
          <Form.Input
            field="confirmPassword"
            label="确认密码"
            mode="password"
            autoComplete="new-password"
            rules={[
              { required: true, message: USER_TEXTS.required('确认密码') },
              {
                validator: (_rule: unknown, value: unknown) => value === form()?.getValue('password'),
                message: USER_TEXTS.confirmMismatch,
              },
            ]}
          />
        </>
      )}
    </FormModal>
  );
}
