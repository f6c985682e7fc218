import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Row, type WorldTestApp, worldTestApp } from '../world-test-app';

let t: WorldTestApp;
beforeAll(async () => {
  t = await worldTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const devices = (query: object) =>
  t.call('POST', '/api/administration/glDevice/page', { current: 1, size: 20, ...query });

describe('the roadside devices (listDevices)', () => {
  it('pages every device with its status now, in the contract’s shape', async () => {
    const { body } = await devices({});
    expect(t.errors('listDevices', body)).toEqual([]);
    expect(body.data.total).toBeGreaterThan(20);
    const device = body.data.records[0] as Row;
    expect(device.deviceCode).toMatch(/^SB-/);
    expect(['在线', '离线', '故障']).toContain(device.statusName);
  });

  it('filters by status and type as the /devices table sends them, the down ones saying since when', async () => {
    const down = (
      await devices({ size: 1000, filters: [{ key: 'statusName', operator: 'in', value: '离线,故障' }] })
    ).body.data;
    const all = (await devices({ size: 1 })).body.data.total as number;
    const up = (await devices({ size: 1, filters: [{ key: 'statusName', operator: 'in', value: '在线' }] }))
      .body.data.total as number;
    expect(down.total + up).toBe(all);
    expect((down.records as Row[]).every((d) => d.statusSince !== null && d.status !== '1')).toBe(true);
    const cameras = (
      await devices({ size: 1000, filters: [{ key: 'deviceTypeName', operator: 'in', value: '视频监控' }] })
    ).body.data.records as Row[];
    expect(cameras.length).toBeGreaterThan(0);
    expect(cameras.every((d) => d.deviceType === '1')).toBe(true);
    const bad = await devices({ filters: [{ key: 'secret', operator: 'like', value: 'x' }] });
    expect(bad.status).toBe(400);
  });
});
