// The steps after the sign-in call (seed 000 §4): a token → stored, tenant type, 登录成功！, the
// password warning, the session (user, configurations, menu) and the destination of §2; a
// password status → its message, the pending change, /update-password.
import type { ApiClient } from '@jt/api-contract';
import { formRequest } from '../../../lib/api/form-request';
import { UPDATE_PASSWORD_PATH } from '../../../lib/http/login-pages';
import type { MessageOptions } from '../../../lib/messages/popup-message';
import type { Credentials } from '../../../lib/session/credentials';
import type { PasswordChangeReason, PasswordChangeStore } from '../../../lib/session/password-change';
import { LoginText } from '../texts';
import { passwordExpireDays } from './global-config';
import { passwordChangeMessage } from './login-outcome';

/** Warnings stay 4 s (seed 000 §9 "Warning duration 4 s"). */
export const WARNING_MS = 4000;
/** tenantType after a token or single sign-on sign-in (seed 000 §4). */
export const SSO_TENANT_TYPE = 1;

export interface SignInDeps {
  client: ApiClient;
  credentials: Credentials;
  passwordChange: PasswordChangeStore;
  notify: (text: string, options?: MessageOptions) => void;
  /** Loads user, configurations and menu into the app state (the shell's loadSessionContext). */
  loadSession: () => Promise<unknown>;
  /** The destination rule of §2 over the loaded state (the shell's chooseDestination). */
  destination: () => string;
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** The client state's "password status tip" (seed 000 §3). */
  setPasswordStatusTip: (text: string) => void;
}

export interface SignedIn {
  token: string;
  passwordWarning?: string | null;
  /** 1 for a token or single sign-on sign-in; otherwise read with getTenantType. */
  tenantType?: number;
  /** Where single sign-on lands instead of the destination rule. */
  landing?: string;
}

async function readTenantType(client: ApiClient): Promise<number | null> {
  try {
    const { data } = await client.GET('/api/administration/getTenantType');
    return data?.code === 200 && typeof data.data === 'number' ? data.data : null;
  } catch {
    return null;
  }
}

/** A sign-in that gave a token: store, announce, load the session, go to the destination. */
export async function completeSignIn(deps: SignInDeps, signedIn: SignedIn): Promise<string> {
  deps.credentials.storeToken(signedIn.token);
  deps.passwordChange.clear();
  deps.setPasswordStatusTip('');
  const tenantType = signedIn.tenantType ?? (await readTenantType(deps.client));
  if (tenantType !== null) deps.credentials.storeTenantType(tenantType);
  deps.notify(LoginText.success, { type: 'success' });
  if (signedIn.passwordWarning)
    deps.notify(signedIn.passwordWarning, { type: 'warning', durationMs: WARNING_MS });
  await deps.loadSession();
  const to = signedIn.landing ?? deps.destination();
  deps.navigate(to, { replace: true });
  return to;
}

/** password_config's password_expire_period of the tenant (getTenantConfig, form fields). */
export async function readPasswordExpireDays(
  client: ApiClient,
  tenantAccount: string,
): Promise<number | null> {
  try {
    const { data } = await client.POST('/api/component/config/getTenantConfig/password_config', {
      body: { code: 'password_expire_period', tenantAccount },
      ...formRequest,
    });
    return data?.code === 200 && Array.isArray(data.data) ? passwordExpireDays(data.data) : null;
  } catch {
    return null;
  }
}

export interface PasswordChangeNeeded {
  userName: string;
  tenantAccount: string;
  reason: PasswordChangeReason;
  serverMessage: string;
}

/** A password status: its §8 text as a 4 s warning, the pending change, then /update-password. */
export async function startPasswordChange(deps: SignInDeps, needed: PasswordChangeNeeded): Promise<string> {
  const days = needed.reason === 2 ? await readPasswordExpireDays(deps.client, needed.tenantAccount) : null;
  const notice = passwordChangeMessage(needed.reason, days, needed.serverMessage);
  deps.notify(notice, { type: 'warning', durationMs: WARNING_MS });
  deps.credentials.clearToken();
  deps.passwordChange.require({
    userName: needed.userName,
    tenantAccount: needed.tenantAccount,
    reason: needed.reason,
    notice,
  });
  deps.setPasswordStatusTip(notice);
  deps.navigate(UPDATE_PASSWORD_PATH);
  return notice;
}
