// A platform list call's answer turned into the table's page, and an export call's answer into a
// saved file, in one place for every list page.
import { saveBlob } from '../../lib/files/save-blob';
import { problemText } from '../../lib/http/problem-text';
import { TableCallError } from './table-texts';

/** A platform list call's answer as openapi-fetch gives it. */
export interface ListAnswer<Row> {
  data?: { code: number; data: { records: Row[]; total: number } };
  error?: unknown;
  response: Response;
}

/**
 * The page of rows a list call answered (`{code: 200, data: {records, total}}`), or the failure
 * the table shows: the server's own words (an envelope's msg, a problem's message), else the
 * HTTP status.
 */
export function listPage<Row>({ data, error, response }: ListAnswer<Row>): { records: Row[]; total: number } {
  if (data?.code !== 200)
    throw new TableCallError(problemText(data) || problemText(error) || `HTTP ${response.status}`);
  return { records: data.data.records, total: data.data.total };
}

/** An export call's answer (parseAs 'blob') as openapi-fetch gives it. */
export interface ExportAnswer {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/** Saves the exported spreadsheet as `fileName`; only HTTP 200 with a file counts, else the server's words. */
export function saveExport({ data, error, response }: ExportAnswer, fileName: string): void {
  if (response.status !== 200 || !(data instanceof Blob))
    throw new TableCallError(problemText(error) || `HTTP ${response.status}`);
  saveBlob(data, fileName);
}
