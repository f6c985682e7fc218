// Test support for the platform's plugins over the world: the domains on a bare Fastify with the
// real contract (domainTestApp), a world on a fresh in-memory store whose machine clock is
// 2026-05-18 10:00 China time (the epoch day), and calls with the fake session. Not used at runtime.

import { parseTime } from '@jt/mocks/world/time';
import { contractErrors, type DomainTestApp, domainTestApp } from '../config/domain-test-app';
import type { MockDomain } from '../mock-domain';
import { MockStore } from '../store/mock-store';
import { createWorld, type World } from '../world/world';
import { diseasesDomain } from './diseases/diseases-domain';
import { patrolsDomain } from './patrols/patrols-domain';
import { roadsDomain } from './roads/roads-domain';
import { workOrdersDomain } from './work-orders/work-orders-domain';

export const MORNING = parseTime('2026-05-18 10:00:00');

/** A JSON answer, read loosely by the tests (what JSON.parse gives). */
export type Json = ReturnType<typeof JSON.parse>;
export type Row = Record<string, Json>;

export interface WorldTestApp extends DomainTestApp {
  world: World;
  call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ): Promise<{ status: number; body: Json }>;
  /** The contract's complaints about an answer (none expected). */
  errors(operationId: string, body: unknown, status?: number): string[];
}

export async function worldTestApp(
  domains: readonly MockDomain[] = [roadsDomain, diseasesDomain, patrolsDomain, workOrdersDomain],
): Promise<WorldTestApp> {
  let world: World | null = null;
  const test = await domainTestApp(domains, undefined, {
    world: (store) => {
      world = createWorld(store, { seed: 20260518, machineNow: () => MORNING });
      return world;
    },
  });
  if (!world) throw new Error('no world');
  const w = world as World;
  w.clock.set(MORNING, true);
  return {
    ...test,
    world: w,
    call: async (method, url, payload) => {
      const response = await test.app.inject({
        method,
        url,
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      return { status: response.statusCode, body: response.json() };
    },
    errors: (operationId, body, status = 200) => contractErrors(operationId, status, body),
  };
}

/** The domains over a world on a store kept in `dir` (a restart test opens it twice). */
export async function worldOnDisk(
  dir: string,
  domains: readonly MockDomain[],
): Promise<{ store: MockStore; app: DomainTestApp['app'] }> {
  const store = await MockStore.open(dir);
  const test = await domainTestApp(domains, store, {
    world: (s) => {
      const world = createWorld(s, { seed: 20260518, machineNow: () => MORNING });
      world.clock.set(MORNING, true);
      return world;
    },
  });
  return { store, app: test.app };
}
