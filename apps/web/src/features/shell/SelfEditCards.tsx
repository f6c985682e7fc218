// The personal center's two cards — the user's own details (PUT cscpUserDetails/1) and the
// password change (PUT updateCscpUserPwd/1, RSA-encrypted) — and the read of the user's detail
// (getCscpUserDetailsByUserId): /self-edit and /userConfig show the same cards.
import Button from '@douyinfe/semi-ui/lib/es/button';
import Input from '@douyinfe/semi-ui/lib/es/input';
import Spin from '@douyinfe/semi-ui/lib/es/spin';
import { createPasswordEncryptor } from '@jt/crypto';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { api } from '../../lib/api/client';
import { appState } from '../../lib/app-state/app-state';
import { showMessage } from '../../lib/messages/popup-message';
import { runtimeConfig } from '../../lib/runtime-config';
import { loadCurrentUser } from '../../lib/session/session-context';
import { FormField as Field } from '../../ui/form/FormField';
import { formatDateTime } from './home-page-model';
import {
  type DetailValues,
  detailUpdate,
  detailValues,
  OWN_CHANGE_TYPE,
  type PasswordValues,
  passwordRuleLines,
  passwordUpdate,
  refusalReason,
  SelfEditText,
  type UserDetail,
  validateDetails,
  validatePassword,
} from './self-edit-rules';
import './pages.css';

/** The signed-in user's own detail (getCscpUserDetailsByUserId); `saved` reads it again after a save. */
export function useOwnDetail() {
  const { userInfo } = useSnapshot(appState);
  const userId = userInfo?.userId ?? null;
  const [detail, setDetail] = useState<UserDetail | null>(null);
  const [failed, setFailed] = useState(false);

  const reload = useCallback(async (id: string) => {
    try {
      const { data } = await api.GET('/api/system/cscpUserDetailsByUserId', {
        params: { query: { userId: id } },
      });
      if (data) {
        setDetail(data);
        setFailed(false);
        return;
      }
    } catch {
      // Reported by the HTTP layer.
    }
    setFailed(true);
  }, []);

  useEffect(() => {
    if (userId) void reload(userId);
  }, [userId, reload]);

  const saved = useCallback(async () => {
    if (!userId) return;
    await reload(userId);
    await loadCurrentUser();
  }, [userId, reload]);
  return { detail, failed, saved };
}

/** The details and password cards side by side, with the loading and failed states. */
export function SelfEditCards() {
  const { detail, failed, saved } = useOwnDetail();
  if (failed) return <div className="jt-card jt-self-edit__failed">{SelfEditText.loadFailed}</div>;
  if (!detail) return <Spin size="large" wrapperClassName="jt-self-edit__loading" spinning />;
  return (
    <div className="jt-self-edit__columns">
      <DetailsCard detail={detail} onSaved={saved} />
      <PasswordCard detail={detail} />
    </div>
  );
}

export function DetailsCard({ detail, onSaved }: { detail: UserDetail; onSaved: () => Promise<void> }) {
  const [values, setValues] = useState<DetailValues>(() => detailValues(detail));
  const [errors, setErrors] = useState<Partial<Record<keyof DetailValues, string>>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => setValues(detailValues(detail)), [detail]);

  const change = (field: keyof DetailValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = validateDetails(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0 || saving) return;
    setSaving(true);
    try {
      const { error, response } = await api.PUT('/api/system/cscpUserDetails/{type}', {
        params: { path: { type: OWN_CHANGE_TYPE } },
        body: detailUpdate(detail, values),
      });
      if (response.ok) {
        showMessage(SelfEditText.saved, { type: 'success' });
        await onSaved();
      } else {
        showMessage(SelfEditText.saveFailed(refusalReason(error, response.status)));
      }
    } catch {
      // No answer: the HTTP layer has said so.
    } finally {
      setSaving(false);
    }
  };

  // No role: seed 000 §6 "Role names are not shown".
  const facts: Array<[string, string]> = [
    ['用户名', detail.username],
    ['所属租户', detail.tenantAccount ?? ''],
    ['所属部门', detail.deptName ?? ''],
    ['注册时间', formatDateTime(detail.registerTime)],
    ['上次登录', formatDateTime(detail.lastLogin)],
  ];

  return (
    <section className="jt-card jt-self-edit__card" aria-labelledby="self-edit-details">
      <h3 className="jt-card__title" id="self-edit-details">
        基本资料
      </h3>
      <dl className="jt-facts">
        {facts.map(([label, value]) => (
          <div className="jt-facts__row" key={label}>
            <dt>{label}</dt>
            <dd title={value}>{value || '—'}</dd>
          </div>
        ))}
      </dl>
      <form className="jt-form" onSubmit={submit} noValidate>
        <Field label="姓名" required error={errors.name}>
          {(id) => <Input id={id} name="name" value={values.name} maxLength={64} onChange={change('name')} />}
        </Field>
        <Field label="手机号" error={errors.mobile}>
          {(id) => (
            <Input id={id} name="mobile" value={values.mobile} maxLength={11} onChange={change('mobile')} />
          )}
        </Field>
        <Field label="邮箱" error={errors.email}>
          {(id) => (
            <Input id={id} name="email" value={values.email} maxLength={128} onChange={change('email')} />
          )}
        </Field>
        <div className="jt-form__actions">
          <Button htmlType="submit" theme="solid" type="primary" loading={saving}>
            保存资料
          </Button>
        </div>
      </form>
    </section>
  );
}

