import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { roadNetwork } from '@jt/mocks/world/road-network';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SEEDED_INSPECTOR, testUser } from '../../config/domain-test-app';
import { diskWorldApp, type Row, type WorldTestApp, worldTestApp } from '../world-test-app';
import { maintenanceAreasDomain } from './maintenance-areas-domain';

const BASE = '/api/administration/glMaintenanceArea';

let t: WorldTestApp;
beforeAll(async () => {
  t = await worldTestApp([maintenanceAreasDomain]);
});
afterAll(async () => {
  await t.app.close();
});
beforeEach(() => {
  t.store.reset();
  t.signIn(testUser(['admin']));
});

const list = (query: object = {}) => t.call('POST', `${BASE}/page`, { current: 1, size: 100, ...query });
const areasOf = async (routeCode: string) =>
  (await list({ filters: [{ key: 'routeCode', operator: 'in', value: routeCode }] })).body.data
    .records as Row[];

/** A new area on S55 in the gap K23+900～K28+000 the tests make by shortening its last seeded area (K23+900～K35+901). */
const s55 = (over: object = {}) => ({
  areaName: '宁宣高速禄口机场段',
  routeCode: 'S55',
  orgId: '20151',
  startStakeNo: 'K24+000',
  endStakeNo: 'K26+000',
  manager: '周斌',
  phone: '13905171234',
  ...over,
});

describe('the maintenance areas (listMaintenanceAreas)', () => {
  it('seeds every route of the network end to end, without gaps or overlaps, in the contract’s shape', async () => {
    const { body } = await list();
    expect(t.errors('listMaintenanceAreas', body)).toEqual([]);
    for (const line of roadNetwork().lines) {
      const areas = (body.data.records as Row[]).filter((a) => a.routeCode === line.routeCode);
      expect(areas.length, line.routeCode).toBeGreaterThan(0);
      expect(areas[0]?.startStakeM).toBe(line.startStakeM);
      expect(areas.at(-1)?.endStakeM).toBe(line.endStakeM);
      for (let i = 1; i < areas.length; i++) expect(areas[i]?.startStakeM).toBe(areas[i - 1]?.endStakeM);
      for (const area of areas) {
        expect(area.startStakeM).toBeLessThan(area.endStakeM);
        expect(area.routeName).toBe(line.routeName);
        expect(area.manager).not.toBe('');
      }
    }
    expect(new Set((body.data.records as Row[]).map((a) => a.areaName)).size).toBe(body.data.total);
  });

  it('filters by route, organisation and name like the page sends them, and refuses an unknown column', async () => {
    const g42 = await areasOf('G42');
    expect(g42.every((a) => a.routeCode === 'G42')).toBe(true);
    const org = g42[0]?.orgName as string;
    const byOrg = (
      await list({ filters: [{ key: 'orgName', operator: 'like', value: `*${org.slice(2, 6)}*` }] })
    ).body.data.records as Row[];
    expect(byOrg.length).toBeGreaterThan(0);
    expect(byOrg.every((a) => (a.orgName as string).includes(org.slice(2, 6)))).toBe(true);
    const name = g42[0]?.areaName as string;
    const byName = (await list({ filters: [{ key: 'areaName', operator: 'like', value: `*${name}*` }] })).body
      .data.records as Row[];
    expect(byName.map((a) => a.areaName)).toEqual([name]);
    expect((await list({ filters: [{ key: 'secret', operator: 'like', value: '*x*' }] })).status).toBe(400);
  });
});

