// The app's one HTTP client: openapi-fetch typed by the contract, through the HTTP rules of
// lib/http (seed 000 §7, §8). No other HTTP client exists in the app (no axios, no raw fetch to
// /api). This module is where the pieces meet: the stored session (lib/session/credentials), the
// rules (lib/http), the popup message and the token refresh, which calls through this very
// client. The 401 and kick-out go out as session events; lib/session/logout listens to them, so
// nothing here imports the logout and no import circle exists (checked in `npm run check`).
import { type ApiClient, createApiClient, type Middleware } from '@jt/api-contract';
import { createHttpMiddleware } from '../http/http-middleware';
import { sessionEvents } from '../http/session-events';
import { createTokenRefresher } from '../http/token-refresh';
import type { MessageOptions } from '../messages/popup-message';
import { credentials } from '../session/credentials';

/** Builds a client on the page's own origin with the given middleware, applied in order. */
export function composeApiClient(middleware: readonly Middleware[]): ApiClient {
  return createApiClient({ middleware: [...middleware] });
}

/** Keeps the token fresh while the user works; the logout stops it. */
export const tokenRefresher = createTokenRefresher({
  credentials,
  now: Date.now,
  refresh: async (rememberme) => {
    const { data } = await api.GET('/api/component/system/refreshToken', {
      params: { query: { rememberme } },
    });
    return data?.code === 200 ? data.data.token : null;
  },
  setInterval: (tick, ms) => globalThis.setInterval(tick, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
});

// The popup message pulls Semi UI, which the unit tests' runtime cannot load (and every module
// importing the client would then fail there): imported apart from the client's module graph, but
// started at once, so it is loaded long before a call can fail (a network error must still be
// told when the network is gone).
const popupMessage = import('../messages/popup-message').catch(() => undefined);

function notify(text: string, options?: MessageOptions): void {
  void popupMessage.then((module) => module?.showMessage(text, options));
}

/** The client every feature uses. */
export const api: ApiClient = composeApiClient(
  createHttpMiddleware({
    credentials,
    now: Date.now,
    notify,
    currentPath: () => globalThis.location?.pathname ?? '/',
    sessionEnded: (reason) => sessionEvents.endSession(reason),
    refresher: tokenRefresher,
    setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  }),
);
