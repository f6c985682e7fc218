import { type FormEvent, useCallback, useRef } from 'react';
import { api } from '../../../lib/api/client';
import { showMessage } from '../../../lib/messages/popup-message';
import { credentials } from '../../../lib/session/credentials';
import { encryptPassword } from '../shared/password-encryptor';
import { CaptchaText, PhoneText } from '../texts';
import type { DigitalCaptcha } from './digital-captcha';
import { type CaptchaDisplay, captchaStep, formCaptcha } from './form-captcha';
import { checkSignInForm } from './form-check';
import type { TenantSettings } from './global-config';
import { signIn as signInCall } from './login-calls';
import { WARNING_MS } from './sign-in-flow';
import type { TenantField } from './tenant-rules';
import type { CaptchaWidgetState } from './use-captcha-widget';
import type { LoginForm } from './use-login-form';
import type { SignIn } from './use-sign-in';
import type { RequiredOverrides } from './validation';

export interface FormSignInInput {
  form: LoginForm;
  overrides: RequiredOverrides;
  tenantSettings: TenantSettings | null;
  /** The route's tenantAccount ('' when none). */
  routeTenant: string;
  tenantField: TenantField;
  captcha: CaptchaDisplay;
  digital: DigitalCaptcha | null;
  widget: CaptchaWidgetState;
  signIn: SignIn;
}

export interface FormSignIn {
  onSubmit: (event: FormEvent) => void;
  /** The widget's verification string: the sign-in goes on with it. */
  onVerified: (verification: string) => void;
}

/**
 * The form's submit: the §5 checks, the phone tab's notice, the captcha widget first when one is
 * required, then system/login with the encrypted password and the captcha headers.
 */
export function useFormSignIn(input: FormSignInInput): FormSignIn {
  const { form, captcha, widget, signIn } = input;

  const submit = async (verification?: string) => {
    if (signIn.isSubmitting()) return;
    const check = checkSignInForm({
      values: form.values,
      tab: form.tab,
      numberCode: captcha.numberCode,
      overrides: input.overrides,
      tenantSettings: input.tenantSettings,
      routeTenant: input.routeTenant,
      tenantField: input.tenantField,
    });
    form.showErrors(check.errors);
    for (const text of check.popups) showMessage(text);
    if (check.tenantAccount === null) return;
    if (form.tab === 'phone') {
      showMessage(PhoneText.signInUnavailable, { type: 'info', durationMs: WARNING_MS });
      return;
    }
    switch (captchaStep(captcha, verification !== undefined, widget.locked)) {
      case 'locked':
        return showMessage(CaptchaText.locked);
      case 'open-popup':
        return widget.openPopup();
      case 'solve-inline':
        return showMessage(CaptchaText.popupTitle, { type: 'info' });
      case 'sign-in':
        break;
    }
    signIn.begin();
    credentials.storeRememberMe(form.remember);
    const userName = form.values.userName.trim();
    const outcome = await signInCall(
      api,
      {
        username: userName,
        password: encryptPassword(form.values.password),
        tenantAccount: check.tenantAccount,
        rememberme: credentials.rememberMe(),
      },
      formCaptcha(captcha, input.digital, form.values.captcha, verification),
    );
    await signIn.handleOutcome(outcome, { userName, tenantAccount: check.tenantAccount });
  };
  // The widget emits its verification 1 s after the pass, from a timer of an earlier render:
  // it must reach the submit of the latest one (values, tenant, captcha as they are now).
  const latestSubmit = useRef(submit);
  latestSubmit.current = submit;

  const { onPassed } = widget;
  const onVerified = useCallback(
    (verification: string) => {
      onPassed();
      void latestSubmit.current(verification);
    },
    [onPassed],
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  return { onSubmit, onVerified };
}
