import IconKey from '@douyinfe/semi-icons/lib/es/icons/IconKey';
import IconLock from '@douyinfe/semi-icons/lib/es/icons/IconLock';
import IconPhone from '@douyinfe/semi-icons/lib/es/icons/IconPhone';
import IconUser from '@douyinfe/semi-icons/lib/es/icons/IconUser';
import Button from '@douyinfe/semi-ui/lib/es/button';
import Checkbox from '@douyinfe/semi-ui/lib/es/checkbox';
import Input from '@douyinfe/semi-ui/lib/es/input';
import type { Schemas } from '@jt/api-contract';
import {
  type ComponentType,
  type FormEvent,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useLocation, useSearch } from 'wouter';
import { isChunkLoadError, logChunkLoadError, withChunkTimeout } from '../../../app/lazy-page';
import { api } from '../../../lib/api/client';
import { appState } from '../../../lib/app-state/app-state';
import { LOGIN_PATH, SYS_LOGIN_PATH } from '../../../lib/http/login-pages';
import { showMessage } from '../../../lib/messages/popup-message';
import { credentials } from '../../../lib/session/credentials';
import { chooseDestination } from '../../../lib/session/destination';
import { passwordChange } from '../../../lib/session/password-change';
import { loadSessionContext } from '../../../lib/session/session-context';
import type { CaptchaBoxProps } from '../captcha/CaptchaBox';
import { BAR_HEIGHT, IMAGE_HEIGHT, V_SPACE } from '../captcha/captcha-geometry';
import {
  type CaptchaLock,
  current,
  isLocked,
  recordFailure,
  recordSuccess,
  unlocked,
} from '../captcha/captcha-lock';
import { encryptPassword } from '../shared/password-encryptor';
import { readLoginQuery, withoutCredentials } from '../sso/sso-query';
import { CaptchaText, LoginText, PhoneText, ValidationText } from '../texts';
import {
  type CaptchaGate,
  initialCaptchaGate,
  withCaptchaDemanded,
  withClientFailure,
  withFailuresSoFar,
  withLoginFailure,
  withThresholds,
} from './captcha-gate';
import { DEFAULT_LAYOUT } from './default-layout';
import { type DigitalCaptcha, readDigitalCaptcha } from './digital-captcha';
import { type CaptchaSettings, captchaSettings, type TenantSettings, tenantSettings } from './global-config';
import { type LoginCaptcha, signIn, signInEmbedded, signInSso } from './login-calls';
import { type LoginOutcome, passwordChangeMessage } from './login-outcome';
import { Background, ownStyle, PlacedComponent, placement } from './PlacedComponent';
import {
  DESIGN_HEIGHT,
  DESIGN_WIDTH,
  findComponent,
  isVisible,
  type LoginTab,
  type PageComponent,
  tabNames,
} from './page-config';
import {
  readCaptchaThresholds,
  readFailuresSoFar,
  readGlobalConfig,
  readPageLayout,
  readTenants,
} from './page-data';
import {
  completeSignIn,
  readPasswordExpireDays,
  type SignInDeps,
  SSO_TENANT_TYPE,
  startPasswordChange,
  WARNING_MS,
} from './sign-in-flow';
import { smsButtonLabel, smsSecondsLeft } from './sms-countdown';
import { chooseTenant, tenantField, tenantOptions } from './tenant-rules';
import { useStageFit } from './use-stage-fit';
import { type LoginField, validateLoginField, validateLoginFields } from './validation';
import './login.css';

type Tenant = Schemas['Tenant'];

// The captcha widget (with AJ-Captcha's AES) is loaded once a captcha is required, not with the
// page. A chunk that cannot be loaded is a chunk-load error without a message (seed 000 §8): the
// popup closes and the next attempt loads it again.
const loadCaptchaBox = withChunkTimeout(() => import('../captcha/CaptchaBox'));
function lazyCaptchaBox() {
  return lazy<ComponentType<CaptchaBoxProps>>(() =>
    loadCaptchaBox().catch((error: unknown) => {
      if (isChunkLoadError(error)) logChunkLoadError(error, 'captcha');
      CaptchaBox = lazyCaptchaBox();
      return { default: CaptchaUnavailable };
    }),
  );
}
function CaptchaUnavailable({ onClose }: CaptchaBoxProps) {
  useEffect(() => onClose(), [onClose]);
  return null;
}
let CaptchaBox = lazyCaptchaBox();
type FormValues = Record<LoginField, string>;

