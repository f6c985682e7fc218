import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, admin, gateway, tokenOf } from './support/gateway';

// The world end to end: signed-in calls, the QA clock and scale, reset, and a restart that keeps
// what users changed (DATA_DIR).
let app: FastifyInstance;
let token: string;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'world-gw-'));
  app = await gateway({ DATA_DIR: dir });
  token = await tokenOf(app, ADMIN);
});
afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

const call = (url: string, payload: object, auth = token) =>
  app.inject({
    method: 'POST',
    url: `/api/administration/${url}`,
    headers: { authorization: auth },
    payload,
  });

describe('the world through the gateway', () => {
  it('needs a session for its calls', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/administration/glDisease/page',
      payload: { current: 1, size: 5 },
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers the QA summary of a year of records', async () => {
    const summary = (await admin(app, 'GET', '/world')).json();
    expect(summary.counts.diseases).toBeGreaterThan(6500);
    expect(summary.counts.routes).toBe(5);
    expect(summary.seed).toBe(20260518);
  });

  it('lets QA move the clock: patrols start on the epoch day morning', async () => {
    const { epochDay } = (await admin(app, 'GET', '/world')).json();
    const live = async () =>
      (
        await call('glPatrol/page', {
          current: 1,
          size: 50,
          filters: [{ key: 'statusName', operator: 'in', value: '巡查中' }],
        })
      ).json().data.total;
    const early = await admin(app, 'PUT', '/world/clock', { time: `${epochDay} 07:00:00`, frozen: true });
    expect(early.json()).toMatchObject({ now: `${epochDay} 07:00:00`, frozen: true });
    expect(await live()).toBe(0);
    await admin(app, 'PUT', '/world/clock', { advanceSeconds: 2.5 * 3600 });
    expect((await admin(app, 'GET', '/world')).json().now).toBe(`${epochDay} 09:30:00`);
    expect(await live()).toBeGreaterThan(0);
    const refused = await admin(app, 'PUT', '/world/clock', { time: '2000-01-01 00:00:00' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toContain("The world's time must lie between");
    expect((await admin(app, 'PUT', '/world/clock', {})).statusCode).toBe(400);
  });

  it('regenerates at another scale, and a reset returns to the seed and drops users’ changes', async () => {
    const created = (
      await call('glDisease', {
        diseaseType: '2',
        diseaseLevel: 2,
        routeCode: 'S55',
        stakeNo: 'K10+000',
        direction: '2',
        diseaseArea: 0.5,
      })
    ).json();
    expect(created.code).toBe(200);
    expect((await admin(app, 'GET', '/world')).json().changes).toEqual({ diseases: 1, workOrders: 1 });
    // Smaller than the default world: the knob works both ways, and the test stays quick.
    const scaled = (await admin(app, 'PUT', '/world/scale', { diseases: 3_660 })).json();
    expect(scaled.counts.diseases).toBeGreaterThan(3_000);
    expect(scaled.counts.diseases).toBeLessThan(4_400);
    expect((await admin(app, 'PUT', '/world/scale', { diseases: 300_000 })).statusCode).toBe(400);
    await admin(app, 'POST', '/reset');
    const reset = (await admin(app, 'GET', '/world')).json();
    expect(reset.counts.diseases).toBeLessThan(8000);
    expect(reset.changes).toEqual({ diseases: 0, workOrders: 0 });
    expect(reset.clock).toEqual({ offsetMs: 0, frozen: false });
  }, 60_000);

  it('keeps a recorded disease and a moved order across a restart', async () => {
    token = await tokenOf(app, ADMIN);
    const created = (
      await call('glDisease', {
        diseaseType: '1',
        diseaseLevel: 3,
        routeCode: 'G25',
        stakeNo: 'K2050+000',
        direction: '1',
        diseaseArea: 12,
      })
    ).json().data;
    const dispatched = (
      await call(`glWorkOrder/${created.workOrderId}/dispatch`, { maintainUnitId: '20193' })
    ).json();
    expect(dispatched.data.status).toBe(2);
    await app.close();
    app = await gateway({ DATA_DIR: dir });
    token = await tokenOf(app, ADMIN);
    const again = (
      await app.inject({
        method: 'GET',
        url: `/api/administration/glDisease/${created.id}`,
        headers: { authorization: token },
      })
    ).json();
    expect(again.data).toMatchObject({ diseaseCode: created.diseaseCode, processStatusName: '已派单' });
  });
});
