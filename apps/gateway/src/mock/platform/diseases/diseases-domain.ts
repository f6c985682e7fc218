import type { components } from '@jt/api-contract';
import type { DiseaseLevel } from '@jt/mocks/world/disease-types';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContextOptions } from '../../../context';
import { operationRoute } from '../../../contract/operation-route';
import { attachment, streamedWorkbook, styleHeader, XLSX_TYPE } from '../../assistant/reports/xlsx-stream';
import { ok } from '../../config/result';
import type { MockDomain } from '../../mock-domain';
import { DISEASE_FIELDS, type DiseaseInput, type DiseaseRow } from '../../world/diseases';
import { TableQueryError } from '../table-query';
import { tableQueryProblem } from '../table-query-problem';
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
type ExportRequest = components['schemas']['TableExportRequest'];
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
/** The export's file name (the page's title) and its ASCII fallback. */
export const EXPORT_NAME = '病害管理.xlsx';
const EXPORT_FALLBACK = 'diseases.xlsx';

/** The rows and columns of an export, checked before the first byte is sent. */
function exportRows(rows: DiseaseRow[], body: ExportRequest): DiseaseRow[] {
  for (const column of body.columns) {
    if (!DISEASE_FIELDS[column.key]) throw new TableQueryError(column.key, 'is not a column of this list');
  }
  if (!body.ids) return rows;
  const ids = new Set(body.ids);
  return rows.filter((row) => ids.has(row.id));
}

/** A cell as the table shows it (an empty value stays empty). */
function cell(row: DiseaseRow, key: string): string | number {
  const value = DISEASE_FIELDS[key]?.read(row);
  return value === null || value === undefined ? '' : value;
}

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
    worldRoute(app, ctx, 'listDiseases', (request, world) => ok(world.diseases.page(tableQuery(request))));
    worldRoute(app, ctx, 'listDiseasePoints', (request, world) => {
      const rows = world.diseases.select(request.body as Selection);
      const points = rows.map(({ id, lon, lat, diseaseLevel }) => ({ id, lon, lat, diseaseLevel }));
      return ok({ total: points.length, points });
    });
    const world = requireWorld(ctx);
    app.route(
      operationRoute(ctx.contract.operation('exportDiseases'), ctx.hooks, {
        handler: async (request: FastifyRequest, reply: FastifyReply) => {
          const body = request.body as ExportRequest;
          let rows: DiseaseRow[];
          try {
            rows = exportRows(world.diseases.select(body), body);
          } catch (error) {
            if (!(error instanceof TableQueryError)) throw error;
            return reply.code(400).type('application/json').send(tableQueryProblem(error, request.url));
          }
          const book = streamedWorkbook('交通数字大脑·公路巡检养护平台', new Date(world.clock.now()));
          const sheet = book.workbook.addWorksheet('病害管理');
          sheet.columns = body.columns.map((column) => ({ key: column.key, width: 18 }));
          reply
            .code(200)
            .type(XLSX_TYPE)
            .header('content-disposition', attachment(EXPORT_NAME, EXPORT_FALLBACK));
          const write = async () => {
            const head = sheet.addRow(body.columns.map((column) => column.title));
            styleHeader(head);
            head.commit();
            for (const row of rows) {
              sheet.addRow(body.columns.map((column) => cell(row, column.key))).commit();
              await book.rowWritten();
            }
            sheet.commit();
          };
          void write()
            .then(() => book.commit())
            .catch((error: unknown) => {
              reply.log.error({ err: error }, 'export failed while streaming');
              book.stream.destroy(error as Error);
            });
          return reply.send(book.stream);
        },
      }),
    );
    worldRoute(app, ctx, 'getDisease', (request, world) => {
      const disease = world.diseases.get(idOf(request));
      return disease ? ok(disease) : notFound(MISSING);
    });
    worldRoute(app, ctx, 'createDisease', (request, world) =>
      answer(world.diseases.create(diseaseInput(request.body as Fields) as DiseaseInput, author(request))),
    );
    worldRoute(app, ctx, 'updateDisease', (request, world) =>
      answer(world.diseases.update(idOf(request), diseaseInput(request.body as Fields), author(request))),
    );
    worldRoute(app, ctx, 'deleteDisease', (request, world) => answer(world.diseases.remove(idOf(request))));
  },
};
