import type { FastifyReply, FastifyRequest, RouteHandlerMethod, RouteOptions } from 'fastify';
import type { ContractOperation } from './contract';
import { requestMediaTypes, routeSchema } from './route-schema';

/** What a route knows about its operation, readable in hooks as request.routeOptions.config. */
export interface OperationRouteConfig {
  operationId: string;
  upstream: ContractOperation['upstream'];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    operationId?: string;
    upstream?: ContractOperation['upstream'];
  }
}

/**
 * Checks the caller's right to an operation before anything else runs. Registered by the
 * domain that owns sessions (the mock's auth domain); absent, the upstream itself decides.
 */
export type SessionCheck = (
  request: FastifyRequest,
  reply: FastifyReply,
  operation: ContractOperation,
) => Promise<void>;

/** Lets a request be answered before its handler runs (the mock's Prefer selectors). */
export type AnswerOverride = (
  request: FastifyRequest,
  reply: FastifyReply,
  operation: ContractOperation,
) => Promise<boolean>;

/**
 * Runs before the handler (after the session and contract checks) and may take the request
 * over: answer it, delay it, hold it or drop the connection (the mock's injected faults).
 * Resolves true when it answered or took over the request.
 */
export type FaultInjector = (
  request: FastifyRequest,
  reply: FastifyReply,
  operation: ContractOperation,
) => Promise<boolean>;

/** Sees every request of an operation route once it is answered (the mock's request journal). */
export type RequestObserver = (
  request: FastifyRequest,
  reply: FastifyReply,
  operation: ContractOperation,
) => void;

/**
 * Sees every answer of an operation route as it is sent, with its payload (the mock's operation
 * log reads the envelope's code: the platform refuses with HTTP 200 and `{code: 400, msg}`).
 */
export type AnswerObserver = (
  request: FastifyRequest,
  reply: FastifyReply,
  operation: ContractOperation,
  payload: unknown,
) => void;

/** The hooks every operation route shares; filled in by the plugins that own them. */
export interface OperationHooks {
  sessionCheck: SessionCheck | null;
  answerOverride: AnswerOverride | null;
  faultInjector: FaultInjector | null;
  requestObserver: RequestObserver | null;
  answerObserver: AnswerObserver | null;
}

/** Adds an observer to the operation routes' hooks, after those already there. */
export function observeRequests(hooks: OperationHooks, observer: RequestObserver): void {
  const before = hooks.requestObserver;
  hooks.requestObserver = before
    ? (request, reply, operation) => {
        before(request, reply, operation);
        observer(request, reply, operation);
      }
    : observer;
}

export interface OperationRouteInput extends Omit<Partial<RouteOptions>, 'handler'> {
  handler: RouteHandlerMethod;
}

/**
 * The route of one contract operation: method, URL and request schemas come from the contract,
 * the handler from the caller. Every route checks the session (when the operation is not
 * public and a session check is registered), rejects undocumented body media types (415) and
 * missing required bodies (400), then validates against the contract; injected faults and
 * Prefer selectors may answer before the handler, and the observer sees every answer.
 */
export function operationRoute(
  operation: ContractOperation,
  hooks: OperationHooks,
  input: OperationRouteInput,
): RouteOptions {
  const mediaTypes = requestMediaTypes(operation);
  const bodyRequired = operation.requestBody?.required === true;
  const needsSession = operation.security.length > 0;
  const { handler, ...rest } = input;
  return {
    method: operation.method,
    url: operation.url,
    schema: routeSchema(operation),
    config: { operationId: operation.operationId, upstream: operation.upstream },
    onRequest: async (request, reply) => {
      if (needsSession && hooks.sessionCheck) await hooks.sessionCheck(request, reply, operation);
      if (reply.sent) return reply;
    },
    preValidation: async (request, reply) => {
      if (mediaTypes.length === 0) return;
      const sent = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
      if (sent === undefined || request.body === undefined) {
        if (bodyRequired) throw missingBody();
        return;
      }
      if (!mediaTypes.includes(sent)) {
        await reply.code(415).send(unsupportedMediaType(request.url, sent, mediaTypes));
      }
    },
    preHandler: async (request, reply) => {
      if (hooks.faultInjector && (await hooks.faultInjector(request, reply, operation))) return reply;
      if (hooks.answerOverride && (await hooks.answerOverride(request, reply, operation))) return reply;
    },
    onSend: (request, reply, payload, done) => {
      hooks.answerObserver?.(request, reply, operation, payload);
      done(null, payload);
    },
    onResponse: async (request, reply) => {
      hooks.requestObserver?.(request, reply, operation);
    },
    handler,
    ...rest,
  };
}

/** Thrown as a validation failure so the error handler answers it in the documented shape. */
function missingBody(): Error {
  return Object.assign(new Error('body is required'), {
    statusCode: 400,
    validationContext: 'body',
    validation: [{ keyword: 'required', instancePath: '', params: {}, message: 'is required' }],
  });
}

function unsupportedMediaType(url: string, sent: string, documented: string[]) {
  return {
    type: 'https://www.jhipster.tech/problem/problem-with-message',
    title: 'Unsupported Media Type',
    status: 415,
    detail: `Content-Type ${sent} is not accepted here; send ${documented.join(' or ')}`,
    path: url.split('?')[0],
    message: 'error.http.415',
  };
}
