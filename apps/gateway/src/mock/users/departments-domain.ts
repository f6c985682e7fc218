// 系统管理 › 部门管理 on the mock: the caller's tenant's departments listed with their user counts,
// added, changed and deleted by its administrators (rules in ../departments.ts). A renamed
// department renames the users' deptName with it.
import type { components } from '@jt/api-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContextOptions } from '../../context';
import { operationRoute } from '../../contract/operation-route';
import { problem } from '../../http/problem';
import { adminOnly } from '../auth/admin-only';
import { type AccountRecord, authState } from '../auth/auth-state';
import { ok } from '../config/result';
import {
  checkedDepartment,
  DEPARTMENT_REFUSALS,
  type DepartmentRecord,
  departmentDeleteRefusal,
  departmentRecords,
} from '../departments';
import type { MockDomain } from '../mock-domain';
import { adminButtonGuard, type ButtonCode } from '../platform/button-guard';

type Schemas = components['schemas'];
const OPERATIONS = ['listDepartments', 'saveDepartment', 'deleteDepartment'] as const;

/** The button codes of 部门管理's entries in the menu tree (seed 000 §6); 新增下级 adds one. */
export const DEPARTMENT_BUTTONS = { add: 'dept:add', edit: 'dept:edit', delete: 'dept:delete' } as const;

export const departmentsDomain: MockDomain = {
  name: 'departments',
  operations: [...OPERATIONS],
  plugin: async (app: FastifyInstance, { ctx }: ContextOptions) => {
    const store = ctx.store;
    if (!store) throw new Error('The departments mock domain needs the mock store');
    const accounts = authState(store).accounts;
    const departments = departmentRecords(store);
    const admin = adminOnly(accounts);

    const caller = (request: FastifyRequest) =>
      accounts.get(request.sessionUser?.userId ?? '') as AccountRecord;
    const ofTenant = (tenantAccount: string) =>
      departments
        .values()
        .filter((dept) => dept.tenantAccount === tenantAccount)
        .sort((a, b) => a.orderNum - b.orderNum || a.id.localeCompare(b.id));
    const usersIn = (dept: DepartmentRecord) =>
      accounts.values().filter((a) => a.tenantAccount === dept.tenantAccount && a.deptId === dept.id).length;
    const shown = (dept: DepartmentRecord) => {
      const { tenantAccount: _tenant, ...answered } = dept;
      return { ...answered, userCount: usersIn(dept) };
    };
    const refuse = (request: FastifyRequest, reply: FastifyReply, reason: string) =>
      reply
        .code(400)
        .type('application/json')
        .send(JSON.stringify(problem(400, reason, request.url, 'error.dept.refused')));
    const route = (
      id: (typeof OPERATIONS)[number],
      handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
      code?: ButtonCode,
    ) =>
      app.route(
        operationRoute(ctx.contract.operation(id), ctx.hooks, {
          handler: adminButtonGuard(admin, store, code)(handler),
        }),
      );

    route('listDepartments', async (request) => ok(ofTenant(caller(request).tenantAccount).map(shown)));

    route(
      'saveDepartment',
      async (request, reply) => {
        const body = request.body as Schemas['DepartmentSave'];
        const tenantAccount = caller(request).tenantAccount;
        const tenantDepartments = ofTenant(tenantAccount);
        const current =
          body.id === undefined ? null : (tenantDepartments.find((dept) => dept.id === body.id) ?? undefined);
        if (current === undefined) return refuse(request, reply, DEPARTMENT_REFUSALS.missing);
        const outcome = checkedDepartment(
          {
            parentId: String(body.parentId),
            deptName: body.deptName,
            orderNum:
              body.orderNum === undefined
                ? (current?.orderNum ?? tenantDepartments.length + 1)
                : Number(body.orderNum),
            leader: body.leader ?? null,
            phone: body.phone ?? null,
          },
          current,
          tenantDepartments,
        );
        if (!outcome.ok) return refuse(request, reply, outcome.reason);
        const saved: DepartmentRecord = {
          id:
            current?.id ??
            String(Math.max(300, ...departments.values().map((dept) => Number(dept.id) || 0)) + 1),
          tenantAccount,
          ...outcome.value,
        };
        departments.set(saved.id, saved);
        if (current && current.deptName !== saved.deptName) {
          for (const account of accounts.values())
            if (account.tenantAccount === tenantAccount && account.deptId === saved.id)
              accounts.update(account.userId, (now) => (now ? { ...now, deptName: saved.deptName } : now));
        }
        return ok(shown(saved));
      },
      (request) =>
        (request.body as Schemas['DepartmentSave']).id === undefined
          ? DEPARTMENT_BUTTONS.add
          : DEPARTMENT_BUTTONS.edit,
    );

    route(
      'deleteDepartment',
      async (request, reply) => {
        const { id } = request.params as { id: string };
        const tenantDepartments = ofTenant(caller(request).tenantAccount);
        const dept = tenantDepartments.find((d) => d.id === id);
        if (!dept) return refuse(request, reply, DEPARTMENT_REFUSALS.missing);
        const reason = departmentDeleteRefusal(dept, tenantDepartments, usersIn(dept));
        if (reason) return refuse(request, reply, reason);
        departments.delete(dept.id);
        return { code: 200, msg: '操作成功' };
      },
      DEPARTMENT_BUTTONS.delete,
    );
  },
};
