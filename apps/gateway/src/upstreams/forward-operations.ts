import fastifyReplyFrom from '@fastify/reply-from';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
    timeoutMs = 30_000,
  } = options;
  const target = options.target ?? ((request: FastifyRequest) => `${base}${request.url}`);
  await app.register(fastifyReplyFrom, { http: { requestOptions: { timeout: timeoutMs } } });

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
  // Uploads stream through untouched.
  app.addContentTypeParser('multipart/form-data', (_request, payload, done) => done(null, payload));

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
              const timedOut = (error as { statusCode?: number }).statusCode === 504;
              request.log.warn({ err: error, upstream: base }, 'upstream failed');
              failedReply
                .code(timedOut ? 504 : 502)
                .type('application/json')
                .send(
                  problem(
                    timedOut ? 504 : 502,
                    timedOut ? UPSTREAM_TIMED_OUT : UPSTREAM_UNAVAILABLE,
                    request.url,
                  ),
                );
            },
            ...(rewriteResponseHeaders
              ? { rewriteHeaders: (headers: OutgoingHeaders) => rewriteResponseHeaders(headers, request) }
              : {}),
            rewriteRequestHeaders: (_req, headers) => {
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
