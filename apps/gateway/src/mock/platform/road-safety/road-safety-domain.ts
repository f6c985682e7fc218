import type { components } from '@jt/api-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ContextOptions } from '../../../context';
import { ok } from '../../config/result';
import type { MockDomain } from '../../mock-domain';
import { buttonGuard } from '../button-guard';
import { answer, asText, notFound, operatorOf, requireWorld, resultRoute, tableQuery } from '../world-routes';
import { type HazardReportInput, SAFETY_HAZARD_REFUSALS, SafetyHazards } from './safety-hazards';

/** The button codes of 道路安全's 处置 and 上报隐患 in the menu tree (seed 000 §6). */
export const ROAD_SAFETY_DISPOSE = 'roadSafety:dispose';
export const ROAD_SAFETY_ADD = 'roadSafety:add';

const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

/** /roadSafety's calls: the hazards, one with its history, 上报隐患, and 处置 moving its state. */
export const roadSafetyDomain: MockDomain = {
  name: 'road-safety',
  operations: ['listSafetyHazards', 'getSafetyHazard', 'reportSafetyHazard', 'disposeSafetyHazard'],
  plugin: async (app: FastifyInstance, { ctx }: ContextOptions) => {
    const store = ctx.store;
    if (!store) throw new Error('The road-safety mock domain needs the mock store');
    const world = requireWorld(ctx);
    const hazards = new SafetyHazards(store, world.seed, world.roads.network, () => world.clock.now());
    resultRoute(app, ctx, 'listSafetyHazards', (request) => ok(hazards.page(tableQuery(request))));
    resultRoute(app, ctx, 'getSafetyHazard', (request) => {
      const hazard = hazards.get(idOf(request));
      return hazard ? ok(hazard) : notFound(SAFETY_HAZARD_REFUSALS.missing);
    });
    resultRoute(
      app,
      ctx,
      'reportSafetyHazard',
      (request) => {
        const body = request.body as components['schemas']['HazardReport'];
        const input: HazardReportInput = { ...body, direction: asText(body.direction) ?? '' };
        return answer(hazards.report(input, operatorOf(request)));
      },
      buttonGuard(store, ROAD_SAFETY_ADD),
    );
    resultRoute(
      app,
      ctx,
      'disposeSafetyHazard',
      (request) => {
        const body = request.body as components['schemas']['HazardDisposal'];
        return answer(hazards.move(idOf(request), asText(body.status) ?? '', body.note, operatorOf(request)));
      },
      buttonGuard(store, ROAD_SAFETY_DISPOSE),
    );
  },
};
