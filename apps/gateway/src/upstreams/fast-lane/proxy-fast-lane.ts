// The backend's calls (API_MODE=proxy) served below Fastify's request lifecycle: on the hot path of
// every screen, a Fastify route with its hooks, Request/Reply objects and reply-from costs more than
// the hop itself. The lane takes a request only when it can do everything the Fastify route does
// for it (lane-routes.ts: the operation, the contract checks of its path and query, no JSON or form
// body to validate) and leaves every other one — and every failed check — to Fastify, untouched.
// What the lane keeps: the caller's Authorization forwarded as the backend expects it, hop-by-hop
// headers dropped and X-Forwarded-* by TRUST_PROXY (hop-headers.ts, client-address.ts), helmet's
// headers and no-store, uploads streamed with the size limit (413 before the body ends), 502/503/504
// in the platform's error shape, the access log at info with secrets masked, the metrics, the
// sampled contract drift check, event streams ended at shutdown and aborted when the client leaves.
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { PassThrough, type Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { type Dispatcher, Pool } from 'undici';
import type { GatewayContext } from '../../context';
import type { ContractOperation } from '../../contract/contract';
import type { OperationHooks } from '../../contract/operation-route';
import { contractValidatorCompiler } from '../../contract/validators';
import type { logRequest } from '../../http/log-redaction';
import { problem } from '../../http/problem';
import { HSTS, securityHeaderPairs, USER_DATA_UPSTREAMS } from '../../http/security-headers';
import {
  isTooLarge,
  tooLarge,
  upstreamFailureStatus,
  upstreamPoolOptions,
  upstreamProblem,
} from '../forward-operations';
import { type AccessEntry, accessLineWriter } from './access-line';
import { type ClientAddress, clientAddressReader } from './client-address';
import {
  answerHeaders,
  forwardedRequestHeaders,
  type SecurityHeaders,
  securityHeaderBlock,
} from './hop-headers';
import { type LaneOperation, LaneRoutes } from './lane-routes';

export interface ProxyFastLaneOptions {
  ctx: GatewayContext;
  /** The upstream's base URL (its path, if any, goes before the request's). */
  base: string;
  /** The operations the lane may serve (those of the proxied upstream it can serve in full). */
  operations: readonly ContractOperation[];
  log: FastifyBaseLogger;
  /** Milliseconds the upstream's answer may take to start, and to pause between chunks. */
  timeoutMs: number;
}

interface LaneShared {
  ctx: GatewayContext;
  log: FastifyBaseLogger;
  base: string;
  pool: Dispatcher;
  basePath: string;
  upstreamHost: string;
  readAddress: (request: IncomingMessage) => ClientAddress;
  security: SecurityHeaders;
  bodyLimit: number;
  /** The access log is written at info: below that level its line is not even built. */
  logsRequests: boolean;
  /** The access line written from its template (access-line.ts), or null: log.info writes it. */
  accessLine: ((entry: AccessEntry) => void) | null;
}

export class ProxyFastLane {
  private readonly routes: LaneRoutes;
  private readonly pool: Pool;
  private hooks: OperationHooks | null = null;
  private nextId = 0;
  /** Everything an exchange needs from the lane (one object, built once, shared by every exchange). */
  readonly shared: LaneShared;

  constructor(private readonly options: ProxyFastLaneOptions) {
    const { ctx, base, operations, timeoutMs, log } = options;
    this.routes = new LaneRoutes(operations, contractValidatorCompiler(ctx.contract));
    const url = new URL(base);
    this.pool = new Pool(url.origin, upstreamPoolOptions(timeoutMs));
    const logsRequests = ['trace', 'debug', 'info'].includes(ctx.config.logLevel);
    this.shared = {
      ctx,
      log,
      base,
      pool: this.pool,
      basePath: url.pathname.replace(/\/+$/, ''),
      upstreamHost: url.host,
      readAddress: clientAddressReader(ctx.config.trustProxy),
      security: securityHeaderBlock(securityHeaderPairs(ctx.config.upstreams.maps.browserAk !== '')),
      bodyLimit: ctx.config.bodyLimitBytes,
      logsRequests,
      accessLine: logsRequests ? accessLineWriter(log) : null,
    };
  }

  /**
   * Opens the lane once every plugin has filled in the operation hooks. A hook that answers or
   * watches requests (the mock's injected faults, its journal) needs the Fastify route, so with
   * one of those set, or once any hook changes, the lane leaves every request to Fastify.
   */
  open(): void {
    const { hooks } = this.options.ctx;
    if (hooks.faultInjector !== null || hooks.requestObserver !== null || hooks.answerObserver !== null)
      return;
    this.hooks = { ...hooks };
  }

  async close(): Promise<void> {
    this.hooks = null;
    await this.pool.close();
  }

  /** Serves the request and returns true, or returns false and leaves it to Fastify. */
  serve(request: IncomingMessage, response: ServerResponse): boolean {
    const { ctx } = this.options;
    const hooks = this.hooks;
    if (hooks === null || ctx.draining || !sameHooks(hooks, ctx.hooks)) return false;
    const url = request.url ?? '';
    const method = request.method ?? '';
    const match = this.routes.match(method, url);
    if (match === null) return false;
    const { route } = match;
    const headers = request.headers;
    const length = headers['content-length'];
    const hasBody = headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
    if (!hasBody) {
      // Without a body: any declared type, or a body the operation requires, is Fastify's to judge.
      if (route.bodyRequired || headers['content-type'] !== undefined) return false;
    } else if (!route.streamsUploads || !isMultipart(headers['content-type'])) {
      return false;
    }
    new LaneExchange(this, route, request, response, url, method, hasBody).start();
    return true;
  }

  requestId(): string {
    this.nextId = (this.nextId + 1) % 2 ** 31;
    return `lane-${this.nextId.toString(36)}`;
  }
}

function sameHooks(a: OperationHooks, b: OperationHooks): boolean {
  return (
    a.sessionCheck === b.sessionCheck &&
    a.answerOverride === b.answerOverride &&
    a.faultInjector === b.faultInjector &&
    a.requestObserver === b.requestObserver &&
    a.answerObserver === b.answerObserver
  );
}

function isMultipart(type: string | string[] | undefined): boolean {
  return typeof type === 'string' && type.toLowerCase().startsWith('multipart/form-data');
}

/** One request through the lane: the undici dispatch handler that writes the client's answer. */
class LaneExchange implements Dispatcher.DispatchHandler {
  private readonly started = performance.now();
  private readonly address: ClientAddress;
  private readonly lane: LaneShared;
  private controller: Dispatcher.DispatchController | null = null;
  private recorder: { chunk: (chunk: Buffer) => void; end: () => void } | null = null;
  private forgetStream: (() => void) | null = null;
  private done = false;

  constructor(
    private readonly owner: ProxyFastLane,
    private readonly route: LaneOperation,
    private readonly request: IncomingMessage,
    private readonly response: ServerResponse,
    private readonly url: string,
    private readonly method: string,
    private readonly hasBody: boolean,
  ) {
    this.lane = owner.shared;
    this.address = this.lane.readAddress(request);
  }

  start(): void {
    const { lane, request, response } = this;
    const declared = Number(request.headers['content-length']);
    if (this.hasBody && Number.isFinite(declared) && declared > lane.bodyLimit) {
      this.refuseTooLarge();
      return;
    }
    response.once('close', this.clientClosed);
    lane.pool.dispatch(
      {
        path: lane.basePath + this.url,
        method: this.method as Dispatcher.HttpMethod,
        headers: forwardedRequestHeaders(request.headers, {
          upstreamHost: lane.upstreamHost,
          clientIp: this.address.ip,
          protocol: this.address.protocol,
        }),
        body: this.hasBody ? limited(request, lane.bodyLimit) : null,
      },
      this,
    );
  }

  /** The client left before its answer ended: the upstream's work stops too. */
  private readonly clientClosed = () => {
    if (this.done) return;
    this.done = true;
    this.forgetStream?.();
    this.controller?.abort(new Error('the client closed the connection'));
    // Counted with the status it had when the client left, as Fastify's onResponse hook counts it.
    this.finish(this.response.statusCode);
  };

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.controller = controller;
    if (this.done) controller.abort(new Error('the client closed the connection'));
  }

  onResponseStart(
    controller: Dispatcher.DispatchController,
    statusCode: number,
    headers: Record<string, string | string[] | undefined>,
  ): void {
    if (statusCode < 200 || this.done) return;
    const { lane, response, request } = this;
    const type = String(headers['content-type'] ?? '');
    const flat = answerHeaders(headers, {
      security: lane.security,
      hsts: this.address.protocol === 'https' ? HSTS : null,
      noStore: USER_DATA_UPSTREAMS.has(this.route.operation.upstream),
      // An HTTP/1 connection cannot be reused until the request body has been read.
      close: !request.complete && this.hasBody,
    });
    try {
      response.writeHead(statusCode, flat);
    } catch (error) {
      // An answer Node cannot send (an invalid status or header): the upstream's fault.
      controller.abort(error as Error);
      return;
    }
    if (type.startsWith('text/event-stream')) {
      response.flushHeaders();
      this.forgetStream = lane.ctx.streams.track((frame) => {
        this.done = true;
        response.end(frame);
        controller.abort(new Error('the gateway is shutting down'));
        this.finish(statusCode);
      });
    } else if (lane.ctx.contractDrift && type.includes('json') && lane.ctx.contractDrift.sample()) {
      this.recorder = lane.ctx.contractDrift.recorder(this.route.operation, statusCode, type);
    }
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    if (this.done) return;
    this.recorder?.chunk(chunk);
    // Back-pressure: a slow client pauses the upstream's body instead of the gateway buffering it.
    if (!this.response.write(chunk)) {
      controller.pause();
      this.response.once('drain', () => controller.resume());
    }
  }

  onResponseEnd(): void {
    if (this.done) return;
    this.done = true;
    this.forgetStream?.();
    this.response.end();
    this.recorder?.end();
    this.finish(this.response.statusCode);
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    if (this.done) return;
    this.done = true;
    this.forgetStream?.();
    const { response, lane } = this;
    if (isTooLarge(error)) {
      this.refuseTooLarge();
      return;
    }
    lane.log.warn({ reqId: this.reqId(), err: error, upstream: lane.base }, 'upstream failed');
    if (response.headersSent) {
      // The answer had started: all the client can be told is that it broke off.
      response.destroy(error);
      this.finish(response.statusCode);
      return;
    }
    const status = upstreamFailureStatus(error);
    lane.ctx.metrics?.upstreamFailures.inc({ upstream: this.route.operation.upstream, status });
    this.answerProblem(status, upstreamProblem(status, this.url), false);
  }

  private id: string | null = null;

  private reqId(): string {
    this.id ??= this.owner.requestId();
    return this.id;
  }

  /** 413 in the platform's shape; the connection closes, the rest of the body is never read. */
  private refuseTooLarge(): void {
    this.done = true;
    this.answerProblem(413, problem(413, tooLarge(this.lane.bodyLimit).message, this.url), true);
  }

  private answerProblem(status: number, body: object, close: boolean): void {
    const { response, lane } = this;
    const text = JSON.stringify(body);
    const flat = answerHeaders(
      {
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(Buffer.byteLength(text)),
      },
      {
        security: lane.security,
        hsts: this.address.protocol === 'https' ? HSTS : null,
        noStore: USER_DATA_UPSTREAMS.has(this.route.operation.upstream),
        close,
      },
    );
    if (!response.headersSent) response.writeHead(status, flat);
    response.end(text);
    this.finish(status);
  }

  /** The access-log line and the request metric, as the Fastify path's onResponse hooks write them. */
  private finish(statusCode: number): void {
    const { lane, request } = this;
    const responseTime = performance.now() - this.started;
    const operation = this.route.operation.operationId;
    lane.ctx.metrics?.requests.observe(
      { operation, method: this.method, status: statusCode },
      responseTime / 1000,
    );
    if (!lane.logsRequests) return;
    if (lane.accessLine !== null) {
      lane.accessLine({
        connection: request.socket,
        reqId: this.reqId(),
        method: this.method,
        url: this.url,
        host: request.headers.host ?? '',
        ip: this.address.ip,
        remotePort: request.socket.remotePort,
        statusCode,
        responseTime,
      });
      return;
    }
    lane.log.info(
      {
        reqId: this.reqId(),
        // The logger's `req` serializer (logRequest: the URL's secrets masked) reads these fields.
        req: {
          method: this.method,
          url: this.url,
          host: request.headers.host ?? '',
          ip: this.address.ip,
          socket: request.socket,
        } satisfies Pick<Parameters<typeof logRequest>[0], 'method' | 'url' | 'host' | 'ip' | 'socket'>,
        res: { statusCode },
        responseTime,
      },
      'request completed',
    );
  }
}

