// The login log (系统管理 › 登录日志): one entry per sign-in attempt as the sign-in answered it —
// who, which tenant, from which address, when, how (the form, integration or single sign-on),
// success or failure and the message the user was shown. Kept in the mock store, newest last,
// at most LOGIN_LOG_LIMIT entries (the oldest go first), so a busy QA day cannot grow it forever.
import { randomUUID } from 'node:crypto';
import { formatTime } from '@jt/mocks/world/time';
import type { FieldSpecs } from '../platform/table-query';
import type { Collection, MockStore } from '../store/mock-store';

export const LOGIN_LOG_LIMIT = 10_000;

export type LoginWay = '账号密码' | '集成登录' | '单点登录';

export interface LoginLogRecord {
  id: string;
  /** Milliseconds since the epoch: the order of the log (loginTime is to the second). */
  at: number;
  userName: string;
  tenantAccount: string;
  ipAddress: string;
  /** 'yyyy-MM-dd HH:mm:ss', China time. */
  loginTime: string;
  way: LoginWay;
  result: '成功' | '失败';
  message: string;
}

export interface LoginAttempt {
  userName: string;
  tenantAccount: string;
  ipAddress: string;
  way: LoginWay;
  succeeded: boolean;
  message: string;
}

/** The columns the /system/loginLog table filters and sorts by. */
export const LOGIN_LOG_FIELDS: FieldSpecs<LoginLogRecord> = {
  userName: { kind: 'text', read: (row) => row.userName },
  tenantAccount: { kind: 'text', read: (row) => row.tenantAccount },
  ipAddress: { kind: 'text', read: (row) => row.ipAddress },
  loginTime: { kind: 'time', read: (row) => row.loginTime },
  way: { kind: 'text', read: (row) => row.way },
  result: { kind: 'text', read: (row) => row.result },
  message: { kind: 'text', read: (row) => row.message },
};

/** Newest first: the log's order unless the table asks for another. */
export const newestFirst = (a: LoginLogRecord, b: LoginLogRecord) => b.at - a.at;

export interface LoginLog {
  record(attempt: LoginAttempt, at?: number): LoginLogRecord;
  /** The entries of one tenant (administrators see their own tenant's sign-ins). */
  ofTenant(tenantAccount: string): LoginLogRecord[];
}

export function loginLog(store: MockStore, limit = LOGIN_LOG_LIMIT): LoginLog {
  const entries: Collection<LoginLogRecord> = store.collection<LoginLogRecord>('loginLog');
  return {
    record(attempt, at = Date.now()) {
      const { succeeded, ...fields } = attempt;
      const entry: LoginLogRecord = {
        id: randomUUID(),
        at,
        loginTime: formatTime(at),
        result: succeeded ? '成功' : '失败',
        ...fields,
      };
      entries.set(entry.id, entry);
      if (entries.size > limit) {
        const oldest = entries.values().sort((a, b) => a.at - b.at);
        for (const stale of oldest.slice(0, entries.size - limit)) entries.delete(stale.id);
      }
      return entry;
    },
    ofTenant: (tenantAccount) => entries.values().filter((entry) => entry.tenantAccount === tenantAccount),
  };
}
