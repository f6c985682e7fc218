// The report downloads (seed 001 §7, §8, §9): the patrol's record and the construction report,
// asked with the user's tenant id, saved as 巡查记录.xlsx and 施工报告.xlsx. Only HTTP 200 counts
// as a download; anything else says 服务未响应！. The body is read as a stream so a large file
// shows its progress (when the server sends its length).
import type { ApiClient } from '@jt/api-contract';
import {
  CONSTRUCTION_REPORT_NAME,
  CONSTRUCTION_REPORT_TEMPLATE,
  PATROL_REPORT_NAME,
  PATROL_REPORT_TEMPLATE,
} from '../constants';

export type ReportKind = 'patrol' | 'construction';

export class ReportDownloadError extends Error {
  override readonly name = 'ReportDownloadError';
}

/** The name a report is saved under. */
export function reportFileName(kind: ReportKind): string {
  return kind === 'patrol' ? PATROL_REPORT_NAME : CONSTRUCTION_REPORT_NAME;
}

/** Reads a body to a Blob, telling the percentage done when the length is known (else null). */
export async function readWithProgress(
  response: Response,
  onProgress: (percent: number | null) => void,
): Promise<Blob> {
  const total = Number(response.headers.get('content-length'));
  const body = response.body;
  if (!body) return response.blob();
  const reader = body.getReader();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress(total > 0 ? 0 : null);
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    parts.push(value as Uint8Array<ArrayBuffer>);
    received += value.byteLength;
    onProgress(total > 0 ? Math.min(100, Math.round((received / total) * 100)) : null);
  }
  return new Blob(parts, { type: response.headers.get('content-type') ?? 'application/octet-stream' });
}

/** Asks the backend for the report; rejects (ReportDownloadError) unless it answered HTTP 200. */
export async function fetchReport(
  client: ApiClient,
  kind: ReportKind,
  id: string,
  tenantId: string,
  onProgress: (percent: number | null) => void,
): Promise<Blob> {
  const { response } =
    kind === 'patrol'
      ? await client.GET('/api/administration/weeklyInspectionRecordReportLoad', {
          params: { query: { id, fileName: PATROL_REPORT_TEMPLATE, tenantId } },
          parseAs: 'stream',
        })
      : await client.GET('/api/administration/ysReportLoad', {
          params: { query: { id, fileName: CONSTRUCTION_REPORT_TEMPLATE, tenantId } },
          parseAs: 'stream',
        });
  if (response.status !== 200) {
    await response.body?.cancel().catch(() => undefined);
    throw new ReportDownloadError(`HTTP ${response.status}`);
  }
  return readWithProgress(response, onProgress);
}
