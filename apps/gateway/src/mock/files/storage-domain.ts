// 系统配置 › 存储配置 on the mock: the media bucket as administrators browse it — the platform's
// own files (mocks/files, read-only) and the pictures users uploaded (the store) — and an upload
// removed. After a removal /media/{key} and minio download answer as for any unknown key.
import { formatTime } from '@jt/mocks/world/time';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContextOptions } from '../../context';
import { operationRoute } from '../../contract/operation-route';
import { problem } from '../../http/problem';
import { adminOnly } from '../auth/admin-only';
import { authState } from '../auth/auth-state';
import { ok } from '../config/result';
import type { MockDomain } from '../mock-domain';
import { adminButtonGuard } from '../platform/button-guard';
import { type FieldSpecs, queryPage, TableQueryError, type TableQueryInput } from '../platform/table-query';
import { tableQueryProblem } from '../platform/table-query-problem';
import { FileStore, type StoredObject } from './file-store';
import { type UploadRecord, UploadStore } from './upload-store';

export const STORAGE_REFUSALS = {
  builtin: '系统内置文件不能删除',
  missing: '文件不存在或已删除',
} as const;

/** The button code of 存储配置's 删除 in the menu tree (seed 000 §6). */
export const STORAGE_BUTTONS = { delete: 'storage:delete' } as const;

interface ObjectRow {
  name: string;
  contentType: string;
  size: number;
  source: 'builtin' | 'upload';
  sourceName: '系统文件' | '用户上传';
  fileName: string | null;
  uploadedBy: string | null;
  width: number | null;
  height: number | null;
  lastModified: string;
  modifiedMs: number;
}

/** The /system/storage table's columns (filters and sort). */
export const STORAGE_FIELDS: FieldSpecs<ObjectRow> = {
  name: { kind: 'text', read: (row) => row.name },
  contentType: { kind: 'text', read: (row) => row.contentType },
  size: { kind: 'number', read: (row) => row.size },
  sourceName: { kind: 'text', read: (row) => row.sourceName },
  fileName: { kind: 'text', read: (row) => row.fileName },
  uploadedBy: { kind: 'text', read: (row) => row.uploadedBy },
  lastModified: { kind: 'time', read: (row) => row.lastModified },
};

const builtinRow = (object: StoredObject): ObjectRow => ({
  name: object.name,
  contentType: object.contentType,
  size: object.size,
  source: 'builtin',
  sourceName: '系统文件',
  fileName: null,
  uploadedBy: null,
  width: null,
  height: null,
  lastModified: formatTime(object.modifiedMs),
  modifiedMs: object.modifiedMs,
});

export const storageDomain: MockDomain = {
  name: 'storage',
  operations: ['listStorageObjects', 'deleteStorageObject'],
  plugin: async (app: FastifyInstance, { ctx }: ContextOptions) => {
    const store = ctx.store;
    if (!store) throw new Error('The storage mock domain needs the mock store');
    const files = await FileStore.open();
    const uploads = new UploadStore(store, ctx.config.dataDir);
    const accounts = authState(store).accounts;
    const userName = (userId: string) => accounts.get(userId)?.username ?? userId;
    const uploadRow = (upload: UploadRecord): ObjectRow => {
      const modifiedMs = Date.parse(upload.uploadedAt);
      return {
        name: upload.key,
        contentType: upload.contentType,
        size: upload.size,
        source: 'upload',
        sourceName: '用户上传',
        fileName: upload.fileName,
        uploadedBy: userName(upload.userId),
        width: upload.width,
        height: upload.height,
        lastModified: formatTime(modifiedMs),
        modifiedMs,
      };
    };

    const json = (reply: FastifyReply, status: number, body: unknown) =>
      reply.code(status).type('application/json').send(JSON.stringify(body));
    type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
    const admin = adminOnly(accounts);
    const route = (id: 'listStorageObjects' | 'deleteStorageObject', handler: Handler, code?: string) =>
      app.route(
        operationRoute(ctx.contract.operation(id), ctx.hooks, {
          handler: adminButtonGuard(admin, store, code)(handler),
        }),
      );

    route('listStorageObjects', async (request, reply) => {
      const rows = [...files.list().map(builtinRow), ...uploads.list().map(uploadRow)];
      try {
        const page = queryPage(
          rows,
          request.body as TableQueryInput,
          STORAGE_FIELDS,
          (a, b) => b.modifiedMs - a.modifiedMs,
        );
        return ok({ ...page, records: page.records.map(({ modifiedMs: _modifiedMs, ...row }) => row) });
      } catch (error) {
        if (!(error instanceof TableQueryError)) throw error;
        return json(reply, 400, tableQueryProblem(error, request.url));
      }
    });

    route(
      'deleteStorageObject',
      async (request, reply) => {
        const { objectKey } = request.params as { objectKey: string };
        const refuse = (reason: string) =>
          json(reply, 400, problem(400, reason, request.url, 'error.storage.refused'));
        if (files.find(objectKey)) return refuse(STORAGE_REFUSALS.builtin);
        if (!(await uploads.remove(objectKey))) return refuse(STORAGE_REFUSALS.missing);
        return { code: 200, msg: '操作成功' };
      },
      STORAGE_BUTTONS.delete,
    );
  },
};
