// 病害配置 and 病害映射 on the mock: the world's disease types (world/disease-type-records.ts) and
// the recognition labels' mapping to them (assistant/label-mappings.ts), administered by the
// tenant's administrators (adminFlag '1' or '2'). Refusals answer as the platform's other writes
// do: HTTP 200, code 400 (404 for a record that is not there) and the reason in Chinese.
import type { components } from '@jt/api-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ContextOptions } from '../../../context';
import { LabelMappings, type LabelMappingView } from '../../assistant/label-mappings';
import { adminOnly } from '../../auth/admin-only';
import { authState } from '../../auth/auth-state';
import { ok } from '../../config/result';
import type { MockDomain } from '../../mock-domain';
import {
  DISEASE_TYPE_REFUSALS,
  type DiseaseTypeRecord,
  DiseaseTypes,
} from '../../world/disease-type-records';
import type { WorldResult } from '../../world/field-specs';
import { fieldSpecs } from '../../world/field-specs';
import { adminButtonGuard } from '../button-guard';
import { queryPage, type TableQueryInput } from '../table-query';
import { requireWorld, worldRoute } from '../world-routes';

type Schemas = components['schemas'];
type DiseaseTypeView = Schemas['DiseaseType'];

const OPERATIONS = [
  'listDiseaseTypes',
  'createDiseaseType',
  'updateDiseaseType',
  'deleteDiseaseType',
  'setDiseaseTypeStatus',
  'listDiseaseMappings',
  'updateDiseaseMapping',
] as const;

/** The button codes of 病害配置's and 病害映射's entries in the menu tree (seed 000 §6). */
export const DISEASE_CONFIG_BUTTONS = {
  add: 'diseaseType:add',
  edit: 'diseaseType:edit',
  status: 'diseaseType:status',
  delete: 'diseaseType:delete',
  mapping: 'diseaseMapping:edit',
} as const;

/** The /diseaseConfig table's columns (filters and sort). */
export const DISEASE_TYPE_FIELDS = fieldSpecs<DiseaseTypeView>({
  code: 'text',
  typeName: 'text',
  category: 'text',
  unit: 'text',
  levelNames: 'text',
  repairDays: 'number',
  statusName: 'text',
  diseaseCount: 'number',
  updateTime: 'time',
});

/** The /diseaseMapping table's columns. */
export const DISEASE_MAPPING_FIELDS = fieldSpecs<LabelMappingView>({
  label: 'text',
  typeCode: 'text',
  typeName: 'text',
  diseaseName: 'text',
  statusName: 'text',
  updateTime: 'time',
});

export const diseaseConfigDomain: MockDomain = {
  name: 'disease-config',
  operations: [...OPERATIONS],
  plugin: async (app: FastifyInstance, { ctx }: ContextOptions) => {
    const store = ctx.store;
    if (!store) throw new Error('The disease config mock domain needs the mock store');
    const world = requireWorld(ctx);
    const types = world.diseaseTypes;
    const mappings = new LabelMappings(store, types, () => world.clock.now());
    const admin = adminOnly(authState(store).accounts);

    const route = (
      id: (typeof OPERATIONS)[number],
      handler: (request: FastifyRequest) => unknown,
      code?: string,
    ) => worldRoute(app, ctx, id, handler, adminButtonGuard(admin, store, code));

    /** How many diseases of each type the platform has now. */
    const diseaseCounts = () => {
      const counts = new Map<string, number>();
      for (const row of world.diseases.rows())
        counts.set(row.diseaseType, (counts.get(row.diseaseType) ?? 0) + 1);
      return counts;
    };
    const view = (type: DiseaseTypeRecord, counts: ReadonlyMap<string, number>): DiseaseTypeView => ({
      code: type.code,
      typeName: type.typeName,
      category: type.category,
      unit: type.unit,
      levels: type.levels,
      levelNames: DiseaseTypes.levelNames(type),
      repairDays: type.repairDays,
      names: type.names,
      enabled: type.enabled,
      statusName: type.enabled ? '启用' : '停用',
      diseaseCount: counts.get(type.code) ?? 0,
      updateTime: DiseaseTypes.updateTime(type, world.epochMs),
    });
    const typeAnswer = (result: WorldResult<DiseaseTypeRecord>) =>
      result.ok
        ? ok(view(result.value, diseaseCounts()))
        : {
            code: result.message === DISEASE_TYPE_REFUSALS.missing ? 404 : 400,
            msg: result.message,
            data: null,
          };
    const codeOf = (request: FastifyRequest) => (request.params as { code: string }).code;

    route('listDiseaseTypes', (request) => {
      const counts = diseaseCounts();
      return ok(
        queryPage(
          types.rows().map((type) => view(type, counts)),
          request.body as TableQueryInput,
          DISEASE_TYPE_FIELDS,
        ),
      );
    });
    route(
      'createDiseaseType',
      (request) => {
        const { code, ...input } = request.body as Schemas['DiseaseTypeCreate'];
        return typeAnswer(types.create(code, input));
      },
      DISEASE_CONFIG_BUTTONS.add,
    );
    route(
      'updateDiseaseType',
      (request) => typeAnswer(types.update(codeOf(request), request.body as Schemas['DiseaseTypeFields'])),
      DISEASE_CONFIG_BUTTONS.edit,
    );
    route(
      'setDiseaseTypeStatus',
      (request) =>
        typeAnswer(types.setEnabled(codeOf(request), (request.body as Schemas['DiseaseTypeStatus']).enabled)),
      DISEASE_CONFIG_BUTTONS.status,
    );
    route(
      'deleteDiseaseType',
      (request) =>
        typeAnswer(
          types.remove(codeOf(request), (type) => {
            const used = diseaseCounts().get(type.code) ?? 0;
            if (used > 0) return `病害类型「${type.typeName}」已有 ${used} 条病害使用，不能删除，可停用`;
            const labels = mappings.labelsOf(type.code);
            if (labels.length > 0)
              return `识别标签「${labels.join('、')}」映射到病害类型「${type.typeName}」，请先修改病害映射`;
            return null;
          }),
        ),
      DISEASE_CONFIG_BUTTONS.delete,
    );

    route('listDiseaseMappings', (request) =>
      ok(queryPage(mappings.rows(), request.body as TableQueryInput, DISEASE_MAPPING_FIELDS)),
    );
    route(
      'updateDiseaseMapping',
      (request) => {
        const { label } = request.params as { label: string };
        const change = request.body as Schemas['DiseaseMappingChange'];
        const result = mappings.update(label, change.typeCode ?? null, change.diseaseName);
        if (result.ok) return ok(result.value);
        return { code: result.message.startsWith('识别标签') ? 404 : 400, msg: result.message, data: null };
      },
      DISEASE_CONFIG_BUTTONS.mapping,
    );
  },
};
