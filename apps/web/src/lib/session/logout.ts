// Sign-out (seed 000 §4): "Logout clears menu, routes, button codes, the route-ready flag, user
// info and all local storage", then the user is on the sign-in page. Used by the shell's logout
// button, the global 401 and the 403 kick-out.
//
// The runtime routes live in app/route-registry.ts, which lib/ must not import: the app registers
// their removal with onLogout(() => routeRegistry.clearRuntimeRoutes()), as it registers the
// menu route installer with setMenuRouteInstaller.

import { navigate } from 'wouter/use-browser-location';
import { api, tokenRefresher } from '../api/client';
import { resetAppState } from '../app-state/app-state';
import { browserStorage, type KeyValueStorage } from '../http/key-value-storage';
import { LOGIN_PATH } from '../http/login-pages';
import { type SessionEvents, sessionEvents } from '../http/session-events';
import { type Credentials, credentials } from './credentials';
import { type PasswordChangeStore, passwordChange } from './password-change';

const cleanups = new Set<() => void>();

/** Registers something to clear at every logout (the runtime routes, a timer); returns the unregister. */
export function onLogout(cleanup: () => void): () => void {
  cleanups.add(cleanup);
  return () => {
    cleanups.delete(cleanup);
  };
}

export interface LogoutDeps {
  local: KeyValueStorage;
  credentials: Credentials;
  passwordChange: PasswordChangeStore;
  resetAppState: () => void;
  /** Ends the session on the server; its failure never stops the logout. */
  endServerSession: () => Promise<unknown>;
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

export interface LogoutOptions {
  /** Tell the server (the logout button); false when the session is already gone (401, kick-out). */
  endServerSession?: boolean;
  /** Where to go afterwards (the sign-in page). */
  to?: string;
}

/**
 * Clears everything §4 lists, in this order: the server session (when asked, while the token is
 * still there to send), the registered cleanups (runtime routes, timers), the app state (menu,
 * button codes, route-ready flag, user info, tabs), all local storage (token, user, tenant type,
 * remember-me, last request time, the persisted state) and the portal's single sign-on ticket and
 * token; then goes to the sign-in page, replacing the history entry so Back does not return into
 * the signed-out shell.
 */
export async function logoutWith(deps: LogoutDeps, options: LogoutOptions = {}): Promise<void> {
  const { endServerSession = true, to = LOGIN_PATH } = options;
  if (endServerSession && deps.credentials.token() !== null) {
    try {
      await deps.endServerSession();
    } catch {
      // Already reported by the HTTP layer; the local logout goes on.
    }
  }
  for (const cleanup of [...cleanups]) cleanup();
  deps.resetAppState();
  deps.local.clear();
  deps.credentials.clearSsoCredentials();
  deps.passwordChange.clear();
  deps.navigate(to, { replace: true });
}

/** The app's logout: browser storage, the app state, the API's sign-out call and wouter's history. */
export async function logout(options: LogoutOptions = {}): Promise<void> {
  tokenRefresher.stop();
  await logoutWith(
    {
      local: browserStorage('localStorage'),
      credentials,
      passwordChange,
      resetAppState,
      endServerSession: () => api.POST('/api/component/system/logout'),
      navigate,
    },
    options,
  );
}

/**
 * Makes the HTTP layer's session end (a 401 after its 2 s warning, a 403 kick-out) a logout
 * without a server call: the session is already gone there. The app calls it once at start.
 */
export function logoutWhenSessionEnds(events: SessionEvents = sessionEvents): () => void {
  return events.onSessionEnd(() => logout({ endServerSession: false }));
}