const EMPTY_PASSWORDS: PasswordValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordCard({ detail }: { detail: UserDetail }) {
  const [values, setValues] = useState<PasswordValues>(EMPTY_PASSWORDS);
  const [errors, setErrors] = useState<Partial<Record<keyof PasswordValues, string>>>({});
  const [saving, setSaving] = useState(false);
  const [rules, setRules] = useState<string[]>([]);
  const tenant = detail.tenantAccount;

  useEffect(() => {
    if (!tenant) return;
    let current = true;
    api
      .GET('/api/component/config/getUserPasswordRule/{tenant}', { params: { path: { tenant } } })
      .then(({ data }) => {
        if (current && data) setRules(passwordRuleLines(data.data));
      })
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [tenant]);

  const change = (field: keyof PasswordValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = validatePassword(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0 || saving) return;
    setSaving(true);
    try {
      const encrypt = createPasswordEncryptor(runtimeConfig.current().rsaPublicKey);
      const { error, response } = await api.PUT('/api/system/updateCscpUserPwd/{type}', {
        params: { path: { type: OWN_CHANGE_TYPE } },
        body: passwordUpdate(detail, values, encrypt),
      });
      if (response.ok) {
        showMessage(SelfEditText.passwordChanged, { type: 'success' });
        setValues(EMPTY_PASSWORDS);
      } else {
        showMessage(SelfEditText.passwordFailed(refusalReason(error, response.status)));
      }
    } catch {
      // No answer: the HTTP layer has said so.
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="jt-card jt-self-edit__card" aria-labelledby="self-edit-password">
      <h3 className="jt-card__title" id="self-edit-password">
        修改密码
      </h3>
      {rules.length > 0 ? (
        <ul className="jt-self-edit__rules" aria-label="密码规则">
          {rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      ) : null}
      <form className="jt-form" onSubmit={submit} noValidate>
        <Field label="原密码" required error={errors.oldPassword}>
          {(id) => (
            <Input
              id={id}
              name="oldPassword"
              mode="password"
              autoComplete="current-password"
              value={values.oldPassword}
              onChange={change('oldPassword')}
            />
          )}
        </Field>
        <Field label="新密码" required error={errors.newPassword}>
          {(id) => (
            <Input
              id={id}
              name="newPassword"
              mode="password"
              autoComplete="new-password"
              value={values.newPassword}
              onChange={change('newPassword')}
            />
          )}
        </Field>
        <Field label="确认新密码" required error={errors.confirmPassword}>
          {(id) => (
            <Input
              id={id}
              name="confirmPassword"
              mode="password"
              autoComplete="new-password"
              value={values.confirmPassword}
              onChange={change('confirmPassword')}
            />
          )}
        </Field>
        <div className="jt-form__actions">
          <Button htmlType="submit" theme="solid" type="primary" loading={saving}>
            修改密码
          </Button>
        </div>
      </form>
    </section>
  );
}
