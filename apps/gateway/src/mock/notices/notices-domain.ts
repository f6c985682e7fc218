// 系统管理 › 通知公告 on the mock: the tenant's notices in the store (DATA_DIR), written, published
// and withdrawn by its administrators (as user administration: adminFlag '1' or '2'), and the
// published ones read by everyone of the tenant through the shell's bell. The rules are in
// notice-rules.ts; this file maps them onto the contract's operations.
import { randomUUID } from 'node:crypto';
import type { components } from '@jt/api-contract';
import { formatTime } from '@jt/mocks/world/time';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContextOptions } from '../../context';
import { operationRoute } from '../../contract/operation-route';
import { problem } from '../../http/problem';
import { adminOnly } from '../auth/admin-only';
import { type AccountRecord, authState } from '../auth/auth-state';
import { forbidden } from '../auth/session-check';
import { ok } from '../config/result';
import type { MockDomain } from '../mock-domain';
import { adminButtonGuard, type ButtonCode } from '../platform/button-guard';
import { type FieldSpecs, queryPage, TableQueryError, type TableQueryInput } from '../platform/table-query';
import { tableQueryProblem } from '../platform/table-query-problem';
import type { Collection } from '../store/mock-store';
import {
  checkedDraft,
  deleteRefusal,
  isRead,
  NOTICE_LEVEL_NAMES,
  NOTICE_REFUSALS,
  NOTICE_STATUS_NAMES,
  type NoticeRecord,
  noticeLevel,
  published,
  withdrawn,
} from './notice-rules';

type Schemas = components['schemas'];
type Notice = Schemas['Notice'];

const OPERATIONS = [
  'listNotices',
  'saveNotice',
  'deleteNotice',
  'publishNotice',
  'withdrawNotice',
  'listMyNotices',
  'readNotice',
] as const;

/** The /system/notice table's columns (filters and sort). */
export const NOTICE_FIELDS: FieldSpecs<Notice & { createMs: number }> = {
  title: { kind: 'text', read: (row) => row.title },
  levelName: { kind: 'text', read: (row) => row.levelName },
  statusName: { kind: 'text', read: (row) => row.statusName },
  createBy: { kind: 'text', read: (row) => row.createBy },
  createTime: { kind: 'time', read: (row) => row.createTime },
  publishTime: { kind: 'time', read: (row) => row.publishTime },
  readCount: { kind: 'number', read: (row) => row.readCount },
};

/** The button codes of 通知公告's entries in the menu tree (seed 000 §6); 撤回 undoes 发布, one code. */
export const NOTICE_BUTTONS = {
  add: 'notice:add',
  edit: 'notice:edit',
  publish: 'notice:publish',
  delete: 'notice:delete',
} as const;

/** A reader's mark: the publication (its time) they opened. Keyed `${noticeId}|${userId}`. */
interface ReadMark {
  publishMs: number;
}

