// Create or edit a user (createCscpUserDetails, updateCscpUserDetails type 0): the rules the
// form can check (required, user name, mobile, e-mail, the password twice) and whether the user
// name is taken (cscpUserExistByUsername) before saving; the gateway's refusal is shown as it said.
import { Form } from '@douyinfe/semi-ui/lib/es/form';
import { createPasswordEncryptor } from '@jt/crypto';
import { useEffect, useState } from 'react';
import { appState } from '../../lib/app-state/app-state';
import { EMAIL_PATTERN, MOBILE_PATTERN } from '../../lib/rules/contact-patterns';
import { runtimeConfig } from '../../lib/runtime-config';
import { FieldProblem, FormModal } from '../../ui/form/FormModal';
import { listDepartments } from '../departments/department-calls';
import { departmentOptions, departmentTree, type TreeOption } from '../departments/department-tree';
import { createUser, roleOptions, updateUser, usernameTaken } from './user-calls';
import {
  USER_TEXTS,
  USERNAME_PATTERN,
  type UserDetail,
  type UserFormValues,
  userCreate,
  userEdit,
  userValues,
} from './user-rules';

export interface UserFormProps {
  editing: UserDetail | 'new';
  onClose(): void;
  onSaved(): void;
}

export function UserForm({ editing, onClose, onSaved }: UserFormProps) {
  const creating = editing === 'new';
  const before = creating ? {} : userValues(editing);
  const required = (label: string) => ({ required: true, message: USER_TEXTS.required(label) });
  const [roles, setRoles] = useState<Array<{ label: string; value: string }> | null>(null);
  const [rolesFailed, setRolesFailed] = useState('');
  // The roles to choose from; without them the field says why it has none.
  useEffect(() => {
    roleOptions().then(setRoles, (error: unknown) => {
      setRoles([]);
      setRolesFailed(`${USER_TEXTS.rolesFailed}：${error instanceof Error ? error.message : String(error)}`);
    });
  }, []);

  // The tenant's departments (部门管理) to choose from; without them the field stays empty.
  const [departments, setDepartments] = useState<TreeOption[] | null>(null);
  useEffect(() => {
    listDepartments().then(
      (read) => setDepartments(departmentOptions(departmentTree(read))),
      () => setDepartments([]),
    );
  }, []);

  const save = async (values: UserFormValues) => {
    if (creating) {
      if (await usernameTaken((values.username ?? '').trim()))
        throw new FieldProblem('username', USER_TEXTS.usernameTaken);
      const encrypt = createPasswordEncryptor(runtimeConfig.current().rsaPublicKey);
      await createUser(userCreate(values, appState.userInfo?.tenantAccount ?? '', encrypt));
    } else {
      await updateUser(userEdit(editing, values, before));
    }
    onSaved();
  };

  return (
    <FormModal<UserFormValues>
      title={creating ? USER_TEXTS.formAdd : USER_TEXTS.formEdit}
      failedText={USER_TEXTS.saveFailed}
      initValues={before}
      onClose={onClose}
      onSubmit={save}
    >
      {(form) => (
        <>
          <Form.Input
            field="username"
            label="用户名"
            disabled={!creating}
            rules={
              creating
                ? [required('用户名'), { pattern: USERNAME_PATTERN, message: USER_TEXTS.usernamePattern }]
                : []
            }
          />
          <Form.Input field="name" label="姓名" maxLength={64} rules={[required('姓名')]} />
          <Form.Input
            field="mobile"
            label="手机号"
            rules={[{ pattern: MOBILE_PATTERN, message: USER_TEXTS.mobileInvalid }]}
          />
          <Form.Input
            field="email"
            label="邮箱"
            maxLength={128}
            rules={[{ pattern: EMAIL_PATTERN, message: USER_TEXTS.emailInvalid }]}
          />
          <Form.TreeSelect
            // Mounted again once the departments are read: Semi expands the tree when it mounts.
            key={departments === null ? 'loading' : 'ready'}
            field="deptId"
            label={USER_TEXTS.department}
            style={{ width: '100%' }}
            treeData={departments ?? []}
            defaultExpandAll
            showClear
          />
          <Form.Select
            field="roleIds"
            label={USER_TEXTS.roles}
            multiple
            style={{ width: '100%' }}
            loading={roles === null}
            optionList={roles ?? []}
            extraText={rolesFailed || USER_TEXTS.rolesHint}
          />
          {creating && (
            <>
              <Form.Input
                field="password"
                label="密码"
                mode="password"
                autoComplete="new-password"
                extraText={USER_TEXTS.initialPasswordHint}
              />
              <Form.Input
                field="confirmPassword"
                label="确认密码"
                mode="password"
                autoComplete="new-password"
                rules={[
                  {
                    validator: (_rule: unknown, value: unknown) =>
                      (value ?? '') === (form()?.getValue('password') ?? ''),
                    message: USER_TEXTS.confirmMismatch,
                  },
                ]}
              />
            </>
          )}
        </>
      )}
    </FormModal>
  );
}
