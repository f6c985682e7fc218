import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectButtonGuard, SEEDED_ADMIN, SEEDED_INSPECTOR } from '../../config/domain-test-app';
import { roadsDomain } from '../roads/roads-domain';
import { diskWorldApp, type Row, type WorldTestApp, worldTestApp } from '../world-test-app';
import { roadDrawDomain } from './road-draw-domain';

const SECTIONS = '/api/administration/glRoadDraw';

let t: WorldTestApp;
beforeAll(async () => {
  t = await worldTestApp([roadsDomain, roadDrawDomain]);
  t.signIn(SEEDED_ADMIN);
});
afterAll(async () => {
  await t.app.close();
});

/** A short line along G42 near 麒麟 (BD-09), two vertices about 1 km apart. */
const g42Path = () => {
  const line = t.world.roads.network.line('G42');
  if (!line) throw new Error('no G42');
  return [260_000, 261_000].map((m) => {
    const p = line.positionAtStake(m);
    return [p.lon, p.lat];
  });
};
const entry = (change: object = {}) => ({
  sectionName: '麒麟测试段',
  routeCode: 'G42',
  startStakeNo: 'K260+000',
  endStakeNo: 'K261+000',
  direction: '1',
  path: g42Path(),
  ...change,
});
const list = (query: object = {}) => t.call('POST', `${SECTIONS}/page`, { current: 1, size: 50, ...query });
const names = async (query: object = {}) =>
  ((await list(query)).body.data.records as Row[]).map((r) => r.sectionName);

describe('the drawn sections (listRoadSections)', () => {
  it('lists the three seeded sections, newest first, along the real road geometry', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(t.errors('listRoadSections', body)).toEqual([]);
    const rows = body.data.records as Row[];
    expect(rows.map((r) => r.sectionName)).toEqual([
      '南庄枢纽至禄口段',
      '东善桥互通至牛首山南段',
      '汤山互通至麒麟枢纽段',
    ]);
    const g42 = rows[2] as Row;
    expect(g42).toMatchObject({ routeCode: 'G42', routeName: 'G42 沪蓉高速', directionName: '双向' });
    // The measured line is about as long as its stake range (it follows the centre line).
    expect(Math.abs(g42.lengthM - g42.stakeLengthM)).toBeLessThan(g42.stakeLengthM * 0.02);
    const line = t.world.roads.network.line('G42');
    for (const [lng, lat] of g42.path as number[][])
      expect(line?.nearestStake([lng as number, lat as number]).distanceM).toBeLessThan(30);
  });

  it('filters with the table operators, and refuses a column it does not have', async () => {
    expect(await names({ filters: [{ key: 'routeName', operator: 'like', value: '*G42*' }] })).toEqual([
      '汤山互通至麒麟枢纽段',
    ]);
    expect(await names({ filters: [{ key: 'directionName', operator: 'in', value: '上行,下行' }] })).toEqual([
      '南庄枢纽至禄口段',
      '东善桥互通至牛首山南段',
    ]);
    expect(await names({ filters: [{ key: 'lengthM', operator: 'ge', value: '100000' }] })).toEqual([]);
    const bad = await list({ filters: [{ key: 'colour', operator: 'like', value: '*x*' }] });
    expect(bad.status).toBe(400);
  });

  it('is administration: an inspector is refused with 403', async () => {
    t.signIn(SEEDED_INSPECTOR);
    try {
      expect((await list()).status).toBe(403);
      expect((await t.call('POST', SECTIONS, entry())).status).toBe(403);
    } finally {
      t.signIn(SEEDED_ADMIN);
    }
  });
});

