// User administration of the mock (/api/system, cscp's shapes): search, list, details,
// exists-by-name, lockout counts, unlock, create, update, delete and password changes, over the
// same accounts the sign-in uses. Administration needs an administrator of the same tenant
// (adminFlag '1' or '2'); every user may read and change their own details and password (type 1).

import { randomUUID } from 'node:crypto';
import type { components } from '@jt/api-contract';
import { seedTenants } from '@jt/mocks/tenants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContextOptions } from '../../context';
import { operationRoute } from '../../contract/operation-route';
import { problem } from '../../http/problem';
import { type AccountRecord, authState, failureKey, findAccount, tenantIdOf } from '../auth/auth-state';
import { currentFailures, lockState } from '../auth/lockout';
import { LOGIN_LOG_FIELDS, loginLog, newestFirst } from '../auth/login-log';
import { TEXT } from '../auth/messages';
import { changePassword, policyOf } from '../auth/password-change';
import { hashPassword, verifyPassword } from '../auth/password-hash';
import { passwordReader } from '../auth/password-input';
import { ruleViolations } from '../auth/password-rules';
import { forbidden } from '../auth/session-check';
import { sessionService } from '../auth/sessions';
import { ok } from '../config/result';
import { type DepartmentRecord, departmentRecords } from '../departments';
import type { MockDomain } from '../mock-domain';
import { holdsButton } from '../platform/button-guard';
import { type FieldSpecs, queryPage, TableQueryError, type TableQueryInput } from '../platform/table-query';
import { tableQueryProblem } from '../platform/table-query-problem';
import { type RoleRecord, roleRecords, rolesOf } from '../roles';
import type { Collection } from '../store/mock-store';
import {
  loggedOperations,
  newestOperationFirst,
  OPERATION_LOG_FIELDS,
  operationLog,
  operationLogObserver,
} from './operation-log';
import { isBase64Image, searchUsers, type UserSearch, userDetail } from './user-detail';

type Schemas = components['schemas'];

const OPERATIONS = [
  'getCscpUserDetailsOr',
  'getCscpUserDetailsOrTwo',
  'getCscpUserDetailsByUserId',
  'getCscpUserExistByUsername',
  'getCountKeyValue',
  'getCaptchaAttempts',
  'deblockingAccount',
  'deleteCscpUser',
  'updateCscpUserPwd',
  'updateCscpUserDetails',
  'createCscpUserDetails',
  'listLoginLogs',
  'listOperationLogs',
] as const;

/** A refusal of cscp's BadRequestAlertException: the reason in title, the key in message. */
function userProblem(title: string, key: string, url: string) {
  const { detail: _detail, ...base } = problem(400, title, url, `error.${key}`);
  return { ...base, title, params: 'cscpUserDetail' };
}

const PERSONAL_FIELDS = [
  'familyName',
  'name',
  'mobile',
  'email',
  'imgPath',
  'discTitle',
  'discDetail',
  'cardType',
  'idCard',
] as const;
const ADMIN_FIELDS = [
  ...PERSONAL_FIELDS,
  'adminFlag',
  'deptId',
  'orgId',
  'roleIds',
  'postIds',
  'accountType',
  'effectiveTime',
  'dataStatus',
] as const;

