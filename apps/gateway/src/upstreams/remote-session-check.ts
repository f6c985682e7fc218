// With API_MODE=proxy the platform backend owns the sessions. The gateway's other upstreams
// (chat, storage, TTS, maps) are called with keys the gateway holds, so before one of their calls
// the caller's token is shown to the backend (getCurrentUserDetail). A refusal (401, 403 with
// error.user.kickOut …) is passed on exactly as the backend answered it, so the web app's rules
// apply unchanged; an accepted token is remembered briefly, so a video's range reads or a burst of
// map calls do not each cost a backend call.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayContext } from '../context';
import type { ContractOperation } from '../contract/contract';
import type { SessionCheck } from '../contract/operation-route';
import { tokenOf } from '../contract/request-token';
import { problem } from '../http/problem';
// The backend's own text for a missing or expired session, as the mock answers it too.
import { TEXT } from '../mock/auth/messages';
import { UPSTREAM_UNAVAILABLE } from './forward-operations';

/** How long an accepted token is trusted without asking the backend again. */
export const ACCEPTED_TOKEN_TTL_MS = 30_000;
/** Tokens remembered at most (the oldest is forgotten first). */
const MAX_REMEMBERED = 10_000;
/** The backend's answer to the check must start within this time. */
const CHECK_TIMEOUT_MS = 10_000;

export interface RemoteSessionCheckOptions {
  now?: () => number;
  fetch?: typeof globalThis.fetch;
}

export function remoteSessionCheck(
  ctx: GatewayContext,
  { now = Date.now, fetch = globalThis.fetch }: RemoteSessionCheckOptions = {},
): SessionCheck {
  const base = ctx.config.upstreams.api.url;
  if (base === null) throw new Error('API_URL is required with API_MODE=proxy');
  const check = ctx.contract.operation('getCurrentUserDetail');
  const checkUrl = `${base}${check.path}`;
  const accepted = new Map<string, number>();

  const remember = (token: string) => {
    accepted.delete(token);
    accepted.set(token, now() + ACCEPTED_TOKEN_TTL_MS);
    if (accepted.size > MAX_REMEMBERED) accepted.delete(accepted.keys().next().value as string);
  };

  return async (request: FastifyRequest, reply: FastifyReply, operation: ContractOperation) => {
    // The backend checks its own calls when they reach it.
    if (operation.upstream === 'api') return;
    const token = tokenOf(request, operation);
    if (token === null) {
      await reply
        .code(401)
        .type('application/json')
        .send(problem(401, TEXT.sessionExpired, request.url));
      return;
    }
    const until = accepted.get(token);
    if (until !== undefined && until > now()) return;
    accepted.delete(token);

    let answer: Response;
    try {
      answer = await fetch(checkUrl, {
        method: check.method,
        headers: { authorization: token, 'x-forwarded-for': request.ip },
        signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
      });
    } catch (error) {
      request.log.warn({ err: error, upstream: base }, 'session check failed');
      await reply
        .code(502)
        .type('application/json')
        .send(problem(502, UPSTREAM_UNAVAILABLE, request.url));
      return;
    }
    const text = await answer.text();
    if (answer.ok && backendCode(text) === 200) {
      remember(token);
      return;
    }
    // A 2xx that is not the user's details is no session; a refusal is passed on as it is.
    if (answer.ok) {
      await reply
        .code(401)
        .type('application/json')
        .send(problem(401, TEXT.sessionExpired, request.url));
      return;
    }
    await reply
      .code(answer.status)
      .type(answer.headers.get('content-type') ?? 'application/json')
      .send(text);
  };
}

/** The `code` of the backend's {code, msg, data} envelope, or null when the body is not one. */
function backendCode(text: string): number | null {
  try {
    const body = JSON.parse(text) as { code?: unknown };
    return typeof body.code === 'number' ? body.code : null;
  } catch {
    return null;
  }
}
