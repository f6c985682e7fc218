// The operation log (系统管理 › 操作日志): one entry per answered call that changes something or
// takes data out — the operations the contract marks x-operation-log, with the module, title and
// type it gives them — who called (from the session), from where, when, the masked parameters,
// and whether it succeeded. Kept in the mock store, at most OPERATION_LOG_LIMIT entries (the
// oldest go first), like the login log.
import { randomUUID } from 'node:crypto';
import type { components } from '@jt/api-contract';
import { formatTime } from '@jt/mocks/world/time';
import type { Contract } from '../../contract/contract';
import type { AnswerObserver } from '../../contract/operation-route';
import type { FieldSpecs } from '../platform/table-query';
import { maskValue } from '../qa/journal';
import type { Collection, MockStore } from '../store/mock-store';

export const OPERATION_LOG_LIMIT = 10_000;
const PARAMS_LIMIT = 2000;

type OperationLogEntry = components['schemas']['OperationLogEntry'];
export type BusinessType = OperationLogEntry['businessType'];

/** What the contract says of a logged operation (x-operation-log). */
export interface OperationLogMark {
  module: string;
  title: string;
  type: BusinessType;
}

/** An entry as the contract answers it, with the time it is ordered by. */
export type OperationLogRecord = OperationLogEntry & {
  /** Milliseconds since the epoch: the order of the log (operTime is to the second). */
  at: number;
};

/** The columns the /system/operLog table filters and sorts by. */
export const OPERATION_LOG_FIELDS: FieldSpecs<OperationLogRecord> = {
  module: { kind: 'text', read: (row) => row.module },
  title: { kind: 'text', read: (row) => row.title },
  businessType: { kind: 'text', read: (row) => row.businessType },
  operator: { kind: 'text', read: (row) => row.operator },
  operatorName: { kind: 'text', read: (row) => row.operatorName },
  ipAddress: { kind: 'text', read: (row) => row.ipAddress },
  url: { kind: 'text', read: (row) => row.url },
  operTime: { kind: 'time', read: (row) => row.operTime },
  status: { kind: 'text', read: (row) => row.status },
  httpStatus: { kind: 'number', read: (row) => row.httpStatus },
  costTime: { kind: 'number', read: (row) => row.costTime },
};

export const newestOperationFirst = (a: OperationLogRecord, b: OperationLogRecord) => b.at - a.at;

/** The operations of the contract that are logged, read once at start. */
export function loggedOperations(contract: Contract): ReadonlyMap<string, OperationLogMark> {
  const marks = new Map<string, OperationLogMark>();
  for (const operation of contract.operations) {
    const mark = (operation.spec as { 'x-operation-log'?: OperationLogMark })['x-operation-log'];
    if (mark) marks.set(operation.operationId, mark);
  }
  return marks;
}

/** The query and body as the log keeps them: secrets masked, cut to PARAMS_LIMIT characters. */
export function paramsText(query: unknown, body: unknown): string {
  const params: Record<string, unknown> = {};
  const maskedQuery = maskValue(query);
  if (maskedQuery && typeof maskedQuery === 'object' && Object.keys(maskedQuery).length > 0)
    params.query = maskedQuery;
  const maskedBody = maskValue(body);
  if (maskedBody !== null) params.body = maskedBody;
  const text = JSON.stringify(params);
  return text.length > PARAMS_LIMIT ? `${text.slice(0, PARAMS_LIMIT)}…` : text;
}

export interface OperationLog {
  /** The entries of one tenant (administrators see their own tenant's operations). */
  ofTenant(tenantAccount: string): OperationLogRecord[];
  record(entry: Omit<OperationLogRecord, 'id'>): OperationLogRecord;
}

export function operationLog(store: MockStore, limit = OPERATION_LOG_LIMIT): OperationLog {
  const entries: Collection<OperationLogRecord> = store.collection<OperationLogRecord>('operationLog');
  return {
    ofTenant: (tenantAccount) => entries.values().filter((entry) => entry.tenantAccount === tenantAccount),
    record(entry) {
      const stored = { id: randomUUID(), ...entry };
      entries.set(stored.id, stored);
      if (entries.size > limit) {
        const oldest = entries.values().sort((a, b) => a.at - b.at);
        for (const stale of oldest.slice(0, entries.size - limit)) entries.delete(stale.id);
      }
      return stored;
    },
  };
}

/**
 * How an answer ended: HTTP 400 and above failed, and so did an envelope whose code is not 200
 * (the platform refuses with HTTP 200 and `{code: 400, msg}`); what it said when it failed.
 */
export function outcomeOf(httpStatus: number, payload: unknown): { failed: boolean; message: string } {
  const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString() : null;
  let answer: { code?: unknown; msg?: unknown; message?: unknown; detail?: unknown; title?: unknown } = {};
  if (text?.startsWith('{')) {
    try {
      answer = JSON.parse(text) as typeof answer;
    } catch {
      answer = {};
    }
  }
  const failed = httpStatus >= 400 || (typeof answer.code === 'number' && answer.code !== 200);
  if (!failed) return { failed, message: '' };
  // The envelope's msg; a problem's message unless it is an i18n key (error.userexists), then
  // its detail or title (the backend puts the refusal's text in either).
  const message =
    typeof answer.message === 'string' && !answer.message.startsWith('error.') ? answer.message : '';
  const said = [answer.msg, message, answer.detail, answer.title].find(
    (m) => typeof m === 'string' && m !== '',
  );
  return { failed, message: typeof said === 'string' ? said : `HTTP ${httpStatus}` };
}

/**
 * The observer that writes the log: a logged operation answered to a signed-in caller (a call
 * refused before its session was known has nobody to log it under).
 */
export function operationLogObserver(
  log: OperationLog,
  marks: ReadonlyMap<string, OperationLogMark>,
): AnswerObserver {
  return (request, reply, operation, payload) => {
    const mark = marks.get(operation.operationId);
    const user = request.sessionUser;
    if (!mark || !user) return;
    const elapsed = reply.elapsedTime;
    const at = Date.now() - elapsed;
    const outcome = outcomeOf(reply.statusCode, payload);
    log.record({
      at,
      module: mark.module,
      title: mark.title,
      businessType: mark.type,
      operationId: operation.operationId,
      method: request.method,
      url: request.url.split('?')[0] ?? request.url,
      operator: user.userName,
      operatorName: user.realName,
      tenantAccount: user.tenantAccount,
      ipAddress: request.ip,
      operTime: formatTime(at),
      status: outcome.failed ? '失败' : '成功',
      httpStatus: reply.statusCode,
      costTime: Math.round(elapsed),
      params: paramsText(request.query, request.body),
      errorMsg: outcome.message,
    });
  };
}
