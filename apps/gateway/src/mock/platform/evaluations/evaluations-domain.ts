import type { FastifyInstance } from 'fastify';
import type { ContextOptions } from '../../../context';
import { ok } from '../../config/result';
import type { MockDomain } from '../../mock-domain';
import { scoreBand } from '../screens/score-bands';
import { tableQuery, worldRoute } from '../world-routes';

/**
 * The road condition evaluations (/roadStateJudge) as a list call: the same per-kilometre rows
 * the /gl-evaluation screen sums up (world.evaluations), each with the seed's score colour band,
 * so the list and the screen cannot disagree.
 */
export const evaluationsDomain: MockDomain = {
  name: 'evaluations',
  operations: ['listEvaluations'],
  plugin: async (app: FastifyInstance, { ctx }: ContextOptions) => {
    worldRoute(app, ctx, 'listEvaluations', (request, world) => {
      const page = world.evaluations.page(tableQuery(request));
      return ok({
        ...page,
        records: page.records.map((row) => ({
          id: `${row.routeCode}-${row.direction}-${row.startStakeM}`,
          ...row,
          band: scoreBand(row.mqi),
        })),
      });
    });
  },
};
