// 系统管理 › 租户管理 on the mock: the platform's tenants in the store (DATA_DIR), the same records
// the sign-in reads (../tenants.ts), so a tenant disabled here is refused at sign-in (租户已过期)
// and a tenant added here can be signed in to once it has users. Platform administration only
// (adminFlag '2'): a tenant's administrator manages their own tenant, not the others.
import type { components } from '@jt/api-contract';
import type { SeedTenant } from '@jt/mocks/tenants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContextOptions } from '../../context';
import { operationRoute } from '../../contract/operation-route';
import { problem } from '../../http/problem';
import { adminOnly } from '../auth/admin-only';
import { type AccountRecord, authState } from '../auth/auth-state';
import { forbidden } from '../auth/session-check';
import { ok } from '../config/result';
import { departmentRecords } from '../departments';
import type { MockDomain } from '../mock-domain';
import { adminButtonGuard, type ButtonCode } from '../platform/button-guard';
import { type FieldSpecs, queryPage, TableQueryError, type TableQueryInput } from '../platform/table-query';
import { tableQueryProblem } from '../platform/table-query-problem';
import { tenantRecords } from '../tenants';
import { checkedTenant, TENANT_ACTIVE_NAMES, TENANT_REFUSALS, tenantDeleteRefusal } from './tenant-rules';

type Schemas = components['schemas'];
type TenantRow = Schemas['TenantRow'];
const OPERATIONS = ['listTenants', 'saveTenant', 'deleteTenant'] as const;

/** The button codes of 租户管理's entries in the menu tree (seed 000 §6); a save naming an id edits. */
export const TENANT_BUTTONS = { add: 'tenant:add', edit: 'tenant:edit', delete: 'tenant:delete' } as const;

/** The /system/tenant table's columns (filters and sort). */
export const TENANT_FIELDS: FieldSpecs<TenantRow> = {
  id: { kind: 'number', read: (row) => Number(row.id) },
  tenantAccount: { kind: 'text', read: (row) => row.tenantAccount },
  tenantName: { kind: 'text', read: (row) => row.tenantName },
  activeName: { kind: 'text', read: (row) => row.activeName },
  userCount: { kind: 'number', read: (row) => row.userCount },
  deptCount: { kind: 'number', read: (row) => row.deptCount },
};

export const tenantsDomain: MockDomain = {
  name: 'tenants',
  operations: [...OPERATIONS],
  plugin: async (app: FastifyInstance, { ctx }: ContextOptions) => {
    const store = ctx.store;
    if (!store) throw new Error('The tenants mock domain needs the mock store');
    const accounts = authState(store).accounts;
    const tenants = tenantRecords(store);
    const departments = departmentRecords(store);
    const admin = adminOnly(accounts);

    const json = (reply: FastifyReply, status: number, body: unknown) =>
      reply.code(status).type('application/json').send(JSON.stringify(body));
    const refuse = (request: FastifyRequest, reply: FastifyReply, reason: string) =>
      json(reply, 400, problem(400, reason, request.url, 'error.tenant.refused'));
    type Handler = (request: FastifyRequest, reply: FastifyReply, caller: AccountRecord) => Promise<unknown>;
    const route = (id: (typeof OPERATIONS)[number], handler: Handler, code?: ButtonCode) =>
      app.route(
        operationRoute(ctx.contract.operation(id), ctx.hooks, {
          handler: adminButtonGuard(
            admin,
            store,
            code,
          )(async (request, reply) => {
            const caller = accounts.get(request.sessionUser?.userId ?? '');
            if (caller?.adminFlag !== '2') return json(reply, 403, forbidden(request.url));
            return handler(request, reply, caller);
          }),
        }),
      );

    const usersOf = (tenant: SeedTenant) =>
      accounts.values().filter((account) => account.tenantAccount === tenant.tenantAccount).length;
    const departmentsOf = (tenant: SeedTenant) =>
      departments.values().filter((dept) => dept.tenantAccount === tenant.tenantAccount).length;
    const shown = (tenant: SeedTenant): TenantRow => ({
      id: tenant.id,
      tenantAccount: tenant.tenantAccount,
      tenantName: tenant.tenantName,
      activeFlag: tenant.activeFlag,
      activeName: TENANT_ACTIVE_NAMES[tenant.activeFlag],
      userCount: usersOf(tenant),
      deptCount: departmentsOf(tenant),
    });

    route('listTenants', async (request, reply) => {
      try {
        return ok(
          queryPage(
            tenants.values().map(shown),
            request.body as TableQueryInput,
            TENANT_FIELDS,
            (a, b) => Number(a.id) - Number(b.id),
          ),
        );
      } catch (error) {
        if (!(error instanceof TableQueryError)) throw error;
        return json(reply, 400, tableQueryProblem(error, request.url));
      }
    });

    route(
      'saveTenant',
      async (request, reply, caller) => {
        const body = request.body as Schemas['TenantSave'];
        const current = body.id === undefined ? null : tenants.get(body.id);
        if (current === undefined) return refuse(request, reply, TENANT_REFUSALS.missing);
        const outcome = checkedTenant(body, current, tenants.values(), caller.tenantAccount);
        if (!outcome.ok) return refuse(request, reply, outcome.reason);
        const saved: SeedTenant = {
          id: current?.id ?? String(Math.max(1000, ...tenants.values().map((t) => Number(t.id) || 0)) + 1),
          ...outcome.value,
        };
        tenants.set(saved.id, saved);
        return ok(shown(saved));
      },
      (request) =>
        (request.body as Schemas['TenantSave']).id === undefined ? TENANT_BUTTONS.add : TENANT_BUTTONS.edit,
    );

    route(
      'deleteTenant',
      async (request, reply, caller) => {
        const tenant = tenants.get((request.params as { id: string }).id);
        if (!tenant) return refuse(request, reply, TENANT_REFUSALS.missing);
        const reason = tenantDeleteRefusal(
          tenant,
          caller.tenantAccount,
          usersOf(tenant),
          departmentsOf(tenant),
        );
        if (reason) return refuse(request, reply, reason);
        tenants.delete(tenant.id);
        return { code: 200, msg: '操作成功' };
      },
      TENANT_BUTTONS.delete,
    );
  },
};
