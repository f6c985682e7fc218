// The checks of a submit (seed 000 §5): the fields of the open tab (and the text captcha when it
// shows), then the tenant rule. Says which messages go under their fields, which pop up, and the
// tenant to sign in with when the form may be sent.
import { ValidationText } from '../texts';
import type { TenantSettings } from './global-config';
import type { LoginTab } from './page-config';
import { chooseTenant, type TenantField } from './tenant-rules';
import { type LoginField, type RequiredOverrides, validateLoginFields } from './validation';

export type LoginValues = Record<LoginField, string>;
export type LoginErrors = Partial<Record<LoginField, string>>;

export interface SignInFormInput {
  values: LoginValues;
  tab: LoginTab;
  /** The text captcha shows, so its code is checked too. */
  numberCode: boolean;
  overrides: RequiredOverrides;
  /** sass_config as read (null before: no tenant can be chosen yet). */
  tenantSettings: TenantSettings | null;
  /** The route's tenantAccount ('' when none). */
  routeTenant: string;
  tenantField: TenantField;
}

export interface SignInFormCheck {
  /** The messages under the fields; empty when every field passes. */
  errors: LoginErrors;
  /**
   * Messages said as popups, in this order: the tenant's when the form has no tenant field to show
   * it under (single-tenant mode without a default tenant); the text captcha's Chinese rule, which
   * reads as a sign-in failure (§5).
   */
  popups: string[];
  /** The tenant to sign in with; null when the form may not be sent. */
  tenantAccount: string | null;
}

/** The fields a submit checks: the open tab's, and the text captcha while it shows. */
export function submitFields(tab: LoginTab, numberCode: boolean): LoginField[] {
  const fields: LoginField[] = tab === 'account' ? ['userName', 'password'] : ['phoneAccount', 'verifyPhone'];
  if (numberCode) fields.push('captcha');
  return fields;
}

export function checkSignInForm(input: SignInFormInput): SignInFormCheck {
  const { values, overrides } = input;
  const errors = validateLoginFields(values, submitFields(input.tab, input.numberCode), overrides);
  const tenant = input.tenantSettings
    ? chooseTenant(input.tenantSettings, values.tenantAccount, input.routeTenant, overrides.tenantAccount)
    : null;
  const popups: string[] = [];
  if (tenant && !tenant.ok) {
    if (input.tenantField === 'none') popups.push(tenant.message);
    else errors.tenantAccount = tenant.message;
  }
  if (errors.captcha === ValidationText.captchaChinese) popups.push(errors.captcha);
  const passes = tenant?.ok === true && Object.keys(errors).length === 0;
  return { errors, popups, tenantAccount: passes && tenant.ok ? tenant.tenantAccount : null };
}
