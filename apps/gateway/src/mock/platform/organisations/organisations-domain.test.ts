import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  contractErrors,
  type DomainTestApp,
  domainTestApp,
  expectButtonGuard,
  expectRefused,
  SEEDED_ADMIN,
  SEEDED_INSPECTOR,
} from '../../config/domain-test-app';
import { MockStore } from '../../store/mock-store';
import { createWorld, type World } from '../../world/world';
import { roadsDomain } from '../roads/roads-domain';
import { sickScreen } from '../screens/sick-screen';
import { workOrdersDomain } from '../work-orders/work-orders-domain';
import { MORNING } from '../world-test-app';
import { organisationsDomain } from './organisations-domain';

let t: DomainTestApp;
let world: World;
afterEach(async () => {
  await t?.app.close();
});

async function start(store?: MockStore) {
  t = await domainTestApp([roadsDomain, workOrdersDomain, organisationsDomain], store, {
    world: (s) => {
      world = createWorld(s, { seed: 20260518, machineNow: () => MORNING });
      world.clock.set(MORNING, true);
      return world;
    },
  });
  t.signIn(SEEDED_ADMIN);
}
const call = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, ...(payload === undefined ? {} : { payload }) });
const save = (payload: object) => call('POST', '/api/administration/glOrg', payload);
const remove = (id: string) => call('DELETE', `/api/administration/glOrg/${id}`);
const list = async (filters: object[] = []) => {
  const response = await call('POST', '/api/administration/glOrg/page', { current: 1, size: 100, filters });
  expect(contractErrors('listOrganisations', 200, response.json())).toEqual([]);
  return response.json().data.records as Array<Record<string, unknown>>;
};
const XIANLIN = {
  parentId: '20110',
  orgCode: 'JSJK-20113',
  orgName: '仙林巡查中队',
  orgType: 'patrol',
  routeCodes: ['G42'],
  leader: '陈明',
  phone: '025-84431103',
};

