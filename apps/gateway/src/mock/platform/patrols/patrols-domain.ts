import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ContextOptions } from '../../../context';
import { ok } from '../../config/result';
import type { MockDomain } from '../../mock-domain';
import { PATROL_FIELDS } from '../../world/patrols';
import { buttonGuard } from '../button-guard';
import { tableExportRoute } from '../table-export';
import { answer, notFound, operatorOf, requireWorld, tableQuery, worldRoute } from '../world-routes';
import { SCHEDULE_MISSING, type ScheduleFields, Schedules } from './schedules';

/** The export's sheet and file name: the page's title. */
export const EXPORT_TITLE = '巡查记录';

/** /patrolRecord's calls over the world's patrols: list (those on the road included), export and detail. */
export const patrolsDomain: MockDomain = {
  name: 'patrols',
  operations: [
    'listPatrols',
    'exportPatrols',
    'getPatrol',
    'listPatrolSchedules',
    'createPatrolSchedule',
    'updatePatrolSchedule',
    'deletePatrolSchedule',
  ],
  plugin: async (app: FastifyInstance, { ctx }: ContextOptions) => {
    const store = ctx.store;
    if (!store) throw new Error('The patrols mock domain needs the mock store');
    // 巡查记录's 导出 (2011) and 巡查安排's schedules, added, changed and deleted behind 2021 (seed 000 §6).
    const exporting = buttonGuard(store, 'patrol:export');
    const arranging = buttonGuard(store, 'patrol:arrange');
    worldRoute(app, ctx, 'listPatrols', (request, world) => ok(world.patrols.page(tableQuery(request))));
    const world = requireWorld(ctx);
    tableExportRoute(app, ctx, {
      operationId: 'exportPatrols',
      title: EXPORT_TITLE,
      asciiName: 'patrols.xlsx',
      fields: PATROL_FIELDS,
      select: (request) => world.patrols.select(request),
      now: () => world.clock.now(),
      guard: exporting,
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
    const schedules = new Schedules(store, requireWorld(ctx));
    const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;
    worldRoute(app, ctx, 'listPatrolSchedules', (request) => ok(schedules.page(tableQuery(request))));
    worldRoute(
      app,
      ctx,
      'createPatrolSchedule',
      (request) => answer(schedules.create(request.body as ScheduleFields, operatorOf(request))),
      arranging,
    );
    worldRoute(
      app,
      ctx,
      'updatePatrolSchedule',
      (request) => {
        const result = schedules.update(idOf(request), request.body as ScheduleFields, operatorOf(request));
        return result ? answer(result) : notFound(SCHEDULE_MISSING);
      },
      arranging,
    );
    worldRoute(
      app,
      ctx,
      'deletePatrolSchedule',
      (request) => {
        const id = idOf(request);
        return schedules.remove(id) ? ok({ id }) : notFound(SCHEDULE_MISSING);
      },
      arranging,
    );
  },
};
