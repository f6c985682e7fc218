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
import { forbidden } from '../auth/session-check';
import type { MockDomain } from '../mock-domain';
import { roleRecords } from '../roles';
import type { SessionUser } from '../session-user';
import { MockStore } from '../store/mock-store';
import type { World } from '../world/world';
import { menuRecords } from './menu-entries';

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

/**
 * The seeded administrator (adminFlag '2', so administration lets them in) under a role granted
 * only `menuIds`: who a button guard (platform/button-guard.ts) refuses or lets through.
 */
export function adminGranted(store: MockStore, menuIds: readonly string[]): SessionUser {
  roleRecords(store).set('buttons', {
    id: 'buttons',
    name: '按钮测试',
    code: 'buttons',
    remark: null,
    builtIn: false,
    menuIds: [...menuIds],
    createTime: '2026-05-18 09:00:00',
  });
  return { ...SEEDED_ADMIN, roles: ['buttons'] };
}

interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  json(): unknown;
}

/** What the allowed write answers: the platform's result (code 200) by default. */
export interface AllowedAnswer {
  /** Its HTTP status (200 unless told; cscp's user create answers 201). */
  status?: number;
  /** false for an answer that is not the platform's result (cscp's ids and empty bodies). */
  platformResult?: boolean;
}

/**
 * Asserts a write behind the menu button `buttonId` (seed 000 §6): an administrator granted its
 * page (`path`: the group and page ids) with every other button of the page but not this one is
 * refused 403 in the Problem shape the contract documents, and the handler never runs; granted
 * the button, the same call goes through (HTTP 200 and code 200 for a JSON answer, unless
 * `allowed` says otherwise). `call` runs once each way, refused first; the allowed JSON answer is
 * returned (null for a file or an empty body).
 */
export async function expectButtonGuard(
  t: Pick<DomainTestApp, 'store' | 'signIn'>,
  operationId: string,
  path: readonly string[],
  buttonId: string,
  call: () => Promise<Answer>,
  { status = 200, platformResult = true }: AllowedAnswer = {},
): Promise<Json> {
  const page = path.at(-1);
  const others = menuRecords(t.store)
    .values()
    .filter((entry) => entry.parentId === page && entry.type === 'button' && entry.id !== buttonId)
    .map((entry) => entry.id);
  t.signIn(adminGranted(t.store, [...path, ...others]));
  const refused = await call();
  expect({ operationId, status: refused.statusCode }).toEqual({ operationId, status: 403 });
  expect(contractErrors(operationId, 403, refused.json())).toEqual([]);
  const body = refused.json() as { path: string };
  expect(body).toEqual(forbidden(body.path));
  t.signIn(adminGranted(t.store, [...path, buttonId]));
  const allowed = await call();
  const json = String(allowed.headers['content-type']).includes('json') ? (allowed.json() as Json) : null;
  const code = json === null || !platformResult ? 200 : json.code;
  expect({ operationId, status: allowed.statusCode, code }).toEqual({ operationId, status, code: 200 });
  t.signIn(SEEDED_ADMIN);
  return json;
}

type Json = ReturnType<typeof JSON.parse>;
