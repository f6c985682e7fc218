import type { FastifyInstance } from 'fastify';
import type { ContextOptions } from '../../../context';
import { ok } from '../../config/result';
import type { MockDomain } from '../../mock-domain';
import { worldRoute } from '../world-routes';
import { assetScreen } from './asset-screen';
import { diseaseScreen } from './disease-screen';
import { evaluationScreen } from './evaluation-screen';
import { eventScreen } from './event-screen';
import { type HeatDays, heatScreen } from './heat-screen';
import { highwayInspectionScreen } from './highway-inspection-screen';
import { networkInspectionScreen } from './network-inspection-screen';
import { sickNewScreen } from './sick-new-screen';
import { sickScreen } from './sick-screen';

/** The big screens' statistics: one summary per screen over the world at the clock's moment. */
export const screensDomain: MockDomain = {
  name: 'screens',
  operations: [
    'screenDisease',
    'screenEvaluation',
    'screenEvents',
    'screenAssets',
    'screenHeat',
    'screenSickNew',
    'screenSick',
    'screenHighwayInspection',
    'screenNetworkInspection',
  ],
  plugin: async (app: FastifyInstance, { ctx }: ContextOptions) => {
    worldRoute(app, ctx, 'screenDisease', (_request, world) => ok(diseaseScreen(world)));
    worldRoute(app, ctx, 'screenEvaluation', (_request, world) => ok(evaluationScreen(world)));
    worldRoute(app, ctx, 'screenEvents', (_request, world) => ok(eventScreen(world)));
    worldRoute(app, ctx, 'screenAssets', (_request, world) => ok(assetScreen(world)));
    worldRoute(app, ctx, 'screenSickNew', (_request, world) => ok(sickNewScreen(world)));
    worldRoute(app, ctx, 'screenSick', (_request, world) => ok(sickScreen(world)));
    worldRoute(app, ctx, 'screenHeat', (request, world) => {
      // The contract has validated and coerced the query (days one of its values, default 30).
      const { days = 30, diseaseType } = request.query as { days?: HeatDays; diseaseType?: string };
      return ok(heatScreen(world, days, diseaseType ? diseaseType : null));
    });
    worldRoute(app, ctx, 'screenHighwayInspection', (_request, world) => ok(highwayInspectionScreen(world)));
    worldRoute(app, ctx, 'screenNetworkInspection', (_request, world) => ok(networkInspectionScreen(world)));
  },
};
