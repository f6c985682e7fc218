import type { components } from '@jt/api-contract';
import type { DiseaseLevel } from '@jt/mocks/world/disease-types';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ContextOptions } from '../../../context';
import { ok } from '../../config/result';
import type { MockDomain } from '../../mock-domain';
import { DISEASE_FIELDS, type DiseaseInput } from '../../world/diseases';
import { buttonGuard } from '../button-guard';
import { tableExportRoute } from '../table-export';
import {
  answer,
  asNumber,
  asText,
  notFound,
  operatorOf,
  requireWorld,
  tableQuery,
  worldRoute,
} from '../world-routes';

type Fields = components['schemas']['DiseaseFields'];
type Selection = components['schemas']['TableSelection'];

/** The entry as the world reads it (Jackson's coercions of numbers and numeric text). */
function diseaseInput(body: Fields): Partial<DiseaseInput> {
  const input: Partial<DiseaseInput> = {};
  const set = <K extends keyof DiseaseInput>(key: K, value: DiseaseInput[K] | undefined) => {
    if (value !== undefined) input[key] = value;
  };
  set('diseaseType', asText(body.diseaseType));
  set('diseaseName', body.diseaseName);
  set('diseaseLevel', asNumber(body.diseaseLevel) as DiseaseLevel | undefined);
  set('routeCode', body.routeCode);
  set('stakeNo', body.stakeNo);
  set('direction', asText(body.direction) as '1' | '2' | undefined);
  set('lane', asNumber(body.lane));
  set('diseaseArea', asNumber(body.diseaseArea));
  set('reportTime', body.reportTime);
  set('picUrl', body.picUrl);
  set('remark', body.remark);
  set('needsRepair', body.needsRepair);
  return input;
}

const author = (request: FastifyRequest) => ({ name: operatorOf(request), orgId: null });
const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;
const MISSING = '病害不存在或已删除';
/** The export's sheet and file name (the page's title). */
export const EXPORT_TITLE = '病害管理';

/** /diseaseManage's calls over the world's diseases: list, detail, create, edit, delete. */
export const diseasesDomain: MockDomain = {
  name: 'diseases',
  operations: [
    'listDiseases',
    'listDiseasePoints',
    'exportDiseases',
    'getDisease',
    'createDisease',
    'updateDisease',
    'deleteDisease',
  ],
  plugin: async (app: FastifyInstance, { ctx }: ContextOptions) => {
    const store = ctx.store;
    if (!store) throw new Error('The diseases mock domain needs the mock store');
    // Each write behind its own button of 病害管理 (seed 000 §6; menu-tree 1011–1014).
    const guard = (code: string) => buttonGuard(store, code);
    worldRoute(app, ctx, 'listDiseases', (request, world) => ok(world.diseases.page(tableQuery(request))));
    worldRoute(app, ctx, 'listDiseasePoints', (request, world) => {
      const rows = world.diseases.select(request.body as Selection);
      const points = rows.map(({ id, lon, lat, diseaseLevel }) => ({ id, lon, lat, diseaseLevel }));
      return ok({ total: points.length, points });
    });
    const world = requireWorld(ctx);
    tableExportRoute(app, ctx, {
      operationId: 'exportDiseases',
      title: EXPORT_TITLE,
      asciiName: 'diseases.xlsx',
      fields: DISEASE_FIELDS,
      select: (request) => world.diseases.select(request),
      now: () => world.clock.now(),
      guard: guard('disease:export'),
    });
    worldRoute(app, ctx, 'getDisease', (request, world) => {
      const disease = world.diseases.get(idOf(request));
      return disease ? ok(disease) : notFound(MISSING);
    });
    worldRoute(
      app,
      ctx,
      'createDisease',
      (request, world) =>
        answer(world.diseases.create(diseaseInput(request.body as Fields) as DiseaseInput, author(request))),
      guard('disease:add'),
    );
    worldRoute(
      app,
      ctx,
      'updateDisease',
      (request, world) =>
        answer(world.diseases.update(idOf(request), diseaseInput(request.body as Fields), author(request))),
      guard('disease:edit'),
    );
    worldRoute(
      app,
      ctx,
      'deleteDisease',
      (request, world) => answer(world.diseases.remove(idOf(request))),
      guard('disease:delete'),
    );
  },
};
