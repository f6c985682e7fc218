// The forced password update (seed 000 §2, §4, §5, §8): its fields' rules, the tenant's password
// rules as lines, and what forceUpdateUserPwd's answer means.
import { problemText } from '../../../lib/http/problem-text';
import { UpdatePasswordText } from '../texts';

export type UpdatePasswordField = 'tenantAccount' | 'userName' | 'oldPassword' | 'newPassword';

export type UpdatePasswordValues = Record<UpdatePasswordField, string>;

const REQUIRED: Record<UpdatePasswordField, string> = {
  tenantAccount: UpdatePasswordText.tenantRequired,
  userName: UpdatePasswordText.userNameRequired,
  oldPassword: UpdatePasswordText.oldPasswordRequired,
  newPassword: UpdatePasswordText.newPasswordRequired,
};

/** Required, checked on blur and on submit (§5); complexity is the server's business. */
export function validateUpdateField(field: UpdatePasswordField, value: string): string | null {
  const text = field === 'oldPassword' || field === 'newPassword' ? value : value.trim();
  return text === '' ? REQUIRED[field] : null;
}

/** The fields of the form, the tenant only in multi-tenant mode (§2). */
export function updateFields(multiTenant: boolean): UpdatePasswordField[] {
  return multiTenant
    ? ['tenantAccount', 'userName', 'oldPassword', 'newPassword']
    : ['userName', 'oldPassword', 'newPassword'];
}

export function validateUpdateForm(
  values: UpdatePasswordValues,
  multiTenant: boolean,
): Partial<Record<UpdatePasswordField, string>> {
  const errors: Partial<Record<UpdatePasswordField, string>> = {};
  for (const field of updateFields(multiTenant)) {
    const message = validateUpdateField(field, values[field]);
    if (message !== null) errors[field] = message;
  }
  return errors;
}

/** The rule text of getUserPasswordRule, one rule per line (semicolon-separated, either width). */
export function passwordRuleLines(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/[;；]/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

export type UpdateOutcome = { ok: true } | { ok: false; message: string };

/**
 * forceUpdateUserPwd's answer: code 200 is 修改密码成功！; otherwise 修改失败：{message}, the
 * message from the body (msg) or from the HTTP error (its Problem's text, else the status).
 */
export function updateOutcome(status: number, body: unknown): UpdateOutcome {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (status >= 200 && status < 300 && record.code === 200) return { ok: true };
  const message = problemText(body) || `HTTP ${status}`;
  return { ok: false, message: UpdatePasswordText.failure(message) };
}
