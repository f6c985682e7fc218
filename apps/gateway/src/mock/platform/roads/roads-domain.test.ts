import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainTestApp, expectButtonGuard, testUser } from '../../config/domain-test-app';
import { MockStore } from '../../store/mock-store';
import { createWorld } from '../../world/world';
import { MORNING, type Row, type WorldTestApp, worldTestApp } from '../world-test-app';
import { roadsDomain } from './roads-domain';

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

describe('a device’s record corrected (updateDevice)', () => {
  const edit = (id: string, body: object) => t.call('PUT', `/api/administration/glDevice/${id}`, body);
  const camera = async () =>
    (await devices({ filters: [{ key: 'deviceTypeName', operator: 'in', value: '视频监控' }] })).body.data
      .records[0] as Row;

  it('renames, re-makes and moves a device on its route, Jackson’s numbers taken, the list showing it', async () => {
    const device = await camera();
    const changed = await edit(device.id as string, {
      deviceName: ' 汤山互通视频监控（迁移） ',
      vendor: '大华',
      model: 'DH-SD6CE445GB 球机',
      stakeNo: 'K262+150',
      direction: 1,
      installYear: '2024',
    });
    expect(t.errors('updateDevice', changed.body)).toEqual([]);
    expect(changed.body.data).toMatchObject({
      id: device.id,
      deviceCode: device.deviceCode,
      deviceName: '汤山互通视频监控（迁移）',
      vendor: '大华',
      stakeNo: 'K262+150',
      stakeM: 262_150,
      direction: '1',
      installYear: 2024,
      status: device.status,
    });
    expect(changed.body.data.lon).not.toBe(device.lon);
    const listed = (await devices({ filters: [{ key: 'id', operator: 'in', value: device.id as string }] }))
      .body.data.records[0] as Row;
    expect(listed).toMatchObject({ deviceName: '汤山互通视频监控（迁移）', stakeNo: 'K262+150' });
  });

  it('refuses what the record cannot take, in Chinese, saving nothing', async () => {
    const device = await camera();
    const msg = async (body: object) => {
      const answer = await edit(device.id as string, body);
      expect(t.errors('updateDevice', answer.body)).toEqual([]);
      return answer.body.msg as string;
    };
    expect(await msg({ stakeNo: 'K300+000' })).toBe(
      '桩号K300+000不在G42 沪蓉高速范围内（K252+300～K296+365）',
    );
    expect(await msg({ deviceName: '   ' })).toBe('设备名称不能为空');
    expect(await msg({ installYear: 1989 })).toBe('安装年份应在1990～2026之间');
    expect(await msg({ installYear: 2027 })).toBe('安装年份应在1990～2026之间');
    expect((await edit('404404', { vendor: '大华' })).body).toEqual({
      code: 400,
      msg: '设备不存在',
      data: null,
    });
    const again = (await devices({ filters: [{ key: 'id', operator: 'in', value: device.id as string }] }))
      .body.data.records[0] as Row;
    expect(again).toEqual(device);
    // What the contract refuses never reaches the record: nothing to change, a stake that is not one.
    expect((await edit(device.id as string, {})).status).toBe(400);
    expect((await edit(device.id as string, { stakeNo: '262+150' })).status).toBe(400);
    expect((await edit(device.id as string, { vendor: '长'.repeat(31) })).status).toBe(400);
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

describe('the assets’ books (createAsset, getAsset, deleteAsset)', () => {
  const BASE = '/api/administration/glAsset';
  const sign = (fields: object = {}) => ({
    assetType: '7',
    assetName: 'K260+400 指路标志（新）',
    spec: '门架式指路标志',
    routeCode: 'G42',
    stakeNo: 'K260+400',
    direction: '1',
    quantity: 1,
    builtYear: 2026,
    condition: '1',
    ...fields,
  });
  const byCode = async (code: string) =>
    (
      await t.call('POST', `${BASE}/page`, {
        current: 1,
        size: 5,
        filters: [{ key: 'assetCode', operator: 'in', value: code }],
      })
    ).body.data;

  it('enters an asset numbered on its route, placed on the road, listed in stake order and counted by the screen', async () => {
    const before = t.world.assets.rows().length;
    const created = await t.call('POST', BASE, sign());
    expect(t.errors('createAsset', created.body)).toEqual([]);
    const asset = created.body.data as Row;
    expect(asset).toMatchObject({
      assetTypeName: '交通标志',
      routeName: 'G42 沪蓉高速',
      stakeNo: 'K260+400',
      directionName: expect.any(String),
      unit: '块',
      condition: '1',
      conditionName: '完好',
      techGrade: null,
      orgName: expect.any(String),
      lastInspectTime: '2026-05-18 10:00:00',
      nextInspectTime: '2026-08-16 10:00:00',
    });
    expect(asset.assetCode).toMatch(/^ZC-G42-BZ-\d{4}$/);
    expect(asset.lon).toBeGreaterThan(118);
    expect(t.world.assets.rows()).toHaveLength(before + 1);
    const listed = await byCode(asset.assetCode as string);
    expect(listed.records).toEqual([expect.objectContaining({ id: asset.id })]);
    const rows = t.world.assets.rows().filter((a) => a.routeCode === 'G42');
    const at = rows.findIndex((a) => a.id === asset.id);
    expect(rows[at - 1]?.stakeM ?? 0).toBeLessThanOrEqual(260_400);
    expect(rows[at + 1]?.stakeM ?? Number.POSITIVE_INFINITY).toBeGreaterThanOrEqual(260_400);
    const detail = await t.call('GET', `${BASE}/${asset.id}`);
    expect(t.errors('getAsset', detail.body)).toEqual([]);
    expect(detail.body.data).toEqual(asset);
    // An inspection recorded later keeps it on the books.
    await t.call('PUT', `${BASE}/${asset.id}`, { condition: 2 });
    expect((await byCode(asset.assetCode as string)).records[0].conditionName).toBe('轻微损坏');
  });

  it('takes a structure’s class as Jackson would (numbers as text), its condition following', async () => {
    const bridge = await t.call(
      'POST',
      BASE,
      sign({
        assetType: 1,
        assetName: '新建匝道桥',
        spec: '钢混组合梁',
        stakeNo: 'K261+200',
        endStakeNo: 'K261+380',
        direction: 0,
        quantity: '1',
        lengthM: '180.5',
        builtYear: '2025',
        techGrade: '3',
        condition: undefined,
      }),
    );
    expect(bridge.body.data).toMatchObject({
      assetType: '1',
      techGrade: 3,
      techGradeName: '3类',
      condition: '2',
      endStakeNo: 'K261+380',
      directionName: '双向',
      lengthM: 180.5,
      builtYear: 2025,
    });
  });

  it('refuses what the books cannot take, in Chinese, saving nothing', async () => {
    const before = t.world.assets.rows().length;
    const msg = async (fields: object) => {
      const answer = await t.call('POST', BASE, sign(fields));
      expect(t.errors('createAsset', answer.body)).toEqual([]);
      return answer.body.msg as string;
    };
    expect(await msg({ assetType: '12' })).toMatch(/^资产类型「12」不存在，可选：1 桥梁、/);
    expect(await msg({ assetName: '   ' })).toBe('资产名称不能为空');
    expect(await msg({ routeCode: 'G9999' })).toBe('路线「G9999」不存在');
    expect(await msg({ stakeNo: 'K300+000' })).toBe(
      '桩号K300+000不在G42 沪蓉高速范围内（K252+300～K296+365）',
    );
    expect(await msg({ endStakeNo: 'K260+100' })).toBe('止点桩号应大于起点桩号');
    expect(await msg({ builtYear: 2027 })).toBe('建成年份应在1950～2026之间');
    expect(await msg({ builtYear: 1949 })).toBe('建成年份应在1950～2026之间');
    expect(await msg({ techGrade: 2 })).toBe('交通标志没有技术状况等级');
    expect(await msg({ condition: undefined })).toBe('状况应为 1 完好、2 轻微损坏或 3 损坏');
    expect(await msg({ assetType: '2', condition: undefined })).toBe('隧道需填写技术状况等级（1～5类）');
    await t.call('POST', BASE, sign({ assetName: '重复的标志', stakeNo: 'K262+000' }));
    expect(await msg({ assetName: '重复的标志', stakeNo: 'K262+000' })).toMatch(
      /^G42 沪蓉高速 K262\+000 已有交通标志「重复的标志」（ZC-G42-BZ-\d{4}）$/,
    );
    expect(t.world.assets.rows()).toHaveLength(before + 1);
    // What the contract refuses never reaches the books: a stake that is not one, a name too long.
    expect((await t.call('POST', BASE, sign({ stakeNo: '260+400' }))).status).toBe(400);
    expect((await t.call('POST', BASE, sign({ assetName: '长'.repeat(51) }))).status).toBe(400);
    expect((await t.call('POST', BASE, sign({ quantity: 0 }))).status).toBe(400);
    expect((await t.call('POST', BASE, { assetName: '缺项' })).status).toBe(400);
  });

  it('enters, inspects and deletes only for the holders of asset:add, asset:inspect, asset:delete', async () => {
    const path = ['500', '502'];
    const inject = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, ...(payload === undefined ? {} : { payload }) });
    const created = await expectButtonGuard(t, 'createAsset', path, '5021', () =>
      inject('POST', BASE, sign({ assetName: '按钮权限标志', stakeNo: 'K264+000' })),
    );
    const id = created.data.id as string;
    await expectButtonGuard(t, 'updateAsset', path, '5022', () =>
      inject('PUT', `${BASE}/${id}`, { condition: 2, remark: '轻微褪色' }),
    );
    await expectButtonGuard(t, 'deleteAsset', path, '5023', () => inject('DELETE', `${BASE}/${id}`));
    t.signIn(testUser(['admin']));
    expect((await t.call('GET', `${BASE}/${id}`)).body.code).toBe(404);
  });

  it('corrects a device only for the holders of device:edit', async () => {
    const device = (await devices({})).body.data.records[0] as Row;
    await expectButtonGuard(t, 'updateDevice', ['500', '503'], '5031', () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/administration/glDevice/${device.id}`,
        payload: { deviceName: '按钮权限设备' },
      }),
    );
    t.signIn(testUser(['admin']));
    expect(
      ((await devices({})).body.data.records as Row[]).some((d) => d.deviceName === '按钮权限设备'),
    ).toBe(true);
  });

  it('takes an asset off the books: gone from the list and the detail, a second time refused', async () => {
    const sign0 = (await t.call('POST', BASE, sign({ assetName: '待报废标志', stakeNo: 'K263+000' }))).body
      .data as Row;
    const catalogued = t.world.assets.rows()[0] as unknown as Row;
    for (const asset of [sign0, catalogued]) {
      const deleted = await t.call('DELETE', `${BASE}/${asset.id}`);
      expect(t.errors('deleteAsset', deleted.body)).toEqual([]);
      expect(deleted.body).toEqual({ code: 200, msg: '操作成功', data: { id: asset.id } });
      expect((await byCode(asset.assetCode as string)).total).toBe(0);
      expect((await t.call('GET', `${BASE}/${asset.id}`)).body).toEqual({
        code: 404,
        msg: '路产不存在或已删除',
        data: null,
      });
      expect((await t.call('DELETE', `${BASE}/${asset.id}`)).body).toEqual({
        code: 400,
        msg: '路产不存在或已删除',
        data: null,
      });
    }
  });

  it('keeps an entered and a removed asset over a restart (DATA_DIR)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'assets-'));
    const open = async () => {
      const store = await MockStore.open(dir);
      const app = await domainTestApp([roadsDomain], store, {
        world: (s) => {
          const world = createWorld(s, { seed: 20260518, machineNow: () => MORNING });
          world.clock.set(MORNING, true);
          return world;
        },
      });
      return { store, app: app.app };
    };
    const codes = async (app: Awaited<ReturnType<typeof open>>['app'], codes: string[]) =>
      (
        await app.inject({
          method: 'POST',
          url: `${BASE}/page`,
          payload: {
            current: 1,
            size: 10,
            filters: [{ key: 'assetCode', operator: 'in', value: codes.join(',') }],
          },
        })
      )
        .json()
        .data.records.map((r: Row) => r.assetCode);
    try {
      const first = await open();
      const created = (await first.app.inject({ method: 'POST', url: BASE, payload: sign() })).json().data;
      const gone = (
        await first.app.inject({ method: 'POST', url: `${BASE}/page`, payload: { current: 1, size: 1 } })
      ).json().data.records[0];
      await first.app.inject({ method: 'DELETE', url: `${BASE}/${gone.id}` });
      await first.store.sync();
      await first.app.close();
      await first.store.close();
      const second = await open();
      expect(await codes(second.app, [created.assetCode, gone.assetCode])).toEqual([created.assetCode]);
      await second.app.close();
      await second.store.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
