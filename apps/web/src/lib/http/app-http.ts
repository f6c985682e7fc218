// The app's HTTP rules wired to the browser: storage, Semi's popup message, the logout and the
// token refresh, which calls through the app's own client (imported lazily: the client is built
// from this very list).
import type { MessageOptions } from '../messages/popup-message';
import { credentials } from '../session/credentials';
import { logout, onLogout } from '../session/logout';
import { createHttpMiddleware } from './http-middleware';
import { createTokenRefresher } from './token-refresh';

export const tokenRefresher = createTokenRefresher({
  credentials,
  now: Date.now,
  refresh: async (rememberme) => {
    const { api } = await import('../api/client');
    const { data } = await api.GET('/api/component/system/refreshToken', {
      params: { query: { rememberme } },
    });
    return data?.code === 200 ? data.data.token : null;
  },
  setInterval: (tick, ms) => globalThis.setInterval(tick, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
});

onLogout(() => tokenRefresher.stop());

// The popup message pulls Semi UI, which the unit tests' runtime cannot load (and every module
// importing the client would then fail there): imported apart from the client's module graph, but
// started at once, so it is loaded long before a call can fail (a network error must still be
// told when the network is gone).
const popupMessage = import('../messages/popup-message').catch(() => undefined);

function notify(text: string, options?: MessageOptions): void {
  void popupMessage.then((module) => module?.showMessage(text, options));
}

export const httpMiddleware = createHttpMiddleware({
  credentials,
  now: Date.now,
  notify,
  currentPath: () => globalThis.location?.pathname ?? '/',
  logout,
  refresher: tokenRefresher,
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
});
