// What the app does with an answer or a failure of any server call (seed 000 §4, §8), as pure
// decisions; the middleware carries them out.

import { HttpText, KICK_OUT_PARAMS } from './http-texts';
import { isLoginLikePath } from './login-pages';

/** The sign-in calls answer 401 for wrong credentials or a refused ticket: their own business. */
const SIGN_IN_OPERATIONS = new Set([
  '/api/component/system/login',
  '/api/component/system/integration/login',
  '/api/tokenLogin',
  '/api/singleLogin',
]);

/** getCountKeyValue always answers 401 with the lockout counts (research §2.2): never a session expiry. */
const ALWAYS_401_OPERATIONS = new Set(['/api/system/getCountKeyValue/{userName}']);

export type ResponseRule =
  /** Nothing to do: the caller reads the answer (2xx, and every status the seed does not name). */
  | { kind: 'pass' }
  /** 401: warn, then one redirect to the sign-in page after 2 s. */
  | { kind: 'session-expired' }
  /** 403 with params error.user.kickOut: drop the portal's ticket and token, log out to sign-in. */
  | { kind: 'kick-out'; message: string }
  /** Any other 403: the server message for 3 s. */
  | { kind: 'forbidden'; message: string }
  /** 444: the server msg is shown and the call is rejected. */
  | { kind: 'param-check'; message: string };

export interface AnswerFacts {
  status: number;
  /** The operation's path template as in the contract (openapi-fetch's schemaPath). */
  schemaPath: string;
  /** Where the user is (location.pathname). */
  pathname: string;
  /**
   * The call carried a token. On the sign-in pages a 401 is the page's own business, except for
   * a call made with a token: the sign-in that just stored it is loading the session (user, menu)
   * and that session is not valid, so the user is warned and signed out as anywhere else.
   */
  withToken?: boolean;
  /** The parsed JSON body of a 403 or 444 (undefined when there is none or it is not JSON). */
  body?: unknown;
}

function field(body: unknown, name: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Seed 000 §8 "Global HTTP 401 / 403 / 444 / other statuses". */
export function ruleForAnswer({ status, schemaPath, pathname, body, withToken }: AnswerFacts): ResponseRule {
  switch (status) {
    case 401:
      if (SIGN_IN_OPERATIONS.has(schemaPath) || ALWAYS_401_OPERATIONS.has(schemaPath))
        return { kind: 'pass' };
      return isLoginLikePath(pathname) && !withToken ? { kind: 'pass' } : { kind: 'session-expired' };
    case 403: {
      const message = field(body, 'message') ?? field(body, 'detail') ?? field(body, 'title') ?? '';
      return field(body, 'params') === KICK_OUT_PARAMS
        ? { kind: 'kick-out', message }
        : { kind: 'forbidden', message };
    }
    case 444:
      return { kind: 'param-check', message: field(body, 'msg') ?? HttpText.fallback };
    default:
      return { kind: 'pass' };
  }
}

/** The error a timed-out call rejects with (no answer within the request timeout). */
export class RequestTimeoutError extends Error {
  override readonly name = 'RequestTimeoutError';
  constructor(readonly timeoutMs: number) {
    super(`timeout of ${timeoutMs} ms exceeded`);
  }
}

/** A call rejected by the HTTP rules (HTTP 444): its message was shown already. */
export class HttpStatusError extends Error {
  override readonly name = 'HttpStatusError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The message for a call that got no answer (seed 000 §8): the timeout text, the network text
 * for a failed connection (fetch rejects with a TypeError), nothing for a call its caller
 * aborted, the error's own message otherwise ("other messages: shown as they are"), and the
 * fallback when there is none.
 */
export function messageForFailure(error: unknown): string | null {
  if (error instanceof RequestTimeoutError) return HttpText.timeout;
  if (typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError')
    return null;
  if (error instanceof TypeError) return HttpText.networkError;
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  if (typeof error === 'string' && error.trim() !== '') return error;
  return HttpText.fallback;
}
