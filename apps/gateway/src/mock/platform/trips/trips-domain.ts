import type { FastifyInstance } from 'fastify';
import type { ContextOptions } from '../../../context';
import { ok } from '../../config/result';
import type { MockDomain } from '../../mock-domain';
import { TRIP_FIELDS } from '../../world/trips';
import { buttonGuard } from '../button-guard';
import { tableExportRoute } from '../table-export';
import { notFound, requireWorld, tableQuery, worldRoute } from '../world-routes';

/** The export's sheet and file name: the page's title. */
export const EXPORT_TITLE = '行程轨迹';

/** The button code of 行程轨迹's 导出 in the menu tree (seed 000 §6). */
export const TRIP_EXPORT = 'trip:export';

/** /trip's calls over the world's patrols as trips: list, export (the shared table export) and detail. */
export const tripsDomain: MockDomain = {
  name: 'trips',
  operations: ['listTrips', 'exportTrips', 'getTrip'],
  plugin: async (app: FastifyInstance, { ctx }: ContextOptions) => {
    const world = requireWorld(ctx);
    const store = ctx.store;
    if (!store) throw new Error('The trips mock domain needs the mock store');
    worldRoute(app, ctx, 'listTrips', (request) => ok(world.trips.page(tableQuery(request))));
    tableExportRoute(app, ctx, {
      operationId: 'exportTrips',
      title: EXPORT_TITLE,
      asciiName: 'trips.xlsx',
      fields: TRIP_FIELDS,
      select: (request) => world.trips.select(request),
      now: () => world.clock.now(),
      guard: buttonGuard(store, TRIP_EXPORT),
    });
    worldRoute(app, ctx, 'getTrip', (request) => {
      const trip = world.trips.get((request.params as { id: string }).id);
      return trip ? ok(trip) : notFound('行程不存在');
    });
  },
};
