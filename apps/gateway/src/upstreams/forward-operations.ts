import type { Readable } from 'node:stream';
import fastifyReplyFrom from '@fastify/reply-from';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Agent } from 'undici';
import type { ContextOptions } from '../context';
import type { ContractOperation } from '../contract/contract';
import { operationRoute } from '../contract/operation-route';
import { problem } from '../http/problem';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request body exactly as the client sent it (forwarded byte for byte). */
    rawBody?: string;
  }
}

/** The gateway's own texts when an upstream fails (a Problem's detail). */
export const UPSTREAM_UNAVAILABLE = '上游服务暂不可用，请稍后重试';
export const UPSTREAM_TIMED_OUT = '上游服务响应超时，请稍后重试';
/** How long an upstream's answer may take to start, and pause between chunks (Dify pings every 10 s). */
export const UPSTREAM_TIMEOUT_MS = 30_000;

type OutgoingHeaders = Record<string, string | string[] | undefined>;

/** What app.ts gives each upstream's proxy plugin: the context and the operations it forwards. */
export interface UpstreamProxyOptions extends ContextOptions {
  operations: ContractOperation[];
}

/** The caller's headers less its own credentials (jtToken, cookies): for upstreams with keys of their own. */
export function withoutCallerCredentials(headers: OutgoingHeaders): OutgoingHeaders {
  const { cookie: _cookie, authorization: _authorization, ...kept } = headers;
  return kept;
}

export interface ForwardOptions extends ContextOptions {
  /** The upstream's base URL; the request path is appended to it. */
  base: string;
  operations: ContractOperation[];
  /** Adds the upstream's credentials or rewrites the caller's; never exposes them to the browser. */
  rewriteHeaders?: (headers: OutgoingHeaders, request: FastifyRequest) => OutgoingHeaders;
  /** Milliseconds to wait for the upstream's answer to start. */
  timeoutMs?: number;
  /** Rewrites a form or JSON body before it is forwarded (e.g. to add the upstream's key). */
  rewriteBody?: (rawBody: string, request: FastifyRequest, operation: ContractOperation) => string;
  /** Adjusts the upstream's answer headers before they are sent on. */
  rewriteResponseHeaders?: (headers: OutgoingHeaders, request: FastifyRequest) => OutgoingHeaders;
  /** The upstream URL of a request (default: the base followed by the request's own URL). */
  target?: (request: FastifyRequest, operation: ContractOperation) => string;
}

/**
 * Proxy mode: each contract operation of an upstream is validated by the gateway, then forwarded
 * with its body byte for byte (not re-serialised) and the answer streamed back unchanged.
 */
