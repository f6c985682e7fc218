// A write behind a permission button (seed 000 §6): the gateway refuses it, as the real service
// does, to a user whose menu access does not hold the button's code — hiding the button in the
// web app is not the guard. 403 in the platform's Problem shape.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden } from '../auth/session-check';
import { heldPermissionCodes, menuRecords } from '../config/menu-entries';
import { menuAccessOf, roleRecords } from '../roles';
import type { MockStore } from '../store/mock-store';
import type { RouteGuard } from './world-routes';

/** Whether the signed-in user's roles hold the button `code` (read at each call: roles change). */
export function holdsButton(store: MockStore, request: FastifyRequest, code: string): boolean {
  const roles = request.sessionUser?.roles ?? [];
  return heldPermissionCodes(
    menuRecords(store).values(),
    menuAccessOf(roleRecords(store).values(), roles),
  ).has(code);
}

/** Wraps a write: without the button code it answers 403 and the handler never runs. */
export function buttonGuard(store: MockStore, code: string): RouteGuard {
  return (handler) => async (request: FastifyRequest, reply: FastifyReply) =>
    holdsButton(store, request, code)
      ? handler(request, reply)
      : reply
          .code(403)
          .type('application/json')
          .send(JSON.stringify(forbidden(request.url)));
}
