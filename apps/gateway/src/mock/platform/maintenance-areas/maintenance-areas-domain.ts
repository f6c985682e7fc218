import type { components } from '@jt/api-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ContextOptions } from '../../../context';
import { ok } from '../../config/result';
import type { MockDomain } from '../../mock-domain';
import { buttonGuard } from '../button-guard';
import { answer, asText, requireWorld, resultRoute, tableQuery } from '../world-routes';
import { type MaintenanceAreaInput, MaintenanceAreas } from './maintenance-areas';

type Body = components['schemas']['MaintenanceAreaInput'];

/** The button codes of 养护区域's entries in the menu tree (seed 000 §6). */
export const MAINTENANCE_AREA_BUTTONS = {
  add: 'maintenanceArea:add',
  edit: 'maintenanceArea:edit',
  delete: 'maintenanceArea:delete',
} as const;

/** The body as the records read it (Jackson takes the organisation's id as a number too). */
const input = (body: Body): MaintenanceAreaInput => ({
  areaName: body.areaName,
  routeCode: body.routeCode,
  orgId: asText(body.orgId) ?? '',
  startStakeNo: body.startStakeNo,
  endStakeNo: body.endStakeNo,
  manager: body.manager,
  phone: body.phone,
  ...(body.remark !== undefined ? { remark: body.remark } : {}),
});

const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

/** /maintenanceArea's calls: the list, and the areas added, changed and deleted behind their buttons. */
export const maintenanceAreasDomain: MockDomain = {
  name: 'maintenance-areas',
  operations: [
    'listMaintenanceAreas',
    'createMaintenanceArea',
    'updateMaintenanceArea',
    'deleteMaintenanceArea',
  ],
  plugin: async (app: FastifyInstance, { ctx }: ContextOptions) => {
    const store = ctx.store;
    if (!store) throw new Error('The maintenance-areas mock domain needs the mock store');
    const world = requireWorld(ctx);
    const areas = new MaintenanceAreas(store, world.roads.network, () => world.clock.now());
    const B = MAINTENANCE_AREA_BUTTONS;
    resultRoute(app, ctx, 'listMaintenanceAreas', (request) => ok(areas.page(tableQuery(request))));
    resultRoute(
      app,
      ctx,
      'createMaintenanceArea',
      (request) => answer(areas.create(input(request.body as Body))),
      buttonGuard(store, B.add),
    );
    resultRoute(
      app,
      ctx,
      'updateMaintenanceArea',
      (request) => answer(areas.update(idOf(request), input(request.body as Body))),
      buttonGuard(store, B.edit),
    );
    resultRoute(
      app,
      ctx,
      'deleteMaintenanceArea',
      (request) => answer(areas.remove(idOf(request))),
      buttonGuard(store, B.delete),
    );
  },
};
