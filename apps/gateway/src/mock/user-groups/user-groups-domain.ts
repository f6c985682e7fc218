// 系统管理 › 用户组管理 on the mock: the tenant's user groups in the store (DATA_DIR), written by
// its administrators (adminOnly). Members are read against the tenant's accounts on every answer,
// so a user deleted in 用户管理 is gone from every group without the users domain knowing groups.
import { randomUUID } from 'node:crypto';
import type { components } from '@jt/api-contract';
import { formatTime } from '@jt/mocks/world/time';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContextOptions } from '../../context';
import { operationRoute } from '../../contract/operation-route';
import { problem } from '../../http/problem';
import { adminOnly } from '../auth/admin-only';
import { type AccountRecord, authState } from '../auth/auth-state';
import { ok } from '../config/result';
import type { MockDomain } from '../mock-domain';
import { adminButtonGuard, type ButtonCode } from '../platform/button-guard';
import { type FieldSpecs, queryPage, TableQueryError, type TableQueryInput } from '../platform/table-query';
import { tableQueryProblem } from '../platform/table-query-problem';
import { checkedUserGroup, membersOf, USER_GROUP_REFUSALS, type UserGroupRecord } from './user-group-rules';

type Schemas = components['schemas'];
type UserGroup = Schemas['UserGroup'];
const OPERATIONS = ['listUserGroups', 'saveUserGroup', 'deleteUserGroup'] as const;

/** The button codes of 用户组管理's entries in the menu tree (seed 000 §6). */
export const USER_GROUP_BUTTONS = {
  add: 'userGroup:add',
  edit: 'userGroup:edit',
  delete: 'userGroup:delete',
} as const;

/** The /system/userGroup table's columns (filters and sort). */
export const USER_GROUP_FIELDS: FieldSpecs<UserGroup> = {
  groupName: { kind: 'text', read: (row) => row.groupName },
  description: { kind: 'text', read: (row) => row.description },
  memberNames: { kind: 'text', read: (row) => row.memberNames },
  memberCount: { kind: 'number', read: (row) => row.memberCount },
  createBy: { kind: 'text', read: (row) => row.createBy },
  createTime: { kind: 'time', read: (row) => row.createTime },
};

export const userGroupsDomain: MockDomain = {
  name: 'userGroups',
  operations: [...OPERATIONS],
  plugin: async (app: FastifyInstance, { ctx }: ContextOptions) => {
    const store = ctx.store;
    if (!store) throw new Error('The user groups mock domain needs the mock store');
    const accounts = authState(store).accounts;
    const groups = store.collection<UserGroupRecord>('userGroups');
    const admin = adminOnly(accounts);

    const json = (reply: FastifyReply, status: number, body: unknown) =>
      reply.code(status).type('application/json').send(JSON.stringify(body));
    const refuse = (request: FastifyRequest, reply: FastifyReply, reason: string) =>
      json(reply, 400, problem(400, reason, request.url, 'error.userGroup.refused'));
    type Handler = (request: FastifyRequest, reply: FastifyReply, caller: AccountRecord) => Promise<unknown>;
    const route = (id: (typeof OPERATIONS)[number], handler: Handler, code?: ButtonCode) => {
      const withCaller = async (request: FastifyRequest, reply: FastifyReply) =>
        handler(request, reply, accounts.get(request.sessionUser?.userId ?? '') as AccountRecord);
      app.route(
        operationRoute(ctx.contract.operation(id), ctx.hooks, {
          handler: adminButtonGuard(admin, store, code)(withCaller),
        }),
      );
    };

    const usersOf = (tenantAccount: string) =>
      new Map(
        accounts
          .values()
          .filter((account) => account.tenantAccount === tenantAccount)
          .map((account) => [account.userId, account]),
      );
    const ofTenant = (tenantAccount: string) =>
      groups.values().filter((group) => group.tenantAccount === tenantAccount);
    const shown = (group: UserGroupRecord, users: ReadonlyMap<string, AccountRecord>): UserGroup => {
      const members = membersOf(group, users).map((user) => ({
        userId: user.userId,
        username: user.username,
        realName: user.name || user.username,
      }));
      return {
        id: group.id,
        groupName: group.groupName,
        description: group.description,
        members,
        memberCount: members.length,
        memberNames: members.map((member) => member.realName).join('、'),
        createBy: group.createBy,
        createTime: formatTime(group.createMs),
      };
    };

    route('listUserGroups', async (request, reply, caller) => {
      const users = usersOf(caller.tenantAccount);
      try {
        return ok(
          queryPage(
            ofTenant(caller.tenantAccount)
              .sort((a, b) => b.createMs - a.createMs || b.id.localeCompare(a.id))
              .map((group) => shown(group, users)),
            request.body as TableQueryInput,
            USER_GROUP_FIELDS,
          ),
        );
      } catch (error) {
        if (!(error instanceof TableQueryError)) throw error;
        return json(reply, 400, tableQueryProblem(error, request.url));
      }
    });

    route(
      'saveUserGroup',
      async (request, reply, caller) => {
        const body = request.body as Schemas['UserGroupSave'];
        const tenantGroups = ofTenant(caller.tenantAccount);
        const current = body.id === undefined ? null : tenantGroups.find((group) => group.id === body.id);
        if (current === undefined) return refuse(request, reply, USER_GROUP_REFUSALS.missing);
        const users = usersOf(caller.tenantAccount);
        // Members deleted since the form was opened are dropped, not refused: they left the group.
        const memberIds = body.memberIds.filter(
          (userId) => users.has(userId) || !current?.memberIds.includes(userId),
        );
        const outcome = checkedUserGroup(
          { groupName: body.groupName, description: body.description ?? null, memberIds },
          current,
          tenantGroups,
          new Set(users.keys()),
        );
        if (!outcome.ok) return refuse(request, reply, outcome.reason);
        const saved: UserGroupRecord = current
          ? { ...current, ...outcome.value }
          : {
              id: randomUUID(),
              tenantAccount: caller.tenantAccount,
              ...outcome.value,
              createBy: caller.username,
              createMs: Date.now(),
            };
        groups.set(saved.id, saved);
        return ok(shown(saved, users));
      },
      (request) =>
        (request.body as Schemas['UserGroupSave']).id === undefined
          ? USER_GROUP_BUTTONS.add
          : USER_GROUP_BUTTONS.edit,
    );

    route(
      'deleteUserGroup',
      async (request, reply, caller) => {
        const { id } = request.params as { id: string };
        const group = ofTenant(caller.tenantAccount).find((candidate) => candidate.id === id);
        if (!group) return refuse(request, reply, USER_GROUP_REFUSALS.missing);
        groups.delete(group.id);
        return { code: 200, msg: '操作成功' };
      },
      USER_GROUP_BUTTONS.delete,
    );
  },
};
