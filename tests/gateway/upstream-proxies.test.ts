// Proxy mode of the gateway's own upstreams — the chat service, Baidu's map web services and
// object storage — against small upstreams the test starts: the gateway checks the session,
// puts its own keys in, never passes the caller's jtToken on, and streams the answers back.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, gateway, tokenOf } from './support/gateway';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type Handler = (request: Seen, response: ServerResponse) => void;

let upstream: Server;
let upstreamUrl: string;
let seen: Seen[] = [];
let handle: Handler;

beforeAll(async () => {
  upstream = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const request = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      seen.push(request);
      handle(request, res);
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => upstream.close(resolve));
});

let app: FastifyInstance;
let token: string;

beforeEach(() => {
  seen = [];
});

afterEach(async () => {
  await app?.close();
});

const AGENTS = ['MAIN', 'ACCEPTANCE', 'POLICY', 'DISEASE', 'PATROL', 'TRAFFIC', 'OPERATION', 'DISPOSAL'];
const chatEnv = () => ({
  CHAT_MODE: 'proxy',
  CHAT_URL: upstreamUrl,
  ...Object.fromEntries(AGENTS.map((agent) => [`CHAT_KEY_${agent}`, `app-key-${agent.toLowerCase()}`])),
});

const ASK = {
  inputs: { device_type: 'pc', account: 'admin', online: '0', patrolId: '', diseaseId: '' },
  query: '今日巡查情况',
  response_mode: 'streaming',
  conversation_id: '',
  user: 'admin',
};

