// The sign-in form's rules (seed 000 §5), checked on blur and on submit. The page configuration's
// checkMessage replaces a field's "required" text; the other texts are fixed.
import { MOBILE_PATTERN } from '../../../lib/rules/contact-patterns';
import { ValidationText } from '../texts';
import { findComponent, type PageComponent, type PageComponentType } from './page-config';

export type LoginField =
  | 'userName'
  | 'tenantAccount'
  | 'phoneAccount'
  | 'verifyPhone'
  | 'password'
  | 'captcha';

/** checkMessage of the field's component, by field (only non-empty ones count). */
export type RequiredOverrides = Partial<Record<LoginField, string | null | undefined>>;

/** The component whose checkMessage speaks for each field. */
const FIELD_COMPONENTS: Record<Exclude<LoginField, 'tenantAccount'>, PageComponentType> = {
  userName: 'userNameInput',
  password: 'passwordInput',
  phoneAccount: 'phoneInput',
  verifyPhone: 'phoneCodeInput',
  captcha: 'captcha',
};

/**
 * The checkMessage overrides of the placed components. The tenant's comes from the select when
 * the tenant list was read (the select is the tenant field then), else from the tenant input.
 */
export function checkMessages(
  components: readonly PageComponent[],
  tenantListRead: boolean,
): RequiredOverrides {
  const checkMessage = (type: PageComponentType) => findComponent(components, type)?.checkMessage;
  const overrides: RequiredOverrides = {
    tenantAccount: checkMessage(tenantListRead ? 'tenantSelect' : 'tenantInput'),
  };
  for (const [field, type] of Object.entries(FIELD_COMPONENTS) as Array<[LoginField, PageComponentType]>)
    overrides[field] = checkMessage(type);
  return overrides;
}

const REQUIRED: Record<LoginField, string> = {
  userName: ValidationText.userNameRequired,
  tenantAccount: ValidationText.tenantRequired,
  phoneAccount: ValidationText.phoneRequired,
  verifyPhone: ValidationText.smsCodeRequired,
  password: ValidationText.passwordRequired,
  captcha: ValidationText.captchaRequired,
};

/** Any Han character: the text captcha must contain none (§5). */
const CHINESE = /\p{Script=Han}/u;

function requiredText(field: LoginField, overrides: RequiredOverrides): string {
  const override = overrides[field]?.trim();
  return override ? override : REQUIRED[field];
}

/** The message for the field's value, or null when it passes. */
export function validateLoginField(
  field: LoginField,
  value: string,
  overrides: RequiredOverrides = {},
): string | null {
  const text = field === 'password' ? value : value.trim();
  if (text === '') return requiredText(field, overrides);
  if (field === 'phoneAccount' && !MOBILE_PATTERN.test(text)) return ValidationText.phoneInvalid;
  if (field === 'captcha' && CHINESE.test(text)) return ValidationText.captchaChinese;
  return null;
}

/** Checks the given fields in order; the messages of those that fail. */
export function validateLoginFields(
  values: Partial<Record<LoginField, string>>,
  fields: readonly LoginField[],
  overrides: RequiredOverrides = {},
): Partial<Record<LoginField, string>> {
  const errors: Partial<Record<LoginField, string>> = {};
  for (const field of fields) {
    const message = validateLoginField(field, values[field] ?? '', overrides);
    if (message !== null) errors[field] = message;
  }
  return errors;
}

/** §5 generic regex rule: empty → 请输入, no match → 请输入符合要求的内容. */
export function regexRule(pattern: RegExp): (value: string) => string | null {
  return (value) => {
    if (value.trim() === '') return ValidationText.regexEmpty;
    return pattern.test(value) ? null : ValidationText.regexMismatch;
  };
}