async function usersPlugin(app: FastifyInstance, { ctx }: ContextOptions) {
  if (!ctx.store) throw new Error('The users mock needs the mock store');
  const state = authState(ctx.store);
  const sessions = sessionService(state);
  const readPassword = passwordReader(ctx.passwordKeys.privateKeyPem);
  const signIns = loginLog(ctx.store);
  const operations = operationLog(ctx.store);
  const roles = roleRecords(ctx.store);
  const departments = departmentRecords(ctx.store);
  ctx.hooks.answerObserver = operationLogObserver(operations, loggedOperations(ctx.contract));

  type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  const route = (id: (typeof OPERATIONS)[number], handler: Handler) =>
    app.route(operationRoute(ctx.contract.operation(id), ctx.hooks, { handler }));

  const me = (request: FastifyRequest): AccountRecord => {
    const account = request.sessionUser && state.accounts.get(request.sessionUser.userId);
    if (!account) throw new Error('an /api/system call without a session');
    return account;
  };
  const isAdmin = (account: AccountRecord) => account.adminFlag === '1' || account.adminFlag === '2';
  const tenantUsers = (tenantAccount: string) =>
    state.accounts.values().filter((a) => a.tenantAccount === tenantAccount);
  const detailOf = (account: AccountRecord) =>
    userDetail(
      account,
      lockState(
        state.failures.get(failureKey(account.tenantAccount, account.username)),
        state.thresholds(),
        Date.now(),
      ).locked,
    );
  /** The account `userId` names, when the caller may manage it (same tenant). */
  const managed = (caller: AccountRecord, userId: string) => {
    const account = state.accounts.get(userId);
    return account && account.tenantAccount === caller.tenantAccount ? account : undefined;
  };
  const json = (reply: FastifyReply, status: number, body: unknown) =>
    reply.code(status).type('application/json').send(JSON.stringify(body));
  const noRight = (request: FastifyRequest, reply: FastifyReply) => json(reply, 403, forbidden(request.url));
  const store = ctx.store;
  /** An administrator's write behind its button of 用户管理 (seed 000 §6; menu-tree 9011–9015). */
  const mayNot = (request: FastifyRequest, caller: AccountRecord, code: string) =>
    !isAdmin(caller) || !holdsButton(store, request, code);
  const userMissing = (request: FastifyRequest, reply: FastifyReply) =>
    json(reply, 400, userProblem(TEXT.userMissing, 'userNotExist', request.url));

  route('getCscpUserDetailsOr', async (request, reply) => {
    const caller = me(request);
    if (!isAdmin(caller)) return noRight(request, reply);
    const { page, matched } = searchUsers(tenantUsers(caller.tenantAccount), request.query as UserSearch);
    return json(reply, 200, { data: page.map(detailOf), recordsTotal: matched, recordsFiltered: matched });
  });

  /** A log of the caller's tenant as a table page, newest first unless ordered; administrators only. */
  const logRoute = <T extends { at: number }>(
    id: 'listLoginLogs' | 'listOperationLogs',
    ofTenant: (tenantAccount: string) => T[],
    fields: FieldSpecs<T>,
    order: (a: T, b: T) => number,
  ) =>
    route(id, async (request, reply) => {
      const caller = me(request);
      if (!isAdmin(caller)) return noRight(request, reply);
      try {
        const page = queryPage(
          ofTenant(caller.tenantAccount),
          request.body as TableQueryInput,
          fields,
          order,
        );
        const records = page.records.map(({ at: _at, ...entry }) => entry);
        return json(reply, 200, ok({ ...page, records }));
      } catch (error) {
        if (!(error instanceof TableQueryError)) throw error;
        return json(reply, 400, tableQueryProblem(error, request.url));
      }
    });
  logRoute('listLoginLogs', signIns.ofTenant, LOGIN_LOG_FIELDS, newestFirst);
  logRoute('listOperationLogs', operations.ofTenant, OPERATION_LOG_FIELDS, newestOperationFirst);

  route('getCscpUserDetailsOrTwo', async (request, reply) => {
    const caller = me(request);
    if (!isAdmin(caller)) return noRight(request, reply);
    const users = searchUsers(tenantUsers(caller.tenantAccount), { size: Number.MAX_SAFE_INTEGER });
    return json(reply, 200, users.page.map(detailOf));
  });

  route('getCscpUserDetailsByUserId', async (request, reply) => {
    const caller = me(request);
    const { userId } = request.query as { userId: string };
    if (userId !== caller.userId && !isAdmin(caller)) return noRight(request, reply);
    const account = managed(caller, userId);
    if (!account) return json(reply, 404, problem(404, TEXT.userMissing, request.url));
    return json(reply, 200, detailOf(account));
  });

  route('getCscpUserExistByUsername', async (request, reply) => {
    const caller = me(request);
    if (!isAdmin(caller)) return noRight(request, reply);
    const { username } = request.query as { username: string };
    const exists = findAccount(state.accounts, caller.tenantAccount, username) !== undefined;
    return json(reply, 200, { success: exists, msg: '', id: randomUUID(), token: null, code: 0 });
  });

  // Public, like cscp's: what the sign-in page reads before submitting. The counter is per tenant
  // and user; without tenantAccount the highest counter of that user name in any tenant.
  route('getCountKeyValue', async (request, reply) => {
    const { userName } = request.params as { userName: string };
    const { tenantAccount } = request.query as { tenantAccount?: string };
    const thresholds = state.thresholds();
    const tenants = tenantAccount ? [tenantAccount] : seedTenants.map((t) => t.tenantAccount);
    const now = Date.now();
    const attempts = Math.max(
      0,
      ...tenants.map((t) => currentFailures(state.failures.get(failureKey(t, userName)), now)),
    );
    return json(reply, 401, {
      captchaAttempts: thresholds.captchaAttempts,
      attempts,
      badPasswordAttempts: thresholds.badPasswordAttempts,
    });
  });

  route('getCaptchaAttempts', async (_request, reply) => {
    const thresholds = state.thresholds();
    return json(reply, 200, {
      captchaAttempts: thresholds.captchaAttempts,
      attempts: 0,
      badPasswordAttempts: thresholds.badPasswordAttempts,
    });
  });

  route('deblockingAccount', async (request, reply) => {
    const caller = me(request);
    if (mayNot(request, caller, 'user:deblocking')) return noRight(request, reply);
    const account = managed(caller, (request.params as { id: string }).id);
    if (!account) return userMissing(request, reply);
    state.failures.delete(failureKey(account.tenantAccount, account.username));
    return reply.code(200).send();
  });

  route('deleteCscpUser', async (request, reply) => {
    const caller = me(request);
    if (mayNot(request, caller, 'user:delete')) return noRight(request, reply);
    const account = managed(caller, (request.params as { id: string }).id);
    if (!account) return userMissing(request, reply);
    if (account.builtIn)
      return json(reply, 400, {
        ...userProblem('删除失败,管理员用户不能删除', 'error', request.url),
        params: 'cscpUser',
      });
    state.accounts.delete(account.userId);
    state.failures.delete(failureKey(account.tenantAccount, account.username));
    sessions.endAllOf(account.userId, 'logout');
    return reply.code(200).send();
  });

  route('updateCscpUserPwd', async (request, reply) => {
    const caller = me(request);
    const type = Number((request.params as { type: string | number }).type);
    const body = request.body as Schemas['CscpUserUpdateRequest'];
    const target = body.cscpUserDetailDTO.userId;
    if (type === 1 && target !== caller.userId)
      return json(reply, 400, userProblem('该用户无权限修改', 'noAuth', request.url));
    if (type === 0 && mayNot(request, caller, 'user:resetPwd')) return noRight(request, reply);
    const account = managed(caller, target);
    if (!account) return userMissing(request, reply);
    if (body.newPassword === undefined)
      return json(reply, 400, userProblem('新密码不能为空', 'passwordEmpty', request.url));
    if (type === 1) {
      const current = body.currentUserPwd === undefined ? null : readPassword(body.currentUserPwd);
      if (current === null || !(await verifyPassword(current, account.passwordHash))) {
        return json(reply, 400, userProblem(TEXT.wrongOldPassword, 'passwordMismatch', request.url));
      }
    }
    // An administrator's password is a temporary one: the user changes it at the next sign-in.
    const change = await changePassword(
      state,
      account,
      readPassword(body.newPassword),
      type === 1 ? 0 : 1,
      Date.now(),
    );
    if (!change.ok) {
      const key = change.kind === 'reused' ? 'passwordUsed' : 'passwordWeak';
      return json(reply, 400, userProblem(change.message, key, request.url));
    }
    return json(reply, 200, Number(account.id));
  });

  route('updateCscpUserDetails', async (request, reply) => {
    const caller = me(request);
    const type = Number((request.params as { type: string | number }).type);
    const dto = (request.body as Schemas['CscpUserUpdateRequest']).cscpUserDetailDTO;
    if (type === 1 && dto.userId !== caller.userId)
      return json(reply, 400, userProblem('该用户无权限修改', 'noAuth', request.url));
    if (type === 0 && mayNot(request, caller, 'user:edit')) return noRight(request, reply);
    const account = managed(caller, dto.userId);
    if (!account) return userMissing(request, reply);
    if (typeof dto.imgPath === 'string' && !isBase64Image(dto.imgPath)) {
      return json(
        reply,
        400,
        userProblem('The imgPath of cscpUserDetail pattern error', 'imgPath', request.url),
      );
    }
    const renamed =
      type === 0 && dto.username !== undefined && dto.username !== account.username ? dto.username : null;
    if (renamed !== null && findAccount(state.accounts, account.tenantAccount, renamed)) {
      return json(reply, 400, userProblem('用户名已存在', 'userexists', request.url));
    }
    // The personal center changes personal fields only; whatever else it sends back is ignored.
    const changes = changesOf(dto, type === 1 ? PERSONAL_FIELDS : ADMIN_FIELDS, roles, departments);
    state.accounts.update(account.userId, (current) =>
      current ? { ...current, ...changes, ...(renamed !== null ? { username: renamed } : {}) } : current,
    );
    if (renamed !== null) state.failures.delete(failureKey(account.tenantAccount, account.username));
    return json(reply, 200, Number(account.id));
  });

  route('createCscpUserDetails', async (request, reply) => {
    const caller = me(request);
    if (mayNot(request, caller, 'user:add')) return noRight(request, reply);
    const body = request.body as Schemas['CscpUserDetailCreate'] & { password?: string | null };
    if (body.tenantAccount !== caller.tenantAccount) return noRight(request, reply);
    if (findAccount(state.accounts, caller.tenantAccount, body.username)) {
      return json(reply, 400, userProblem('用户名已存在', 'userexists', request.url));
    }
    if (typeof body.imgPath === 'string' && !isBase64Image(body.imgPath)) {
      return json(
        reply,
        400,
        userProblem('The imgPath of cscpUserDetail pattern error', 'imgPath', request.url),
      );
    }
    const policy = policyOf(state, caller.tenantAccount);
    const chosen = body.password?.trim() ? readPassword(body.password) : null;
    if (chosen !== null) {
      const reasons = ruleViolations(policy, chosen, {
        userName: body.username,
        tenantAccount: caller.tenantAccount,
      });
      if (reasons.length > 0)
        return json(reply, 400, userProblem(reasons.join(','), 'passwordWeak', request.url));
    }
    const hash = await hashPassword(chosen ?? policy.initialPassword);
    const next = (field: 'id' | 'userId') =>
      String(Math.max(0, ...state.accounts.values().map((a) => Number(a[field]) || 0)) + 1);
    const id = next('id');
    const userId = next('userId');
    const account: AccountRecord = {
      userId,
      id,
      username: body.username,
      tenantAccount: caller.tenantAccount,
      tenantId: tenantIdOf(caller.tenantAccount),
      familyName: body.familyName ?? body.name.slice(0, 1),
      name: body.name,
      mobile: null,
      email: null,
      imgPath: null,
      discTitle: null,
      discDetail: null,
      cardType: null,
      idCard: null,
      deptId: caller.deptId,
      deptName: caller.deptName,
      orgId: caller.orgId,
      adminFlag: '0',
      roleIds: '',
      roleNames: '',
      postIds: null,
      postNames: null,
      accountType: '0',
      effectiveTime: null,
      dataStatus: '0',
      registerTime: new Date().toISOString(),
      lastLogin: null,
      builtIn: false,
      ...changesOf(body, ADMIN_FIELDS, roles, departments),
      passwordHash: hash,
      passwordHistory: [hash],
      passwordChangedAt: Date.now(),
      forcedPasswordStatus: 1,
      kickOutAfterSeconds: null,
    };
    state.accounts.set(userId, account);
    return reply
      .code(201)
      .header('location', `/api/cscpUserDetails/${id}`)
      .type('application/json')
      .send(JSON.stringify(Number(id)));
  });
}

