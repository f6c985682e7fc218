import type { components } from '@jt/api-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ContextOptions } from '../../../context';
import { adminOnly } from '../../auth/admin-only';
import { authState } from '../../auth/auth-state';
import { ok } from '../../config/result';
import type { MockDomain } from '../../mock-domain';
import type { AssetEdit, AssetInput, DeviceEdit } from '../../world/assets';
import { ROUTE_REFUSALS } from '../../world/route-edits';
import { adminButtonGuard, buttonGuard } from '../button-guard';
import { answer, asNumber, asText, notFound, tableQuery, worldRoute } from '../world-routes';

type AssetInspection = components['schemas']['AssetInspection'];
type AssetCreate = components['schemas']['AssetCreate'];
type DeviceChange = components['schemas']['DeviceChange'];
type RouteChange = components['schemas']['RouteChange'];

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

/** A new asset as the world reads it (Jackson's coercions; an empty end stake is none). */
function assetInput(body: AssetCreate): AssetInput {
  const techGrade = asNumber(body.techGrade ?? undefined);
  const lengthM = asNumber(body.lengthM);
  const condition = asText(body.condition);
  return {
    assetType: asText(body.assetType) ?? '',
    assetName: body.assetName,
    routeCode: body.routeCode,
    stakeNo: body.stakeNo,
    endStakeNo: body.endStakeNo || null,
    direction: asText(body.direction) ?? '',
    quantity: asNumber(body.quantity) ?? Number.NaN,
    builtYear: asNumber(body.builtYear) ?? Number.NaN,
    ...(body.spec !== undefined ? { spec: body.spec } : {}),
    ...(lengthM !== undefined ? { lengthM } : {}),
    ...(techGrade !== undefined ? { techGrade } : {}),
    ...(condition !== undefined ? { condition } : {}),
    ...(body.remark !== undefined ? { remark: body.remark } : {}),
  };
}

/** A device's correction as the world reads it (Jackson's coercions of numbers and numeric text). */
function deviceEdit(body: DeviceChange): DeviceEdit {
  const direction = asText(body.direction);
  const installYear = asNumber(body.installYear);
  return {
    ...(body.deviceName !== undefined ? { deviceName: body.deviceName } : {}),
    ...(body.vendor !== undefined ? { vendor: body.vendor } : {}),
    ...(body.model !== undefined ? { model: body.model } : {}),
    ...(body.stakeNo !== undefined ? { stakeNo: body.stakeNo } : {}),
    ...(direction !== undefined ? { direction } : {}),
    ...(installYear !== undefined ? { installYear } : {}),
  };
}

const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

/**
 * The road network, the organisations, the roadside devices (with their status now) and the road
 * assets of the world as list calls (forms, filters, /devices and /assets read them), and the
 * assets' books kept: an asset entered, its detail, an inspection recorded, an asset taken off.
 */
export const roadsDomain: MockDomain = {
  name: 'roads',
  operations: [
    'listRoutes',
    'updateRoute',
    'listOrganisations',
    'listDevices',
    'updateDevice',
    'listAssets',
    'createAsset',
    'getAsset',
    'updateAsset',
    'deleteAsset',
  ],
  plugin: async (app: FastifyInstance, { ctx }: ContextOptions) => {
    worldRoute(app, ctx, 'listRoutes', (request, world) => ok(world.roads.page(tableQuery(request))));
    // A route's facts are the network's administration: the tenant's administrators change them.
    const store = ctx.store;
    if (!store) throw new Error('The roads mock domain needs the mock store');
    worldRoute(
      app,
      ctx,
      'updateRoute',
      (request, world) => {
        const { routeCode } = request.params as { routeCode: string };
        const result = world.roads.update(routeCode, request.body as RouteChange, world.clock.now());
        if (result.ok) return ok(result.value);
        return result.message === ROUTE_REFUSALS.missing ? notFound(result.message) : answer(result);
      },
      // ... behind 编辑路线's code too (seed 000 §6; menu-tree 6011).
      adminButtonGuard(adminOnly(authState(store).accounts), store, 'route:edit'),
    );
    // Each write behind its button of 设备管理 (5031) and 资产管理 (5021–5023): 登记检查 is updateAsset.
    const guard = (code: string) => buttonGuard(store, code);
    worldRoute(app, ctx, 'listOrganisations', (request, world) =>
      ok(world.organisations.page(tableQuery(request))),
    );
    worldRoute(app, ctx, 'listDevices', (request, world) => ok(world.devices.page(tableQuery(request))));
    worldRoute(
      app,
      ctx,
      'updateDevice',
      (request, world) =>
        answer(world.devices.update(idOf(request), deviceEdit(request.body as DeviceChange))),
      guard('device:edit'),
    );
    worldRoute(app, ctx, 'listAssets', (request, world) => ok(world.assets.page(tableQuery(request))));
    worldRoute(
      app,
      ctx,
      'createAsset',
      (request, world) => answer(world.assets.create(assetInput(request.body as AssetCreate))),
      guard('asset:add'),
    );
    worldRoute(app, ctx, 'getAsset', (request, world) => {
      const asset = world.assets.get(idOf(request));
      return asset ? ok(asset) : notFound('路产不存在或已删除');
    });
    worldRoute(
      app,
      ctx,
      'updateAsset',
      (request, world) =>
        answer(world.assets.update(idOf(request), assetEdit(request.body as AssetInspection))),
      guard('asset:inspect'),
    );
    worldRoute(
      app,
      ctx,
      'deleteAsset',
      (request, world) => answer(world.assets.remove(idOf(request))),
      guard('asset:delete'),
    );
  },
};