describe('the chat service in proxy mode', () => {
  beforeEach(async () => {
    app = await gateway(chatEnv());
    token = await tokenOf(app, ADMIN);
  });

  it("streams the agent's events as they come, with the agent's key in place of the jtToken", async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    handle = (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
      response.write('data: {"event":"message","task_id":"t1","answer":"您好，"}\n\n');
      void released.then(() => {
        response.end('data: {"event":"message_end","task_id":"t1"}\n\n');
      });
    };
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const answer = await fetch(`${address}/chat/traffic/v1/chat-messages`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json', cookie: 'session=1' },
      body: JSON.stringify(ASK),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(answer.headers.get('x-accel-buffering')).toBe('no');
    const reader = (answer.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    // The first event arrives while the upstream is still answering: nothing is buffered.
    const first = await reader.read();
    expect(decoder.decode(first.value)).toBe(
      'data: {"event":"message","task_id":"t1","answer":"您好，"}\n\n',
    );
    release();
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      rest += decoder.decode(chunk.value);
    expect(rest).toBe('data: {"event":"message_end","task_id":"t1"}\n\n');

    expect(seen).toHaveLength(1);
    const [call] = seen;
    expect(call?.method).toBe('POST');
    expect(call?.url).toBe('/v1/chat-messages');
    expect(call?.headers.authorization).toBe('Bearer app-key-traffic');
    expect(call?.headers.cookie).toBeUndefined();
    expect(JSON.parse(call?.body ?? '')).toEqual(ASK);
  });

  it("stops a task on the same agent's app, and reads a static image without passing the access_token on", async () => {
    handle = (request, response) => {
      if (request.url.startsWith('/static/')) {
        response.writeHead(200, { 'content-type': 'image/png' });
        response.end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"result": "success"}');
    };
    const stop = await app.inject({
      method: 'POST',
      url: '/chat/patrol/v1/chat-messages/c3f1e8a2-5b7d-4e0a-9f12-6d8b3a4c7e91/stop',
      headers: { authorization: token },
      payload: { user: 'admin' },
    });
    expect(stop.statusCode).toBe(200);
    expect(stop.json()).toEqual({ result: 'success' });
    const image = await app.inject({
      method: 'GET',
      url: `/chat/static/road-map-1.png?access_token=${token.replace('Bearer ', '')}`,
    });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    expect(seen.map((call) => [call.url, call.headers.authorization])).toEqual([
      ['/v1/chat-messages/c3f1e8a2-5b7d-4e0a-9f12-6d8b3a4c7e91/stop', 'Bearer app-key-patrol'],
      ['/static/road-map-1.png', 'Bearer app-key-main'],
    ]);
  });

  it("passes the chat service's refusal on unchanged", async () => {
    handle = (_request, response) => {
      response.writeHead(400, { 'content-type': 'application/json' });
      response.end(
        '{"code":"app_unavailable","message":"App unavailable, please check your app configurations.","status":400}',
      );
    };
    const answer = await app.inject({
      method: 'POST',
      url: '/chat/main/v1/chat-messages',
      headers: { authorization: token },
      payload: ASK,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      code: 'app_unavailable',
      message: 'App unavailable, please check your app configurations.',
      status: 400,
    });
  });

  it('calls nobody without a session, or for an agent that does not exist', async () => {
    handle = () => {
      throw new Error('the upstream must not be called');
    };
    const anonymous = await app.inject({ method: 'POST', url: '/chat/main/v1/chat-messages', payload: ASK });
    expect(anonymous.statusCode).toBe(401);
    const unknownAgent = await app.inject({
      method: 'POST',
      url: '/chat/weather/v1/chat-messages',
      headers: { authorization: token },
      payload: ASK,
    });
    expect(unknownAgent.statusCode).toBe(400);
    expect(seen).toEqual([]);
  });
});

describe("Baidu's map web services in proxy mode", () => {
  const mapsEnv = (sk = '') => ({
    MAPS_MODE: 'proxy',
    MAPS_URL: upstreamUrl,
    MAPS_AK: 'server-ak',
    MAPS_SK: sk,
  });

  beforeEach(() => {
    handle = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"status":0,"result":{"location":{"lng":118.79,"lat":32.06}}}');
    };
  });

  it("calls Baidu's own path with the server AK and output=json, dropping what only the gateway sets", async () => {
    app = await gateway(mapsEnv());
    token = await tokenOf(app, ADMIN);
    const answer = await app.inject({
      method: 'GET',
      url: '/maps/geocoding/v3?address=南京市江宁区双龙大道&city=南京市&ak=stolen&output=xml&callback=jsonp1',
      headers: { authorization: token },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 0, result: { location: { lng: 118.79, lat: 32.06 } } });
    expect(seen).toHaveLength(1);
    const call = new URL(seen[0]?.url ?? '', upstreamUrl);
    expect(call.pathname).toBe('/geocoding/v3/');
    expect([...call.searchParams]).toEqual([
      ['address', '南京市江宁区双龙大道'],
      ['city', '南京市'],
      ['output', 'json'],
      ['ak', 'server-ak'],
    ]);
    expect(seen[0]?.headers.authorization).toBeUndefined();
  });

  it('signs with sn and timestamp when an SK is configured, the POST form sorted by name', async () => {
    app = await gateway(mapsEnv('server-sk'));
    token = await tokenOf(app, ADMIN);
    const points =
      '[{"latitude":40.124117,"longitude":116.281942,"coord_type_input":"bd09ll","loc_time":1716012600}]';
    const answer = await app.inject({
      method: 'POST',
      url: '/maps/rectify/v1/track',
      headers: { authorization: token, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ point_list: points, supplement_mode: 'driving' }).toString(),
    });
    expect(answer.statusCode).toBe(200);
    const sent = new URLSearchParams(seen[0]?.body ?? '');
    expect([...sent.keys()]).toEqual(['ak', 'point_list', 'supplement_mode', 'timestamp', 'sn']);
    expect(sent.get('ak')).toBe('server-ak');
    expect(sent.get('point_list')).toBe(points);
    expect(sent.get('sn')).toMatch(/^[0-9a-f]{32}$/);
    expect(seen[0]?.url).toBe('/rectify/v1/track');
    // A form is the contract's: a key of the caller's own is refused, not passed on.
    const withKey = await app.inject({
      method: 'POST',
      url: '/maps/rectify/v1/track',
      headers: { authorization: token, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ point_list: points, ak: 'stolen' }).toString(),
    });
    expect(withKey.statusCode).toBe(400);
    expect(withKey.json().fieldErrors).toEqual([
      {
        objectName: 'body',
        field: 'ak',
        rule: 'additionalProperties',
        message: 'is not a documented property',
      },
    ]);
    expect(seen).toHaveLength(1);
  });

  it('refuses a call without a session before Baidu is asked', async () => {
    app = await gateway(mapsEnv());
    const answer = await app.inject({ method: 'GET', url: '/maps/geocoding/v3?address=南京' });
    expect(answer.statusCode).toBe(401);
    expect(seen).toEqual([]);
  });
});

