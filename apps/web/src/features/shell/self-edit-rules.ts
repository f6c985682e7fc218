// The personal center's rules (seed 000 §2 /self-edit 个人中心, §7 the /api/system user calls):
// what the user may change of their own details (type 1 = own change), the password change
// payload (passwords RSA-encrypted like the sign-in), and the texts of both forms.
import type { Schemas } from '@jt/api-contract';
import { EMAIL_PATTERN, MOBILE_PATTERN } from '../../lib/rules/contact-patterns';

export type UserDetail = Schemas['CscpUserDetail'];
export type UserUpdateRequest = Schemas['CscpUserUpdateRequest'];

/** The user's own change (personal center), as opposed to 0 = user administration. */
export const OWN_CHANGE_TYPE = 1;

export const SelfEditText = {
  title: '个人中心',
  nameRequired: '请输入姓名',
  mobileInvalid: '请输入正确的手机号',
  emailInvalid: '请输入正确的邮箱地址',
  saved: '个人资料已保存',
  saveFailed: (reason: string) => `保存失败：${reason}`,
  oldPasswordRequired: '请输入原密码',
  newPasswordRequired: '请输入新密码',
  confirmRequired: '请再次输入新密码',
  confirmMismatch: '两次输入的新密码不一致',
  samePassword: '新密码不能与原密码相同',
  /** Seed 000 §8 "Password update success" / "failure", word for word. */
  passwordChanged: '修改密码成功！',
  passwordFailed: (reason: string) => `修改失败：${reason}`,
  loadFailed: '个人资料加载失败，请刷新重试',
} as const;

export interface DetailValues {
  name: string;
  mobile: string;
  email: string;
}

/** The first problem of the details form, by field; empty when it can be saved. */
export function validateDetails(values: DetailValues): Partial<Record<keyof DetailValues, string>> {
  const problems: Partial<Record<keyof DetailValues, string>> = {};
  if (values.name.trim() === '') problems.name = SelfEditText.nameRequired;
  const mobile = values.mobile.trim();
  if (mobile !== '' && !MOBILE_PATTERN.test(mobile)) problems.mobile = SelfEditText.mobileInvalid;
  const email = values.email.trim();
  if (email !== '' && (email.length > 128 || !EMAIL_PATTERN.test(email)))
    problems.email = SelfEditText.emailInvalid;
  return problems;
}

/** The details form's starting values. */
export function detailValues(detail: Pick<UserDetail, 'name' | 'mobile' | 'email'>): DetailValues {
  return { name: detail.name ?? '', mobile: detail.mobile ?? '', email: detail.email ?? '' };
}

/** PUT cscpUserDetails/1: the user's ids and the changed fields (an empty field is cleared). */
export function detailUpdate(
  detail: Pick<UserDetail, 'id' | 'userId'>,
  values: DetailValues,
): UserUpdateRequest {
  const optional = (text: string) => (text.trim() === '' ? null : text.trim());
  return {
    cscpUserDetailDTO: {
      id: detail.id,
      userId: detail.userId,
      name: values.name.trim(),
      mobile: optional(values.mobile),
      email: optional(values.email),
    },
  };
}

export interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export function validatePassword(values: PasswordValues): Partial<Record<keyof PasswordValues, string>> {
  const problems: Partial<Record<keyof PasswordValues, string>> = {};
  if (values.oldPassword === '') problems.oldPassword = SelfEditText.oldPasswordRequired;
  if (values.newPassword === '') problems.newPassword = SelfEditText.newPasswordRequired;
  else if (values.newPassword === values.oldPassword) problems.newPassword = SelfEditText.samePassword;
  if (values.confirmPassword === '') problems.confirmPassword = SelfEditText.confirmRequired;
  else if (values.confirmPassword !== values.newPassword)
    problems.confirmPassword = SelfEditText.confirmMismatch;
  return problems;
}

/** PUT updateCscpUserPwd/1: the user's ids, the old password as currentUserPwd, both encrypted. */
export function passwordUpdate(
  detail: Pick<UserDetail, 'id' | 'userId'>,
  values: Pick<PasswordValues, 'oldPassword' | 'newPassword'>,
  encrypt: (plain: string) => string,
): UserUpdateRequest {
  return {
    cscpUserDetailDTO: { id: detail.id, userId: detail.userId },
    currentUserPwd: encrypt(values.oldPassword),
    newPassword: encrypt(values.newPassword),
  };
}

/** The tenant's password rules (semicolon-separated text, displayed only) as lines. */
export function passwordRuleLines(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/[;；]/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * The reason a refused call gives: the Problem's detail, else its title unless it only names the
 * status (the backend puts the human text in the title for these calls, e.g. 与原密码不符!), else
 * a `msg`, else the first field error, else the HTTP status.
 */
export function refusalReason(body: unknown, status: number): string {
  if (typeof body === 'object' && body !== null) {
    const problem = body as Record<string, unknown>;
    const fieldErrors = Array.isArray(problem.fieldErrors) ? problem.fieldErrors : [];
    const firstField = fieldErrors[0] as Record<string, unknown> | undefined;
    for (const candidate of [problem.detail, problem.title, problem.msg, firstField?.message]) {
      if (typeof candidate === 'string' && candidate.trim() !== '' && !isGenericTitle(candidate))
        return candidate;
    }
  }
  return `HTTP ${status}`;
}

/** Titles that name the status instead of the reason ('Bad Request'). */
function isGenericTitle(text: string): boolean {
  return /^(bad request|not found|internal server error|unauthorized|forbidden)$/i.test(text.trim());
}
