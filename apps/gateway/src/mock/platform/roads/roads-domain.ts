import type { FastifyInstance } from 'fastify';
import type { ContextOptions } from '../../../context';
import { ok } from '../../config/result';
import type { MockDomain } from '../../mock-domain';
import { tableQuery, worldRoute } from '../world-routes';

/**
 * The road network, the organisations and the roadside devices (with their status now) of the
 * world as list calls (forms, filters and /devices read them).
 */
export const roadsDomain: MockDomain = {
  name: 'roads',
  operations: ['listRoutes', 'listOrganisations', 'listDevices'],
  plugin: async (app: FastifyInstance, { ctx }: ContextOptions) => {
    worldRoute(app, ctx, 'listRoutes', (request, world) => ok(world.roads.page(tableQuery(request))));
    worldRoute(app, ctx, 'listOrganisations', (request, world) =>
      ok(world.organisations.page(tableQuery(request))),
    );
    worldRoute(app, ctx, 'listDevices', (request, world) => ok(world.devices.page(tableQuery(request))));
  },
};
