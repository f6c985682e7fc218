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

describe('the road assets (listAssets, updateAsset)', () => {
  const assets = (query: object) =>
    t.call('POST', '/api/administration/glAsset/page', { current: 1, size: 20, ...query });
  const inspect = (id: string, body: object) => t.call('PUT', `/api/administration/glAsset/${id}`, body);
  const first = async (typeName: string) =>
    (await assets({ filters: [{ key: 'assetTypeName', operator: 'in', value: typeName }] })).body.data
      .records[0] as Row;

  it('pages the assets with their inspections in the contract’s shape', async () => {
    const { body } = await assets({});
    expect(t.errors('listAssets', body)).toEqual([]);
    expect(body.data.total).toBeGreaterThan(20);
    expect((body.data.records[0] as Row).lastInspectTime).toMatch(/^\d{4}-\d{2}-\d{2} 10:00:00$/);
  });

  it('records a facility’s condition and a structure’s class (its condition following), and keeps them', async () => {
    const sign = await first('交通标志');
    const changed = await inspect(sign.id as string, { condition: 3, remark: '板面被撞变形' });
    expect(t.errors('updateAsset', changed.body)).toEqual([]);
    expect(changed.body.data).toMatchObject({
      condition: '3',
      conditionName: '损坏',
      remark: '板面被撞变形',
    });
    const bridge = await first('桥梁');
    const graded = await inspect(bridge.id as string, { techGrade: '4' });
    expect(graded.body.data).toMatchObject({ techGrade: 4, techGradeName: '4类', conditionName: '损坏' });
    const again = (await assets({ filters: [{ key: 'id', operator: 'in', value: sign.id as string }] })).body
      .data.records[0] as Row;
    expect(again.conditionName).toBe('损坏');
  });

  it('refuses what the asset cannot take, saving nothing', async () => {
    const bridge = await first('桥梁');
    const refused = await inspect(bridge.id as string, { condition: '1' });
    expect(t.errors('updateAsset', refused.body)).toEqual([]);
    expect(refused.body).toEqual({
      code: 400,
      msg: '桥梁的状况由技术状况等级决定，请修改技术状况等级',
      data: null,
    });
    const sign = await first('交通标志');
    expect((await inspect(sign.id as string, { techGrade: 2 })).body.msg).toBe('交通标志没有技术状况等级');
    expect((await inspect('nope', { condition: '1' })).body.msg).toBe('路产不存在或已删除');
    expect((await inspect(sign.id as string, { remark: '长'.repeat(201) })).status).toBe(400);
    expect((await inspect(sign.id as string, { condition: '9' })).status).toBe(400);
  });
});
