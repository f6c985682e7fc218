// Test support for the config and files domains: a bare Fastify with the gateway's validation,
// error answers and form parsing, the real contract, and a fake session check that sets the
// user the test chose (the auth domain's check is tested on its own). Not used at runtime.

import formBody from '@fastify/formbody';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import Fastify, { type FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { loadConfig } from '../../config';
import type { GatewayContext } from '../../context';
import { type Contract, loadContract } from '../../contract/contract';
import type { JsonSchema } from '../../contract/openapi-types';
import { CONTRACT_SCHEMA_ID, rebase } from '../../contract/route-schema';
import { contractValidatorCompiler } from '../../contract/validators';
import { errorAnswers } from '../../http/error-answers';
import { OpenStreams } from '../../http/open-streams';
import { problem } from '../../http/problem';
import type { MockDomain } from '../mock-domain';
import type { SessionUser } from '../session-user';
import { MockStore } from '../store/mock-store';
import type { World } from '../world/world';

export interface DomainTestApp {
  app: FastifyInstance;
  ctx: GatewayContext;
  store: MockStore;
  /** Who the fake session check lets in; null answers 401 as a missing token would. */
  signIn(user: SessionUser | null): void;
}

const contract = loadContract();

export function testUser(roles: readonly string[], userName = 'admin'): SessionUser {
  return {
    userId: '1',
    userName,
    realName: userName,
    tenantId: '1001',
    tenantAccount: 'jtdemo',
    roles,
    token: 'Bearer test',
  };
}

/** The seeded accounts as the session check sets them: admin (1001, adminFlag '2', role admin). */
export const SEEDED_ADMIN: SessionUser = { ...testUser(['admin'], 'admin'), userId: '1001' };
/** inspector (1002, adminFlag '0', role inspector). */
export const SEEDED_INSPECTOR: SessionUser = { ...testUser(['inspector'], 'inspector'), userId: '1002' };

export async function domainTestApp(
  domains: readonly MockDomain[],
  store?: MockStore,
  options: { world?: (store: MockStore) => World } = {},
): Promise<DomainTestApp> {
  const mockStore = store ?? (await MockStore.open(null));
  const config = loadConfig({ DATA_DIR: ':memory:', WEB_ROOT: '', LOG_LEVEL: 'silent' });
  let user: SessionUser | null = testUser(['admin']);
  const ctx: GatewayContext = {
    config,
    contract,
    hooks: {
      sessionCheck: async (request, reply) => {
        if (user) {
          request.sessionUser = user;
          return;
        }
        await reply.code(401).send(problem(401, '身份认证信息已失效，请重新登录', request.url));
      },
      answerOverride: null,
      faultInjector: null,
      requestObserver: null,
      answerObserver: null,
    },
    passwordKeys: { publicKeyPem: '', privateKeyPem: null },
    store: mockStore,
    world: options.world ? options.world(mockStore) : null,
    captchaGate: null,
    chatTasks: null,
    startedAt: Date.now(),
    version: 'test',
    draining: false,
    streams: new OpenStreams(),
    metrics: null,
    contractDrift: null,
  };
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(contractValidatorCompiler(contract));
  await app.register(errorAnswers);
  await app.register(formBody);
  for (const domain of domains) await app.register(domain.plugin, { ctx });
  await app.ready();
  return {
    app,
    ctx,
    store: ctx.store as MockStore,
    signIn: (next) => {
      user = next;
    },
  };
}

const answerAjv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(answerAjv);
for (const format of ['binary', 'byte', 'int32', 'int64', 'float', 'double', 'password']) {
  answerAjv.addFormat(format, true);
}
answerAjv.addSchema({ $id: CONTRACT_SCHEMA_ID, components: contract.document.components ?? {} });

/** The errors of an answer body against the contract's schema for that operation and status. */
export function contractErrors(
  operationId: string,
  status: number,
  body: unknown,
  mediaType = 'application/json',
  from: Contract = contract,
): string[] {
  const response = from.resolve(
    from.operation(operationId).spec.responses[String(status)] ?? { description: '' },
  );
  const schema = response.content?.[mediaType]?.schema as JsonSchema | undefined;
  if (!schema) return [`${operationId} documents no ${mediaType} answer for ${status}`];
  const validate = answerAjv.compile(rebase(schema) as object);
  if (validate(body)) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message ?? ''}`);
}

/**
 * Asserts a 400 refusal in the platform's problem shape as the contract documents it, its detail
 * the reason given (exactly, or matching a pattern).
 */
export function expectRefused(
  response: { statusCode: number; json(): unknown },
  operationId: string,
  detail: RegExp | string,
): void {
  expect(response.statusCode).toBe(400);
  const body = response.json() as { detail: string };
  expect(contractErrors(operationId, 400, body)).toEqual([]);
  if (typeof detail === 'string') expect(body.detail).toBe(detail);
  else expect(body.detail).toMatch(detail);
}

/** A schema of the contract's components by name (e.g. PageComponentList). */
export function contractSchemaErrors(name: string, value: unknown): string[] {
  const validate = answerAjv.getSchema(`${CONTRACT_SCHEMA_ID}#/components/schemas/${name}`);
  if (!validate) return [`no schema ${name}`];
  if (validate(value)) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message ?? ''}`);
}
