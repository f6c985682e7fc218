import type { FastifyInstance } from 'fastify';
import type { ContextOptions } from '../../../context';
import { ok } from '../../config/result';
import type { MockDomain } from '../../mock-domain';
import { tableQuery, worldRoute } from '../world-routes';

/** The road network and the organisations of the world as list calls (forms and filters read them). */
export const roadsDomain: MockDomain = {
  name: 'roads',
  operations: ['listRoutes', 'listOrganisations'],
  plugin: async (app: FastifyInstance, { ctx }: ContextOptions) => {
    worldRoute(app, ctx, 'listRoutes', (request, world) => ok(world.roads.page(tableQuery(request))));
    worldRoute(app, ctx, 'listOrganisations', (request, world) =>
      ok(world.organisations.page(tableQuery(request))),
    );
  },
};
