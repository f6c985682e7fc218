// 系统配置 › 表单管理 on the mock: the form definitions in the store (DATA_DIR), listed, saved and
// deleted by administrators (adminOnly); the dictionaries a select may name are the store's
// (数据字典 edits them).
import type { components } from '@jt/api-contract';
import { formatTime } from '@jt/mocks/world/time';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContextOptions } from '../../context';
import { operationRoute } from '../../contract/operation-route';
import { problem } from '../../http/problem';
import { adminOnly } from '../auth/admin-only';
import { authState } from '../auth/auth-state';
import { dictionaryRecords } from '../config/catalogs';
import { ok } from '../config/result';
import type { MockDomain } from '../mock-domain';
import { adminButtonGuard, type ButtonCode } from '../platform/button-guard';
import { type FieldSpecs, queryPage, TableQueryError, type TableQueryInput } from '../platform/table-query';
import { tableQueryProblem } from '../platform/table-query-problem';
import { checkedForm, FORM_REFUSALS, type FormRecord, seededForms } from './form-rules';

type Schemas = components['schemas'];
type FormDefinition = Schemas['FormDefinition'];
const OPERATIONS = ['listForms', 'saveForm', 'deleteForm'] as const;

/** The button codes of 表单管理's entries in the menu tree (seed 000 §6); 复制 adds a form. */
export const FORM_BUTTONS = { add: 'form:add', edit: 'form:edit', delete: 'form:delete' } as const;

/** The /system/form table's columns (filters and sort). */
export const FORM_FIELDS: FieldSpecs<FormDefinition> = {
  formName: { kind: 'text', read: (row) => row.formName },
  formCode: { kind: 'text', read: (row) => row.formCode },
  fieldCount: { kind: 'number', read: (row) => row.fieldCount },
  createBy: { kind: 'text', read: (row) => row.createBy },
  createTime: { kind: 'time', read: (row) => row.createTime },
  updateTime: { kind: 'time', read: (row) => row.updateTime },
};

const shown = (form: FormRecord): FormDefinition => ({
  id: form.id,
  formName: form.formName,
  formCode: form.formCode,
  fields: form.fields,
  fieldCount: form.fields.length,
  createBy: form.createBy,
  createTime: formatTime(form.createMs),
  updateTime: formatTime(form.updateMs),
});

export const formsDomain: MockDomain = {
  name: 'forms',
  operations: [...OPERATIONS],
  plugin: async (app: FastifyInstance, { ctx }: ContextOptions) => {
    const store = ctx.store;
    if (!store) throw new Error('The forms mock domain needs the mock store');
    const admin = adminOnly(authState(store).accounts);
    const forms = store.collection<FormRecord>('formDefinitions', () => seededForms(Date.now()));
    const dictionaries = dictionaryRecords(store);

    const json = (reply: FastifyReply, status: number, body: unknown) =>
      reply.code(status).type('application/json').send(JSON.stringify(body));
    const refuse = (request: FastifyRequest, reply: FastifyReply, reason: string) =>
      json(reply, 400, problem(400, reason, request.url, 'error.form.refused'));
    type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
    const route = (id: (typeof OPERATIONS)[number], handler: Handler, code?: ButtonCode) =>
      app.route(
        operationRoute(ctx.contract.operation(id), ctx.hooks, {
          handler: adminButtonGuard(admin, store, code)(handler),
        }),
      );

    route('listForms', async (request, reply) => {
      const rows = forms
        .values()
        .sort((a, b) => b.updateMs - a.updateMs || b.id.localeCompare(a.id))
        .map(shown);
      try {
        return ok(queryPage(rows, request.body as TableQueryInput, FORM_FIELDS));
      } catch (error) {
        if (!(error instanceof TableQueryError)) throw error;
        return json(reply, 400, tableQueryProblem(error, request.url));
      }
    });

    route(
      'saveForm',
      async (request, reply) => {
        const body = request.body as Schemas['FormDefinitionSave'];
        const current = body.id === undefined ? null : forms.get(body.id);
        if (current === undefined) return refuse(request, reply, FORM_REFUSALS.missing);
        const outcome = checkedForm(
          body,
          current,
          forms.values(),
          new Set(dictionaries.entries().map(([code]) => code)),
        );
        if (!outcome.ok) return refuse(request, reply, outcome.reason);
        const now = Date.now();
        const saved: FormRecord = current
          ? { ...current, ...outcome.value, updateMs: now }
          : {
              id: String(Math.max(0, ...forms.values().map((form) => Number(form.id) || 0)) + 1),
              ...outcome.value,
              createBy: request.sessionUser?.userName ?? '',
              createMs: now,
              updateMs: now,
            };
        forms.set(saved.id, saved);
        return ok(shown(saved));
      },
      (request) =>
        (request.body as Schemas['FormDefinitionSave']).id === undefined
          ? FORM_BUTTONS.add
          : FORM_BUTTONS.edit,
    );

    route(
      'deleteForm',
      async (request, reply) => {
        const { id } = request.params as { id: string };
        if (!forms.has(id)) return refuse(request, reply, FORM_REFUSALS.missing);
        forms.delete(id);
        return { code: 200, msg: '操作成功' };
      },
      FORM_BUTTONS.delete,
    );
  },
};
