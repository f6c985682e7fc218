// The table framework's export shared by the world's lists (/diseaseManage, /patrolRecord): the
// rows a TableExportRequest keeps, in the list's order, one spreadsheet row each with the
// columns the user sees, streamed with exceljs as each row is written (never buffered).

import type { components } from '@jt/api-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayContext } from '../../context';
import { operationRoute } from '../../contract/operation-route';
import { attachment, streamedWorkbook, styleHeader, XLSX_TYPE } from '../assistant/reports/xlsx-stream';
import type { World } from '../world/world';
import { type FieldSpecs, TableQueryError } from './table-query';
import { tableQueryProblem } from './table-query-problem';
import { requireWorld } from './world-routes';

type ExportRequest = components['schemas']['TableExportRequest'];

export interface TableExport<Row extends { id: string }> {
  operationId: string;
  /** The sheet's name and the file's Chinese name (without .xlsx): the page's title. */
  title: string;
  /** The ASCII fallback file name. */
  fallback: string;
  fields: FieldSpecs<Row>;
  select: (world: World, body: ExportRequest) => Row[];
}

/** The rows and columns of an export, checked before the first byte is sent. */
function exportRows<Row extends { id: string }>(
  rows: Row[],
  body: ExportRequest,
  fields: FieldSpecs<Row>,
): Row[] {
  for (const column of body.columns) {
    if (!fields[column.key]) throw new TableQueryError(column.key, 'is not a column of this list');
  }
  if (!body.ids) return rows;
  const ids = new Set(body.ids);
  return rows.filter((row) => ids.has(row.id));
}

/** A cell as the table shows it (an empty value stays empty). */
function cell<Row>(row: Row, key: string, fields: FieldSpecs<Row>): string | number {
  const value = fields[key]?.read(row);
  return value === null || value === undefined ? '' : value;
}

/** Registers the export operation: 400 ValidationProblem before any byte, else the streamed book. */
export function tableExportRoute<Row extends { id: string }>(
  app: FastifyInstance,
  ctx: GatewayContext,
  spec: TableExport<Row>,
): void {
  const world = requireWorld(ctx);
  app.route(
    operationRoute(ctx.contract.operation(spec.operationId), ctx.hooks, {
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const body = request.body as ExportRequest;
        let rows: Row[];
        try {
          rows = exportRows(spec.select(world, body), body, spec.fields);
        } catch (error) {
          if (!(error instanceof TableQueryError)) throw error;
          return reply.code(400).type('application/json').send(tableQueryProblem(error, request.url));
        }
        const book = streamedWorkbook('交通数字大脑·公路巡检养护平台', new Date(world.clock.now()));
        const sheet = book.workbook.addWorksheet(spec.title);
        sheet.columns = body.columns.map((column) => ({ key: column.key, width: 18 }));
        reply
          .code(200)
          .type(XLSX_TYPE)
          .header('content-disposition', attachment(`${spec.title}.xlsx`, spec.fallback));
        const write = async () => {
          const head = sheet.addRow(body.columns.map((column) => column.title));
          styleHeader(head);
          head.commit();
          for (const row of rows) {
            sheet.addRow(body.columns.map((column) => cell(row, column.key, spec.fields))).commit();
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
}
