// The "must change the password first" state (seed 000 §4: password status 1, 2 or other means
// the user must change the password before signing in again). Set by the sign-in page when the
// answer carries a password status, cleared once forceUpdateUserPwd succeeds. Kept in
// sessionStorage so a reload of /update-password keeps the user and tenant the form needs; the
// shell's route guard asks passwordChangeRedirect() before anything else.
import { browserStorage, type KeyValueStorage } from '../http/key-value-storage';
import { isLoginLikePath, UPDATE_PASSWORD_PATH } from '../http/login-pages';

/** Why the password must change: 1 first login, 2 expired, 3 (any other value) weak initial password. */
export type PasswordChangeReason = 1 | 2 | 3;

export interface PendingPasswordChange {
  userName: string;
  tenantAccount: string;
  reason: PasswordChangeReason;
  /** The message shown at sign-in (e.g. 首次登录，请修改后再重新登录！), the page's risk notice. */
  notice: string;
}

/** sessionStorage key of the pending change (client-side only; the backend never reads it). */
export const PASSWORD_CHANGE_STORAGE_KEY = 'jt-password-change';

export interface PasswordChangeStore {
  require(change: PendingPasswordChange): void;
  pending(): PendingPasswordChange | null;
  clear(): void;
}

export function createPasswordChangeStore(storage: () => KeyValueStorage): PasswordChangeStore {
  return {
    require: (change) => storage().setItem(PASSWORD_CHANGE_STORAGE_KEY, JSON.stringify(change)),
    pending: () => parse(storage().getItem(PASSWORD_CHANGE_STORAGE_KEY)),
    clear: () => storage().removeItem(PASSWORD_CHANGE_STORAGE_KEY),
  };
}

function parse(text: string | null): PendingPasswordChange | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<PendingPasswordChange>;
    if (typeof value.userName !== 'string' || typeof value.tenantAccount !== 'string') return null;
    const reason = value.reason === 1 || value.reason === 2 ? value.reason : 3;
    return {
      userName: value.userName,
      tenantAccount: value.tenantAccount,
      reason,
      notice: typeof value.notice === 'string' ? value.notice : '',
    };
  } catch {
    return null;
  }
}

/** The browser's store (sessionStorage). */
export const passwordChange: PasswordChangeStore = createPasswordChangeStore(() =>
  browserStorage('sessionStorage'),
);

/** True while the user must change the password before going anywhere but the sign-in pages. */
export function mustChangePassword(store: PasswordChangeStore = passwordChange): boolean {
  return store.pending() !== null;
}

/**
 * For the route guard: where to send the user instead of `pathname` while a password change is
 * pending ('/update-password'), or null to let the navigation proceed. The sign-in pages stay
 * reachable, so the user can sign in as someone else (which clears the pending change).
 */
export function passwordChangeRedirect(
  pathname: string,
  store: PasswordChangeStore = passwordChange,
): string | null {
  if (!mustChangePassword(store)) return null;
  return isLoginLikePath(pathname) ? null : UPDATE_PASSWORD_PATH;
}
