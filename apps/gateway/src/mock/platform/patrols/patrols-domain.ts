import type { FastifyInstance } from 'fastify';
import type { ContextOptions } from '../../../context';
import { ok } from '../../config/result';
import type { MockDomain } from '../../mock-domain';
import { PATROL_FIELDS } from '../../world/patrols';
import { tableExportRoute } from '../table-export';
import { notFound, tableQuery, worldRoute } from '../world-routes';

/** The export's sheet and file name: the page's title. */
export const EXPORT_TITLE = '巡查记录';

/** /patrolRecord's calls over the world's patrols: list (those on the road included), export and detail. */
export const patrolsDomain: MockDomain = {
  name: 'patrols',
  operations: ['listPatrols', 'exportPatrols', 'getPatrol'],
  plugin: async (app: FastifyInstance, { ctx }: ContextOptions) => {
    worldRoute(app, ctx, 'listPatrols', (request, world) => ok(world.patrols.page(tableQuery(request))));
    tableExportRoute(app, ctx, {
      operationId: 'exportPatrols',
      title: EXPORT_TITLE,
      fallback: 'patrols.xlsx',
      fields: PATROL_FIELDS,
      select: (world, body) => world.patrols.select(body),
    });
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
