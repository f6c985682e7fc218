import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, admin, gateway, tokenOf } from './support/gateway';

let app: FastifyInstance;
let base: string;
let token: string;
beforeAll(async () => {
  app = await gateway();
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
beforeEach(async () => {
  await admin(app, 'POST', '/reset');
  token = await tokenOf(app, ADMIN);
});
afterAll(async () => {
  await app.close();
});

const fault = (spec: object) => admin(app, 'POST', '/faults', spec);
const userDetail = () =>
  app.inject({
    method: 'POST',
    url: '/api/component/user/getCurrentUserDetail',
    headers: { authorization: token },
  });

describe('injected faults', () => {
  it('answers the documented body of a status for the next N calls, then the real answer', async () => {
    const created = await fault({
      operationId: 'getCurrentUserDetail',
      kind: 'status',
      status: 500,
      times: 2,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id: 'f1',
      operationId: 'getCurrentUserDetail',
      kind: 'status',
      status: 500,
      example: null,
      delayMs: 0,
      times: 2,
      remaining: 2,
      createdAt: expect.any(String),
    });
    const first = await userDetail();
    expect(first.statusCode).toBe(500);
    expect(first.json()).toEqual({
      type: 'https://www.jhipster.tech/problem/problem-with-message',
      title: 'Internal Server Error',
      status: 500,
      detail: '服务器内部错误',
      path: '/api/component/user/getCurrentUserDetail',
      message: 'error.http.500',
    });
    expect((await admin(app, 'GET', '/faults')).json().faults[0].remaining).toBe(1);
    expect((await userDetail()).statusCode).toBe(500);
    expect((await userDetail()).statusCode).toBe(200);
    expect((await admin(app, 'GET', '/faults')).json()).toEqual({ faults: [] });
  });

  it('answers a named example: 403 kickOut, and 444 {msg}', async () => {
    await fault({ operationId: 'getCurrentUserDetail', kind: 'status', status: 403, example: 'kickOut' });
    const kicked = await userDetail();
    expect(kicked.statusCode).toBe(403);
    expect(kicked.json()).toMatchObject({
      params: 'error.user.kickOut',
      path: '/api/component/user/getCurrentUserDetail',
    });
    await fault({ operationId: 'getCurrentUserDetail', kind: 'status', status: 444 });
    const paramCheck = await userDetail();
    expect(paramCheck.statusCode).toBe(444);
    expect(paramCheck.json()).toEqual({ msg: '参数校验出错：{tenantAccount=租户账号不能为空}' });
  });

  it('applies a fault on any operation with *, oldest fault first', async () => {
    await fault({ operationId: '*', kind: 'status', status: 401 });
    await fault({ operationId: 'getCurrentUserDetail', kind: 'status', status: 500 });
    expect((await userDetail()).statusCode).toBe(401);
    expect((await userDetail()).statusCode).toBe(500);
  });

  it('delays the answer by delayMs', async () => {
    await fault({ operationId: 'getCurrentUserDetail', kind: 'delay', delayMs: 300 });
    const started = performance.now();
    const response = await userDetail();
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect(response.statusCode).toBe(200);
  });

  it('answers HTTP 200 with JSON cut in half (malformed)', async () => {
    await fault({ operationId: 'getCurrentUserDetail', kind: 'malformed' });
    const response = await userDetail();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(() => JSON.parse(response.body)).toThrow();
    expect(response.body.startsWith('{"code":200')).toBe(true);
  });

  it('drops the connection without an answer', async () => {
    await fault({ operationId: 'getCurrentUserDetail', kind: 'drop' });
    await expect(
      fetch(`${base}/api/component/user/getCurrentUserDetail`, {
        method: 'POST',
        headers: { authorization: token },
      }),
    ).rejects.toThrow(/fetch failed/);
    const journal = (await admin(app, 'GET', '/journal?operationId=getCurrentUserDetail&limit=1')).json();
    expect(journal.entries[0]).toMatchObject({ status: null, fault: 'drop', outcome: 'dropped' });
  });

  it('never answers a timed-out call until the client gives up', async () => {
    await fault({ operationId: 'getCurrentUserDetail', kind: 'timeout' });
    const started = performance.now();
    await expect(
      fetch(`${base}/api/component/user/getCurrentUserDetail`, {
        method: 'POST',
        headers: { authorization: token },
        signal: AbortSignal.timeout(400),
      }),
    ).rejects.toThrow(/aborted due to timeout/);
    expect(performance.now() - started).toBeGreaterThanOrEqual(390);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const journal = (await admin(app, 'GET', '/journal?operationId=getCurrentUserDetail&limit=1')).json();
    expect(journal.entries[0]).toMatchObject({ status: null, fault: 'timeout', outcome: 'timeout' });
    // The next call is answered again.
    expect((await userDetail()).statusCode).toBe(200);
  });

  it('refuses faults for unknown operations, unknown examples and delays without delayMs', async () => {
    expect((await fault({ operationId: 'getMenuTree', kind: 'drop' })).json()).toEqual({
      type: 'https://www.jhipster.tech/problem/problem-with-message',
      title: 'Bad Request',
      status: 400,
      detail: "The contract has no operation 'getMenuTree'",
      path: '/__mock/faults',
      message: 'error.mock.badRequest',
    });
    expect(
      (
        await fault({
          operationId: 'getCurrentUserDetail',
          kind: 'status',
          status: 401,
          example: 'expiredToken',
        })
      ).json().detail,
    ).toBe("getCurrentUserDetail documents no example named 'expiredToken' for 401. Documented: expired");
    expect((await fault({ operationId: 'getCurrentUserDetail', kind: 'delay' })).json().detail).toBe(
      'A delay fault needs delayMs',
    );
    expect((await fault({ operationId: 'mockReset', kind: 'drop' })).statusCode).toBe(400);
    expect((await fault({ operationId: 'x', kind: 'explode' })).json().message).toBe('error.validation');
  });

  it('clears every fault', async () => {
    await fault({ operationId: 'getCurrentUserDetail', kind: 'drop' });
    expect((await admin(app, 'DELETE', '/faults')).json()).toEqual({ faults: [] });
    expect((await userDetail()).statusCode).toBe(200);
  });
});
