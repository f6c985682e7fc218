// The QA side of the mock: injected faults on every operation route, and, with MOCK_ADMIN, the
// request journal and the admin API under /__mock; loads the start scenario (SCENARIO or
// --scenario), refusing to start with a name that does not exist.

import type { components } from '@jt/api-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ConfigError } from '../../config';
import type { ContextOptions } from '../../context';
import type { ContractOperation } from '../../contract/contract';
import { observeRequests, operationRoute } from '../../contract/operation-route';
import { problem } from '../../http/problem';
import type { ConfigCode } from '../config/config-values';
import type { PageType } from '../config/page-configs';
import { registerWorldAdminRoutes } from '../world/world-admin';
import { registerAssistantAdminRoutes } from './assistant-admin';
import { faultInjection } from './fault-injector';
import { type FaultSpec, faultView } from './faults';
import { Journal, type JournalOutcome, maskHeaders, maskValue } from './journal';
import { AdminError, MockAdmin } from './mock-admin';

type Schemas = components['schemas'];

export async function qaTools(app: FastifyInstance, { ctx }: ContextOptions) {
  if (!ctx.store) throw new Error('The QA tools need the mock store');
  const journal = ctx.config.mockAdmin ? new Journal() : null;
  const admin = new MockAdmin(ctx.store, ctx.contract, journal);

  const record = (
    request: FastifyRequest,
    reply: FastifyReply,
    operation: ContractOperation,
    status: number | null,
    outcome: JournalOutcome,
    fault: string | null,
  ) => {
    if (!journal || operation.path.startsWith('/__mock/')) return;
    const elapsed = reply.elapsedTime;
    journal.add({
      time: new Date(Date.now() - elapsed).toISOString(),
      operationId: operation.operationId,
      method: request.method,
      path: request.url.split('?')[0] ?? request.url,
      query: (maskValue(request.query) ?? {}) as Record<string, unknown>,
      headers: maskHeaders(request.headers),
      body: maskValue(request.body),
      status,
      durationMs: Math.round(elapsed * 10) / 10,
      fault,
      outcome,
      ...(request.chatAnswer ? { answer: request.chatAnswer } : {}),
    });
  };

  const injection = faultInjection(ctx.contract, admin.faults, {
    unanswered: (request, reply, operation, fault, outcome) =>
      record(request, reply, operation, null, outcome, fault.kind),
  });
  ctx.hooks.faultInjector = injection.hook;
  app.addHook('preClose', (done) => {
    injection.releaseHeld();
    done();
  });
  if (journal) {
    observeRequests(ctx.hooks, (request, reply, operation) =>
      record(
        request,
        reply,
        operation,
        reply.statusCode,
        'answered',
        injection.faultOf(request)?.kind ?? null,
      ),
    );
  }

  if (ctx.config.mockAdmin) {
    registerAdminRoutes(app, ctx, admin, journal ?? new Journal());
    registerWorldAdminRoutes(app, ctx);
  }

  if (ctx.config.scenario !== null) {
    try {
      admin.loadScenario(ctx.config.scenario);
    } catch (error) {
      if (error instanceof AdminError) throw new ConfigError([`SCENARIO: ${error.message}`]);
      throw error;
    }
    app.log.info({ scenario: ctx.config.scenario }, 'QA scenario loaded');
  }
}

function registerAdminRoutes(
  app: FastifyInstance,
  ctx: ContextOptions['ctx'],
  admin: MockAdmin,
  journal: Journal,
) {
  type Handler = (request: FastifyRequest) => unknown;
  const route = (operationId: string, handler: Handler, status = 200) =>
    app.route(
      operationRoute(ctx.contract.operation(operationId), ctx.hooks, {
        handler: async (request, reply) => {
          try {
            const body = handler(request);
            return reply.code(status).type('application/json').send(JSON.stringify(body));
          } catch (error) {
            if (!(error instanceof AdminError)) throw error;
            const key = error.status === 404 ? 'error.mock.notFound' : 'error.mock.badRequest';
            return reply
              .code(error.status)
              .type('application/json')
              .send(problem(error.status, error.message, request.url, key));
          }
        },
      }),
    );

  route('mockReset', () => {
    admin.reset();
    return { reset: true };
  });
  route('mockListUsers', (request) => ({
    users: admin.users((request.query as { tenantAccount?: string }).tenantAccount),
  }));
  route('mockSetUserState', (request) => {
    const { tenantAccount, userName } = request.params as { tenantAccount: string; userName: string };
    return admin.setUser(tenantAccount, userName, request.body as Schemas['UserStateChange']);
  });
  route('mockGetSignInPolicy', () => admin.signInPolicy());
  route('mockSetSignInPolicy', (request) =>
    admin.setSignInPolicy(request.body as Schemas['SignInPolicyChange']),
  );
  route('mockSetConfig', (request) =>
    admin.setConfig((request.params as { code: ConfigCode }).code, request.body as Record<string, string>),
  );
  route('mockSelectPageConfig', (request) =>
    admin.selectPageConfig(
      (request.params as { type: PageType }).type,
      (request.body as Schemas['PageConfigChoice']).id,
    ),
  );
  route('mockIssueSsoTicket', (request) => {
    const { tenantAccount, userName } = request.body as Schemas['UserRef'];
    return admin.issueSso(tenantAccount, userName);
  });
  route('mockListFaults', () => ({ faults: admin.faults.list().map(faultView) }));
  route('mockAddFault', (request) => faultView(admin.addFault(request.body as FaultSpec)), 201);
  route('mockClearFaults', () => {
    admin.faults.clear();
    return { faults: [] };
  });
  route('mockGetJournal', (request) => {
    const { operationId, status, limit } = request.query as {
      operationId?: string;
      status?: number;
      limit?: number;
    };
    return {
      entries: journal.list({
        ...(operationId !== undefined ? { operationId } : {}),
        ...(status !== undefined ? { status } : {}),
        ...(limit !== undefined ? { limit } : {}),
      }),
      total: journal.size,
    };
  });
  route('mockClearJournal', () => {
    journal.clear();
    return { entries: [], total: 0 };
  });
  registerAssistantAdminRoutes(route, ctx, admin);
  route('mockListScenarios', () => admin.scenarios());
  route('mockLoadScenario', (request) => admin.loadScenario((request.params as { name: string }).name));
}
