// 系统管理 › 菜单配置 and 角色管理 of the mock: the menu tree the shell's menu call answers, and the
// roles whose grants decide which of its entries each account sees (contract paths/menus.yaml).
// Both live in the store (DATA_DIR): a change answered here is what the next sign-in's menu call
// filters. Administrators only (adminFlag '1' or '2'), as user and configuration administration.
// The menu and the roles are platform-wide, as getPlatformMenuTree's tree is.

import type { components } from '@jt/api-contract';
import { ROLE_RULE_TEXTS, roleCodeProblem, roleNameProblem } from '@jt/mocks/menu-rules';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContextOptions } from '../../context';
import { operationRoute } from '../../contract/operation-route';
import { problem } from '../../http/problem';
import { adminOnly } from '../auth/admin-only';
import { authState } from '../auth/auth-state';
import { menuRecords, menuTreeFor } from '../config/menu-entries';
import { ok } from '../config/result';
import type { MockDomain } from '../mock-domain';
import { adminButtonGuard, type ButtonCode } from '../platform/button-guard';
import { type FieldSpecs, queryPage, TableQueryError, type TableQueryInput } from '../platform/table-query';
import { tableQueryProblem } from '../platform/table-query-problem';
import { type RoleRecord, roleRecords, rolesOf } from '../roles';
import { deletable, grantClosure, type MenuEntrySave, movedSiblings, savedEntry } from './menu-admin';

type Schemas = components['schemas'];
type Role = Schemas['Role'];

const OPERATIONS = [
  'listMenuEntries',
  'saveMenuEntry',
  'deleteMenuEntry',
  'moveMenuEntry',
  'listRoles',
  'saveRole',
  'deleteRole',
  'grantRoleMenus',
] as const;

const ROLE_FIELDS: FieldSpecs<Role> = {
  name: { kind: 'text', read: (role) => role.name },
  code: { kind: 'text', read: (role) => role.code },
  remark: { kind: 'text', read: (role) => role.remark },
  userCount: { kind: 'number', read: (role) => role.userCount },
  createTime: { kind: 'time', read: (role) => role.createTime },
};

/** Built-in roles first, then in the order they were made. */
const roleOrder = (a: Role, b: Role) =>
  Number(b.builtIn) - Number(a.builtIn) ||
  a.createTime.localeCompare(b.createTime) ||
  Number(a.id) - Number(b.id);

/** 'yyyy-MM-dd HH:mm:ss' in China time. */
const chinaTimeText = (ms: number) =>
  new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

