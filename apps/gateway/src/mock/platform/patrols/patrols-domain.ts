import type { FastifyInstance } from 'fastify';
import type { ContextOptions } from '../../../context';
import { ok } from '../../config/result';
import type { MockDomain } from '../../mock-domain';
import { notFound, tableQuery, worldRoute } from '../world-routes';

/** /patrolRecord's calls over the world's patrols: list (those on the road included) and detail. */
export const patrolsDomain: MockDomain = {
  name: 'patrols',
  operations: ['listPatrols', 'getPatrol'],
  plugin: async (app: FastifyInstance, { ctx }: ContextOptions) => {
    worldRoute(app, ctx, 'listPatrols', (request, world) => ok(world.patrols.page(tableQuery(request))));
    worldRoute(app, ctx, 'getPatrol', (request, world) => {
      const { id } = request.params as { id: string };
      const patrol = world.patrols.get(id);
      if (!patrol) return notFound('巡查记录不存在');
      return ok({
        ...patrol,
        diseases: world.diseases.ofPatrol(id),
        trackPointCount: world.patrols.track(id)?.length ?? 0,
      });
    });
  },
};