export async function forwardOperations(app: FastifyInstance, options: ForwardOptions) {
  const {
    ctx,
    base,
    operations,
    rewriteHeaders,
    rewriteBody,
    rewriteResponseHeaders,
    timeoutMs = UPSTREAM_TIMEOUT_MS,
  } = options;
  const target = options.target ?? ((request: FastifyRequest) => `${base}${request.url}`);
  const agent = new Agent(upstreamPoolOptions(timeoutMs));
  app.addHook('onClose', async () => agent.close());
  await app.register(fastifyReplyFrom, { undici: agent, disableRequestLogging: true });
  const bodyLimit = ctx.config.bodyLimitBytes;

  // Parse for validation, but keep the text that is forwarded.
  app.removeContentTypeParser(['application/json', 'application/x-www-form-urlencoded']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = body as string;
    try {
      done(null, body === '' ? undefined : JSON.parse(body as string));
    } catch (error) {
      done(Object.assign(error as Error, { statusCode: 400 }), undefined);
    }
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (request, body, done) => {
      request.rawBody = body as string;
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
  // Uploads stream through untouched, counted on the way: past the limit the request is refused
  // (413) while streaming, before its body is read to the end and before the upstream gets more.
  app.addContentTypeParser('multipart/form-data', (request, payload, done) => {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > bodyLimit) return done(tooLarge(bodyLimit), undefined);
    done(null, limitedStream(payload, bodyLimit));
  });

  for (const operation of operations) {
    app.route(
      operationRoute(operation, ctx.hooks, {
        handler: (request, reply) => {
          const contentType = request.headers['content-type'];
          const body =
            request.rawBody !== undefined && rewriteBody
              ? rewriteBody(request.rawBody, request, operation)
              : request.rawBody;
          return reply.from(target(request, operation), {
            // A target of our own carries the whole query: the caller's is not appended to it.
            ...(options.target
              ? { queryString: (search?: string) => (search ?? '').replace(/^\?/, '') }
              : {}),
            ...(body !== undefined && contentType ? { body, contentType } : {}),
            onError: (failedReply, { error }) => {
              if (isTooLarge(error)) {
                failedReply
                  .code(413)
                  .type('application/json')
                  .send(problem(413, (error as Error).message, request.url));
                return;
              }
              request.log.warn({ err: error, upstream: base }, 'upstream failed');
              const status = upstreamFailureStatus(error);
              ctx.metrics?.upstreamFailures.inc({ upstream: operation.upstream, status });
              failedReply.code(status).type('application/json').send(upstreamProblem(status, request.url));
            },
            // An event stream goes through a relay the gateway can end (shutdown) and that aborts
            // the upstream request when the client leaves; anything else is sent as it arrives.
            onResponse: (_request, sent, res) => {
              // reply-from's types name the raw response; what it passes is {statusCode, headers, stream}.
              const { stream } = res as unknown as { stream: Readable };
              const type = String(sent.getHeader('content-type') ?? '');
              if (type.startsWith('text/event-stream')) return sent.send(ctx.streams.relay(stream));
              const drift = ctx.contractDrift;
              sent.send(
                drift && type.includes('json') && drift.sample()
                  ? drift.watch(stream, operation, sent.statusCode, type)
                  : stream,
              );
            },
            ...(rewriteResponseHeaders
              ? { rewriteHeaders: (headers: OutgoingHeaders) => rewriteResponseHeaders(headers, request) }
              : {}),
            rewriteRequestHeaders: (_req: unknown, headers: OutgoingHeaders) => {
              const forwarded: OutgoingHeaders = {
                ...headers,
                'x-forwarded-for': request.ip,
                'x-forwarded-proto': request.protocol,
                'x-forwarded-host': request.headers.host,
              };
              return rewriteHeaders ? rewriteHeaders(forwarded, request) : forwarded;
            },
          });
        },
      }),
    );
  }
}

/**
 * undici's pool for an upstream: keep-alive connections reused across requests (one per in-flight
 * request, no pipelining: a slow answer must not hold up the ones queued behind it); the answer
 * must start within timeoutMs and may pause no longer than that between chunks (Dify pings every
 * 10 s).
 */
export function upstreamPoolOptions(timeoutMs: number) {
  return {
    connections: 256,
    pipelining: 1,
    keepAliveTimeout: 30_000,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    connect: { timeout: 10_000 },
  };
}

/**
 * The status of an upstream failure, so the web app can tell the three apart from wrong
 * credentials: 504 it answered too late, 503 it refused the connection (down or restarting),
 * 502 anything else (reset, bad answer).
 */
export function upstreamFailureStatus(error: unknown): 502 | 503 | 504 {
  const codes: string[] = [];
  let current = error as { statusCode?: number; code?: string; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 5; depth++) {
    if (current.statusCode === 504 || current.code === 'UND_ERR_HEADERS_TIMEOUT') return 504;
    if (typeof current.code === 'string') codes.push(current.code);
    current = current.cause as typeof current;
  }
  const refused = ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH'];
  return codes.some((code) => refused.includes(code)) ? 503 : 502;
}

/** The Problem of an upstream failure (message error.upstream.* names the case for the web app). */
export function upstreamProblem(status: 502 | 503 | 504, url: string) {
  const text = status === 504 ? UPSTREAM_TIMED_OUT : UPSTREAM_UNAVAILABLE;
  const key = {
    502: 'error.upstream.badGateway',
    503: 'error.upstream.unavailable',
    504: 'error.upstream.timeout',
  }[status];
  return problem(status, text, url, key);
}

/** The 413 of a body over the limit (its message is the Problem's detail). */
export function tooLarge(limit: number): Error {
  return Object.assign(new Error(`请求内容超过 ${Math.round(limit / 1024 / 1024)} MB 的上限`), {
    statusCode: 413,
    code: 'FST_ERR_CTP_BODY_TOO_LARGE',
  });
}

export function isTooLarge(error: unknown): boolean {
  let current = error as { code?: string; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 4; depth++) {
    if (current.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return true;
    current = current.cause as typeof current;
  }
  return false;
}

/** The request body as it streams, failing (413) once more than `limit` bytes have passed. */
function limitedStream(payload: Readable, limit: number): Readable {
  let seen = 0;
  const check = (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > limit) payload.destroy(tooLarge(limit));
  };
  payload.on('data', check);
  payload.pause();
  return payload;
}
