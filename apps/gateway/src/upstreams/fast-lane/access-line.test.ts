// The lane's access line against the Fastify route's, over real HTTP: the same keys in the same
// order, the same values but for the moment, the request id and the client's port.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { buildGateway, loadConfig } from '../../app';
import { accessLineWriter, quote } from './access-line';

const publicKey = '-----BEGIN PUBLIC KEY-----\nx\n-----END PUBLIC KEY-----';
const apps: FastifyInstance[] = [];
const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  for (const server of servers.splice(0)) server.closeAllConnections();
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
});

async function gatewayLogging(lines: string[]) {
  const server = createServer((request, response) => {
    request.resume();
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('{"code":200,"msg":"操作成功","data":0}');
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const app = await buildGateway(
    loadConfig({
      DATA_DIR: ':memory:',
      WEB_ROOT: '',
      LOG_LEVEL: 'info',
      API_MODE: 'proxy',
      API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      RSA_PUBLIC_KEY: publicKey,
    }),
    { logStream: { write: (line) => lines.push(line) } },
  );
  apps.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

const completed = (lines: string[]) =>
  lines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((e) => e.msg === 'request completed');

describe("the fast lane's access line", () => {
  it("is the Fastify route's line: keys, order and values, the URL's secrets masked", async () => {
    const lines: string[] = [];
    const origin = await gatewayLogging(lines);
    const url = '/api/administration/getTenantType?access_token=jt-secret&name=%E8%B7%AF';
    const headers = { authorization: 'Bearer jt-secret-token' };
    // The lane takes a bodiless GET without a declared type; with one, Fastify's route answers.
    expect((await fetch(origin + url, { headers })).status).toBe(200);
    expect(
      (await fetch(origin + url, { headers: { ...headers, 'content-type': 'application/json' } })).status,
    ).toBe(200);
    const [lane, fastify] = completed(lines);
    if (!lane || !fastify) throw new Error(`two access lines expected, got ${lines.join('')}`);
    expect(lane.reqId).toMatch(/^lane-/);
    expect(fastify.reqId).not.toMatch(/^lane-/);
    expect(Object.keys(lane)).toEqual(Object.keys(fastify));
    expect(Object.keys(lane.req as object)).toEqual(Object.keys(fastify.req as object));
    const comparable = ({ time, reqId, responseTime, req, ...rest }: Record<string, unknown>) => ({
      ...rest,
      req: { ...(req as object), remotePort: expect.any(Number) },
      time: expect.any(Number),
      responseTime: expect.any(Number),
    });
    expect(comparable(lane)).toEqual(comparable(fastify));
    expect(lane.req).toMatchObject({
      method: 'GET',
      url: '/api/administration/getTenantType?access_token=***&name=%E8%B7%AF',
      remoteAddress: '127.0.0.1',
    });
    expect(lines.join('')).not.toContain('jt-secret');
  });

  it('leaves the line to log.info when the destination wants each line’s level (a multistream)', () => {
    const multi = pino({ level: 'info' }, pino.multistream([{ stream: { write() {} } }]));
    expect(accessLineWriter(multi as unknown as FastifyBaseLogger)).toBeNull();
  });

  it('writes the same bytes as pino for the same entry, but for the moment', () => {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const write = accessLineWriter(log as unknown as FastifyBaseLogger);
    if (!write) throw new Error('a plain pino logger has a line writer');
    const entry = {
      connection: {},
      reqId: 'lane-7',
      method: 'POST',
      url: '/api/x?ak=map-key&q="路"',
      host: 'gw.example',
      ip: '::1',
      remotePort: 443,
      statusCode: 502,
      responseTime: 12.5,
    };
    log.info(
      {
        reqId: entry.reqId,
        req: {
          method: entry.method,
          url: '/api/x?ak=***&q="路"',
          host: entry.host,
          remoteAddress: entry.ip,
          remotePort: entry.remotePort,
        },
        res: { statusCode: entry.statusCode },
        responseTime: entry.responseTime,
      },
      'request completed',
    );
    write(entry);
    const untimed = (line: string | undefined) => line?.replace(/"time":\d+/, '"time":0');
    expect(untimed(lines[1])).toBe(untimed(lines[0]));
  });

  it("keeps a connection's client part only while its Host, address and port stay the same", () => {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const write = accessLineWriter(log as unknown as FastifyBaseLogger);
    if (!write) throw new Error('a plain pino logger has a line writer');
    const connection = {};
    const entry = {
      connection,
      reqId: 'lane-1',
      method: 'GET',
      url: '/api/a',
      host: 'gw.example',
      ip: '10.0.0.1',
      remotePort: 5000,
      statusCode: 200,
      responseTime: 1,
    };
    write(entry);
    write({ ...entry, host: 'other.example' });
    write({ ...entry, ip: '10.0.0.2', remotePort: undefined });
    write({ ...entry, connection: {}, host: 'gw.example' });
    expect(lines.map((line) => (JSON.parse(line) as { req: object }).req)).toEqual([
      { method: 'GET', url: '/api/a', host: 'gw.example', remoteAddress: '10.0.0.1', remotePort: 5000 },
      { method: 'GET', url: '/api/a', host: 'other.example', remoteAddress: '10.0.0.1', remotePort: 5000 },
      { method: 'GET', url: '/api/a', host: 'gw.example', remoteAddress: '10.0.0.2' },
      { method: 'GET', url: '/api/a', host: 'gw.example', remoteAddress: '10.0.0.1', remotePort: 5000 },
    ]);
  });

  it('quotes a string as JSON.stringify does', () => {
    for (const text of [
      '',
      'lane-1a',
      '/api/x?a=1&b=%E8%B7%AF',
      'a"b',
      'a\\b',
      'tab\there',
      '\u007f',
      '路',
      '😀',
      '\ud800x',
    ]) {
      expect(quote(text)).toBe(JSON.stringify(text));
    }
  });
});
