// The table framework's export (an inferred `export…` operation per list): the rows a filter
// keeps, or the ticked ids among them, with the columns the user sees, streamed as .xlsx while
// they are written. One route builder for every list, so each export refuses the same way (an
// unknown column is 400 before the first byte) and streams the same way.
import type { components } from '@jt/api-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayContext } from '../../context';
import { operationRoute } from '../../contract/operation-route';
import { attachment, streamedWorkbook, styleHeader, XLSX_TYPE } from '../assistant/reports/xlsx-stream';
import { type FieldSpecs, TableQueryError } from './table-query';
import { tableQueryProblem } from './table-query-problem';
import type { RouteGuard } from './world-routes';

export type TableExportRequest = components['schemas']['TableExportRequest'];

export interface TableExport<Row extends { id: string }> {
  /** The contract's operation (e.g. exportDiseases). */
  operationId: string;
  /** The sheet's and the file's name: the page's title, e.g. 病害管理. */
  title: string;
  /** The file's ASCII name for old clients, e.g. diseases.xlsx. */
  asciiName: string;
  /** The list's columns, as its table query knows them. */
  fields: FieldSpecs<Row>;
  /** The rows the request's filters and orders keep, in that order. */
  select: (request: TableExportRequest) => Row[];
  /** The moment the file is made (the world's clock). */
  now: () => number;
  /** Wraps the handler, e.g. a button code the export needs (platform/button-guard.ts). */
  guard?: RouteGuard;
}

/** The rows of an export, its columns checked before anything is sent. */
export function exportedRows<Row extends { id: string }>(
  rows: readonly Row[],
  request: TableExportRequest,
  fields: FieldSpecs<Row>,
): readonly Row[] {
  for (const column of request.columns) {
    if (!fields[column.key]) throw new TableQueryError(column.key, 'is not a column of this list');
  }
  if (!request.ids) return rows;
  const ids = new Set(request.ids);
  return rows.filter((row) => ids.has(row.id));
}

/** A cell as the table shows it (an empty value stays empty). */
function cell<Row>(row: Row, key: string, fields: FieldSpecs<Row>): string | number {
  const value = fields[key]?.read(row);
  return value === null || value === undefined ? '' : value;
}

export function tableExportRoute<Row extends { id: string }>(
  app: FastifyInstance,
  ctx: GatewayContext,
  spec: TableExport<Row>,
): void {
  const fileName = `${spec.title}.xlsx`;
  app.route(
    operationRoute(ctx.contract.operation(spec.operationId), ctx.hooks, {
      handler: (spec.guard ?? ((handler) => handler))(
        async (request: FastifyRequest, reply: FastifyReply) => {
          const body = request.body as TableExportRequest;
          let rows: readonly Row[];
          try {
            rows = exportedRows(spec.select(body), body, spec.fields);
          } catch (error) {
            if (!(error instanceof TableQueryError)) throw error;
            return reply.code(400).type('application/json').send(tableQueryProblem(error, request.url));
          }
          const book = streamedWorkbook('交通数字大脑·公路巡检养护平台', new Date(spec.now()));
          const sheet = book.workbook.addWorksheet(spec.title);
          sheet.columns = body.columns.map((column) => ({ key: column.key, width: 18 }));
          reply.code(200).type(XLSX_TYPE).header('content-disposition', attachment(fileName, spec.asciiName));
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
      ),
    }),
  );
}
