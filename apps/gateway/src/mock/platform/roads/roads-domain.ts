import type { components } from '@jt/api-contract';
import type { FastifyInstance } from 'fastify';
import type { ContextOptions } from '../../../context';
import { ok } from '../../config/result';
import type { MockDomain } from '../../mock-domain';
import type { AssetEdit } from '../../world/assets';
import { answer, asNumber, asText, tableQuery, worldRoute } from '../world-routes';

type AssetInspection = components['schemas']['AssetInspection'];

/** The inspection as the world reads it (Jackson's coercions of numbers and numeric text). */
function assetEdit(body: AssetInspection): AssetEdit {
  const condition = asText(body.condition);
  const techGrade = asNumber(body.techGrade);
  return {
    ...(condition !== undefined ? { condition: condition as AssetEdit['condition'] & string } : {}),
    ...(techGrade !== undefined ? { techGrade: techGrade as AssetEdit['techGrade'] & number } : {}),
    ...(body.remark !== undefined ? { remark: body.remark } : {}),
  };
}

/**
 * The road network, the organisations, the roadside devices (with their status now) and the road
 * assets of the world as list calls (forms, filters, /devices and /assets read them), and an
 * asset's inspection recorded.
 */
export const roadsDomain: MockDomain = {
  name: 'roads',
  operations: ['listRoutes', 'listOrganisations', 'listDevices', 'listAssets', 'updateAsset'],
  plugin: async (app: FastifyInstance, { ctx }: ContextOptions) => {
    worldRoute(app, ctx, 'listRoutes', (request, world) => ok(world.roads.page(tableQuery(request))));
    worldRoute(app, ctx, 'listOrganisations', (request, world) =>
      ok(world.organisations.page(tableQuery(request))),
    );
    worldRoute(app, ctx, 'listDevices', (request, world) => ok(world.devices.page(tableQuery(request))));
    worldRoute(app, ctx, 'listAssets', (request, world) => ok(world.assets.page(tableQuery(request))));
    worldRoute(app, ctx, 'updateAsset', (request, world) =>
      answer(
        world.assets.update(
          (request.params as { id: string }).id,
          assetEdit(request.body as AssetInspection),
        ),
      ),
    );
  },
};
