// The one middleware set of the app's HTTP client (seed 000 §7 "All calls … send credentials and
// carry an Authorization header with the stored token", §4 and §8 for the answers). openapi-fetch
// runs onRequest in list order and onResponse/onError in reverse, so the list reads:
//   authorization → token refresh → answer rules → activity stamp → timeout
// and an answer passes the timeout first (its timer stops), then the activity stamp, then the rules.
import type { Middleware } from '@jt/api-contract';
import type { MessageOptions } from '../messages/popup-message';
import {
  HttpStatusError,
  messageForFailure,
  RequestTimeoutError,
  type ResponseRule,
  ruleForAnswer,
} from './http-rules';
import { FORBIDDEN_MESSAGE_MS, HttpText, SESSION_EXPIRED_REDIRECT_MS } from './http-texts';
import type { SessionEnd } from './session-events';
import { REFRESH_TOKEN_PATH, type TokenRefresher } from './token-refresh';

/** No answer within this time is a timeout (the seed gives no figure; the body may take longer). */
export const REQUEST_TIMEOUT_MS = 60_000;

/** What the middleware reads and writes of the stored session (lib/session's credentials fit it). */
export interface HttpSessionStore {
  /** The stored jtToken ('Bearer …'), or null when signed out. */
  token(): string | null;
  stampHttpRequestTime(ms: number): void;
}

export interface HttpMiddlewareDeps {
  credentials: HttpSessionStore;
  now: () => number;
  notify: (text: string, options?: MessageOptions) => void;
  /** location.pathname: the 401 rule stays silent on the sign-in pages. */
  currentPath: () => string;
  /** The answer ended the session (401, 403 kick-out): whoever listens logs out (session-events.ts). */
  sessionEnded: (reason: SessionEnd) => Promise<void>;
  refresher: Pick<TokenRefresher, 'start'>;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  timeoutMs?: number;
}

/** Sets Authorization to the stored token, verbatim ('Bearer …'), and sends credentials. */
function authorization(deps: HttpMiddlewareDeps): Middleware {
  return {
    onRequest({ request }) {
      const token = deps.credentials.token();
      const needsCredentials = request.credentials !== 'include';
      if (token === null && !needsCredentials) return undefined;
      const headers = new Headers(request.headers);
      if (token !== null && !headers.has('Authorization')) headers.set('Authorization', token);
      return new Request(request, { headers, credentials: 'include' });
    },
  };
}

/** While a token is stored, the refresh timer runs (started by the first call after sign-in or reload). */
function tokenRefresh(deps: HttpMiddlewareDeps): Middleware {
  return {
    onRequest() {
      if (deps.credentials.token() !== null) deps.refresher.start();
      return undefined;
    },
  };
}

/**
 * lastHttpRequestTime: when the last answer other than the token refresh came during a session
 * (research §2.4). Calls without a token (the sign-in pages) are no activity of a session and
 * would only leave the key behind after a logout.
 */
function activityStamp(deps: HttpMiddlewareDeps): Middleware {
  return {
    onResponse({ schemaPath }) {
      if (schemaPath !== REFRESH_TOKEN_PATH && deps.credentials.token() !== null)
        deps.credentials.stampHttpRequestTime(deps.now());
      return undefined;
    },
  };
}

/**
 * Aborts a call that has no answer after `timeoutMs` and turns that abort into a
 * RequestTimeoutError. The timer stops at the answer's headers: a long download or a stream
 * (the assistant's answers) is not cut off. The caller's own abort signal still works.
 */
function timeout(deps: HttpMiddlewareDeps): Middleware {
  const timeoutMs = deps.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const pending = new Map<string, { handle: unknown; timedOut: boolean }>();
  const settle = (id: string) => {
    const entry = pending.get(id);
    if (entry) deps.clearTimeout(entry.handle);
    pending.delete(id);
    return entry;
  };
  return {
    onRequest({ request, id }) {
      const controller = new AbortController();
      const entry = {
        timedOut: false,
        handle: deps.setTimeout(() => {
          entry.timedOut = true;
          controller.abort(new RequestTimeoutError(timeoutMs));
        }, timeoutMs),
      };
      pending.set(id, entry);
      return new Request(request, { signal: AbortSignal.any([request.signal, controller.signal]) });
    },
    onResponse({ id }) {
      settle(id);
      return undefined;
    },
    onError({ id, error }) {
      const entry = settle(id);
      return entry?.timedOut
        ? new RequestTimeoutError(timeoutMs)
        : error instanceof Error
          ? error
          : undefined;
    },
  };
}

async function jsonBody(response: Response): Promise<unknown> {
  try {
    return await response.clone().json();
  } catch {
    return undefined;
  }
}

/** The seed's rules for answers (401, 403, 444) and for calls without an answer. */
function answerRules(deps: HttpMiddlewareDeps): Middleware {
  let sessionExpiring = false;
  let kickingOut = false;

  const expireSession = () => {
    if (sessionExpiring) return;
    sessionExpiring = true;
    deps.notify(HttpText.sessionExpired, { type: 'warning', durationMs: SESSION_EXPIRED_REDIRECT_MS });
    deps.setTimeout(() => {
      void deps.sessionEnded('expired').finally(() => {
        sessionExpiring = false;
      });
    }, SESSION_EXPIRED_REDIRECT_MS);
  };

  const kickOut = (message: string) => {
    if (kickingOut) return;
    kickingOut = true;
    deps.notify(message, { type: 'warning', durationMs: FORBIDDEN_MESSAGE_MS });
    void deps.sessionEnded('kicked-out').finally(() => {
      kickingOut = false;
    });
  };

  const apply = (rule: ResponseRule) => {
    switch (rule.kind) {
      case 'session-expired':
        expireSession();
        return;
      case 'kick-out':
        kickOut(rule.message);
        return;
      case 'forbidden':
        deps.notify(rule.message, { type: 'warning', durationMs: FORBIDDEN_MESSAGE_MS });
        return;
      case 'param-check':
        deps.notify(rule.message);
        throw new HttpStatusError(444, rule.message);
      case 'pass':
        return;
    }
  };

  return {
    async onResponse({ request, response, schemaPath }) {
      const { status } = response;
      if (status !== 401 && status !== 403 && status !== 444) return undefined;
      const body = status === 401 ? undefined : await jsonBody(response);
      const withToken = request.headers.has('Authorization');
      apply(ruleForAnswer({ status, schemaPath, pathname: deps.currentPath(), body, withToken }));
      return undefined;
    },
    onError({ error }) {
      const text = messageForFailure(error);
      if (text !== null) deps.notify(text);
      return error instanceof Error ? error : new Error(text ?? HttpText.fallback);
    },
  };
}

/** The ordered list (see the file comment). */
export function createHttpMiddleware(deps: HttpMiddlewareDeps): Middleware[] {
  return [authorization(deps), tokenRefresh(deps), answerRules(deps), activityStamp(deps), timeout(deps)];
}
