// Spreadsheets streamed as they are written (exceljs' streaming WorkbookWriter): each row is
// committed and zipped into the response at once, so a report of 100,000 rows never sits in
// memory whole. The writer waits whenever the response has not taken what it was given.

import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { create as contentDisposition } from 'content-disposition';
import ExcelJS from 'exceljs';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Rows between two looks at the response's back-pressure. */
const YIELD_ROWS = 500;

export interface StreamedWorkbook {
  workbook: ExcelJS.stream.xlsx.WorkbookWriter;
  /** The .xlsx bytes as they are made (send it as the answer). */
  stream: PassThrough;
  /** Lets the response take what was written when it lags (call after each row). */
  rowWritten(): Promise<void>;
  /** Finishes the file; the stream ends after the last bytes. */
  commit(): Promise<void>;
}

export function streamedWorkbook(creator: string, now: Date): StreamedWorkbook {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = creator;
  workbook.created = now;
  let rows = 0;
  return {
    workbook,
    stream,
    rowWritten: async () => {
      rows += 1;
      if (rows % YIELD_ROWS !== 0) return;
      if (stream.writableNeedDrain) await once(stream, 'drain');
      else await new Promise((resolve) => setImmediate(resolve));
    },
    commit: () => workbook.commit(),
  };
}

/**
 * `attachment` with the Chinese name as RFC 5987 `filename*` and an ASCII `filename` for old
 * clients (RFC 6266): content-disposition builds both.
 */
export function attachment(name: string, asciiFallback: string): string {
  return contentDisposition(name, { type: 'attachment', fallback: asciiFallback });
}

/** The bold, filled header row of a table. */
export function styleHeader(row: ExcelJS.Row): void {
  row.font = { bold: true };
  row.alignment = { vertical: 'middle', horizontal: 'center' };
  row.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDCE6F1' } };
    cell.border = { bottom: { style: 'thin' } };
  });
}

/** A title line across the first `columns` cells. */
export function titleRow(sheet: ExcelJS.Worksheet, title: string, columns: number): void {
  const row = sheet.addRow([title]);
  row.font = { bold: true, size: 14 };
  row.alignment = { horizontal: 'center' };
  sheet.mergeCells(row.number, 1, row.number, columns);
  row.commit();
}
