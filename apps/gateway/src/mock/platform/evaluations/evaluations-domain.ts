import type { components } from '@jt/api-contract';
import { MQI_WEIGHTS, PQI_WEIGHTS } from '@jt/mocks/world/evaluation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ContextOptions } from '../../../context';
import { ok } from '../../config/result';
import type { MockDomain } from '../../mock-domain';
import type { SurveyInput } from '../../world/evaluation-surveys';
import { type EvaluationRow, evaluationId } from '../../world/evaluations';
import { buttonGuard } from '../button-guard';
import { scoreBand } from '../screens/score-bands';
import { answer, asNumber, asText, notFound, operatorOf, tableQuery, worldRoute } from '../world-routes';

type SurveyBody = components['schemas']['EvaluationSurveyInput'];

/** A list row as the contract has it: its id and its score colour band. */
const withBand = (row: EvaluationRow) => ({ id: evaluationId(row), ...row, band: scoreBand(row.mqi) });

/** The survey as the world reads it (Jackson's coercions; a missing number is NaN, refused in words). */
function surveyInput(body: SurveyBody): SurveyInput {
  return {
    routeCode: body.routeCode,
    direction: asText(body.direction) ?? '',
    startStakeNo: body.startStakeNo,
    endStakeNo: body.endStakeNo,
    surveyDate: body.surveyDate,
    iri: asNumber(body.iri) ?? Number.NaN,
    rd: asNumber(body.rd) ?? Number.NaN,
    sfc: asNumber(body.sfc) ?? Number.NaN,
    sci: asNumber(body.sci) ?? null,
    remark: body.remark ?? '',
  };
}

const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

/**
 * The road condition evaluations (/roadStateJudge): the same per-kilometre rows the
 * /gl-evaluation screen sums up (world.evaluations), each with the seed's score colour band, so
 * the list and the screen cannot disagree; a kilometre's sheet; and the surveys entered
 * (新增评定) that the kilometres they cover are scored from.
 */
export const evaluationsDomain: MockDomain = {
  name: 'evaluations',
  operations: ['listEvaluations', 'getEvaluation', 'createEvaluationSurvey', 'deleteEvaluationSurvey'],
  plugin: async (app: FastifyInstance, { ctx }: ContextOptions) => {
    const store = ctx.store;
    if (!store) throw new Error('The evaluations mock domain needs the mock store');
    worldRoute(app, ctx, 'listEvaluations', (request, world) => {
      const page = world.evaluations.page(tableQuery(request));
      return ok({ ...page, records: page.records.map(withBand) });
    });
    worldRoute(app, ctx, 'getEvaluation', (request, world) => {
      const detail = world.evaluations.detail(idOf(request));
      if (!detail) return notFound('评定单元不存在');
      return ok({
        evaluation: withBand(detail.row),
        survey: detail.survey,
        surveys: detail.surveys,
        diseases: detail.diseases.map((d) => ({
          id: d.id,
          diseaseCode: d.diseaseCode,
          diseaseTypeName: d.diseaseTypeName,
          diseaseName: d.diseaseName,
          diseaseLevelName: d.diseaseLevelName,
          stakeNo: d.stakeNo,
          lane: d.lane,
          diseaseArea: d.diseaseArea,
          areaUnit: d.areaUnit,
          reportTime: d.reportTime,
          processStatusName: d.processStatusName,
        })),
        weights: { pqi: PQI_WEIGHTS, mqi: MQI_WEIGHTS },
      });
    });
    // 新增评定 (6031) and 删除检测 (6032), seed 000 §6.
    worldRoute(
      app,
      ctx,
      'createEvaluationSurvey',
      (request, world) => {
        const result = world.evaluations.addSurvey(
          surveyInput(request.body as SurveyBody),
          operatorOf(request),
        );
        return answer(
          result.ok
            ? { ok: true, value: { survey: result.value.survey, rows: result.value.rows.map(withBand) } }
            : result,
        );
      },
      buttonGuard(store, 'evaluation:add'),
    );
    worldRoute(
      app,
      ctx,
      'deleteEvaluationSurvey',
      (request, world) => answer(world.evaluations.removeSurvey(idOf(request))),
      buttonGuard(store, 'evaluation:delete'),
    );
  },
};
