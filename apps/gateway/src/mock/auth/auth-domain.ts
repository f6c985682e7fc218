// The sign-in and session side of the mock: the four sign-ins, sign-out, token refresh, the
// signed-in user, tenant type, the forced password update and the password rules. Registering
// it installs the session check every other operation with a token goes through.

import type { components } from '@jt/api-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ContextOptions } from '../../context';
import { operationRoute } from '../../contract/operation-route';
import { problem } from '../../http/problem';
import type { LoginCaptcha } from '../captcha/captcha-gate';
import { configValues } from '../config/config-values';
import type { MockDomain } from '../mock-domain';
import { roleRecords, rolesOf } from '../roles';
import { findTenant } from '../tenants';
import { accountStatus } from './account-status';
import { authState, failureKey, findAccount } from './auth-state';
import { currentUser } from './current-user';
import { lockState, registerFailure } from './lockout';
import { type LoginWay, loginLog } from './login-log';
import { ACCOUNT_STATUS_TEXT, TEXT } from './messages';
import { changePassword, policyOf } from './password-change';
import { verifyPassword } from './password-hash';
import { passwordReader } from './password-input';
import { ruleText } from './password-rules';
import { sessionCheck } from './session-check';
import { sessionService } from './sessions';
import { type Answer, signIn } from './sign-in';
import type { RememberMe } from './tokens';

type Schemas = components['schemas'];

const OPERATIONS = [
  'tokenLogin',
  'singleLogin',
  'integrationLogin',
  'systemLogin',
  'systemLogout',
  'refreshToken',
  'getTenantType',
  'getCurrentUserDetail',
  'forceUpdateUserPwd',
  'getUserPasswordRule',
] as const;

