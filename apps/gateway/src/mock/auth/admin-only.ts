import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Collection } from '../store/mock-store';
import type { AccountRecord } from './auth-state';
import { forbidden } from './session-check';

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * Wraps an administration handler: the caller must be an administrator (adminFlag '1' tenant or
 * '2' platform, as user administration requires), else 403 in the platform's Problem shape.
 */
export function adminOnly(accounts: Collection<AccountRecord>) {
  return (handler: Handler): Handler =>
    async (request, reply) => {
      const account = request.sessionUser && accounts.get(request.sessionUser.userId);
      if (!account || (account.adminFlag !== '1' && account.adminFlag !== '2')) {
        return reply
          .code(403)
          .type('application/json')
          .send(JSON.stringify(forbidden(request.url)));
      }
      return handler(request, reply);
    };
}