describe('organisations (系统管理 › 组织机构)', () => {
  it('lists the seeded organisations with their codes', async () => {
    await start();
    const rows = await list();
    expect(rows).toHaveLength(17);
    expect(rows[0]).toMatchObject({
      id: '200',
      parentId: null,
      orgCode: 'JSJK-200',
      orgName: '江苏交通控股有限公司',
    });
    expect((await list([{ key: 'orgCode', operator: 'like', value: '*2019*' }])).map((o) => o.id)).toEqual([
      '20191',
      '20192',
      '20193',
      '20194',
    ]);
  });

  it('adds an organisation under a parent, changes it, deletes it; pickers and dispatch see it', async () => {
    await start();
    const saved = await save(XIANLIN);
    expect(saved.statusCode).toBe(200);
    expect(contractErrors('saveOrganisation', 200, saved.json())).toEqual([]);
    const org = saved.json().data;
    expect(org).toMatchObject({ ...XIANLIN, id: '20195', orgTypeName: '巡查中队', address: '' });
    expect((await list([{ key: 'parentId', operator: 'in', value: '20110' }])).map((o) => o.orgName)).toEqual(
      ['汤山巡查中队', '马群巡查中队', '仙林巡查中队'],
    );

    const changed = await save({
      ...XIANLIN,
      id: org.id,
      orgName: '仙林养护工区',
      orgType: 'maintenance',
      parentId: '201',
    });
    expect(changed.json().data).toMatchObject({ id: org.id, parentId: '201', orgTypeName: '养护单位' });
    expect(
      (await list([{ key: 'orgType', operator: 'in', value: 'maintenance' }])).map((o) => o.id),
    ).toContain(org.id);
    // A work order can now be dispatched to it (the world's dispatch reads the same organisations).
    const waiting = (
      await call('POST', '/api/administration/glWorkOrder/page', {
        current: 1,
        size: 1,
        filters: [{ key: 'status', operator: 'in', value: '1' }],
      })
    ).json().data.records[0];
    const dispatched = await call('POST', `/api/administration/glWorkOrder/${waiting.id}/dispatch`, {
      maintainUnitId: org.id,
    });
    expect(dispatched.json().data).toMatchObject({ maintainUnitId: org.id, maintainUnit: '仙林养护工区' });
    expectRefused(await remove(org.id), 'deleteOrganisation', '机构下存在 1 张养护工单，不能删除');

    const other = (await save({ ...XIANLIN, orgCode: 'JSJK-20114', orgName: '尧化巡查中队' })).json().data;
    expect((await remove(other.id)).json()).toEqual({ code: 200, msg: '操作成功' });
    expect((await list()).map((o) => o.id)).not.toContain(other.id);
  });

  it('refuses a blank or repeated name among siblings, a repeated code, a missing parent, a loop, an unknown route', async () => {
    await start();
    expectRefused(await save({ ...XIANLIN, orgName: '  ' }), 'saveOrganisation', '机构名称不能为空');
    expectRefused(
      await save({ ...XIANLIN, orgName: '汤山巡查中队' }),
      'saveOrganisation',
      '同级机构名称已存在',
    );
    expectRefused(await save({ ...XIANLIN, orgCode: 'jsjk-20111' }), 'saveOrganisation', '机构编码已存在');
    expectRefused(await save({ ...XIANLIN, parentId: '99999' }), 'saveOrganisation', '上级机构不存在');
    expectRefused(await save({ ...XIANLIN, routeCodes: ['G9999'] }), 'saveOrganisation', '路线 G9999 不存在');
    const centre = {
      parentId: '20111',
      orgCode: 'JSJK-201',
      orgName: '江苏交控南京区域管理中心',
      orgType: 'centre',
    };
    expectRefused(
      await save({ ...centre, id: '201' }),
      'saveOrganisation',
      '上级机构不能是本机构或其下级机构',
    );
    expectRefused(
      await save({ ...centre, id: '201', parentId: '201' }),
      'saveOrganisation',
      '上级机构不能是本机构或其下级机构',
    );
    expectRefused(await save({ ...XIANLIN, id: 'gone' }), 'saveOrganisation', '组织机构不存在或已删除');
    // The same name under another parent is fine.
    expect((await save({ ...XIANLIN, parentId: '20120', orgName: '汤山巡查中队' })).statusCode).toBe(200);
    const invalid = await save({ ...XIANLIN, orgCode: '编码 1', orgType: 'bureau' });
    expect(invalid.statusCode).toBe(400);
    expect(contractErrors('saveOrganisation', 400, invalid.json())).toEqual([]);
    expect((await list()).length).toBe(18);
  });

  it('refuses to delete an organisation with sub-organisations or what refers to it, with the counts', async () => {
    await start();
    expectRefused(await remove('20110'), 'deleteOrganisation', '机构下存在 2 个下级机构，不能删除');
    const squad = await remove('20112');
    expectRefused(
      squad,
      'deleteOrganisation',
      /^机构下存在 2 名巡查人员、1 辆巡查车辆、\d+ 条病害记录、\d+ 条巡查记录，不能删除$/,
    );
    expectRefused(await remove('nope'), 'deleteOrganisation', '组织机构不存在或已删除');
    expect((await list()).length).toBe(17);
  });

  it('adds, changes and deletes only for the holders of org:add, org:edit, org:delete', async () => {
    await start();
    const path = ['900', '909'];
    const added = await expectButtonGuard(t, 'saveOrganisation', path, '9091', () => save(XIANLIN));
    const id = added.data.id as string;
    await expectButtonGuard(t, 'saveOrganisation', path, '9092', () =>
      save({ ...XIANLIN, id, leader: '王磊' }),
    );
    await expectButtonGuard(t, 'deleteOrganisation', path, '9093', () => remove(id));
    expect((await list()).some((o) => o.id === id)).toBe(false);
  });

  it('is administrators’ work: others are refused 403, and a missing session 401', async () => {
    await start();
    t.signIn(SEEDED_INSPECTOR);
    expect((await save(XIANLIN)).statusCode).toBe(403);
    expect((await remove('20194')).statusCode).toBe(403);
    expect((await list()).length).toBe(17);
    t.signIn(null);
    expect((await save(XIANLIN)).statusCode).toBe(401);
  });

  it('keeps the changes across a restart (DATA_DIR), and the screens read them', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'organisations-'));
    try {
      await start(await MockStore.open(dir));
      await save({
        ...XIANLIN,
        parentId: '201',
        orgType: 'office',
        orgName: '宁洛高速南京管理处',
        orgCode: 'JSJK-20160',
      });
      await t.store.flush();
      await t.app.close();

      await start(await MockStore.open(dir));
      expect((await list()).find((o) => o.orgCode === 'JSJK-20160')).toMatchObject({
        orgName: '宁洛高速南京管理处',
      });
      expect(sickScreen(world).byOffice.map((o) => o.orgName)).toContain('宁洛高速南京管理处');
    } finally {
      await t.store.flush();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
