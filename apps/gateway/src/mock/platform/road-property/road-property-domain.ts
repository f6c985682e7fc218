import type { FastifyInstance } from 'fastify';
import type { ContextOptions } from '../../../context';
import { ok } from '../../config/result';
import type { MockDomain } from '../../mock-domain';
import { buttonGuard } from '../button-guard';
import { tableExportRoute } from '../table-export';
import { queryPage, selectRows } from '../table-query';
import { requireWorld, resultRoute, tableQuery } from '../world-routes';
import { ROAD_PROPERTY_FIELDS, roadProperties } from './road-property';

/** The export's sheet and file name (the page's title) and its button code (seed 000 §6). */
export const ROAD_PROPERTY_TITLE = '路产信息';
export const ROAD_PROPERTY_EXPORT = 'roadProperty:export';

/** /roadProperty's calls: the summary per route and its export. */
export const roadPropertyDomain: MockDomain = {
  name: 'road-property',
  operations: ['listRoadProperties', 'exportRoadProperties'],
  plugin: async (app: FastifyInstance, { ctx }: ContextOptions) => {
    const store = ctx.store;
    if (!store) throw new Error('The road-property mock domain needs the mock store');
    const world = requireWorld(ctx);
    const rows = () => roadProperties(world.roads.rows(), world.assets.rows());
    resultRoute(app, ctx, 'listRoadProperties', (request) =>
      ok(queryPage(rows(), tableQuery(request), ROAD_PROPERTY_FIELDS)),
    );
    tableExportRoute(app, ctx, {
      operationId: 'exportRoadProperties',
      title: ROAD_PROPERTY_TITLE,
      asciiName: 'road-property.xlsx',
      fields: ROAD_PROPERTY_FIELDS,
      select: (request) => selectRows(rows(), request, ROAD_PROPERTY_FIELDS),
      now: () => world.clock.now(),
      guard: buttonGuard(store, ROAD_PROPERTY_EXPORT),
    });
  },
};
