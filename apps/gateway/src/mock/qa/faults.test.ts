import { describe, expect, it } from 'vitest';
import { MockStore } from '../store/mock-store';
import { Faults, faultView } from './faults';

describe('the fault queue', () => {
  it('counts a fault down call by call and then forgets it', async () => {
    const faults = new Faults(await MockStore.open(null));
    faults.add({ operationId: 'systemLogin', kind: 'status', status: 500, times: 2 });
    expect(faults.take('getTenantType')).toBeNull();
    expect(faults.take('systemLogin')?.status).toBe(500);
    expect(faults.list()[0]?.remaining).toBe(1);
    expect(faults.take('systemLogin')?.kind).toBe('status');
    expect(faults.take('systemLogin')).toBeNull();
    expect(faults.list()).toEqual([]);
  });

  it('serves the oldest matching fault first, * matching any operation', async () => {
    const faults = new Faults(await MockStore.open(null));
    faults.add({ operationId: '*', kind: 'drop' });
    faults.add({ operationId: 'systemLogin', kind: 'timeout' });
    expect(faults.take('systemLogin')?.kind).toBe('drop');
    expect(faults.take('systemLogin')?.kind).toBe('timeout');
  });

  it('fills in the defaults: one time, status 500, no delay; only status faults keep a status', async () => {
    const faults = new Faults(await MockStore.open(null));
    const status = faults.add({ operationId: 'a', kind: 'status' }, Date.parse('2026-11-22T10:00:00Z'));
    expect(faultView(status)).toEqual({
      id: 'f1',
      operationId: 'a',
      kind: 'status',
      status: 500,
      example: null,
      delayMs: 0,
      times: 1,
      remaining: 1,
      createdAt: '2026-11-22T10:00:00.000Z',
    });
    expect(faults.add({ operationId: 'a', kind: 'delay', delayMs: 5, status: 401 }).status).toBeNull();
  });

  it('gives exactly one of many concurrent calls the last fault', async () => {
    const faults = new Faults(await MockStore.open(null));
    faults.add({ operationId: 'a', kind: 'drop', times: 3 });
    const taken = await Promise.all(Array.from({ length: 50 }, async () => faults.take('a')));
    expect(taken.filter(Boolean)).toHaveLength(3);
  });
});
