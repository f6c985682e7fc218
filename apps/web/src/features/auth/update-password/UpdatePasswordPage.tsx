import IconAlertTriangle from '@douyinfe/semi-icons/lib/es/icons/IconAlertTriangle';
import IconHelpCircle from '@douyinfe/semi-icons/lib/es/icons/IconHelpCircle';
import Button from '@douyinfe/semi-ui/lib/es/button';
import Input from '@douyinfe/semi-ui/lib/es/input';
import Tooltip from '@douyinfe/semi-ui/lib/es/tooltip';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { api } from '../../../lib/api/client';
import { appState } from '../../../lib/app-state/app-state';
import { LOGIN_PATH } from '../../../lib/http/login-pages';
import { showMessage } from '../../../lib/messages/popup-message';
import { passwordChange } from '../../../lib/session/password-change';
import { encryptPassword } from '../shared/password-encryptor';
import { UpdatePasswordText } from '../texts';
import {
  passwordRuleLines,
  type UpdatePasswordField,
  type UpdatePasswordValues,
  updateOutcome,
  validateUpdateField,
  validateUpdateForm,
} from './update-password-rules';
import './update-password.css';

/** Where 取消 goes (seed 000 §2). */
const CANCEL_PATH = '/home';

/**
 * The forced password update (seed 000 §2, §4, §5, §8): reached after a sign-in answered a
 * password status; the user stays here (the route guard asks passwordChangeRedirect) until
 * forceUpdateUserPwd succeeds, then signs in again at /login.
 */
