import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway, loadConfig } from './app';
import { fixtureContract } from './test-support/fixture-contract';

const quiet = { DATA_DIR: ':memory:', WEB_ROOT: '', LOG_LEVEL: 'silent' };
const publicKey = '-----BEGIN PUBLIC KEY-----\nx\n-----END PUBLIC KEY-----';
/** The platform backend proxied to `url`, everything else mocked. */
const proxied = (url: string) =>
  loadConfig({ ...quiet, API_MODE: 'proxy', API_URL: url, RSA_PUBLIC_KEY: publicKey });
let app: FastifyInstance;

afterEach(async () => {
  await app?.close();
});

describe('contract validation', () => {
  beforeAll(() => undefined);

  it('answers 400 naming the field and the rule when a required body field is missing', async () => {
    app = await buildGateway(loadConfig(quiet), { contractDocument: fixtureContract });
    const response = await app.inject({ method: 'POST', url: '/api/demo/login', payload: { password: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      type: 'https://www.jhipster.tech/problem/constraint-violation',
      title: 'Bad Request',
      status: 400,
      detail: "body.username must have required property 'username' (required)",
      path: '/api/demo/login',
      message: 'error.validation',
      fieldErrors: [
        {
          objectName: 'body',
          field: 'username',
          rule: 'required',
          message: "must have required property 'username'",
        },
      ],
    });
  });

  it('rejects an undocumented body property instead of silently dropping it', async () => {
    app = await buildGateway(loadConfig(quiet), { contractDocument: fixtureContract });
    const response = await app.inject({
      method: 'POST',
      url: '/api/demo/login',
      payload: { username: 'admin', password: 'x', isAdmin: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual([
      {
        objectName: 'body',
        field: 'isAdmin',
        rule: 'additionalProperties',
        message: 'is not a documented property',
      },
    ]);
  });

  it('names nested fields with their path and lists the allowed values of an enum', async () => {
    app = await buildGateway(loadConfig(quiet), { contractDocument: fixtureContract });
    const nested = await app.inject({
      method: 'POST',
      url: '/api/demo/login',
      payload: { username: 'admin', password: 'x', roles: [{ code: 'a' }, {}] },
    });
    expect(nested.json().fieldErrors[0]).toMatchObject({ field: 'roles[1].code', rule: 'required' });

    const enumFailure = await app.inject({
      method: 'POST',
      url: '/api/demo/login',
      payload: { username: 'admin', password: 'x', rememberme: 'yes' },
    });
    expect(enumFailure.json().fieldErrors).toEqual([
      { objectName: 'body', field: 'rememberme', rule: 'enum', message: 'must be one of "0", "1"' },
    ]);
  });

  it('does not coerce body types: a number where the contract says string is an error', async () => {
    app = await buildGateway(loadConfig(quiet), { contractDocument: fixtureContract });
    const response = await app.inject({
      method: 'POST',
      url: '/api/demo/login',
      payload: { username: 123, password: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[0]).toMatchObject({
      objectName: 'body',
      field: 'username',
      rule: 'type',
    });
  });

  it('validates path, query and header parameters, coercing their text to the documented types', async () => {
    app = await buildGateway(loadConfig(quiet), { contractDocument: fixtureContract });
    const bad = await app.inject({ method: 'GET', url: '/api/demo/records/0' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors[0]).toMatchObject({ objectName: 'params', field: 'id', rule: 'minimum' });

    const badQuery = await app.inject({ method: 'GET', url: '/api/demo/records/7?level=9' });
    expect(badQuery.json().fieldErrors[0]).toMatchObject({
      objectName: 'querystring',
      field: 'level',
      rule: 'enum',
    });

    const badHeader = await app.inject({
      method: 'POST',
      url: '/api/demo/login',
      headers: { jtcaptchakey: 'x'.repeat(40) },
      payload: { username: 'admin', password: 'x' },
    });
    expect(badHeader.json().fieldErrors[0]).toMatchObject({
      objectName: 'headers',
      field: 'jtcaptchakey',
      rule: 'maxLength',
    });

    const good = await app.inject({ method: 'GET', url: '/api/demo/records/7?level=2' });
    expect(good.statusCode).toBe(200);
  });

  it('answers 400 for a missing or unreadable body and 415 for an undocumented media type', async () => {
    app = await buildGateway(loadConfig(quiet), { contractDocument: fixtureContract });
    const missing = await app.inject({ method: 'POST', url: '/api/demo/login' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: 'error.validation',
      fieldErrors: [{ objectName: 'body', rule: 'required' }],
    });

    const broken = await app.inject({
      method: 'POST',
      url: '/api/demo/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({
      message: 'error.validation',
      fieldErrors: [{ objectName: 'body', rule: 'json' }],
    });

    const text = await app.inject({
      method: 'POST',
      url: '/api/demo/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'username=admin',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ status: 415, title: 'Unsupported Media Type' });
  });

  it("answers the chat service's paths in Dify's invalid_param shape", async () => {
    app = await buildGateway(loadConfig(quiet), { contractDocument: fixtureContract });
    const response = await app.inject({
      method: 'POST',
      url: '/chat/main/v1/chat-messages',
      payload: { query: '你好' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'invalid_param',
      message: "body.user must have required property 'user' (required)",
      status: 400,
    });
  });

  it('answers an undocumented /api call with a Problem 404', async () => {
    app = await buildGateway(loadConfig(quiet), { contractDocument: fixtureContract });
    const response = await app.inject({ method: 'GET', url: '/api/component/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      status: 404,
      title: 'Not Found',
      path: '/api/component/nothing',
    });
  });
});

describe('mock answers from the contract', () => {
  it('answers the first example of the lowest 2xx by default', async () => {
    app = await buildGateway(loadConfig(quiet), { contractDocument: fixtureContract });
    const response = await app.inject({
      method: 'POST',
      url: '/api/demo/login',
      payload: { username: 'admin', password: 'x' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-mock-example']).toBe('success');
    expect(response.json()).toEqual({ code: 200, msg: '登录成功', data: { token: 'Bearer abc' } });
  });

  it('honours Prefer: code= and example=, and the __code / __example query parameters', async () => {
    app = await buildGateway(loadConfig(quiet), { contractDocument: fixtureContract });
    const login = {
      method: 'POST' as const,
      url: '/api/demo/login',
      payload: { username: 'admin', password: 'x' },
    };

    const byCode = await app.inject({ ...login, headers: { prefer: 'code=401' } });
    expect(byCode.statusCode).toBe(401);
    expect(byCode.json()).toEqual({
      attempts: 4,
      badPasswordAttempts: 5,
      captchaAttempts: 3,
      lockoutTime: 0,
    });

    const byName = await app.inject({ ...login, headers: { prefer: 'example=locked' } });
    expect(byName.statusCode).toBe(401);
    expect(byName.json()).toEqual({ badPasswordAttempts: 5, captchaAttempts: 3, lockoutTime: 3600 });

    const both = await app.inject({ ...login, headers: { prefer: 'code=200, example=firstLogin' } });
    expect(both.json().data.passwordStatus).toEqual({ code: 1 });

    const byQuery = await app.inject({ ...login, url: '/api/demo/login?__example=wrongPassword' });
    expect(byQuery.statusCode).toBe(401);
    expect(byQuery.json().attempts).toBe(4);
  });

  it('explains with 422 when the selector asks for an answer the contract does not document', async () => {
    app = await buildGateway(loadConfig(quiet), { contractDocument: fixtureContract });
    const login = {
      method: 'POST' as const,
      url: '/api/demo/login',
      payload: { username: 'admin', password: 'x' },
    };
    const code = await app.inject({ ...login, headers: { prefer: 'code=418' } });
    expect(code.statusCode).toBe(422);
    expect(code.json().detail).toBe(
      'demoLogin documents no answer with code 418. Documented: 200, 401, 500.',
    );
    const name = await app.inject({ ...login, headers: { prefer: 'example=nope' } });
    expect(name.json().detail).toBe(
      "demoLogin documents no example named 'nope'. Documented: success, firstLogin, wrongPassword, locked.",
    );
  });

  it('still validates the request before answering a Prefer selector', async () => {
    app = await buildGateway(loadConfig(quiet), { contractDocument: fixtureContract });
    const response = await app.inject({
      method: 'POST',
      url: '/api/demo/login',
      headers: { prefer: 'code=401' },
      payload: {},
    });
    expect(response.statusCode).toBe(400);
  });

  it('builds an answer from the schema when the contract gives no example, and an empty body when none is documented', async () => {
    app = await buildGateway(loadConfig(quiet), { contractDocument: fixtureContract });
    const record = await app.inject({ method: 'GET', url: '/api/demo/records/3' });
    expect(record.json()).toEqual({ code: 200, data: { roadName: 'G6 京藏高速' } });
    const missing = await app.inject({
      method: 'GET',
      url: '/api/demo/records/3',
      headers: { prefer: 'code=404' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe('');
  });

  it('sends a text/event-stream example as it is', async () => {
    app = await buildGateway(loadConfig(quiet), { contractDocument: fixtureContract });
    const response = await app.inject({
      method: 'POST',
      url: '/chat/patrol/v1/chat-messages',
      payload: { query: '今日巡查', user: 'admin' },
    });
    expect(response.headers['content-type']).toBe('text/event-stream');
    expect(response.body).toBe(
      'data: {"event":"message","answer":"您好"}\n\ndata: {"event":"message_end"}\n\n',
    );
  });

  it('refuses with 501 to invent a binary answer it has no sample file for', async () => {
    app = await buildGateway(loadConfig(quiet), { contractDocument: fixtureContract });
    const response = await app.inject({
      method: 'POST',
      url: '/api/demo/form',
      payload: 'fileName=logo.png',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(501);
    expect(response.json().detail).toContain('demoForm has no sample for its image/png answer');
  });
});

describe('proxy mode', () => {
  let upstream: Server;
  let upstreamUrl: string;
  const seen: Array<{ method: string; url: string; headers: IncomingMessage['headers']; body: string }> = [];

  beforeAll(async () => {
    upstream = createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
        if (req.url?.startsWith('/api/demo/login')) {
          res.writeHead(401, { 'content-type': 'application/json', 'x-backend': 'real' });
          res.end(
            JSON.stringify({ attempts: 2, badPasswordAttempts: 5, captchaAttempts: 3, lockoutTime: 0 }),
          );
          return;
        }
        res.writeHead(200, { 'content-type': 'image/png' });
        res.end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => upstream.close(resolve));
  });

  it('forwards a validated call byte for byte and streams the answer back unchanged', async () => {
    app = await buildGateway(proxied(upstreamUrl), { contractDocument: fixtureContract });
    const sent = '{ "username": "admin",  "password": "cipher==" }';
    const response = await app.inject({
      method: 'POST',
      url: '/api/demo/login?from=sso',
      headers: { 'content-type': 'application/json', authorization: 'Bearer token-1', jtcaptchakey: 'k1' },
      payload: sent,
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['x-backend']).toBe('real');
    expect(response.json()).toEqual({
      attempts: 2,
      badPasswordAttempts: 5,
      captchaAttempts: 3,
      lockoutTime: 0,
    });
    const request = seen.at(-1);
    expect(request).toMatchObject({ method: 'POST', url: '/api/demo/login?from=sso', body: sent });
    expect(request?.headers).toMatchObject({
      authorization: 'Bearer token-1',
      jtcaptchakey: 'k1',
      'content-type': 'application/json',
    });
  });

  it('forwards form bodies as sent and returns binary answers intact', async () => {
    app = await buildGateway(proxied(upstreamUrl), { contractDocument: fixtureContract });
    const response = await app.inject({
      method: 'POST',
      url: '/api/demo/form',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'fileName=%E8%B7%AF.png&serviceType=1',
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    expect(seen.at(-1)?.body).toBe('fileName=%E8%B7%AF.png&serviceType=1');
  });

  it('never forwards a call that fails the contract', async () => {
    app = await buildGateway(proxied(upstreamUrl), { contractDocument: fixtureContract });
    const before = seen.length;
    const response = await app.inject({ method: 'POST', url: '/api/demo/login', payload: { username: '' } });
    expect(response.statusCode).toBe(400);
    expect(seen.length).toBe(before);
  });

  it('answers a Problem 503 when the upstream cannot be reached', async () => {
    app = await buildGateway(proxied('http://127.0.0.1:9'), { contractDocument: fixtureContract });
    const response = await app.inject({ method: 'GET', url: '/api/demo/records/1' });
    expect(response.statusCode).toBeGreaterThanOrEqual(502);
    expect(response.json()).toMatchObject({ status: response.statusCode, path: '/api/demo/records/1' });
  });
});

describe('same-origin web app', () => {
  let webRoot: string;

  beforeAll(async () => {
    webRoot = await mkdtemp(join(tmpdir(), 'jt-web-'));
    await mkdir(join(webRoot, 'assets'));
    await writeFile(join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(join(webRoot, 'assets', 'index-3f9a1c.js'), 'console.log(1)');
    await writeFile(join(webRoot, 'favicon.svg'), '<svg/>');
    await writeFile(join(webRoot, 'assets', 'index-3f9a1c.js.br'), brotliCompressSync('console.log(1)'));
  });

  afterAll(async () => {
    await rm(webRoot, { recursive: true, force: true });
  });

  it('serves hashed assets as immutable and index.html as never cached', async () => {
    app = await buildGateway(loadConfig({ ...quiet, WEB_ROOT: webRoot }), {
      contractDocument: fixtureContract,
    });
    const asset = await app.inject({ method: 'GET', url: '/assets/index-3f9a1c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const root = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(root.statusCode).toBe(200);
    expect(root.headers['cache-control']).toBe('no-cache');
    expect(root.body).toContain('<div id="root">');
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('serves the precompressed variant to a browser that accepts it, with the right headers', async () => {
    app = await buildGateway(loadConfig({ ...quiet, WEB_ROOT: webRoot }), {
      contractDocument: fixtureContract,
    });
    const compressed = await app.inject({
      method: 'GET',
      url: '/assets/index-3f9a1c.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toContain('javascript');
    expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log(1)');
    const plain = await app.inject({ method: 'GET', url: '/assets/index-3f9a1c.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('answers client routes with index.html but never the gateway paths or missing files', async () => {
    app = await buildGateway(loadConfig({ ...quiet, WEB_ROOT: webRoot }), {
      contractDocument: fixtureContract,
    });
    for (const route of ['/login', '/home', '/gl-diseaseInspection', '/system/users?tab=1']) {
      const response = await app.inject({ method: 'GET', url: route });
      expect(response.statusCode, route).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    for (const path of [
      '/api/unknown',
      '/chat/x',
      '/media/missing.png',
      '/__mock/nothing',
      '/assets/gone-123.js',
    ]) {
      const response = await app.inject({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
    }
    const post = await app.inject({ method: 'POST', url: '/home' });
    expect(post.statusCode).toBe(404);
  });

  it('answers a route the build listed in route-pages.json with its own copy of index.html, compressed too', async () => {
    const withPages = await mkdtemp(join(tmpdir(), 'jt-web-pages-'));
    try {
      await mkdir(join(withPages, 'pages'));
      await writeFile(join(withPages, 'index.html'), '<!doctype html><div id="root"></div>');
      const loginHtml =
        '<!doctype html><link rel="modulepreload" href="/assets/LoginPage-1.js"><div id="root"></div>';
      await writeFile(join(withPages, 'pages', 'LoginPage.html'), loginHtml);
      await writeFile(join(withPages, 'pages', 'LoginPage.html.br'), brotliCompressSync(loginHtml));
      await writeFile(
        join(withPages, 'route-pages.json'),
        JSON.stringify({ '/login': 'pages/LoginPage.html', '/sysLogin': 'pages/LoginPage.html' }),
      );
      app = await buildGateway(loadConfig({ ...quiet, WEB_ROOT: withPages }), {
        contractDocument: fixtureContract,
      });
      for (const route of ['/login', '/sysLogin', '/SYSLOGIN/', '/login?redirect=%2Fhome']) {
        const response = await app.inject({ method: 'GET', url: route });
        expect(response.body, route).toBe(loginHtml);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      }
      const compressed = await app.inject({
        method: 'GET',
        url: '/login',
        headers: { 'accept-encoding': 'br' },
      });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(loginHtml);
      const home = await app.inject({ method: 'GET', url: '/home' });
      expect(home.body).toBe('<!doctype html><div id="root"></div>');
      await app.close();

      await writeFile(join(withPages, 'route-pages.json'), JSON.stringify({ '/login': '../../etc/passwd' }));
      await expect(
        buildGateway(loadConfig({ ...quiet, WEB_ROOT: withPages }), { contractDocument: fixtureContract }),
      ).rejects.toThrow('route-pages.json maps /login to ../../etc/passwd, not an HTML file of the build');
    } finally {
      await rm(withPages, { recursive: true, force: true });
    }
  });

  it('refuses to start when the web app has not been built', async () => {
    await expect(buildGateway(loadConfig({ ...quiet, WEB_ROOT: join(webRoot, 'nowhere') }))).rejects.toThrow(
      /WEB_ROOT: .*nowhere has no index.html/,
    );
  });
});

describe('gateway surface', () => {
  it('reports health and the mode of every upstream', async () => {
    app = await buildGateway(proxied('http://backend.internal'), { contractDocument: fixtureContract });
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ok',
      upstreams: { api: 'proxy', chat: 'mock', storage: 'mock', tts: 'mock', maps: 'mock' },
    });
  });

  it('serves the runtime config with the password public key and no secret', async () => {
    app = await buildGateway(
      loadConfig({
        ...quiet,
        MAPS_AK: 'server-secret-ak',
        MAPS_BROWSER_AK: 'browser-ak',
        TTS_API_SECRET: 'tts-secret',
        ...agentKeys(),
      }),
      { contractDocument: fixtureContract },
    );
    const response = await app.inject({ method: 'GET', url: '/app-config.json' });
    expect(response.headers['cache-control']).toBe('no-cache');
    const body = response.json();
    expect(body.rsaPublicKey).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(body.mapAk).toBe('browser-ak');
    expect(response.body).not.toContain('server-secret-ak');
    expect(response.body).not.toContain('agent-key');
    expect(response.body).not.toContain('tts-secret');
    expect(response.body).not.toContain('PRIVATE KEY');
  });

  it('publishes the API reference generated from the contract', async () => {
    app = await buildGateway(loadConfig(quiet));
    const page = await app.inject({ method: 'GET', url: '/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const document = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(document.json().info.title).toBe('交通数字大脑 · 公路巡检养护平台 API');
  });
});

function agentKeys(): Record<string, string> {
  return Object.fromEntries(
    ['MAIN', 'ACCEPTANCE', 'POLICY', 'DISEASE', 'PATROL', 'TRAFFIC', 'OPERATION', 'DISPOSAL'].map((agent) => [
      `CHAT_KEY_${agent}`,
      `agent-key-${agent.toLowerCase()}`,
    ]),
  );
}
