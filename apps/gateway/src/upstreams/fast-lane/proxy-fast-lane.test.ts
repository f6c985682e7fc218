// The backend's calls through the fast lane, over real HTTP (app.inject never reaches it): the same
// answers as the Fastify route, streamed both ways, the upstream's failures in the platform's shape,
// uploads refused while streaming, the hop's headers, metrics and drift, and what it leaves to Fastify.
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildGateway, loadConfig } from '../../app';
import { shutdownFrame } from '../../http/open-streams';
import { ProxyFastLane } from './proxy-fast-lane';

const publicKey = '-----BEGIN PUBLIC KEY-----\nx\n-----END PUBLIC KEY-----';
const apps: FastifyInstance[] = [];
const servers: Server[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(apps.splice(0).map((app) => app.close()));
  for (const server of servers.splice(0)) server.closeAllConnections();
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
});

type Handler = (request: IncomingMessage, response: ServerResponse) => void;
async function upstream(handler: Handler): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The gateway with the backend proxied to `api`, listening on a free port. */
async function listening(api: string, env: Record<string, string> = {}) {
  const app = await buildGateway(
    loadConfig({
      DATA_DIR: ':memory:',
      WEB_ROOT: '',
      LOG_LEVEL: 'silent',
      API_MODE: 'proxy',
      API_URL: api,
      RSA_PUBLIC_KEY: publicKey,
      ...env,
    }),
  );
  apps.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, origin: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

/** Whether the lane took each request (true) or left it to Fastify (false), in order. */
function laneTook() {
  const serve = vi.spyOn(ProxyFastLane.prototype, 'serve');
  return () => serve.mock.results.map((result) => result.value as boolean);
}

const TENANT = { code: 200, msg: '操作成功', data: 0 };
const backend: Handler = (request, response) => {
  request.resume();
  response.writeHead(200, {
    'content-type': 'application/json',
    'x-seen-auth': request.headers.authorization ?? '',
  });
  response.end(JSON.stringify(TENANT));
};

/** Headers that name the connection or the moment, not the answer. */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
const answerHeaders = (headers: IncomingHttpHeaders | Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_CONNECTION.has(name)));