describe('a section drawn, changed and deleted', () => {
  it('draws, changes and deletes only for the holders of roaddraw:add, roaddraw:edit, roaddraw:delete', async () => {
    const path = ['600', '602'];
    const inject = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, ...(payload === undefined ? {} : { payload }) });
    const created = await expectButtonGuard(t, 'createRoadSection', path, '6021', () =>
      inject('POST', SECTIONS, entry({ sectionName: '按钮测试段' })),
    );
    const id = created.data.id as string;
    await expectButtonGuard(t, 'updateRoadSection', path, '6022', () =>
      inject('PUT', `${SECTIONS}/${id}`, entry({ sectionName: '按钮测试段二' })),
    );
    await expectButtonGuard(t, 'deleteRoadSection', path, '6023', () =>
      inject('DELETE', `${SECTIONS}/${id}`),
    );
    expect(await names()).not.toContain('按钮测试段二');
  });

  it('saves a drawn section with its measured length and the signed-in author, and lists it', async () => {
    const { body } = await t.call('POST', SECTIONS, entry({ startStakeNo: 'k260+000' }));
    expect(t.errors('createRoadSection', body)).toEqual([]);
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({
      sectionName: '麒麟测试段',
      routeName: 'G42 沪蓉高速',
      startStakeNo: 'K260+000',
      stakeLengthM: 1000,
      directionName: '上行',
      pointCount: 2,
      creator: 'admin',
      createTime: '2026-05-18 10:00:00',
    });
    expect(body.data.lengthM).toBeGreaterThan(950);
    expect(body.data.lengthM).toBeLessThan(1050);
    expect((await names())[0]).toBe('麒麟测试段');
  });

  it('refuses each bad entry with its reason and saves nothing', async () => {
    const before = (await list()).body.data.total;
    const refusals: Array<[object, string]> = [
      [{ sectionName: '  ' }, '路段名称不能为空，最多 50 个字'],
      [{ sectionName: '段'.repeat(51) }, '路段名称不能为空，最多 50 个字'],
      [{ routeCode: 'G9999' }, '路线「G9999」不存在'],
      [{}, 'G42 沪蓉高速已有路段「麒麟测试段」'],
      [{ sectionName: '新段', startStakeNo: 'K261+000', endStakeNo: 'K260+000' }, '终点桩号应大于起点桩号'],
      [{ sectionName: '新段', endStakeNo: 'K260+000' }, '终点桩号应大于起点桩号'],
      [
        { sectionName: '新段', endStakeNo: 'K400+000' },
        '终点桩号K400+000不在G42 沪蓉高速范围内（K252+300～K296+365）',
      ],
      [{ sectionName: '新段', path: [[118.9, 32]] }, '路段轨迹应有 2～5000 个点'],
      [
        { sectionName: '新段', path: Array.from({ length: 5001 }, (_, i) => [118.9 + i / 1e5, 32]) },
        '路段轨迹应有 2～5000 个点',
      ],
      [
        {
          sectionName: '新段',
          path: [
            [118.9, 32],
            [181, 32],
          ],
        },
        '路段轨迹第 2 个点的经度 181 不在 -180～180 之间',
      ],
      [
        {
          sectionName: '新段',
          path: [
            [118.9, -91],
            [118.9, 32],
          ],
        },
        '路段轨迹第 1 个点的纬度 -91 不在 -90～90 之间',
      ],
      [{ sectionName: '新段', remark: '注'.repeat(201) }, '备注最多 200 个字'],
    ];
    for (const [change, msg] of refusals) {
      const { status, body } = await t.call('POST', SECTIONS, entry(change));
      expect(status).toBe(200);
      expect(body).toEqual({ code: 400, msg, data: null });
      expect(t.errors('createRoadSection', body)).toEqual([]);
    }
    expect((await list()).body.data.total).toBe(before);
  });

  it('refuses what is not a line of numbers at the contract (400 problem)', async () => {
    for (const path of [
      [
        ['118.9', 32],
        [118.91, 32],
      ],
      [[118.9], [118.91, 32]],
      'K1',
    ] as unknown[]) {
      const { status, body } = await t.call('POST', SECTIONS, entry({ sectionName: '坏段', path }));
      expect(status).toBe(400);
      expect(t.errors('createRoadSection', body, 400)).toEqual([]);
    }
  });

  it('accepts identical consecutive vertices as drawn (a double click)', async () => {
    const [a, b] = g42Path();
    const { body } = await t.call('POST', SECTIONS, entry({ sectionName: '双击段', path: [a, b, b] }));
    expect(body.code).toBe(200);
    expect(body.data.pointCount).toBe(3);
    await t.call('DELETE', `${SECTIONS}/${body.data.id}`);
  });

  it('changes a section and its line, measured again; an unknown id is 404', async () => {
    const row = ((await list()).body.data.records as Row[]).find(
      (r) => r.sectionName === '麒麟测试段',
    ) as Row;
    const line = t.world.roads.network.line('G42');
    const far = line?.positionAtStake(263_000);
    const path = [...(row.path as number[][]), [far?.lon, far?.lat]];
    const { body } = await t.call(
      'PUT',
      `${SECTIONS}/${row.id}`,
      entry({ sectionName: '麒麟延长段', endStakeNo: 'K263+000', path }),
    );
    expect(t.errors('updateRoadSection', body)).toEqual([]);
    expect(body.data).toMatchObject({
      id: row.id,
      sectionName: '麒麟延长段',
      stakeLengthM: 3000,
      pointCount: 3,
    });
    expect(body.data.lengthM).toBeGreaterThan(2900);
    expect(body.data.createTime).toBe(row.createTime);
    const refused = await t.call('PUT', `${SECTIONS}/${row.id}`, entry({ endStakeNo: 'K259+000' }));
    expect(refused.body).toEqual({ code: 400, msg: '终点桩号应大于起点桩号', data: null });
    expect(((await list()).body.data.records as Row[]).find((r) => r.id === row.id)?.sectionName).toBe(
      '麒麟延长段',
    );
    const missing = await t.call('PUT', `${SECTIONS}/123`, entry());
    expect(missing.body).toEqual({ code: 404, msg: '路段不存在或已删除', data: null });
  });

  it('deletes a section; deleting it again is 404', async () => {
    const row = ((await list()).body.data.records as Row[]).find(
      (r) => r.sectionName === '麒麟延长段',
    ) as Row;
    const { body } = await t.call('DELETE', `${SECTIONS}/${row.id}`);
    expect(t.errors('deleteRoadSection', body)).toEqual([]);
    expect(body.data.id).toBe(row.id);
    expect(await names()).not.toContain('麒麟延长段');
    expect((await t.call('DELETE', `${SECTIONS}/${row.id}`)).body).toEqual({
      code: 404,
      msg: '路段不存在或已删除',
      data: null,
    });
  });
});

describe('kept in DATA_DIR', () => {
  it('keeps a drawn section across a restart', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'road-draw-'));
    const open = () => diskWorldApp(dir, [roadDrawDomain]);
    try {
      const first = await open();
      const saved = await first.app.inject({
        method: 'POST',
        url: SECTIONS,
        payload: entry({ sectionName: '重启段' }),
      });
      expect(saved.json().code).toBe(200);
      await first.close();
      const second = await open();
      const listed = (
        await second.app.inject({
          method: 'POST',
          url: `${SECTIONS}/page`,
          payload: { current: 1, size: 50 },
        })
      ).json().data.records as Row[];
      expect(listed.find((r) => r.sectionName === '重启段')).toMatchObject({
        id: saved.json().data.id,
        pointCount: 2,
      });
      await second.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
