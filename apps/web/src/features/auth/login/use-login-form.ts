import { useCallback, useState } from 'react';
import { credentials } from '../../../lib/session/credentials';
import type { LoginErrors, LoginValues } from './form-check';
import type { LoginTab } from './page-config';
import { type LoginField, type RequiredOverrides, validateLoginField } from './validation';

export interface LoginForm {
  values: LoginValues;
  /** The §5 messages under the fields. */
  errors: LoginErrors;
  tab: LoginTab;
  remember: boolean;
  /** A typed value; the field's message goes until it is checked again. */
  setValue: (name: LoginField, value: string) => void;
  /** Checks one field (on blur, before an SMS code request) and shows its message; true when it passes. */
  validate: (name: LoginField) => boolean;
  /** The messages of a submit, replacing all others. */
  showErrors: (errors: LoginErrors) => void;
  /** Another tab: its fields start without messages. */
  selectTab: (tab: LoginTab) => void;
  /** remember-me is stored at once as '0' or '1' (seed 000 §3). */
  setRemember: (remember: boolean) => void;
  /** The text captcha's code goes with its image. */
  clearCode: () => void;
  /** The embedded sign-in's user name, shown in the form should the user have to go on by hand. */
  presetUserName: (userName: string) => void;
}

/** The sign-in form's values and messages; `overrides` are the configuration's checkMessage texts. */
export function useLoginForm(presetTenant: string, overrides: RequiredOverrides): LoginForm {
  const [values, setValues] = useState<LoginValues>({
    userName: '',
    password: '',
    tenantAccount: presetTenant,
    phoneAccount: '',
    verifyPhone: '',
    captcha: '',
  });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [tab, setTab] = useState<LoginTab>('account');
  const [remember, setRememberState] = useState(() => credentials.rememberMe() === '1');

  const setValue = (name: LoginField, value: string) => {
    setValues((values) => ({ ...values, [name]: value }));
    if (errors[name]) setErrors((errors) => ({ ...errors, [name]: undefined }));
  };
  const validate = (name: LoginField) => {
    const message = validateLoginField(name, values[name], overrides);
    setErrors((errors) => ({ ...errors, [name]: message ?? undefined }));
    return message === null;
  };
  const selectTab = (next: LoginTab) => {
    setTab(next);
    setErrors({});
  };
  const setRemember = (next: boolean) => {
    setRememberState(next);
    credentials.storeRememberMe(next);
  };
  const clearCode = useCallback(() => setValues((values) => ({ ...values, captcha: '' })), []);
  const presetUserName = useCallback(
    (userName: string) => setValues((values) => ({ ...values, userName })),
    [],
  );

  return {
    values,
    errors,
    tab,
    remember,
    setValue,
    validate,
    showErrors: setErrors,
    selectTab,
    setRemember,
    clearCode,
    presetUserName,
  };
}
