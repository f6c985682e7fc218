import IconKey from '@douyinfe/semi-icons/lib/es/icons/IconKey';
import IconLock from '@douyinfe/semi-icons/lib/es/icons/IconLock';
import IconPhone from '@douyinfe/semi-icons/lib/es/icons/IconPhone';
import IconUser from '@douyinfe/semi-icons/lib/es/icons/IconUser';
import Button from '@douyinfe/semi-ui/lib/es/button';
import Checkbox from '@douyinfe/semi-ui/lib/es/checkbox';
import type { Schemas } from '@jt/api-contract';
import type { CaptchaBoxProps } from '../captcha/CaptchaBox';
import { LoginText } from '../texts';
import { CaptchaWidget } from './CaptchaWidget';
import { type FieldBinding, FieldBox, TextField } from './FieldBox';
import type { CaptchaMode } from './global-config';
import { LoginTabs } from './LoginTabs';
import { NumberCodeCaptcha } from './NumberCodeCaptcha';
import { ownStyle, placement } from './PlacedComponent';
import type { LoginTab, PageComponent } from './page-config';
import { TenantSelect } from './TenantSelect';
import type { DigitalCaptchaState } from './use-digital-captcha';
import type { SmsCode } from './use-sms-code';

/** Everything the form's controls show and report to, gathered by the page. */
export interface FormControls {
  field: FieldBinding;
  tab: LoginTab;
  selectTab: (tab: LoginTab) => void;
  /** The phone sign-in is offered (show_phone_code '0'). */
  phoneShown: boolean;
  tenants: readonly Schemas['Tenant'][];
  /** The route's tenantAccount ('' when none). */
  presetTenant: string;
  sms: SmsCode;
  captchaMode: CaptchaMode;
  digital: DigitalCaptchaState;
  /** The inline widget reports as the popup does. */
  widget: Pick<CaptchaBoxProps, 'onSuccess' | 'onFailure' | 'onClose'>;
  remember: boolean;
  setRemember: (remember: boolean) => void;
  submitting: boolean;
}

/** A placed form control of the page configuration (page-config.ts isFormControl), drawn for its type. */
export function FormControl({ component, controls }: { component: PageComponent; controls: FormControls }) {
  const { field } = controls;
  switch (component.component) {
    case 'loginTab':
      return (
        <LoginTabs
          component={component}
          tab={controls.tab}
          phoneShown={controls.phoneShown}
          onSelect={controls.selectTab}
        />
      );
    case 'tenantInput':
      return (
        <TextField
          component={component}
          name="tenantAccount"
          field={field}
          prefix={<IconKey />}
          autoComplete="organization"
        />
      );
    case 'tenantSelect':
      return (
        <TenantSelect
          component={component}
          field={field}
          tenants={controls.tenants}
          presetTenant={controls.presetTenant}
        />
      );
    case 'userNameInput':
      return (
        <TextField
          component={component}
          name="userName"
          field={field}
          prefix={<IconUser />}
          autoComplete="username"
        />
      );
    case 'passwordInput':
      return (
        <TextField
          component={component}
          name="password"
          field={field}
          password
          prefix={<IconLock />}
          autoComplete="current-password"
        />
      );
    case 'phoneInput':
      return (
        <TextField
          component={component}
          name="phoneAccount"
          field={field}
          prefix={<IconPhone />}
          autoComplete="tel"
        />
      );
    case 'phoneCodeInput':
      return (
        <TextField
          component={component}
          name="verifyPhone"
          field={field}
          prefix={<IconKey />}
          autoComplete="one-time-code"
          suffix={
            <button
              type="button"
              className="jt-login-sms"
              disabled={controls.sms.counting}
              onClick={controls.sms.request}
            >
              {controls.sms.label}
            </button>
          }
        />
      );
    case 'captcha':
      if (controls.captchaMode === 'numberCode')
        return <NumberCodeCaptcha component={component} field={field} digital={controls.digital} />;
      return (
        <FieldBox component={component} error={undefined}>
          <CaptchaWidget type={controls.captchaMode} mode="fixed" {...controls.widget} />
        </FieldBox>
      );
    case 'rememberMe':
      return (
        <div className="jt-login-remember" style={placement(component, ownStyle(component))}>
          <Checkbox
            checked={controls.remember}
            onChange={(event) => controls.setRemember(event.target.checked === true)}
          >
            <span
              style={{ color: component.fontColor ?? undefined, fontSize: component.fontSize ?? undefined }}
            >
              {component.textContent}
            </span>
          </Checkbox>
        </div>
      );
    case 'loginButton':
      // §4 "a loading message shown" while the sign-in runs: on the blocked login button.
      return (
        <div style={placement(component)}>
          <Button
            className="jt-login-button"
            htmlType="submit"
            theme="solid"
            type="primary"
            loading={controls.submitting}
            style={ownStyle(component)}
          >
            {controls.submitting ? LoginText.signingIn : component.textContent}
          </Button>
        </div>
      );
    default:
      return null;
  }
}