describe('object storage in proxy mode', () => {
  const storageEnv = (keys: Record<string, string> = {}) => ({
    STORAGE_MODE: 'proxy',
    STORAGE_URL: upstreamUrl,
    STORAGE_BUCKET: 'jt-media',
    ...keys,
  });

  beforeEach(() => {
    handle = (request, response) => {
      if (request.headers.range === 'bytes=2-5') {
        response.writeHead(206, {
          'content-type': 'video/mp4',
          'content-range': 'bytes 2-5/10',
          'accept-ranges': 'bytes',
        });
        response.end('2345');
        return;
      }
      response.writeHead(200, { 'content-type': 'image/jpeg', 'accept-ranges': 'bytes' });
      response.end('0123456789');
    };
  });

  it("reads the object from the bucket with the caller's range, the jtToken kept back", async () => {
    app = await gateway(storageEnv());
    token = await tokenOf(app, ADMIN);
    const part = await app.inject({
      method: 'GET',
      url: `/media/patrol-0518.mp4?access_token=${token.replace('Bearer ', '')}`,
      headers: { range: 'bytes=2-5' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 2-5/10');
    expect(part.body).toBe('2345');
    expect(seen[0]?.url).toBe('/jt-media/patrol-0518.mp4');
    expect(seen[0]?.headers.authorization).toBeUndefined();
  });

  it('signs the read with AWS Signature V4 for a private bucket', async () => {
    app = await gateway(storageEnv({ STORAGE_ACCESS_KEY: 'minio', STORAGE_SECRET_KEY: 'minio-s3cr3t' }));
    token = await tokenOf(app, ADMIN);
    const whole = await app.inject({
      method: 'GET',
      url: '/media/20240518084721_IMG_0412_lx3k9a.jpg',
      headers: { authorization: token },
    });
    expect(whole.statusCode).toBe(200);
    expect(whole.body).toBe('0123456789');
    const headers = seen[0]?.headers ?? {};
    expect(headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=minio\/\d{8}\/us-east-1\/s3\/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
    expect(headers['x-amz-date']).toMatch(/^\d{8}T\d{6}Z$/);
  });
});

describe('the session check when the platform backend is proxied', () => {
  const PUBLIC_KEY = '-----BEGIN PUBLIC KEY-----\nx\n-----END PUBLIC KEY-----';

  beforeEach(async () => {
    handle = (request, response) => {
      if (request.url === '/api/component/user/getCurrentUserDetail') {
        if (request.headers.authorization === 'Bearer good') {
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end('{"code":200,"msg":"","data":{"userName":"admin"}}');
          return;
        }
        response.writeHead(403, { 'content-type': 'application/json' });
        response.end(
          '{"status":403,"message":"您的账号已在其他地方登录，请重新登录","params":"error.user.kickOut"}',
        );
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"status":0}');
    };
    app = await gateway({
      API_MODE: 'proxy',
      API_URL: upstreamUrl,
      RSA_PUBLIC_KEY: PUBLIC_KEY,
      MOCK_ADMIN: 'false',
      MAPS_MODE: 'proxy',
      MAPS_URL: upstreamUrl,
      MAPS_AK: 'server-ak',
    });
  });

  it('asks the backend once for a token it accepts, then trusts it for a while', async () => {
    for (let i = 0; i < 3; i++) {
      const answer = await app.inject({
        method: 'GET',
        url: '/maps/weather/v1?district_id=320115&data_type=now',
        headers: { authorization: 'Bearer good' },
      });
      expect(answer.statusCode).toBe(200);
    }
    expect(seen.map((call) => call.url.split('?')[0])).toEqual([
      '/api/component/user/getCurrentUserDetail',
      '/weather/v1/',
      '/weather/v1/',
      '/weather/v1/',
    ]);
  });

  it("passes the backend's refusal on as it is (the kick-out included) and calls no upstream", async () => {
    const answer = await app.inject({
      method: 'GET',
      url: '/maps/weather/v1?district_id=320115',
      headers: { authorization: 'Bearer kicked' },
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({
      status: 403,
      message: '您的账号已在其他地方登录，请重新登录',
      params: 'error.user.kickOut',
    });
    const anonymous = await app.inject({ method: 'GET', url: '/maps/weather/v1?district_id=320115' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().detail).toBe('身份认证信息已失效，请重新登录');
    expect(seen.map((call) => call.url)).toEqual(['/api/component/user/getCurrentUserDetail']);
  });
});
