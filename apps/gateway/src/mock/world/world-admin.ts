// The QA admin API over the world (/__mock/world…, with MOCK_ADMIN): its summary, its clock and
// its scale. Refusals are 400 Problems like the rest of the admin API.

import type { components } from '@jt/api-contract';
import { DAY, formatTime, parseTime } from '@jt/mocks/world/time';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GatewayContext } from '../../context';
import { operationRoute } from '../../contract/operation-route';
import { problem } from '../../http/problem';
import type { World } from './world';
import { HISTORY_DAYS, MAX_DAYS_AFTER_EPOCH } from './world-data';

type Schemas = components['schemas'];

class Refused extends Error {}

function clockAnswer(world: World): Schemas['WorldClockAnswer'] {
  return { now: formatTime(world.clock.now()), offsetMs: world.clock.offsetMs, frozen: world.clock.frozen };
}

/** Applies a clock change within the days the world can hold (a year before its epoch, three after). */
export function changeClock(world: World, change: Schemas['WorldClockChange']): Schemas['WorldClockAnswer'] {
  const earliest = world.epochMs - HISTORY_DAYS * DAY;
  const latest = world.epochMs + (MAX_DAYS_AFTER_EPOCH + 1) * DAY - 1000;
  const within = (ms: number) => {
    if (ms < earliest || ms > latest) {
      throw new Refused(
        `The world's time must lie between ${formatTime(earliest)} and ${formatTime(latest)}`,
      );
    }
    return ms;
  };
  let target = change.realTime ? Date.now() : world.clock.now();
  if (change.time !== undefined) {
    target = parseTime(change.time);
    if (Number.isNaN(target)) throw new Refused(`time ${change.time} is no yyyy-MM-dd HH:mm:ss time`);
  }
  if (change.advanceSeconds !== undefined) target += change.advanceSeconds * 1000;
  within(target);
  if (change.realTime && change.time === undefined && change.advanceSeconds === undefined)
    world.clock.realTime();
  else
    world.clock.set(
      target,
      change.frozen ?? (change.time === undefined && !change.realTime ? world.clock.frozen : false),
    );
  return clockAnswer(world);
}

export function registerWorldAdminRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  const world = ctx.world;
  if (!world) return;
  const route = (operationId: string, handler: (request: FastifyRequest) => unknown) =>
    app.route(
      operationRoute(ctx.contract.operation(operationId), ctx.hooks, {
        handler: async (request, reply) => {
          try {
            return reply
              .code(200)
              .type('application/json')
              .send(JSON.stringify(handler(request)));
          } catch (error) {
            if (!(error instanceof Refused)) throw error;
            return reply
              .code(400)
              .type('application/json')
              .send(problem(400, error.message, request.url, 'error.mock.badRequest'));
          }
        },
      }),
    );
  route('mockWorldSummary', () => world.summary());
  route('mockSetWorldClock', (request) => changeClock(world, request.body as Schemas['WorldClockChange']));
  route('mockSetWorldScale', (request) => {
    world.setScale((request.body as Schemas['WorldScaleChange']).diseases);
    return world.summary();
  });
}
