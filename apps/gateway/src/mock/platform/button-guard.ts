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

/** A button's code, or how to read it off the (validated) request. */
export type ButtonCode = string | ((request: FastifyRequest) => string);

/**
 * Wraps a write: without the button code it answers 403 and the handler never runs. `code` may be
 * read off the (validated) request when one call serves two buttons (a save that adds or edits).
 */
export function buttonGuard(store: MockStore, code: ButtonCode): RouteGuard {
  return (handler) => async (request: FastifyRequest, reply: FastifyReply) =>
    holdsButton(store, request, typeof code === 'string' ? code : code(request))
      ? handler(request, reply)
      : reply
          .code(403)
          .type('application/json')
          .send(JSON.stringify(forbidden(request.url)));
}

/** Administration (`admin`, e.g. auth/admin-only.ts) and, when the write has one, its button code. */
export function adminButtonGuard(admin: RouteGuard, store: MockStore, code?: ButtonCode): RouteGuard {
  return (handler) => admin(code === undefined ? handler : buttonGuard(store, code)(handler));
}