type EditableField = (typeof ADMIN_FIELDS)[number];
/** Fields the record keeps non-null: a null sent for them leaves them as they are. */
const NOT_NULL: ReadonlySet<EditableField> = new Set([
  'familyName',
  'name',
  'adminFlag',
  'accountType',
  'dataStatus',
  'deptId',
]);

/** The record fields a create or update sets, with the names that follow from role and department ids. */
function changesOf(
  source: Partial<Schemas['CscpUserDetailFields']>,
  fields: readonly EditableField[],
  roles: Collection<RoleRecord>,
  departments: Collection<DepartmentRecord>,
): Partial<AccountRecord> {
  const changes: Record<string, unknown> = {};
  for (const field of fields) {
    const value = source[field];
    if (value === undefined || (value === null && NOT_NULL.has(field))) continue;
    changes[field] = value;
  }
  if (typeof changes.roleIds === 'string') {
    changes.roleNames = rolesOf(roles, changes.roleIds)
      .map((role) => role.name)
      .join(',');
  }
  if (typeof changes.deptId === 'string')
    changes.deptName = departments.get(changes.deptId)?.deptName ?? null;
  return changes as Partial<AccountRecord>;
}

export const usersDomain: MockDomain = {
  name: 'users',
  operations: OPERATIONS,
  plugin: usersPlugin,
};
