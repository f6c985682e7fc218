import type { FastifyInstance } from 'fastify';
import type { ContextOptions } from '../../../context';
import { ok } from '../../config/result';
import type { MockDomain } from '../../mock-domain';
import { TRIP_FIELDS } from '../../world/trips';
import { tableExportRoute } from '../table-export';
import { notFound, requireWorld, tableQuery, worldRoute } from '../world-routes';

/** The export's sheet and file name: the page's title. */
export const EXPORT_TITLE = '行程轨迹';

/** /trip's calls over the world's patrols as trips: list, export (the shared table export) and detail. */
export const tripsDomain: MockDomain = {
  name: 'trips',
  operations: ['listTrips', 'exportTrips', 'getTrip'],
  plugin: async (app: FastifyInstance, { ctx }: ContextOptions) => {
    const world = requireWorld(ctx);
    worldRoute(app, ctx, 'listTrips', (request) => ok(world.trips.page(tableQuery(request))));
    tableExportRoute(app, ctx, {
      operationId: 'exportTrips',
      title: EXPORT_TITLE,
      asciiName: 'trips.xlsx',
      fields: TRIP_FIELDS,
      select: (request) => world.trips.select(request),
      now: () => world.clock.now(),
    });
    worldRoute(app, ctx, 'getTrip', (request) => {
      const trip = world.trips.get((request.params as { id: string }).id);
      return trip ? ok(trip) : notFound('行程不存在');
    });
  },
};