export const noticesDomain: MockDomain = {
  name: 'notices',
  operations: [...OPERATIONS],
  plugin: async (app: FastifyInstance, { ctx }: ContextOptions) => {
    const store = ctx.store;
    if (!store) throw new Error('The notices mock domain needs the mock store');
    const accounts = authState(store).accounts;
    const notices: Collection<NoticeRecord> = store.collection<NoticeRecord>('notices');
    const reads: Collection<ReadMark> = store.collection<ReadMark>('noticeReads');

    type Handler = (request: FastifyRequest, reply: FastifyReply, caller: AccountRecord) => Promise<unknown>;
    const json = (reply: FastifyReply, status: number, body: unknown) =>
      reply.code(status).type('application/json').send(JSON.stringify(body));
    const refuse = (request: FastifyRequest, reply: FastifyReply, reason: string) =>
      json(reply, 400, problem(400, reason, request.url, 'error.notice.refused'));
    const admin = adminOnly(accounts);
    // Writing and listing all notices is administration (a write behind its button's code too);
    // reading the bell is any user's.
    const route = (
      id: (typeof OPERATIONS)[number],
      handler: Handler,
      administration: boolean,
      code?: ButtonCode,
    ) => {
      const withCaller = async (request: FastifyRequest, reply: FastifyReply) => {
        const caller = request.sessionUser && accounts.get(request.sessionUser.userId);
        if (!caller) return json(reply, 403, forbidden(request.url));
        return handler(request, reply, caller);
      };
      app.route(
        operationRoute(ctx.contract.operation(id), ctx.hooks, {
          handler: administration ? adminButtonGuard(admin, store, code)(withCaller) : withCaller,
        }),
      );
    };

    const ofTenant = (tenantAccount: string) =>
      notices.values().filter((notice) => notice.tenantAccount === tenantAccount);
    /** The caller's tenant's notice `id` names (another tenant's is as good as missing). */
    const noticeOf = (id: string, caller: AccountRecord) => {
      const notice = notices.get(id);
      return notice && notice.tenantAccount === caller.tenantAccount ? notice : undefined;
    };
    const find = (request: FastifyRequest, caller: AccountRecord) =>
      noticeOf((request.params as { id: string }).id, caller);
    const readCount = (notice: NoticeRecord) =>
      reads
        .entries()
        .filter(([key, mark]) => key.startsWith(`${notice.id}|`) && isRead(notice, mark.publishMs)).length;
    const shown = (notice: NoticeRecord) => ({
      id: notice.id,
      title: notice.title,
      content: notice.content,
      level: notice.level,
      levelName: NOTICE_LEVEL_NAMES[notice.level],
      status: notice.status,
      statusName: NOTICE_STATUS_NAMES[notice.status],
      createBy: notice.createBy,
      createTime: formatTime(notice.createMs),
      publishTime: notice.publishMs === null ? null : formatTime(notice.publishMs),
      readCount: readCount(notice),
      createMs: notice.createMs,
    });
    const answer = (notice: NoticeRecord) => {
      const { createMs: _createMs, ...view } = shown(notice);
      return ok(view);
    };
    const viewOf = (notice: NoticeRecord, userId: string) => ({
      id: notice.id,
      title: notice.title,
      content: notice.content,
      level: notice.level,
      levelName: NOTICE_LEVEL_NAMES[notice.level],
      publishTime: formatTime(notice.publishMs ?? notice.createMs),
      read: isRead(notice, reads.get(`${notice.id}|${userId}`)?.publishMs),
    });

    route(
      'listNotices',
      async (request, reply, caller) => {
        try {
          const page = queryPage(
            ofTenant(caller.tenantAccount).map(shown),
            request.body as TableQueryInput,
            NOTICE_FIELDS,
            (a, b) => b.createMs - a.createMs,
          );
          return ok({ ...page, records: page.records.map(({ createMs: _createMs, ...row }) => row) });
        } catch (error) {
          if (!(error instanceof TableQueryError)) throw error;
          return json(reply, 400, tableQueryProblem(error, request.url));
        }
      },
      true,
    );

    route(
      'saveNotice',
      async (request, reply, caller) => {
        const body = request.body as Schemas['NoticeSave'];
        const current = body.id === undefined ? null : noticeOf(body.id, caller);
        if (current === undefined) return refuse(request, reply, NOTICE_REFUSALS.missing);
        const outcome = checkedDraft(
          { title: body.title, content: body.content, level: noticeLevel(body.level) },
          current,
          ofTenant(caller.tenantAccount),
        );
        if (!outcome.ok) return refuse(request, reply, outcome.reason);
        const saved: NoticeRecord = current
          ? { ...current, ...outcome.value }
          : {
              id: randomUUID(),
              tenantAccount: caller.tenantAccount,
              ...outcome.value,
              status: '0',
              createBy: caller.username,
              createMs: Date.now(),
              publishMs: null,
            };
        notices.set(saved.id, saved);
        return answer(saved);
      },
      true,
      (request) =>
        (request.body as Schemas['NoticeSave']).id === undefined ? NOTICE_BUTTONS.add : NOTICE_BUTTONS.edit,
    );

    route(
      'deleteNotice',
      async (request, reply, caller) => {
        const notice = find(request, caller);
        if (!notice) return refuse(request, reply, NOTICE_REFUSALS.missing);
        const reason = deleteRefusal(notice);
        if (reason) return refuse(request, reply, reason);
        notices.delete(notice.id);
        for (const [key] of reads.entries()) if (key.startsWith(`${notice.id}|`)) reads.delete(key);
        return { code: 200, msg: '操作成功' };
      },
      true,
      NOTICE_BUTTONS.delete,
    );

    for (const [id, change] of [
      ['publishNotice', (notice: NoticeRecord) => published(notice, Date.now())],
      ['withdrawNotice', withdrawn],
    ] as const) {
      route(
        id,
        async (request, reply, caller) => {
          const notice = find(request, caller);
          if (!notice) return refuse(request, reply, NOTICE_REFUSALS.missing);
          const outcome = change(notice);
          if (!outcome.ok) return refuse(request, reply, outcome.reason);
          notices.set(notice.id, outcome.value);
          return answer(outcome.value);
        },
        true,
        NOTICE_BUTTONS.publish,
      );
    }

    route(
      'listMyNotices',
      async (_request, _reply, caller) => {
        const records = ofTenant(caller.tenantAccount)
          .filter((notice) => notice.status === '1')
          .sort((a, b) => (b.publishMs ?? 0) - (a.publishMs ?? 0))
          .map((notice) => viewOf(notice, caller.userId));
        return ok({ unread: records.filter((notice) => !notice.read).length, records });
      },
      false,
    );

    route(
      'readNotice',
      async (request, reply, caller) => {
        const notice = find(request, caller);
        if (!notice || notice.status !== '1' || notice.publishMs === null)
          return refuse(request, reply, NOTICE_REFUSALS.unreadable);
        reads.set(`${notice.id}|${caller.userId}`, { publishMs: notice.publishMs });
        return ok(viewOf(notice, caller.userId));
      },
      false,
    );
  },
};