async function authPlugin(app: FastifyInstance, { ctx }: ContextOptions) {
  if (!ctx.store) throw new Error('The auth mock needs the mock store');
  const state = authState(ctx.store);
  const configs = configValues(ctx.store);
  const sessions = sessionService(state);
  const readPassword = passwordReader(ctx.passwordKeys.privateKeyPem);
  const deps = {
    state,
    sessions,
    readPassword,
    configs,
    captchaGate: () => ctx.captchaGate,
    clock: Date.now,
    attemptsInFlight: new Map<string, number>(),
  };
  const roles = roleRecords(ctx.store);
  ctx.hooks.sessionCheck = sessionCheck(sessions, (account) =>
    rolesOf(roles, account.roleIds).map((role) => role.code),
  );
  const log = loginLog(ctx.store);
  /** Writes the attempt to the login log as the sign-in answered it, and gives the answer on. */
  const logged = (
    request: FastifyRequest,
    way: LoginWay,
    who: { userName: string; tenantAccount: string },
    answer: Answer,
  ): Answer => {
    const body = (answer.body ?? {}) as { code?: number; msg?: string; detail?: string; title?: string };
    log.record({
      ...who,
      ipAddress: request.ip,
      way,
      succeeded: answer.status === 200 && body.code === 200,
      message: body.msg ?? body.detail ?? body.title ?? '',
    });
    return answer;
  };

  const route = (id: (typeof OPERATIONS)[number], handler: (request: FastifyRequest) => Promise<Answer>) =>
    app.route(
      operationRoute(ctx.contract.operation(id), ctx.hooks, {
        handler: async (request, reply) => {
          const answer = await handler(request);
          return reply.code(answer.status).type('application/json').send(answer.body);
        },
      }),
    );
  const ok = (data: unknown, msg: string = TEXT.ok): Answer => ({
    status: 200,
    body: { code: 200, msg, data },
  });
  const refused = (msg: string, data: unknown = null): Answer => ({
    status: 200,
    body: { code: 400, msg, data },
  });

  route('systemLogin', async (request) => {
    const body = request.body as Schemas['LoginRequest'];
    const answer = await signIn(deps, { ...body, captcha: captchaOf(request), url: request.url });
    return logged(
      request,
      '账号密码',
      { userName: body.username, tenantAccount: body.tenantAccount },
      answer,
    );
  });

  route('integrationLogin', async (request) => {
    const { username, password, tenantAccount, rememberme } =
      request.body as Schemas['IntegrationLoginRequest'];
    const answer = await signIn(deps, {
      username,
      password,
      tenantAccount,
      rememberme,
      captcha: null,
      url: request.url,
    });
    return logged(request, '集成登录', { userName: username, tenantAccount }, answer);
  });

  // Single sign-on: a ticket (tokenLogin) or a parameter (singleLogin) issued by the portal; in the
  // mock both are issued by POST /__mock/sso-tickets, single use, valid 5 minutes.
  const singleSignOn = (request: FastifyRequest, kind: 'ticket' | 'param', value: string): Answer => {
    const ticket = state.ssoTickets.get(value);
    if (ticket) state.ssoTickets.delete(value);
    const account = ticket ? state.accounts.get(ticket.userId) : undefined;
    // An unknown ticket names nobody: the log says so with an empty user.
    const who = { userName: account?.username ?? '', tenantAccount: account?.tenantAccount ?? '' };
    const answered = (answer: Answer) => logged(request, '单点登录', who, answer);
    const rejected = (detail: string): Answer =>
      answered({ status: 401, body: problem(401, detail, request.url) });
    if (!ticket || ticket.kind !== kind || ticket.expiresAt <= Date.now())
      return rejected(TEXT.ticketInvalid);
    if (!account) return rejected(TEXT.ticketInvalid);
    if (findTenant(state.tenants, account.tenantAccount)?.activeFlag !== '1') {
      return rejected(TEXT.tenantExpired);
    }
    const status = accountStatus(account, Date.now());
    if (status !== 0) return rejected(ACCOUNT_STATUS_TEXT[status]);
    const token = sessions.start(account, { rememberme: '0', tenantType: 1 });
    return answered(ok({ token }, TEXT.loginSuccess));
  };
  route('tokenLogin', async (request) =>
    singleSignOn(request, 'ticket', (request.body as Schemas['TokenLoginRequest']).token),
  );
  route('singleLogin', async (request) =>
    singleSignOn(request, 'param', (request.body as Schemas['SingleLoginRequest']).param),
  );

  route('systemLogout', async (request) => {
    if (request.mockSession) sessions.end(request.mockSession.sid, 'logout');
    return ok(null, TEXT.logout);
  });

  route('refreshToken', async (request) => {
    const { rememberme } = request.query as { rememberme: RememberMe };
    const session = request.mockSession;
    const account = session && state.accounts.get(session.userId);
    if (!session || !account) throw new Error('refreshToken without a session');
    return ok({ token: sessions.refresh(session, account, rememberme) });
  });

  route('getTenantType', async (request) => ok(request.mockSession?.tenantType ?? 0));

  route('getCurrentUserDetail', async (request) => {
    const account = request.sessionUser && state.accounts.get(request.sessionUser.userId);
    if (!account) throw new Error('getCurrentUserDetail without a session');
    return ok(currentUser(account));
  });

  route('getUserPasswordRule', async (request) => {
    const { tenant } = request.params as { tenant: string };
    if (!findTenant(state.tenants, tenant)) return refused(TEXT.tenantMissing, '');
    return ok(ruleText(policyOf(state, tenant)));
  });

  // The update-password page, without a token: the old password is a sign-in in its own right,
  // so a wrong one counts as a failed sign-in and a locked account cannot change it.
  route('forceUpdateUserPwd', async (request) => {
    const body = request.body as Schemas['ForceUpdatePasswordRequest'];
    const tenant = findTenant(state.tenants, body.tenantAccount);
    if (!tenant) return refused(TEXT.tenantMissing);
    if (tenant.activeFlag !== '1') return refused(TEXT.tenantExpired);
    const account = findAccount(state.accounts, body.tenantAccount, body.userName);
    if (!account) return refused(TEXT.userMissing);
    const key = failureKey(account.tenantAccount, account.username);
    if (lockState(state.failures.get(key), state.thresholds(), Date.now()).locked)
      return refused(TEXT.locked);
    if (!(await verifyPassword(readPassword(body.oldPassword), account.passwordHash))) {
      state.failures.update(
        key,
        (counter) => registerFailure(counter, state.thresholds(), Date.now()).counter,
      );
      return refused(TEXT.wrongOldPassword);
    }
    state.failures.delete(key);
    const change = await changePassword(state, account, readPassword(body.newPassword), 0, Date.now());
    if (!change.ok) return refused(change.message);
    return ok(null, TEXT.passwordChanged);
  });
}

/** The captcha headers of the sign-in form; '', 'undefined' and 'null' count as absent (cscp). */
function captchaOf(request: FastifyRequest): LoginCaptcha {
  const header = (name: string) => {
    const value = request.headers[name];
    const text = Array.isArray(value) ? value[0] : value;
    return text === undefined || ['', 'undefined', 'null'].includes(text.trim()) ? undefined : text.trim();
  };
  const captcha: LoginCaptcha = {};
  const key = header('jtcaptchakey');
  const code = header('jtcaptcha');
  const captchaVerification = header('captchaverification');
  if (key !== undefined) captcha.key = key;
  if (code !== undefined) captcha.code = code;
  if (captchaVerification !== undefined) captcha.captchaVerification = captchaVerification;
  return captcha;
}

export const authDomain: MockDomain = {
  name: 'auth',
  operations: OPERATIONS,
  plugin: authPlugin,
};
