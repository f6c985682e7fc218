import type { components } from '@jt/api-contract';
import type { FastifyInstance } from 'fastify';
import type { ContextOptions } from '../../../context';
import { ok } from '../../config/result';
import type { MockDomain } from '../../mock-domain';
import { buttonGuard } from '../button-guard';
import { answer, requireWorld, resultRoute, tableQuery } from '../world-routes';
import { StakeCheck } from './stake-check';

/** The button code of 桩号校核's 校正 in the menu tree (seed 000 §6). */
export const CHECK_PILE_CORRECT = 'checkPile:correct';

/** /checkPile's calls: the assets whose stake does not match their coordinates, and the correction. */
export const checkPileDomain: MockDomain = {
  name: 'check-pile',
  operations: ['listStakeMismatches', 'correctStakes'],
  plugin: async (app: FastifyInstance, { ctx }: ContextOptions) => {
    const store = ctx.store;
    if (!store) throw new Error('The check-pile mock domain needs the mock store');
    const world = requireWorld(ctx);
    const check = new StakeCheck(world.assets, world.roads.network);
    resultRoute(app, ctx, 'listStakeMismatches', (request) => ok(check.page(tableQuery(request))));
    resultRoute(
      app,
      ctx,
      'correctStakes',
      (request) =>
        answer(check.correct((request.body as components['schemas']['StakeCorrectionRequest']).ids)),
      buttonGuard(store, CHECK_PILE_CORRECT),
    );
  },
};
