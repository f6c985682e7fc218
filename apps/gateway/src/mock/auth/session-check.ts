// The mock's session check, run before every operation that needs a token: the session behind
// the token decides between going on (request.sessionUser set), 401 and 403 kick-out.

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ContractOperation } from '../../contract/contract';
import type { SessionCheck } from '../../contract/operation-route';
import { tokenOf } from '../../contract/request-token';
import { problem } from '../../http/problem';
import type { AccountRecord, SessionRecord } from './auth-state';
import { TEXT } from './messages';
import type { SessionService } from './sessions';

export function unauthorized(url: string) {
  return problem(401, TEXT.sessionExpired, url);
}

export function kickedOut(url: string) {
  return { ...problem(403, TEXT.kickOutDetail, url, TEXT.kickOutMessage), params: 'error.user.kickOut' };
}

export function forbidden(url: string) {
  return problem(403, TEXT.noRightDetail, url, TEXT.noRightMessage);
}

/**
 * `roleCodes` reads the account's roles as they are at each call (角色管理 may have changed
 * them since the sign-in).
 */
export function sessionCheck(
  sessions: SessionService,
  roleCodes: (account: AccountRecord) => string[],
): SessionCheck {
  return async (request: FastifyRequest, reply: FastifyReply, operation: ContractOperation) => {
    const token = tokenOf(request, operation);
    const verdict = token === null ? null : sessions.check(token);
    if (verdict?.ok) {
      const { account } = verdict;
      request.sessionUser = {
        userId: account.userId,
        userName: account.username,
        realName: account.name,
        tenantId: account.tenantId,
        tenantAccount: account.tenantAccount,
        roles: roleCodes(account),
        token: token ?? '',
      };
      request.mockSession = verdict.session;
      return;
    }
    const kicked = verdict?.reason === 'kickOut';
    if (operation.upstream === 'chat') {
      // The chat service's paths answer in Dify's shape (contract: ChatUnauthorized, ChatForbidden).
      const body = kicked
        ? { code: 'forbidden', message: TEXT.kickOutDetail, status: 403 }
        : { code: 'unauthorized', message: TEXT.sessionExpired, status: 401 };
      if (!kicked) reply.header('www-authenticate', 'Bearer realm="api"');
      await reply.code(body.status).type('application/json').send(JSON.stringify(body));
      return;
    }
    const body = kicked ? kickedOut(request.url) : unauthorized(request.url);
    await reply.code(body.status).type('application/json').send(body);
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The mock's session record behind request.sessionUser (auth domain only). */
    mockSession?: SessionRecord;
  }
}
