import { useCallback, useMemo } from 'react';
import { useNarrowScreen } from '../../../ui/layout/use-narrow-screen';
import { LoginText } from '../texts';
import { CaptchaWidget, usePreloadedCaptchaWidget } from './CaptchaWidget';
import { FormControl, type FormControls } from './FormControl';
import { captchaDisplay } from './form-captcha';
import type { LoginOutcome } from './login-outcome';
import { Background, PlacedComponent } from './PlacedComponent';
import {
  coversDesign,
  findComponent,
  flowOrder,
  isFormControl,
  isVisible,
  type PageComponent,
} from './page-config';
import { stageTooSmall } from './page-scale';
import { placedTenantField } from './tenant-rules';
import { useCaptchaRequirement } from './use-captcha-requirement';
import { useCaptchaWidget } from './use-captcha-widget';
import { useDigitalCaptcha } from './use-digital-captcha';
import { useFormSignIn } from './use-form-sign-in';
import { useLoginForm } from './use-login-form';
import { useLoginPageData } from './use-login-page-data';
import { useLoginRoute } from './use-login-route';
import { useRouteSignIn } from './use-route-sign-in';
import { useSignIn } from './use-sign-in';
import { useSmsCode } from './use-sms-code';
import { useStageFit } from './use-stage-fit';
import { checkMessages, type LoginField } from './validation';
import './login.css';

const NO_COMPONENTS: readonly PageComponent[] = [];

/**
 * The sign-in page (seed 000 §2–§9) at /login and /sysLogin: laid out from the stored page
 * configuration on the 1920×1080 design; the form's rules, tenant, captcha, error catalogue and
 * success flow; single sign-on and embedded sign-in from the route's query. Each concern lives in
 * its hook or component beside this file; the page wires them together and draws the stage.
 */
export default function LoginPage() {
  const route = useLoginRoute();
  const fit = useStageFit();
  // Under 768 px, or where the 1920×1080 stage would be drawn under half its size, it is
  // unreadable: the form flows instead.
  const narrow = useNarrowScreen() || stageTooSmall(fit);
  const requirement = useCaptchaRequirement();
  const data = useLoginPageData(requirement.applyThresholds);
  const { captchaSettings: settings, tenantSettings, tenants } = data;
  const components = data.layout ?? NO_COMPONENTS;
  const presetTenant = route.query.tenantAccount;

  const overrides = useMemo(() => checkMessages(components, tenants !== null), [components, tenants]);
  const form = useLoginForm(presetTenant, overrides);
  const tenantField = placedTenantField(tenantSettings, components, tenants !== null);
  const widget = useCaptchaWidget(settings);
  const slot = findComponent(components, 'captcha');
  const captcha = captchaDisplay(settings, requirement.required, slot, widget.locked);
  const digital = useDigitalCaptcha(captcha.numberCode, form.clearCode);
  usePreloadedCaptchaWidget(captcha.widget);
  const sms = useSmsCode(() => form.validate('phoneAccount'));

  // A refused sign-in may make the captcha due, and a text captcha is never tried twice.
  const { applyOutcome } = requirement;
  const { refresh: refreshDigital } = digital;
  const onRefused = useCallback(
    (outcome: LoginOutcome | null) => {
      if (outcome) applyOutcome(outcome);
      if (captcha.numberCode) refreshDigital();
    },
    [applyOutcome, captcha.numberCode, refreshDigital],
  );
  const signIn = useSignIn(route.validatesPassword, onRefused);
  const { onSubmit, onVerified } = useFormSignIn({
    form,
    overrides,
    tenantSettings,
    routeTenant: presetTenant,
    tenantField,
    captcha,
    digital: digital.digital,
    widget,
    signIn,
  });
  const busy = useRouteSignIn({
    query: route.query,
    returnToForm: route.returnToForm,
    tenantSettings,
    tenantRequiredMessage: overrides.tenantAccount,
    handleOutcome: signIn.handleOutcome,
    presetUserName: form.presetUserName,
  });

  // Leaving a field checks it; nothing is asked of the server before sign-in: the user's failures
  // so far (getCountKeyValue) are an authenticated call that answers 401 on /login (issue 18).
  const blur = (name: LoginField) => {
    form.validate(name);
  };
  const widgetEvents = { onSuccess: onVerified, onFailure: widget.onFailure, onClose: widget.closePopup };
  const controls: FormControls = {
    field: { values: form.values, errors: form.errors, setValue: form.setValue, blur },
    tab: form.tab,
    selectTab: form.selectTab,
    phoneShown: settings.phoneCodeShown,
    tenants: tenants ?? [],
    presetTenant,
    sms,
    captchaMode: settings.mode,
    digital,
    widget: widgetEvents,
    remember: form.remember,
    setRemember: form.setRemember,
    submitting: signIn.submitting,
  };
  const visibility = {
    tab: form.tab,
    tenantField,
    captchaInForm: captcha.inForm,
    phoneShown: settings.phoneCodeShown,
  };
  // A background covering the whole design fills the whole window (no bars on other shapes).
  const background = findComponent(components, 'background');
  const fullWindowBackground = background !== undefined && (narrow || coversDesign(background));
  const placed = narrow ? flowOrder(components) : components;

  return (
    <main
      className={narrow ? 'jt-login jt-login--narrow' : 'jt-login'}
      aria-busy={data.layout === null || busy}
    >
      {background && fullWindowBackground ? <Background component={background} fullWindow /> : null}
      <form
        className={narrow ? 'jt-login__stage jt-login__stage--flow' : 'jt-login__stage'}
        noValidate
        onSubmit={onSubmit}
        style={
          narrow ? undefined : { transform: `translate(${fit.left}px, ${fit.top}px) scale(${fit.scale})` }
        }
      >
        {placed.map((component, index) => {
          const key = `${component.component}-${index}`;
          if (component.component === 'background')
            return fullWindowBackground ? null : (
              <Background key={key} component={component} fullWindow={false} />
            );
          // While a route sign-in runs the form is not offered.
          if (busy && isFormControl(component.component)) return null;
          if (!isVisible(component, visibility)) return null;
          if (isFormControl(component.component))
            return <FormControl key={key} component={component} controls={controls} />;
          return <PlacedComponent key={key} component={component} />;
        })}
      </form>
      {busy ? (
        <div className="jt-login-busy" role="status">
          {LoginText.signingIn}
        </div>
      ) : null}
      {widget.popupOpen && settings.mode !== 'numberCode' ? (
        <CaptchaWidget type={settings.mode} mode="pop" {...widgetEvents} />
      ) : null}
    </main>
  );
}