export const menusDomain: MockDomain = {
  name: 'menus',
  operations: OPERATIONS,
  plugin: async (app: FastifyInstance, { ctx }: ContextOptions) => {
    const store = ctx.store;
    if (!store) throw new Error('The menus mock domain needs the mock store');
    const menus = menuRecords(store);
    const roles = roleRecords(store);
    const accounts = authState(store).accounts;

    type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
    const json = (reply: FastifyReply, status: number, body: unknown) =>
      reply.code(status).type('application/json').send(JSON.stringify(body));
    const admin = adminOnly(accounts);
    // A write behind its button of 菜单配置 (9031–9033) or 角色管理 (9061–9064), seed 000 §6.
    const route = (id: (typeof OPERATIONS)[number], handler: Handler, code?: ButtonCode) =>
      app.route(
        operationRoute(ctx.contract.operation(id), ctx.hooks, {
          handler: adminButtonGuard(admin, store, code)(handler),
        }),
      );
    const addOrEdit =
      (add: string, edit: string): ButtonCode =>
      (request) =>
        (request.body as { id?: unknown }).id === undefined ? add : edit;
    const refuse = (request: FastifyRequest, reply: FastifyReply, reason: string, key: 'menu' | 'role') =>
      json(reply, 400, problem(400, reason, request.url, `error.${key}.invalid`));

    const holders = (roleId: string) =>
      accounts.values().filter((a) => rolesOf(roles, a.roleIds).some((r) => r.id === roleId));
    const everyEntry = () => menus.values().flatMap((m) => (m.type === 'root' ? [] : [m.id]));
    const answerRole = (role: RoleRecord): Role => ({
      id: role.id,
      name: role.name,
      code: role.code,
      remark: role.remark,
      builtIn: role.builtIn,
      menuIds: role.builtIn ? everyEntry() : [...role.menuIds],
      userCount: holders(role.id).length,
      createTime: role.createTime,
    });

    // --- 菜单配置 ----------------------------------------------------------------------------
    route('listMenuEntries', async () =>
      ok(menuTreeFor(menus.values(), { all: true }, '0', { keepEmptyGroups: true })),
    );

    route(
      'saveMenuEntry',
      async (request, reply) => {
        const outcome = savedEntry(menus.values(), request.body as MenuEntrySave);
        if (!outcome.ok) return refuse(request, reply, outcome.reason, 'menu');
        menus.set(outcome.value.id, outcome.value);
        const [entry] = menuTreeFor([outcome.value], { all: true }, outcome.value.parentId, {
          keepEmptyGroups: true,
        });
        return ok(entry ?? { ...outcome.value, children: [] });
      },
      addOrEdit('menu:add', 'menu:edit'),
    );

    route(
      'deleteMenuEntry',
      async (request, reply) => {
        const { id } = request.params as { id: string };
        const outcome = deletable(menus.values(), id);
        if (!outcome.ok) return refuse(request, reply, outcome.reason, 'menu');
        menus.delete(id);
        for (const role of roles.values()) {
          if (role.menuIds.includes(id))
            roles.set(role.id, { ...role, menuIds: role.menuIds.filter((m) => m !== id) });
        }
        return ok(null);
      },
      'menu:delete',
    );

    route(
      'moveMenuEntry',
      async (request, reply) => {
        const { id, position } = request.body as Schemas['MenuMove'];
        const outcome = movedSiblings(menus.values(), id, position);
        if (!outcome.ok) return refuse(request, reply, outcome.reason, 'menu');
        for (const record of outcome.value) menus.set(record.id, record);
        return ok(null);
      },
      'menu:edit',
    );

    // --- 角色管理 ----------------------------------------------------------------------------
    route('listRoles', async (request, reply) => {
      try {
        const page = queryPage(
          roles.values().map(answerRole),
          request.body as TableQueryInput,
          ROLE_FIELDS,
          roleOrder,
        );
        return ok(page);
      } catch (error) {
        if (!(error instanceof TableQueryError)) throw error;
        return json(reply, 400, tableQueryProblem(error, request.url));
      }
    });

    route(
      'saveRole',
      async (request, reply) => {
        const body = request.body as Schemas['RoleSave'];
        const existing = body.id === undefined ? undefined : roles.get(body.id);
        if (body.id !== undefined && !existing)
          return refuse(request, reply, ROLE_RULE_TEXTS.missing, 'role');
        const reason = roleNameProblem(body.name) ?? roleCodeProblem(body.code);
        if (reason) return refuse(request, reply, reason, 'role');
        const name = body.name.trim();
        const code = body.code.trim();
        const others = roles.values().filter((role) => role.id !== existing?.id);
        if (others.some((role) => role.name === name))
          return refuse(request, reply, ROLE_RULE_TEXTS.nameTaken(name), 'role');
        if (others.some((role) => role.code === code))
          return refuse(request, reply, ROLE_RULE_TEXTS.codeTaken(code), 'role');
        if (existing?.builtIn && existing.code !== code)
          return refuse(request, reply, ROLE_RULE_TEXTS.builtInCode, 'role');
        const id =
          existing?.id ?? String(Math.max(0, ...roles.values().map((role) => Number(role.id) || 0)) + 1);
        const role: RoleRecord = {
          id,
          name,
          code,
          remark: body.remark?.trim() ? body.remark.trim() : null,
          builtIn: existing?.builtIn ?? false,
          menuIds: existing?.menuIds ?? [],
          createTime: existing?.createTime ?? chinaTimeText(Date.now()),
        };
        roles.set(id, role);
        // The accounts keep their roles' names (user detail's roleNames): a renamed role shows there.
        if (existing && existing.name !== name) {
          for (const account of holders(id)) {
            const roleNames = rolesOf(roles, account.roleIds)
              .map((r) => r.name)
              .join(',');
            accounts.set(account.userId, { ...account, roleNames });
          }
        }
        return ok(answerRole(role));
      },
      addOrEdit('role:add', 'role:edit'),
    );

    route(
      'deleteRole',
      async (request, reply) => {
        const { id } = request.params as { id: string };
        const role = roles.get(id);
        if (!role) return refuse(request, reply, ROLE_RULE_TEXTS.missing, 'role');
        if (role.builtIn) return refuse(request, reply, ROLE_RULE_TEXTS.builtInDelete, 'role');
        const held = holders(id).length;
        if (held > 0) return refuse(request, reply, ROLE_RULE_TEXTS.inUse(role.name, held), 'role');
        roles.delete(id);
        return ok(null);
      },
      'role:delete',
    );

    route(
      'grantRoleMenus',
      async (request, reply) => {
        const { roleId, menuIds } = request.body as Schemas['RoleGrant'];
        const role = roles.get(roleId);
        if (!role) return refuse(request, reply, ROLE_RULE_TEXTS.missing, 'role');
        if (role.builtIn) return refuse(request, reply, ROLE_RULE_TEXTS.builtInGrant, 'role');
        const outcome = grantClosure(menus.values(), menuIds);
        if (!outcome.ok) return refuse(request, reply, outcome.reason, 'role');
        const granted: RoleRecord = { ...role, menuIds: outcome.value };
        roles.set(roleId, granted);
        return ok(answerRole(granted));
      },
      'role:grant',
    );
  },
};
