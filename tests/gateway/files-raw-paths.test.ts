import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, gateway, tokenOf } from './support/gateway';

// Paths sent over a real socket exactly as written (inject() and browsers resolve dot segments
// first): whatever the encoding, nothing outside mocks/files is ever answered.
const outside = ['../../mocks/configs.ts', '../../package.json', '../../mocks/package.json'].map((p) =>
  readFileSync(new URL(p, import.meta.url)),
);

let app: FastifyInstance;
let port: number;
let token: string;
beforeAll(async () => {
  app = await gateway();
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
  token = await tokenOf(app, ADMIN);
}, 30_000);
afterAll(async () => {
  await app.close();
});

function raw(method: string, path: string, body?: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          authorization: token,
          ...(body === undefined
            ? {}
            : {
                'content-type': 'application/x-www-form-urlencoded',
                'content-length': Buffer.byteLength(body),
              }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const leaks = (body: Buffer) => outside.some((secret) => body.includes(secret));

describe('object storage paths as sent', () => {
  const attempts: Array<[string, number]> = [
    ['/media/..', 400],
    ['/media/.', 400],
    ['/media/%2e%2e', 400],
    ['/media/%2E%2E', 400],
    ['/media/..%2f..%2fpackage.json', 400],
    ['/media/%2e%2e%2f%2e%2e%2fpackage.json', 400],
    ['/media/..%5c..%5cpackage.json', 400],
    ['/media/%00', 400],
    ['/media/logo.png%00.txt', 400],
    ['/media/%252e%252e%252fpackage.json', 404],
    ['/media/../../package.json', 404],
    ['/media/..//..//package.json', 404],
    ['/media//etc/passwd', 404],
    ['/media/files/../../mocks/configs.ts', 404],
  ];
  for (const [path, status] of attempts) {
    it(`${path} → ${status}`, async () => {
      const response = await raw('GET', path);
      expect(response.status).toBe(status);
      expect(leaks(response.body)).toBe(false);
    });
  }

  it('still answers a plain key', async () => {
    const response = await raw('GET', '/media/jiangning-district.geojson');
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body.toString('utf8')).type).toBe('FeatureCollection');
  });
});

describe('minio download names as sent', () => {
  for (const [body, status] of [
    ['fileName=..%2F..%2Fpackage.json', 400],
    ['fileName=..', 400],
    ['fileName=%2e%2e%2fpackage.json', 400],
    ['fileName=%252e%252e%252fpackage.json', 404],
    ['fileName=..%5C..%5Cpackage.json', 400],
    ['fileName=logo.png%00', 400],
    ['fileName=package.json', 404],
  ] as const) {
    it(`${body} → ${status}`, async () => {
      const response = await raw('POST', '/api/component/minio/download', body);
      expect(response.status).toBe(status);
      expect(leaks(response.body)).toBe(false);
    });
  }
});