export default function UpdatePasswordPage() {
  const [, navigate] = useLocation();
  const [pending] = useState(() => passwordChange.pending());
  // Read by the sign-in page from sass_config (the client state's multi-tenant flag, seed 000 §3).
  const { multiTenant } = useSnapshot(appState);
  const [values, setValues] = useState<UpdatePasswordValues>({
    tenantAccount: pending?.tenantAccount ?? '',
    userName: pending?.userName ?? '',
    oldPassword: '',
    newPassword: '',
  });
  const [errors, setErrors] = useState<Partial<Record<UpdatePasswordField, string>>>({});
  const [rules, setRules] = useState<string[]>([]);
  const [showRules, setShowRules] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const submittingRef = useRef(false);

  // Nothing to change without a pending change (a bookmark, another tab): sign in first.
  useEffect(() => {
    if (!pending) navigate(LOGIN_PATH, { replace: true });
  }, [pending, navigate]);

  useEffect(() => {
    let cancelled = false;
    const tenant = pending?.tenantAccount;
    if (tenant)
      void api
        .GET('/api/component/config/getUserPasswordRule/{tenant}', { params: { path: { tenant } } })
        .then(({ data }) => {
          if (!cancelled && data?.code === 200) setRules(passwordRuleLines(data.data));
        })
        .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [pending]);

  const notice = pending?.notice || appState.passwordStatusTip || UpdatePasswordText.defaultNotice;

  const setValue = (name: UpdatePasswordField, value: string) => {
    setValues((values) => ({ ...values, [name]: value }));
    if (errors[name]) setErrors((errors) => ({ ...errors, [name]: undefined }));
  };
  const blur = (name: UpdatePasswordField) =>
    setErrors((errors) => ({ ...errors, [name]: validateUpdateField(name, values[name]) ?? undefined }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submittingRef.current) return;
    const found = validateUpdateForm(values, multiTenant);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    submittingRef.current = true;
    setSubmitting(true);
    try {
      const { data, error, response } = await api.POST('/api/component/user/forceUpdateUserPwd', {
        body: {
          userName: values.userName.trim(),
          tenantAccount: values.tenantAccount.trim(),
          newPassword: encryptPassword(values.newPassword),
          oldPassword: encryptPassword(values.oldPassword),
        },
      });
      const outcome = updateOutcome(response.status, response.ok ? data : error);
      if (outcome.ok) {
        showMessage(UpdatePasswordText.success, { type: 'success' });
        passwordChange.clear();
        appState.passwordStatusTip = '';
        navigate(LOGIN_PATH, { replace: true });
        return;
      }
      showMessage(outcome.message);
    } catch {
      // No answer, or a 444: the HTTP rules have shown why.
    }
    submittingRef.current = false;
    setSubmitting(false);
  };

  const field = (
    name: UpdatePasswordField,
    label: string,
    options: { password?: boolean; readOnly?: boolean; autoComplete?: string; onFocus?: () => void } = {},
  ) => {
    const control = (
      <Input
        id={`update-password-${name}`}
        size="large"
        value={values[name]}
        mode={options.password ? 'password' : undefined}
        readonly={options.readOnly}
        className={options.readOnly ? 'jt-update-password__readonly' : undefined}
        autoComplete={options.autoComplete}
        validateStatus={errors[name] ? 'error' : 'default'}
        onChange={(value) => setValue(name, value)}
        onFocus={options.onFocus}
        onBlur={() => {
          blur(name);
          if (name === 'newPassword') setShowRules(false);
        }}
      />
    );
    return (
      <div
        className={`jt-update-password__field${errors[name] ? ' jt-update-password__field--invalid' : ''}`}
      >
        <label htmlFor={`update-password-${name}`}>
          {label}
          {name === 'newPassword' && rules.length > 0 ? (
            <button
              type="button"
              className="jt-update-password__rules-icon"
              aria-label={UpdatePasswordText.rulesTitle}
              onMouseEnter={() => setShowRules(true)}
              onMouseLeave={() => setShowRules(false)}
              onFocus={() => setShowRules(true)}
              onBlur={() => setShowRules(false)}
            >
              <IconHelpCircle />
            </button>
          ) : null}
        </label>
        {name === 'newPassword' && rules.length > 0 ? (
          // Beside the field, to the right of the card: the rules never cover a field or a button.
          <Tooltip
            trigger="custom"
            visible={showRules}
            position="right"
            content={
              <div className="jt-update-password__rules">
                <strong>{UpdatePasswordText.rulesTitle}</strong>
                <ol>
                  {rules.map((rule) => (
                    <li key={rule}>{rule}</li>
                  ))}
                </ol>
              </div>
            }
          >
            <div>{control}</div>
          </Tooltip>
        ) : (
          control
        )}
        {errors[name] ? (
          <div className="jt-update-password__error" role="alert">
            {errors[name]}
          </div>
        ) : null}
      </div>
    );
  };

  if (!pending) return null;
  return (
    <main className="jt-update-password">
      <form className="jt-update-password__card" noValidate onSubmit={(event) => void submit(event)}>
        <h1 className="jt-update-password__title">{UpdatePasswordText.title}</h1>
        <p className="jt-update-password__notice" role="note">
          <IconAlertTriangle />
          <span>{notice}</span>
        </p>
        {multiTenant ? field('tenantAccount', UpdatePasswordText.tenantLabel, { readOnly: true }) : null}
        {field('userName', UpdatePasswordText.userNameLabel, { autoComplete: 'username' })}
        {field('oldPassword', UpdatePasswordText.oldPasswordLabel, {
          password: true,
          autoComplete: 'current-password',
        })}
        {field('newPassword', UpdatePasswordText.newPasswordLabel, {
          password: true,
          autoComplete: 'new-password',
          onFocus: () => setShowRules(true),
        })}
        <div className="jt-update-password__actions">
          <Button htmlType="submit" theme="solid" type="primary" size="large" loading={submitting}>
            {submitting ? UpdatePasswordText.submitting : UpdatePasswordText.submit}
          </Button>
          <Button htmlType="button" size="large" disabled={submitting} onClick={() => navigate(CANCEL_PATH)}>
            {UpdatePasswordText.cancel}
          </Button>
        </div>
      </form>
    </main>
  );
}