describe('an area added, changed and deleted (create/update/deleteMaintenanceArea)', () => {
  const shortenLastS55 = async () => {
    const last = (await areasOf('S55')).at(-1) as Row;
    const { id, areaName, routeCode, orgId, endStakeNo, manager, phone } = last;
    expect(last.startStakeNo).toBe('K23+900');
    const changed = await t.call('PUT', `${BASE}/${id}`, {
      areaName,
      routeCode,
      orgId,
      startStakeNo: 'K28+000',
      endStakeNo,
      manager,
      phone,
    });
    expect(t.errors('updateMaintenanceArea', changed.body)).toEqual([]);
    expect(changed.body.code).toBe(200);
    return last;
  };

  it('refuses a range overlapping another area of the route, naming it, and saves nothing', async () => {
    const [first] = await areasOf('G42');
    const before = (await list()).body.data.total;
    const refused = await t.call(
      'POST',
      BASE,
      s55({ routeCode: 'G42', startStakeNo: 'K253+000', endStakeNo: 'K254+000' }),
    );
    expect(t.errors('createMaintenanceArea', refused.body)).toEqual([]);
    expect(refused.body).toEqual({
      code: 400,
      msg: `与养护区域「${first?.areaName}」（${first?.startStakeNo}～${first?.endStakeNo}）范围重叠`,
      data: null,
    });
    expect((await list()).body.data.total).toBe(before);
  });

  it('saves an area in a gap (touching ends are no overlap), lists it, changes it and deletes it', async () => {
    await shortenLastS55();
    const created = await t.call(
      'POST',
      BASE,
      s55({ orgId: 20151, startStakeNo: 'K23+900', endStakeNo: 'K28+000' }),
    );
    expect(t.errors('createMaintenanceArea', created.body)).toEqual([]);
    expect(created.body.data).toMatchObject({
      areaName: '宁宣高速禄口机场段',
      routeCode: 'S55',
      routeName: 'S55 宁宣高速',
      orgId: '20151',
      orgName: '禄口巡查中队',
      startStakeNo: 'K23+900',
      startStakeM: 23_900,
      endStakeNo: 'K28+000',
      lengthKm: 4.1,
      phone: '13905171234',
      updateTime: '2026-05-18 10:00:00',
    });
    const id = created.body.data.id as string;
    expect((await areasOf('S55')).map((a) => a.id)).toContain(id);
    const edited = await t.call(
      'PUT',
      `${BASE}/${id}`,
      s55({ manager: '王磊', phone: '025-52151502', endStakeNo: 'K25+000' }),
    );
    expect(edited.body.data).toMatchObject({ id, manager: '王磊', phone: '025-52151502', lengthKm: 1 });
    // Its own old range does not count against it.
    expect(
      (await t.call('PUT', `${BASE}/${id}`, s55({ startStakeNo: 'K23+900', endStakeNo: 'K28+000' }))).body
        .code,
    ).toBe(200);
    const deleted = await t.call('DELETE', `${BASE}/${id}`);
    expect(t.errors('deleteMaintenanceArea', deleted.body)).toEqual([]);
    expect(deleted.body).toEqual({ code: 200, msg: expect.any(String), data: { id } });
    expect((await areasOf('S55')).map((a) => a.id)).not.toContain(id);
    expect((await t.call('DELETE', `${BASE}/${id}`)).body).toEqual({
      code: 400,
      msg: '养护区域不存在或已删除',
      data: null,
    });
    expect((await t.call('PUT', `${BASE}/${id}`, s55())).body).toEqual({
      code: 400,
      msg: '养护区域不存在或已删除',
      data: null,
    });
  });

  it('refuses each rule the form shows, in Chinese, saving nothing', async () => {
    await shortenLastS55();
    const before = await list();
    const msg = async (over: object) => {
      const refused = await t.call('POST', BASE, s55(over));
      expect(t.errors('createMaintenanceArea', refused.body)).toEqual([]);
      expect(refused.body.code).toBe(400);
      return refused.body.msg as string;
    };
    expect(await msg({ areaName: '   ' })).toBe('区域名称不能为空');
    expect(await msg({ routeCode: 'G99' })).toBe('路线「G99」不存在');
    expect(await msg({ orgId: '99999' })).toBe('单位「99999」不存在');
    expect(await msg({ orgId: '201' })).toMatch(/^「.+」不是管理处、巡查中队或养护单位，不能划分养护区域$/);
    expect(await msg({ startStakeNo: 'K40+000' })).toMatch(
      /^起点桩号K40\+000不在S55 宁宣高速范围内（K\d+\+\d{3}～K\d+\+\d{3}）$/,
    );
    expect(await msg({ endStakeNo: 'K999+000' })).toMatch(/^终点桩号K999\+000不在S55 宁宣高速范围内/);
    expect(await msg({ endStakeNo: 'K24+000' })).toBe('终点桩号应大于起点桩号');
    expect(await msg({ manager: ' ' })).toBe('负责人不能为空');
    const taken = (await areasOf('G42'))[0]?.areaName as string;
    expect(await msg({ areaName: taken })).toBe(`区域名称「${taken}」已存在`);
    expect((await list()).body).toEqual(before.body);
    // What the contract refuses never reaches the records.
    expect((await t.call('POST', BASE, s55({ startStakeNo: '24+000' }))).status).toBe(400);
    expect((await t.call('POST', BASE, s55({ phone: '23905171234' }))).status).toBe(400);
    expect((await t.call('POST', BASE, s55({ areaName: '长'.repeat(51) }))).status).toBe(400);
    expect((await t.call('POST', BASE, { ...s55(), extra: 1 })).status).toBe(400);
  });

  it('answers 403 to a user without the button code and 401 without a session, changing nothing', async () => {
    const [first] = await areasOf('G42');
    t.signIn(SEEDED_INSPECTOR);
    for (const [method, url, op] of [
      ['POST', BASE, 'createMaintenanceArea'],
      ['PUT', `${BASE}/${first?.id}`, 'updateMaintenanceArea'],
      ['DELETE', `${BASE}/${first?.id}`, 'deleteMaintenanceArea'],
    ] as const) {
      const answer = await t.call(method, url, method === 'DELETE' ? undefined : s55());
      expect(answer.status, op).toBe(403);
      expect(t.errors(op, answer.body, 403)).toEqual([]);
    }
    t.signIn(null);
    expect((await t.call('DELETE', `${BASE}/${first?.id}`)).status).toBe(401);
    t.signIn(testUser(['admin']));
    expect((await areasOf('G42'))[0]).toEqual(first);
  });
});

it('keeps an added and a deleted area over a restart (DATA_DIR)', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'areas-'));
  const open = () => diskWorldApp(dir, [maintenanceAreasDomain]);
  const names = async (app: Awaited<ReturnType<typeof open>>['app']) =>
    (await app.inject({ method: 'POST', url: `${BASE}/page`, payload: { current: 1, size: 100 } }))
      .json()
      .data.records.map((r: Row) => r.areaName);
  try {
    const first = await open();
    const areas = (
      await first.app.inject({
        method: 'POST',
        url: `${BASE}/page`,
        payload: { current: 1, size: 100, filters: [{ key: 'routeCode', operator: 'in', value: 'S55' }] },
      })
    ).json().data.records as Row[];
    const last = areas.at(-1) as Row;
    await first.app.inject({ method: 'DELETE', url: `${BASE}/${last.id}` });
    await first.app.inject({ method: 'POST', url: BASE, payload: s55() });
    await first.store.sync();
    await first.app.close();
    await first.store.close();
    const second = await open();
    const after = await names(second.app);
    expect(after).toContain('宁宣高速禄口机场段');
    expect(after).not.toContain(last.areaName);
    await second.app.close();
    await second.store.close();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
