// What the platform's plugins over the world share: registering an operation's route with a
// handler that answers the platform's shapes — Result on success, Result code ≠ 200 with the
// Chinese msg for a refusal or a missing record (HTTP 200, as the backend does), and 400
// ValidationProblem for a filter or order on a column the list does not have.

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayContext } from '../../context';
import { operationRoute } from '../../contract/operation-route';
import { ok } from '../config/result';
import type { WorldResult } from '../world/field-specs';
import type { World } from '../world/world';
import { TableQueryError, type TableQueryInput } from './table-query';
import { tableQueryProblem } from './table-query-problem';

export type WorldHandler = (request: FastifyRequest, world: World) => unknown;
type RouteHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
/** Wraps a route's handler (e.g. auth/admin-only.ts for administration). */
export type RouteGuard = (handler: RouteHandler) => RouteHandler;

export function requireWorld(ctx: GatewayContext): World {
  if (!ctx.world)
    throw new Error('The platform mock needs the world (ctx.world): the api upstream must be mocked');
  return ctx.world;
}

/** Registers `operationId` with a handler whose return value is the JSON answer (HTTP 200). */
export function resultRoute(
  app: FastifyInstance,
  ctx: GatewayContext,
  operationId: string,
  handler: (request: FastifyRequest) => unknown,
  guard: RouteGuard = (answer) => answer,
): void {
  app.route(
    operationRoute(ctx.contract.operation(operationId), ctx.hooks, {
      handler: guard(async (request: FastifyRequest, reply: FastifyReply) => {
        try {
          const body = handler(request);
          return reply.code(200).type('application/json').send(JSON.stringify(body));
        } catch (error) {
          if (!(error instanceof TableQueryError)) throw error;
          return reply.code(400).type('application/json').send(tableQueryProblem(error, request.url));
        }
      }),
    }),
  );
}

/** resultRoute for a handler over the world. */
export function worldRoute(
  app: FastifyInstance,
  ctx: GatewayContext,
  operationId: string,
  handler: WorldHandler,
  guard?: RouteGuard,
): void {
  const world = requireWorld(ctx);
  resultRoute(app, ctx, operationId, (request) => handler(request, world), guard);
}

/** A world write as the platform answers it. */
export function answer<T>(result: WorldResult<T>): { code: number; msg: string; data: T | null } {
  return result.ok ? ok(result.value) : { code: 400, msg: result.message, data: null };
}

/** A record that is not there (any more). */
export function notFound(msg: string): { code: number; msg: string; data: null } {
  return { code: 404, msg, data: null };
}

/** The validated TableQuery of a list call. */
export function tableQuery(request: FastifyRequest): TableQueryInput {
  return request.body as TableQueryInput;
}

/** Who acts (the history's operator): the signed-in user's name. */
export function operatorOf(request: FastifyRequest): string {
  return request.sessionUser?.realName || request.sessionUser?.userName || '系统';
}

/** Jackson reads numbers where text is expected and numeric text where a number is. */
export const asText = (value: unknown): string | undefined =>
  value === undefined || value === null ? undefined : String(value);
export const asNumber = (value: unknown): number | undefined =>
  value === undefined || value === null || value === '' ? undefined : Number(value);