/** Room the inline (fixed) captcha widget needs; a smaller captcha slot opens it as a popup. */
const INLINE_CAPTCHA_HEIGHT = IMAGE_HEIGHT + V_SPACE + BAR_HEIGHT + 2;

const FORM_FIELD_TYPES = new Set<PageComponent['component']>([
  'loginTab',
  'tenantInput',
  'tenantSelect',
  'phoneInput',
  'phoneCodeInput',
  'userNameInput',
  'passwordInput',
  'captcha',
  'rememberMe',
  'loginButton',
]);

const sameRoute = (a: string, b: string) => a.replace(/\/+$/, '').toLowerCase() === b.toLowerCase();

/**
 * The sign-in page (seed 000 §2–§9) at /login and /sysLogin: laid out from the stored page
 * configuration on the 1920×1080 design; the form's rules, tenant, captcha, error catalogue and
 * success flow; single sign-on and embedded sign-in from the route's query.
 */
export default function LoginPage() {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const [query] = useState(() => readLoginQuery(search));
  // /login carries the password-validation flag (§2): a password status sends the user to
  // /update-password. /sysLogin, the second system sign-in, shows the status and stays.
  const validatesPassword = !sameRoute(path, SYS_LOGIN_PATH);
  const fit = useStageFit();

  const [layout, setLayout] = useState<readonly PageComponent[] | null>(null);
  const [captchaConfig, setCaptchaConfig] = useState<CaptchaSettings>(() => captchaSettings([]));
  const [tenantConfig, setTenantConfig] = useState<TenantSettings | null>(null);
  const [tenants, setTenants] = useState<Tenant[] | null>(null);
  const [gate, setGate] = useState<CaptchaGate>(initialCaptchaGate);
  const [values, setValues] = useState<FormValues>({
    userName: '',
    password: '',
    tenantAccount: query.tenantAccount,
    phoneAccount: '',
    verifyPhone: '',
    captcha: '',
  });
  const [errors, setErrors] = useState<Partial<Record<LoginField, string>>>({});
  const [tab, setTab] = useState<LoginTab>('account');
  const [remember, setRemember] = useState(() => credentials.rememberMe() === '1');
  const [digital, setDigital] = useState<DigitalCaptcha | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const submittingRef = useRef(false);
  const [popupOpen, setPopupOpen] = useState(false);
  const [lock, setLock] = useState<CaptchaLock>(unlocked);
  const [smsStartedAt, setSmsStartedAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [busy, setBusy] = useState(query.request.kind !== 'form');

  const signInDeps = useMemo<SignInDeps>(
    () => ({
      client: api,
      credentials,
      passwordChange,
      notify: showMessage,
      loadSession: () => loadSessionContext(),
      destination: () => chooseDestination(appState),
      navigate,
      setPasswordStatusTip: (text) => {
        appState.passwordStatusTip = text;
      },
    }),
    [navigate],
  );

  const components = layout ?? [];
  const overrides = useMemo(() => {
    const checkMessage = (type: PageComponent['component']) => findComponent(components, type)?.checkMessage;
    return {
      userName: checkMessage('userNameInput'),
      password: checkMessage('passwordInput'),
      tenantAccount: checkMessage(tenants ? 'tenantSelect' : 'tenantInput'),
      phoneAccount: checkMessage('phoneInput'),
      verifyPhone: checkMessage('phoneCodeInput'),
      captcha: checkMessage('captcha'),
    };
  }, [components, tenants]);

  const field = tenantConfig
    ? tenantField(
        tenantConfig,
        {
          select: !!findComponent(components, 'tenantSelect'),
          input: !!findComponent(components, 'tenantInput'),
        },
        tenants !== null,
      )
    : 'none';
  const locked = isLocked(lock, now);
  const captchaShown = captchaConfig.enabled && gate.required;
  const captchaSlot = findComponent(components, 'captcha');
  const widgetMode: 'pop' | 'fixed' = captchaSlot && captchaSlot.h >= INLINE_CAPTCHA_HEIGHT ? 'fixed' : 'pop';
  const captchaInForm =
    captchaShown && (captchaConfig.mode === 'numberCode' || (widgetMode === 'fixed' && !locked));
  const phoneShown = captchaConfig.phoneCodeShown;

  // ---- what the page reads once -------------------------------------------------------------
  useEffect(() => {
    if (query.headerHidden !== undefined) appState.headerHidden = query.headerHidden;
    if (query.sidebarHidden !== undefined) appState.sidebarHidden = query.sidebarHidden;
    let cancelled = false;
    // The tenant list is read alongside (it is cheap and needed in the usual multi-tenant mode),
    // so the form is drawn once, with its final tenant field.
    void Promise.all([
      readPageLayout(api),
      readGlobalConfig(api, 'captcha_config'),
      readGlobalConfig(api, 'sass_config'),
      readCaptchaThresholds(api),
      readTenants(api),
    ]).then(([pageLayout, captchaEntries, sassEntries, thresholds, records]) => {
      if (cancelled) return;
      const placed = pageLayout ?? DEFAULT_LAYOUT;
      const sass = tenantSettings(sassEntries ?? []);
      setLayout(placed);
      setCaptchaConfig(captchaSettings(captchaEntries ?? []));
      setTenantConfig(sass);
      setTenants(records);
      // The client state's multi-tenant flag and common tenant (seed 000 §3): /update-password reads them.
      if (sassEntries) {
        appState.multiTenant = sass.multiTenant;
        appState.commonTenant = sass.commonTenantAccount;
      }
      if (thresholds) setGate((gate) => withThresholds(gate, thresholds));
    });
    return () => {
      cancelled = true;
    };
  }, [query]);

  // ---- the text captcha image ---------------------------------------------------------------
  const refreshDigital = useCallback(() => {
    setValues((values) => ({ ...values, captcha: '' }));
    void readDigitalCaptcha(api).then(setDigital);
  }, []);
  const numberCodeShown = captchaShown && captchaConfig.mode === 'numberCode';
  // One image when the text captcha appears; after a failed read, clicking the image asks again.
  const digitalAsked = useRef(false);
  useEffect(() => {
    if (!numberCodeShown || digitalAsked.current) return;
    digitalAsked.current = true;
    refreshDigital();
  }, [numberCodeShown, refreshDigital]);
  // Fetch the widget as soon as it may be needed, so the popup opens at once.
  const widgetNeeded = captchaShown && captchaConfig.mode !== 'numberCode';
  useEffect(() => {
    if (widgetNeeded) void loadCaptchaBox();
  }, [widgetNeeded]);

  // ---- clocks: the captcha lock and the SMS countdown ---------------------------------------
  useEffect(() => {
    if (lock.lockedUntil === null && smsStartedAt === null) return;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      setLock((lock) => current(lock, time));
      if (smsSecondsLeft(smsStartedAt, time) === 0) setSmsStartedAt(null);
    }, 1000);
    return () => clearInterval(timer);
  }, [lock.lockedUntil, smsStartedAt]);

  // ---- outcomes of a sign-in call (§8) ------------------------------------------------------
  const afterFailure = useCallback(() => {
    if (numberCodeShown) refreshDigital();
    submittingRef.current = false;
    setSubmitting(false);
  }, [numberCodeShown, refreshDigital]);

  const handleOutcome = useCallback(
    async (outcome: LoginOutcome | null, who: { userName: string; tenantAccount: string }) => {
      if (outcome === null) return afterFailure();
      switch (outcome.kind) {
        case 'success':
          try {
            await completeSignIn(signInDeps, {
              token: outcome.token,
              passwordWarning: outcome.passwordWarning,
            });
          } finally {
            submittingRef.current = false;
            setSubmitting(false);
          }
          return;
        case 'password-change':
          if (validatesPassword) {
            await startPasswordChange(signInDeps, {
              ...who,
              reason: outcome.reason,
              serverMessage: outcome.serverMessage,
            });
            submittingRef.current = false;
            setSubmitting(false);
            return;
          }
          {
            const days = outcome.reason === 2 ? await readPasswordExpireDays(api, who.tenantAccount) : null;
            showMessage(passwordChangeMessage(outcome.reason, days, outcome.serverMessage), {
              type: 'warning',
              durationMs: WARNING_MS,
            });
          }
          return afterFailure();
        case 'no-token':
          setGate((gate) => withClientFailure(gate));
          break;
        case 'wrong-credentials':
        case 'locked':
          setGate((gate) => withLoginFailure(gate, outcome.failure));
          break;
        case 'captcha-refused':
          if (outcome.missing) setGate((gate) => withCaptchaDemanded(gate));
          break;
        default:
          break;
      }
      showMessage(outcome.message);
      afterFailure();
    },
    [afterFailure, signInDeps, validatesPassword],
  );

  // ---- single sign-on and embedded sign-in from the route ------------------------------------
  const routeRequestStarted = useRef(false);
  useEffect(() => {
    const request = query.request;
    if (request.kind === 'form' || tenantConfig === null || routeRequestStarted.current) return;
    routeRequestStarted.current = true;
    const backToForm = () => {
      navigate(
        `${sameRoute(path, SYS_LOGIN_PATH) ? SYS_LOGIN_PATH : LOGIN_PATH}${withoutCredentials(search)}`,
        {
          replace: true,
        },
      );
      setBusy(false);
    };
    void (async () => {
      if (request.kind === 'sso') {
        const result = await signInSso(api, request.credential);
        if (result?.ok) {
          if (request.credential.kind !== 'param')
            credentials.storeSsoCredential(request.credential.kind, request.credential.value);
          await completeSignIn(signInDeps, {
            token: result.token,
            tenantType: SSO_TENANT_TYPE,
            landing: request.landing,
          });
          return;
        }
        if (result) showMessage(result.message);
        backToForm();
        return;
      }
      const tenant = chooseTenant(
        tenantConfig,
        query.tenantAccount,
        query.tenantAccount,
        overrides.tenantAccount,
      );
      if (!tenant.ok) {
        showMessage(tenant.message);
        backToForm();
        return;
      }
      setValues((values) => ({ ...values, userName: request.userName }));
      const outcome = await signInEmbedded(api, {
        username: request.userName,
        password: encryptPassword(request.password),
        tenantAccount: tenant.tenantAccount,
        rememberme: credentials.rememberMe(),
        url: document.referrer || window.location.href,
      });
      if (outcome?.kind !== 'success' && outcome?.kind !== 'password-change') backToForm();
      await handleOutcome(outcome, { userName: request.userName, tenantAccount: tenant.tenantAccount });
    })();
  }, [query, tenantConfig, navigate, path, search, signInDeps, handleOutcome, overrides.tenantAccount]);

  // ---- the form -----------------------------------------------------------------------------
  const setValue = (name: LoginField, value: string) => {
    setValues((values) => ({ ...values, [name]: value }));
    if (errors[name]) setErrors((errors) => ({ ...errors, [name]: undefined }));
  };

  const blur = (name: LoginField) => {
    const message = validateLoginField(name, values[name], overrides);
    setErrors((errors) => ({ ...errors, [name]: message ?? undefined }));
    const userName = values.userName.trim();
    if (name === 'userName' && userName !== '' && captchaConfig.enabled && !gate.required)
      void readFailuresSoFar(api, userName).then((counts) => {
        if (counts) setGate((gate) => withFailuresSoFar(gate, counts));
      });
  };

  const submit = async (verification?: string) => {
    if (submittingRef.current) return;
    const fields: LoginField[] =
      tab === 'account' ? ['userName', 'password'] : ['phoneAccount', 'verifyPhone'];
    if (numberCodeShown) fields.push('captcha');
    const found = validateLoginFields(values, fields, overrides);
    const tenant = tenantConfig
      ? chooseTenant(tenantConfig, values.tenantAccount, query.tenantAccount, overrides.tenantAccount)
      : null;
    if (tenant && !tenant.ok) {
      if (field === 'none') showMessage(tenant.message);
      else found.tenantAccount = tenant.message;
    }
    setErrors(found);
    // The text captcha's Chinese rule reads as a sign-in failure (§5): also said as a message.
    if (found.captcha === ValidationText.captchaChinese) showMessage(found.captcha);
    if (Object.keys(found).length > 0 || !tenant?.ok) return;
    if (tab === 'phone') {
      showMessage(PhoneText.signInUnavailable, { type: 'info', durationMs: WARNING_MS });
      return;
    }
    const needsWidget = captchaShown && captchaConfig.mode !== 'numberCode';
    if (needsWidget && verification === undefined) {
      if (locked) showMessage(CaptchaText.locked);
      else if (widgetMode === 'pop') setPopupOpen(true);
      else showMessage(CaptchaText.popupTitle, { type: 'info' });
      return;
    }
    submittingRef.current = true;
    setSubmitting(true);
    credentials.storeRememberMe(remember);
    const captcha: LoginCaptcha = numberCodeShown
      ? { shown: true, key: digital?.key ?? '', code: values.captcha.trim() }
      : { shown: captchaShown, ...(verification ? { verification } : {}) };
    const userName = values.userName.trim();
    const outcome = await signIn(
      api,
      {
        username: userName,
        password: encryptPassword(values.password),
        tenantAccount: tenant.tenantAccount,
        rememberme: credentials.rememberMe(),
      },
      captcha,
    );
    await handleOutcome(outcome, { userName, tenantAccount: tenant.tenantAccount });
  };
  const submitRef = useRef(submit);
  submitRef.current = submit;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  const lockRef = useRef(lock);
  lockRef.current = lock;
  const onCaptchaFailure = useCallback(() => {
    const time = Date.now();
    const next = recordFailure(lockRef.current, time, captchaConfig);
    if (next.lockedUntil !== null && !isLocked(lockRef.current, time)) {
      // The maximum of failures: the box closes and stays locked for the forbidden period (§4).
      setPopupOpen(false);
      showMessage(CaptchaText.locked);
    }
    lockRef.current = next;
    setNow(time);
    setLock(next);
  }, [captchaConfig]);
  const onCaptchaSuccess = useCallback((verification: string) => {
    setLock(recordSuccess());
    void submitRef.current(verification);
  }, []);
  const closePopup = useCallback(() => setPopupOpen(false), []);

  const requestSmsCode = () => {
    const message = validateLoginField('phoneAccount', values.phoneAccount, overrides);
    setErrors((errors) => ({ ...errors, phoneAccount: message ?? undefined }));
    if (message !== null) return;
    const time = Date.now();
    setNow(time);
    setSmsStartedAt(time);
    showMessage(PhoneText.codeNotSent, { type: 'info', durationMs: WARNING_MS });
  };

  // ---- drawing ------------------------------------------------------------------------------
  const fieldBox = (component: PageComponent, name: LoginField | null, control: ReactNode) => {
    const error = name ? errors[name] : undefined;
    return (
      <div
        key={`${component.component}-${component.x}-${component.y}`}
        className={`jt-login-field${error ? ' jt-login-field--invalid' : ''}`}
        style={placement(component)}
        data-field={component.component}
      >
        {control}
        {error ? (
          <div className="jt-login-field__error" role="alert">
            {error}
          </div>
        ) : null}
      </div>
    );
  };

  const input = (
    component: PageComponent,
    name: LoginField,
    options: { password?: boolean; prefix?: ReactNode; suffix?: ReactNode; autoComplete?: string } = {},
  ) =>
    fieldBox(
      component,
      name,
      <Input
        value={values[name]}
        mode={options.password ? 'password' : undefined}
        placeholder={component.placeholder ?? undefined}
        aria-label={component.placeholder ?? name}
        autoComplete={options.autoComplete}
        prefix={options.prefix}
        suffix={options.suffix}
        style={ownStyle(component)}
        onChange={(value) => setValue(name, value)}
        onBlur={() => blur(name)}
        validateStatus={errors[name] ? 'error' : 'default'}
      />,
    );

  const drawField = (component: PageComponent): ReactNode => {
    switch (component.component) {
      case 'loginTab': {
        const names = tabNames(component).slice(0, phoneShown ? 2 : 1);
        const tabs: LoginTab[] = ['account', 'phone'];
        return (
          <div
            key="loginTab"
            className="jt-login-tabs"
            role="tablist"
            style={placement(component, { lineHeight: `${component.h}px`, ...ownStyle(component) })}
          >
            {names.map((name, index) => (
              <button
                key={name}
                type="button"
                role="tab"
                className="jt-login-tab"
                aria-selected={tab === tabs[index]}
                onClick={() => {
                  setTab(tabs[index] ?? 'account');
                  setErrors({});
                }}
              >
                {name}
              </button>
            ))}
          </div>
        );
      }
      case 'tenantInput':
        return input(component, 'tenantAccount', { prefix: <IconKey />, autoComplete: 'organization' });
      case 'tenantSelect':
        return fieldBox(
          component,
          'tenantAccount',
          <select
            className="jt-login-select"
            aria-label={component.placeholder ?? '租户'}
            value={values.tenantAccount}
            style={ownStyle(component)}
            onChange={(event) => setValue('tenantAccount', event.target.value)}
            onBlur={() => blur('tenantAccount')}
          >
            <option value="" disabled>
              {component.placeholder ?? ''}
            </option>
            {tenantOptions(tenants ?? [], query.tenantAccount).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>,
        );
      case 'userNameInput':
        return input(component, 'userName', { prefix: <IconUser />, autoComplete: 'username' });
      case 'passwordInput':
        return input(component, 'password', {
          password: true,
          prefix: <IconLock />,
          autoComplete: 'current-password',
        });
      case 'phoneInput':
        return input(component, 'phoneAccount', { prefix: <IconPhone />, autoComplete: 'tel' });
      case 'phoneCodeInput': {
        const left = smsSecondsLeft(smsStartedAt, now);
        return input(component, 'verifyPhone', {
          prefix: <IconKey />,
          autoComplete: 'one-time-code',
          suffix: (
            <button type="button" className="jt-login-sms" disabled={left > 0} onClick={requestSmsCode}>
              {smsButtonLabel(left)}
            </button>
          ),
        });
      }
      case 'captcha':
        if (captchaConfig.mode === 'numberCode')
          return fieldBox(
            component,
            'captcha',
            <div className="jt-login-code">
              <Input
                value={values.captcha}
                placeholder={component.placeholder ?? undefined}
                aria-label={component.placeholder ?? 'captcha'}
                autoComplete="off"
                style={ownStyle(component)}
                onChange={(value) => setValue('captcha', value)}
                onBlur={() => blur('captcha')}
                validateStatus={errors.captcha ? 'error' : 'default'}
              />
              <button
                type="button"
                className="jt-login-code__image"
                onClick={refreshDigital}
                aria-label={CaptchaText.refresh}
              >
                {digital ? <img src={digital.image} alt="" /> : null}
              </button>
            </div>,
          );
        return fieldBox(
          component,
          null,
          <Suspense fallback={null}>
            <CaptchaBox
              type={captchaConfig.mode}
              mode="fixed"
              onSuccess={onCaptchaSuccess}
              onFailure={onCaptchaFailure}
              onClose={closePopup}
            />
          </Suspense>,
        );
      case 'rememberMe':
        return (
          <div
            key="rememberMe"
            className="jt-login-remember"
            style={placement(component, ownStyle(component))}
          >
            <Checkbox
              checked={remember}
              onChange={(event) => {
                const checked = event.target.checked === true;
                setRemember(checked);
                credentials.storeRememberMe(checked);
              }}
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
        return (
          <div key="loginButton" style={placement(component)}>
            <Button
              className="jt-login-button"
              htmlType="submit"
              theme="solid"
              type="primary"
              loading={submitting}
              style={ownStyle(component)}
            >
              {submitting ? LOADING_TEXT : component.textContent}
            </Button>
          </div>
        );
      default:
        return null;
    }
  };

  const background = findComponent(components, 'background');
  const fullWindowBackground =
    background !== undefined &&
    background.x <= 0 &&
    background.y <= 0 &&
    background.x + background.w >= DESIGN_WIDTH &&
    background.y + background.h >= DESIGN_HEIGHT;
  const visibility = { tab, tenantField: field, captchaInForm, phoneShown };

  return (
    <main className="jt-login" aria-busy={layout === null || busy}>
      {background && fullWindowBackground ? <Background component={background} fullWindow /> : null}
      <form
        className="jt-login__stage"
        noValidate
        onSubmit={onSubmit}
        style={{ transform: `translate(${fit.left}px, ${fit.top}px) scale(${fit.scale})` }}
      >
        {components.map((component, index) => {
          const key = `${component.component}-${index}`;
          if (component.component === 'background')
            return fullWindowBackground ? null : (
              <Background key={key} component={component} fullWindow={false} />
            );
          if (busy && FORM_FIELD_TYPES.has(component.component)) return null;
          if (!isVisible(component, visibility)) return null;
          if (FORM_FIELD_TYPES.has(component.component)) return drawField(component);
          return <PlacedComponent key={key} component={component} />;
        })}
      </form>
      {busy ? (
        <div className="jt-login-busy" role="status">
          {LOADING_TEXT}
        </div>
      ) : null}
      {popupOpen && captchaConfig.mode !== 'numberCode' ? (
        <Suspense fallback={null}>
          <CaptchaBox
            type={captchaConfig.mode}
            mode="pop"
            onSuccess={onCaptchaSuccess}
            onFailure={onCaptchaFailure}
            onClose={closePopup}
          />
        </Suspense>
      ) : null}
    </main>
  );
}

/** §4 "a loading message shown" while the sign-in runs: on the blocked login button. */
const LOADING_TEXT = LoginText.signingIn;
