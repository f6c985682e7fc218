// What the browser keeps of a session (seed 000 §3 "Local storage values"): the token exactly as
// the sign-in answered it, the remember-me flag, the tenant type and the time of the last call.
// Also the portal's single sign-on ticket or token while that session lasts, so a kick-out can
// drop them (seed 000 §4) and the sign-in page does not sign in with them again.
import { browserStorage, type KeyValueStorage } from '../http/key-value-storage';
import { LocalStorageKey } from '../storage-keys';

export type RememberMe = '0' | '1';

/** sessionStorage keys of the single sign-on credentials handed over by the portal. */
export const SsoStorageKey = {
  /** The `ticket` of the login route (tokenLogin). */
  ticket: 'ticket',
  /** The portal's `token` of the login route (tokenLogin). */
  portalToken: 'portalToken',
} as const;

export interface Credentials {
  /** The stored jtToken ('Bearer …'), or null when signed out. */
  token(): string | null;
  /** Stores the token verbatim, with its `Bearer ` prefix, as the sign-in answered it. */
  storeToken(token: string): void;
  clearToken(): void;
  /** The remember-me flag: '1' or '0' ('0' when absent or anything else). */
  rememberMe(): RememberMe;
  storeRememberMe(remember: boolean): void;
  /** The tenant type as stored (getTenantType's answer; '1' after token or single sign-on). */
  tenantType(): string | null;
  storeTenantType(value: number | string): void;
  /** When the last call other than the token refresh was answered (ms since the epoch). */
  lastHttpRequestTime(): number | null;
  stampHttpRequestTime(ms: number): void;
  /** Keeps the portal's ticket or token of a single sign-on for the session. */
  storeSsoCredential(kind: keyof typeof SsoStorageKey, value: string): void;
  /** Drops the portal's ticket and token (kick-out, logout). */
  clearSsoCredentials(): void;
  ssoCredential(kind: keyof typeof SsoStorageKey): string | null;
}

export function createCredentials(local: () => KeyValueStorage, session: () => KeyValueStorage): Credentials {
  return {
    token: () => {
      const token = local().getItem(LocalStorageKey.jtToken);
      return token === null || token === '' ? null : token;
    },
    storeToken: (token) => local().setItem(LocalStorageKey.jtToken, token),
    clearToken: () => local().removeItem(LocalStorageKey.jtToken),
    rememberMe: () => (local().getItem(LocalStorageKey.rememberMe) === '1' ? '1' : '0'),
    storeRememberMe: (remember) => local().setItem(LocalStorageKey.rememberMe, remember ? '1' : '0'),
    tenantType: () => local().getItem(LocalStorageKey.tenantType),
    storeTenantType: (value) => local().setItem(LocalStorageKey.tenantType, String(value)),
    lastHttpRequestTime: () => {
      const value = Number(local().getItem(LocalStorageKey.lastHttpRequestTime));
      return Number.isFinite(value) && value > 0 ? value : null;
    },
    stampHttpRequestTime: (ms) => local().setItem(LocalStorageKey.lastHttpRequestTime, String(ms)),
    storeSsoCredential: (kind, value) => session().setItem(SsoStorageKey[kind], value),
    clearSsoCredentials: () => {
      session().removeItem(SsoStorageKey.ticket);
      session().removeItem(SsoStorageKey.portalToken);
    },
    ssoCredential: (kind) => session().getItem(SsoStorageKey[kind]),
  };
}

/** The browser's credentials (localStorage and sessionStorage). */
export const credentials: Credentials = createCredentials(
  () => browserStorage('localStorage'),
  () => browserStorage('sessionStorage'),
);