describe('the fast lane of the backend calls', () => {
  it('answers exactly as the Fastify route does: status, body and every header', async () => {
    const took = laneTook();
    const { app, origin } = await listening(await upstream(backend));
    for (const url of [
      '/api/administration/getTenantType',
      '/api/administration/bigScreen/heat?days=30&diseaseType=crack',
      '/api/system/deblockingAccount/42',
    ]) {
      const method = 'GET';
      const headers = { authorization: 'Bearer jt-token' };
      const viaLane = await fetch(`${origin}${url}`, { method, headers });
      const viaFastify = await app.inject({ method, url, headers });
      expect(viaLane.status).toBe(viaFastify.statusCode);
      expect(await viaLane.text()).toBe(viaFastify.body);
      expect(answerHeaders(Object.fromEntries(viaLane.headers))).toEqual(answerHeaders(viaFastify.headers));
      expect(viaLane.headers.get('x-seen-auth')).toBe('Bearer jt-token');
      expect(viaLane.headers.get('cache-control')).toBe('no-store');
    }
    expect(took()).toEqual([true, true, true]);
  });

  it('leaves to Fastify what fails the contract, bodies to validate and unknown paths, answered as before', async () => {
    const took = laneTook();
    const { app, origin } = await listening(await upstream(backend));
    const cases = [
      { method: 'GET', url: '/api/administration/bigScreen/heat?days=31' },
      { method: 'GET', url: '/api/no/such/call' },
      { method: 'POST', url: '/api/component/config/getGlobalConfig/nope' },
      {
        method: 'PUT',
        url: '/api/system/updateCscpUserPwd/1',
        body: '{"oldPassword":1}',
        type: 'application/json',
      },
    ];
    for (const { method, url, body, type } of cases) {
      const headers: Record<string, string> = {
        authorization: 'Bearer t',
        ...(type ? { 'content-type': type } : {}),
      };
      const viaServer = await fetch(`${origin}${url}`, { method, headers, ...(body ? { body } : {}) });
      const viaFastify = await app.inject({
        method: method as 'GET',
        url,
        headers,
        ...(body ? { payload: body } : {}),
      });
      expect(viaServer.status).toBe(viaFastify.statusCode);
      expect(await viaServer.text()).toBe(viaFastify.body);
    }
    expect(took()).toEqual([false, false, false, false]);
  });

  it('streams the answer as the upstream sends it, never waiting for its end', async () => {
    let finish: () => void = () => {};
    const api = await upstream((request, response) => {
      request.resume();
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"code":200,"msg":"操作成功","data":');
      finish = () => response.end('0}');
    });
    const { origin } = await listening(api);
    const answer = await fetch(`${origin}/api/administration/getTenantType`, {
      headers: { authorization: 'Bearer t' },
    });
    const reader = (answer.body as ReadableStream<Uint8Array>).getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe('{"code":200,"msg":"操作成功","data":');
    finish();
    const rest = await reader.read();
    expect(new TextDecoder().decode(rest.value)).toBe('0}');
  });

  it('aborts the upstream request when the client leaves', async () => {
    let upstreamClosed: () => void = () => {};
    const closed = new Promise<void>((done) => {
      upstreamClosed = done;
    });
    const api = await upstream((request, response) => {
      request.resume();
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{');
      response.on('close', () => upstreamClosed());
    });
    const { origin } = await listening(api);
    const controller = new AbortController();
    const answer = await fetch(`${origin}/api/administration/getTenantType`, {
      headers: { authorization: 'Bearer t' },
      signal: controller.signal,
    });
    expect(answer.status).toBe(200);
    const started = performance.now();
    controller.abort();
    await closed;
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('ends an event stream with the final error frame when the gateway shuts down', async () => {
    const api = await upstream((request, response) => {
      request.resume();
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write('data: {"event":"message","n":1}\n\n');
    });
    const { app, origin } = await listening(api);
    const answer = await fetch(`${origin}/api/administration/getTenantType`);
    const reader = (answer.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = decoder.decode((await reader.read()).value);
    expect(text).toBe('data: {"event":"message","n":1}\n\n');
    apps.splice(apps.indexOf(app), 1);
    const closing = app.close();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      text += decoder.decode(chunk.value);
    }
    await closing;
    expect(text).toBe(`data: {"event":"message","n":1}\n\n${shutdownFrame()}`);
  });

  it("answers an upstream that is down 503 and one that breaks off 502, in the platform's shape", async () => {
    const gone = await upstream(() => {});
    const goneServer = servers.pop() as Server;
    await new Promise((done) => goneServer.close(done));
    const down = await listening(gone);
    const refused = await fetch(`${down.origin}/api/administration/getTenantType`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(await refused.json()).toEqual({
      type: 'https://www.jhipster.tech/problem/problem-with-message',
      title: 'Service Unavailable',
      status: 503,
      detail: '上游服务暂不可用，请稍后重试',
      path: '/api/administration/getTenantType',
      message: 'error.upstream.unavailable',
    });

    const resetting = await upstream((request) => request.socket.destroy());
    const reset = await listening(resetting);
    const broken = await fetch(`${reset.origin}/api/administration/getTenantType?x=1`);
    expect(broken.status).toBe(502);
    expect(await broken.json()).toMatchObject({
      status: 502,
      path: '/api/administration/getTenantType',
      message: 'error.upstream.badGateway',
    });
  });

  it('drops hop-by-hop headers both ways and sets X-Forwarded-* from what it knows', async () => {
    let seen: IncomingHttpHeaders = {};
    const api = await upstream((request, response) => {
      seen = request.headers;
      request.resume();
      response.writeHead(200, {
        'content-type': 'application/json',
        connection: 'keep-alive, x-upstream-hop',
        'x-upstream-hop': 'for the gateway only',
        'cache-control': 'private, max-age=5',
      });
      response.end(JSON.stringify(TENANT));
    });
    const { origin } = await listening(api);
    const { port } = new URL(api);
    const answer = await new Promise<IncomingMessage>((done, fail) => {
      const req = httpRequest(`${origin}/api/administration/getTenantType`, {
        headers: {
          authorization: 'Bearer t',
          connection: 'keep-alive, x-client-hop',
          'x-client-hop': 'for the gateway only',
          'x-forwarded-for': '6.6.6.6',
          'x-forwarded-proto': 'https',
        },
      });
      req.on('response', done).on('error', fail).end();
    });
    answer.resume();
    expect(answer.headers['x-upstream-hop']).toBeUndefined();
    expect(answer.headers['cache-control']).toBe('private, max-age=5');
    expect(answer.headers['strict-transport-security']).toBeUndefined();
    expect(seen['x-client-hop']).toBeUndefined();
    expect(seen.authorization).toBe('Bearer t');
    expect(seen.host).toBe(`127.0.0.1:${port}`);
    expect(seen['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen['x-forwarded-proto']).toBe('http');
    expect(seen['x-forwarded-host']).toBe(new URL(origin).host);
  });

  it('believes X-Forwarded-* from the proxy TRUST_PROXY names: the client address and HSTS over TLS', async () => {
    let seen: IncomingHttpHeaders = {};
    const api = await upstream((request, response) => {
      seen = request.headers;
      backend(request, response);
    });
    const { origin } = await listening(api, { TRUST_PROXY: '1' });
    const answer = await fetch(`${origin}/api/administration/getTenantType`, {
      headers: { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https' },
    });
    expect(answer.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(seen['x-forwarded-for']).toBe('203.0.113.9');
    expect(seen['x-forwarded-proto']).toBe('https');
  });
});

interface Answer {
  status: number;
  body: string;
}
async function answerOf(response: IncomingMessage): Promise<Answer> {
  let body = '';
  for await (const chunk of response) body += (chunk as Buffer).toString();
  return { status: response.statusCode ?? 0, body };
}

describe('uploads through the fast lane', () => {
  const boundary = 'jtboundary';
  const part = (bytes: Buffer) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
  const type = `multipart/form-data; boundary=${boundary}`;

  it('streams an upload to the backend byte for byte', async () => {
    const took = laneTook();
    let received = Buffer.alloc(0);
    const api = await upstream((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received = Buffer.concat(chunks);
        backend(request, response);
      });
    });
    const { origin } = await listening(api);
    const body = part(Buffer.alloc(200_000, 7));
    const answer = await fetch(`${origin}/api/minio/uploadFile`, {
      method: 'POST',
      headers: { 'content-type': type, authorization: 'Bearer t' },
      body,
    });
    expect(answer.status).toBe(200);
    expect(received.equals(body)).toBe(true);
    expect(took()).toEqual([true]);
  });

  it('refuses a declared size over the limit with 413 before the backend is called', async () => {
    let called = false;
    const api = await upstream((request, response) => {
      called = true;
      backend(request, response);
    });
    const { origin } = await listening(api, { BODY_LIMIT_MB: '1' });
    const status = await new Promise<Promise<Answer>>((done, fail) => {
      const req = httpRequest(`${origin}/api/minio/uploadFile`, {
        method: 'POST',
        headers: {
          'content-type': type,
          'content-length': String(2 * 1024 * 1024),
          authorization: 'Bearer t',
        },
      });
      req.on('response', (response) => done(answerOf(response)));
      req.on('error', fail);
      req.write(Buffer.alloc(1024));
    });
    expect(status.status).toBe(413);
    expect(JSON.parse(status.body)).toMatchObject({ status: 413, detail: '请求内容超过 1 MB 的上限' });
    expect(called).toBe(false);
  });

  it('answers 413 while a chunked upload streams, before the backend has read it all', async () => {
    let received = 0;
    const api = await upstream((request, response) => {
      request.on('data', (chunk: Buffer) => {
        received += chunk.length;
      });
      request.on('end', () => backend(request, response));
      request.on('error', () => {});
    });
    const { origin } = await listening(api, { BODY_LIMIT_MB: '1' });
    const answer = await new Promise<Promise<Answer>>((done, fail) => {
      const req = httpRequest(`${origin}/api/minio/uploadFile`, {
        method: 'POST',
        headers: { 'content-type': type, authorization: 'Bearer t' },
      });
      req.on('response', (response) => done(answerOf(response)));
      req.on('error', fail);
      const chunk = Buffer.alloc(64 * 1024, 1);
      let sent = 0;
      const pump = () => {
        while (sent < 8 * 1024 * 1024 && !req.destroyed) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
      };
      pump();
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 413, message: 'error.http.413' });
    expect(received).toBeLessThan(2 * 1024 * 1024);
  });
});

describe('what the fast lane counts', () => {
  it('counts its requests by operation and checks a sample of answers against the contract', async () => {
    const api = await upstream((request, response) => {
      request.resume();
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ code: 200, msg: '操作成功', data: 'not a number' }));
    });
    const { app, origin } = await listening(api, { METRICS_PORT: '9464', CONTRACT_DRIFT_EVERY: '1' });
    const took = laneTook();
    for (let i = 0; i < 2; i++) {
      expect((await fetch(`${origin}/api/administration/getTenantType`)).status).toBe(200);
    }
    expect(took()).toEqual([true, true]);
    const drift = 'jt_gateway_contract_drift_total{operation="getTenantType",status="200"} 2';
    let text = '';
    for (let tries = 0; tries < 50 && !text.includes(drift); tries++) {
      text = (await app.metricsServer?.inject({ method: 'GET', url: '/metrics' }))?.body ?? '';
      if (!text.includes(drift)) await new Promise((wait) => setTimeout(wait, 20));
    }
    expect(text).toContain(drift);
    expect(text).toContain(
      'jt_gateway_request_duration_seconds_count{operation="getTenantType",method="GET",status="200"} 2',
    );
  });
});