/**
 * The request body as it streams, failing (413) once more than `limit` bytes have passed: the
 * chunk over the limit is not passed on, and the client's request is left unread (not destroyed)
 * so that it still gets the 413 before its connection closes.
 */
function limited(body: Readable, limit: number): Readable {
  const out = new PassThrough();
  let seen = 0;
  const count = (chunk: Buffer) => {
    seen += chunk.length;
    if (seen <= limit) return;
    body.off('data', count);
    body.unpipe(out);
    body.pause();
    out.destroy(tooLarge(limit));
  };
  // Registered before the pipe's own listener: it sees each chunk before the chunk is passed on.
  body.on('data', count);
  body.pipe(out);
  return out;
}

/**
 * Puts `lane` in front of Fastify on its own HTTP server: the server's one 'request' listener
 * (Fastify's router) is called only for what the lane leaves. Fastify's app.inject() does not go
 * through the server, so injected requests always take the Fastify route.
 */
export function serveBelowFastify(server: Server, lane: ProxyFastLane): void {
  const listeners = server.listeners('request') as RequestListener[];
  const fastify = listeners[0];
  if (listeners.length !== 1 || fastify === undefined) {
    throw new Error(
      `the proxy's fast lane expects Fastify's one request listener, found ${listeners.length}`,
    );
  }
  server.removeListener('request', fastify);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!lane.serve(request, response)) fastify.call(server, request, response);
  });
}
